"""Save files: a game's setup, its seed and the log of actions, written atomically.

The file is JSON with a format name and version. Writing goes to a temporary file in the same
folder, is flushed to disk, then renamed over the old save in one step: a crash mid-write
leaves the previous save intact. Default location is the XDG data directory, one file per game.
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from goblinkit.assistant.terminal.cache import note_save
from goblinkit.assistant.core.errors import SaveError
from goblinkit.assistant.core.savecheck import FORMAT, VERSION, check_save
from goblinkit.content.atomic import write_atomic

MAX_BYTES = 20_000_000  # about 100,000 logged actions; anything bigger is not a save


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


def save_text(save: Save) -> str:
    """The text of a save file. Keys are sorted (a stable, diffable file), so nothing that carries
    order may be a mapping inside an action: order lives in lists."""
    return json.dumps(save.to_json(), indent=1, sort_keys=True) + "\n"


def write_save(path: Path, save: Save) -> None:
    """Atomically replace `path` with `save` (the old file stays whole until the rename)."""
    write_text(path, save_text(save))


def write_text(path: Path, text: str) -> None:
    """Atomically replace `path` with a save's text made by `save_text`."""
    write_atomic(path, text)


def read_save(path: Path, game: str) -> Save:
    """Read a save, refusing a missing, damaged, foreign or newer file with a clear message."""
    return _checked(load_json(path, game), path, game)


def parse_save(text: str, path: Path, game: str) -> Save:
    """A save from its text, checked as `read_save` checks a file (used to replay what is about to be written)."""
    return _checked(json.loads(text), path, game)


def _checked(data: Any, path: Path, game: str) -> Save:
    check_save(data, str(path), game)
    return Save(game=data["game"], seed=data["seed"], setup=data["setup"], log=data["log"],
                start=data.get("start") or {})


def load_json(path: Path, game: str) -> Any:
    """The save's JSON, read from a regular file no bigger than MAX_BYTES."""
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SaveError(f"no saved game at {path} (start one with `goblin play {game} new`)") from None
    except OSError as exc:
        raise SaveError(f"cannot read save {path}: {exc.strerror}") from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(f"save {path} is not a regular file")
    if info.st_size > MAX_BYTES:
        raise SaveError(f"save {path} is {info.st_size:,} bytes; a save is at most {MAX_BYTES:,}")
    try:
        raw = path.read_bytes()[: MAX_BYTES + 1]
        note_save(path, raw)
        return json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise SaveError(f"save {path} is damaged: line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except UnicodeDecodeError as exc:
        raise SaveError(f"save {path} is damaged: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except RecursionError:
        raise SaveError(f"save {path} is damaged: nested too deeply") from None
    except ValueError as exc:
        raise SaveError(f"save {path} is damaged: {exc}") from None
    except OSError as exc:
        raise SaveError(f"cannot read save {path}: {exc.strerror}") from None


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")
