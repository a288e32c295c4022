"""What a creature may be: hidden (a Heavy never, nor anyone carrying furniture or a sign), and fed
(Food is the Brood's: anyone in it may use Food any member carries, and a +1 die is spent on the
very roll it is eaten for, never kept for later)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook.state import Creature
from goblinkit.assistant.core.table import Table

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState

NOISY_LOADS = ("furniture", "sign")  # carried revealed (rulebook: Furniture; Signs "carried like furniture")


def why_not_hide(game: GameState, creature: Creature) -> str | None:
    ctype = game.type_defs[creature.type]
    if "hide" in ctype.may_not:
        return f"a {ctype.name} may not hide"
    if creature.carrying in NOISY_LOADS:
        return f"{creature.name} cannot hide while carrying the {creature.carrying} (it is noisy)"
    return None


def can_hide(game: GameState, creature: Creature) -> bool:
    return why_not_hide(game, creature) is None


def hide(game: GameState, creature: Creature) -> None:
    """HIDE by the player's choice: refused with the reason when the creature may not."""
    reason = why_not_hide(game, creature)
    if reason:
        raise RulesError(reason)
    creature.hidden = True


def food_carrier(game: GameState, creature: Creature) -> Creature | None:
    """Who in the creature's Brood carries Food: the creature itself first, then the others in order."""
    if creature.carrying == "food":
        return creature
    return next((c for c in game.creatures.values() if c.brood == creature.brood and c.carrying == "food"), None)


def eat(game: GameState, creature: Creature) -> str:
    """Use one Food of the Brood; returns how to say it ("the Food" or "the Food Grub carried")."""
    carrier = food_carrier(game, creature)
    if carrier is None:
        raise RulesError(f"{creature.brood} has no Food (pick some up first: item NAME pickup BLIP)")
    carrier.carrying = None
    return "the Food" if carrier is creature else f"the Food {carrier.name} carried"


def food_die(game: GameState, creature: Creature, act: dict[str, Any], lines: list[str], indent: str = "  ") -> int:
    """A roll the player makes with --food: +1 die, eaten now."""
    if not act.get("food"):
        return 0
    lines.append(f"{indent}{creature.name} eats {eat(game, creature)}: +1 die on this roll.")
    return 1


def defence_food(game: GameState, table: Table, creature: Creature, lines: list[str]) -> int:
    """Before a defence roll, the Brood may eat Food for +1 die (asked only when it has some)."""
    if food_carrier(game, creature) is None:
        return 0
    if not table.yes_no(f"Does {creature.brood} use Food for +1 die on {creature.name}'s defence?"):
        return 0
    lines.append(f"  {creature.name} eats {eat(game, creature)}: +1 die on this roll.")
    return 1
