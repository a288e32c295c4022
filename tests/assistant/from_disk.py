"""Replay as a player's next command does: from the bytes of the save file, not from objects in memory.

A save's text has sorted keys, so an action whose order lives in a mapping replays differently from
the live game (issue 22: Globbo's Kids' move). Every game's replay test goes through here.
"""

from __future__ import annotations

from pathlib import Path

from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.saves import Save, write_save
from goblinkit.assistant.core.session import Session, Step


def replay_from_disk(game_cls: type[Game], save: Save, folder: Path) -> tuple[Game, list[Step]]:
    """Write `save` with the real writer, load it back as a command does, and replay every entry."""
    path = folder / f"{game_cls.slug}-replayed.json"
    write_save(path, save)
    return Session.load(game_cls, path).replay(cached=False)
