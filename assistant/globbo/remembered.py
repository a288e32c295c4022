"""The heuristic bots' decisions, remembered by the state they were taken in.

A page re-runs the assistant's step from its start for every request, and the explorer (core/explore.py) runs
it again on copies for each answer of a question asked inside it (the Kids' fission mix in Globbo's turn):
the same Globbo search, on the same map, a dozen times a tap. easy and normal decide without dice, from the
map alone, so the decision on an equal state is the same decision: it is kept here (the last KEEP of them,
in this process) and handed back as a copy. The key is the whole state the bots read: every piece's fields
in the map's own order (a tie the bots break by that order stays broken the same way), the turn, the Gunk,
the setup (skill, Extras, walls) and the step's own arguments. The hard bots search within a think budget
and log their decision before its questions (bots.play_side): they are never remembered here.
"""

from __future__ import annotations

import copy
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

KEEP = 256
_kept: OrderedDict[str, dict[str, Any]] = OrderedDict()
enabled = True  # benchmarks/bench_globbo_page.py turns it off for its baseline


def key(game: Any, *args: Any) -> str:
    turn = game.turn
    return repr(([tuple(vars(p).items()) for p in game.pieces.values()], turn.round, turn.phase,
                 sorted(turn.points.items()), turn.scorches, sorted(turn.splitting), turn.result,
                 sorted(game.gunk), sorted(game.setup.items(), key=str), game.human, game.mix,
                 getattr(game, "iterations", None), args))


def decision(game: Any, decide: Callable[..., dict[str, Any]], *args: Any) -> dict[str, Any]:
    """`decide(game, *args)`, or the copy of what it decided before on an equal state."""
    if not enabled:
        return decide(game, *args)
    found = key(game, *args)
    if found in _kept:
        _kept.move_to_end(found)
    else:
        _kept[found] = decide(game, *args)
        while len(_kept) > KEEP:
            _kept.popitem(last=False)
    return copy.deepcopy(_kept[found])


def forget() -> None:
    _kept.clear()
