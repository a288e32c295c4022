"""Exact odds of a GobbledyGook! fight, fast enough for a dozen dice a side.

Compare-the-rolls depends only on the sorted dice, so a roll is a multiset (792 of them for 7 dice,
6188 for 12) weighted by how many ordered rolls give it. Sorting every defender multiset by the
rulebook's order (highest die first, then the next; a die beats no die) turns "who wins" into a
position in that list: against an attacker multiset S, the defenders below S lose, those equal tie,
those above win. So for each attacker multiset the defender list falls into a few segments where
the result of each option (keep the roll, or reroll a die into each of six faces) is the same, and
the hidden attacker's choice is made once per segment instead of once per pair of rolls. Segments also split
where the defender's top die changes, since overkill against the defender depends on it; overkill
against the attacker is collected at the end from per-top difference arrays.

The choice is only ever between keeping the roll and rerolling the lowest die: without the lowest
die the other dice are, sorted, at least as high at every place as without any other die, so for
each new face the result is at least as good (as many wins, no more losses, as much overkill), and
ties go to the lowest die anyway. The oracle tries every die, which checks this too.

Everything is counted in integers (ordered rolls, times 6 for the reroll's six faces) and becomes
exact fractions at the end. `odds_oracle.py` holds the slow pair-by-pair version the tests check
this against.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import accumulate

from goblinkit.assistant.gobbledygook.rolls import policy_key, sorted_rolls

FACES = range(7)  # "dice above t" for a top die t of 0 (no dice) to 6


@dataclass(frozen=True)
class Odds:
    win: Fraction
    tie: Fraction
    loss: Fraction
    attacker_overkill: dict[int, Fraction] = field(default_factory=dict)
    defender_overkill: dict[int, Fraction] = field(default_factory=dict)


def _above(roll: tuple[int, ...]) -> tuple[int, ...]:
    """How many dice of `roll` show more than t, for t = 0..6."""
    counts = [0] * 8
    for die in roll:
        counts[die] += 1
    above, running = [0] * 7, 0
    for t in range(6, -1, -1):
        running += counts[t + 1]
        above[t] = running
    return tuple(above)


class _Defence:
    """Every defender multiset in the rulebook's order, weakest first, with prefix sums."""

    def __init__(self, dice: int, width: int):
        rolls = sorted(sorted_rolls(dice), key=lambda rw: rw[0] + (0,) * (width - len(rw[0])))
        self.width = width
        self.keys = [r + (0,) * (width - len(r)) for r, _ in rolls]
        self.weights = [w for _, w in rolls]
        self.tops = [r[0] if r else 0 for r, _ in rolls]
        self.above = [_above(r) for r, _ in rolls]
        self.cum = [0, *accumulate(self.weights)]
        self.top_bounds = [i for i in range(1, len(rolls)) if self.tops[i] != self.tops[i - 1]]

    def place(self, roll: tuple[int, ...]) -> tuple[int, int]:
        """Defenders [0, lo) lose to `roll`, [lo, hi) tie it, [hi, end) beat it."""
        key = roll + (0,) * (self.width - len(roll))
        return bisect_left(self.keys, key), bisect_right(self.keys, key)


def odds(attack_dice: int, defence_dice: int, policy: str | None = None) -> Odds:
    """Exact chances for `attack_dice` against `defence_dice` (bonus dice already added); with a
    `policy` ("wins" or "net", see rolls.py) the attacker is hidden and rerolls one die by it."""
    policy_key("wins" if policy is None else policy, 0, 0, 0)  # an unknown policy is refused here
    tally = _Tally(_Defence(defence_dice, max(attack_dice, defence_dice)))
    if not policy or not attack_dice:
        for attack, weight in sorted_rolls(attack_dice):
            tally.add(weight, [tally.entry(attack, 6)], 0, tally.end)
    else:
        weights = dict(sorted_rolls(attack_dice))
        for rest, _ in sorted_rolls(attack_dice - 1):
            _hidden_attacker(tally, rest, weights, policy)
    return tally.odds(6 ** (attack_dice + defence_dice) * 6)


Entry = tuple[int, int, int, tuple[int, ...], int]  # lo, hi, the roll's top die, dice above t, multiplicity


