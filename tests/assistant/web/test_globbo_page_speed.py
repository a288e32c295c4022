"""A page's Globbo! step that asks the Kids' fission mix searches Globbo's move once (remembered.py), not once
per run of the explorer and again per request: the tap that asks and the tap that answers cost one search in
all (without remembering, about 16; benchmarks/bench_globbo_page.py times both). The decisions are the same:
tests/assistant/globbo/test_easy_unchanged.py pins the easy bots' games."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from goblinkit.assistant.globbo import bots, remembered
from goblinkit.assistant.web import runner as page
from goblinkit.assistant.web.library import Library, version


def _asked_and_answered(app, runner, folder: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[int, list]:  # noqa: ANN001
    """The save's first page requests (the assistant's Globbo turn, its question, the answer): Globbo's searches, the log."""
    folder.mkdir()
    made = runner.invoke(app, ["play", "globbo", "new", "--play", "kids", "--walls", "--skill", "easy", "--seed", "7",
                               "--save", str(folder / "g.json")])
    assert made.exit_code == 0, made.output
    searches = []
    search = bots.globbo_turn
    monkeypatch.setattr(bots, "globbo_turn", lambda game, careful: searches.append(1) or search(game, careful))
    ref = Library(folder).find("g")
    asked = page.run(ref, None, [], version(ref.path))
    assert asked.status == "question" and asked.question is not None and "fissions" in asked.question.text
    done = page.run(ref, None, [asked.question.options[0]], version(ref.path))
    assert done.status == "done", done
    return len(searches), json.loads((folder / "g.json").read_text())["log"]


def test_the_fission_question_costs_one_search_of_globbos_move(app, runner, tmp_path: Path,  # noqa: ANN001
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    remembered.forget()
    searches, log = _asked_and_answered(app, runner, tmp_path / "kept", monkeypatch)
    assert searches == 1 and log
