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


@dataclass
class Tap:
    """A command made on the map by two taps: `piece` (a data-word on the map) then `target` (another);
    `verb` is what the bar shows when more than one command fits the same two taps."""

    piece: str
    target: str
    verb: str
    command: str


def taps(view: ModuleType, game: object) -> list[dict[str, str]]:
    """The view's tap commands now, as the page's script reads them (none for a view without a map)."""
    found = getattr(view, "taps", None)
    return [vars(t) for t in found(game)] if found else []


def view_module(slug: str) -> ModuleType:
    from importlib import import_module

    return import_module(f"goblinkit.assistant.web.views.{VIEWS[slug]}")


VIEWS = {"goblins-vs-zombies": "gvz", "gobbledygook": "gg", "globbo": "globbo", "gobz-heroes": "gobz",
         "goblout": "goblout"}
