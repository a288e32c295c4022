"""Load a game's YAML (built in, plus an optional user pack), validate it, cross-check it.

This module is the light front: where content comes from, and the caches. Validation (pydantic,
PyYAML) lives in `validation` and is imported only when a cache misses.

Built-in content lives in this package (`content/<game>/*.yaml`, package data, so the installed
tool works from any directory). A pack is a folder with the same layout, given by `--content DIR`
or GOBLINKIT_CONTENT: its items override built-in items with the same id, or add new ones, and
a pack folder with its own game.yaml adds a whole game. Both are validated the same way; every
problem is collected and reported with its file, line and column.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from goblinkit.content.cache import cached
from goblinkit.content.errors import ContentError, ContentErrors, GoblinError
from goblinkit.content.gamecontent import GameContent
from goblinkit.content.packfiles import Root, game_folder, inside, unread_parts
from goblinkit.content.stamps import note_folder

PACK_ENV = "GOBLINKIT_CONTENT"


def builtin_root() -> Path:
    return Path(__file__).parent


def resolve_pack(pack: str | Path | None) -> Root | None:
    """The user's pack from the option or the environment, or None."""
    given = str(pack) if pack else os.environ.get(PACK_ENV, "")
    if not given:
        return None
    path = Path(given).expanduser()
    if not path.is_dir():
        raise GoblinError(f"content pack '{given}' is not a folder")
    return Root(path.resolve(), given.rstrip("/") or "/")


def game_ids(pack: str | Path | None = None) -> list[str]:
    """Every game that has content, built in or added by the pack, in a stable order."""
    roots = [Root(builtin_root(), "content")] + ([p] if (p := resolve_pack(pack)) else [])
    ids: set[str] = set()
    for root in roots:
        for folder in root.path.iterdir():
            if folder.name == game_folder(folder.name) and inside(folder, root.path) and (folder / "game.yaml").is_file():
                ids.add(folder.name.replace("_", "-"))
    return sorted(ids)


def load_all(pack: str | Path | None = None) -> dict[str, GameContent]:
    """Load and validate every game; all problems of all games are reported together, and so is
    every part of the pack that would not be read (a misspelt folder is not silently ignored)."""
    games: dict[str, GameContent] = {}
    errors = pack_problems(pack)
    for game_id in game_ids(pack):
        try:
            games[game_id] = load_game(game_id, pack)
        except ContentErrors as exc:
            errors.extend(exc.errors)
    if errors:
        raise ContentErrors(errors)
    return games


def pack_problems(pack: str | Path | None) -> list[ContentError]:
    """What of the pack no command would read (a folder spelt `gobz-heroes/`, stray YAML): every
    command that reads a pack refuses it, whichever games it was asked for."""
    pack_root = resolve_pack(pack)
    return unread_parts(pack_root, game_ids(pack)) if pack_root else []


def load_game(game_id: str, pack: str | Path | None = None) -> GameContent:
    """Load one game (built-in content plus the pack), or raise ContentErrors listing every problem.
    Validated content is cached while its files and the code are unchanged (see `cache`)."""
    used, folders = _sources(game_id, pack)
    if folders is None:  # an unknown game: its error lists the pack's games too
        return _validated(game_id, used)
    shown = used.display if used else ""  # where errors and locations say the pack is
    return cached(f"{game_id}\0{shown}", folders, lambda: _validated(game_id, used))


def load_for_play(game_id: str, pack: str | Path | None = None) -> GameContent:
    """The same content for the rules engines: every model as a pydantic-free `frozen` record, cached
    like `load_game`, so a table command whose content is cached never imports pydantic or PyYAML.
    Always frozen, cache or not, so a game sees the same objects either way."""
    from goblinkit.content.frozen import freeze

    used, folders = _sources(game_id, pack)
    if folders is None:
        return _validated(game_id, used)
    shown = used.display if used else ""
    return cached(f"play\0{game_id}\0{shown}", folders, lambda: freeze(load_game(game_id, pack)))


def _sources(game_id: str, pack: str | Path | None) -> tuple[Root | None, list[Path] | None]:
    """The pack this game reads (None: built-in only) and the folders its content comes from, noted
    for the command cache; no folders when the game exists nowhere."""
    pack_root = resolve_pack(pack)
    builtin = builtin_root() / game_folder(game_id)
    in_pack = pack_root is not None and _has_folder(pack_root.path, game_folder(game_id))
    if pack_root is not None and not in_pack and not builtin.is_dir():
        return pack_root, None
    used = pack_root if in_pack else None  # a pack without this game's folder changes nothing of it
    folders = [builtin] + ([used.path] if used else [])
    for folder in folders:
        note_folder(folder)
    return used, folders


def _validated(game_id: str, pack_root: Root | None) -> GameContent:
    """The validation, given where the built-in content is and the games known (for its error about
    an unknown game): it never imports this module back."""
    from goblinkit.content.validation import load_validated

    return load_validated(game_id, pack_root, builtin_root(), game_ids)


def _has_folder(root: Path, name: str) -> bool:
    return (root / name).is_dir() or (root / name).is_symlink()


def __getattr__(name: str) -> Any:
    """`validate_file` and `unknown_kind` live with the validation; imported on first use."""
    if name in ("validate_file", "unknown_kind"):
        from goblinkit.content import validation

        return getattr(validation, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
