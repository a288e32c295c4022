"""Where one command's questions go and how it is played, whoever plays it: a terminal, a page, a script.

A game's library says how one player command runs (its turn policy: the player's move, then the steps the
assistant takes by itself, each asking at a table of its own) in `assistant/<game>/play.py`, as
`command_turn(asking, base, act)`. `Asking` is what the caller brings: who answers the questions (a
terminal's prompter, a page's asker, or nobody: a script's given answers), and how a player's own dice are
asked at a `dice table` game. `play` runs a move that way through `Session.play`: no command line, no
printing; the caller shows `Played.lines`, or reads each step's story back from the log.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.core.chance import DicePrompt
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.explore import Explorer
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import AskingTable, ScriptedTable, Table
from goblinkit.assistant.core.turn import Played, Turn

# (answers, base, act, dice, cards, physical) -> the table one step asks at (command_table.make_table's shape)
TableMaker = Callable[..., Table]


def table_maker(asker: Any) -> TableMaker:
    """Tables that take the given answers first, then ask `asker` (None: refuse, naming the question). With
    `base` (the game before `act`) the questions whose answer cannot change the outcome are not asked, and
    the asked ones come with the story before them and where each answer leads (explore.py)."""

    def make(answers: Sequence[Any] = (), base: Callable[[], Game] | None = None, act: dict[str, Any] | None = None,
             dice: Sequence[int] = (), cards: Sequence[str] = (), physical: bool = False) -> Table:
        table: Table = AskingTable(asker, list(answers)) if asker is not None else ScriptedTable(list(answers))
        if base is not None and act is not None:
            table.explorer = Explorer(base, act, dice, cards, physical)
        asking_at = getattr(asker, "asking_at", None)  # a page's asker follows the step now asking
        if asking_at is not None:
            asking_at(table)
        return table

    return make


@dataclass
class Asking:
    """Who answers one command's questions. `asker`: a terminal's prompter or a page's asker (None: only
    `answers`); `roll`: how a player's own die is asked at a `dice table` game; `waits`: a question left
    unanswered is answered by a later request (a page), so the steps done before it are kept, a hard bot's
    logged decision among them, never searched again."""

    asker: Any = None
    answers: list[str] = field(default_factory=list)
    roll: DicePrompt | None = None
    waits: bool = False
    explores: bool = True  # False: no question is explored for its story (a search's own fast copies)

    def __post_init__(self) -> None:
        made = table_maker(self.asker)
        self.make = made if self.explores else lambda answers=(), *rest: made(answers)

    def table(self, base: Callable[[], Game] | None = None, act: dict[str, Any] | None = None,
              answers: Sequence[Any] = ()) -> Table:
        """The table the player's own move asks at (the given answers first), exploring from `base`."""
        return self.make(list(answers), base, act, (), (), self.roll is not None)

    def step_table(self, game: Game, step: dict[str, Any]) -> Table:
        """The table an automatic step asks at: the player, with the story of that step (from a copy of the
        game as it is before the step)."""
        if not self.explores:
            return self.make([])
        before = game.copy()
        return self.make([], lambda: before, step, (), (), self.roll is not None)


def command_turn(game_cls: type[Game], asking: Asking, base: Callable[[], Game], act: dict[str, Any] | None) -> Turn:
    """The turn one command runs in, by the game's own policy (assistant/<game>/play.py)."""
    package = game_cls.__module__.rsplit(".", 1)[0]
    policy = importlib.import_module(f"{package}.play")
    turn: Turn = policy.command_turn(asking, base, act)
    turn.table_ask = asking.roll
    return turn


def play(session: Session, act: dict[str, Any] | None, asking: Asking) -> Played:
    """Play `act` (a listed move's action; None: only the steps the assistant takes by itself now) and the
    steps after it, saved in one write, or nothing when it is refused."""
    base = lambda: session.replay()[0]  # noqa: E731 -- replayed (from the cache) only when a question comes
    return session.play(act, command_turn(session.game_cls, asking, base, act))
