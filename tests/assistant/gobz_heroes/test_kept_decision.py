"""A hard Crew's decision is kept (kept.py): logged as a `decide` action before the action it chose, so
a step that stops at the table's question, run again or answered with `--answer`, plays that action
without searching again (the search runs on a CPU-time budget: a second search may choose otherwise)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes import hard_crew
from goblinkit.assistant.search.protocol import Budget
from goblinkit.assistant.core.skill import Skill

# Green's turn 3 of a quick game against a hard Red (think 0.02 s), saved before decisions were logged:
# ending it lets Red shoot Zapgit for a KO while Green holds a Thick Skull, so Red's step asks the table.
FIXTURE = Path(__file__).parents[2] / "fixtures" / "gobz_heroes" / "hard-rival-asks.json"
QUESTION = ("the table must answer: Gearhead Grot hits your Zapgit the Sparky with a 6 (Strength 2 vs "
            "Resistance 1): KO. Play a Combo Card first? [thick-skull (Thick Skull: a Tickle) | no (keep your "
            "cards: KO)] (give it with --answer): `goblin play gobz rivals --answer ...` goes on from here.")


def gobz(app, runner, save, *args):  # noqa: ANN001
    return runner.invoke(app, ["play", "gobz", *args, "--save", str(save)])


@pytest.fixture
def searches(monkeypatch):
    """Every position the hard Crew searched, by its state; searching one a second time fails the test.
    The budget counts playouts, not CPU time, so the first search is the same on every machine."""
    monkeypatch.setattr(Skill, "budget", lambda self: Budget(seconds=None, iterations=8))
    real, seen = hard_crew.choose, []

    def once(game, skill):  # noqa: ANN001
        key = json.dumps(game.snapshot(reveal=True), sort_keys=True, default=str)
        if key in seen:
            raise AssertionError(f"searched again: turn {game.turn}, {game.players[game.current].name}")
        seen.append(key)
        return real(game, skill)

    monkeypatch.setattr(hard_crew, "choose", once)
    return seen


@pytest.fixture
def asked(app, runner, tmp_path, searches):
    """The save after Green ends the turn and Red's shot stops at the table's question."""
    save = tmp_path / "gobz.json"
    shutil.copy(FIXTURE, save)
    ended = gobz(app, runner, save, "end")
    assert ended.exit_code == 0, ended.output
    assert ended.output.splitlines()[-4:] == [
        "Red: Gearhead Grot to H7, then shoots Zapgit the Sparky: 1.69 VP expected",  # the turn's count went to its first
        "Red feeds Gearhead Grot (2 Rations; 0 left).",
        "Gearhead Grot moves G7 -> H7 (1 square).",
        QUESTION]
    return save


def test_the_decision_is_logged_before_the_question(asked):
    log = json.loads(asked.read_text())["log"]
    decided = log[-1]["action"]
    assert decided["type"] == "decide" and decided["player"] == "Red"
    assert {k: v for k, v in decided["act"].items() if k != "why"} == {
        "type": "attack", "player": "Red", "gob": "gearhead", "targets": ["zapgit"], "ranged": True,
        "weapon": "tommy-gun"}


def test_running_the_step_again_asks_the_same_question_without_searching(app, runner, asked):
    kept = asked.read_bytes()
    first, second = gobz(app, runner, asked, "rivals"), gobz(app, runner, asked, "rivals")
    assert first.exit_code == second.exit_code == 0
    assert first.output == second.output
    assert first.output.splitlines() == [QUESTION]
    assert asked.read_bytes() == kept  # nothing new to log: the question is still open


def test_answer_goes_on_the_first_time_with_the_kept_decision(app, runner, asked):
    answered = gobz(app, runner, asked, "rivals", "--answer", "thick-skull")
    assert answered.exit_code == 0, answered.output
    assert answered.output.splitlines()[:12] == [
        "Red: Gearhead Grot shoots Zapgit the Sparky: 1.69 VP expected",
        "Gearhead Grot shoots Zapgit the Sparky with Tommy Gun (Repeat 3, Strength 2).",
        "  Gearhead Grot rolls 6 3 6 (needs 4+).",
        "  Red draws a Combo Card (a 6); 1 in hand.",
        "  Red draws a Combo Card (a 6); 2 in hand.",
        "  Green answers the hit with a Combo Card (KO becomes a Tickle):",
        "  Green plays Thick Skull: A Gob' of yours gets +1 Resistance until the start of your next turn.",
        "  Hit on Zapgit the Sparky (Strength 2 <= Resistance 2): 1 Tickle (1/4).",
        "  Hit on Zapgit the Sparky (Strength 2 <= Resistance 2): 1 Tickle (2/4).",
        "Red: ends the turn",
        "Crew Rehab for Red.",
        "== Turn 4: Green =="]
    assert [e["action"]["type"] for e in json.loads(asked.read_text())["log"][-4:]] == [
        "decide", "attack", "decide", "end"]  # each decision logged before the action it chose
    replayed = gobz(app, runner, asked, "status")
    assert replayed.exit_code == 0, replayed.output


def test_undo_takes_the_kept_decision_back_with_the_rivals_turn(app, runner, asked):
    undone = gobz(app, runner, asked, "undo")
    assert undone.exit_code == 0, undone.output
    assert undone.output.splitlines() == [
        "Undid: end",
        "Undid: Red: Flapjack to F5, then attacks Skritch: 0.92 VP expected [searched: 2 worlds x 4 candidates]",
        "Undid: Red: Flapjack attacks Skritch: 0.15 VP expected",
        "Undid: Red: Gearhead Grot to H7, then shoots Zapgit the Sparky: 1.69 VP expected"]
    assert asked.read_bytes() == FIXTURE.read_bytes()


def test_a_decision_is_a_rival_crews_in_its_turn():
    from tests.assistant.gobz_heroes.helpers import act, table_game

    game = table_game()
    with pytest.raises(RulesError, match="a decision is a rival Crew's, in its turn"):
        act(game, {"type": "decide", "player": game.players[game.current].name,
                   "act": {"type": "end", "player": game.players[game.current].name}})
