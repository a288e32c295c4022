// The board first (issue 34). The sheet (#bar) folds away with its handle (a tap, or a swipe down) and the
// page keeps room for it (--sheet-height); a map opens zoomed so a piece is a thumb's size, pans with a
// finger and zooms with a pinch or the buttons; the pieces a question names are lit and brought into view.
// app.js tells this file when the table was drawn again ("table:drawn") and when a question came ("table:asked").
(() => {
  "use strict";
  const game = document.getElementById("game");
  const bar = document.getElementById("bar");
  const live = document.getElementById("live");
  if (!game || !bar || !live) return;
  const handle = document.getElementById("handle");
  const answerBox = document.getElementById("answer");

  // the sheet: the page ends as far above it as it is high, so it never hides the end of the page
  const root = document.documentElement;
  new ResizeObserver(() => root.style.setProperty("--sheet-height", `${bar.offsetHeight}px`)).observe(bar);
  function fold(folded) {
    bar.classList.toggle("collapsed", folded);
    handle.setAttribute("aria-expanded", String(!folded));
    handle.querySelector(".handle-text").textContent = folded ? "Show the buttons" : "Hide the buttons";
  }
  handle.addEventListener("click", () => fold(!bar.classList.contains("collapsed")));
  let startY = null;
  handle.addEventListener("touchstart", (event) => { startY = event.touches[0].clientY; }, { passive: true });
  handle.addEventListener("touchend", (event) => {
    if (startY === null) return;
    const moved = event.changedTouches[0].clientY - startY;
    startY = null;
    if (Math.abs(moved) > 30) { fold(moved > 0); event.preventDefault(); }  // pulled down folds, up opens
  });

  // the maps: zoom is CSS pixels per drawing unit; the opening zoom (data-zoom) makes a piece 44 px wide
  const zooms = new Map();  // a map's key -> {zoom, left, top}: kept across redraws of the table
  const units = (svg) => svg.viewBox.baseVal;
  function fit(box) {
    const svg = box.querySelector("svg");
    return box.clientWidth / units(svg).width;
  }
  function setZoom(box, zoom, cx, cy) {
    const svg = box.querySelector("svg");
    const before = box.scrollWidth ? svg.getBoundingClientRect().width / units(svg).width : zoom;
    const clamped = Math.min(Math.max(zoom, fit(box)), 8);
    // keep the point under (cx, cy) (box coordinates) where it was
    const ux = (box.scrollLeft + (cx ?? box.clientWidth / 2)) / before;
    const uy = (box.scrollTop + (cy ?? box.clientHeight / 2)) / before;
    svg.style.width = `${units(svg).width * clamped}px`;
    svg.style.height = `${units(svg).height * clamped}px`;
    box.scrollLeft = ux * clamped - (cx ?? box.clientWidth / 2);
    box.scrollTop = uy * clamped - (cy ?? box.clientHeight / 2);
    remember(box);
  }
  function remember(box) {
    const svg = box.querySelector("svg");
    zooms.set(box.dataset.key, { zoom: svg.getBoundingClientRect().width / units(svg).width,
                                 left: box.scrollLeft, top: box.scrollTop });
  }
  function centreOn(box, node) {
    const a = box.getBoundingClientRect();
    const b = node.getBoundingClientRect();
    box.scrollLeft += (b.left + b.width / 2) - (a.left + a.width / 2);
    box.scrollTop += (b.top + b.height / 2) - (a.top + a.height / 2);
    remember(box);
  }
  function zoomButtons(box) {
    const row = el("div", "zoombar");
    const make = (text, label, act) => {
      const button = el("button", "zoom-button", text);
      button.type = "button";
      button.setAttribute("aria-label", label);
      button.addEventListener("click", act);
      row.append(button);
    };
    const now = () => box.querySelector("svg").getBoundingClientRect().width / units(box.querySelector("svg")).width;
    make("\u2212", "zoom out", () => setZoom(box, now() / 1.4));
    make("+", "zoom in", () => setZoom(box, now() * 1.4));
    make("All", "All of the map", () => setZoom(box, fit(box)));
    box.before(row);
  }
  function pinch(box) {
    let start = null;
    const gap = (t) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
    box.addEventListener("touchstart", (event) => {
      if (event.touches.length !== 2) return;
      const svg = box.querySelector("svg");
      start = { gap: gap(event.touches), zoom: svg.getBoundingClientRect().width / units(svg).width };
    }, { passive: true });
    box.addEventListener("touchmove", (event) => {
      if (!start || event.touches.length !== 2) return;
      event.preventDefault();
      const r = box.getBoundingClientRect();
      const cx = (event.touches[0].clientX + event.touches[1].clientX) / 2 - r.left;
      const cy = (event.touches[0].clientY + event.touches[1].clientY) / 2 - r.top;
      setZoom(box, start.zoom * gap(event.touches) / start.gap, cx, cy);
    }, { passive: false });
    box.addEventListener("touchend", () => { start = null; });
  }
  function drawMaps() {
    live.querySelectorAll(".zoom").forEach((box, i) => {
      box.dataset.key = box.dataset.key || `map-${i}`;
      box.tabIndex = 0;  // a keyboard scrolls it too (axe: scrollable-region-focusable)
      box.setAttribute("role", "region");
      box.setAttribute("aria-label", "the map: a finger pans it");
      zoomButtons(box);
      pinch(box);
      box.addEventListener("scroll", () => remember(box), { passive: true });
      const kept = zooms.get(box.dataset.key);
      const svg = box.querySelector("svg");
      // a map with no piece on it yet (GobbledyGook!'s plan before a figure is placed) opens whole
      const opening = box.querySelector("g[data-word]") ? parseFloat(box.dataset.zoom) : fit(box);
      const zoom = Math.max(kept ? kept.zoom : opening, fit(box));
      svg.style.width = `${units(svg).width * zoom}px`;
      svg.style.height = `${units(svg).height * zoom}px`;
      if (kept) {
        box.scrollLeft = kept.left;
        box.scrollTop = kept.top;
      } else {
        const mine = box.querySelector("g.can, g.last") || box.querySelector("g[data-word]");
        if (mine) centreOn(box, mine);
      }
    });
  }

  // the pieces a question names: its words and options read against the pieces' ids on the board
  let question = null;
  function light() {
    for (const node of live.querySelectorAll(".asked")) node.classList.remove("asked");
    if (!question || answerBox.hidden) return;
    const words = new Set(`${question.text} ${question.options.join(" ")}`.toLowerCase().match(/[\w'-]+/g) || []);
    const named = [...live.querySelectorAll("[data-word], [data-id]")]
      .filter((node) => words.has((node.dataset.id || node.dataset.word).toLowerCase()));
    for (const node of named) node.classList.add("asked");
    const board = live.querySelector(".board");
    const first = named[0];
    const box = first && first.closest(".zoom");
    if (box) centreOn(box, first);
    if (first && !shown(first, 1)) first.scrollIntoView({ block: "center" });
    else if (board && !shown(board, 0.6)) board.scrollIntoView({ block: "start" });
  }
  // is `node` shown, at least `part` of it (or of the screen the sheet leaves), above or beside the sheet?
  function shown(node, part) {
    const r = node.getBoundingClientRect();
    const s = bar.getBoundingClientRect();
    const right = s.left > 1 ? s.left : innerWidth;
    const bottom = s.left > 1 ? innerHeight : s.top;
    const seen = Math.max(0, Math.min(bottom, r.bottom) - Math.max(0, r.top)) * Math.max(0, Math.min(right, r.right) - Math.max(0, r.left));
    return seen >= part * Math.min(r.width * r.height, right * bottom);
  }

  document.addEventListener("table:asked", (event) => {
    question = event.detail;
    if (bar.classList.contains("collapsed")) fold(false);  // a question is never asked behind a folded sheet
    const title = answerBox.querySelector("h2");
    if (title) bar.scrollTop = Math.max(0, title.offsetTop - handle.offsetHeight - 8);
    light();
  });
  // the last move (lastmove.py): the piece that acted, the one it hit, where it went, and its dice
  const FACES = ["", "\u2680", "\u2681", "\u2682", "\u2683", "\u2684", "\u2685"];
  function drawLast() {
    const data = live.querySelector("script.last");
    const last = data ? JSON.parse(data.textContent || "{}") : {};
    const mark = (ids, cls, attribute) => {
      for (const id of ids || []) {
        for (const node of live.querySelectorAll(`[${attribute}="${CSS.escape(id)}"]`)) node.classList.add(cls);
      }
    };
    for (const attribute of ["data-word", "data-id"]) {
      mark(last.pieces, "last", attribute);
      mark(last.hit, "hurt", attribute);
    }
    mark(last.places, "last-place", "data-place");
    const board = live.querySelector(".board");
    if (!board || !last.dice || !last.dice.length) return;
    const row = el("p", "lastdice");
    for (const roll of last.dice) {
      const one = el("span", "roll");
      one.append(el("span", "why", `${roll.why}:`));
      for (const value of roll.values) {
        const die = el("span", "die-face", FACES[value] || String(value));
        die.setAttribute("role", "img");
        die.setAttribute("aria-label", String(value));
        one.append(die);
      }
      row.append(one);
    }
    board.prepend(row);
  }

  // the game's end: its result brought into view once, whatever the page was scrolled to
  let ended = Boolean(live.querySelector(".result"));
  function showEnd() {
    const result = live.querySelector(".result");
    if (result && !ended) result.scrollIntoView({ block: "start" });
    ended = Boolean(result);
  }

  document.addEventListener("table:drawn", () => { drawLast(); drawMaps(); light(); showEnd(); });
  // the phone turned: the question's pieces brought into view again
  addEventListener("resize", light);
  drawLast();
  drawMaps();
})();
