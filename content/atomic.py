"""Write a file so that a crash mid-write leaves the previous version whole, and so that two
commands writing the same file never lose one's change.

A write goes to a temporary file in the same folder, flushed to disk, then renamed over the old
one in a single step. It runs under the file's OS lock (see `locking`), so writers take turns;
temporary files left by a writer that was killed mid-write are removed by the next one (under
the lock no other writer can be using them).

A read-modify-write that does not hold the lock from its read (a Brood file is read, checked
against the rules, then written by game code that knows nothing of locks) is still safe:
`remember(path, digest)` notes what was read, and the write refuses, writing nothing, when the
file changed in between. The second command is told to run again; no change is ever dropped
silently.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from goblinkit.content.errors import GoblinError
from goblinkit.content.locking import file_lock

_read: dict[str, str] = {}  # absolute path -> sha256 of the bytes this process read


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def remember(path: Path, data_digest: str) -> None:
    """Note what this process read from `path`: a later write refuses if someone changed it since."""
    _read[os.path.abspath(path)] = data_digest


def forget(path: Path) -> None:
    _read.pop(os.path.abspath(path), None)


class ChangedMeanwhile(GoblinError):
    """The file changed between this command's read and its write."""


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step, under the file's lock."""
    path = Path(path)
    data = text.encode("utf-8")
    with file_lock(path):
        key = os.path.abspath(path)
        if key in _read and _current_digest(path) != _read[key]:
            raise ChangedMeanwhile(f"{path} was changed by another command while this one ran; "
                                   "nothing was written: run this command again")
        remove_stale_temporaries(path)
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp, path)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
        if key in _read:
            _read[key] = digest(data)
        _sync_folder(path.parent)


def remove_stale_temporaries(path: Path) -> list[Path]:
    """Temporaries of `path` left by a killed writer (call with the lock held: none is in use)."""
    removed = []
    for stale in path.parent.glob(f".{_glob_escape(path.name)}.*.tmp"):
        try:
            stale.unlink()
            removed.append(stale)
        except OSError:
            pass
    return removed


def _glob_escape(name: str) -> str:
    return "".join(f"[{ch}]" if ch in "*?[]" else ch for ch in name)


def _current_digest(path: Path) -> str | None:
    try:
        return digest(path.read_bytes())
    except OSError:
        return None


def _sync_folder(folder: Path) -> None:
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)
