"""The hard Crew's rival reply, priced at any budget (issue 35: Gearhead walked into Mog's reach for a melee
its own turn rated well). Two Crews: a search in two stages over the same worlds.

1. The screen: every candidate played to the end of the Crew's turn (normal policy) in each world, the
   leaf read as the turn passes (hard_leaf), until SCREEN of the decision's share is spent (whole rounds,
   one at least). Each playout's table is kept.
2. The reply: the normal Crew's choice and the best others by the screen (as many as the time left buys
   REPLY_WORLDS rival turns each, two at least) go on through the rival's whole next turn (normal policy, on
   the hidden cards as dealt in that world), first from the tables the screen kept (a world is dealt and
   the Crew's turn played once, not again for the reply), then in new worlds; the leaf is read as the
   reply passes back, from the rival's side. Only whole rounds count (every kept candidate in a world).

When the time left cannot buy MIN_PRICED worlds of two candidates' replies, or no whole reply round is
played in time, the screen goes on and decides (the leaf's threat map prices the reply). Measured on a loaded machine: a Crew's turn played on about 5 ms, the rival's reply about 8 ms,
so at --think 0.2 (a decision's share 0.06 to 0.18 s) two or three candidates see a few priced worlds each;
at 1.0 s every candidate does."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.search.protocol import clock

SCREEN = 0.5  # the part of a decision's share the screen takes first (whole rounds, one at least)
REPLY_WORLDS = 4  # rival turns the time left should buy each kept candidate
MIN_PRICED = 3  # worlds the time left must buy two kept candidates, else the screen goes on to the end
REPLY_ITERATIONS = 3  # a rival's turn costs about three Crew's turns played on (measured; a counted budget too)
OVERRUN = 1.3  # a round still running past this part of the share is dropped (the think bound's 1.5x)


@dataclass
class Rounds:
    """Whole rounds of playouts: per candidate the sum of its scores and how many worlds it saw."""

    keys: list[str]
    totals: dict[str, float] = field(default_factory=dict)
    rounds: int = 0

    def add(self, scores: dict[str, float]) -> None:
        for key, value in scores.items():
            self.totals[key] = self.totals.get(key, 0.0) + value
        self.rounds += 1

    def means(self) -> dict[str, float]:
        return {k: self.totals[k] / self.rounds for k in self.keys} if self.rounds else {}


@dataclass
class Clock:
    """A decision's share, in CPU seconds or counted iterations (a rival turn counts REPLY_ITERATIONS)."""

    budget: Any
    start: float = field(default_factory=clock)
    done: int = 0

    def used(self) -> float:
        """The part of the share used (0 to 1 and over)."""
        if self.budget.iterations is not None:
            return self.done / max(1, self.budget.iterations)
        return (clock() - self.start) / max(1e-9, self.budget.seconds or 0.0)

    def over(self, next_one: float = 0.0) -> bool:
        """Past OVERRUN of the share, or would be after a playout of `next_one` seconds: a round still running
        is dropped (a counted budget never is)."""
        return self.budget.iterations is None and self.used() + next_one / (self.budget.seconds or 1.0) >= OVERRUN

    def replies_left(self) -> float:
        """How many rival turns the rest of the share buys, each REPLY_ITERATIONS of the playouts done so far
        (their measured mean: the machine's speed and the memos' warmth as they are now)."""
        if self.budget.iterations is not None:
            return max(0, self.budget.iterations - self.done) / REPLY_ITERATIONS
        spent = clock() - self.start
        each = REPLY_ITERATIONS * spent / max(1, self.done)
        return max(0.0, (self.budget.seconds or 0.0) - spent) / max(1e-9, each)


Turn = Callable[[str, int], tuple[float, Any]]  # (candidate, world) -> (leaf as the turn passes, table kept)
Reply = Callable[[Any], float]  # a kept table -> the leaf as the rival's reply passes back


def screen(keys: list[str], turn: Turn, rng: random.Random, share: Clock, stop: Callable[[Rounds], bool],
           until: float = SCREEN, found: Rounds | None = None) -> tuple[Rounds, list[tuple[int, dict[str, Any]]]]:
    """Stage 1: whole rounds of every candidate's turn until `until` of the share is spent or would be by
    another round of the average length (three or four Crews: all of it, the whole search), or `stop`; the
    worlds played and their tables kept. `found`: the rounds of a screen to go on with."""
    found, worlds = found or Rounds(keys), []
    while True:
        world = rng.getrandbits(64)
        scores, tables = {}, {}
        for key in keys:
            if found.rounds and share.over():
                break
            scores[key], tables[key] = turn(key, world)
            share.done += 1
        if len(scores) < len(keys):
            break
        found.add(scores)
        worlds.append((world, tables))
        used = share.used()
        ahead = 0.0 if share.budget.iterations is not None else used / found.rounds
        if used + ahead >= until or stop(found):
            break
    return found, worlds


def kept(keys: list[str], screened: Rounds, share: Clock) -> list[str]:
    """The candidates whose reply is priced: the normal Crew's choice (keys[0]) and the best others by the
    screen, as many as the time left buys REPLY_WORLDS rival turns each (two at least); none when it cannot
    buy MIN_PRICED worlds of two."""
    room = share.replies_left()
    if room < 2 * MIN_PRICED or len(keys) < 2:
        return []
    means = screened.means()
    others = sorted(keys[1:], key=lambda k: -means.get(k, 0.0))
    return [keys[0]] + others[:max(1, min(len(others), int(room / REPLY_WORLDS) - 1))]


def priced(keys: list[str], worlds: list[tuple[int, dict[str, Any]]], turn: Turn, reply: Reply,
           rng: random.Random, share: Clock, stop: Callable[[Rounds], bool]) -> Rounds:
    """Stage 2: whole rounds of the kept candidates through the rival's reply, the screen's worlds first
    (from the tables kept), then new ones, until the share is spent (a round's length kept in hand) or `stop`."""
    found = Rounds(keys)
    queue = list(worlds)
    last = slowest = 0.0  # the last round's seconds, and the longest reply (with its turn) so far
    while True:
        began = clock()
        if share.budget.iterations is None and found.rounds and share.used() + last / (share.budget.seconds or 1.0) >= 1.0:
            return found
        world, tables = queue.pop(0) if queue else (rng.getrandbits(64), {})
        scores: dict[str, float] = {}
        for key in keys:
            if share.over(slowest):
                break
            one = clock()
            table = tables.get(key)
            if table is None and key not in tables:  # a new world: the Crew's turn first
                _, table = turn(key, world)
                share.done += 1
            scores[key] = reply(table)
            share.done += REPLY_ITERATIONS
            slowest = max(slowest, clock() - one)
        if len(scores) < len(keys):
            return found
        found.add(scores)
        last = clock() - began
        if stop(found) or (share.budget.iterations is not None and share.done >= share.budget.iterations):
            return found
