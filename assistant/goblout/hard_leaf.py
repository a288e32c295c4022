"""The hard bot's fitted leaf: a search playout cut a few turns ahead is judged by each living player's
chance to win, from what anyone at the table sees (issue 35: whole playouts by the normal policy were the
search's cost, so at small budgets it ran only a few rounds).

Each living player has a strength `score` (a weighted sum of `features`, plus TO_MOVE for the player about
to play); a player's chance is its share of exp(score) among the living (in two-player games the logistic
of the difference, which is what leaf_fit.py fits on normal-vs-normal games)."""

from __future__ import annotations

import math

from goblinkit.assistant.goblout.state import Match, Player

# python -m goblinkit.assistant.goblout.leaf_fit --seed 5001 --games 3000: 28832 rows of 3000 decided games;
# held-out log loss 0.5118 (train 0.5421)
TO_MOVE = 0.5046
WEIGHTS: dict[str, float] = {"life": 0.2380, "attack": 0.2513, "blockers": 0.4010, "prestige": 0.4775,
                             "near_win": 1.3596, "hand": -0.0437}


def features(m: Match, p: Player) -> dict[str, float]:
    """What the leaf weighs of p: life, the damage of its attackers and its blockers in front of it,
    prestige (and whether it is one white card from the win), cards in hand."""
    cat = m.cat
    attack = sum(cat.damage[c] for c in p.deployed if c in cat.attackers)
    blockers = sum(map(cat.blocking.__getitem__, p.deployed))
    prestige = m.prestige(p)
    return {"life": float(p.life), "attack": float(attack), "blockers": float(blockers),
            "prestige": float(prestige), "near_win": float(prestige >= cat.prestige_to_win - 1),
            "hand": float(len(p.hand))}


def score(m: Match, p: Player) -> float:
    """p's strength: `features` weighed by WEIGHTS, in one pass (the search asks it of every playout)."""
    cat, w = m.cat, WEIGHTS
    attack = 0
    for c in p.deployed:
        if c in cat.attackers:
            attack += cat.damage[c]
    blockers = sum(map(cat.blocking.__getitem__, p.deployed))
    prestige = m.prestige(p)
    total = (w["life"] * p.life + w["attack"] * attack + w["blockers"] * blockers + w["prestige"] * prestige
             + w["hand"] * len(p.hand))
    if prestige >= cat.prestige_to_win - 1:
        total += w["near_win"]
    return total + (TO_MOVE if p is m.current else 0.0)


def chance(m: Match, me: str) -> float:
    """`me`'s chance to win from here (1 won, 0 out or lost)."""
    if m.winner:
        return 1.0 if m.winner == me else 0.0
    alive = m.alive()
    if not any(p.id == me for p in alive):
        return 0.0
    scores = {p.id: score(m, p) for p in alive}
    top = max(scores.values())
    exps = {pid: math.exp(s - top) for pid, s in scores.items()}
    return exps[me] / sum(exps.values())

