"""Whether a creature may do what the players report, checked before anything moves or rolls: one
function per action, called first by the action's handler (its refusal is the player's) and by the
move list (moves.py), so a listed move is always accepted and one the rules refuse is never listed
as legal. Each returns what the handler needs (the creature, the target), so nothing is looked up twice.

Only what does not depend on a measured move (`--from`) is checked here; the reach of a move with
positions is checked by the handler's `Step` (moving.py), since the listed moves carry no position.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook.checks import require_active, require_may, sticks_of
from goblinkit.assistant.gobbledygook.conditions import food_carrier, why_not_hide
from goblinkit.assistant.gobbledygook.state import BlipSpot, Creature, Figure

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState

ROLLS = {"escape": ({6}, "clever"), "rescue": ({5, 6}, "clever"), "revive": ({6}, "voodoo"), "scrabble": (None, None)}
STATUSES = ("hide", "spotted", "recover")
ITEM_ACTS = ("pickup", "deliver", "eat-heal", "eat-hide")
CARRIED_FOR_TIN = ("pots", "furniture")
LOOTED = ("wanderer", "hunter", "clanker", "sign")
PRANKED = ("wanderer", "hound", "hunter", "clanker", "leaf-pile")


def require_food(game: GameState, creature: Creature, act: dict[str, Any]) -> None:
    """`--food` (or eating) needs Food somewhere in the creature's Brood."""
    if act.get("food") and food_carrier(game, creature) is None:
        raise RulesError(f"{creature.brood} has no Food (pick some up first: item NAME pickup BLIP)")


def reveal(game: GameState, act: dict[str, Any]) -> tuple[Creature, BlipSpot]:
    spot = game.blip(act["blip"])
    creature = game.creature(act["creature"])
    require_active(creature, "reveal a blip")
    if spot.revealed:
        raise RulesError(f"{spot.id} is already revealed: a {spot.revealed}")
    if not spot.known and not len(game.bag):
        raise RulesError(f"the blip bag is empty: nothing is left to say what {spot.id} hides")
    return creature, spot


def attack(game: GameState, act: dict[str, Any]) -> tuple[Creature, Creature | None, Figure | None]:
    """MAYHEM: the attacker, and the rival creature or the figure it attacks (one of them)."""
    creature = game.creature(act["creature"])
    require_active(creature, "attack")
    ranged = act.get("mode") == "ranged"
    if ranged:
        require_may(game, creature, "shoot")
        if not (creature.count("shooty") or creature.count("bomber")):
            raise RulesError(f"{creature.name} has no Shooty upgrade: it cannot make ranged attacks")
    sticks_of(act)
    target_ref = act["target"]
    rival = game.creature(target_ref) if target_ref.lower() in game.creatures else None
    figure = game.figure(target_ref) if rival is None else None
    if rival is not None and rival.brood == creature.brood:
        raise RulesError(f"{rival.name} is in your own Brood")
    if rival is not None and rival.ko:
        raise RulesError(f"{rival.name} is KOed already")
    if ranged and figure is not None and figure.kind == "leaf-pile":
        raise RulesError("a leaf pile is wrecked with a MELEE attack or a PRANK, not from range")
    require_food(game, creature, act)
    return creature, rival, figure


def _quiet(game: GameState, act: dict[str, Any], verb: str, kinds: tuple[str, ...],
           allowed: str) -> tuple[Creature, Figure]:
    """LOOT and PRANK: quiet activities, so the creature must be hidden and allowed to do it."""
    creature = game.creature(act["creature"])
    require_active(creature, verb)
    require_may(game, creature, verb)
    if not creature.hidden:
        raise RulesError(f"{creature.name} is revealed: {verb.upper()} is quiet, you must be hidden")
    figure = game.figure(act["target"])
    if figure.kind not in kinds:
        raise RulesError(f"you can {verb} {allowed}, not a {figure.kind}")
    require_food(game, creature, act)
    return creature, figure


