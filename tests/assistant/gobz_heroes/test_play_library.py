"""Turn policy out of the CLI (issue 33): play.py plays a listed move and the rival Crews' turns after it,
without typer or the terminal, the way a page or a script would."""

from __future__ import annotations

import inspect

from typer.testing import CliRunner

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import ScriptedTable
from goblinkit.assistant.gobz_heroes import play
from goblinkit.assistant.gobz_heroes.game import GobzHeroes


def test_a_listed_move_and_the_rivals_turn_are_played_without_the_command_line(app, tmp_path):
    save = tmp_path / "gobz.json"
    made = CliRunner().invoke(app, ["play", "gobz", "new", "--seed", "3", "--crew", "nagga,skritch,grubnik",
                                    "--save", str(save)])
    assert made.exit_code == 0, made.output
    game, _ = Session.load(GobzHeroes, save).replay()
    end = next(m for m in game.moves() if m.main)
    played = play.play(save, dict(end.action), play.turn_for(ScriptedTable(), ScriptedTable()))
    assert played.entries[0]["action"] == end.action
    assert {e["action"]["player"] for e in played.entries[1:]} == {"Red"}  # the rival Crew played its turn
    after, _ = Session.load(GobzHeroes, save).replay()
    assert after.current == 0 and after.turn == 2 and after.moves()  # the player's turn again, saved
    assert "Crew Rehab for Red." in played.lines and "== Turn 2: Green ==" in played.lines


def test_the_library_module_needs_neither_typer_nor_the_terminal():
    source = inspect.getsource(play)
    assert "typer" not in source and "terminal" not in source
