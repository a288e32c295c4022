"""The replayed state of a save, kept between commands: a table command replays one action, not all.

Every command rebuilds the game by replaying its save from the seed: exact, and the longer the game
the slower. The state after the setup and each logged action is a pure function of the code, the
content it read, the seed, the setup and the log up to there, so it is pickled into the user's
cache folder under a key chained over exactly those (entry n's key hashes entry n-1's key with
entry n). A command finds the state of the whole log, or of all but its last entry (the usual
case: the previous command added one action) and replays that one entry as a full replay would.
Any other difference (an edited save, an edited card, an upgrade) misses and replays in full.

An entry also records the stamps of the content folders read; it is used only while they are
unchanged. The folder is the user's own, like the content cache; an entry that does not read back
cleanly is ignored. At most KEEP entries are kept, the oldest dropped first.
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import tempfile
from pathlib import Path
from typing import Any

from goblinkit.content.stamps import FOLDERS_READ, cache_home, code_stamp, folder_stamp, note_folder

MAGIC = b"goblinkit-state-1\n"
KEEP = 64


def chain(slug: str, seed: int, setup: Any, start: Any, log: list[Any]) -> list[str]:
    """The key of the state after the setup, then after each logged entry in turn."""
    where = os.environ.get("GOBLINKIT_CONTENT", "")  # a pack given by the environment changes the content
    key = _digest([code_stamp(), slug, where, seed, setup, start])
    keys = [key]
    for entry in log:
        key = _digest([key, entry])
        keys.append(key)
    return keys


def recall(keys: list[str]) -> tuple[int, Any] | None:
    """(n, state) for the longest of the last two prefixes whose state is kept, or None."""
    for n in (len(keys) - 1, len(keys) - 2):
        if n >= 0 and (state := _read(keys[n])) is not None:
            return n, state
    return None


def keep(key: str, state: Any) -> None:
    """Keep `state` under `key`, with the stamps of every content folder this process read.
    Best effort: a state that cannot be pickled or written only costs time next command."""
    home = cache_home()
    if home is None:
        return
    try:
        folders = {folder: folder_stamp(Path(folder)) for folder in sorted(FOLDERS_READ)}
        data = MAGIC + pickle.dumps(folders, protocol=pickle.HIGHEST_PROTOCOL) + pickle.dumps(
            state, protocol=pickle.HIGHEST_PROTOCOL)
        folder = home / "states"
        folder.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(temp, folder / f"{key}.pickle")
        _prune(folder)
    except Exception:  # noqa: BLE001 -- an unpicklable state or a full disk: replay next time
        return


def _read(key: str) -> Any | None:
    home = cache_home()
    if home is None:
        return None
    try:
        with open(home / "states" / f"{key}.pickle", "rb") as handle:
            if handle.read(len(MAGIC)) != MAGIC:
                return None
            folders = pickle.load(handle)
            if any(folder_stamp(Path(folder)) != stamp for folder, stamp in folders.items()):
                return None
            state = pickle.load(handle)
    except Exception:  # noqa: BLE001 -- missing, damaged or foreign: replay instead
        return None
    for folder in folders:
        note_folder(Path(folder))  # what this command depends on, as if it had loaded the content
    return state


def _prune(folder: Path) -> None:
    entries = [(entry.stat().st_mtime_ns, entry.path) for entry in os.scandir(folder) if entry.name.endswith(".pickle")]
    if len(entries) > KEEP:
        for _, path in sorted(entries)[:len(entries) - KEEP]:
            try:
                os.remove(path)
            except OSError:
                pass


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
