"""`goblin play`: a group that imports a game's commands only when that game is asked for.

Each game's CLI module imports its whole rules engine (and its content models). A command for
one game should not pay for every other game, so the play group knows the games by their
registry entries (cheap: a slug, a title, a module path) and turns a game's typer app into a
click group on first use, whose commands are built one by one as asked for (lazy_commands). `goblin play --help` still lists every game.
"""

from __future__ import annotations

from typing import Any

from typer.core import TyperGroup

from goblinkit.assistant.core.games import GAMES, GameEntry
from goblinkit.assistant.terminal.lazy_commands import lazy_app


def _entry(name: str) -> GameEntry | None:
    return GAMES.get(name) or next((e for e in GAMES.values() if name in e.aliases), None)


class LazyGames(TyperGroup):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._loaded: dict[str, Any] = {}

    def list_commands(self, ctx: Any) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(GAMES))

    def get_command(self, ctx: Any, name: str) -> Any:
        entry = _entry(name)
        if entry is None:
            return super().get_command(ctx, name)
        if name not in self._loaded:
            command = lazy_app(entry.app())
            command.name = name
            command.help = command.help or entry.title
            short = f" (short: {', '.join(entry.aliases)})" if entry.aliases else ""
            command.short_help = entry.title + short
            command.hidden = name != entry.slug
            self._loaded[name] = command
        return self._loaded[name]
