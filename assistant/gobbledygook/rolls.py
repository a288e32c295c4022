"""Compare the rolls (GobbledyGook!): dice are not added; the highest die wins, then the next.

    6 1 beats 5 5 (the 6 is highest); 3 2 1 beats 3 2 (a die is more than nothing).

OVERKILL: one point for each winning die higher than the loser's highest die. `odds` computes
the exact chances by enumerating sorted rolls with their multinomial weights, including a hidden
attacker's reroll of one die (chosen, seeing both rolls, to win most often, then overkill most).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache


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
    """Every roll of n d6 as a sorted tuple, with how many of the 6^n ordered rolls give it."""
    found = []
    for combo in itertools.combinations_with_replacement(range(6, 0, -1), n):
        counts = Counter(combo).values()
        weight = math.factorial(n) // math.prod(math.factorial(c) for c in counts)
        found.append((combo, weight))
    return tuple(found)


def _score(outcome: Outcome) -> tuple[int, int]:
    return (1 if outcome.winner == "attacker" else 0 if outcome.winner == "tie" else -1, outcome.overkill)


def best_reroll(attack: tuple[int, ...], defence: tuple[int, ...]) -> int | None:
    """Index of the die a hidden attacker should reroll (None: keep the roll), by expected result."""
    def value(index: int | None) -> tuple[Fraction, Fraction]:
        if index is None:
            outcome = compare(attack, defence)
            return Fraction(_score(outcome)[0]), Fraction(outcome.overkill if outcome.winner == "attacker" else 0)
        total_win, total_kill = Fraction(0), Fraction(0)
        for face in range(1, 7):
            rolled = list(attack)
            rolled[index] = face
            outcome = compare(rolled, defence)
            total_win += Fraction(_score(outcome)[0], 6)
            total_kill += Fraction(outcome.overkill if outcome.winner == "attacker" else 0, 6)
        return total_win, total_kill
    options = [None] + sorted(set(range(len(attack))), key=lambda i: attack[i])
    return max(options, key=lambda i: value(i))


@dataclass(frozen=True)
class Odds:
    win: Fraction
    tie: Fraction
    loss: Fraction
    attacker_overkill: dict[int, Fraction]
    defender_overkill: dict[int, Fraction]


def odds(attack_dice: int, defence_dice: int, reroll: bool = False) -> Odds:
    """Exact chances for `attack_dice` against `defence_dice` (cover and other bonuses: add the dice)."""
    total = Fraction(1, 6 ** (attack_dice + defence_dice))
    win = tie = loss = Fraction(0)
    a_kill: Counter[int] = Counter()
    d_kill: Counter[int] = Counter()
    for attack, wa in sorted_rolls(attack_dice):
        for defence, wd in sorted_rolls(defence_dice):
            weight = total * wa * wd
            results: list[tuple[Outcome, Fraction]]
            index = best_reroll(attack, defence) if reroll and attack_dice else None
            if index is None:
                results = [(compare(attack, defence), weight)]
            else:
                results = []
                for face in range(1, 7):
                    rolled = list(attack)
                    rolled[index] = face
                    results.append((compare(rolled, defence), weight / 6))
            for outcome, w in results:
                if outcome.winner == "attacker":
                    win += w
                    a_kill[outcome.overkill] += w
                elif outcome.winner == "defender":
                    loss += w
                    d_kill[outcome.overkill] += w
                else:
                    tie += w
    return Odds(win, tie, loss, dict(sorted(a_kill.items())), dict(sorted(d_kill.items())))
