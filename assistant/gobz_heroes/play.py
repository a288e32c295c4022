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


class CrewTurn(AutomaticTurn):
    """The rivals' steps after the player's action, and the player's turn ended unasked once ending it is the
    one move left (every Gob' activated or the Rationing Points spent, no card to play, no Teleporter jump)."""

    acted = False  # only after the player's own action (never before it, nor for the rivals' steps alone)

    def table(self, game: Any, step: dict[str, Any], index: int) -> Table:
        self.acted = self.acted or index == 0
        return super().table(game, step, index)

    def next_step(self, game: Any) -> dict[str, Any] | None:
        step = super().next_step(game)
        if step is None and self.acted and not game.over and not game.players[game.current].bot:
            allowed = [m for m in game.moves() if m.legal]
            if len(allowed) == 1 and allowed[0].verb == "end" and allowed[0].main:
                return {**allowed[0].action, "unasked": True}
        return step


def turn_for(mine: Table, yours: Table, dice: Sequence[int] = (), prompt: DicePrompt | None = None,
             prompter: Any = None, heading: Callable[[dict[str, Any]], list[str]] | None = None) -> AutomaticTurn:
    """The player's action at `mine` with the player's `dice` (or `prompt` asking for them), then the rivals'."""
    return CrewTurn(mine, rival_table(yours), dice=list(dice), prompt=prompt, prompter=prompter, heading=heading)


def play(save: Path | None, act: dict[str, Any] | None, turn: AutomaticTurn) -> Played:
    """Apply `act` (None: only the rivals' steps due) and the rivals' steps after it, saved in one write."""
    return Session.load(GobzHeroes, save).play(act or None, turn)


def command_turn(asking: Asking, base: Callable[[], Any], act: dict[str, Any] | None) -> AutomaticTurn:
    """One command: the player's action at `asking`'s player, then the rival Crews', whose questions for the
    player (a Combo Card against a hit) go to that player too."""
    return turn_for(asking.table(base, act, asking.answers), asking.table())
