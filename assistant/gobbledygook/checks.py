"""What a creature must be to act (standing, free, not stunned, of a type allowed to), and the
range of a ranged attack: the checks every action makes before it rolls."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook.state import Creature

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState

LIVING = ("hound", "hunter", "wanderer", "tree")  # the targets a hidden attacker may reroll against
MAX_STICKS = 20


def require_active(creature: Creature, verb: str) -> None:
    if creature.ko:
        raise RulesError(f"{creature.name} is KOed and cannot {verb}")
    if creature.trapped and verb not in ("escape",):
        raise RulesError(f"{creature.name} is TRAPPED: it can only try to ESCAPE (or be RESCUED)")
    if creature.stunned:
        raise RulesError(f"{creature.name} is stunned: it must recover first (set {creature.id} recover)")


def require_may(game: GameState, creature: Creature, ability: str) -> None:
    ctype = game.type_defs[creature.type]
    if ability in ctype.may_not:
        raise RulesError(f"a {ctype.name} may not {ability}")


def sticks_of(act: dict[str, Any]) -> int:
    """The range of a ranged attack in sticks: 1 (the first stick is free) up to a long table's length."""
    sticks = 1 if act.get("sticks") is None else act["sticks"]
    if isinstance(sticks, bool) or not isinstance(sticks, int) or not 1 <= sticks <= MAX_STICKS:
        raise RulesError(f"--sticks: the range in sticks, from 1 to {MAX_STICKS}, got {sticks}")
    return sticks


def require_shot_dice(who: str, verb: str, target: str, base: str, terms: list[tuple[int, str]], sticks: int) -> None:
    """A ranged attack loses a die for each stick beyond the first; one left with no die is refused,
    naming what took the dice away (it used to roll "no dice" and lose). `terms`: the dice before the
    range, the first one the attacker's own (`base` says them), the others each with its reason."""
    before = sum(n for n, _ in terms)
    if before - (sticks - 1) >= 1:
        return
    bonuses = "".join(f" +{n} for {why}" for n, why in terms[1:])
    raise RulesError(f"{who} cannot {verb} {target} from {sticks} sticks: {base}{bonuses} -{sticks - 1} for the range "
                     f"(-1 a stick beyond the first) leave no dice to roll. A ranged attack needs at least 1 die: "
                     f"{verb} it from {before} stick{'s' if before != 1 else ''} or closer")
