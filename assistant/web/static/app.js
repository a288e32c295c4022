// Goblin Kit's table page: send the player's commands, ask the rules' questions, follow the save live.
// Every command goes to POST /s/NAME/do with the save version this page shows; the server runs it as
// the guided turn would and answers done / question / refused / stale. A change made anywhere (another
// screen, the terminal) arrives as a server-sent event and the table is fetched again.
// An element with a class and text: the one DOM helper both pages' scripts use (new.js runs after this file).
const el = (tag, cls, text) => {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
};

(() => {
  "use strict";
  const game = document.getElementById("game");
  if (!game) return;
  const save = game.dataset.save;
  const query = game.dataset.reveal ? "?reveal=1" : "";
  const live = document.getElementById("live");
  const answerBox = document.getElementById("answer");
  const saidBox = document.getElementById("said");
  let seen = live.dataset.version;
  let busy = false;


  async function refresh() {
    const response = await fetch(`/s/${encodeURIComponent(save)}/table${query}`, { cache: "no-store" });
    if (!response.ok) return;
    live.innerHTML = await response.text();
    readTaps();
    seen = response.headers.get("x-version") || seen;
    live.dataset.version = seen;
    document.body.dataset.version = seen;
  }

  // the story told since the player's last own action: the steps saved while its questions were answered
  // stay above the next question and the end (a question never comes before what happened first)
  let told = [];
  let toldWhy = [];
  function say(lines, kind, why) {
    saidBox.replaceChildren();
    saidBox.className = `panel said ${kind}`;
    for (const line of lines) saidBox.append(el("p", "", line));
    if (why && why.length) {
      // the engine's figures (an evaluation, a search's size, expected VP): there for a player who asks why
      const box = el("details", "why");
      box.append(el("summary", "", "why?"));
      for (const line of why) box.append(el("p", "", line));
      saidBox.append(box);
    }
    saidBox.hidden = lines.length === 0 && !(why && why.length);
  }

  const PIPS = { 1: "\u2680", 2: "\u2681", 3: "\u2682", 4: "\u2683", 5: "\u2684", 6: "\u2685" };

  function ask(question, command, answers) {
    answerBox.replaceChildren();
    for (const line of question.happened) answerBox.append(el("p", "happened", line));
    answerBox.append(el("h2", "", question.text));
    const choices = el("div", question.kind === "die" ? "choices dice" : "choices");
    if (question.kind === "number" && question.options.length > 12) {
      // a wide range (a position in inches): typed, not a wall of buttons
      const form = el("form", "number");
      const input = el("input");
      input.type = "number";
      input.min = question.options[0];
      input.max = question.options[question.options.length - 1];
      input.required = true;
      input.setAttribute("aria-label", question.text);
      const ok = el("button", "choice", "OK");
      form.append(input, ok);
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        event.stopPropagation();
        send(command, [...answers, String(parseInt(input.value, 10))], true);
      });
      choices.append(form);
    }
    question.options.forEach((option, i) => {
      if (question.kind === "number" && question.options.length > 12) return;
      const button = el("button", question.kind === "die" ? "choice die" : "choice");
      button.type = "button";
      button.dataset.answer = option;
      if (question.kind === "die") {
        // a player's own die (`dice table`): six big faces, one tap a die
        button.setAttribute("aria-label", `rolled ${option}`);
        if (PIPS[option]) button.append(el("span", "pips", PIPS[option]));
      }
      button.append(el("b", "", option));
      if (question.leads[i]) button.append(el("span", "lead", "→ " + question.leads[i]));
      button.addEventListener("click", () => send(command, [...answers, option], true));
      choices.append(button);
    });
    const cancel = el("button", "choice cancel", "Cancel (nothing is saved)");
    cancel.type = "button";
    cancel.addEventListener("click", () => { answerBox.hidden = true; });
    choices.append(cancel);
    answerBox.append(choices);
    answerBox.hidden = false;
    // board.js lights the pieces the question names and brings them into view
    document.dispatchEvent(new CustomEvent("table:asked", { detail: question }));
  }

  async function send(command, answers, answering = false) {
    if (busy) return;
    if (!answering) { told = []; toldWhy = []; }
    busy = true;
    document.body.classList.add("busy");
    answerBox.hidden = true;
    try {
      const response = await fetch(`/s/${encodeURIComponent(save)}/do`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        // a listed move goes by its id ({move}), checked against the moves listed now; else a command line
        body: JSON.stringify(command && typeof command === "object"
          ? { command: null, move: command.move, answers, seen } : { command, answers, seen }),
      });
      const out = await response.json();
      if (out.version) seen = out.version;
      if (out.status !== "refused" && out.status !== "stale") {
        told = [...told, ...(out.lines || [])];
        toldWhy = [...toldWhy, ...(out.why || [])];
      }
      if (out.status === "question") {
        // the command was saved and a question came in the assistant's steps after it: those steps
        // are what the answers are for from now on
        const fresh = out.target === "auto" && command !== null;
        say(told, "done", toldWhy);
        ask(out.question, out.target === "auto" ? null : command, fresh ? [] : answers);
      } else if (out.status === "done") {
        say(told, "done", toldWhy);
      } else {
        say(out.lines, out.status);
      }
      if (out.status !== "refused") await refresh();
    } catch (error) {
      say([`The table did not answer (${error}). Try again.`], "refused");
    } finally {
      busy = false;
      document.body.classList.remove("busy");
    }
  }

  // Tap to act: the table carries the commands two taps make (a piece, then a target: see
  // views.Tap). Tapping a piece lights up its targets and the bar says what to tap; tapping a
  // target sends the command, or offers the commands that fit when there are several. Pieces are
  // [data-word] and places (squares, hexes) [data-place]: a hex never stands for a piece of its name.
  const build = document.getElementById("build");
  let taps = [];
  let chosen = null;
  // the buttons of the moment (end, undo, deploy...) live in the bar, under the thumb, by the map
  const acts = document.getElementById("acts");
  function moveButtons() {
    acts.replaceChildren(...live.querySelectorAll(":scope > section.actions, :scope > section.tools"));
  }
  function readTaps() {
    moveButtons();
    const data = live.querySelector("script.taps");
    taps = data ? JSON.parse(data.textContent || "[]") : [];
    chosen = null;
    for (const node of live.querySelectorAll("[data-word]")) {
      node.classList.toggle("can", taps.some((t) => t.piece === node.dataset.word));
    }
    const reach = new Set(taps.filter((t) => t.direct && t.place).map((t) => t.target));
    for (const node of live.querySelectorAll("[data-place]")) node.classList.toggle("reach", reach.has(node.dataset.place));
    showBuild();
    document.dispatchEvent(new CustomEvent("table:drawn"));  // board.js: zoom, the asked piece, the last move
  }
  function showBuild(lines, choices) {
    build.replaceChildren();
    for (const node of live.querySelectorAll(".target, .chosen")) node.classList.remove("target", "chosen");
    if (!chosen) { build.hidden = true; return; }
    for (const node of live.querySelectorAll(`[data-word="${CSS.escape(chosen)}"]`)) node.classList.add("chosen");
    const mine = taps.filter((t) => t.piece === chosen);
    const targets = new Set(mine.map((t) => (t.place ? "place:" : "piece:") + t.target));
    for (const t of mine) {
      const attribute = t.place ? "data-place" : "data-word";
      for (const node of live.querySelectorAll(`[${attribute}="${CSS.escape(t.target)}"]`)) node.classList.add("target");
    }
    const others = targets.size - (targets.has("piece:@plan") ? 1 : 0);
    const lit = others === 1 ? "the lit target" : `one of the ${others} lit targets`;
    const name = (mine.find((t) => t.name) || {}).name || chosen;  // the piece's name, never its id
    const where = !targets.has("piece:@plan") ? `${name}: tap ${lit}`
      : others ? `${name}: tap ${lit}, or its spot on the plan` : `${name}: tap its spot on the plan`;
    build.append(el("h2", "", lines || where));
    const row = el("div", "choices");
    for (const t of choices || []) {
      const button = el("button", "choice", t.label || t.verb);
      button.type = "button";
      button.dataset.command = t.command;
      button.addEventListener("click", () => { chosen = null; showBuild(); send(sent(t), []); });
      row.append(button);
    }
    const cancel = el("button", "choice cancel", "Cancel");
    cancel.type = "button";
    cancel.addEventListener("click", () => { chosen = null; showBuild(); });
    const foot = el("div", "foot");  // Cancel, and beside it what the chosen piece is
    foot.append(cancel);
    build.append(row, foot);
    const figure = live.querySelector(`[data-piece][data-word="${CSS.escape(chosen)}"]`);
    if (figure && !lines) {  // what the chosen piece is and does: glossary.js opens its sheet
      const about = el("button", "about", `About ${figure.dataset.name || chosen}`);
      about.type = "button";
      about.addEventListener("click", () => document.dispatchEvent(new CustomEvent("table:about", { detail: figure })));
      foot.append(about);  // not one of the move's choices: beside Cancel
    }
    build.hidden = false;
  }
  // GobbledyGook!'s plan: a chosen figure goes where the plan is tapped (its spot in inches, 12 o'clock up)
  function placeOnPlan(plan, event) {
    const fit = taps.find((t) => t.piece === chosen && t.target === "@plan");
    const spot = plan.getScreenCTM();
    if (!fit || !spot) return false;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(spot.inverse());
    const inches = (v) => String(Math.round(v * 2) / 2);
    chosen = null;
    showBuild();
    send(fit.command.replace("{at}", `${inches(point.x)} ${inches(-point.y)}`), []);
    return true;
  }
  const sent = (t) => (t.move ? { move: t.move } : t.command);  // a listed move by its id
  function tapped(node) {
    const word = node.dataset.word;  // a piece (undefined on a place)
    const place = node.dataset.place || node.dataset.hex;  // a place, or the hex a piece stands on
    if (chosen) {
      const fits = taps.filter((t) => t.piece === chosen && (t.place ? place && t.target === place : word && t.target === word));
      if (fits.length === 1) {
        chosen = null;
        showBuild();
        send(sent(fits[0]), []);
        return true;
      }
      if (fits.length > 1) {
        showBuild(`${chosen} → ${fits[0].target}: which?`, fits);
        return true;
      }
      if (word && word === chosen) {
        // pieces stacked in one hex: tapping the chosen one again goes to the next one there
        const stack = [...live.querySelectorAll(`[data-hex="${CSS.escape(node.dataset.hex || "")}"][data-word]`)]
          .map((n) => n.dataset.word).filter((w) => taps.some((t) => t.piece === w));
        const next = node.dataset.hex ? stack[stack.indexOf(word) + 1] : undefined;
        chosen = next || null;
        showBuild();
        return true;
      }
    }
    if (word && taps.some((t) => t.piece === word)) {
      chosen = word;
      showBuild();
      return true;
    }
    // a place tapped alone (or a piece that cannot act, standing there): the move the game makes of that tap
    // (Globbo!'s nearest kid walks there)
    const direct = place ? taps.find((t) => t.direct && t.place && t.target === place) : undefined;
    if (direct) {
      send(sent(direct), []);
      return true;
    }
    return false;
  }

  // Typing by tapping: while the move box holds words, a tapped piece or place adds its name to the
  // phrase ("move" then B1 then E5 is "move B1 E5", read as the listed move like any typed line).
  const line = document.getElementById("line");
  function type(word) {
    const text = line.value.trimEnd();
    line.value = text ? `${text} ${word}` : word;
  }
  game.addEventListener("click", (event) => {
    const plan = event.target.closest("svg[data-plan]");
    const again = event.target.closest("[data-word]")?.dataset.word === chosen;  // the chosen one again: let go
    if (plan && chosen && !again && !line.value.trim() && placeOnPlan(plan, event)) return;
    const word = event.target.closest("[data-word], [data-place]");
    if (word) {
      if (!line.value.trim() && tapped(word)) return;
      if (line.value.trim()) type(word.dataset.word || word.dataset.place);
      return;
    }
    const button = event.target.closest("button.act");
    if (!button) return;
    event.preventDefault();
    send(button.dataset.move ? { move: button.dataset.move } : (button.dataset.command || null), []);
  });
  game.addEventListener("submit", (event) => {
    event.preventDefault();
    const form = event.target;
    if (form.id === "command") {
      const input = form.querySelector("input");
      if (input.value.trim()) send(input.value.trim(), []);
      input.value = "";
    } else if (form.classList.contains("pick")) {
      const value = form.querySelector("select").value;
      send(form.dataset.move ? { move: value } : `${form.dataset.prefix} ${value}`, []);  // a listed move's id
    }
  });

  const events = new EventSource(`/s/${encodeURIComponent(save)}/events`);
  events.addEventListener("change", (event) => {
    if (event.data !== seen && !busy) refresh();
  });
  readTaps();
  document.body.dataset.version = seen;
  document.body.dataset.ready = "1";
})();
