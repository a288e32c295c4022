// The join page (seats.py): tap a seat, the server gives this phone its seat token (a cookie), go to the table.
(() => {
  "use strict";
  const box = document.getElementById("seats");
  if (!box) return;
  const said = document.getElementById("joined");
  box.addEventListener("click", async (event) => {
    const button = event.target.closest("button[data-seat]");
    if (!button || button.disabled) return;
    const response = await fetch(`/s/${encodeURIComponent(box.dataset.save)}/join`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ seat: button.dataset.seat }),
    });
    const out = await response.json();
    if (out.status === "done") { window.location.href = out.url; return; }
    said.textContent = (out.lines || []).join(" ");
    said.hidden = false;
  });
})();
