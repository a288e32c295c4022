"""Positions at the table (`place`): several figures at once, and a creature set down on a blip is
offered the reveal. Once positions are in use every new figure (a Night Watch arrival, a Human
from a blip, a creature out of a Hole) is asked where it stands (measure.py), so the assistant
goes on measuring instead of asking who is nearest."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook.blips import resolve_blip
from goblinkit.assistant.gobbledygook.measure import MAX_INCHES
from goblinkit.assistant.gobbledygook.positions import ADJACENT, distance, where
from goblinkit.assistant.gobbledygook.state import BlipSpot, Creature, Figure
from goblinkit.assistant.core.table import Table

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState

def _spots(act: dict[str, Any]) -> list[tuple[str, float, float]]:
    rows = act.get("at")
    if rows is None:  # one figure, as saves before several-at-once hold it
        rows = [[act.get("id"), act.get("x"), act.get("y")]]
    spots = []
    for row in rows:
        if not isinstance(row, (list, tuple)) or len(row) != 3:
            raise RulesError("place: give each figure as WHAT X Y")
        ref, x, y = row
        try:
            point = (float(x), float(y))
        except (TypeError, ValueError):
            point = (math.nan, math.nan)
        if not all(0 <= v <= MAX_INCHES for v in point):  # also refuses nan and inf
            raise RulesError(f"place {ref}: X and Y are inches from 0 to {MAX_INCHES}, got '{x}' and '{y}'")
        spots.append((str(ref), *point))
    if not spots:
        raise RulesError("place: give at least one figure as WHAT X Y")
    return spots


def place(game: GameState, act: dict[str, Any], table: Table) -> list[str]:
    """Give positions (inches from a table corner); from then on the assistant measures for them."""
    placed: list[tuple[BlipSpot | Creature | Figure, str, tuple[float, float]]] = []
    for ref, x, y in _spots(act):
        point = (x, y)
        thing: BlipSpot | Creature | Figure
        if ref.upper() in game.blips:
            thing, name = game.blips[ref.upper()], ref.upper()
        elif ref.lower() in game.creatures or any(c.name.lower() == ref.lower() for c in game.creatures.values()):
            thing = game.creature(ref)
            name = thing.name
        else:
            thing = game.figure(ref)
            name = thing.id
        thing.pos = point
        placed.append((thing, name, point))
    lines = [", ".join(f"{name} is at {where(point)}" for _, name, point in placed) + "."]
    for thing, name, point in placed:
        if not isinstance(thing, Creature) or thing.ko or thing.trapped or thing.stunned:  # only a creature reveals
            continue
        for spot in game.blips.values():
            if spot.revealed or spot.pos is None or distance(spot.pos, point) > ADJACENT + 1e-9:
                continue
            if table.yes_no(f"{name} stands at {spot.id}: does {name} reveal it now?"):
                lines.extend(resolve_blip(game, spot, thing, table))
                break
    return lines
