"""The saves a server shows: one folder (the CLI's saves folder by default), its `NAME.json` files.

A request names a save by its stem only (`goblins-vs-zombies`), checked against a strict pattern and
looked up among the folder's own regular files: no request path can reach anything outside the
folder (no `..`, no symlink out of it, no other suffix). A save's game is the one its file names.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.errors import SaveError
from goblinkit.assistant.core.games import GAMES, load_builtin_games

NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
PEEK_BYTES = 4096  # a save's "game" is read from a bounded head of the file, not the whole log


class NotFound(Exception):
    """No such save in the served folder (or a name that could never be one)."""


@dataclass(frozen=True)
class SaveRef:
    name: str
    path: Path
    slug: str

    def game_class(self) -> type[Game]:
        return rules_class(self.slug)

    @property
    def title(self) -> str:
        return GAMES[self.slug].title.split(":")[0]


def rules_class(slug: str) -> type[Game]:
    """A game's rules class, from its package's `game` module: a page plays the table model, so serving a
    game never loads its command line."""
    package = GAMES[slug].module.rsplit(".", 1)[0]
    module = importlib.import_module(f"{package}.game")
    found = [v for v in vars(module).values() if isinstance(v, type) and issubclass(v, Game) and v.slug == slug]
    if not found:
        raise SaveError(f"game {slug} has no rules class in {package}.game")
    return found[0]


class Library:
    def __init__(self, folder: Path):
        self.folder = Path(folder).resolve()
        load_builtin_games()

    def find(self, name: str) -> SaveRef:
        if not isinstance(name, str) or not NAME.match(name):
            raise NotFound(name)
        path = self.folder / f"{name}.json"
        try:
            info = path.lstat()
        except OSError:
            raise NotFound(name) from None
        if not stat.S_ISREG(info.st_mode) or path.resolve().parent != self.folder:
            raise NotFound(name)
        slug = _game_of(path)
        if slug not in GAMES:
            raise NotFound(name)
        return SaveRef(name, path, slug)

    def saves(self) -> list[SaveRef]:
        found = []
        if self.folder.is_dir():
            for path in sorted(self.folder.glob("*.json")):
                try:
                    found.append(self.find(path.stem))
                except NotFound:
                    continue
        return found


def _game_of(path: Path) -> str | None:
    try:
        with open(path, "rb") as handle:
            head = handle.read(PEEK_BYTES)
    except OSError:
        return None
    match = re.search(rb'"game":\s*"([a-z0-9-]{1,40})"', head)
    if match:
        return match.group(1).decode()
    try:  # a save written without sorted keys: read it whole (saves.py bounds the size)
        data: Any = json.loads(path.read_bytes()[:20_000_001])
    except (OSError, ValueError):
        return None
    return data.get("game") if isinstance(data, dict) else None


_versions: dict[str, tuple[tuple[int, int, int], str]] = {}


def version(path: Path) -> str:
    """What a page saw: a short hash of the save's bytes (an undo and a new action give a new one).
    Hashed again only when the file's stamp changed (every write renames a new file into place)."""
    key, now = str(path), stamp(path)
    known = _versions.get(key)
    if known is not None and known[0] == now and now != (0, 0, 0):
        return known[1]
    try:
        found = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    except OSError:
        return "gone"
    _versions[key] = (now, found)
    return found


def stamp(path: Path) -> tuple[int, int, int]:
    """A cheap change check for the live feed: the file's inode, size and modification time."""
    try:
        info = os.stat(path)
    except OSError:
        return (0, 0, 0)
    return (info.st_ino, info.st_size, info.st_mtime_ns)
