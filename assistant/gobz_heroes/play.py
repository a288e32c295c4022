"""Playing one Gob'z'Heroes action without a command line: the player's action, then every step the
rival Crews take until it is the player's turn again (a page, a script or the CLI call this; cli.py only
reads options and prints).

The turn policy: the player's action asks at the player's table (`mine`); each rival step asks at a
BotTable, the rival's own policy answering its questions and the player's questions in a rival's turn
(a Combo Card against its hit) going to `yours`. A question only the player can answer stops the rivals
there, keeping the steps before it (a hard Crew's decision is logged before its action: kept.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from goblinkit.assistant.core.asking import Asking
from goblinkit.assistant.core.chance import DicePrompt
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import Table
from goblinkit.assistant.core.turn import AutomaticTurn, Played
from goblinkit.assistant.gobz_heroes.game import GobzHeroes


def rival_table(yours: Table) -> Callable[[Any, dict[str, Any]], Table]:
    """The table a rival Crew's step asks at: its policy, the player's own questions sent to `yours`."""
    from goblinkit.assistant.gobz_heroes.bots import BotTable

    return lambda game, step: BotTable(game, human=yours)


def turn_for(mine: Table, yours: Table, dice: Sequence[int] = (), prompt: DicePrompt | None = None,
             prompter: Any = None, heading: Callable[[dict[str, Any]], list[str]] | None = None) -> AutomaticTurn:
    """The player's action at `mine` with the player's `dice` (or `prompt` asking for them), then the rivals'."""
    return AutomaticTurn(mine, rival_table(yours), dice=list(dice), prompt=prompt, prompter=prompter, heading=heading)


def play(save: Path | None, act: dict[str, Any] | None, turn: AutomaticTurn) -> Played:
    """Apply `act` (None: only the rivals' steps due) and the rivals' steps after it, saved in one write."""
    return Session.load(GobzHeroes, save).play(act or None, turn)


def command_turn(asking: Asking, base: Callable[[], Any], act: dict[str, Any] | None) -> AutomaticTurn:
    """One command: the player's action at `asking`'s player, then the rival Crews', whose questions for the
    player (a Combo Card against a hit) go to that player too."""
    return turn_for(asking.table(base, act, asking.answers), asking.table())
