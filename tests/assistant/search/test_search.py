"""The shared search (assistant/search) on two toy games small enough to know the right answer: Nim
(perfect information: MCTS must find the winning take) and a one-card bet (hidden information: ISMCTS
must decide from its own card alone, whatever the rival really holds)."""

from __future__ import annotations

import random

import pytest

from goblinkit.assistant.search import Budget, SearchState, derived_seed, ismcts, mcts


class Nim(SearchState):
    """Take 1-3 stones; who takes the last stone wins."""

    def __init__(self, stones: int, mover: int = 0):
        self.stones, self.mover = stones, mover

    def to_move(self):
        return None if self.stones == 0 else self.mover

    def actions(self):
        return [t for t in (1, 2, 3) if t <= self.stones]

    def play(self, action):
        self.stones -= action
        self.mover = 1 - self.mover

    def rewards(self):
        winner = 1 - self.mover  # the one who took the last stone
        return [1.0 if s == winner else 0.0 for s in (0, 1)]

    def seat_view(self, seat):
        return [self.stones, self.mover]

    def sample(self, seat, rng):
        return Nim(self.stones, self.mover)

    def rollout_action(self, rng):
        return rng.choice(self.actions())


class Bet(SearchState):
    """Each seat holds a card 1-5 (different); seat 0 bets (wins if higher) or folds (0.3 for sure)."""

    def __init__(self, cards, done=None):
        self.cards, self.done = list(cards), done

    def to_move(self):
        return None if self.done else 0

    def actions(self):
        return ["fold", "bet"]

    def play(self, action):
        self.done = action

    def rewards(self):
        if self.done == "fold":
            return [0.3, 0.7]
        win = 1.0 if self.cards[0] > self.cards[1] else 0.0
        return [win, 1.0 - win]

    def seat_view(self, seat):
        return [self.cards[seat], self.done]  # never the rival's card

    def sample(self, seat, rng):
        unseen = sorted({1, 2, 3, 4, 5} - {self.cards[seat]})  # never the rival's true card
        return Bet([self.cards[0], rng.choice(unseen)], self.done)


@pytest.mark.parametrize("stones,take", [(5, 1), (6, 2), (7, 3), (10, 2)])
def test_mcts_finds_the_winning_take(stones, take):
    decision = mcts(Nim(stones), Budget(iterations=3000), seed=1)
    assert decision.action == take
    assert decision.iterations == 3000
    assert sum(decision.visits.values()) == 3000


def test_ismcts_decides_from_what_the_seat_knows():
    strong = [ismcts(Bet([5, rival]), 0, Budget(iterations=400), seed=3).action for rival in (1, 2, 3, 4)]
    weak = [ismcts(Bet([1, rival]), 0, Budget(iterations=400), seed=3).action for rival in (2, 3, 4, 5)]
    assert strong == ["bet"] * 4  # the rival's true card (even a 4) never changes the decision
    assert weak == ["fold"] * 4
    a = ismcts(Bet([3, 1]), 0, Budget(iterations=500), seed=9)
    b = ismcts(Bet([3, 5]), 0, Budget(iterations=500), seed=9)
    assert (a.action, a.visits, a.values) == (b.action, b.visits, b.values)


def test_same_seed_same_search_and_time_budget_stops():
    one = mcts(Nim(9), Budget(iterations=300), seed=4)
    two = mcts(Nim(9), Budget(iterations=300), seed=4)
    assert one.visits == two.visits
    timed = mcts(Nim(21), Budget(seconds=0.05), seed=4)
    assert timed.iterations >= 1 and timed.seconds < 0.5


def test_refuses_a_seat_not_to_move_and_a_bad_budget():
    with pytest.raises(ValueError, match="not the one to move"):
        ismcts(Nim(5, mover=1), 0, Budget(iterations=5), seed=1)
    with pytest.raises(ValueError, match="seconds or iterations"):
        Budget(seconds=None)


def test_derived_seed_is_stable_and_distinct():
    assert derived_seed(7, "bot1", 3) == derived_seed(7, "bot1", 3)
    assert derived_seed(7, "bot1", 3) != derived_seed(7, "bot1", 4)
    random.Random(derived_seed(1))  # a valid seed


def test_a_budgets_part_rounds_iterations_up_and_scales_seconds():
    """Sequential halving spends a budget in steps: a third of 7 iterations is spent at 3, not 2."""
    third = Budget(iterations=7).part(1 / 3)
    assert (third.iterations, third.spent(2, 0.0), third.spent(3, 0.0)) == (3, False, True)
    assert Budget(iterations=6).part(1 / 3).iterations == 2
    assert Budget(seconds=0.9).part(0.5).seconds == 0.45
