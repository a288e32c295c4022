"""The balance lab's arithmetic: 95 % intervals for a win rate and for a change in win rate.

A win rate from n games is a binomial proportion: its interval is Wilson's score interval (right
near 0 % and 100 % and for small n, where the plain p ± 1.96·sqrt(pq/n) leaves [0, 1]). The change a
card or Extra causes is the difference of two such rates; its interval is Newcombe's hybrid score
interval (his method 10), built from the two Wilson intervals.
"""

from __future__ import annotations

import math

from goblinkit.assistant.lab.ladder import wilson  # the ladder's Wilson interval: one for both

__all__ = ["difference", "quantile", "wilson"]


def difference(wins: float, games: int, base_wins: float, base_games: int) -> tuple[float, float, float]:
    """The change from the base rate to this one, and its 95 % interval (Newcombe's method 10)."""
    p, q = wins / games, base_wins / base_games
    low_p, high_p = wilson(wins, games)
    low_q, high_q = wilson(base_wins, base_games)
    change = p - q
    low = change - math.sqrt((p - low_p) ** 2 + (high_q - q) ** 2)
    high = change + math.sqrt((high_p - p) ** 2 + (q - low_q) ** 2)
    return change, low, high


def quantile(values: list[int], share: float) -> float:
    """The value below which `share` of them lie (linear between the two nearest, as numpy's default)."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    at = share * (len(ordered) - 1)
    below = int(math.floor(at))
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (at - below)
