"""Goblin Kit content: the YAML data of every game, loaded, validated and cross-checked.

This package is the single source of truth that both the printer (`pnp`) and the rules engines
(`assistant`) read. It imports neither of them. The loader (and with it pydantic and PyYAML) is
imported on first use, so light modules of this package (errors, stamps) cost nothing more.
"""

from typing import Any

from goblinkit.content.errors import ContentError, ContentErrors, GoblinError

__all__ = ["ContentError", "ContentErrors", "GoblinError", "builtin_root", "load_all", "load_game"]


def __getattr__(name: str) -> Any:
    if name in ("builtin_root", "load_all", "load_game"):
        from goblinkit.content import loader

        return getattr(loader, name)
    raise AttributeError(f"module 'goblinkit.content' has no attribute {name!r}")
