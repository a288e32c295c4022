"""A run of many games that someone else may stop between games: the web's simulations, when the page's
client hangs up or the run has spent its time budget.

The web runs a lab command (`simulate`, `balance`) in a worker thread; it cannot kill that thread, so
the thread stops itself: the loops that play games one after another (`jobs.in_game_order` in one
process, and any loop over `game_numbers`) check before each game, a game whose moves take long (Globbo's
searching bots) also between its moves (`check()`), and raise `Stopped` when the run in force (set with
`stoppable`, per thread: a context variable) was cancelled or is past its deadline. Outside `stoppable`
(the terminal, the tests) nothing is checked.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar


class Stopped(Exception):
    """The run was stopped between games: `reason` says why, `played` how many games it had played."""

    def __init__(self, reason: str, played: int):
        super().__init__(f"{reason} ({played} game{'s' if played != 1 else ''} played)")
        self.reason = reason
        self.played = played


class Budget:
    """One run's stop: `cancel()` from any thread, or `seconds` of wall time from its making (None: no limit)."""

    def __init__(self, seconds: float | None = None):
        self.seconds = seconds
        self.deadline = None if seconds is None else time.monotonic() + seconds
        self.started = 0  # games begun (game_numbers counts them)
        self._cancelled = threading.Event()
        self._why = ""

    def cancel(self, why: str) -> None:
        if not self._cancelled.is_set():
            self._why = why
            self._cancelled.set()

    def check(self, between_games: bool = False) -> None:
        """Raise Stopped if the run must stop now (the games finished: all begun, or all but the one being
        played when this is checked inside a game)."""
        why = self._why if self._cancelled.is_set() else ""
        if not why and self.deadline is not None and time.monotonic() >= self.deadline:
            why = f"its time budget of {self.seconds:g} s was spent"
        if why:
            raise Stopped(why, self.started if between_games else max(0, self.started - 1))


_current: ContextVar[Budget | None] = ContextVar("goblinkit_budget", default=None)


@contextmanager
def stoppable(budget: Budget) -> Iterator[Budget]:
    """Within this block (in this thread), the game loops answer to `budget`."""
    token = _current.set(budget)
    try:
        yield budget
    finally:
        _current.reset(token)


def check() -> None:
    """Inside a game (between two of its moves, in a loop slow enough to need it): stop here if the run in
    force says so (nothing outside `stoppable`)."""
    budget = _current.get()
    if budget is not None:
        budget.check()


def game_numbers(games: int) -> Iterator[int]:
    """0, 1, ... games - 1, checking before each (a loop that plays a game for each number)."""
    for number in range(games):
        budget = _current.get()
        if budget is not None:
            budget.check(between_games=True)
            budget.started += 1
        yield number
