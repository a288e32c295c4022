"""A bot turn's think budget, shared by the decisions of that turn.

`--think` bounds the wait for a whole bot turn (Globbo's move and each of his attacks, a Crew's every
action, the Goblins' every arrival choice), not each decision: a player waits for the turn. A game keeps
one `TurnClock` (on its Game object) and asks it, at each searched decision, for that decision's share:
what is left of the turn's budget divided by the decisions the turn may still search (the game's estimate,
this one included). Time a decision leaves unspent goes to the next ones, and the shares never add up to
more than the budget, however wrong the estimate. With a fixed iteration count (tests, measured runs) the
same shares are counted in iterations, so a seed decides alike on any machine.

A turn is named by a key the game gives (its turn number and seat, say): a new key starts a new turn. The
clock lives in the process: a turn continued by another command (after a question to the player) starts
its clock again there, so no single wait is longer than the budget.

`RECORD` (benchmarks/bench_think.py) collects, when it is a list, each searched decision's seconds and the
seconds its turn had taken when the decision ended.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from goblinkit.assistant.search.protocol import Budget, clock

FLOOR = 0.02  # a share below this part of the turn's budget is not worth a search: the policy's choice stands
AIM = 0.9  # the part of a turn's seconds its decisions share: a search's last round and the play between its
# decisions run a little past their share (measured by benchmarks/bench_think.py: p95 at 1.14 with all of it)
OVERRUN = 1.5  # a counted search's cap, in its share: the count decides, unless the machine is far too slow
RECORD: list[Timed] | None = None


@dataclass(frozen=True)
class Timed:
    """One searched decision, as the benchmark reads it."""

    turn: Hashable
    seconds: float  # the decision's own
    iterations: int  # the decision's own (in the unit the game's search counts)
    turn_seconds: float  # its turn's, from the turn's first decision to this one's end
    budget: float  # the turn's budget in seconds


class TurnClock:
    """The budget left of the current bot turn (see the module docstring)."""

    def __init__(self) -> None:
        self.key: Hashable = None
        self.start = 0.0
        self.used = 0  # iterations spent this turn (a budget counted in iterations)

    def share(self, key: Hashable, budget: Budget, left: int) -> Budget | None:
        """This decision's budget: the turn's left divided by `left` (the decisions the turn may still search,
        this one included); None when too little is left to search (take the policy's choice)."""
        now = clock()
        if key != self.key:
            self.key, self.start, self.used = key, now, 0
        parts = max(1, left)
        if budget.iterations is not None:
            each = (budget.iterations - self.used) // parts
            return Budget(None, each) if each >= max(1, FLOOR * budget.iterations) else None
        assert budget.seconds is not None
        seconds = (AIM * budget.seconds - (now - self.start)) / parts
        return Budget(seconds=seconds) if seconds >= FLOOR * budget.seconds else None

    def seconds_left(self, seconds: float, left: int, overrun: float = OVERRUN) -> float:
        """The cap on a decision of a search that counts its iterations from the time (GvZ's futures, so a seed
        decides alike run twice): `overrun` times its share of the turn's `seconds` (after `share` named the turn),
        which stops it only on a machine slower than the count assumes."""
        return overrun * max(0.0, AIM * seconds - (clock() - self.start)) / max(1, left)

    def spent(self, iterations: int, seconds: float, budget: Budget) -> None:
        """A decision of the turn is done: `iterations` counted against a budget of iterations (and recorded)."""
        self.used += iterations
        if RECORD is not None and budget.seconds is not None:
            RECORD.append(Timed(self.key, seconds, iterations, clock() - self.start, budget.seconds))


def turn_clock(game: Any) -> TurnClock:
    """The game's clock (made on first use; a search's copies of the game share it but never search)."""
    found = getattr(game, "turn_clock", None)
    if not isinstance(found, TurnClock):
        found = TurnClock()
        game.turn_clock = found
    return found
