"""Commands that read what a player types without thinking, and help that reads as sentences.

At the table a player types `destroy Shot Idol`, not `destroy 'Shot Idol'`, and `ACT G6` as
readily as `act g6`. A command whose one name argument is followed by more words than it takes
reads them as that name; a command word is found in any case (see LazyCommands). Help shows a
flag as a flag (not `--ranged <bool>`) and a docstring's wrapped lines as the sentence they are.
"""

from __future__ import annotations

import re
from typing import Any

from typer._click import Context

from typer.core import TyperArgument as Argument, TyperCommand


def sentences(text: str | None) -> str | None:
    """A docstring's paragraphs, each on one line: wrapped source lines are not line breaks."""
    if not text:
        return text
    paragraphs = re.split(r"\n\s*\n", text.strip())
    return "\n\n".join(" ".join(line.strip() for line in p.splitlines()) for p in paragraphs)


def plain_flag(option: Any) -> Any:
    """A flag's help row without a value type (`--face-down`, not `--face-down <bool>`)."""
    if getattr(option, "is_flag", False) or getattr(option, "count", False):
        option.display_type_rich = lambda ctx: None
    return option


class PlainHelp:
    """Mixed into a command or group: sentences for help, flags without a type."""

    help: str | None  # the command's or group's own
    short_help: str | None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.help = sentences(self.help)
        self.short_help = sentences(self.short_help)

    def get_params(self, ctx: Context) -> list[Any]:
        return [plain_flag(param) for param in super().get_params(ctx)]  # type: ignore[misc]


class TableCommand(PlainHelp, TyperCommand):
    """A game's command: surplus words after its one name argument are that name (`play ghost lantern`)."""

    def parse_args(self, ctx: Context, args: list[str]) -> list[str]:
        return super().parse_args(ctx, join_name_words(self, args))


def _takes_value(command: Any, token: str) -> bool:
    name = token.split("=", 1)[0]
    if "=" in token:
        return False
    for param in command.params:
        if name in getattr(param, "opts", ()) or name in getattr(param, "secondary_opts", ()):
            return not (getattr(param, "is_flag", False) or getattr(param, "count", False))
    return False


def join_name_words(command: Any, args: list[str]) -> list[str]:
    """`args` with the words beyond what the arguments take joined into the one string argument
    that can be a name (several such arguments, or a list argument: left as typed)."""
    arguments = [p for p in command.params if isinstance(p, Argument)]
    names = [i for i, p in enumerate(arguments) if p.nargs == 1 and getattr(p.type_descriptor, "annotation", None) is str]
    if len(names) != 1 or any(p.nargs != 1 for p in arguments):
        return args
    positional: list[int] = []
    skip = False
    for index, token in enumerate(args):
        if skip:
            skip = False
        elif token == "--":
            positional += range(index + 1, len(args))
            break
        elif token.startswith("-") and len(token) > 1 and not token.lstrip("-").replace(".", "").isdigit():
            skip = _takes_value(command, token)
        else:
            positional.append(index)
    surplus = len(positional) - len(arguments)
    if surplus <= 0:
        return args
    at = names[0]
    words = positional[at:at + surplus + 1]
    joined = " ".join(args[i] for i in words)
    return [joined if i == words[0] else token for i, token in enumerate(args) if i not in words[1:]]
