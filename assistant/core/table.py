"""Table questions: what the engine cannot know, it asks (which model is nearest, is there cover).

The rules call `table.choose(...)`, `table.yes_no(...)` or `table.number(...)`. At the table the
CLI asks the player; tests and simulations answer from a script or a model of positions. Every
answer is recorded with the action, so replaying a save asks nobody and gets the same answers.

A table given an `explorer` (see explore.py; the CLI gives one) first tries every answer on copies
of the game: a question no answer of which changes the outcome is not asked (its first option is
taken and recorded), and a question that is asked comes with its context. `--answer` answers the
questions that are asked, in order.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from goblinkit.assistant.core.errors import GIVE_ANSWER, RulesError, SaveError, Unanswered
from goblinkit.assistant.core.names import resolve
from goblinkit.assistant.core.numerals import excerpt, signed_whole

T = TypeVar("T")


def numbered(options: Sequence[str]) -> bool:
    """Whether a list of options is shown with numbers to type: never where an option is itself a number
    (a die face "3", a mix "1 blips 5 yeasts"), so that a number typed is always the option it reads."""
    return not any(_counts(o) for o in options)


def _counts(option: str) -> bool:
    words = option.split()
    return bool(words) and words[0].isascii() and words[0].isdigit()


def match_option(answer: Any, options: Sequence[str]) -> str | None:
    """The option an answer names, read as the prompt reads what is typed: the option itself; the one
    option whose first word it is ("z3" for "z3 Pirate Zombie (Graveyard)"); its number in the list
    when the list is `numbered`; or a unique start of the option's words ("deploy" for
    "cannon-fodder (deploy from hand)"). None when nothing fits; RulesError when several do."""
    text = str(answer).strip()
    if text in options or not text:
        return text if text in options else None
    starts = [o for o in options if o.lower().split()[0] == text.lower()]
    if len(starts) == 1:
        return starts[0]
    if text.isascii() and text.isdigit() and not starts and numbered(options):  # not '²': isdigit takes superscripts
        return options[int(text) - 1] if 1 <= int(text) <= len(options) else None
    found = resolve(text, {o: o.replace("(", " ").replace(")", " ").split() for o in options}, "answer",
                    missing_ok=True)
    if found not in options:  # an answer saved when the option read "1 blips 5 yeasts": plurals aside, the same
        singular = [o for o in options if _singular(o) == _singular(text)]
        found = singular[0] if len(singular) == 1 else found
    return found if found in options else _done_option(text, options)


# What a player types by habit to mean "nothing more" (`done`, `end`) at any question: the one option that
# means it (no, none, stop, end, keep, pass...), when there is exactly one.
DONE_WORDS = frozenset({"done", "end", "finish", "finished", "stop", "pass", "nothing", "none", "nope", "skip",
                        "no more", "that's all", "thats all"})
MEANS_DONE = frozenset({"done", "end", "stop", "finish", "no", "none", "nothing", "pass", "skip", "keep", "nobody",
                        "not", "decline", "stay"})


def means_done(answer: str) -> bool:
    return str(answer).strip().lower() in DONE_WORDS


def _done_option(text: str, options: Sequence[str]) -> str | None:
    if not means_done(text):
        return None
    found = [o for o in options if o.split() and o.split()[0].lower().strip("(,:") in MEANS_DONE]
    return found[0] if len(found) == 1 else None


def _singular(text: str) -> str:
    return " ".join(word[:-1] if word.endswith("s") else word for word in text.lower().split())


class Table(ABC):
    """Base: records every answer; subclasses decide how an answer is obtained."""

    def __init__(self) -> None:
        self.answers: list[Any] = []
        self.key = ""
        self.explorer: Any = None  # an explore.Explorer: try the answers before asking
        self.context: Any = None  # the explore.Context of the question being asked
        self.skipped: list[str] = []  # questions not asked: every answer gives the same state

    def _settled(self, question: str, options: list[Any]) -> bool:
        """True when exploring shows no answer changes the outcome (the first is then taken)."""
        self.context = None
        if self.explorer is None:
            return False
        self.context = self.explorer.judge(self.answers, options)
        if self.context is not None and self.context.same:
            self.answers.append(options[0])
            self.skipped.append(question)
            return True
        return False

    def choose(self, question: str, options: Sequence[str], key: str = "") -> str:
        """One of `options`; a single option is taken without asking. `key` names the kind of
        question for policies that answer it (bots); people read `question`."""
        if not options:
            raise ValueError(f"no options for: {question}")
        if len(options) == 1:
            return options[0]
        self.key = key
        if self._settled(question, list(options)):
            return options[0]
        answer = self._choose(question, list(options))
        if answer not in options:
            try:
                found = match_option(answer, options)
            except RulesError as exc:
                raise RulesError(f"{exc} ({question})") from None
            if found is None:
                raise RulesError(f"'{answer}' is not one of: {', '.join(options)} ({question})")
            answer = found
        self.answers.append(answer)
        return answer

    def choose_item(self, question: str | Callable[[], str], items: Sequence[T], label: Callable[[T], str],
                    key: str = "") -> T:
        """`choose` among things shown by their labels; returns the thing. The question may be given
        as a function, called only when a person will read it. A bot's table (a subclass with
        `_choose_item`) picks the thing itself: no label is made but the one its answer records."""
        if len(items) == 1:
            return items[0]
        if self.explorer is None:
            self.key = key
            picked = self._choose_item(items, key)
            if picked is not None:
                self.answers.append(label(picked))
                return picked
        labels = [label(item) for item in items]
        text = question if isinstance(question, str) else question()
        return items[labels.index(self.choose(text, labels, key))]

    def choose_alike(self, question: str | Callable[[], str], items: Sequence[T], alike: Callable[[T], Any],
                     label: Callable[[T], str], label_many: Callable[[list[T]], str], key: str = "") -> T:
        """`choose_item`, with things a player cannot tell apart (`alike` gives the same key: two face-down
        Basic Zombies in one Area) offered once, labelled by `label_many`; the first of them is taken. A
        saved answer naming one of them by its own label (a save made before they were merged) still picks it."""
        groups: dict[Any, list[T]] = {}
        for item in items:
            groups.setdefault(alike(item), []).append(item)
        if len(groups) == len(items) or self.pending_answer() in {label(i) for i in items}:
            return self.choose_item(question, items, label, key)
        shown = {id(group[0]): (label(group[0]) if len(group) == 1 else label_many(group)) for group in groups.values()}
        return self.choose_item(question, [group[0] for group in groups.values()], lambda i: shown[id(i)], key)

    def pending_answer(self) -> Any:
        """The answer given in advance for the next question, if any (scripted tables)."""
        return None

    def _choose_item(self, items: Sequence[Any], key: str) -> Any:
        """A policy's pick among the things themselves, or None to be asked by label (the default)."""
        return None

    def told(self, lines: Sequence[str]) -> None:
        """What the action has said so far, all of it from its first line. A table that asks a person shows
        these lines before its next question (the story comes before the question, also where exploring
        cannot find it: a roll the player typed, an answer no copy can run past); others ignore them."""

    def yes_no(self, question: str) -> bool:
        if self._settled(question, ["yes", "no"]):
            self.answers[-1] = True
            return True
        answer = self._yes_no(question)
        self.answers.append(bool(answer))
        return bool(answer)

    def number(self, question: str, low: int, high: int) -> int:
        if self._settled(question, list(range(low, high + 1))):
            return low
        answer = self._number(question, low, high)
        if not isinstance(answer, int) or not low <= answer <= high:
            raise RulesError(f"expected a whole number from {low} to {high} ({question}), got {answer!r}")
        self.answers.append(answer)
        return answer

    @abstractmethod
    def _choose(self, question: str, options: list[str]) -> str:
        """How this kind of table gets the answer."""

    @abstractmethod
    def _yes_no(self, question: str) -> bool:
        """How this kind of table gets the answer."""

    @abstractmethod
    def _number(self, question: str, low: int, high: int) -> int:
        """How this kind of table gets the answer."""


