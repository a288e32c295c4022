"""Goblin Kit content: the YAML data of every game, loaded, validated and cross-checked.

This package is the single source of truth that both the printer (`pnp`) and the rules engines
(`assistant`) read. It imports neither of them.
"""

from goblinkit.content.errors import ContentError, ContentErrors, GoblinError
from goblinkit.content.loader import builtin_root, load_all, load_game

__all__ = ["ContentError", "ContentErrors", "GoblinError", "builtin_root", "load_all", "load_game"]
