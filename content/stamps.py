"""Fingerprints that say whether cached results are still true: of the code, and of content folders.

Caches (validated content, a command's output for a save) are only as good as their keys. A key
here covers everything the result was computed from: the package's own code and templates
(path, size and modification time of each file, so an edit or an upgrade invalidates), and each
content folder read (the SHA-256 of every YAML file, and size and time of the fonts and images
beside them). Cheap enough to compute on every run (a few milliseconds), and light: this module
imports nothing beyond the standard library and packfiles' check (a link that leaves the folder is
neither hashed nor walked: a pack's file is read only inside the pack, even to fingerprint it).
"""

from __future__ import annotations

import hashlib
import os
from functools import lru_cache
from pathlib import Path

from goblinkit.content.packfiles import resolve_inside

CONTENT_DIR = Path(__file__).parent
CODE_FOLDERS = ("content", "assistant", "templates")  # siblings under the goblinkit package
CODE_SUFFIXES = (".py", ".j2", ".ttf")
FORMAT = "1"  # bump when the shape of a cache entry changes
SKIP = {"__pycache__"}


def cache_home() -> Path | None:
    """The user's cache folder for Goblin Kit, or None when caching is switched off."""
    if os.environ.get("GOBLINKIT_NO_CACHE"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "goblinkit"


@lru_cache(maxsize=1)
def code_stamp() -> str:
    """The package's code and templates as they are now."""
    digest = hashlib.sha256(FORMAT.encode())
    root = CONTENT_DIR.parent
    for name in CODE_FOLDERS:
        folder = root / name
        for path, info in _walk(folder):
            if path.endswith(CODE_SUFFIXES):
                digest.update(f"{os.path.relpath(path, root)}\0{info.st_size}\0{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def folder_stamp(folder: Path) -> str:
    """A content folder as it is now: YAML and CSV by content, every other file by size and time."""
    digest = hashlib.sha256()
    for path, info in _walk(folder):
        rel = os.path.relpath(path, folder)
        if path.endswith((".yaml", ".csv")):  # a deck's spreadsheet is content too
            try:
                with open(path, "rb") as handle:
                    digest.update(f"{rel}\0".encode() + hashlib.sha256(handle.read()).digest())
            except OSError:
                digest.update(f"{rel}\0unreadable\n".encode())
        else:
            digest.update(f"{rel}\0{info.st_size}\0{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _walk(folder: Path) -> list[tuple[str, os.stat_result]]:
    """Regular files under `folder` (symlinks followed, as the loader does, while they stay inside
    `folder`), sorted by path."""
    found: list[tuple[str, os.stat_result]] = []
    stack = [str(folder)]
    while stack:
        current = stack.pop()
        try:
            entries = list(os.scandir(current))
        except OSError:
            continue
        for entry in entries:
            if entry.name in SKIP:
                continue
            try:
                if entry.is_symlink() and resolve_inside(Path(entry.path), folder) is None:
                    continue  # the loader refuses it unread; so does the fingerprint
                if entry.is_dir():
                    if len(found) < 10_000:  # a pack is small; a link to / is not walked for ever
                        stack.append(entry.path)
                elif entry.is_file():
                    found.append((entry.path, entry.stat()))
            except OSError:
                continue
    return sorted(found, key=lambda pair: pair[0])


# Content folders a command read (the loader notes them): their stamps key what the command computed.
FOLDERS_READ: set[str] = set()


def note_folder(folder: Path) -> None:
    FOLDERS_READ.add(str(folder))
