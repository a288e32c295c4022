"""Save files: a game's setup, its seed and the log of actions, written atomically.

The file is JSON with a format name and version. Writing goes to a temporary file in the same
folder, is flushed to disk, then renamed over the old save in one step: a crash mid-write
leaves the previous save intact. Default location is the XDG data directory, one file per game.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from goblinkit.assistant.errors import SaveError
from goblinkit.content.atomic import write_atomic

FORMAT = "goblinkit-save"
VERSION = 1


@dataclass
class Save:
    game: str
    seed: int
    setup: dict[str, Any]
    log: list[dict[str, Any]] = field(default_factory=list)
    start: dict[str, Any] = field(default_factory=dict)  # chance outcomes and answers of the setup

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "game": self.game, "seed": self.seed,
                "setup": self.setup, "start": self.start, "log": self.log}


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def default_path(game: str) -> Path:
    return data_home() / "goblinkit" / "saves" / f"{game}.json"


def write_save(path: Path, save: Save) -> None:
    """Atomically replace `path` with `save` (the old file stays whole until the rename)."""
    write_atomic(path, json.dumps(save.to_json(), indent=1, sort_keys=True) + "\n")


def read_save(path: Path, game: str) -> Save:
    """Read a save, refusing a missing, damaged, foreign or newer file with a clear message."""
    if not path.exists():
        raise SaveError(f"no saved game at {path} (start one with `goblin play {game} new`)")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise SaveError(f"save {path} is damaged: line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"cannot read save {path}: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path} is not a Goblin Kit save")
    if not isinstance(data.get("version"), int) or data["version"] > VERSION:
        raise SaveError(f"save {path} has format version {data.get('version')}; "
                        f"this Goblin Kit reads version {VERSION} (upgrade goblinkit)")
    if data.get("game") != game:
        raise SaveError(f"save {path} is a game of '{data.get('game')}', not '{game}'")
    try:
        return Save(game=data["game"], seed=int(data["seed"]), setup=dict(data["setup"]),
                    log=list(data["log"]), start=dict(data.get("start") or {}))
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"save {path} is damaged: missing or bad field {exc}") from None
