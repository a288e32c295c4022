"""Globbo!'s bots never read what their side cannot know. Nothing on the map is hidden; what is, is the
table's next dice: both sides' decisions, at every skill, must not change when only those change (hard's
search rolls its own dice, seeded by what every side knows)."""

from __future__ import annotations

import pytest

from goblinkit.assistant.globbo import bots
from goblinkit.assistant.globbo.hard_bot import RoundSearch
from tests.assistant.globbo.helpers import do
from tests.assistant.globbo.test_skill import round_10_of_seed_1
from tests.assistant.search.two_states import HARD_ITERATIONS, SKILLS, assert_same_decision, other_dice


def _kids_to_move():
    game = round_10_of_seed_1()
    while game.turn.phase != "kids-move":
        do(game, bots.decide(game, careful=True))
    return game


@pytest.mark.parametrize("level", SKILLS)
@pytest.mark.parametrize("position", [round_10_of_seed_1, _kids_to_move], ids=["globbo-move", "kids-move"])
def test_each_side_decides_alike_whatever_the_next_dice(level, position):
    game = position()
    twin = game.copy()
    other_dice(twin)

    def decide(g):
        g.setup = {**g.setup, "skill": level}
        g.iterations = HARD_ITERATIONS
        return bots.decide_for(g)

    view = lambda g: RoundSearch(g, g.side_to_act, [], (bots.decide, bots.perform)).seat_view(0)  # noqa: E731
    assert_same_decision(decide, game, twin, truth=lambda g: g.chance.rng.getstate(), view=view)
