"""Goblout's turn policy, apart from the command line: a player's action runs, then the bots' turns
that follow it, each its own log entry, with the answers and dice given and the questions asked where
they come (`play_move`, `turn_for`, `BotsTurn`, `DiceSupply`). The CLI (cli.py) only parses options and
prints; a page or a script plays a move through `play_move` without typer.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from pathlib import Path
from typing import Any

from goblinkit.assistant.core.asking import Asking
from goblinkit.assistant.core.chance import parse_dice
from goblinkit.assistant.core.errors import DiceError, RulesError, Unanswered
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import ScriptedTable, Table
from goblinkit.assistant.core.turn import Played, Turn
from goblinkit.assistant.goblout.game import Goblout
from goblinkit.assistant.goblout.moves import only_the_end
from goblinkit.content.errors import GoblinError

END_UNASKED = {"type": "end", "unasked": True}  # the end of the human's turn once it is the one move left
TableMaker = Callable[..., Table]  # (answers, base, act, dice, cards, physical) -> the step's table


def _after(lines: list[str], refusal: str) -> str:
    """A refusal for a question asked in a later step, with the earlier steps' story before its own."""
    head = "the table must answer, after this:"
    earlier = "".join(f"\n  {line}" for line in lines)
    return head + earlier + refusal[len(head):] if refusal.startswith(head) else f"after this:{earlier}\n{refusal}"


def play_move(act: dict[str, Any] | None, save: Path | None, dice: str | None = None,
              answers: list[str] | None = None, prompter: Any = None, make_table: TableMaker | None = None,
              ask_dice: Callable[[int, int, str], list[int]] | None = None) -> tuple[Played, list[str]]:
    """The player's action, then the bots' turns that follow (`next_automatic`), each its own log entry
    (so `undo` and the guided turn see them as automatic steps), all saved at once or not at all: a
    question left unanswered writes nothing. `--answer` and `--dice` run on through the bots' turns
    (your blocks, your defence re-roll). No `--card`: the assistant is the deck, and a bot's die is a
    chance pick. `prompter`: the terminal or page that asks the questions as they come (None: a script;
    every question is answered by `answers` or refuses); `make_table`: each step's table (the terminal's
    asks through the prompter); `ask_dice`: where `--dice ask` rolls come from without a prompter."""
    asking = dice is not None and dice.strip().lower() == "ask"
    if prompter is not None:
        prompter.begin_action()
    supply = DiceSupply([] if asking else parse_dice(dice),
                        (prompter.dice if prompter else ask_dice) if asking else None)
    session, turn = Session.load(Goblout, save), turn_for(answers, supply, asking, prompter, act is None, make_table)
    played = session.play(act, turn)
    lines = prompter.take_pending() if prompter is not None else played.lines
    if played.waiting is not None:  # in a hard bot's turn, its decision saved: `bot --answer` goes on
        if not played.entries:  # the step that asked stopped half-way: the game as saved
            played.game = session.replay()[0]
        again = "".join(f" --answer {shlex.quote(given)}" for given in turn.given)
        lines = lines + [str(played.waiting), f"What was done before this bot's turn is saved: "
                         f"`goblin play goblout bot{again} --answer ...` goes on from here."]
    return played, lines


