"""Playing a GobbledyGook! move without the command line: what a page or a script calls.

GobbledyGook! takes no step by itself: the Humans turn is the players' own `done`, a listed move like any
other, and there is no bot to choose for. So the turn of a move is the players' action alone, asked at the
table the caller's answers come from (the shared `Turn`, core/turn.py); the command layer (cli.py) only
turns options into an action and prints, through the shared `perform`. A caller holding a listed move
(`Game.moves()`) plays it here, with the answers it has: an unanswered question is refused by name
(errors.Unanswered), and nothing is saved unless the whole move is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from goblinkit.assistant.core.asking import Asking
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import ScriptedTable, Table
from goblinkit.assistant.core.turn import Turn
from goblinkit.assistant.gobbledygook.game import GobbledyGook


def turn_for(table: Table, dice: Sequence[int] = (), cards: Sequence[str] = ()) -> Turn:
    """The turn of one players' move: the move alone (no automatic step follows it in this game)."""
    return Turn(table, dice, cards)


def play(move: Move | dict[str, Any], save: Path | None = None, answers: Sequence[Any] = (),
         dice: Sequence[int] = (), cards: Sequence[str] = ()) -> tuple[GobbledyGook, list[str]]:
    """Play `move` (a listed move, or an action as a command makes it) on the saved game and save it; the
    game after it and what happened. A move listed as blocked is refused with its reason."""
    if isinstance(move, Move) and move.blocked:
        raise RulesError(f"{move.label}: not now, {move.blocked}")
    act = dict(move.action) if isinstance(move, Move) else dict(move)
    played = Session.load(GobbledyGook, save).play(act, turn_for(ScriptedTable(list(answers)), dice, cards))
    assert isinstance(played.game, GobbledyGook)
    return played.game, played.lines


def command_turn(asking: Asking, base: Callable[[], Game], act: dict[str, Any] | None) -> Turn:
    """One command: the players' move alone, asked at `asking`'s player (no step follows it by itself)."""
    return turn_for(asking.table(base, act, asking.answers))
