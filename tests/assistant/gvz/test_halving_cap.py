"""GvZ's sequential halving counts its futures from --think (lookahead.halving), so a machine slower than the
count assumes would make the player wait past the budget: at the table a cap in seconds stops it, the best
mean so far taken. Without a cap (tests, measured runs) it plays every future it was given."""

from __future__ import annotations

import random

from goblinkit.assistant.goblins_vs_zombies.lookahead import halving

MEANS = [0.2, 0.8, 0.5, 0.1]


class Toy:
    """Option i pays MEANS[i] plus the future's shared luck."""

    def __init__(self, seen: list[int], luck: float = 0.0):
        self.options, self.seen, self.luck, self.picked = MEANS, seen, luck, -1

    def sample(self, seat: int, rng: random.Random) -> Toy:
        return Toy(self.seen, rng.random() - 0.5)

    def play(self, index: int) -> None:
        self.picked = index
        self.seen.append(index)

    def rewards(self) -> list[float]:
        value = MEANS[self.picked] + self.luck
        return [value, 1 - value]


def test_the_cap_stops_a_count_that_runs_late_and_takes_the_best_so_far():
    uncapped: list[int] = []
    assert halving(Toy(uncapped), 0, 40, seed=3)[0] == 1  # type: ignore[arg-type]
    assert len(uncapped) == 40  # 5 futures of 4 options, then 10 of the best 2
    capped: list[int] = []
    assert halving(Toy(capped), 0, 40, seed=3, seconds=0.0)[0] == 0  # type: ignore[arg-type]
    assert capped == [0]  # one future of the first option, then out of time: the only one tried


def test_a_budget_too_small_to_halve_still_tries_every_option_in_normals_futures():
    seen: list[int] = []
    assert halving(Toy(seen), 0, 4, seed=3, floor=3)[0] == 1  # type: ignore[arg-type]
    assert sorted(seen) == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]  # the floor's round, then the budget is spent
