"""Items at the table: pick up Food, Pots or Furniture, carry them off a board edge for Tin, eat Food."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook.checks import require_active, require_may
from goblinkit.assistant.gobbledygook.conditions import eat, why_not_hide
from goblinkit.assistant.gobbledygook.moving import step
from goblinkit.assistant.gobbledygook.positions import ADJACENT

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState

CARRIED_FOR_TIN = ("pots", "furniture")


def item(game: GameState, act: dict[str, Any]) -> list[str]:
    creature = game.creature(act["creature"])
    what = act["what"]
    if act.get("from") and what not in ("pickup", "deliver"):
        raise RulesError(f"--from: {what} does not move {creature.name} (only pickup and deliver do)")
    move = step(creature, act, 1, f"the {'pick-up' if what == 'pickup' else 'carrying'} takes the other action")
    if what == "pickup":
        require_active(creature, "pick up")
        if creature.carrying:
            raise RulesError(f"{creature.name} already carries the {creature.carrying}")
        target = act.get("target")
        if not target:
            raise RulesError(f"pickup needs what to pick up: a revealed blip (Food, Pots) or a Furniture figure, "
                             f"e.g. item {creature.id} pickup B3")
        if target.upper() in game.blips:
            spot = game.blips[target.upper()]
            move.reach(spot.id, spot.pos, ADJACENT, "an item is picked up from next to it (within 1 inch)")
            if spot.revealed == "hunter-loot" and not spot.resolved:
                spot.resolved = True
                lines = move.make(game) + [f"{creature.name} picks up the dead hunter's loot."]
                game.add_tin(creature, 1, lines, "a hunter's loot, freed from the tree")
                return lines
            if spot.revealed not in ("food", "pots") or spot.resolved:
                raise RulesError(f"{spot.id} holds nothing to pick up")
            kind = spot.revealed
            if kind == "pots":
                require_may(game, creature, "carry")
            spot.resolved = True
        else:
            figure = game.figure(target)
            if figure.kind != "furniture":
                raise RulesError(f"{figure.id} cannot be carried")
            require_may(game, creature, "carry")
            move.reach(figure.id, figure.pos, ADJACENT, "furniture is picked up from next to it (within 1 inch)")
            figure.gone = True
            game.blips[figure.extra["blip"]].resolved = True
            kind = "furniture"
        creature.carrying = kind
        lines = move.make(game) + [f"{creature.name} picks up the {kind}."]
        if kind == "furniture":
            creature.hidden = False
            lines.append(f"  {creature.name} is revealed while carrying it.")
        return lines
    if what == "deliver":
        if creature.carrying not in CARRIED_FOR_TIN:
            raise RulesError(f"{creature.name} carries nothing worth Tin off the board")
        kind, creature.carrying = creature.carrying, None
        lines = move.make(game) + [f"{creature.name} carries the {kind} off the board edge."]
        game.add_tin(creature, 1, lines, kind)
        return lines
    if what == "eat-die":
        raise RulesError("Food's +1 die is spent on the roll it is eaten for: add --food to the roll "
                         "(attack, loot, prank, bomb or roll); a defence roll asks")
    if what in ("eat-heal", "eat-hide"):
        if what == "eat-heal" and creature.hits == 0:
            raise RulesError(f"{creature.name} has no hit to recover")
        if what == "eat-hide" and why_not_hide(game, creature):
            raise RulesError(why_not_hide(game, creature))
        food = eat(game, creature)
        if what == "eat-heal":
            creature.hits -= 1
            return [f"{creature.name} eats {food} and recovers 1 hit ({creature.dice - creature.hits} left)."]
        creature.hidden = True
        return [f"{creature.name} eats {food} and hides at once."]
    raise RulesError(f"unknown item action '{what}' (pickup, deliver, eat-heal, eat-hide)")


def carried_tin(game: GameState, lines: list[str]) -> None:
    """At the end, Pots or Furniture still carried earn 1 Tin."""
    for creature in game.creatures.values():
        if creature.carrying in CARRIED_FOR_TIN:
            game.add_tin(creature, 1, lines, f"still carrying the {creature.carrying}")
