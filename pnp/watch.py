"""`goblin pnp watch GAME`: rebuild a game each time one of its files is saved, and say in one line what
happened: the files built, or the first problem with its file:line (the rest counted), so a designer
keeps the PDF open beside the editor.

Polling, not OS notifications: a content folder is small, its fingerprint (content.stamps: YAML and CSV
by content, fonts and images by size and time) takes milliseconds, and polling works the same on every
system and on network drives. The style cache is dropped before each build (it is keyed by folders, not
by their contents, which is right for one build and wrong for a watch).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from goblinkit.content.errors import ContentErrors, GoblinError
from goblinkit.content.loader import builtin_root, resolve_pack
from goblinkit.content.packfiles import game_folder
from goblinkit.content.stamps import folder_stamp
from goblinkit.pnp.options import PrintOptions


def watched(game_id: str, pack: str | None) -> list[Path]:
    """The folders a build of the game reads: its built-in folder and the pack's."""
    root = resolve_pack(pack)
    folders = [builtin_root() / game_folder(game_id)]
    if root is not None:
        folders.append(root.path / game_folder(game_id))
    return [f for f in folders if f.is_dir()]


def fingerprint(folders: list[Path]) -> tuple[str, ...]:
    return tuple(folder_stamp(folder) for folder in folders)


def build_once(game_id: str, pack: str | None, opts: PrintOptions, out: Path) -> str:
    """One build, told in one line."""
    from goblinkit.pnp import style
    from goblinkit.pnp.build import build

    style._CACHE.clear()
    try:
        built = build([game_id], opts, out, pack)
    except ContentErrors as exc:
        more = len(exc.errors) - 1
        return f"error: {exc.errors[0]}" + (f" (and {more} more)" if more > 0 else "")
    except GoblinError as exc:
        return f"error: {exc}"
    pages = sum(b.pages for b in built)
    return f"built {len(built)} files, {pages} pages, into {out / game_id}"


def watch(game_id: str, pack: str | None, opts: PrintOptions, out: Path, say: Callable[[str], None],
          interval: float = 0.5, rounds: int | None = None) -> None:
    """Build now, then again whenever the game's files change; `rounds` polls (None: until interrupted)."""
    folders = watched(game_id, pack)
    last = fingerprint(folders)
    say(build_once(game_id, pack, opts, out))
    done = 0
    while rounds is None or done < rounds:
        time.sleep(interval)
        done += 1
        now = fingerprint(folders)
        if now != last:
            last = now
            say(build_once(game_id, pack, opts, out))
