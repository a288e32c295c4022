"""Playing Goblins vs Zombies without a command line: the turn policy a page, a script or a test uses.

A player's move (a listed `Move`, or its action) is applied to a save with `Session.play` under the turn
`turn_for` builds: the move alone, as `goblin play gvz ...` plays it, or the move and then the steps the
assistant takes by itself (`next_automatic`: ZOMBIE ARRIVAL and THE SUN, and ZOMBIE ACTION once the player can
do nothing more), as the guided turn plays them. Every step asks its questions at a table of its own; a step
stopped by a question no one answered keeps the steps before it (`waiting`). Mode E's Zombie Player needs
no table: its choice is made and logged inside the `arrive` step (zombie_player.py), so nothing here searches.
No typer, no printing: the caller shows `Played.lines` and the question in `Played.waiting`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from goblinkit.assistant.core.asking import Asking
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import ScriptedTable, Table
from goblinkit.assistant.core.turn import AutomaticTurn, Played, Turn
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies

StepTables = Callable[[Game, dict[str, Any]], Table]


def unanswered(game: Game, step: dict[str, Any]) -> Table:
    """The table of a step the assistant takes by itself when no one is there to answer: a question stops it."""
    return ScriptedTable()


def turn_for(table: Table, automatic: bool = False, tables: StepTables = unanswered, dice: Sequence[int] = (),
             cards: Sequence[str] = ()) -> Turn:
    """The player's move asked at `table`; with `automatic`, then the assistant's own steps, each asked at
    `tables(game, step)` (a page passes its asker), kept up to a question that stops one."""
    if not automatic:
        return Turn(table, dice, cards)
    return AutomaticTurn(table, tables, dice, cards, keep_done=True)


def play_move(save: Path, move: Move | dict[str, Any] | None, answers: Sequence[Any] = (), automatic: bool = True,
              tables: StepTables = unanswered) -> Played:
    """Apply `move` to the game saved at `save` (answering its questions from `answers`) and save it, with the
    automatic steps after it (None: only the automatic steps due); a refused move raises the rules' error and
    saves nothing."""
    act = None if move is None else dict(move.action) if isinstance(move, Move) else dict(move)
    return Session.load(GoblinsVsZombies, save).play(act, turn_for(ScriptedTable(list(answers)), automatic, tables))


def command_turn(asking: Asking, base: Callable[[], Game], act: dict[str, Any] | None) -> Turn:
    """One command as the guided turn and a page play it: the move, then the assistant's own steps, each
    asking `asking`'s player with its story; a question left for later keeps the steps before it."""
    return turn_for(asking.table(base, act, asking.answers), automatic=True, tables=asking.step_table)
