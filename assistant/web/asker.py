"""The guided turn's prompter, for a page: it answers the rules' questions from what the page sent.

The guided turn asks its questions through a Prompter (prompting.py). A page cannot hold a request
open while the player thinks, so a page's action runs again from the start with one more answer
each time: `WebAsker` gives the answers sent so far, in order; at the first question it has no answer
for, it stops the action the way quitting at a terminal question does (nothing is saved) and keeps
the question, with the explorer's context, for the page to show. The dice and the RNG state are the
same on every run (the save is unchanged; a changed save is refused as stale), so the same question
comes back in the same place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.core.errors import Cancelled, RulesError, Unanswered
from goblinkit.assistant.core.numerals import excerpt, signed_whole
from goblinkit.assistant.web.wording import spoken, spoken_lines

YES = ("y", "yes", "true")
NO = ("n", "no", "false")


@dataclass
class Question:
    """A question as the page shows it: the text, the answers (each with where it leads), and what
    the action had done before it was asked."""

    text: str
    kind: str  # choose | yes_no | number | die (a player's own die at a `dice table` game)
    options: list[str]
    leads: dict[str, str] = field(default_factory=dict)
    happened: list[str] = field(default_factory=list)
    seat: str | None = None  # the human seat asked, when the game names one (a Goblout table of several seats)

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "kind": self.kind, "options": self.options,
                "leads": [self.leads.get(o, "") for o in self.options], "happened": self.happened}


class NeedAnswer(Cancelled, Unanswered):
    """The action stops at a question the page has not answered yet: what was done before it in an earlier
    step is kept when the game's turn keeps it (a hard bot's logged decision), this step is not saved."""

    def __init__(self, question: Question):
        RulesError.__init__(self, f"waiting for an answer: {question.text}")
        self.question = question


class WebAsker:
    def __init__(self, answers: list[str]):
        self.answers = list(answers)
        self.pending: Question | None = None
        self.said: list[str] = []
        self.printed: list[str] = []
        self.carried: list[str] = []  # lines of a command's earlier steps (see Prompter.carry)
        self.table: Any = None  # the table the step now running asks at (asking_at)
        self.rolled: list[int] = []  # the dice given in that step so far

    # what the guided turn's loop calls on its prompter
    def echo(self, text: str = "") -> None:
        self.said.append(str(text))

    def begin_action(self) -> None:
        self.printed = []
        self.carried = []
        self.table, self.rolled = None, []

    def unprinted(self, lines: list[str]) -> list[str]:
        return lines

    def carry(self, lines: list[str]) -> None:
        self.carried += lines

    def take_pending(self) -> list[str]:
        carried, self.carried = self.carried, []
        return carried

    def _story(self, context: Any) -> list[str]:
        """What happened before a question: the earlier steps of this command (your move, then the bots'
        steps before theirs), then what this step has said so far; the terminal's Prompter prints both
        before its question, so the page shows both above it."""
        return self.carried + (list(context.happened) if context is not None else [])

    # the rules' questions (table.AskingTable calls these)
    def _next(self, question: Question) -> str:
        if self.answers:
            return str(self.answers.pop(0))
        question.seat = getattr(self.table, "asked_seat", None)
        self.pending = question
        raise NeedAnswer(question)

    def choose(self, question: str, options: list[str], context: Any = None) -> str:
        answer = self._next(_question(question, "choose", [str(o) for o in options], context, self._story(context)))
        if answer not in options:
            raise RulesError(f"'{answer}' is not one of the answers to: {question}")
        return answer

    def yes_no(self, question: str, context: Any = None) -> bool:
        answer = self._next(_question(question, "yes_no", ["yes", "no"], context, self._story(context))).lower()
        if answer not in YES + NO:
            raise RulesError(f"expected yes or no ({question}), got '{answer}'")
        return answer in YES

    def number(self, question: str, low: int, high: int, context: Any = None) -> int:
        answer = self._next(_question(question, "number", [str(n) for n in range(low, high + 1)], context, self._story(context)))
        number = signed_whole(answer)  # ASCII digits: not '٣' (int() reads it as 3) nor '²' (int() raises)
        if number is None or not low <= number <= high:
            raise RulesError(f"expected a whole number from {low} to {high} ({question}), got {excerpt(answer)}")
        return number

    def asking_at(self, table: Any) -> None:
        """The table the step now running asks at: its explorer tells what happened before a roll."""
        self.table, self.rolled = table, []

    def dice(self, count: int, sides: int, why: str) -> list[int]:
        """A player's own roll at a `dice table` game: one question a die, its faces as the answers (the page
        shows them as big dice), after what the step said before the roll."""
        explorer = getattr(self.table, "explorer", None)
        context = explorer.before_roll(self.table.answers, self.rolled) if explorer is not None else None
        faces = [str(n) for n in range(1, sides + 1)]
        values: list[int] = []
        for index in range(count):
            which = "your die" if count == 1 else f"die {index + 1} of {count}"
            text = f"Roll {which} (d{sides}) for {why or 'this roll'}: what does it show?"
            answer = self._next(_question(text, "die", faces, context, self._story(context)))
            if answer not in faces:
                raise RulesError(f"expected a face from 1 to {sides} ({text}), got '{answer}'")
            values.append(int(answer))
        self.rolled += values
        return values


def _question(text: str, kind: str, options: list[str], context: Any, story: list[str]) -> Question:
    """The question as the page shows it: in words (no command syntax), the story before it above it."""
    leads = {str(k): _said(v) for k, v in (context.leads if context is not None else {}).items()}
    happened, _ = spoken_lines(story)
    return Question(_said(text) or text, kind, options, leads, happened)


def _said(text: str) -> str:
    said = spoken(text)
    return said.text if said is not None else ""
