"""Phones as seats: a phone that joins a table takes a human seat (a cookie carries its seat token), sees
that seat's hand and acts only when the model says it is that seat's turn or question.

A table of several human seats (Goblout with `--seats 2..5`; the game's `table_seats(setup)`) is
*seated*: every screen reads the same public table and story, a seat's page adds its own hand, and the
shared screen (no seat) shows only what is public. The server stays the one writer: a request is played
by runner.run under the save's lock, after `check` says this seat may send it now. A question the
model asks of another seat (Seat 1 attacks, Seat 2 blocks) is not sent to the page that acted: it is
kept here (`Pending`: the action, the answers so far, the seat asked) and that seat's phone is told;
its page sends its answer, which is played with the answers kept, so each phone sees only its own
questions. Pages follow the save through the live feed; `revision(name)` changes when a question moves
to another phone, so its page looks again although the save did not change.

At a table of one human side (every other game, Goblout with one seat) a phone may share the seat
(play, as every page could) or watch (no moves). Seat tokens live in this process only: after a restart
the phones join again.
"""

from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.web import runner
from goblinkit.assistant.web.library import SaveRef, version
from goblinkit.assistant.web.outcome import Outcome

COOKIE_PREFIX = "goblin_seat_"
WATCH = "watch"  # a phone that only looks
SHARE = "share"  # a phone that plays the one human side, with every other screen of it


def cookie_name(ref: SaveRef) -> str:
    return COOKIE_PREFIX + ref.name


def table_seats(ref: SaveRef) -> list[tuple[str, str]]:
    """The human seats (id, name) of a seated table; [] when the table has one human side."""
    seats = getattr(ref.game_class(), "table_seats", None)
    if seats is None:
        return []
    return list(seats(Session.load(ref.game_class(), ref.path).save.setup))


def choices(ref: SaveRef) -> list[tuple[str, str]]:
    """What a joining phone may pick: a free seat (or, at a table of one side, share it), or watch."""
    return (table_seats(ref) or [(SHARE, "Play: share the seat")]) + [(WATCH, "Watch")]


@dataclass
class Pending:
    """An action stopped at a question for `seat`: played again with `answers` and that seat's answer."""

    version: str
    command: str | None
    move: str | None
    answers: list[str]
    seat: str


