// Registers the service worker (sw.js: the page opens with no connection) and says so when the page
// is offline: a notice at the top, the question and buttons made inert (nothing is played offline; the
// server is the one writer), and the last table kept by the worker shown. When the connection
// returns, the page reloads itself: the server's table, live again.
(function () {
  "use strict";
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(
      () => { document.documentElement.dataset.sw = "1"; },
      () => { document.documentElement.dataset.sw = "0"; });
  }
  let wasOffline = false;

  function notice() {
    let box = document.getElementById("offline");
    if (!box) {
      box = document.createElement("p");
      box.id = "offline";
      box.className = "offline";
      box.setAttribute("role", "status");
      box.textContent = "Offline: this is the last table this phone saw. Nothing can be played until the " +
        "connection returns; the page then updates by itself.";
      document.body.insertBefore(box, document.body.firstChild);
    }
    return box;
  }

  async function lastTable() {
    // the last live table the worker kept for this game, if newer than the page it came with
    const game = document.getElementById("game");
    const live = document.getElementById("live");
    if (!game || !live || !("caches" in window)) return;
    const query = game.dataset.reveal ? "?reveal=1" : "";
    const kept = await caches.match(`/s/${encodeURIComponent(game.dataset.save)}/table${query}`);
    if (kept) live.innerHTML = await kept.text();
  }

  function offline() {
    wasOffline = true;
    document.body.classList.add("is-offline");
    notice().hidden = false;
    const bar = document.getElementById("bar");
    if (bar) bar.inert = true;
    lastTable();
  }

  function online() {
    document.body.classList.remove("is-offline");
    const box = document.getElementById("offline");
    if (box) box.hidden = true;
    const bar = document.getElementById("bar");
    if (bar) bar.inert = false;
    if (wasOffline) location.reload();
  }

  window.addEventListener("offline", offline);
  window.addEventListener("online", online);
  if (!navigator.onLine) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", offline);
    else offline();
  }
})();
