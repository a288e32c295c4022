"""Read-only table commands answered from the cache when nothing they depend on has changed.

`goblin play gvz status` replays the whole save, and before that imports the rules engine, the
content models and the YAML parser: most of its time. Yet the answer is a pure function of the
save file, the content folders the game read and the code. So the output of a read-only command
(`status`, `log`, with `--json`, `--reveal` or `--save`) is recorded after a normal run, keyed by
the command line and the environment that picks the save, together with the save's SHA-256, the
stamps of the content folders read (see content.stamps) and the code stamp. The next identical
command checks those and prints the recorded output, importing nothing but the standard library;
any difference (a new action in the save, an edited card, an upgrade) runs the command in full.
A run that failed, printed to stderr, or read other than exactly one save is never recorded.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from goblinkit.content.stamps import CONTENT_DIR, FOLDERS_READ, cache_home, code_stamp, folder_stamp

READ_ONLY = ("status", "log")
FLAGS = ("--json", "--reveal")
SAVES_READ: dict[str, str] = {}  # absolute save path -> sha256 of the bytes parsed (saves.py notes them)


def note_save(path: Path, data: bytes) -> None:
    SAVES_READ[os.path.abspath(path)] = hashlib.sha256(data).hexdigest()


def command_key(argv: list[str]) -> str | None:
    """The key of a cacheable command line, or None (anything but a plain read-only command)."""
    if len(argv) < 3 or argv[0] != "play" or argv[2] not in READ_ONLY:
        return None
    rest, i = argv[3:], 0
    while i < len(rest):
        if rest[i] in FLAGS or rest[i].startswith("--save="):
            i += 1
        elif rest[i] == "--save" and i + 1 < len(rest):
            i += 2
        else:
            return None
    where = [os.getcwd()] + [os.environ.get(name, "") for name in ("XDG_DATA_HOME", "HOME", "GOBLINKIT_CONTENT")]
    return hashlib.sha256(json.dumps([argv, where]).encode()).hexdigest()


def _entry_path(key: str) -> Path | None:
    home = cache_home()
    return home / "commands" / f"{key}.json" if home else None


def fast_reply(argv: list[str]) -> bool:
    """Print the recorded output of `argv` if it is still true; False to run the command in full."""
    key = command_key(argv)
    path = _entry_path(key) if key else None
    if path is None:
        return False
    try:
        entry = json.loads(path.read_text(encoding="utf-8"))
        if entry["code"] != code_stamp() or _digest_of(entry["save"]) != entry["save_digest"]:
            return False
        if any(folder_stamp(Path(folder)) != stamp for folder, stamp in entry["folders"].items()):
            return False
        output = entry["stdout"]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False
    sys.stdout.write(output)
    sys.stdout.flush()
    return True


def run_recorded(argv: list[str], run: Callable[[], Any]) -> None:
    """Run the command; if it is cacheable and succeeds cleanly, record what it printed."""
    key = command_key(argv)
    if key is None or cache_home() is None:
        run()
        return
    SAVES_READ.clear()
    out, err = _Tee(sys.stdout), _Tee(sys.stderr)
    sys.stdout, sys.stderr = out, err
    code: Any = 0
    try:
        run()
    except SystemExit as exc:
        code = exc.code
        raise
    finally:
        sys.stdout, sys.stderr = out.real, err.real
        if code in (0, None) and not err.seen.getvalue():
            _record(key, out.seen.getvalue())


def _record(key: str, output: str) -> None:
    if len(SAVES_READ) != 1 or "\x1b" in output:
        return
    [(save, digest)] = SAVES_READ.items()
    if _digest_of(save) != digest:  # the save changed while we ran: what we printed is of the old one
        return
    # Every folder this process read content from, and all the built-in content whatever was noted
    # (content kept in memory by an earlier command of the same process is not read again).
    folders = sorted(FOLDERS_READ | {str(CONTENT_DIR)})
    entry = {"save": save, "save_digest": digest, "code": code_stamp(), "stdout": output,
             "folders": {folder: folder_stamp(Path(folder)) for folder in folders}}
    path = _entry_path(key)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)  # type: ignore[union-attr]
        fd, temp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")  # type: ignore[union-attr]
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(entry, handle)
        os.replace(temp, path)  # type: ignore[arg-type]
    except OSError:
        pass


def _digest_of(path: str) -> str | None:
    try:
        with open(path, "rb") as handle:
            return hashlib.sha256(handle.read()).hexdigest()
    except OSError:
        return None


class _Tee(io.TextIOBase):
    """Writes through to the real stream and keeps a copy."""

    def __init__(self, real: Any):
        self.real = real
        self.seen = io.StringIO()

    def write(self, text: str) -> int:
        self.seen.write(text)
        return self.real.write(text)

    def flush(self) -> None:
        self.real.flush()

    def isatty(self) -> bool:
        return self.real.isatty()

    def fileno(self) -> int:
        return self.real.fileno()

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return getattr(self.real, "encoding", "utf-8")
