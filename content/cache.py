"""Validated content, kept between commands: parsing YAML and building the models once per change.

Every table command needs its game's content, and validating it (YAML, schema, cross-references,
glyphs) costs far more than the command itself. The validated GameContent is pickled into the
user's cache folder under a key made of the code stamp and the stamps of the content folders it
was read from (see `stamps`), so any edit to a YAML file, a font or the code misses the cache and
validates again; content with errors is never cached. Within one process a copy is kept too;
every caller gets its own unpickled copy, so no caller can change another's content.

The cache folder is the user's own (like their saves); an entry that does not unpickle cleanly
is ignored and rebuilt.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from goblinkit.content.stamps import cache_home, code_stamp, folder_stamp

MAGIC = b"goblinkit-content-1\n"
_memory: dict[str, bytes] = {}


def content_key(game_id: str, folders: list[Path]) -> str:
    digest = hashlib.sha256(f"{code_stamp()}\0{game_id}\n".encode())
    for folder in folders:
        digest.update(f"{folder}\0{folder_stamp(folder)}\n".encode())
    return digest.hexdigest()


def cached(game_id: str, folders: list[Path], build: Callable[[], Any]) -> Any:
    """The content built by `build()`, from memory or the cache folder when `folders` are unchanged."""
    key = content_key(game_id, folders)
    data = _memory.get(key) or _read(key)
    if data is not None:
        try:
            return pickle.loads(data)
        except Exception:  # a damaged or foreign entry: rebuild it
            _memory.pop(key, None)
    game = build()
    data = pickle.dumps(game, protocol=pickle.HIGHEST_PROTOCOL)
    _memory[key] = data
    _write(key, data)
    return game


def _path(key: str) -> Path | None:
    home = cache_home()
    return home / "content" / f"{key}.pickle" if home else None


def _read(key: str) -> bytes | None:
    path = _path(key)
    if path is None:
        return None
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    return raw[len(MAGIC):] if raw.startswith(MAGIC) else None


def _write(key: str, data: bytes) -> None:
    """Best effort: a cache that cannot be written only costs time."""
    path = _path(key)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            handle.write(MAGIC + data)
        os.replace(temp, path)
    except OSError:
        pass