def _hidden_attacker(tally: _Tally, rest: tuple[int, ...], weights: dict[tuple[int, ...], int], policy: str) -> None:
    """Every attacker roll made of `rest` and a lowest die v (v <= rest's dice) shares its reroll:
    the six rolls rest + new die. For each stretch of defenders, each v keeps or rerolls."""
    made = [tally.entry(tuple(sorted(rest + (new,), reverse=True)), 1) for new in range(1, 7)]
    faces = range(1, (rest[-1] if rest else 6) + 1)
    weight = {v: weights[rest + (v,)] for v in faces}
    defence, end = tally.defence, tally.end
    bounds = sorted({0, *defence.top_bounds, *(e[0] for e in made), *(e[1] for e in made)} - {end})
    keeping: dict[int, tuple[int, bool | None]] = {v: (0, None) for v in faces}  # v: (since, keeps?)
    reroll_since, reroll_weight = 0, 0
    for b0 in bounds:
        top = defence.tops[b0]
        wins = losses = kill = 0
        for lo, hi, _, above, _ in made:
            if b0 < lo:
                wins += 1
                kill += above[top]
            elif b0 >= hi:
                losses += 1
        reroll = policy_key(policy, wins, losses, kill)
        rerolled = 0
        for v in faces:
            lo, hi, _, above, _ = made[v - 1]  # keeping is rerolling into the same face, six times over
            if b0 < lo:
                keep = policy_key(policy, 6, 0, 6 * above[top])
            else:
                keep = policy_key(policy, 0, 0 if b0 < hi else 6, 0)
            keeps = keep >= reroll  # a full tie keeps the roll, as the oracle does
            since, before = keeping[v]
            if keeps != before:
                if before:
                    tally.add(weight[v], [(*made[v - 1][:4], 6)], since, b0)
                keeping[v] = (b0, keeps)
            if not keeps:
                rerolled += weight[v]
        if rerolled != reroll_weight:
            if reroll_weight:
                tally.add(reroll_weight, made, reroll_since, b0)
            reroll_since, reroll_weight = b0, rerolled
    for v, (since, kept) in keeping.items():
        if kept:
            tally.add(weight[v], [(*made[v - 1][:4], 6)], since, end)
    if reroll_weight:
        tally.add(reroll_weight, made, reroll_since, end)


class _Tally:
    """Integer counts of wins by overkill, ties, and losses marked per attacker top die."""

    def __init__(self, defence: _Defence):
        self.defence = defence
        self.end = len(defence.keys)
        self.spots: dict[tuple[int, ...], tuple[int, int, int, tuple[int, ...]]] = {}
        self.a_kill: Counter[int] = Counter()
        self.tie = 0
        self.loss_marks = [[0] * (self.end + 1) for _ in FACES]
        ends = [*defence.top_bounds, self.end]
        self.block_end = [next(e for e in ends if e > i) for i in range(self.end)]  # where i's top-die block ends

    def entry(self, roll: tuple[int, ...], mult: int) -> Entry:
        found = self.spots.get(roll)
        if found is None:
            lo, hi = self.defence.place(roll)
            found = self.spots[roll] = (lo, hi, roll[0] if roll else 0, _above(roll))
        return (*found, mult)

    def add(self, weight: int, option: list[Entry], r0: int, r1: int) -> None:
        """The attacker roll of `weight` takes `option` against defenders [r0, r1)."""
        cum, tops, block_end, a_kill = self.defence.cum, self.defence.tops, self.block_end, self.a_kill
        for lo, hi, s_top, above, mult in option:
            w = weight * mult
            x, y = r0, (r1 if r1 < lo else lo)
            while x < y:  # wins, by the defender's top die (a block of the sorted list)
                stop = block_end[x]
                stop = y if y < stop else stop
                a_kill[above[tops[x]]] += w * (cum[stop] - cum[x])
                x = stop
            x, y = (r0 if r0 > lo else lo), (r1 if r1 < hi else hi)
            if x < y:
                self.tie += w * (cum[y] - cum[x])
            x = r0 if r0 > hi else hi
            if x < r1:
                marks = self.loss_marks[s_top]
                marks[x] += w
                marks[r1] -= w

    def odds(self, total: int) -> Odds:
        d_kill: Counter[int] = Counter()
        weights, above = self.defence.weights, self.defence.above
        for s_top, marks in enumerate(self.loss_marks):
            running = 0
            for i in range(self.end):
                running += marks[i]
                if running:
                    d_kill[above[i][s_top]] += running * weights[i]
        return Odds(Fraction(sum(self.a_kill.values()), total), Fraction(self.tie, total),
                    Fraction(sum(d_kill.values()), total),
                    {k: Fraction(v, total) for k, v in sorted(self.a_kill.items()) if v},
                    {k: Fraction(v, total) for k, v in sorted(d_kill.items()) if v})
