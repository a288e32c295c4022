"""Card text generated from the machine-readable fields, so the printed words match the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goblinkit.content.goblins_vs_zombies.models import GoblinEffect

TYPE_NAMES = {"ground": "Ground", "flying": "Flying", "invisible": "Invisible"}
TYPE_ICONS = {"ground": "▲", "flying": "✈", "invisible": "◌"}
TRAIT_NAMES = {"quick": "Quick", "steel": "Steel", "leaf": "Leaf", "boss": "Boss"}
TRAIT_ICONS = {"quick": "»", "steel": "⚙", "leaf": "☘", "boss": "♛"}
DIE_FACES = "⚀⚁⚂⚃⚄⚅"
AREA_NAMES = {"graveyard": "Graveyard", "trees": "Trees", "village": "Village"}


def _zombies(effect: GoblinEffect, plural: bool) -> str:
    kinds = "" if len(effect.types) == 3 else " or ".join(TYPE_NAMES[t] for t in effect.types) + " "
    noun = "Zombies" if plural else "Zombie"
    return f"{kinds}{noun}"


def _where(effect: GoblinEffect) -> str:
    place = f" in your {AREA_NAMES[effect.area]}" if effect.area else ""
    if effect.fields == "all":
        return f"{place.replace('your', 'each')} in every Field" if place else " in every Field"
    if effect.fields == "any":
        return f"{place}, in any Field" if place else " in any Field"
    return place or " in your Field"


def describe_effect(effect: GoblinEffect) -> str:
    """'➤ Deal 1 damage to a nearest Ground Zombie.' and the like."""
    if effect.do == "wake":
        return "➤ Wake up all sleeping Black Goblins in your Field."
    if effect.do == "draw":
        return f"➤ Draw {effect.amount} card{'s' if effect.amount > 1 else ''} from the Goblin Deck."
    count = {1: "a", 2: "two", 3: "three"}.get(effect.count, str(effect.count))
    if effect.target == "nearest":
        whom = f"{count} nearest {_zombies(effect, effect.count > 1)}"
    elif effect.target == "one":
        whom = f"{'one' if effect.count == 1 else count} {_zombies(effect, effect.count > 1)}"
    elif effect.target == "area":
        whom = f"every {_zombies(effect, False)} in one Area"
    else:
        whom = f"every {_zombies(effect, False)}"
    where = "" if effect.target == "area" and effect.fields == "own" else _where(effect)
    if effect.target == "area" and effect.fields == "own":
        where = " of your Field"
    if effect.do == "damage":
        text = f"Deal {effect.amount} damage to {whom}{where}."
        if effect.slow:
            text += " A Quick Zombie hit gets a Slow Token."
    elif effect.do == "slow":
        text = f"Put a Slow Token on {whom.replace(' Zombie', ' Quick Zombie')}{where}."
    elif effect.do == "flip":
        text = f"{{FLIP}} {whom}{where}: it becomes a Basic Zombie (not a Boss)."
    elif effect.do == "potapult":
        text = f"Put {whom}{where} on the Graveyard of any Field (yours too)."
    elif effect.do == "destroy":
        limit = f" with {effect.max_hp} HP or less left" if effect.max_hp else ""
        text = f"Destroy {whom}{where}{limit} (not a Boss)."
    else:  # move-back
        text = f"{whom[0].upper()}{whom[1:]}{where} moves back to the Trees."
    suffix = {"stay": "", "destroy": " Then destroy this Goblin.", "sleep": " Then it sleeps again."}[effect.then]
    return f"➤ {text}{suffix}"
