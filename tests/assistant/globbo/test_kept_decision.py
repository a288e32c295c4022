"""A hard bot's decision is a logged step, taken before its questions (issue 33): re-running the step that
stopped at a question, answering it with `--answer`, and replaying the save never search again."""

from __future__ import annotations

import json
import re
import shutil

import pytest

from goblinkit.assistant.globbo import hard_bot
from goblinkit.assistant.globbo.game import Globbo

QUESTION = re.compile(r"The assistant needs your answer.*?\(your choices\)", re.S)


def _no_search(*_args, **_kwargs):
    raise AssertionError("the hard bot searched again")


@pytest.fixture
def waiting(app, runner, tmp_path, monkeypatch):
    """Seed 2, the player the Kids, a hard Globbo (bounded by plays: the same decisions on any machine): his
    first `ai` hits two Biters and stops at the Kids' first fission mix. The save, and what `ai` said."""
    monkeypatch.setattr(Globbo, "iterations", 3)
    save = tmp_path / "g.json"
    made = runner.invoke(app, ["play", "globbo", "new", "--play", "kids", "--skill", "hard", "--think", "0.1",
                               "--seed", "2", "--save", str(save)])
    assert made.exit_code == 0, made.output
    first = runner.invoke(app, ["play", "globbo", "ai", "--save", str(save)])
    assert QUESTION.search(first.output), first.output
    return save, first.output


def test_the_step_that_asked_asks_again_the_same_without_searching(app, runner, waiting, tmp_path, monkeypatch):
    save, said = waiting
    monkeypatch.setattr(hard_bot, "choose", _no_search)
    again = [tmp_path / "again1.json", tmp_path / "again2.json"]
    outputs = []
    for copy in again:  # two separate loads of the same save
        shutil.copy(save, copy)
        result = runner.invoke(app, ["play", "globbo", "ai", "--save", str(copy)])
        assert result.exception is None or isinstance(result.exception, SystemExit), result.output
        outputs.append(QUESTION.search(result.output).group(0))
    asked = QUESTION.search(said).group(0)
    assert outputs == [asked, asked]
    assert "  BITER B1 at B5 fissions into 6: the Kids' mix?" in asked


def test_answer_works_the_first_time_and_the_replay_never_searches(app, runner, waiting, monkeypatch):
    save, said = waiting
    monkeypatch.setattr(hard_bot, "choose", _no_search)
    before = save.read_bytes()
    result = runner.invoke(app, ["play", "globbo", "ai", "--answer", "5 blips 1 yeast", "--save", str(save)])
    assert (result.exit_code, result.stderr) == (  # a second Biter's fission: its mix is asked next, nothing saved
        1, "Error: the table must answer: BITER B5 at K9 fissions into 6: the Kids' mix? [6 blips 0 yeasts | 5 blips "
           "1 yeast | 4 blips 2 yeasts | 3 blips 3 yeasts | 2 blips 4 yeasts | 1 blip 5 yeasts | 0 blips 6 yeasts] "
           "(give it with --answer)\n")
    assert save.read_bytes() == before
    both = ["--answer", "5 blips 1 yeast", "--answer", "3 blips 3 yeasts"]
    result = runner.invoke(app, ["play", "globbo", "ai", *both, "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert "BITER B5 at K9 FISSIONS into 6 face-down counters" in result.output
    assert "Round 1: The Kids' move (you play the Kids)" in result.output
    replay = runner.invoke(app, ["play", "globbo", "replay", "--save", str(save)])
    assert replay.exit_code == 0 and "the log reproduces" in replay.output, replay.output
    log = json.loads(save.read_text())["log"]
    assert [bool(e["action"].get("decided")) for e in log][:2] == [True, True]  # the move, then each attack
    assert log[0]["action"]["plan"] == []  # the first step only decided: nothing was played before its search


def test_an_answer_given_before_the_question_is_shown_goes_to_it(app, runner, tmp_path, monkeypatch):
    """`ai --answer ...` straight after `new`: the hard Globbo's first step only logs his decision, so the mix
    his attacks ask comes in the next step; the answers carry over to it (once refused: "1 answer not used"),
    and the story is told in order: his move and attacks, then each fission with the mix given."""
    monkeypatch.setattr(Globbo, "iterations", 3)
    saves = [tmp_path / "early.json", tmp_path / "late.json"]
    for save in saves:
        made = runner.invoke(app, ["play", "globbo", "new", "--play", "kids", "--skill", "hard", "--think", "0.1",
                                   "--seed", "2", "--save", str(save)])
        assert made.exit_code == 0, made.output
    mixes = ["--answer", "5 blips 1 yeast", "--answer", "4 blips 2 yeasts"]
    early = runner.invoke(app, ["play", "globbo", "ai", *mixes, "--save", str(saves[0])])
    assert early.exit_code == 0, early.output
    out = early.output
    story = [out.index("H1 "), out.index("slap BITER B1 at B5"), out.index("BITER B1 at B5 FISSIONS"),
             out.index("KIDS move.")]
    assert story == sorted(story), out
    assert "needs your answer" not in out
    asked = runner.invoke(app, ["play", "globbo", "ai", "--save", str(saves[1])])  # shown first, answered after
    assert QUESTION.search(asked.output), asked.output
    late = runner.invoke(app, ["play", "globbo", "ai", *mixes, "--save", str(saves[1])])
    assert late.exit_code == 0, late.output
    logs = [json.loads(save.read_text())["log"] for save in saves]
    assert logs[0] == logs[1]  # the same steps, decisions and answers either way


def test_an_answer_no_question_takes_is_still_refused(app, runner, tmp_path, monkeypatch):
    monkeypatch.setattr(Globbo, "iterations", 3)
    save = tmp_path / "g.json"
    runner.invoke(app, ["play", "globbo", "new", "--play", "kids", "--skill", "hard", "--think", "0.1",
                        "--seed", "2", "--save", str(save)])
    extra = ["--answer", "5 blips 1 yeast", "--answer", "4 blips 2 yeasts", "--answer", "3 blips 3 yeasts"]
    result = runner.invoke(app, ["play", "globbo", "ai", *extra, "--save", str(save)])
    assert (result.exit_code, result.stderr) == (1, "Error: --answer: 1 answer not used; this action asked fewer "
                                                    "questions\n")
