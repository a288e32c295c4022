"""A hard bot's decision, asked about on a page, is kept (issue 33): the page's first request logs the
decision and stops at the player's question; answering it plays on from that logged decision, never a new
search (a search on a CPU budget may decide otherwise each time)."""

from __future__ import annotations

import json
from pathlib import Path

from goblinkit.assistant.web import runner as page
from goblinkit.assistant.web.library import Library, version


def test_a_hard_globbo_decides_once_and_the_page_answers_its_question(app, runner, tmp_path: Path) -> None:  # noqa: ANN001
    save = tmp_path / "hard.json"
    made = runner.invoke(app, ["play", "globbo", "new", "--play", "kids", "--skill", "hard", "--think", "0.05",
                                   "--seed", "3", "--save", str(save)])
    assert made.exit_code == 0, made.output
    ref = Library(tmp_path).find("hard")
    asked = page.run(ref, None, [], version(ref.path))
    assert asked.status == "question" and asked.target == "auto", asked
    decided = json.loads(save.read_text())["log"]
    assert decided and all(e["action"]["type"] == "ai" for e in decided), "the steps before the question are kept"
    assert asked.lines, "the story of the kept steps comes with the question"
    assert asked.question is not None and "fissions" in asked.question.text
    again = page.run(ref, None, [], version(ref.path))  # the page looks again: the same question, no new search
    assert again.status == "question" and again.question is not None and again.question.text == asked.question.text
    assert json.loads(save.read_text())["log"] == decided
    answers = [asked.question.options[0]]
    while (done := page.run(ref, None, answers, version(ref.path))).status == "question" and len(answers) < 10:
        assert done.question is not None
        answers = [*answers, done.question.options[0]]
    assert done.status == "done", done
    log = json.loads(save.read_text())["log"]
    assert log[:len(decided)] == decided and len(log) > len(decided), "the answer plays on from the kept steps"