def loot(game: GameState, act: dict[str, Any]) -> tuple[Creature, Figure]:
    creature, figure = _quiet(game, act, "loot", LOOTED, "a Wanderer, a Hunter, a Clanker or a Sign")
    if figure.kind == "hunter" and figure.looted:
        raise RulesError(f"{figure.id} has been looted already: Hunters can only be looted once")
    if figure.kind == "clanker" and figure.extra.get("looted", 0) >= figure.left:
        raise RulesError(f"{figure.id} can be looted as many times as it has hits left ({figure.left})")
    if figure.kind == "sign" and creature.carrying:
        raise RulesError(f"{creature.name} already carries the {creature.carrying}: a sign must be carried")
    return creature, figure


def prank(game: GameState, act: dict[str, Any]) -> tuple[Creature, Figure]:
    creature, figure = _quiet(game, act, "prank", PRANKED, "a Wanderer, Hound, Hunter, Clanker or leaf pile")
    limit = figure.left if figure.kind == "clanker" else 1
    if figure.kind != "leaf-pile" and figure.reveal >= limit:
        raise RulesError(f"{figure.id} already has a reveal marker: it cannot be pranked again")
    return creature, figure


def roll(game: GameState, act: dict[str, Any]) -> tuple[Creature, Creature | None]:
    """ESCAPE, RESCUE, REVIVE, SCRABBLE: the roller and the creature it helps (RESCUE, REVIVE)."""
    kind = act["roll"]
    creature = game.creature(act["creature"])
    if kind not in ROLLS:
        raise RulesError(f"unknown roll '{kind}' (escape, rescue, revive, scrabble)")
    if kind == "escape" and not creature.trapped:
        raise RulesError(f"{creature.name} is not trapped")
    if kind != "escape":
        require_active(creature, kind)
    if kind == "scrabble" and creature.count("steed"):
        raise RulesError(f"{creature.name} has Steed: it may not scrabble")
    target = game.creature(act["target"]) if act.get("target") else None
    if kind in ("rescue", "revive"):
        if target is None:
            raise RulesError(f"{kind.upper()} needs the creature it helps (--target)")
        if kind == "rescue" and not target.trapped:
            raise RulesError(f"{target.name} is not trapped")
        if kind == "revive" and target.hits == 0:
            raise RulesError(f"{target.name} has no hits to remove")
    elif target is not None:
        raise RulesError(f"{kind.upper()} is {creature.name}'s own roll: it helps nobody (leave --target out)")
    require_food(game, creature, act)
    return creature, target


def status(game: GameState, act: dict[str, Any]) -> Creature:
    """What the table tells: HIDE (when it may), spotted (when hidden), recover (when stunned)."""
    creature = game.creature(act["creature"])
    what = act["what"]
    if what not in STATUSES:
        raise RulesError(f"unknown status '{what}' (hide, spotted, recover; positions: place)")
    if creature.ko:
        raise RulesError(f"{creature.name} is KOed")
    if what == "hide":
        if creature.hidden:
            raise RulesError(f"{creature.name} is hidden already")
        reason = why_not_hide(game, creature)
        if reason:
            raise RulesError(reason)
    if what == "spotted" and not creature.hidden:
        raise RulesError(f"{creature.name} is revealed already")
    if what == "recover" and not creature.stunned:
        raise RulesError(f"{creature.name} is not stunned")
    return creature


