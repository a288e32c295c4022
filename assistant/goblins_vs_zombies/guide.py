"""Goblins vs Zombies in the guided turn: which steps run by themselves, what the prompt says, the
names worth completing, and the names a player types resolved to ids.

ZOMBIE ARRIVAL and THE SUN always run by themselves; ZOMBIE ACTION runs when the player says
`done`, or by itself when the player can do nothing more (no card in hand and no Goblin able to
act). The player's own plays (`play`, `act`, `give`, `pepper`, `destroy`) are typed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.goblins_vs_zombies import targets
from goblinkit.assistant.goblins_vs_zombies.catalog import FLAG_BEARER
from goblinkit.assistant.goblins_vs_zombies.effects import AREA_NAMES
from goblinkit.assistant.goblins_vs_zombies.state import AREAS, Goblin
from goblinkit.assistant.goblins_vs_zombies.worth import cheapest_cards
from goblinkit.assistant.goblins_vs_zombies.zombie_player import LOGGED
from goblinkit.assistant.core.names import plural, resolve
from goblinkit.assistant.core.phrases import either
from goblinkit.content.goblins_vs_zombies.text import TRAIT_ICONS, TRAIT_NAMES, TYPE_ICONS

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Rules

GOBLIN_PHASES = ("goblin-arrival", "goblin-action")
AUTOMATIC = {"zombie-action": "zombies", "zombie-arrival": "arrive", "sun": "sun"}
_STEPS = frozenset(AUTOMATIC.values())


def can_act(game: Rules, goblin: Goblin) -> bool:
    """Whether the Goblin's Action can be used now (awake, not used this turn, something to hit)."""
    effect = game.cat.goblins[goblin.card].effect
    if goblin.asleep or effect is None or goblin.acted == game.turn:
        return False
    if effect.do in ("draw", "wake"):
        return True
    if effect.target == "every":
        return bool(targets.every_target(game, game.current, effect))
    if effect.target == "area":
        return bool(targets.occupied_areas(game, game.current, effect))
    return bool(targets.legal_targets(game, game.current, effect))


def ready_goblins(game: Rules) -> list[Goblin]:
    return [g for g in game.fields[game.current].goblins() if can_act(game, g)]


def next_automatic(game: Rules) -> dict[str, Any] | None:
    if game.over:
        return None
    if game.phase in AUTOMATIC:
        return {"type": AUTOMATIC[game.phase]}
    if game.supply.hand_sizes[game.current] == 0 and not ready_goblins(game):
        return {"type": "zombies"}  # nothing the player could do: the Zombies' turn
    return None


def prompt(game: Rules) -> list[str]:
    if game.over:
        return ["The game is over: new starts another."]
    player, field = game.current, game.fields[game.current]
    if game.phase in AUTOMATIC:
        step = game.phase.upper().replace("-", " ")
        return [f"Turn {game.turn}, {player}: {step} is next; the assistant runs it ({AUTOMATIC[game.phase]})."]
    hand = game.supply.hand_sizes[player]
    head = (f"Turn {game.turn}, {player}: {game.phase.upper().replace('-', ' ')} "
            f"({plural(hand, 'card')} in hand, Gate {len(field.gate)}/3).")
    steps = []
    if game.phase == "goblin-arrival" and hand:
        steps.append("play a Goblin on your Gate")
    ready = ready_goblins(game)
    if ready:
        steps.append("act with " + either([game.gname(g) for g in ready]))
    steps.append("done (the Zombies' turn)")
    return [head + " Your move: " + either(steps) + "."]


def vocabulary(game: Rules) -> list[str]:
    words = sorted(game.cat.goblin_counts) + [FLAG_BEARER, *AREAS, *game.players]
    for field in game.fields.values():
        words += [f"g{g.uid}" for g in field.goblins()] + [f"z{z.uid}" for _, z in field.zombies()]
    return words


def fingerprint(game: Rules) -> dict[str, Any]:
    """The snapshot with each Area's Zombies as a sorted list without their ids: the rules never
    read the order in which Zombies stand in an Area (a tie between them is asked), and two Zombies
    alike in card, side, tokens, Area and newness are interchangeable (destroying either leaves the
    same table).
    So two orders of MOVEs, or a shot at either of two Basic Zombies, change nothing."""
    state = game.snapshot(reveal=True)
    for field in state["fields"].values():
        for area, zombies in field["areas"].items():
            alike = [{**{k: v for k, v in z.items() if k not in ("id", "arrived")}, "new": z["arrived"] >= game.turn}
                     for z in zombies]
            field["areas"][area] = sorted(alike, key=lambda z: sorted(z.items()))
    return state


