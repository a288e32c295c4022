"""How one Globbo! command plays, without typer: the player's action (or none: `ai`), then the assistant's
side until the table must act, every step asking at a table made by `make_table` (the terminal's asks the
player, a script's reads its answers). The CLI only parses options and prints; a page or a script calls
`play` (or builds `turn_for`) the same way."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from goblinkit.assistant.core.asking import Asking
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import ScriptedTable, Table
from goblinkit.assistant.core.turn import AutomaticTurn, Played, Turn

MakeTable = Callable[[list[str]], Table]


class CarriedAnswers(AutomaticTurn):
    """The answers the player gave (`ai --answer ...`) go to the first questions the command's steps ask,
    whichever step asks them: a hard bot's step only logs its decision (bots.play_side), so the question
    its answer is for comes in the step after it. An answer no step used is refused at the end."""

    def __init__(self, answers: Sequence[str], make_table: MakeTable, **kwargs: Any):
        self.left = list(answers)
        self.make_table = make_table
        self.stopped = False
        super().__init__(make_table(self.left), lambda game, step: make_table(self.left), **kwargs)

    def table(self, game: Game, step: dict[str, Any], index: int) -> Table:
        return self.first if index == 0 else self.tables(game, step)

    def checked(self, table: Table, index: int) -> None:
        if isinstance(table, ScriptedTable):
            self.left = self.left[len(self.left) - table.unused():] if table.unused() else []

    def keeps(self, exc: RulesError) -> bool:
        self.stopped = True  # a step waits for an answer: the answers it took are asked again with it
        return super().keeps(exc)

    def finished(self) -> None:
        if self.left and not self.stopped:
            raise RulesError(f"--answer: {plural(len(self.left), 'answer')} not used; this action asked fewer "
                             "questions")


def turn_for(answers: Sequence[str], make_table: MakeTable, dice: Sequence[int] = (), cards: Sequence[str] = (),
             prompter: Any = None) -> CarriedAnswers:
    """The turn of one command: the player's dice and cards for the player's action, the answers for the
    first questions asked, the assistant's steps after it until the table must act."""
    return CarriedAnswers(answers, make_table, dice=dice, cards=cards, prompter=prompter)


def play(session: Session, act: dict[str, Any], answers: Sequence[str], make_table: MakeTable,
         dice: Sequence[int] = (), cards: Sequence[str] = (), prompter: Any = None) -> Played:
    """Play `act` (the step due, for `ai`) and the assistant's side after it, saved in one write."""
    return session.play(act, turn_for(answers, make_table, dice, cards, prompter))


def command_turn(asking: Asking, base: Callable[[], Game], act: dict[str, Any] | None) -> Turn:
    """One command: the player's move, then the assistant's side until the table must act, each step asking
    `asking`'s player with its story. A question left for a later request (a page) keeps the steps before
    it: a hard bot's logged decision is then never searched again."""
    if asking.waits:
        return AutomaticTurn(asking.table(base, act, asking.answers), asking.step_table, keep_done=True)
    return turn_for(asking.answers, lambda left: asking.make(left))