class BotsTurn(Turn):
    """Goblout's command: your answers and dice run on through the bots' turns after your action; a
    question in their turns that is left unanswered refuses the whole command, the story before it told,
    unless it comes in a hard bot's turn, its decision logged before it (`decide`): a refusal would lose
    the decision and a re-run search again, so what was done is kept and the command stops at the
    question (`keep_done`; not at a terminal or a page, which ask as the questions come, and where a
    cancel saves nothing). `due_only`: the `bot` command, which plays the bots' turns now due and is
    refused when there are none."""

    def __init__(self, answers: list[str], supply: DiceSupply, asking: bool, prompter: Any, due_only: bool = False,
                 make_table: TableMaker | None = None):
        super().__init__(ScriptedTable())
        self.make_table = make_table or scripted
        self.remaining, self.supply, self.asking, self.prompter = answers, supply, asking, prompter
        self.lines: list[str] = []
        self.due_only, self.steps = due_only, 0
        self.acted = False  # the player's own action applied (the turn may then end unasked)
        self.last: Any = None  # the game as the last step left it
        self.open: Any = None  # the table of the step under way (still set: that step stopped at a question)
        self.given: list[str] = []  # the answers that step used before it stopped: to be given again
        self.waits = False  # a page: a question left for a later request keeps a hard bot's logged decision

    def table(self, game: Any, step: dict[str, Any], index: int) -> Any:
        self.steps += 1
        self.acted = self.acted or index == 0  # the turn may end unasked only after the player's own action
        # a hard bot's decision, logged (`decide`) or to be; a terminal or a page asks its questions as they come
        self.keep_done = self.keep_done or (("plan" in step or step.get("type") == "decide")
                                            and (self.prompter is None or self.waits))
        before = game.copy()
        physical = self.asking or self.table_ask is not None  # the player's dice are rolled as asked
        self.open = self.make_table(self.remaining, lambda: before, step, self.supply.left(), [], physical)
        return self.open

    def chance(self, index: int) -> dict[str, Any]:
        return {"prompt": self.supply if self.supply.active else None}

    def next_step(self, game: Any) -> dict[str, Any] | None:
        # the bots play on until your step; a bots-only table (`new --watch`) goes one `bot` at a time
        self.last = game
        if game.over or game.human is None:
            return None
        step = game.next_logged()
        if step is None and self.acted and only_the_end(game):
            return dict(END_UNASKED)  # nothing else is left to do: the turn ends without a tap
        return step

    def told(self, lines: list[str]) -> None:
        self.lines += lines
        if self.prompter is not None:
            self.prompter.carry(lines)  # shown before the next step's first question, not after it

    def checked(self, table: Any, index: int) -> None:
        unused = table.unused() if isinstance(table, ScriptedTable) else 0
        self.remaining = self.remaining[len(self.remaining) - unused:] if unused else []
        self.open = None

    def keeps(self, exc: RulesError) -> bool:
        """Only a question left unanswered waits; a wrong answer, or any other refusal, refuses the command."""
        return self.keep_done and isinstance(exc, Unanswered)

    def refused(self, exc: GoblinError) -> GoblinError:
        if self.lines and self.prompter is None:  # a question in the bots' turns: what leads to it first
            kind = Unanswered if isinstance(exc, Unanswered) else RulesError  # still a missing answer
            return kind(_after(self.lines, str(exc)))
        return exc

    def finished(self) -> None:
        if self.due_only and not self.steps and self.last is not None and self.last.human is not None:
            raise RulesError("the game is over; start a new one with `new`" if self.last.over else
                             "it is your turn, not a bot's")
        if isinstance(self.open, ScriptedTable):  # stopped at a question (keep_done): that step is not saved
            self.given, self.remaining = self.remaining[:len(self.remaining) - self.open.unused()], []
        if self.remaining:
            raise RulesError(f"--answer: {plural(len(self.remaining), 'answer')} not used; fewer questions were asked")
        self.supply.check()


def turn_for(answers: list[str] | None, supply: DiceSupply, asking: bool = False, prompter: Any = None,
             due_only: bool = False, make_table: TableMaker | None = None) -> BotsTurn:
    """The Turn a player's action runs in: the human's action, then the bots' turns now due."""
    return BotsTurn(list(answers or []), supply, asking, prompter, due_only, make_table)


def scripted(answers: list[str], base: Any = None, act: Any = None, dice: Any = (), cards: Any = (),
             physical: bool = False) -> Table:
    """A table that answers from `answers` and refuses anything else (a script's, a test's)."""
    return ScriptedTable(answers)


class DiceSupply:
    """The dice you typed (`--dice`), handed out to your rolls across the player's action and the bots'
    turns after it (a bot's die is the assistant's); with `--dice ask`, asked at each roll."""

    def __init__(self, given: list[int], ask: Any = None):
        self.given, self.ask = list(given), ask
        self.active = bool(given) or ask is not None

    def left(self) -> list[int]:
        return list(self.given)

    def __call__(self, count: int, sides: int, why: str) -> list[int]:
        if len(self.given) >= count:
            taken, self.given = self.given[:count], self.given[count:]
            return taken
        if self.ask is not None:
            return list(self.ask(count, sides, why))
        raise DiceError(f"--dice: {why or 'this roll'} needs {plural(count, 'die')}, {len(self.given)} left of those given")

    def check(self) -> None:
        if self.given:
            left = ",".join(map(str, self.given))
            raise DiceError(f"--dice: {plural(len(self.given), 'value')} not used ({left}); fewer dice were rolled")


def command_turn(asking: Asking, base: Callable[[], Any], act: dict[str, Any] | None) -> BotsTurn:
    """One command as a page plays it: the player's step, then the bots' turns now due, every question
    asked of `asking`'s player with its story (the dice are the app's, or the player's own at a `dice table`
    game); with `asking.waits`, a question after a hard bot's logged decision keeps that decision."""
    turn = BotsTurn(list(asking.answers), DiceSupply([]), False, asking.asker, False, asking.make)
    turn.waits = asking.waits
    return turn
