"""A bot turn's think budget shared by its decisions (assistant/search/turn_clock.py): the shares never add up
to more than the budget, and in the games whose turns search several times (Globbo's move and attacks, a
Crew's actions, the Goblins' arrivals) a whole turn's iterations stay within one budget."""

from __future__ import annotations

from collections import defaultdict

import pytest

from goblinkit.assistant.search import turn_clock
from goblinkit.assistant.search.protocol import Budget
from goblinkit.assistant.search.turn_clock import AIM, TurnClock

ITERATIONS = 12


def test_shares_divide_what_is_left_and_a_new_turn_starts_afresh():
    clock = TurnClock()
    budget = Budget(seconds=1.0, iterations=60)
    assert clock.share("t1", budget, 3) == Budget(None, 20)
    clock.spent(20, 0.0, budget)
    assert clock.share("t1", budget, 1) == Budget(None, 40)  # the last decision gets all that is left
    clock.spent(40, 0.0, budget)
    assert clock.share("t1", budget, 2) is None  # nothing left: the policy's choice stands
    assert clock.share("t2", budget, 2) == Budget(None, 30)
    timed = clock.share("t3", Budget(seconds=1.0), 2)
    assert timed is not None and timed.seconds is not None and timed.seconds <= AIM / 2


def _turns(play) -> dict[object, int]:  # noqa: ANN001
    """Each searched turn's iterations, over a game `play()` plays."""
    turn_clock.RECORD = []
    try:
        play()
        timed = turn_clock.RECORD
    finally:
        turn_clock.RECORD = None
    turns: dict[object, int] = defaultdict(int)
    for t in timed:
        turns[t.turn] += t.iterations
    assert turns, "the game searched no decision"
    return turns


@pytest.mark.parametrize("level, scale", [("hard", 1), ("expert", 4)])
def test_globbo_whole_turn_keeps_one_budget(level, scale):
    """Globbo's move and every attack of his turn share one budget (each searched with a whole one, a turn took
    several); a search's first round may run past its share by less than a round of candidates."""
    from goblinkit.assistant.globbo.hard_bot import ATTACKS, CANDIDATES
    from goblinkit.assistant.globbo.simulate import play_game

    turns = _turns(lambda: play_game(3, rounds=4, skills={"globbo": level, "kids": level}, iterations=ITERATIONS))
    assert max(turns.values()) <= ITERATIONS * scale + max(ATTACKS, CANDIDATES)
    globbo = [n for (_, side), n in turns.items() if side == "globbo"]
    assert globbo and max(globbo) > ITERATIONS * scale // 2  # the turn's budget is used, not a sliver of it


def test_gobz_whole_crew_turn_keeps_one_budget():
    """A hard Crew's actions of one turn share one budget (it counts playouts: a round is one per candidate)."""
    from goblinkit.assistant.gobz_heroes.simulate import play_game

    turns = _turns(lambda: play_game(2, 11, length="quick", skills={"Red": "hard", "Blue": "normal"},
                                     iterations=ITERATIONS, random_draft=False))
    assert max(turns.values()) <= 2 * ITERATIONS  # the last round of playouts may finish past the budget
