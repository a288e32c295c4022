// Rules a tap away (issue 34): every keyword of the game's glossary (terms.py, from the content's
// glossary.yaml) in the page's story, cards and questions becomes a tap that opens its entry in a small
// sheet, without leaving the page (a link to the rules page's entry, not a button: the bar's buttons are the moves); a card tapped shows its words and the entries of the keywords on it.
(() => {
  "use strict";
  const data = document.getElementById("glossary");
  const live = document.getElementById("live");
  const sheet = document.getElementById("term");
  if (!data || !live || !sheet) return;
  // the terms come from their own address, not the table page: a glossary names every card of the game, and a
  // seat's page must name no card it cannot see (test_seats); the service worker keeps them for offline use
  fetch(data.dataset.src, { credentials: "same-origin" })
    .then((answer) => (answer.ok ? answer.json() : []))
    .then(start, () => {});

  function start(entries) {
  const rules = sheet.querySelector(".term-more a").getAttribute("href");
  const byId = new Map(entries.map((e) => [e.id, e]));
  // each spelling a keyword may take on the page (as written, Title Case, CAPITALS) -> its entry
  const spelled = new Map();
  for (const e of entries) {
    for (const phrase of e.phrases) {
      const title = phrase.replace(/\b\w/g, (c) => c.toUpperCase());
      for (const form of [phrase, title, phrase.toUpperCase()]) if (!spelled.has(form)) spelled.set(form, e.id);
    }
  }
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const forms = [...spelled.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = forms.length ? new RegExp(`(?<![\\w'])(${forms.join("|")})(?![\\w'])`, "g") : null;
  // on a card, any case: its type and traits are written in small letters ("flying")
  const anyCase = forms.length ? new RegExp(pattern.source, "gi") : null;
  const lower = new Map([...spelled].map(([form, id]) => [form.toLowerCase(), id]));
  // where keywords are read: the prompt, the board's cards and rows, the log, the story and the question
  const PLACES = "#live > .prompt, #live .board, #live > .log, #said, #answer > h2, #answer > .happened";
  // not inside a piece a thumb taps to act (a GobbledyGook! row): a tap there is the piece's
  const SKIP = "button, a, summary, select, option, input, textarea, script, style, svg, .term-link, details.why, [data-word]";

  function linkify() {
    if (!pattern) return;
    for (const place of document.querySelectorAll(PLACES)) {
      const walker = document.createTreeWalker(place, NodeFilter.SHOW_TEXT);
      const nodes = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement.closest(SKIP)) nodes.push(node);
      }
      for (const node of nodes) {
        const text = node.textContent;
        pattern.lastIndex = 0;
        if (!pattern.test(text)) continue;
        pattern.lastIndex = 0;
        const parts = document.createDocumentFragment();
        let at = 0;
        for (const match of text.matchAll(pattern)) {
          parts.append(text.slice(at, match.index));
          // a link to its entry on the rules page (what a page without this script would open), read here
          const link = el("a", "term-link", match[0]);
          link.dataset.term = spelled.get(match[0]);
          link.href = `${rules}#t-${link.dataset.term}`;
          parts.append(link);
          at = match.index + match[0].length;
        }
        parts.append(text.slice(at));
        node.replaceWith(parts);
      }
    }
  }

  let opener = null;
  function open(title, lines, found, from) {
    sheet.querySelector("#term-name").textContent = title;
    const body = sheet.querySelector(".term-body");
    body.replaceChildren();
    for (const line of lines) body.append(el("p", "", line));
    for (const e of found) {
      if (found.length > 1 || lines.length) body.append(el("h3", "", e.name));
      body.append(el("p", "", e.does));
      if (e.rulebook) body.append(el("blockquote", "rulebook", `Rulebook: ${e.rulebook}`));
    }
    opener = from;
    sheet.hidden = false;
    sheet.querySelector(".term-close").focus();
  }
  function close() {
    sheet.hidden = true;
    if (opener && opener.isConnected) opener.focus();
    opener = null;
  }
  sheet.querySelector(".term-close").addEventListener("click", close);
  document.addEventListener("keydown", (event) => { if (event.key === "Escape" && !sheet.hidden) close(); });

  // a card: its words, then the entries of the keywords on it (its type and traits too: data-words)
  function card(node) {
    const words = `${node.textContent} ${node.dataset.words || ""}`;
    const ids = [...new Set([...words.matchAll(anyCase || /$^/g)].map((m) => lower.get(m[0].toLowerCase())))];
    const lines = [...node.querySelectorAll(".stats, .next")].map((n) => n.textContent.trim()).filter(Boolean);
    if (node.dataset.words) lines.push(node.dataset.words);
    open((node.querySelector(".name .title") || node.querySelector(".name"))?.textContent.trim() || "This card", lines, ids.map((id) => byId.get(id)), node);
  }

  // a piece on the map or in a list (data-piece): what it is and its state (data-about, from the view), then the
  // entries of the words naming it (its kind, its traits, its skill)
  function piece(node) {
    const about = node.dataset.about || "";
    const words = `${node.dataset.name || ""} ${about}`;
    const ids = [...new Set([...words.matchAll(anyCase || /$^/g)].map((m) => lower.get(m[0].toLowerCase())))];
    open(node.dataset.name || node.dataset.word, about ? [about] : [], ids.map((id) => byId.get(id)), node);
  }
  // app.js asks for a chosen piece's sheet (its "About" button)
  document.addEventListener("table:about", (event) => piece(event.detail));
  // a piece a tap cannot act on now (not lit to choose, not a target, no phrase being typed) opens its sheet
  // (while a piece is chosen every tap is app.js's: a piece standing on a lit hex stands for the hex)
  const acting = (node) => node.matches(".can, .target, .chosen") || document.querySelector("#live .chosen")
    || document.getElementById("line")?.value.trim();

  // before app.js's taps (capture): a keyword or a card opens its sheet and is not a piece's tap
  document.addEventListener("click", (event) => {
    const link = event.target.closest(".term-link");
    if (link) {
      event.stopPropagation();
      event.preventDefault();
      const e = byId.get(link.dataset.term);
      if (e) open(e.name, [], [e], link);
      return;
    }
    const figure = event.target.closest("#live [data-piece]");
    if (figure && !acting(figure)) {
      event.stopPropagation();
      piece(figure);
      return;
    }
    const shown = event.target.closest("#live .card[data-id]");
    if (shown && !event.target.closest("[data-word]")) {
      event.stopPropagation();
      card(shown);
    }
  }, true);
  for (const name of ["table:drawn", "table:asked", "table:said"]) document.addEventListener(name, linkify);
  linkify();
  }
})();
