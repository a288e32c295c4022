"""Items at the table: pick up Food, Pots or Furniture, carry them off a board edge for Tin, eat Food."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.gobbledygook import allowed
from goblinkit.assistant.gobbledygook.conditions import eat
from goblinkit.assistant.gobbledygook.moving import step
from goblinkit.assistant.gobbledygook.positions import ADJACENT
from goblinkit.assistant.gobbledygook.state import BlipSpot

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState

CARRIED_FOR_TIN = allowed.CARRIED_FOR_TIN


def item(game: GameState, act: dict[str, Any]) -> list[str]:
    creature, thing = allowed.item(game, act)
    what = act["what"]
    move = step(creature, act, 1, f"the {'pick-up' if what == 'pickup' else 'carrying'} takes the other action")
    if what == "pickup":
        if isinstance(thing, BlipSpot):
            move.reach(thing.id, thing.pos, ADJACENT, "an item is picked up from next to it (within 1 inch)")
            thing.resolved = True
            if thing.revealed == "hunter-loot":
                lines = move.make(game) + [f"{creature.name} picks up the dead hunter's loot."]
                game.add_tin(creature, 1, lines, "a hunter's loot, freed from the tree")
                return lines
            kind = str(thing.revealed)
        else:
            assert thing is not None  # a Furniture figure (allowed.item)
            move.reach(thing.id, thing.pos, ADJACENT, "furniture is picked up from next to it (within 1 inch)")
            thing.gone = True
            if thing.extra.get("blip"):  # the Wagon drops its furniture on the road, on no blip
                game.blips[thing.extra["blip"]].resolved = True
            kind = "furniture"
        creature.carrying = kind
        lines = move.make(game) + [f"{creature.name} picks up the {kind}."]
        if kind == "furniture":
            creature.hidden = False
            lines.append(f"  {creature.name} is revealed while carrying it.")
        return lines
    if what == "deliver":
        kind, creature.carrying = str(creature.carrying), None
        lines = move.make(game) + [f"{creature.name} carries the {kind} off the board edge."]
        game.add_tin(creature, 1, lines, kind)
        return lines
    food = eat(game, creature)
    if what == "eat-heal":
        creature.hits -= 1
        return [f"{creature.name} eats {food} and recovers 1 hit ({creature.dice - creature.hits} left)."]
    creature.hidden = True
    return [f"{creature.name} eats {food} and hides at once."]


def carried_tin(game: GameState, lines: list[str]) -> None:
    """At the end, Pots or Furniture still carried earn 1 Tin."""
    for creature in game.creatures.values():
        if creature.carrying in CARRIED_FOR_TIN:
            game.add_tin(creature, 1, lines, f"still carrying the {creature.carrying}")
