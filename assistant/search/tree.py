"""The search loop (see the package docstring): selection by UCB1 over the actions available in this
iteration's determinization, one expansion, a rollout by the state's default policy, backpropagation of
each seat's reward to the edges that seat chose."""

from __future__ import annotations

import math
import random
from collections.abc import Hashable

from goblinkit.assistant.search.protocol import Budget, Decision, SearchState, clock
from goblinkit.assistant.search.seat_view import seat_seed

EXPLORE = 0.7  # UCB1's constant for rewards in [0, 1] (sqrt(2)/2: the usual choice, as OpenSpiel's default is near)


class Node:
    """An edge into a position: who chose it, its visits, total reward, and how often it was available."""

    __slots__ = ("mover", "visits", "total", "available", "children")

    def __init__(self, mover: int = -1) -> None:
        self.mover = mover
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.children: dict[Hashable, Node] = {}

    def ucb(self, explore: float) -> float:
        return self.total / self.visits + explore * math.sqrt(math.log(max(self.available, 1)) / self.visits)


def ismcts(state: SearchState, seat: int, budget: Budget, seed: int, explore: float = EXPLORE,
           rollout_depth: int | None = None) -> Decision:
    """The best action for `seat` (who must be `state.to_move()`) by information-set MCTS: each iteration
    plays in `state.sample(seat, rng)`, a determinization of what the seat may know; `rng` is seeded by
    `seed` (a salt: the game's seed) and the seat's view, nothing else."""
    if state.to_move() != seat:
        raise ValueError(f"seat {seat} is not the one to move (seat {state.to_move()} is)")
    rng = random.Random(seat_seed(state.seat_view(seat), seed))
    choices = list(state.actions())
    if not choices:
        raise ValueError("no action to choose from")
    root = Node()
    start = clock()
    iterations = 0
    if len(choices) > 1:
        while True:
            _iterate(root, state.sample(seat, rng), rng, explore, rollout_depth)
            iterations += 1
            if budget.spent(iterations, start):
                break
    visits = {a: root.children[a].visits if a in root.children else 0 for a in choices}
    values = {a: root.children[a].total / root.children[a].visits for a in choices
              if a in root.children and root.children[a].visits}
    best = choices[0]
    for a in choices[1:]:  # the most visited, then the better mean; the first of equals (the policy's order)
        if (visits[a], values.get(a, 0.0)) > (visits[best], values.get(best, 0.0)):
            best = a
    return Decision(best, iterations, clock() - start, visits, values)


def mcts(state: SearchState, budget: Budget, seed: int, explore: float = EXPLORE,
         rollout_depth: int | None = None) -> Decision:
    """Open-loop MCTS for a game with no hidden information (its `sample` only copies and reseeds the
    dice): the same loop as `ismcts`, for the seat to move."""
    seat = state.to_move()
    if seat is None:
        raise ValueError("the game is over: nothing to decide")
    return ismcts(state, seat, budget, seed, explore, rollout_depth)


def _iterate(root: Node, state: SearchState, rng: random.Random, explore: float, rollout_depth: int | None) -> None:
    node, path = root, []
    while True:  # selection and one expansion
        mover = state.to_move()
        if mover is None:
            break
        actions = state.actions()
        fresh = None
        for a in actions:
            child = node.children.get(a)
            if child is None:
                child = node.children[a] = Node(mover)
            child.available += 1
            if fresh is None and child.visits == 0:
                fresh = a
        if fresh is not None:
            state.play(fresh)
            path.append(node.children[fresh])
            break
        best, best_score = actions[0], -1.0
        for a in actions:
            score = node.children[a].ucb(explore)
            if score > best_score:
                best, best_score = a, score
        node = node.children[best]
        state.play(best)
        path.append(node)
    depth = 0
    while state.to_move() is not None and (rollout_depth is None or depth < rollout_depth):
        state.play(state.rollout_action(rng))
        depth += 1
    rewards = state.rewards()
    for edge in path:
        edge.visits += 1
        edge.total += rewards[edge.mover]
