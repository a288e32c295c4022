"""A page or a script plays Goblins vs Zombies through the library (play.py), never through typer: a listed
move, then the Zombie phases the assistant runs by itself, saved as the guided turn saves them."""

from __future__ import annotations

import ast
import shlex
from pathlib import Path

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.goblins_vs_zombies import play
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.play import play_move


@pytest.fixture
def save(app, runner, tmp_path):  # noqa: ANN001, ANN201
    path = tmp_path / "gvz.json"
    assert runner.invoke(app, ["play", "gvz", "new", "--seed", "9", "--save", str(path)]).exit_code == 0
    return path


def _game(path: Path) -> GoblinsVsZombies:
    return Session.load(GoblinsVsZombies, path).replay()[0]


def test_a_listed_move_then_done_plays_the_whole_zombie_turn(save):
    bearer = next(m for m in _game(save).moves() if m.label.startswith("Play Flag-bearer"))
    played = play_move(save, bearer)
    assert played.lines == ["AA plays g1 Flag-bearer (free)."] and played.waiting is None
    done = next(m for m in _game(save).moves() if m.main)
    played = play_move(save, done)
    assert played.lines[0] == "ZOMBIE ACTION in AA's Field." and "ZOMBIE ARRIVAL in AA's Field." in played.lines
    log = [entry["action"]["type"] for entry in Session.load(GoblinsVsZombies, save).save.log]
    assert log == ["play", "zombies", "arrive", "sun"]
    game = _game(save)
    assert (game.turn, game.phase) == (2, "goblin-arrival") and game.moves()


def test_a_move_the_rules_refuse_saves_nothing(save):
    before = save.read_bytes()
    with pytest.raises(RulesError, match="the cost is 2"):
        play_move(save, {"type": "play", "player": "AA", "goblin": "slingshot", "pay": 1})
    assert save.read_bytes() == before


def test_the_library_needs_no_command_line():
    imported = {node.module for node in ast.walk(ast.parse(Path(play.__file__).read_text()))
                if isinstance(node, ast.ImportFrom)}
    assert not any("terminal" in name or "typer" in name or name.endswith(".cli") for name in imported)


def test_each_listed_command_plays_its_move(app, runner, save, tmp_path):
    """The command a listed move carries, typed at the command line, logs that move (the command spells the
    defaults as options: the fields left empty are left out of the comparison)."""
    for line in ("play slingshot", "play archer", "done"):
        assert runner.invoke(app, ["play", "gvz", *line.split(), "--save", str(save)]).exit_code == 0
    play_move(save, None)  # the Zombies' arrival and THE SUN: turn 2, Zombies in reach
    moves = [m for m in _game(save).moves() if m.legal]
    assert {m.verb for m in moves} == {"play", "give", "pepper", "act", "destroy", "done"}
    for number, move in enumerate(moves):
        copy = tmp_path / f"{number}.json"
        copy.write_bytes(save.read_bytes())
        result = runner.invoke(app, ["play", "gvz", *shlex.split(move.command), "--save", str(copy)])
        if move.extra.get("asks") and "Error: the table must answer: " in result.output:
            continue  # the move leaves a question to the rules (its target, the Goblin a Shield goes under)
        assert result.exit_code == 0, (move.command, result.output)
        logged = Session.load(GoblinsVsZombies, copy).save.log[-1]["action"]
        shown = {k: v for k, v in logged.items() if v is not None and v is not False and v != []}
        assert shown == {k: v for k, v in move.action.items() if k != "player" and v is not False}, move.command