class ScriptedTable(Table):
    """Answers from a list (tests, `--answer` options, and replays of a save)."""

    def __init__(self, answers: Sequence[Any] = (), replaying: bool = False):
        super().__init__()
        self._script = deque(answers)
        self._replaying = replaying

    def _next(self, question: str, options: list[str] | None = None) -> Any:
        if not self._script:
            if self._replaying:
                raise SaveError(f"the log holds no answer for: {question}")
            if self.explorer is not None:
                raise Unanswered(self.explorer.missing_answers(self.answers))
            choices = f" [{' | '.join(options)}]" if options else ""
            raise Unanswered(f"the table must answer: {question}{choices} {GIVE_ANSWER}")
        return self._script.popleft()

    def _choose(self, question: str, options: list[str]) -> str:
        return self._next(question, options)

    def _yes_no(self, question: str) -> bool:
        answer = self._next(question)
        if isinstance(answer, str):
            if answer.lower() not in ("y", "yes", "n", "no", "true", "false"):
                raise RulesError(f"expected yes or no ({question}), got '{answer}'")
            return answer.lower() in ("y", "yes", "true")
        return bool(answer)

    def _number(self, question: str, low: int, high: int) -> int:
        answer = self._next(question)
        number = answer if isinstance(answer, int) and not isinstance(answer, bool) else signed_whole(str(answer))
        if number is None:
            raise RulesError(f"expected a whole number from {low} to {high} ({question}), got {excerpt(str(answer))}")
        return number

    def unused(self) -> int:
        return len(self._script)

    def pending_answer(self) -> Any:
        return self._script[0] if self._script else None


class AskingTable(ScriptedTable):
    """Uses scripted answers first (`--answer`), then asks the player through `asker` (see
    prompting.py), which shows the question's context and asks again until the answer fits."""

    def __init__(self, asker: Any, answers: Sequence[Any] = ()):
        super().__init__(answers)
        self._asker = asker

    def told(self, lines: Sequence[str]) -> None:
        tell = getattr(self._asker, "told", None)  # a page's asker may show the story its own way
        if tell is not None:
            tell(list(lines))

    def _choose(self, question: str, options: list[str]) -> str:
        if self._script:
            return self._script.popleft()
        return self._asker.choose(question, options, self.context)

    def _yes_no(self, question: str) -> bool:
        if self._script:
            return super()._yes_no(question)
        return self._asker.yes_no(question, self.context)

    def _number(self, question: str, low: int, high: int) -> int:
        if self._script:
            return super()._number(question, low, high)
        return self._asker.number(question, low, high, self.context)
