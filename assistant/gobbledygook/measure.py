"""Measured when the players give positions, otherwise asked: where a new figure stands, which
creature is nearest, whether something is within reach. Every rule that needs the table's
geometry goes through here, so a game without positions asks and one with them measures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goblinkit.assistant.gobbledygook.positions import Point, distance, nearest
from goblinkit.assistant.gobbledygook.state import Creature
from goblinkit.assistant.core.table import Table

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState

MAX_INCHES = 999


def in_use(game: GameState) -> bool:
    """Whether the players give positions: something on the board has one. A figure gone from the board
    (a looted pile, the Wagon that left) keeps its last spot but is not on the plan: with only such spots,
    asking where a new figure stands, in inches, would be a question about a plan with nothing on it."""
    return any(thing.pos is not None and not getattr(thing, "gone", False)
               for group in (game.creatures, game.figures, game.blips) for thing in group.values())


def ask_position(game: GameState, table: Table, name: str, hint: str) -> Point | None:
    """Where a new figure stands, asked only when the players give positions."""
    if not in_use(game):
        return None
    x = table.number(f"Positions are in use: where is {name} ({hint})? x in whole inches", 0, MAX_INCHES)
    y = table.number(f"... and {name}'s y in whole inches", 0, MAX_INCHES)
    return (float(x), float(y))


def nearest_creature(table: Table, who: str, pool: list[Creature], what: str, origin: Point | None = None) -> Creature:
    """Measured when every position is known, otherwise asked."""
    measured = nearest(origin, [(c.name, c.pos) for c in pool])
    names = [c.name for c in pool]
    if measured is not None:
        return pool[names.index(measured[0])]
    return pool[names.index(table.choose(f"Which {what} creature is nearest to {who}?", names, "nearest"))]


def within_reach(table: Table, question: str, a: Point | None, b: Point | None, inches: float) -> bool:
    if a is not None and b is not None:
        return distance(a, b) <= inches + 1e-9
    return table.yes_no(question)
