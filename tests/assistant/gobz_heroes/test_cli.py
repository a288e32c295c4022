"""`goblin play gobz ...` at a real table, checked on its exact output; a refused move changes nothing."""

from __future__ import annotations

import json

import pytest


def gobz(app, runner, save, *args):  # noqa: ANN001
    return runner.invoke(app, ["play", "gobz", *args, "--save", str(save)])


@pytest.fixture
def table(app, runner, tmp_path):
    save = tmp_path / "gobz.json"
    result = gobz(app, runner, save, "new", "--crew", "skritch,nagga,zapgit,grubnik", "--seed", "3", "--skill", "easy")  # the policy whose plays these outputs show
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-4:] == [
        "== Turn 1: Green ==", "  Rationing Points: 5 (Charisma of Big Nagga).",
        "Green: 5 Rationing Points; can still feed: Big Nagga, Skritch, Grubnik.",
        "Your move: move a Gob', attack or shoot with one, or end the turn."]
    assert "  Green recruits Skritch with Slingshot." in result.output
    return save


def test_a_move_and_the_questions_between_moves(app, runner, table):
    assert gobz(app, runner, table, "move", "skritch", "E10").output.splitlines()[:2] == [
        "Green feeds Skritch (2 Rations; 3 left).", "Skritch moves A13 -> E10 (5 squares, changing level)."]
    assert gobz(app, runner, table, "los", "E10", "E1").output == \
        "E10 -> E1 (platform -> ground): range 9, an obstacle at E4 blocks the line\n"
    assert gobz(app, runner, table, "rations").output == (
        "Green: 3 Rationing Points left this turn (highest able Charisma: 5).\n  can feed Big Nagga (3 Rations)\n"
        "  can feed Grubnik (1 Ration)\n  not Skritch (already activated)\n")
    reach = gobz(app, runner, table, "reach", "grubnik").output
    assert reach.startswith("Grubnik at B14:") and "Close Combat now: nobody adjacent (Strength 1)." in reach
    odds = json.loads(gobz(app, runner, table, "odds", "nagga", "mog", "--json").output)
    assert odds == {"possible_now": False, "needed": 4, "dice": 1, "miss": 0.5, "tickle": 0.5, "stun": 0.0,
                    "ko": 0.0, "lol": 0.0}


def test_illegal_moves_are_refused_with_the_rule_and_the_save_is_untouched(app, runner, table):
    before = table.read_bytes()
    for args, message in [
        (("move", "grubnik", "H9"), "Error: Grubnik cannot reach H9: the shortest legal path is 6 squares and its "
                                    "Movement is 5\n"),
        (("move", "nagga", "E12"), "Error: Big Nagga cannot reach E12: no path on its level (Gob'z, walls and "
                                   "platform sides are in the way)\n"),
        (("move", "nagga", "C6"), "Error: Big Nagga cannot end its move on the Sewer/Hatch at C6 to block it (only to "
                                  "be substituted there: add --sub GOB --combo CARD)\n"),
        (("move", "mog", "A1"), "Error: Mog the Massive is not in Green's Crew on the board (it is Green's turn)\n"),
        (("attack", "nagga", "skritch"), "Error: Skritch is not a rival Gob' on the board\n"),
        (("move", "skritch", "D2"), "Error: Skritch cannot end its move on the footbridge at D2: never end a move "
                                    "there\n"),
    ]:
        result = gobz(app, runner, table, *args)
        assert result.exit_code == 1 and result.output == message, result.output
        assert table.read_bytes() == before


def test_ending_the_turn_lets_the_rivals_play(app, runner, table):
    result = gobz(app, runner, table, "end")
    lines = result.output.splitlines()
    assert lines[:3] == ["Crew Rehab for Green.", "== Turn 1: Red ==", "  Rationing Points: 4 (Charisma of Zapgit the Sparky)."]
    assert "Red: ends the turn" in lines and lines[-4] == "== Turn 2: Green =="
    state = json.loads(gobz(app, runner, table, "status", "--json").output)
    assert state["current"] == "Green" and state["players"][1]["objective"] is None  # a rival's goal stays secret
    replay = gobz(app, runner, table, "replay").output
    assert replay.splitlines()[-1].endswith("the log reproduces.")


def test_simulate(app, runner, tmp_path):
    result = runner.invoke(app, ["play", "gobz", "simulate", "--games", "2", "--seed", "2", "--json"])
    data = json.loads(result.output)
    assert data["games"] == 2 and sum(data["wins_by_seat"].values()) == 2


def test_undo_takes_back_your_action_and_the_rivals_that_followed(app, runner, table):
    before = table.read_bytes()
    gobz(app, runner, table, "move", "skritch", "E10")
    gobz(app, runner, table, "end")
    result = gobz(app, runner, table, "undo")
    assert result.output.splitlines() == [
        "Undid: end", "Undid: Red: Flapjack to the Supply Crate at E4 (no better attack in reach)",
        "Undid: Red: Gearhead Grot 3 squares closer to the nearest rival (nothing to hit this turn)",
        "Undid: Red: ends the turn"]
    state = json.loads(gobz(app, runner, table, "status", "--json").output)
    assert state["current"] == "Green" and state["active"]["gob"] == "skritch"
    gobz(app, runner, table, "undo")
    assert table.read_bytes() == before
