"""How one player command runs: the player's action, then the steps the assistant takes by itself.

`Session.play(act, turn)` applies the player's action and every automatic step after it (the rival
Crews' turns, Globbo's side, the bots' turns) under one lock and saves them in one write, or writes
nothing. A command first takes the automatic steps already due (a `new` never takes them: it sets up
and stops), so whatever the assistant does before the player's action is told before the player's
action runs; each step's lines are shown as soon as it is done (`told`), before any later question.
A `Turn` says what differs between games: the table each step asks its questions at, the
dice each step may take, when the automatic steps stop, and whether a question only the player can
answer in a later step refuses the whole command or stops there, keeping what was done before it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.core.chance import DicePrompt
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.errors import GoblinError, RulesError
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.core.table import ScriptedTable, Table


@dataclass
class Played:
    """What a command did: the game after it, the lines told, the log entries it added, and the
    question that stopped the automatic steps (when the turn keeps what was done before it)."""

    game: Game
    lines: list[str]
    entries: list[dict[str, Any]] = field(default_factory=list)
    told: list[list[str]] = field(default_factory=list)  # each entry's own lines
    waiting: GoblinError | None = None
    skipped: bool = False  # an automatic step due before the player's action waits for an answer: not played


class Turn:
    """The player's action alone, asked at `table`, with the dice and cards the player gave."""

    keep_done = False  # a question in an automatic step: True keeps the steps before it, False refuses all
    table_ask: DicePrompt | None = None  # a player's own roll at a `dice table` game, asked here (a page's asker)

    def __init__(self, table: Table, dice: Sequence[int] = (), cards: Sequence[str] = (),
                 prompt: DicePrompt | None = None, prompter: Any = None):
        self.first = table
        self.dice, self.cards, self.prompt = list(dice), list(cards), prompt
        self.prompter = prompter  # at a terminal: each step's lines are shown before the next step's question

    def table(self, game: Game, step: dict[str, Any], index: int) -> Table:
        """The table step `index` asks at (0: the player's own action)."""
        return self.first

    def chance(self, index: int) -> dict[str, Any]:
        """What `Chance.begin` takes for step `index`: the player's dice go to the player's action."""
        return {"dice": self.dice, "cards": self.cards, "prompt": self.prompt} if index == 0 else {}

    def next_step(self, game: Game) -> dict[str, Any] | None:
        """The automatic step after the ones done, or None when the command is over."""
        return None

    def heading(self, step: dict[str, Any], index: int) -> list[str]:
        """What to say before step `index` runs (who plays it and why), told before its questions."""
        return []

    def told(self, lines: list[str]) -> None:
        """A step's lines, as soon as it is done: at a terminal they are shown before the next question
        (the prompter prints them then, or the command prints them at its end: `Prompter.take_pending`)."""
        if self.prompter is not None:
            self.prompter.carry(lines)

    def checked(self, table: Table, index: int) -> None:
        """After step `index`: an answer the player gave that no question used is refused."""
        if isinstance(table, ScriptedTable) and table.unused():
            raise RulesError(f"--answer: {plural(table.unused(), 'answer')} not used; this action asked fewer "
                             "questions")

    def refused(self, exc: GoblinError) -> GoblinError:
        """The error a refused step gives the player (a game may tell the story that led to it first)."""
        return exc

    def keeps(self, exc: RulesError) -> bool:
        """Whether an automatic step stopped by `exc` keeps the steps before it (see keep_done)."""
        return self.keep_done

    def finished(self) -> None:
        """After the last step: anything the player gave for the whole command must have been used."""


class AutomaticTurn(Turn):
    """The player's action, then the assistant's own steps (`next_automatic`) until it is the table's
    move; `tables(game, step)` gives the table an automatic step asks at (a bot's own policy)."""

    def __init__(self, table: Table, tables: Callable[[Game, dict[str, Any]], Table], dice: Sequence[int] = (),
                 cards: Sequence[str] = (), prompt: DicePrompt | None = None, keep_done: bool = True,
                 prompter: Any = None, heading: Callable[[dict[str, Any]], list[str]] | None = None):
        super().__init__(table, dice, cards, prompt, prompter)
        self.tables = tables
        self.keep_done = keep_done
        self.heads = heading  # the heading of an automatic step (a rival Crew's "> Red: ...")

    def heading(self, step: dict[str, Any], index: int) -> list[str]:
        return self.heads(step) if self.heads is not None and index else []

    def table(self, game: Game, step: dict[str, Any], index: int) -> Table:
        return self.first if index == 0 else self.tables(game, step)

    def next_step(self, game: Game) -> dict[str, Any] | None:
        return None if game.over else game.next_automatic()


def run_steps(game: Game, act: dict[str, Any] | None, turn: Turn) -> Played:
    """The automatic steps already due (unless `act` is that very step: `bot`, `ai`), then `act` (None:
    only the automatic steps), then the automatic steps after it, each collected as a log entry. Nothing
    is saved here (see Session.play). When a step due before `act` waits for an answer only the player
    can give, `act` is not played (`skipped`): the answer comes first."""
    played = Played(game, [])
    index = 1
    if act is not None:
        step = turn.next_step(game)
        while step is not None and step != act:
            if not _one(game, step, index, turn, played):
                played.skipped = True
                turn.finished()
                return played
            step, index = turn.next_step(game), index + 1
        if not _one(game, act, 0, turn, played):  # pragma: no cover -- index 0 raises instead
            return played
    step = turn.next_step(game)
    while step is not None and _one(game, step, index, turn, played):
        step, index = turn.next_step(game), index + 1
    turn.finished()
    return played


def _watched(game: Game, step: dict[str, Any], turn: Turn) -> Any:
    """A step that takes over a second at a terminal (a hard bot's search) says who is thinking (thinking.py);
    a page's asker (assistant/web) has its own way to show a wait."""
    from goblinkit.assistant.core.skill import thinks
    from goblinkit.assistant.terminal.thinking import while_thinking, who_plays

    if turn.prompter is not None and not getattr(turn.prompter, "shows_thinking", False):  # a terminal's Prompter
        return nullcontext()
    return while_thinking(who_plays(step), thinks(game.setup))


def _one(game: Game, step: dict[str, Any], index: int, turn: Turn, played: Played) -> bool:
    """Apply one step; False when an automatic step stopped at a question the turn keeps waiting."""
    table = turn.table(game, step, index)
    explorer = getattr(table, "explorer", None)
    if index == 0 and played.entries and explorer is not None:  # the player's action now follows the steps due
        before = game.copy()
        explorer.rebase(lambda: before)
    head = turn.heading(step, index)
    tell = getattr(turn.prompter, "tell", None)  # a page's asker (assistant/web) may not tell headings early
    if head and tell is not None:
        tell(head)
    game.chance.begin(**turn.chance(index), table_ask=turn.table_ask)
    try:
        with _watched(game, step, turn):
            done = game.apply(step, table)
    except RulesError as exc:
        if index == 0 or not turn.keeps(exc):
            raise turn.refused(exc) from None
        played.waiting = exc
        return False
    turn.checked(table, index)
    played.entries.append({"action": step, "chance": game.chance.finish(), "answers": table.answers})
    played.lines += head + done
    played.told.append(done)
    turn.told(done)
    return True
