"""Asking the player at a terminal: table questions with their context, dice, and the command line.

One `Prompter` serves a whole guided turn (and a single command run at a terminal). It reads
lines through prompt_toolkit (completion, history) or, without a terminal, plain input; it asks
again until an answer fits, never ending in a dead end; `back` (or quit, Ctrl-C) at a question cancels the action
(nothing is saved). Before a question it prints what the action has done so far and, for each
answer, what it leads to (see explore.py), and remembers what it printed so the command does not
print it twice.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

import typer

from goblinkit.assistant.core.chance import parse_dice
from goblinkit.assistant.core.errors import Cancelled, RulesError  # noqa: F401 -- Cancelled: the terminal imports it here
from goblinkit.assistant.core.numerals import signed_whole
from goblinkit.assistant.terminal.thinking import pause
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.core.table import means_done, match_option, numbered
from goblinkit.content.errors import GoblinError

Reader = Callable[[str, list[str]], str]


class Words(list[str]):
    """What Tab may complete on a command line: `commands` for its first word, the rest of the list (the
    game's names: cards, pieces, figures) for the words after it, so `play sl` offers `slingshot`, not `slow`."""

    def __init__(self, commands: list[str], names: list[str]):
        super().__init__([*commands, *names])
        self.commands, self.names = commands, names
QUIT_WORDS = ("quit", "exit", "cancel", "q")
BACK_WORDS = (*QUIT_WORDS, "back")  # at a question: leave it, back to the turn prompt, nothing changed
WAY_OUT = "back to leave the question (nothing changes)"
SHORT_PROMPT = 60  # characters: a menu's prompt longer than this names the answers by their first words


def plain_reader(message: str, words: list[str]) -> str:
    """Without a terminal: print the prompt, read a line (end of input cancels)."""
    typer.echo(message, nl=False)
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    typer.echo(line.rstrip("\n"))  # echoed, so a transcript shows what was typed
    return line.rstrip("\n")


def terminal_reader(history_file: str | None = None, **session_options: Any) -> Reader:
    """A prompt_toolkit prompt: completion of the given words (any case), history of the session
    (kept in a file when given). `session_options` go to PromptSession (tests pass pipe input)."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import FileHistory, InMemoryHistory

    history = FileHistory(history_file) if history_file else InMemoryHistory()
    session: PromptSession[str] = PromptSession(history=history, **session_options)

    def read(message: str, words: list[str]) -> str:
        return session.prompt(message, completer=line_completer(words), complete_while_typing=False)

    return read


def line_completer(words: list[str]) -> Any:
    """A prompt_toolkit completer: with `Words`, command words first and names after them; else any word."""
    from prompt_toolkit.completion import Completer, WordCompleter

    def completer(options: list[str]) -> WordCompleter:
        return WordCompleter(sorted(set(options)), ignore_case=True, WORD=True)

    if not isinstance(words, Words):
        return completer(words)
    first, rest = completer(words.commands), completer(words.names)

    class ByPosition(Completer):
        def get_completions(self, document: Any, event: Any) -> Any:
            inner = rest if document.text_before_cursor.lstrip().count(" ") else first
            yield from inner.get_completions(document, event)

    return ByPosition()


class Prompter:
    shows_thinking = True  # a step that thinks long says so on this terminal (core/turn.py, thinking.py)
    def __init__(self, read: Reader, echo: Callable[[str], None] = typer.echo):
        self.read = read
        self.echo = echo
        self.printed: list[str] = []  # lines of the current action already shown before a question
        self.pending: list[str] = []  # lines of earlier steps of this command not shown yet (see carry)
        self.table: Any = None  # the table the step now running asks at (its explorer tells the story)
        self.rolled: list[int] = []  # the dice typed in that step so far
        self.own_rolls = 0  # the assistant's own rolls shown in that step so far (a `dice table` game)

    # -- the command line ------------------------------------------------------------------
    def line(self, message: str, words: list[str]) -> str | None:
        """One line from the player; None at end of input (Ctrl-D)."""
        try:
            return self.read(message, words)
        except EOFError:
            return None
        except KeyboardInterrupt:
            return ""

    def begin_action(self) -> None:
        self.printed = []
        self.pending = []
        self.table, self.rolled, self.own_rolls = None, [], 0

    def asking_at(self, table: Any) -> None:
        """The step about to run asks at `table` (see command_table.make_table)."""
        self.table, self.rolled, self.own_rolls = table, [], 0

    def carry(self, lines: list[str]) -> None:
        """One step of a command that runs several (your move, then the bots' turns) is over: what of
        it no question showed is shown before the next step's first question, or at the end."""
        self.pending += self.unprinted(lines)
        self.printed = []

    def tell(self, lines: list[str]) -> None:
        """Lines of the command that no step's story holds (who plays the next step): shown in order."""
        self.pending += list(lines)

    def take_pending(self) -> list[str]:
        pending, self.pending = self.pending, []
        return pending

    def told(self, lines: list[str]) -> None:
        """The running step's lines so far, from its first (Table.told): shown now, none twice."""
        pause()
        for text in self.take_pending():
            self.echo(text)
        if self.printed[:len(lines)] == lines:
            return
        for text in self.unprinted(lines):
            self.echo(text)
        self.printed = list(lines)

    def unprinted(self, lines: list[str]) -> list[str]:
        """The lines of a finished action not yet shown before one of its questions."""
        return lines[len(self.printed):] if lines[:len(self.printed)] == self.printed else lines

    # -- questions ---------------------------------------------------------------------------
    def _context(self, context: Any) -> dict[str, str]:
        pause()  # a thinking line (thinking.py) comes down before the story and the question
        for text in self.take_pending():
            self.echo(text)
        if context is None:
            return {}
        new = self.unprinted(context.happened)
        for text in new:
            self.echo(text)
        if len(context.happened) < len(self.printed):  # the game told more than the copies found (Table.told):
            return {}  # their leads would begin with that story again, not with where the answer leads
        self.printed = list(context.happened)
        return context.leads

    def _ask(self, message: str, words: list[str]) -> str:
        """An answer to a question; Ctrl-C, Ctrl-D, back or a quit word cancels the action (nothing is saved)."""
        try:
            answer = self.read(message, words)
        except (EOFError, KeyboardInterrupt):
            raise Cancelled() from None
        if answer.strip().lower() in BACK_WORDS:
            raise Cancelled()
        return answer.strip()

    def choose(self, question: str, options: list[str], context: Any = None) -> str:
        """A numbered menu; where an option is itself a number (a die face), the options unnumbered, so a
        number typed is always the option it reads (`table.numbered`)."""
        leads = self._context(context)
        self.echo(question)
        width = max(len(o) for o in options)
        counted = numbered(options)
        for number, option in enumerate(options, 1):
            lead, mark = leads.get(option), f"{number}." if counted else "-"
            self.echo(f"  {mark} {option:<{width}}  -> {lead}" if lead else f"  {mark} {option}")
        if counted:
            prompt, hint = f"choose 1-{len(options)} or a name> ", f"a number from 1 to {len(options)}"
        else:
            prompt, hint = f"choose {_either(options)}> ", _either(options)
            if len(prompt) > SHORT_PROMPT:  # the list is just above: the prompt names how to pick from it
                firsts = [o.split()[0].lower() for o in options]
                prompt = (f"choose {_either([o.split()[0] for o in options])}> " if len(set(firsts)) == len(firsts)
                          else "choose one of the answers above> ")
                hint = "one of the answers above" + (" (its first word will do)" if len(set(firsts)) == len(firsts) else "")
        while True:
            answer = self._ask(prompt, options)
            if not answer:
                self.echo(f"type {hint}, a name, or {WAY_OUT}" if counted else f"type {hint}, or {WAY_OUT}")
                continue
            try:
                found = match_option(answer, options)
            except GoblinError:
                self.echo(f"'{answer}' fits more than one: type {hint}, or more of the name")
                continue
            if found is not None:
                return found
            self.echo(f"'{answer}' is none of these: type {hint}, a name, or {WAY_OUT}" if counted else
                      f"'{answer}' is none of these: type {hint}, or {WAY_OUT}")

    def yes_no(self, question: str, context: Any = None) -> bool:
        leads = self._context(context)
        shown = [f"  {word:<3} -> {leads[word]}" for word in ("yes", "no") if leads.get(word)]
        if shown:  # the question, where the answers lead, then the prompt
            self.echo(question)
            for line in shown:
                self.echo(line)
        message = "[y/n] " if shown else f"{question} [y/n] "
        while True:
            answer = self._ask(message, ["yes", "no"]).lower()
            if answer in ("y", "yes"):
                return True
            if answer in ("n", "no") or means_done(answer):  # `done` by habit: nothing more, so no
                return False
            self.echo(f"please answer y or n, or {WAY_OUT}")

    def number(self, question: str, low: int, high: int, context: Any = None) -> int:
        self._context(context)
        while True:
            answer = self._ask(f"{question} [{low}-{high}] ", [])
            number = signed_whole(answer)
            if number is not None and low <= number <= high:
                return number
            self.echo(f"please type a whole number from {low} to {high}, or {WAY_OUT}")

    def dice(self, count: int, sides: int, why: str) -> list[int]:
        """Ask for a physical roll, after what the step has said before it (what you drew, ...)."""
        explorer = getattr(self.table, "explorer", None)
        self._context(explorer.before_roll(self.table.answers, self.rolled) if explorer is not None else None)
        values = self._ask_dice(count, sides, why)
        self.rolled += values
        if explorer is not None:  # the step's later questions are explored with the dice typed
            explorer.typed = list(self.rolled)
        return values

    def show_roll(self, values: list[int], sides: int, why: str) -> None:
        """The assistant's own dice at a `dice table` game, as it rolls them: after what the step has said before
        the roll (and the headings of the command's steps still to be shown), never before it."""
        explorer = getattr(self.table, "explorer", None)
        context = (explorer.before_own_roll(self.table.answers, self.rolled, self.own_rolls)
                   if explorer is not None else None)
        self.own_rolls += 1
        self._context(context)
        self.echo(f"The assistant rolls {plural(len(values), 'die', 'dice')} for {why or 'its roll'}: "
                  f"{' '.join(map(str, values))}")

    def _ask_dice(self, count: int, sides: int, why: str) -> list[int]:
        while True:
            answer = self._ask(f"Roll {count} {'die' if count == 1 else 'dice'} (d{sides}) for {why or 'this roll'} "
                               f"and type them> ", [])
            try:
                values = parse_dice(answer)
            except GoblinError as exc:
                self.echo(str(exc))
                continue
            if len(values) == count and all(1 <= v <= sides for v in values):
                return values
            self.echo(f"type {count} number{'s' if count != 1 else ''} from 1 to {sides}, or {WAY_OUT}")


def _either(options: list[str]) -> str:
    """"keep, 1 or 3": the options as a player may type them."""
    return ", ".join(options[:-1]) + f" or {options[-1]}" if len(options) > 1 else options[0]


ACTIVE: ContextVar[Prompter | None] = ContextVar("active_prompter", default=None)


_TERMINAL: list[Prompter] = []  # the one prompter of a command run at a terminal (outside the guided turn)


def current_prompter() -> Prompter | None:
    """The guided turn's prompter; at a terminal outside it, the command's own (one for the whole
    command: the table, the dice and the story it tells share it); else None (scripts)."""
    active = ACTIVE.get()
    if active is not None:
        return active
    if sys.stdin.isatty() and sys.stdout.isatty():
        if not _TERMINAL:
            _TERMINAL.append(Prompter(terminal_reader()))
        return _TERMINAL[0]
    return None
