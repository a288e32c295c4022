// The new-game page: the chosen setup goes to POST /new; a setup question (Gob'z'Heroes' crew draft)
// comes back with its answers as buttons, and the choices are sent again with the answers so far;
// once the game is made, its table opens. `el` comes from app.js, which base.html loads first.
(() => {
  "use strict";
  const root = document.getElementById("newgame");
  if (!root) return;
  const answerBox = document.getElementById("answer");
  const saidBox = document.getElementById("newsaid");
  let busy = false;

  async function start(gameName, choices, answers) {
    if (busy) return;
    busy = true;
    document.body.classList.add("busy");
    answerBox.hidden = true;
    saidBox.hidden = true;
    try {
      const response = await fetch("/new", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ game: gameName, choices, answers }),
      });
      const out = await response.json();
      if (out.status === "done") {
        window.location.assign(out.url);
        return;
      }
      if (out.status === "question") {
        ask(out.question, (answer) => start(gameName, out.choices || choices, [...answers, answer]));
      } else {
        saidBox.textContent = out.lines.join(" ");
        saidBox.hidden = false;
      }
    } catch (error) {
      saidBox.textContent = `The server did not answer (${error}). Try again.`;
      saidBox.hidden = false;
    } finally {
      busy = false;
      document.body.classList.remove("busy");
    }
  }

  function ask(question, then) {
    answerBox.replaceChildren();
    for (const line of question.happened) answerBox.append(el("p", "happened", line));
    answerBox.append(el("h2", "", question.text));
    const choices = el("div", "choices");
    question.options.forEach((option, i) => {
      const button = el("button", "choice");
      button.type = "button";
      button.dataset.answer = option;
      button.append(el("b", "", option));
      if (question.leads[i]) button.append(el("span", "lead", "→ " + question.leads[i]));
      button.addEventListener("click", () => then(option));
      choices.append(button);
    });
    answerBox.append(choices);
    answerBox.hidden = false;
    answerBox.scrollIntoView({ block: "start" });
  }

  function chosen(form, more) {
    // a field of boxes to tick sends its ticked values joined by commas, as the terminal's option is typed
    const data = new FormData(form);
    const choices = {};
    for (const key of new Set(data.keys())) choices[key] = data.getAll(key).join(",");
    // /new?seed=N deals a chosen game (to replay one, or a test's): otherwise the server picks
    const seed = new URLSearchParams(location.search).get("seed");
    if (seed && /^\d{1,12}$/.test(seed)) choices.seed = seed;
    return Object.assign(choices, more);
  }

  root.addEventListener("submit", (event) => {
    event.preventDefault();
    start(event.target.dataset.game, chosen(event.target, {}), []);
  });
  // "Learn to play": the game's first game (its own seed and setup), its first line asked before it starts
  root.addEventListener("click", (event) => {
    const learn = event.target.closest("button.learn");
    if (!learn) return;
    const form = learn.closest("form");
    start(form.dataset.game, chosen(form, { learn: "yes" }), []);
  });
  document.body.dataset.ready = "1";
})();
