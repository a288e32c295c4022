"""Things the players move at the table: positions (`place`), and items (pick up Food, Pots or
Furniture, carry them off a board edge for Tin, eat Food)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.errors import RulesError
from goblinkit.assistant.gobbledygook.positions import where

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.game import GobbledyGook

CARRIED_FOR_TIN = ("pots", "furniture")


def place(game: GobbledyGook, act: dict[str, Any]) -> list[str]:
    """Give a position (inches from a table corner); from then on the assistant measures for it."""
    ref = act["id"]
    point = (float(act["x"]), float(act["y"]))
    if ref.upper() in game.blips:
        game.blips[ref.upper()].pos = point
        name = ref.upper()
    elif ref.lower() in game.creatures or any(c.name.lower() == ref.lower() for c in game.creatures.values()):
        creature = game.creature(ref)
        creature.pos = point
        name = creature.name
    else:
        figure = game.figure(ref)
        figure.pos = point
        name = figure.id
    return [f"{name} is at {where(point)}."]


def item(game: GobbledyGook, act: dict[str, Any]) -> list[str]:
    from goblinkit.assistant.gobbledygook.actions import _active, _may

    creature = game.creature(act["creature"])
    what = act["what"]
    if what == "pickup":
        _active(creature, "pick up")
        if creature.carrying:
            raise RulesError(f"{creature.name} already carries the {creature.carrying}")
        target = act["target"]
        if target.upper() in game.blips:
            spot = game.blips[target.upper()]
            if spot.revealed == "hunter-loot" and not spot.resolved:
                spot.resolved = True
                lines = [f"{creature.name} picks up the dead hunter's loot."]
                game.add_tin(creature, 1, lines, "a hunter's loot, freed from the tree")
                return lines
            if spot.revealed not in ("food", "pots") or spot.resolved:
                raise RulesError(f"{spot.id} holds nothing to pick up")
            kind = spot.revealed
            if kind == "pots":
                _may(game, creature, "carry")
            spot.resolved = True
        else:
            figure = game.figure(target)
            if figure.kind != "furniture":
                raise RulesError(f"{figure.id} cannot be carried")
            _may(game, creature, "carry")
            figure.gone = True
            game.blips[figure.extra["blip"]].resolved = True
            kind = "furniture"
        creature.carrying = kind
        lines = [f"{creature.name} picks up the {kind}."]
        if kind == "furniture":
            creature.hidden = False
            lines.append(f"  {creature.name} is revealed while carrying it.")
        return lines
    if what == "deliver":
        if creature.carrying not in CARRIED_FOR_TIN:
            raise RulesError(f"{creature.name} carries nothing worth Tin off the board")
        kind, creature.carrying = creature.carrying, None
        lines = [f"{creature.name} carries the {kind} off the board edge."]
        game.add_tin(creature, 1, lines, kind)
        return lines
    if what in ("eat-heal", "eat-hide", "eat-die"):
        if creature.carrying != "food":
            raise RulesError(f"{creature.name} has no Food")
        creature.carrying = None
        if what == "eat-die":
            creature.food_die = True
            return [f"{creature.name} eats the Food: +1 die on its next roll."]
        if what == "eat-heal":
            if creature.hits == 0:
                raise RulesError(f"{creature.name} has no hit to recover")
            creature.hits -= 1
            return [f"{creature.name} eats the Food and recovers 1 hit ({creature.dice - creature.hits} left)."]
        creature.hidden = True
        return [f"{creature.name} eats the Food and hides at once."]
    raise RulesError(f"unknown item action '{what}' (pickup, deliver, eat-heal, eat-hide, eat-die)")


def carried_tin(game: GobbledyGook, lines: list[str]) -> None:
    """At the end, Pots or Furniture still carried earn 1 Tin."""
    for creature in game.creatures.values():
        if creature.carrying in CARRIED_FOR_TIN:
            game.add_tin(creature, 1, lines, f"still carrying the {creature.carrying}")