def item(game: GameState, act: dict[str, Any]) -> tuple[Creature, BlipSpot | Figure | None]:
    """Pick up, carry off, eat: the creature and what it picks up (a blip or a Furniture figure)."""
    creature = game.creature(act["creature"])
    what = act["what"]
    if act.get("from") and what not in ("pickup", "deliver"):
        raise RulesError(f"--from: {what} does not move {creature.name} (only pickup and deliver do)")
    if what == "eat-die":
        raise RulesError("Food's +1 die is spent on the roll it is eaten for: add --food to the roll "
                         "(attack, loot, prank, bomb or roll); a defence roll asks")
    if what not in ITEM_ACTS:
        raise RulesError(f"unknown item action '{what}' (pickup, deliver, eat-heal, eat-hide)")
    if what in ("eat-heal", "eat-hide"):
        if act.get("target"):
            raise RulesError(f"{what} eats the Brood's Food: it names nothing else")
        if what == "eat-heal" and creature.hits == 0:
            raise RulesError(f"{creature.name} has no hit to recover")
        if what == "eat-hide" and creature.hidden:
            raise RulesError(f"{creature.name} is hidden already")
        if what == "eat-hide" and why_not_hide(game, creature):
            raise RulesError(str(why_not_hide(game, creature)))
        require_food(game, creature, {"food": True})
        return creature, None
    require_active(creature, "pick up" if what == "pickup" else "carry")
    if what == "deliver":
        if act.get("target"):
            raise RulesError("deliver carries what the creature holds: it names nothing else")
        if creature.carrying not in CARRIED_FOR_TIN:
            raise RulesError(f"{creature.name} carries nothing worth Tin off the board")
        return creature, None
    if creature.carrying:
        raise RulesError(f"{creature.name} already carries the {creature.carrying}")
    target = act.get("target")
    if not target:
        raise RulesError(f"pickup needs what to pick up: a revealed blip (Food, Pots) or a Furniture figure, "
                         f"e.g. item {creature.id} pickup B3")
    if target.upper() in game.blips:
        spot = game.blips[target.upper()]
        if spot.resolved or spot.revealed not in ("food", "pots", "hunter-loot"):
            raise RulesError(f"{spot.id} holds nothing to pick up")
        if spot.revealed == "pots":
            require_may(game, creature, "carry")
        return creature, spot
    figure = game.figure(target)
    if figure.kind != "furniture":
        raise RulesError(f"{figure.id} cannot be carried")
    require_may(game, creature, "carry")
    return creature, figure


def bomb(game: GameState, act: dict[str, Any]) -> tuple[Creature, Figure]:
    creature = game.creature(act["creature"])
    require_active(creature, "throw a bomb")
    require_may(game, creature, "shoot")
    if not creature.count("bomber"):
        raise RulesError(f"{creature.name} has no Bomber upgrade")
    sticks_of(act)
    figure = game.figure(act["target"])
    require_food(game, creature, act)
    return creature, figure


def scry(game: GameState, act: dict[str, Any]) -> tuple[Creature, BlipSpot]:
    creature = game.creature(act["creature"])
    require_active(creature, "scry")
    if not creature.count("scry"):
        raise RulesError(f"{creature.name} has no Scry upgrade")
    spot = game.blip(act["blip"])
    if spot.revealed or spot.known:
        raise RulesError(f"{spot.id} is already known")
    if not len(game.bag):
        raise RulesError(f"the blip bag is empty: nothing is left to say what {spot.id} hides")
    return creature, spot


def enter(game: GameState, act: dict[str, Any]) -> tuple[Creature, list[BlipSpot]]:
    """Signs: the creature and the blips still face down inside the building."""
    creature = game.creature(act["creature"])
    require_active(creature, "enter a building")
    if not any(b.building == act["building"] for b in game.blips.values()):
        buildings = sorted({b.building for b in game.blips.values() if b.building})
        raise RulesError(f"no building '{act['building']}' (buildings: {', '.join(buildings) or 'none'})")
    inside = [b for b in game.blips.values() if b.building == act["building"] and not b.revealed]
    if not inside:
        raise RulesError(f"{act['building']} has no blip left to reveal")
    if sum(1 for b in inside if not b.known) > len(game.bag):
        raise RulesError(f"the blip bag is empty: nothing is left to say what {act['building']} hides")
    return creature, inside


CHECKS: dict[str, Callable[[GameState, dict[str, Any]], Any]] = {
    "reveal": reveal, "attack": attack, "loot": loot, "prank": prank, "roll": roll, "status": status,
    "item": item, "bomb": bomb, "scry": scry, "enter": enter}


def refusal(game: GameState, act: dict[str, Any]) -> str:
    """Why the rules refuse `act` now ("" when they accept it, as far as it can be known before the dice)."""
    check = CHECKS.get(act.get("type", ""))
    if check is None:
        return ""
    try:
        check(game, act)
    except RulesError as exc:
        return str(exc)
    return ""
