"""One writer per file: an OS lock held from reading a file to renaming its new version.

The lock is taken on a hidden sidecar file (`.NAME.lock` beside NAME), never on the file itself:
the file is replaced by a rename on every write, and a lock on the old inode would not stop a
writer that opened the new one. The sidecar is never deleted (deleting a lock file races with
the next writer that opened it). The OS drops the lock when the process ends, so a killed
command never leaves a file locked.

A second writer waits a little (GOBLINKIT_LOCK_WAIT seconds, 10 by default) and is then told
clearly that the file is in use; nothing is written. The lock is re-entrant for the thread that
holds it (a write inside a locked read-modify-write does not wait for itself); another thread of
the same process (a web view serving two players) opens its own descriptor and waits like any
other process.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from goblinkit.content.errors import GoblinError

WAIT_ENV = "GOBLINKIT_LOCK_WAIT"
DEFAULT_WAIT = 10.0

_held: dict[tuple[int, str], tuple[int, int]] = {}  # (thread, lock file) -> (fd, depth)
_guard = threading.RLock()


class FileBusy(GoblinError):
    """Another command holds the file's lock for longer than we wait."""


def lock_path(path: Path) -> Path:
    return path.parent / f".{path.name}.lock"


@contextmanager
def file_lock(path: Path, wait: float | None = None) -> Iterator[None]:
    """Hold the exclusive lock of `path` for the `with` block (creating its folder if needed)."""
    path = Path(path)
    key = (threading.get_ident(), os.path.abspath(lock_path(path)))
    with _guard:
        if key in _held:
            fd, depth = _held[key]
            _held[key] = (fd, depth + 1)
            reentered = True
        else:
            reentered = False
    if not reentered:
        fd = _acquire(path, key[1], _wait_seconds() if wait is None else wait)
        with _guard:
            _held[key] = (fd, 1)
    try:
        yield
    finally:
        with _guard:
            fd, depth = _held[key]
            if depth > 1:
                _held[key] = (fd, depth - 1)
            else:
                del _held[key]
                _release(fd)


def is_locked_here(path: Path) -> bool:
    """Whether this thread holds the lock of `path` (a write inside its read-modify-write)."""
    return (threading.get_ident(), os.path.abspath(lock_path(Path(path)))) in _held


def _wait_seconds() -> float:
    try:
        return max(0.0, float(os.environ.get(WAIT_ENV, DEFAULT_WAIT)))
    except ValueError:
        return DEFAULT_WAIT


def _acquire(path: Path, key: str, wait: float) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(key, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise GoblinError(f"cannot lock {path}: {exc.strerror}") from None
    deadline = time.monotonic() + wait
    delay = 0.005
    while True:
        if _try_lock(fd):
            return fd
        if time.monotonic() >= deadline:
            os.close(fd)
            raise FileBusy(f"{path} is in use by another goblin command (waited {wait:g} s); "
                           "nothing was changed: run this command again when the other one has finished")
        time.sleep(delay)
        delay = min(delay * 2, 0.1)


if sys.platform != "win32":  # POSIX (a platform test, not ImportError: the type checker follows it)
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            return False

    def _release(fd: int) -> None:
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)

else:  # pragma: no cover - Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False

    def _release(fd: int) -> None:
        try:
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        finally:
            os.close(fd)
