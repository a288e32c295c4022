"""The hard bots' leaf in Goblins vs Zombies: the chance the Goblins win, read from the table where a search's
future stops (the start of a turn), a logistic model fitted to games' outcomes (leaf_fit.py; origin: measured).

Why: the search used to score a future by lookahead.judge, hand-set weights (a Guardian 100, a card in hand 4,
a Zombie in the Village twice one in the Trees ...) squashed into [0, 1]; with it hard's futures chose no better
than normal's three (issue 35). The fit says what the table is worth in wins, one model per mode the ladder
measures (Last Stand: the Goblins alone; Mode E: against the Zombie Player); a mode without a fit keeps judge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goblinkit.assistant.goblins_vs_zombies.catalog import FLAG_BEARER
from goblinkit.assistant.goblins_vs_zombies.worth import value
from goblinkit.assistant.search.logistic import chance

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Playable

# Fitted (origin: measured) by leaf_fit.py: log-odds that the Goblins win, per unit of each of `features`.
FITS: dict[str, tuple[float, dict[str, float]]] = {
    # last-stand: the normal Goblin bot, seeds 5001-5500 (won 80 of 500; 6,216 turns; held-out log loss 0.299)
    "last-stand": (-9.2553, {
        "guardians": 3.1268, "gate_worth": 0.2706, "gate_count": -0.3390, "asleep": 0.0689, "shields": 0.9764,
        "flags": 0.1378, "graveyard": -0.1362, "trees": -0.2042, "village": -0.2842, "quick": -0.0823,
        "unguarded": -0.1631, "hand": 0.2494, "discards": 0.1803, "deck": 0.0466, "zp_hand": 0.0, "turn": 0.2634}),
    # versus: easy Goblins against the normal Zombie Player, seeds 5001-5400 (the Goblins won 88 of 400; 4,534 turns;
    # held-out log loss 0.388)
    "versus": (-20.6531, {
        "guardians": 1.4149, "gate_worth": 0.4759, "gate_count": -0.7538, "asleep": -0.4073, "shields": 0.1548,
        "flags": 0.2727, "graveyard": -0.1938, "trees": -0.3187, "village": -0.4098, "quick": -0.1469,
        "unguarded": 0.0003, "hand": 0.2926, "discards": 0.2340, "deck": 0.4861, "zp_hand": 0.0442, "turn": 0.4490}),
}


def features(game: Playable) -> dict[str, float]:
    """What the model reads, summed over the living Fields: Guardians, Goblins on the Gates (their worth, asleep,
    Shields, Flag-bearers), each area's Zombies (hit points left; quick ones apart), cards in hand (to 9), the
    Zombie cards discarded and left to draw, the Zombie Player's hand, the turn."""
    found = dict.fromkeys(("guardians", "gate_worth", "gate_count", "asleep", "shields", "flags", "graveyard",
                           "trees", "village", "quick", "unguarded", "hand", "discards", "deck", "zp_hand",
                           "turn"), 0.0)
    for field in game.fields.values():
        if not field.alive:
            continue
        found["guardians"] += field.guardian
        for goblin in field.gate:
            if goblin.card == FLAG_BEARER:
                found["flags"] += 1
                continue
            found["gate_worth"] += value(goblin.card)
            found["gate_count"] += 1
            found["asleep"] += goblin.asleep
            found["shields"] += len(goblin.shields)
        for area, zombie in field.zombies():
            zdef = game.zdef(zombie)
            if zdef.script is None:
                continue
            left = max(1, zdef.hp - zombie.damage)
            found[area] += left
            if zdef.quick and not zombie.slow:
                found["quick"] += left
            if area == "village" and not field.guardian:
                found["unguarded"] += 1
    found["hand"] = float(sum(min(9, game.supply.hand_size(owner)) for owner in game.living()))
    found["discards"] = float(len(game.zombies.discards))
    found["deck"] = float(len(game.zombies))
    found["zp_hand"] = float(len(game.zombie_hand))
    found["turn"] = float(game.turn)
    return found


def fitted(game: Playable) -> bool:
    return game.mode.slug in FITS


def goblins_win_chance(game: Playable) -> float:
    """The chance the Goblins win from here: 1 or 0 once the game is over, else the mode's fit."""
    if game.over:
        result = game.result or {}
        return 1.0 if result.get("outcome") == "win" and result.get("winner", "goblins") != "zombies" else 0.0
    bias, weights = FITS[game.mode.slug]
    return chance(bias, weights, features(game))
