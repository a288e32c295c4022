"""What the search needs of a game (`SearchState`), how long it may think (`Budget`), and what it
returns (`Decision`). The search never sees a Game: only these few methods, so any engine whose copy
and replay are exact can be searched."""

from __future__ import annotations

import hashlib
import math
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any


class SearchState(ABC):
    """One game position for the search. The search calls `sample` once per iteration on the root and
    then only mutates that sample (`play`), so a wrapper may keep mutable engine state inside."""

    @abstractmethod
    def to_move(self) -> int | None:
        """The seat (0-based) choosing now, or None when the game is over (or nothing remains to decide)."""

    @abstractmethod
    def actions(self) -> Sequence[Hashable]:
        """The candidate actions of the seat to move, as hashable keys, the policy's favourite first (the
        search tries them in this order and breaks ties by it). Never empty while `to_move()` is a seat."""

    @abstractmethod
    def play(self, action: Hashable) -> None:
        """Apply `action` in place, then the chance and automatic steps up to the next decision."""

    @abstractmethod
    def rewards(self) -> Sequence[float]:
        """Each seat's reward in [0, 1]: the result once the game is over (1 a win, 0 a loss, shares for
        a draw), else an estimate of it (a rollout cut short by `rollout_depth`)."""

    @abstractmethod
    def sample(self, seat: int, rng: random.Random) -> SearchState:
        """An independent copy of this state as `seat` may know it: what `seat` cannot see redrawn with
        `rng` from what it could be (never read from the true hidden cards), and every future roll or
        draw driven by `rng`."""

    @abstractmethod
    def seat_view(self, seat: int) -> Any:
        """What `seat` may know of this state, JSON-able (its own hidden cards shown, the others' as counts or
        not at all): the search's seed is derived from this (seat_view.seat_seed), never from the state, so
        two states that differ only in what `seat` cannot see search alike."""

    def rollout_action(self, rng: random.Random) -> Hashable:
        """The default policy past the tree: the favourite (`actions()[0]`). A game may override it."""
        return self.actions()[0]


@dataclass(frozen=True)
class Budget:
    """How long one decision may think: CPU seconds (at the table; `time.process_time`, so a loaded
    machine slows the bot's play, not its judgment) or a fixed number of iterations (tests, and any run
    that must decide the same for a seed whatever the machine). Iterations win when both are given."""

    seconds: float | None = 1.0
    iterations: int | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a budget needs seconds or iterations")

    def part(self, share: float) -> Budget:
        """This budget's `share` (0 to 1], for a search that spends it in steps (sequential halving): the
        seconds scaled, the iterations rounded up (`done >= iterations * share` for whole iterations)."""
        return Budget(None if self.seconds is None else self.seconds * share,
                      None if self.iterations is None else math.ceil(self.iterations * share))

    def spent(self, done: int, start: float, rounds: int | None = None) -> bool:
        """Stop now: `done` iterations run, or no time left for one more round of the average length (so a
        decision stays within its budget, not one round over it). `rounds` counts the rounds when an
        iteration is smaller than a round (a round of playouts, one per candidate); by default each is one."""
        if self.iterations is not None:
            return done >= self.iterations
        assert self.seconds is not None
        elapsed = clock() - start
        return elapsed + elapsed / (rounds or done) >= self.seconds


@dataclass
class Decision:
    """What a search chose and what it cost: the key, its visit count among the root's actions, the
    iterations run and the CPU seconds spent (the ladder reports these as think time)."""

    action: Hashable
    iterations: int
    seconds: float
    visits: dict[Hashable, int] = field(default_factory=dict)
    values: dict[Hashable, float] = field(default_factory=dict)  # mean reward of each root action


def derived_seed(*parts: object) -> int:
    """A search seed from a game's own facts (its seed, the turn, the seat): the same position in the same
    game searches the same way, while two decisions of a game do not reuse one stream."""
    digest = hashlib.sha256(repr(parts).encode()).digest()
    return int.from_bytes(digest[:8], "big")


def clock() -> float:
    return time.process_time()
