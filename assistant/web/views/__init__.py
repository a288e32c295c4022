"""Each game's table for the page: a small module per game turns the public state (the snapshot the
CLI's `status --json` prints, plus the game's catalog for names and pictures) into the data its
template draws. The page's buttons and taps are the game's listed moves (views/listed.py), never a
view's own list; a view adds only the table's bookkeeping no rule lists as a move (GobbledyGook!'s
figures placed on the plan). `VIEWS` maps a game's slug to its module."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType


@dataclass
class Action:
    """A button on the page: the listed move it sends (`move`, its id; "@pick": the id chosen from `options`),
    or a page word (`command`: undo, the dice setting)."""

    label: str
    command: str
    options: list[tuple[str, str]] = field(default_factory=list)  # (value, what the player reads)
    main: bool = False  # the step that ends the player's side (shown big)
    blocked: str = ""  # why the rules refuse it now: shown greyed with the reason, never sent
    move: str = ""  # the listed move's id (core/moves.py), sent instead of the command when given


@dataclass
class Tap:
    """A move made on the map by two taps: `piece` (a piece's data-word on the map) then `target`: a
    place's data-place when `place` (a square, a hex: a piece standing there is tapped for it too), else
    another piece's data-word. Places and pieces are apart, so a hex named like a piece (Globbo!'s P5)
    never stands for it. `verb` (or `label`, when given) is what the bar shows when more than one move
    fits the same two taps. A listed move is sent by its id (`move`); the table's bookkeeping (a figure
    placed on GobbledyGook!'s plan) by its `command`, the tapped spot put in for {at}. `direct`: the move a
    tap on the place alone makes, no piece chosen first (the game marks it: Globbo!'s nearest kid)."""

    piece: str
    target: str
    verb: str
    command: str
    place: bool = False
    label: str = ""
    move: str = ""  # the listed move's id, sent instead of the command when given
    name: str = ""  # the piece as a player reads it ("Zapgit", not the id "zapgit"): the bar's words
    direct: bool = False


def bookkeeping_taps(view: ModuleType, game: object) -> list[dict[str, str]]:
    """The view's bookkeeping taps now (a figure placed on GobbledyGook!'s plan), as the page's script
    reads them: none for a view that keeps no such book."""
    found = getattr(view, "bookkeeping_taps", None)
    return [vars(t) for t in found(game)] if found else []


def view_module(slug: str) -> ModuleType:
    from importlib import import_module

    return import_module(f"goblinkit.assistant.web.views.{VIEWS[slug]}")


VIEWS = {"goblins-vs-zombies": "gvz", "gobbledygook": "gg", "globbo": "globbo", "gobz-heroes": "gobz",
         "goblout": "goblout"}