def legend(game: Rules) -> list[str]:
    kinds = ", ".join(f"{icon} {kind}" for kind, icon in TYPE_ICONS.items())
    traits = ", ".join(f"{icon} {TRAIT_NAMES[t]}" for t, icon in TRAIT_ICONS.items())
    return [f"{kinds}; {traits}", "2/3HP: Hit Points left", "(new): arrived this turn, acts from the next"]


def normalize(game: Rules, act: dict[str, Any]) -> None:
    """Resolve typed names to ids in place; `pay` missing means the card's cost. An exact id (what
    the bots and a replayed save give) is kept without building the names of everything in play."""
    kind = act.get("type")
    if kind in _STEPS and set(act) <= {"type", LOGGED}:
        return  # a Zombie phase or THE SUN names nothing (an arrival logs the Zombie Player's choice)
    player = game.player(act.get("player"))
    if kind == "play":
        card = act["goblin"]
        if not (isinstance(card, str) and card in game.cat.plain_playable):
            act["goblin"] = resolve(str(card), game.cat.playable, "Goblin card")
        if act.get("under"):
            act["under"] = _goblin_id(game, act["under"], player)
        if act.get("pay") is None:
            shown = FLAG_BEARER if act.get("face_down") or act["goblin"] == FLAG_BEARER else act["goblin"]
            act["pay"] = game.cat.goblins[shown].cost
        hand = game.supply.hands[player]
        if game.tracked and isinstance(act["pay"], int) and sum(hand.values()) > act["pay"]:  # the least valuable
            act["pay"] = cheapest_cards(hand, act["pay"], act["goblin"])  # a digital game pays with cards
    elif kind == "give" and game.tracked:  # a digital game names the card given and discards the least valuable
        if act.get("card"):
            act["card"] = resolve(str(act["card"]), game.cat.playable, "Goblin card")
        discard = act.get("discard") or cheapest_cards(game.supply.hands[player], 2, act.get("card") or "")
        if discard:
            act["discard"] = discard
    elif kind in ("act", "destroy") and act.get("goblin"):
        act["goblin"] = _goblin_id(game, act["goblin"], player if kind == "destroy" else game.current)
    if act.get("targets"):
        act["targets"] = [_zombie_id(game, ref) for ref in act["targets"]]
    if kind in ("damage", "adjust") and act.get("zombie"):
        act["zombie"] = _zombie_id(game, act["zombie"])
    if act.get("area"):
        act["area"] = resolve(act["area"], {a: [AREA_NAMES[a]] for a in AREAS}, "Area")
    for key in ("to", "field"):
        if act.get(key):
            act[key] = resolve(act[key], {p: [] for p in game.players}, "player")


def _exact_uid(game: Rules, ref: Any, letter: str) -> int | None:
    """The number in an exact id (`g12`), when no card's id or name reads the same; else None."""
    if not isinstance(ref, str) or ref[:1] != letter or ref in game.cat.spelled:
        return None
    number = ref[1:]
    return int(number) if number.isdecimal() and number.isascii() and str(int(number)) == number else None


def _goblin_id(game: Rules, ref: str, player: str) -> str:
    uid = _exact_uid(game, ref, "g")
    if uid is not None and any(g.uid == uid for g in game.fields[player].goblins()):
        return ref
    goblins = {f"g{g.uid}": [game.cat.goblins[g.card].name, g.card] for g in game.fields[player].goblins()}
    return resolve(str(ref), goblins, "Goblin", f"in {player}'s Field")


def _zombie_id(game: Rules, ref: str) -> str:
    uid = _exact_uid(game, ref, "z")
    if uid is not None and any(z.uid == uid for f in game.fields.values() for _, z in f.zombies()):
        return ref
    zombies = {f"z{z.uid}": [game.zdef(z).name, z.card] for f in game.fields.values() for _, z in f.zombies()}
    return resolve(str(ref), zombies, "Zombie", "in play")
