"""The slow, obviously right odds: every pair of sorted rolls, each reroll option tried by hand.

It is the test oracle for `odds.py` (and the benchmark's baseline); `odds` never calls it.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from goblinkit.assistant.gobbledygook.odds import Odds
from goblinkit.assistant.gobbledygook.rolls import choose_reroll, option_results, sorted_rolls


def odds_by_enumeration(attack_dice: int, defence_dice: int, policy: str | None = None) -> Odds:
    total = Fraction(1, 6 ** (attack_dice + defence_dice) * 6)
    counts: Counter[str] = Counter()
    a_kill: Counter[int] = Counter()
    d_kill: Counter[int] = Counter()
    for attack, wa in sorted_rolls(attack_dice):
        for defence, wd in sorted_rolls(defence_dice):
            results = choose_reroll(attack, defence, policy)[1] if policy and attack else \
                option_results(attack, defence, None)
            for outcome in results:
                counts[outcome.winner] += wa * wd
                if outcome.winner == "attacker":
                    a_kill[outcome.overkill] += wa * wd
                elif outcome.winner == "defender":
                    d_kill[outcome.overkill] += wa * wd
    return Odds(counts["attacker"] * total, counts["tie"] * total, counts["defender"] * total,
                {k: v * total for k, v in sorted(a_kill.items())}, {k: v * total for k, v in sorted(d_kill.items())})
