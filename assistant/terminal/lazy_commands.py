"""Command groups that turn a command into a click command only when it is asked for.

typer builds a click command for every command of an app before running one: it reads each
function's signature, options and help. A table command runs one command of one game, yet paid
for the twenty-odd others and for the print commands (a quarter of its own work). A LazyCommands
group keeps, for each command not built yet, how to build it, and builds it on first use; help
lists them all in their order, building each then.
"""

from __future__ import annotations

import copy
import difflib
from collections.abc import Callable
from functools import partial
from typing import Any, cast

import typer
from typer._click.exceptions import UsageError
from typer.core import TyperCommand, TyperGroup

from goblinkit.assistant.terminal.forgiving import PlainHelp, TableCommand

Make = Callable[[], Any]  # builds a click command


class LazyCommands(PlainHelp, TyperGroup):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy: dict[str, Make] = {}
        self.order: list[str] = list(self.commands)

    def add_lazy(self, name: str, make: Make, before: str | None = None) -> None:
        """Add a command built by `make()` when first asked for (listed before `before`, or last). A
        name added again (a game's own `undo` over the shared one) replaces the first, in its place."""
        self.lazy[name] = make
        self.commands.pop(name, None)
        if name in self.order:
            return
        at = self.order.index(before) if before in self.order else len(self.order)
        self.order.insert(at, name)

    def list_commands(self, ctx: Any) -> list[str]:
        known = [name for name in self.order if name in self.commands or name in self.lazy]
        return known + [name for name in super().list_commands(ctx) if name not in known]

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        """As typer's, in any case (`ACT G6`), suggesting among every command, built or not ("Did you
        mean 'place'?")."""
        if args and args[0] not in self.list_commands(ctx) and args[0].lower() in self.list_commands(ctx):
            args = [args[0].lower(), *args[1:]]
        try:
            return super().resolve_command(ctx, args)
        except UsageError as exc:
            matches = difflib.get_close_matches(args[0], self.list_commands(ctx)) if args else []
            if self.suggest_commands and matches and "Did you mean" not in exc.message:
                exc.message = f"{exc.message.rstrip('.')}. Did you mean {', '.join(map(repr, matches))}?"
            raise

    def get_command(self, ctx: Any, name: str) -> Any:
        make = self.lazy.pop(name, None)
        if make is not None:
            command = make()
            command.name = name
            self.commands[name] = command
        return super().get_command(ctx, name)


def lazy_app(app: typer.Typer, mount: bool = False) -> Any:
    """The click group of `app` (created with cls=LazyCommands, or any app when `mount`) with its
    commands and named sub-apps built on first use; any other app is built whole, as typer does.
    `mount` is for a plain app from a package that may not import this one (`pnp`: DESIGN.md's
    directions): the app that mounts it makes it lazy and forgiving."""
    lazy = isinstance(app.info.cls, type) and issubclass(app.info.cls, LazyCommands)
    if not (lazy or mount):
        return typer.main.get_command(app)
    shell = copy.copy(app)
    if not lazy:
        shell.info = copy.copy(app.info)
        shell.info.cls = LazyCommands
    shell.registered_commands = []
    shell.registered_groups = [info for info in app.registered_groups if not info.name]
    group = cast(LazyCommands, typer.main.get_group(shell))  # its cls, checked above
    style: dict[str, Any] = {"pretty_exceptions_short": app.pretty_exceptions_short, "rich_markup_mode": app.rich_markup_mode}
    for info in app.registered_commands:
        name = info.name or typer.main.get_command_name(info.callback.__name__)  # type: ignore[union-attr]
        if info.cls in (None, TyperCommand):  # read surplus words as the name they are, help as sentences (forgiving.py)
            info = copy.copy(info)
            info.cls = TableCommand
        group.add_lazy(name, partial(typer.main.get_command_from_info, info, **style))
    for group_info in app.registered_groups:
        if group_info.name:
            group.add_lazy(group_info.name, partial(typer.main.get_group_from_info, group_info, **style,
                                              suggest_commands=app.suggest_commands))
    return group
