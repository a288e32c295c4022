"""Each game's table for the page: a small module per game turns the public state (the snapshot the
CLI's `status --json` prints, plus the game's catalog for names and pictures) into the data its
template draws, and lists the commands worth a button now. `VIEWS` maps a game's slug to its module."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType


@dataclass
class Action:
    """A button on the page: the command it sends (with one choice from `options` appended, when given)."""

    label: str
    command: str
    options: list[tuple[str, str]] = field(default_factory=list)  # (value, what the player reads)
    main: bool = False  # the step that ends the player's side (shown big)
    fill: bool = False  # only starts the command in the command box (the rest is tapped on the map)


def view_module(slug: str) -> ModuleType:
    from importlib import import_module

    return import_module(f"goblinkit.assistant.web.views.{VIEWS[slug]}")


VIEWS = {"goblins-vs-zombies": "gvz", "gobbledygook": "gg", "globbo": "globbo", "gobz-heroes": "gobz",
         "goblout": "goblout"}