@dataclass
class Seats:
    """Who sits where, per save (tokens in this process only), and the questions waiting for a phone."""

    tokens: dict[str, tuple[str, str]] = field(default_factory=dict)  # token -> (save name, seat)
    pending: dict[str, Pending] = field(default_factory=dict)
    revisions: dict[str, int] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def seat_of(self, ref: SaveRef, cookies: dict[str, str]) -> str | None:
        """The seat this request's phone holds at this table (None: the shared screen)."""
        found = self.tokens.get(cookies.get(cookie_name(ref), ""))
        return found[1] if found is not None and found[0] == ref.name else None

    def taken(self, ref: SaveRef) -> set[str]:
        return {seat for name, seat in self.tokens.values() if name == ref.name and seat not in (WATCH, SHARE)}

    def take(self, ref: SaveRef, seat: str, old_token: str = "") -> str:
        """A new token for `seat` (the phone's old seat at this table is given up); refused when taken."""
        if seat not in dict(choices(ref)):
            raise runner.Refused(f"no seat '{seat}' at this table (seats: {', '.join(dict(choices(ref)))})")
        with self.lock:
            self.tokens.pop(old_token, None)
            if seat in self.taken(ref):
                raise runner.Refused("That seat is taken: pick a free one (or watch).")
            token = secrets.token_urlsafe(16)
            self.tokens[token] = (ref.name, seat)
            self._bump(ref.name)
        return token

    def revision(self, name: str) -> int:
        return self.revisions.get(name, 0)

    def _bump(self, name: str) -> None:
        self.revisions[name] = self.revision(name) + 1

    def waiting(self, ref: SaveRef) -> Pending | None:
        """The question waiting for a phone at this save's version (dropped once the save moved on)."""
        with self.lock:
            found = self.pending.get(ref.name)
            if found is not None and found.version != version(ref.path):
                del self.pending[ref.name]
                found = None
            return found

    def run(self, ref: SaveRef, seat: str | None, command: str | None, answers: list[str], seen: str,
            move: str | None = None) -> Outcome:
        """A page's request, played when this seat may send it now (runner.run), its questions sent to the
        phone they are for."""
        seated = table_seats(ref)
        if not seated:
            if seat == WATCH:
                return Outcome("refused", ["This phone watches the table: to play, tap Change above and share the seat."],
                               version=version(ref.path))
            return runner.run(ref, command, answers, seen, move)
        names = dict(seated)
        waiting = self.waiting(ref)
        if waiting is not None and waiting.seat == seat and (command, move) not in ((None, None),
                                                                                   (waiting.command, waiting.move)):
            with self.lock:  # the asked seat chose another move instead (its question cancelled)
                self.pending.pop(ref.name, None)
            waiting = None
        refusal = _refusal(ref, seat, command, move, waiting, names)
        if refusal:
            return Outcome("refused", [refusal], version=version(ref.path))
        if waiting is not None and waiting.version == seen:
            # the asked seat's answer (its page sends the answers it was shown, the last one new)
            command, move, answers = waiting.command, waiting.move, waiting.answers + answers[-1:]
        outcome = runner.run(ref, command, answers, seen, move)
        return self._after(ref, seat, outcome, command, move, answers, names)

    def _after(self, ref: SaveRef, seat: str | None, outcome: Outcome, command: str | None, move: str | None,
               answers: list[str], names: dict[str, str]) -> Outcome:
        """Keep a question for its phone; tell any other page only who is asked."""
        with self.lock:
            if outcome.status == "done":
                self.pending.pop(ref.name, None)
                self._bump(ref.name)
            if outcome.status != "question" or outcome.question is None:
                return outcome
            asked = outcome.question.seat or _to_act(ref) or seat or ""
            fresh = outcome.target == "auto" and (command is not None or move is not None)
            self.pending[ref.name] = Pending(outcome.version, None if fresh else command, None if fresh else move,
                                             [] if fresh else list(answers), asked)
            self._bump(ref.name)
        if asked == seat:
            return outcome
        who = names.get(asked, "another seat")
        return Outcome("done", outcome.lines + [f"{who} is asked now: the question is on their phone."],
                       version=outcome.version, why=outcome.why)


def _to_act(ref: SaveRef) -> str | None:
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    return game.seat_to_act() if hasattr(game, "seat_to_act") else None


def _refusal(ref: SaveRef, seat: str | None, command: str | None, move: str | None, waiting: Pending | None,
             names: dict[str, str]) -> str:
    """Why this seat may not send this now at a seated table ("" when it may)."""
    mine = names.get(seat or "")
    if command is not None and command.strip().lower() == "undo":
        return "Undo is off when each player has a phone: it could take back another seat's move."
    if waiting is not None:
        if waiting.seat == seat:
            return ""
        return f"{names.get(waiting.seat, 'Another seat')} is answering a question: wait for them."
    to_act = _to_act(ref)
    if to_act is None:  # a bot's turn (or the end): any screen may let the assistant play its steps
        return "" if command is None and move is None else "It is the assistant's turn: let it play its steps."
    if seat == to_act:
        return ""
    if mine is None:
        return f"It is {names[to_act]}'s turn: each player acts from their own phone (scan the code above to join)."
    return f"It is {names[to_act]}'s turn, not yours ({mine}): wait for them."


def view_snapshot(game: Any, reveal: bool, seat: str | None) -> dict[str, Any]:
    """The table's state as this screen may see it: a seat's own hand at a seated table, else the usual."""
    if getattr(game, "table_seats", None) is not None and game.table_seats(game.setup):
        return dict(game.snapshot(reveal, seat=seat))
    return dict(game.snapshot(reveal))


def may_act(game: Any, seat: str | None) -> bool:
    """Whether this screen shows the moves: the seat to act at a seated table; any but a watcher elsewhere."""
    if getattr(game, "table_seats", None) is not None and game.table_seats(game.setup):
        return seat is not None and seat == game.seat_to_act()
    return seat != WATCH
