"""Compare the rolls (GobbledyGook!): dice are not added; the highest die wins, then the next.

    6 1 beats 5 5 (the 6 is highest); 3 2 1 beats 3 2 (a die is more than nothing).

OVERKILL: one point for each winning die higher than the loser's highest die.

A hidden attacker sees both rolls and may reroll one die. Which die depends on what the player
wants, so there are two policies, both exact:
  wins  win most often; then lose least; then the most overkill
  net   the most wins minus losses; then the most overkill
On a full tie the roll is kept, else the lowest die is rerolled. `best_reroll` decides one roll
(the fight's suggestion); `odds.py` applies the same rule to every roll at once.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from functools import lru_cache

POLICIES = {"wins": "to win most often", "net": "for the most wins minus losses"}
TIES = {"wins": "then lose least, then most overkill", "net": "then most overkill"}


@dataclass(frozen=True)
class Outcome:
    winner: str  # "attacker", "defender" or "tie"
    overkill: int

    def __str__(self) -> str:
        if self.winner == "tie":
            return "tie"
        return f"{self.winner} wins" + (f" with overkill {self.overkill}" if self.overkill else ", no overkill")


def compare(attack: list[int] | tuple[int, ...], defence: list[int] | tuple[int, ...]) -> Outcome:
    a, d = sorted(attack, reverse=True), sorted(defence, reverse=True)
    for x, y in itertools.zip_longest(a, d, fillvalue=0):
        if x != y:
            winner, loser = (a, d) if x > y else (d, a)
            top = loser[0] if loser else 0
            return Outcome("attacker" if x > y else "defender", sum(1 for die in winner if die > top))
    return Outcome("tie", 0)


@lru_cache(maxsize=None)
def sorted_rolls(n: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every roll of n d6 as a sorted (high to low) tuple, with how many of the 6^n ordered rolls give
    it (the multinomial n! / (n6! n5! ... n1!))."""
    factorial = [math.factorial(i) for i in range(n + 1)]
    found = []
    for combo in itertools.combinations_with_replacement(range(6, 0, -1), n):
        weight = factorial[n]
        for _, same in itertools.groupby(combo):
            weight //= factorial[sum(1 for _ in same)]
        found.append((combo, weight))
    return tuple(found)


def policy_key(policy: str, wins: int, losses: int, overkill: int) -> tuple[int, ...]:
    """How a policy ranks an option, from its wins, losses and overkill summed over the six faces."""
    if policy == "wins":
        return (wins, -losses, overkill)
    if policy == "net":
        return (wins - losses, overkill)
    raise ValueError(f"unknown reroll policy '{policy}' (policies: {', '.join(POLICIES)})")


def reroll_options(attack: tuple[int, ...]) -> list[int | None]:
    """Keep (None) first, then each distinct face from the lowest: the order that breaks full ties."""
    return [None, *sorted(set(attack))]


@lru_cache(maxsize=1 << 16)
def _compare_sorted(attack: tuple[int, ...], defence: tuple[int, ...]) -> Outcome:
    return compare(attack, defence)


def option_results(attack: tuple[int, ...], defence: tuple[int, ...], face: int | None) -> list[Outcome]:
    """The six equally likely outcomes of rerolling a die showing `face` (keeping: the same one six times)."""
    defence = tuple(sorted(defence, reverse=True))
    if face is None:
        return [_compare_sorted(tuple(sorted(attack, reverse=True)), defence)] * 6
    rest = list(attack)
    rest.remove(face)
    return [_compare_sorted(tuple(sorted(rest + [new], reverse=True)), defence) for new in range(1, 7)]


def choose_reroll(attack: tuple[int, ...] | list[int], defence: tuple[int, ...] | list[int],
                  policy: str = "wins") -> tuple[int | None, list[Outcome]]:
    """The face of the die a hidden attacker should reroll (None: keep the roll), by `policy`, and the
    six equally likely outcomes it leads to. Every option is tried: keep first, then the lowest face."""
    best, best_key, best_results = None, None, []
    for face in reroll_options(tuple(attack)):
        results = option_results(tuple(attack), tuple(defence), face)
        key = policy_key(policy, sum(r.winner == "attacker" for r in results),
                         sum(r.winner == "defender" for r in results),
                         sum(r.overkill for r in results if r.winner == "attacker"))
        if best_key is None or key > best_key:
            best, best_key, best_results = face, key, results
    return best, best_results


def best_reroll(attack: tuple[int, ...] | list[int], defence: tuple[int, ...] | list[int],
                policy: str = "wins") -> int | None:
    return choose_reroll(attack, defence, policy)[0]
