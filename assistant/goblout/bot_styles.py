"""What each bot style values, and how a bot reads the table: the data and the pure functions the
policies in bots.py decide with (what anyone at the table sees, never a hidden hand)."""

from __future__ import annotations

from operator import attrgetter

from goblinkit.assistant.goblout.catalog import Catalog
from goblinkit.assistant.goblout.state import Player

STYLES = ("aggressive", "defensive", "prestige")
# What a card is worth deploying, by family, for each style.
WEIGHTS = {
    "aggressive": {"warrior": 3.0, "brute": 5.0, "super-goblin": 4.0, "cannon-fodder": 1.5, "prestige": 3.0},
    "defensive": {"warrior": 2.0, "brute": 3.5, "super-goblin": 4.0, "cannon-fodder": 3.0, "prestige": 3.0},
    "prestige": {"warrior": 2.0, "brute": 3.0, "super-goblin": 3.0, "cannon-fodder": 2.5, "prestige": 7.0},
}
# The normal bots' values: a white card worth 3 more to every style (the prestige race is half the game; the
# easy weights left a bot holding white cards its die never showed).
NORMAL_WEIGHTS = {style: {**w, "prestige": w["prestige"] + 3.0} for style, w in WEIGHTS.items()}
POWER_TASTE = {
    "aggressive": ("war-chief", "hoarder", "cauldron", "sentinel", "lookout"),
    "defensive": ("sentinel", "cauldron", "lookout", "hoarder", "war-chief"),
    "prestige": ("cauldron", "hoarder", "sentinel", "lookout", "war-chief"),
}

# How many Cannon Fodder and Warriors each style keeps in hand in phase 1 (the rest are discarded).
KEEP_AT_MOST = {"aggressive": {"cannon-fodder": 2, "warrior": 9}, "defensive": {"cannon-fodder": 9, "warrior": 2},
                "prestige": {"cannon-fodder": 2, "warrior": 2}}

# The lightning effects a bot considers at each stage of its own turn, and in its defence phases
# (own_lightning and defence_lightning look at no other: the rest need no legality check).
STAGE_EFFECTS = {"early": frozenset({"draw", "heal", "fix-die"}), "after": frozenset({"war-cry"}),
                 "attack": frozenset({"corrupt", "bomb", "explode", "sabotage", "no-die", "reinforce"}),
                 "defence": frozenset({"peace", "reflect", "fix-die", "bomb", "corrupt", "reinforce", "heal"})}


WAR_CRY = frozenset({"war-cry"})
NOTHING: frozenset[str] = frozenset()
PEACE = attrgetter("peace")  # a player protected by Peace: not to be attacked


def threat(cat: Catalog, q: Player) -> tuple:
    """Who to go after: a rival near a prestige win first, then the weakest, then the strongest attacker.
    A sort key: what anyone at the table sees of q."""
    prestige = 0 if cat.whites.isdisjoint(q.deployed) else cat.points(q.deployed)
    return (prestige >= cat.prestige_to_win - 2, q.life <= 3, prestige, -q.life, sum(map(cat.damage.__getitem__, q.deployed)))


def biggest_threat(cat: Catalog, players: list[Player]) -> Player:
    """The player of the biggest threat, the first of equals: max(players, key=threat), by a loop
    (a key function called from max costs a fresh run of the interpreter for each player)."""
    best, best_key = players[0], threat(cat, players[0])
    for q in players[1:]:
        key = threat(cat, q)
        if key > best_key:
            best, best_key = q, key
    return best


def stage_cards(cat: Catalog, style: str) -> dict[str, frozenset[str]]:
    """Each stage's lightning cards that this style may play (a defensive bot never explodes a goblin)."""
    effects = {stage: e - {"explode"} if stage == "attack" and style == "defensive" else e
               for stage, e in STAGE_EFFECTS.items()}
    return {stage: cat.cards_with(e) for stage, e in effects.items()}


def discardable(cat: Catalog, style: str) -> frozenset[str]:
    """The only cards this style ever discards in phase 1 (KEEP_AT_MOST's families, War Cry if not aggressive)."""
    war_cry = cat.cards_with(WAR_CRY) if style != "aggressive" else frozenset()
    return war_cry.union(*(cat.families.get(f, frozenset()) for f in KEEP_AT_MOST[style]))
