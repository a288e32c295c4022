"""A page's action, played on the table model: a listed move, a line read as one, or the assistant's steps.

`run()` holds the save's lock (re-entrant for this thread, so the Session inside takes it again without
waiting) and refuses a page that saw an older save (two phones acting at once: the second is told to look
again, never applied to a table it did not see). It then plays the move's action through the game's own
turn policy (core/asking.py: the move, then the steps the assistant takes by itself), asking the page's
questions through WebAsker. No command line runs and nothing printed is read back: the story is each
logged step's own lines, in words. A refusal comes back with the rule's reason and the save unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.core import dice_setting
from goblinkit.assistant.core.asking import Asking, play
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.core.phrases import NotAMove, read
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import ScriptedTable
from goblinkit.assistant.core.turn import Turn
from goblinkit.assistant.core.typed import typed
from goblinkit.assistant.web.asker import WebAsker
from goblinkit.assistant.web.library import SaveRef, version
from goblinkit.assistant.web.outcome import MAX_ANSWERS, Outcome
from goblinkit.assistant.web.walkthrough import taught
from goblinkit.assistant.web.wording import in_words, spoken, spoken_lines, syntax
from goblinkit.content.errors import GoblinError
from goblinkit.content.locking import file_lock

MAX_COMMAND = 300
PAGE_WORDS = ("undo", "dice")  # what a page may say besides its moves: take back a step, who rolls your dice


def short(text: str, width: int = 90) -> str:
    """A log heading cut to a line (a bot's whole saved plan is not something to read on a phone)."""
    return text if len(text) <= width else text[:width - 1] + "…"


class Refused(GoblinError):
    """What a page may not send (an unreadable line, a move not on the table now)."""


@dataclass
class Action:
    """What a page's request comes to: an action to play (None: the assistant's steps due), or an undo."""

    act: dict[str, Any] | None = None
    undo: bool = False
    setting: bool = False  # a table setting (who rolls the dice): the action alone, no step after it


def run(ref: SaveRef, command: str | None, answers: list[str], seen: str, move: str | None = None) -> Outcome:
    """Play the listed move whose id is `move`, or the line `command` read as a move (None: only the
    assistant's steps due), on the save `ref`, if it is still the save the page saw (`seen`, its version)."""
    if not isinstance(answers, list) or len(answers) > MAX_ANSWERS or not all(isinstance(a, str) and len(a) < 200
                                                                               for a in answers):
        return Outcome("refused", ["answers: a list of at most 40 short texts"])
    asker = WebAsker(answers)
    with file_lock(ref.path):
        now = version(ref.path)
        if seen != now:
            return Outcome("stale", ["The table changed since this page looked (another screen or the terminal "
                                     "acted): here it is now; try again if it still makes sense."], version=now)
        session = Session.load(ref.game_class(), ref.path)
        before = len(session.save.log)
        try:
            game, _ = session.replay()
            action = _action(ref, game, command, move)
            if action.undo:
                undone = session.undo()
                return Outcome("done", [_taken_back(undone, ref.game_class())], version=version(ref.path))
            if action.setting:
                session.play(action.act, Turn(ScriptedTable()))
            else:
                roll = asker.dice if getattr(game.chance, "table", False) else None
                play(session, action.act, Asking(asker, roll=roll, waits=True))
        except GoblinError as exc:
            if asker.pending is None:
                return Outcome("refused", [_plain(str(exc))], version=version(ref.path))
        # read back under the lock, so the story told is this action's, not a writer's that came next
        target = "command" if command is not None or move is not None else "auto"
        return taught(ref.path, _outcome(ref, asker, before, target, version(ref.path)))  # a first game's next line


def _action(ref: SaveRef, game: Game, command: str | None, move: str | None) -> Action:
    """The action a request asks for: a listed move by its id, a page word, a view's bookkeeping line
    (GobbledyGook!'s figures placed on the plan), or a line read as one of the moves listed now."""
    if move is not None:
        return Action(_listed(game, move).action)
    if command is None:
        return Action(None)
    if not isinstance(command, str) or len(command) > MAX_COMMAND or any(ord(c) < 32 for c in command):
        raise Refused(f"say a move in one line of at most {MAX_COMMAND} characters")
    words = command.split()
    if not words:
        raise Refused("say a move, or tap one")
    verb = words[0].lower()
    if verb == "undo" and len(words) == 1:
        return Action(undo=True)
    if verb == "dice" and len(words) == 2:
        return Action(dice_setting.setting(dice_setting.mode_named(words[1])), setting=True)
    from goblinkit.assistant.web.views import view_module

    kept = getattr(view_module(ref.slug), "bookkeeping", None)
    found = kept(words) if kept is not None else None
    if found is not None:
        return Action(found)
    moves = [] if game.over else game.moves()
    if not moves:
        raise Refused("The game is over." if game.over else "It is the assistant's turn: let it play its steps.")
    try:
        chosen = read(command, moves)
    except NotAMove as exc:
        if syntax(command):  # a command line ("play slingshot --pay 2"): words are read here, and never echoed
            raise Refused(f"say the move in words, without options (e.g. {view_module(ref.slug).EXAMPLE}), "
                          "or tap one") from None
        raise Refused(str(exc)) from None
    if chosen.blocked:
        raise Refused(f"{chosen.label}: not now, {chosen.blocked}")
    return Action(chosen.action)


def _taken_back(undone: list[dict[str, Any]], game_cls: type[Game]) -> str:
    """What an undo took back, in one line: the player's decision (the last undone), and how many of the
    assistant's own steps after it went with it."""
    decision = short(in_words(typed(undone[-1], game_cls)).text)
    after = len(undone) - 1
    return f"Taken back: {decision}" + (f", and the assistant's {plural(after, 'step')} after it." if after else ".")


def _listed(game: Game, move: str) -> Move:
    """The legal move `move` (its id) the game lists now, or why the page may not make it."""
    found = next((m for m in ([] if game.over else game.moves()) if m.id == move), None)
    if found is None:
        raise Refused("That move is not on the table now: here it is as it is; look again.")
    if found.blocked:
        raise Refused(found.blocked)
    return found


def _outcome(ref: SaveRef, asker: WebAsker, before: int, target: str, after: str) -> Outcome:
    """What the page shows: each new step's story (or what happened, in words, when it tells none), and
    the question the action stopped at, if any."""
    session = Session.load(ref.game_class(), ref.path)
    moved = len(session.save.log) > before
    lines: list[str] = []
    why: list[str] = []
    if moved:
        _, steps = session.replay()
        for step in steps[before + 1:]:
            story, figures = spoken_lines(step.lines)
            heading = in_words(typed(step.action, ref.game_class()))  # whole: its figures go to the why
            lines += story or [short(heading.text)]
            why += heading.why + figures
    if asker.pending is not None:
        # the answers were for the command if it is not saved yet, else for the steps after it
        return Outcome("question", lines, asker.pending, target if not moved else "auto", after, why)
    return Outcome("done", lines, version=after, why=why)


def _plain(refusal: str) -> str:
    """A refusal in words ("you have drawn already: next is `play`" says "you have drawn already."), or as
    the rules said it when nothing of it is left."""
    said = spoken(refusal)
    return said.text if said is not None and said.text.strip() else refusal

