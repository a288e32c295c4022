"""A page's action: the command line a player would type, run by the guided turn's own machinery.

`run()` holds the save's lock (re-entrant for this thread, so the Session inside takes it again
without waiting), refuses a page that saw an older save (two phones acting at once: the second is told
to look again, never applied to a table it did not see), then runs the command exactly as the guided
turn does (guided.GuidedTurn: the game's typer app, `--save` filled in, the explorer asking only the
questions that matter) and the assistant's automatic steps after it. Questions are answered by the
page through WebAsker; a refusal comes back with the rule's message and the save unchanged.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.terminal.guided import GuidedTurn
from goblinkit.assistant.terminal.play_cli import format_action
from goblinkit.assistant.terminal.prompting import ACTIVE
from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.core.saves import read_save
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.web.asker import Question, WebAsker
from goblinkit.assistant.web.capture import captured
from goblinkit.assistant.web.library import SaveRef, version
from goblinkit.assistant.web.wording import in_words, spoken, spoken_lines
from goblinkit.content.errors import GoblinError
from goblinkit.content.locking import file_lock

MAX_COMMAND = 300
MAX_ANSWERS = 40
# a new game, or long reports: at the terminal (the lab's own page, /simulate, runs them bounded and stoppable)
NOT_FROM_A_PAGE = ("new", "replay", "turn", "simulate", "ladder", "balance")
# a page never names a file, and shows hidden information only when opened with ?reveal=1
FORBIDDEN_OPTIONS = ("--save", "--content", "--report", "--out", "--brood", "--reveal")


def short(text: str, width: int = 90) -> str:
    """A log heading cut to a line (a bot's whole saved plan is not something to read on a phone)."""
    return text if len(text) <= width else text[:width - 1] + "…"


class Refused(GoblinError):
    """A command a page may not send (a file option, a new game, an unreadable line)."""


@dataclass
class Outcome:
    status: str  # done | question | refused | stale
    lines: list[str] = field(default_factory=list)
    question: Question | None = None
    target: str = "command"  # what the answers are for: the command, or the assistant's steps after it
    version: str = ""
    why: list[str] = field(default_factory=list)  # the engine's figures behind the story (a "why?" on the page)

    def to_json(self) -> dict[str, Any]:
        return {"status": self.status, "lines": self.lines, "target": self.target, "version": self.version,
                "question": self.question.to_json() if self.question else None, "why": self.why}


class WebTurn(GuidedTurn):
    """The guided turn without a terminal: the same command runner and automatic steps."""

    def allowed(self) -> dict[str, Any]:
        return {name: cmd for name, cmd in self.commands().items()
                if name not in NOT_FROM_A_PAGE and not hasattr(cmd, "commands")}  # a group: GG's Brood files

    def words(self, command: str) -> list[str]:
        """The command line as words, its verb resolved; refused with the reason when a page may not send it."""
        if not isinstance(command, str) or len(command) > MAX_COMMAND or any(ord(c) < 32 for c in command):
            raise Refused(f"a command is one line of at most {MAX_COMMAND} characters")
        try:
            words = shlex.split(command)
        except ValueError as exc:
            raise Refused(f"cannot read that line: {exc}") from None
        if not words:
            raise Refused("type a command")
        allowed = self.allowed()
        verb = words[0].lower()
        found = [verb] if verb in allowed else [n for n in allowed if len(verb) >= 3 and n.startswith(verb)]
        if len(found) != 1:
            known = ", ".join(sorted(allowed))
            raise Refused(f"'{words[0]}' could be {', '.join(found)}: say which" if found else
                          f"'{words[0]}' is not a command on this page (commands: {known})")
        if any(w.split("=")[0].lower() in FORBIDDEN_OPTIONS for w in words[1:]):
            raise Refused("a page cannot name files (the save is this page's) nor ask for hidden information "
                          "(open the page with ?reveal=1 for that)")
        return [found[0], *words[1:]]


def run(ref: SaveRef, command: str | None, answers: list[str], seen: str, move: str | None = None) -> Outcome:
    """Run `command` (None: only the assistant's automatic steps), or the listed move whose id is `move`, on
    the save `ref`, if it is still the save the page saw (`seen`, its version)."""
    if not isinstance(answers, list) or len(answers) > MAX_ANSWERS or not all(isinstance(a, str) and len(a) < 200
                                                                               for a in answers):
        return Outcome("refused", ["answers: a list of at most 40 short texts"])
    if move is not None:
        found = listed_move(ref, move)
        if isinstance(found, str):
            return Outcome("refused", [found], version=version(ref.path))
        command = found.command
    asker = WebAsker(answers)
    turn = WebTurn(ref.game_class(), ref.app(), ref.path, asker, ref.slug)  # type: ignore[arg-type]
    try:
        words = turn.words(command) if command is not None else []
    except Refused as exc:
        return Outcome("refused", [str(exc)], version=version(ref.path))
    target = "command" if command is not None else "auto"
    with file_lock(ref.path):
        now = version(ref.path)
        if seen != now:
            return Outcome("stale", ["The table changed since this page looked (another screen or the terminal "
                                     "acted): here it is now; try again if it still makes sense."], version=now)
        before = len(read_save(ref.path, ref.slug).log)
        token = ACTIVE.set(asker)  # type: ignore[arg-type]
        try:
            with captured() as printed:
                if words:
                    turn._run_command(words)
                refusals = list(asker.said)  # a command prints its story; the loop says only what went wrong
                moved = len(read_save(ref.path, ref.slug).log) != before
                if asker.pending is None and (moved or not words):
                    turn._step_automatic()
                # the automatic steps' stories are in the log; what the loop said besides them is an error
                refusals += [line for line in asker.said[len(refusals):] if line.startswith("Error:")]
        finally:
            ACTIVE.reset(token)
        # read back under the lock, so the story told is this action's, not a writer's that came next
        return _outcome(ref, asker, refusals, printed.getvalue(), before, target, version(ref.path))


def listed_move(ref: SaveRef, move: str) -> Move | str:
    """The legal move `move` (its id) the game lists now, or why the page may not make it. The move is
    played by its command line for now: each game's Turn is moving into assistant/<game>/play.py, and
    the page will play `move.action` through Session.play once every game has one."""
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    found = next((m for m in ([] if game.over else game.moves()) if m.id == move), None)
    if found is None:
        return "That move is not on the table now: here it is as it is; look again."
    return found.blocked or found


def _outcome(ref: SaveRef, asker: WebAsker, said: list[str], printed: str, before: int, target: str,
             after: str) -> Outcome:
    session = Session.load(ref.game_class(), ref.path)
    moved = len(session.save.log) > before
    lines: list[str] = []
    why: list[str] = []
    if moved:  # each step's story, or what happened in words when it tells none (never its command line)
        _, steps = session.replay()
        for step in steps[before + 1:]:
            story, figures = spoken_lines(step.lines)
            heading = in_words(format_action(step.action, ref.game_class()))  # whole: its figures go to the why
            lines += story or [short(heading.text)]
            why += heading.why + figures
    errors = [_plain(line) for line in said if line.strip()]
    if asker.pending is not None:
        # the answers were for the command if it is not saved yet, else for the steps after it
        return Outcome("question", lines, asker.pending, target if not moved else "auto", after, why)
    if errors and not moved:
        return Outcome("refused", errors, version=after)
    if not moved:
        lines, why = spoken_lines(printed.splitlines())
    return Outcome("done", lines + errors, version=after, why=why)


def _plain(refusal: str) -> str:
    """A refusal in words ("Error: you have drawn already: next is `play`" says "Error: you have drawn
    already."), or as the rules said it when nothing of it is left."""
    said = spoken(refusal)
    return said.text if said is not None and said.text.strip() else refusal
