"""Both ways, for Globbo!: in seeded games of the easy bots (playing the side at the table too), every move
that side makes is among `Game.moves()`, and the listed moves are accepted by the rules; an action not
listed is refused. GLOBBO_LISTED_GAMES / GLOBBO_LISTED_ROUNDS play more (and longer) games."""

from __future__ import annotations

import os
from collections import Counter

from goblinkit.assistant.globbo.moves import moves as listed_moves
from tests.assistant.globbo.listed_play import new_game, play_checked, refused, step
from tests.assistant.globbo.helpers import game_with

GAMES = int(os.environ.get("GLOBBO_LISTED_GAMES", "200"))
ROUNDS = int(os.environ.get("GLOBBO_LISTED_ROUNDS", "2"))


def test_every_move_the_bots_make_at_the_table_is_listed_and_the_listed_ones_are_accepted():
    tally: Counter[str] = Counter()
    phases: Counter[str] = Counter()
    for seed in range(GAMES):
        play_checked(seed, ROUNDS, sample=3, tally=tally, on_decision=lambda g, _: phases.update([g.turn.phase]))
    assert tally["exact"] > 10 * GAMES, tally
    assert set(phases) == {"globbo-move", "globbo-attack", "globbo-build", "kids-move", "kids-attack"}, phases
