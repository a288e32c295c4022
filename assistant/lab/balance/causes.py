"""Causes, not correlations: per card, arms that play the printed deck with one copy fewer, one copy
more, or one copy swapped for a vanilla card, on the baseline's seeds (common random numbers), so the
change in win rate and game length is the card's own doing, not what goes with a long game.

Also the paired arithmetic those arms allow: every arm plays seeds seed..seed+n-1, so game k of an arm
and game k of the baseline share their seed, and a change in length is measured game by game.
"""

from __future__ import annotations

import math
import statistics
from typing import Any

REMOVE, ADD, SWAP = "-1", "+1", "="
CARD = "card"  # the kind of every card arm (`--only card` picks them all)


def decks(counts: dict[str, int], vanilla: str) -> list[tuple[str, str, list[str]]]:
    """(card, how, deck) for every card of the printed deck: one copy fewer, one more, and one swapped
    for the vanilla card (not for the vanilla card itself). A deck is every copy, sorted."""
    def deck(changed: dict[str, int]) -> list[str]:
        return sorted(card for card, n in changed.items() for _ in range(n))

    found = []
    for card, n in counts.items():
        if n <= 0:
            continue
        found.append((card, REMOVE, deck({**counts, card: n - 1})))
        found.append((card, ADD, deck({**counts, card: n + 1})))
        if card != vanilla:
            found.append((card, SWAP, deck({**counts, card: n - 1, vanilla: counts.get(vanilla, 0) + 1})))
    return found


def arm_name(card: str, how: str, vanilla: str) -> str:
    return {REMOVE: f"{card}: a copy fewer", ADD: f"{card}: a copy more"}.get(how, f"{card}: a copy -> {vanilla}")


def paired_change(values: list[float], base: list[float]) -> tuple[float, float, float]:
    """The mean change game by game (same seeds) and its 95 % interval (normal, from the spread of the
    paired differences); the unpaired means' difference when the counts differ."""
    if len(values) != len(base) or len(values) < 2:
        change = statistics.fmean(values) - statistics.fmean(base)
        return change, change, change
    diffs = [a - b for a, b in zip(values, base)]
    change = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return change, change - half, change + half


def extreme_baseline(wins: float, games: int, reference: str) -> str:
    """A warning when the baseline won none or all of its games: a change one way cannot show."""
    if games and wins == 0:
        return (f"the baseline won 0 of {games} games ({reference}): nothing can show a lower rate, so a row "
                f"reading +0.0 says nothing; play stronger bots (--skill) or another arm as baseline")
    if games and wins == games:
        return (f"the baseline won {games} of {games} games ({reference}): nothing can show a higher rate, so a "
                f"row reading +0.0 says nothing")
    return ""


def first_edge(facts: list[Any]) -> dict[str, Any] | None:
    """The first player's win rate in these games against the fair share (1 / seats), None where no one
    plays first (a one-player game)."""
    from goblinkit.assistant.lab.balance.stats import wilson

    seen = [f for f in facts if f.first is not None]
    if not seen:
        return None
    wins = sum(f.first for f in seen)
    fair = statistics.fmean(1 / f.seats for f in seen)
    low, high = wilson(wins, len(seen))
    return {"games": len(seen), "win_rate": round(wins / len(seen), 4), "fair": round(fair, 4),
            "edge": round(wins / len(seen) - fair, 4), "edge_interval": [round(low - fair, 4), round(high - fair, 4)]}
