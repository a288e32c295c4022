"""Compiled rules modules, used only while they are exactly the sources beside them.

A bots-only Goblout simulation is a tight loop of plain Python; compiled with mypyc (`make` does
it: `python -m goblinkit.assistant.native.build`), the same modules run about twice as fast. The
compiled files live apart from the sources, in `<sys.prefix>/goblinkit-native/<package>/`, with a
manifest of the SHA-256 of every source they were compiled from (the modules themselves and the
modules they import). `accelerate` puts that folder first on the package's `__path__` only when
every one of those sources is unchanged and the interpreter is the one they were built for: an
edited module, a moved checkout, another Python, `GOBLINKIT_PURE=1`, or no compiler at all, and
the package simply runs its Python sources. The compiled and the pure modules play the very same
games (tests/assistant/test_native.py plays both).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

PURE = "GOBLINKIT_PURE"  # set (to anything but "" or "0"): always run the Python sources
MANIFEST = "manifest.json"


def home(package: str) -> Path:
    """Where the compiled modules of `package` (a dotted name) are kept for this interpreter."""
    return Path(sys.prefix) / "goblinkit-native" / package


def digest(path: str | Path) -> str:
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def read_manifest(package: str) -> dict[str, Any] | None:
    try:
        return json.loads((home(package) / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def fresh(manifest: dict[str, Any] | None) -> bool:
    """True when the manifest's build is for this interpreter and every source is unchanged."""
    if not isinstance(manifest, dict) or manifest.get("cache_tag") != sys.implementation.cache_tag:
        return False
    try:
        return all(digest(path) == want for path, want in manifest["sources"].items())
    except (OSError, KeyError, AttributeError, TypeError):
        return False


def pure() -> bool:
    return os.environ.get(PURE, "") not in ("", "0")


def accelerate(package: str, path: list[str]) -> list[str]:
    """The package's `__path__`, with its compiled modules first when they are fresh (see above)."""
    if pure():
        return path
    folder = home(package)
    if not fresh(read_manifest(package)):
        return path
    return [str(folder), *path]


def compiled(package: str) -> list[str]:
    """The modules of `package` that run compiled in this process (imported from the native folder)."""
    folder = str(home(package))
    return sorted(name.rsplit(".", 1)[1] for name, module in list(sys.modules.items())
                  if name.startswith(package + ".") and str(getattr(module, "__file__", "")).startswith(folder))
