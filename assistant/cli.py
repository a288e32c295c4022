"""`goblin`: the one command. A thin typer layer; every rule lives in the library below it.

Errors travel one path: any GoblinError becomes `Error: <message>` on stderr and exit code 1;
`goblin --debug ...` shows the traceback instead. The print commands are mounted from
`pnp.cli`, which imports reportlab only inside its commands, so table commands stay light.
"""

from __future__ import annotations

from typing import Any, Optional

import typer
from typer._click import Context  # what click's Group methods take (typer.Context is narrower)

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.games import GAMES, load_builtin_games
from goblinkit.assistant.terminal.guides import guides_line
from goblinkit.assistant.terminal.lazy_commands import LazyCommands, lazy_app
from goblinkit.assistant.terminal.lazy_games import LazyGames
from goblinkit.assistant.core.names import resolve
from goblinkit.assistant.core.text import clean, clean_args
from goblinkit.content.errors import ContentErrors, GoblinError


class GoblinGroup(LazyCommands):
    """The root group: turns GoblinErrors raised anywhere below into a clean message and exit 1,
    and strips control characters from everything typed before any command sees it. `serve` and
    `pnp` are built (and their modules imported) only when asked for."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.add_lazy("serve", _serve_command, before=self.order[0] if self.order else None)
        self.add_lazy("pnp", _pnp_group, before="play")

    def parse_args(self, ctx: Context, args: list[str]) -> list[str]:
        return super().parse_args(ctx, clean_args(args))

    def invoke(self, ctx: Context) -> Any:
        try:
            return super().invoke(ctx)
        except GoblinError as exc:
            if ctx.params.get("debug"):
                raise
            if isinstance(exc, ContentErrors):
                for error in exc.errors:
                    typer.echo(clean(str(error)), err=True)
                count = len(exc.errors)
                typer.echo(f"Error: {count} problem{'s' if count != 1 else ''} in the content", err=True)
            else:
                typer.echo(f"Error: {clean(str(exc))}", err=True)
            raise typer.Exit(1) from None
        except BrokenPipeError:  # `status | head -3`: the reader has all it wanted; nothing is wrong
            quiet_pipe()
            raise typer.Exit(0) from None
        except OSError as exc:  # the machine refused (a folder that cannot be made, a full disk): say so
            if ctx.params.get("debug"):
                raise
            where = f" {exc.filename}" if exc.filename else ""
            typer.echo(clean(f"Error: cannot write or read{where}: {exc.strerror or exc}"), err=True)
            raise typer.Exit(1) from None


def quiet_pipe() -> None:
    """Point stdout at /dev/null once its reader is gone, so the exit's flush cannot fail again."""
    import os
    import sys

    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):  # pragma: no cover -- no real stdout (a test's runner)
        pass


class PlayGroup(LazyGames):
    """`goblin play GAME`: a game by its name, short name or the start of either, imported only when
    asked for; an unknown one is answered with the list of games."""

    def resolve_command(self, ctx: Context, args: list[str]) -> Any:
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            # one candidate per game, its short names its other names: a prefix fitting both a game's
            # name and its short name (`gob`: gobz-heroes, gobz) names that game once
            known = {n: list(GAMES[n].aliases) if n in GAMES else [] for n in self.list_commands(ctx)}
            found = resolve(name, known, "game", missing_ok=True)  # several fitting: refused, naming them
            if found == name:
                games = ", ".join(f"{e.slug} ({', '.join(e.aliases)})" if e.aliases else e.slug for e in sorted(GAMES.values(), key=lambda e: e.slug))
                raise RulesError(f"no game '{name}' (games: {games})")
            args = [found, *args[1:]]
        return super().resolve_command(ctx, args)


def _serve_command() -> Any:
    from goblinkit.assistant.web.command import serve

    single = typer.Typer(add_completion=False)
    single.command("serve")(serve)
    return typer.main.get_command(single)


def _pnp_group() -> Any:
    from goblinkit.pnp.cli import app as pnp_app

    return lazy_app(pnp_app, mount=True)  # pnp is plain typer: it never imports the assistant


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            typer.echo(f"goblin (Goblin Kit) {version('goblinkit')}")
        except PackageNotFoundError:  # pragma: no cover -- run from a checkout without installing
            typer.echo("goblin (Goblin Kit), not installed")
        raise typer.Exit()


def build_app() -> typer.Typer:
    """Build the whole command tree (tests call this after registering fixture games)."""
    app = typer.Typer(cls=GoblinGroup, no_args_is_help=True, add_completion=True,
                      pretty_exceptions_enable=False,
                      help="Goblin Kit: print-and-play components and a table assistant for five goblin games.",
                      epilog=guides_line())

    @app.callback()
    def root(debug: bool = typer.Option(False, "--debug", help="Show tracebacks instead of short errors."),
             version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                          help="Print the version and exit.")) -> None:
        """Goblin Kit."""

    content_app = typer.Typer(no_args_is_help=True, help="Check the games' YAML content.")

    @content_app.command("validate")
    def validate(content: Optional[str] = typer.Option(None, "--content", help="A content pack folder.")) -> None:
        """Load and cross-check every game's content (and a pack's) and make every check a build makes
        before drawing (the look, text that must fit, pages); exit 1 on any problem."""
        from goblinkit.pnp.build import preflight  # the build's own checks: validate refuses what build would

        games = preflight(content)
        for game_id, game in games.items():
            printed = [c for c in game.components.values() if c.kind not in ("glossary", "walkthrough")]  # read, not cut
            copies = sum(c.copies() for c in printed)
            typer.echo(f"{game_id}: {len(printed)} components, {copies} pieces: ok")
        typer.echo(f"Content is valid ({len(games)} game{'s' if len(games) != 1 else ''}).")

    app.add_typer(content_app, name="content")
    # Games are imported when asked for (see lazy_games): a GvZ command never loads GobbledyGook!.
    play_app = typer.Typer(cls=PlayGroup, no_args_is_help=True,
                           help="Run a game's assistant at the table: `goblin play GAME` alone is the guided turn.")
    load_builtin_games()
    app.add_typer(play_app, name="play")
    return app


def main() -> None:
    build_app()(prog_name="goblin")
