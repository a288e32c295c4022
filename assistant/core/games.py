"""Which games `goblin play` knows: a slug, its aliases, and the module holding its typer app.

Game modules are imported only when the CLI is built, and none of them imports reportlab.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # every game package registers here: a rules engine loads this module, never typer
    import typer


@dataclass(frozen=True)
class GameEntry:
    slug: str
    title: str
    module: str  # dotted path of a module with a typer app named `app`
    aliases: tuple[str, ...] = ()

    def app(self) -> typer.Typer:
        return importlib.import_module(self.module).app


GAMES: dict[str, GameEntry] = {}
# The assistant's sub-packages that are not games: the shared core, the terminal, the lab, the web, the search.
SHARED_PACKAGES = frozenset({"core", "terminal", "lab", "web", "search", "native"})


def register(entry: GameEntry) -> None:
    GAMES[entry.slug] = entry


def load_builtin_games() -> None:
    """Import each game sub-package of the assistant; each registers itself."""
    from pathlib import Path

    for init in sorted(Path(__file__).parent.parent.glob("*/__init__.py")):
        if init.parent.name not in SHARED_PACKAGES:
            importlib.import_module(f"goblinkit.assistant.{init.parent.name}")
