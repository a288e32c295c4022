"""An action as a player would type it (`play slingshot --pay 2`), for `log`, `undo`, `replay` and the web.

A save keeps actions as records (`{"type": "play", "goblin": "slingshot", "pay": 2}`); a player
never typed `goblin=slingshot`. The game's own command of that name says how each field is typed:
its arguments bare, in order, the rest as its options (`--pay 2`, a flag alone, a list as the
option repeated). Fields no command takes (a bot's reasons, which side a step was for) are not
printed. A game whose records differ from its commands (GvZ's `adjust` is `slow`, `flip` or
`move`; Globbo's `[["B4", "D1"]]` is `B4:D1`) gives its CLI module a function `as_typed(act)`
that reshapes a record into its command's parameters first.
"""

from __future__ import annotations

import inspect
import shlex
from functools import lru_cache
from typing import Any, NamedTuple

PLUMBING = {"save", "as_json", "dice", "card", "answer", "reveal", "seed", "force", "content"}


class Param(NamedTuple):
    name: str
    option: str | None  # `--pay`; None for an argument typed bare
    negative: str | None  # `--roll` of a `--keep/--roll` flag
    default: Any


@lru_cache(maxsize=None)
def _commands(slug: str) -> tuple[dict[str, tuple[Param, ...]], Any]:
    """Each command of a game's app (by name): its parameters, in order; and the CLI's `as_typed`."""
    import importlib

    from goblinkit.assistant.core.games import GAMES

    entry = GAMES.get(slug)
    if entry is None:
        return {}, None
    found: dict[str, tuple[Param, ...]] = {}
    for info in entry.app().registered_commands:
        callback = info.callback
        if callback is None:
            continue
        name = info.name or callback.__name__.replace("_", "-")
        found[name] = tuple(_param(p) for p in inspect.signature(callback).parameters.values()
                            if p.name not in PLUMBING)
    return found, getattr(importlib.import_module(entry.module), "as_typed", None)


def _param(p: inspect.Parameter) -> Param:
    import typer.models

    info = p.default
    if isinstance(info, typer.models.OptionInfo):
        decls = [d for d in info.param_decls or () if d.startswith("--")] or [f"--{p.name.replace('_', '-')}"]
        option, _, negative = decls[0].partition("/")
        return Param(p.name, option, negative or None, info.default)
    if isinstance(info, typer.models.ArgumentInfo):
        return Param(p.name, None, None, info.default)
    if p.default is inspect.Parameter.empty:
        return Param(p.name, None, None, None)
    return Param(p.name, f"--{p.name.replace('_', '-')}", None, p.default)


def _word(value: Any) -> str:
    if isinstance(value, list):
        return ",".join(_word(v) for v in value)
    text = str(value)
    return shlex.quote(text) if not text or any(c.isspace() or c in "'\"\\;" for c in text) else text


def _value(act: dict[str, Any], name: str) -> Any:
    """The field a parameter stands for: its name, or its plural (`--target` fills `targets`)."""
    for key in (name, name + "s", name.rstrip("s")):
        if key in act and key != "type":
            return act[key]
    return None


def typed_words(command: str, act: dict[str, Any], params: tuple[Param, ...]) -> list[str]:
    """`act` as the words of `command`: the arguments bare, then the options that differ from their default."""
    bare: list[str] = []
    options: list[str] = []
    for param in params:
        value = _value(act, param.name)
        if value is None or value == [] or value == "" or isinstance(value, dict) and not value:
            continue
        if param.option is None:
            values = value if isinstance(value, list) else [value]
            bare += [" ".join(map(_word, v)) if isinstance(v, list) else _word(v) for v in values]
            continue
        if value == param.default or any(isinstance(v, dict) for v in (value if isinstance(value, list) else [])):
            continue
        if isinstance(param.default, int) and not isinstance(value, (int, bool)):
            continue  # a record's field of another shape than the option (a list of names for `--players 2`)
        if isinstance(value, bool):
            flag = param.option if value else param.negative
            options += [flag] if flag else []
        elif isinstance(value, dict) and isinstance(param.default, list):  # Goblout's `--attack bot2=all`
            options += [f"{param.option} {_word(f'{k}={_word(v)}')}" for k, v in value.items()]
        elif isinstance(value, list) and isinstance(param.default, list):  # a repeatable option
            options += [f"{param.option} {_word(v)}" for v in value]
        elif not isinstance(value, dict):
            options.append(f"{param.option} {_word(value)}")
    return [command, *bare, *options]


def typed(act: dict[str, Any], game_cls: Any = None) -> str:
    """`act` as typed at the table. Without the game, or for a record no command of it takes, the
    fields are shown plainly (`ai`, `throw goblin1`): values only, never `key=value`."""
    commands, reshape = _commands(game_cls.slug) if game_cls is not None else ({}, None)
    shaped = reshape(dict(act)) if reshape is not None else dict(act)
    command = str(shaped.get("type"))
    params = commands.get(command)
    if params is None:
        params = tuple(Param(k, None, None, None) for k, v in shaped.items()
                       if k != "type" and not isinstance(v, (dict, bool))
                       and not (isinstance(v, list) and any(isinstance(x, dict) for x in v)))
    return " ".join(typed_words(command, shaped, params))
