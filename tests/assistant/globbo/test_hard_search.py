"""The hard bot's sequential halving over common dice (hard_bot.halving) on a toy search whose rewards
are known: it keeps the best candidate, runs the plays it was given, and every candidate in a round
meets the same dice (the same future seed)."""

from __future__ import annotations

import random

from goblinkit.assistant.globbo.hard_bot import halving
from goblinkit.assistant.search import Budget

MEANS = [0.2, 0.8, 0.5, 0.1]


class Toy:
    """Candidate i pays MEANS[i] plus the dice's shared luck (the same for every candidate on one roll)."""

    def __init__(self, seen: list[tuple[int, float]], luck: float = 0.0):
        self.options, self.seen, self.luck, self.picked = MEANS, seen, luck, -1

    def sample(self, seat: int, rng: random.Random) -> "Toy":
        return Toy(self.seen, rng.random() - 0.5)

    def play(self, index: int) -> None:
        self.picked = index
        self.seen.append((index, self.luck))

    def rewards(self) -> list[float]:
        value = MEANS[self.picked] + self.luck
        return [value, 1 - value]


def test_halving_keeps_the_best_on_common_dice():
    seen: list[tuple[int, float]] = []
    best, plays = halving(Toy(seen), 0, Budget(iterations=12), seed=7)  # type: ignore[arg-type]
    assert best == 1 and plays == len(seen) == 12
    first_round = seen[:4]
    assert [i for i, _ in first_round] == [0, 1, 2, 3] and len({luck for _, luck in first_round}) == 1
    assert [i for i, _ in seen[4:8]] == [0, 1, 2, 3]  # the first step: half the plays, whole rounds
    assert [i for i, _ in seen[8:]] == [1, 2, 1, 2]  # the worse half (0.2 and 0.1) dropped after it
