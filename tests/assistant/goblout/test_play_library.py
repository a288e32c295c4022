"""Goblout's turn policy is a library (play.py, issue 33): a script or a page plays a move and the bots'
turns after it without typer or the command line; the CLI only parses and prints."""

from __future__ import annotations

import subprocess
import sys

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import ScriptedTable
from goblinkit.assistant.goblout.game import Goblout, seats
from goblinkit.assistant.goblout.play import DiceSupply, play_move, turn_for


def _new(tmp_path):  # noqa: ANN001
    setup = {"players": seats(1, True), "styles": {"bot1": "aggressive"}, "variant": None, "first": "you"}
    session, _ = Session.new(Goblout, setup, 1, tmp_path / "g.json", ScriptedTable())
    return session.path


def test_a_script_plays_its_steps_and_the_bots_turn_through_the_library(tmp_path):
    save = _new(tmp_path)
    played, lines = play_move({"type": "draw", "discard": ["warrior"], "keep": True}, save)
    assert lines[:2] == ["You discard Warrior.", "You draw 1 card: Lookout."]
    played, lines = play_move({"type": "end"}, save, answers=["no", "no"])  # Bot 1 attacks: no re-roll, no Peace
    log = [entry["action"]["type"] for entry in Session.load(Goblout, save).save.log]
    assert log[:3] == ["draw", "end", "bot"] and lines[0].startswith("== Turn 2: Bot 1")


def test_a_question_left_unanswered_refuses_the_move_and_saves_nothing(tmp_path):
    save = _new(tmp_path)
    before = save.read_bytes()
    with pytest.raises(RulesError, match="Roll your die"):
        play_move({"type": "draw", "discard": ["warrior"], "keep": None}, save)
    assert save.read_bytes() == before


def test_the_turn_policy_lives_apart_from_typer():
    turn = turn_for(["yes"], DiceSupply([4]))
    assert turn.remaining == ["yes"] and turn.supply.left() == [4]
    imported = subprocess.run([sys.executable, "-c", "import sys, goblinkit.assistant.goblout.play; "
                               "print('typer' in sys.modules, 'goblinkit.assistant.goblout.cli' in sys.modules)"],
                              capture_output=True, text=True, check=True)
    assert imported.stdout.split() == ["False", "False"]


def test_the_turn_ends_unasked_once_ending_it_is_the_one_move_left(tmp_path):
    """Issue 34, fewer taps: the attack declared and nothing left to deploy or play, the turn ends by itself
    (the bots play on); undo takes back the attack with that end."""
    save = _new(tmp_path)
    play_move({"type": "draw", "discard": [], "keep": True}, save)
    play_move({"type": "deploy", "cards": ["brute"]}, save)
    assert [m.verb for m in Session.load(Goblout, save).replay()[0].moves() if m.legal].count("end") == 1
    play_move({"type": "attack", "target": "bot1", "goblins": ["all"]}, save, answers=["no", "no"])
    session = Session.load(Goblout, save)
    assert [e["action"] for e in session.save.log][2:4] == [{"type": "attack", "target": "bot1", "goblins": ["all"]},
                                                            {"type": "end", "unasked": True}]
    assert session.save.log[4]["action"]["type"] == "bot"
    undone = session.undo()
    assert [a["type"] for a in undone][-2:] == ["end", "attack"]
    assert [e["action"]["type"] for e in Session.load(Goblout, save).save.log] == ["draw", "deploy"]
