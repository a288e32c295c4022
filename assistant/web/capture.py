"""What a command prints, caught for the thread that ran it (a web request), not for the others.

The game commands print with `typer.echo`, to whatever `sys.stdout` is. A server runs requests in
several threads at once, so `contextlib.redirect_stdout` (one global swap) would mix their outputs.
While any capture is open, `sys.stdout` is a router that sends each thread's writes to that thread's
buffer, or to the stream that was there before.
"""

from __future__ import annotations

import io
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_lock = threading.Lock()
_buffers: dict[int, io.StringIO] = {}


class _Router(io.TextIOBase):
    def __init__(self, original: Any):
        super().__init__()
        self.original = original

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "utf-8"

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return False

    def write(self, text: str) -> int:
        target = _buffers.get(threading.get_ident())
        return (target if target is not None else self.original).write(text)

    def flush(self) -> None:
        target = _buffers.get(threading.get_ident())
        (target if target is not None else self.original).flush()


@contextmanager
def captured() -> Iterator[io.StringIO]:
    """Collect this thread's printed output in the yielded buffer."""
    buffer = io.StringIO()
    me = threading.get_ident()
    with _lock:
        if not isinstance(sys.stdout, _Router):
            sys.stdout = _Router(sys.stdout)
        _buffers[me] = buffer
    try:
        yield buffer
    finally:
        with _lock:
            del _buffers[me]
            if not _buffers and isinstance(sys.stdout, _Router):
                sys.stdout = sys.stdout.original
