"""Seeded positions of a real table (hands counted, not known) for the phrase corpus and the guided prompt."""

from __future__ import annotations

from collections import Counter

from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from tests.assistant.gvz.helpers import goblin, new_game, zombie


def arrival() -> GoblinsVsZombies:
    """Survival, AA's GOBLIN ARRIVAL, 7 cards: g1 Slingshot and g2 Shaman (asleep) on the Gate; in AA's
    Field z1 Crawler and z2 Knight in the Village, z3 Bat in the Trees, z4 Ghost on the Graveyard."""
    game = new_game("survival", ("AA", "BB", "CC"), seed=5)
    game.supply.hands["AA"] = Counter({"card": 7})
    goblin(game, "AA", "slingshot")
    goblin(game, "AA", "shaman", asleep=True)
    zombie(game, "AA", "village", "crawler")
    zombie(game, "AA", "village", "knight")
    zombie(game, "AA", "trees", "bat")
    zombie(game, "AA", "graveyard", "ghost")
    return game


def full_gate() -> GoblinsVsZombies:
    """Last Stand, GOBLIN ARRIVAL, 5 cards: g1 Bomb, g2 Archer, g3 Rocket on a full Gate; z1 Brute on the
    Graveyard, z2 Wizard and z3 Sniper in the Trees, z4 Banshee in the Village."""
    game = new_game("last-stand", ("AA",), seed=6)
    game.supply.hands["AA"] = Counter({"card": 5})
    for card in ("bomb", "archer", "rocket"):
        goblin(game, "AA", card)
    zombie(game, "AA", "graveyard", "brute")
    zombie(game, "AA", "trees", "wizard")
    zombie(game, "AA", "trees", "sniper")
    zombie(game, "AA", "village", "banshee")
    return game


def action() -> GoblinsVsZombies:
    """Boss, AA's GOBLIN ACTION (a Goblin has acted), 2 cards: g1 Lookout (acted), g2 Net Thrower, g3 Potapult,
    g4 Shield under g3; z1 Ninja in the Village, z2 Pirate in the Trees, z3 Sorcerer on the Graveyard."""
    game = new_game("boss", ("AA", "BB"), seed=7)
    game.supply.hands["AA"] = Counter({"card": 2})
    game.phase = "goblin-action"
    goblin(game, "AA", "lookout", acted=game.turn)
    goblin(game, "AA", "net-thrower")
    top = goblin(game, "AA", "potapult")
    goblin(game, "AA", "shield", under=top)
    zombie(game, "AA", "village", "ninja")
    zombie(game, "AA", "trees", "pirate")
    zombie(game, "AA", "graveyard", "sorcerer")
    return game


POSITIONS = {"arrival": arrival, "full_gate": full_gate, "action": action}
