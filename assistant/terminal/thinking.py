"""A word while the assistant thinks: a step of its own (a hard bot's search) that takes over a second at a
terminal shows "Globbo is thinking… 3 s (10 s a turn)" on stderr, and the line goes away when the step is done.

Only a person at a terminal sees it: nothing when stderr is not a terminal (scripts, tests, the web) or
under --json, so every output a test compares stays exact. A question asked in the step (the story comes
before it) takes the line down first (`pause`), so the spinner never writes over a prompt. Ctrl-C stops a
thinking bot at once as before: the line is cleared on the way out and the command exits 130, nothing
saved (the step was not done).
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

DELAY = 1.0  # a wait shorter than this needs no word
REFRESH = 0.25


def wanted(stream: TextIO | None = None) -> bool:
    """A person watches `stream` (stderr): a terminal, and not a command asked for JSON."""
    stream = stream if stream is not None else sys.stderr
    try:
        terminal = stream.isatty()
    except (AttributeError, ValueError):
        terminal = False
    return terminal and "--json" not in sys.argv[1:]


class Spinner:
    """A rich status line on `stream`, shown from DELAY seconds after start() until stop()."""

    def __init__(self, who: str, limit: float | None, stream: TextIO):
        self.who, self.limit, self.stream = who, limit, stream
        self.started = time.monotonic()
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, name="thinking", daemon=True)

    def text(self) -> str:
        seconds = int(time.monotonic() - self.started)
        # a step may hold several decisions (a move, then each attack): the budget is each one's
        return f"{self.who} is thinking… {seconds} s" + (f" ({self.limit:g} s a turn)" if self.limit else "")

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self.done.set()
        if self.thread.is_alive() and self.thread is not threading.current_thread():
            self.thread.join()

    def _run(self) -> None:
        if self.done.wait(DELAY):
            return
        from rich.console import Console

        console = Console(file=self.stream, highlight=False)
        with console.status(self.text(), spinner="dots") as status:  # transient: cleared when it ends
            while not self.done.wait(REFRESH):
                status.update(self.text())


_SHOWN: list[Spinner] = []


@contextmanager
def while_thinking(who: str, limit: float | None = None, stream: TextIO | None = None) -> Iterator[None]:
    """Around a step the assistant plays: the spinner for `who` (with its think budget `limit`), if wanted."""
    out = stream if stream is not None else sys.stderr
    if not wanted(out):
        yield
        return
    spinner = Spinner(who, limit, out)
    _SHOWN.append(spinner)
    spinner.start()
    try:
        yield
    finally:
        spinner.stop()
        if spinner in _SHOWN:
            _SHOWN.remove(spinner)


def pause() -> None:
    """A question or a line is about to be printed: take every spinner down first (for this step)."""
    while _SHOWN:
        _SHOWN.pop().stop()


def who_plays(step: dict[str, Any]) -> str:
    """The side or seat a step of the assistant's is for, as a player reads it."""
    name = step.get("player") or step.get("side") or step.get("seat")
    if not isinstance(name, str) or not name.strip():
        return "The assistant"
    return name if name[:1].isupper() else name.capitalize()
