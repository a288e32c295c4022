"""What of a content folder is read: files inside the pack only, of bounded size, and a word for
everything that is not read.

A pack is a stranger's folder. Every path is resolved, symlinks included, and refused if it
leaves the pack (a linked game folder or cards.yaml pointing at /etc is not read); YAML is capped
per game; a folder that would be ignored (spelt with hyphens, or with YAML but no game.yaml)
is reported rather than passed over in silence.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from goblinkit.content.errors import ContentError, Location

MAX_FILES = 200  # YAML files in one game folder
MAX_PACK_BYTES = 8_000_000  # YAML bytes of one game in one content root
STYLE_FILE = "style.yaml"  # the game's look: read and checked by the print side (pnp/style_load.py)


def game_folder(game_id: str) -> str:
    """CLI and YAML ids use hyphens; folders (Python-friendly) use underscores."""
    return game_id.replace("-", "_")


@dataclass
class Root:
    """A content root: the built-in package folder or a user's pack, and how to show its paths."""

    path: Path
    display: str

    def show(self, file: Path) -> str:
        return os.path.join(self.display, os.path.relpath(file, self.path))


def resolve_inside(path: Path, root: Path) -> Path | None:
    """`path` with every symlink resolved, or None if it leaves `root` (or loops). The one check every
    reader of a pack makes before opening a file (YAML, style.yaml, fonts, images): a link to /etc is
    refused unread; a link inside the pack to a file inside the pack is fine. Readers open the path
    returned, not the one given, so what was checked is what is read."""
    try:
        resolved = path.resolve()
        return resolved if resolved.is_relative_to(root.resolve()) else None
    except (OSError, RuntimeError):  # a symlink loop
        return None


def inside(path: Path, root: Path) -> bool:
    """Whether `path`, with every symlink resolved, stays inside `root` (a pack may not reach out)."""
    return resolve_inside(path, root) is not None


LINKED_OUT = "file is a link to outside the content pack; not read"


def pack_file(path: Path, root: Path, display: str) -> Path:
    """`path` resolved inside `root`, or a ContentError at `display` saying it is not read."""
    resolved = resolve_inside(path, root)
    if resolved is None:
        raise ContentError(Location(display), LINKED_OUT)
    return resolved


def content_files(root: Root, game_dir: Path) -> list[tuple[Path, ContentError | None]]:
    """The YAML files of a game folder, each with the reason it may not be read (or None)."""
    if not inside(game_dir, root.path):
        return [(game_dir, ContentError(Location(root.show(game_dir)), "folder is a link to outside the content "
                                        "pack; not read"))]
    files = sorted(f for f in game_dir.glob("*.yaml") if f.name != STYLE_FILE)
    found: list[tuple[Path, ContentError | None]] = []
    if len(files) > MAX_FILES:
        return [(game_dir, ContentError(Location(root.show(game_dir)), f"{len(files)} YAML files; a game folder "
                                        f"holds at most {MAX_FILES}"))]
    for file in files:
        try:
            pack_file(file, root.path, root.show(file))
            found.append((file, None))
        except ContentError as problem:
            found.append((file, problem))
    for file in sorted(game_dir.glob("*.yml")):
        found.append((file, ContentError(Location(root.show(file)), "not read: content files end in .yaml")))
    return found


class PackBudget:
    """Caps the YAML a content root may hold in one game (a 50 MB pack is refused, not parsed)."""

    def __init__(self, root: Root):
        self.root = root
        self.left = MAX_PACK_BYTES

    def spend(self, file: Path) -> None:
        size = file.stat().st_size if file.is_file() else 0
        self.left -= size
        if self.left < 0:
            raise ContentError(Location(self.root.show(file)), f"the game's YAML files add up to more than "
                               f"{MAX_PACK_BYTES:,} bytes; not read")


def unread_parts(pack: Root, games: list[str]) -> list[ContentError]:
    """What in a pack would be ignored, and why: misspelt game folders, YAML outside a game folder."""
    problems = []
    known = {game_folder(g) for g in games}
    for entry in sorted(pack.path.iterdir()):
        where = Location(pack.show(entry))
        if entry.name.startswith("."):
            continue
        if entry.name not in known and not inside(entry, pack.path):  # not even listed: it leaves the pack
            problems.append(ContentError(where, "a link to outside the content pack; not read"))
            continue
        if entry.is_dir():
            if entry.name in known:
                continue
            if game_folder(entry.name) != entry.name:
                problems.append(ContentError(where, f"folder not read: game folders are spelt with underscores "
                                             f"('{game_folder(entry.name)}')"))
            elif any(entry.glob("*.yaml")):
                problems.append(ContentError(where, "folder not read: it is no known game and has no game.yaml "
                                             f"(games: {', '.join(sorted(known))})"))
        elif entry.suffix in (".yaml", ".yml"):
            problems.append(ContentError(where, "file not read: content files go in a game's folder "
                                         "(such as goblins_vs_zombies/)"))
    return problems




def game_file(name: str, folders: list[tuple[Path, str]]) -> tuple[Path | None, str]:
    """A file a game's style names (a .j2 text template, an image), looked up in the game's folders, the
    pack's first: its resolved path, or None and why not. Only inside its folder, links resolved."""
    if Path(name).is_absolute() or ".." in Path(name).parts:
        return None, f"'{name}' is outside the game's folder; not read"
    for folder, _shown in reversed(folders):
        path = folder / name
        if not path.exists() and not path.is_symlink():
            continue
        resolved = resolve_inside(path, folder)
        if resolved is None or not resolved.is_file():
            return None, f"'{name}' is outside the game's folder; not read"
        return resolved, ""
    return None, f"no file '{name}' in {', '.join(shown for _, shown in folders)}"
