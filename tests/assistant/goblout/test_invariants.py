"""Many seeded bot games: the 110 cards are conserved after every turn, no life above its maximum,
only legal actions (the engine refuses anything else, so a finished game is proof), and a saved
game replays to exactly the live state.

The default suite plays 600 games over every player count and variant; the issue's full count
runs with `GOBLOUT_INVARIANT_GAMES=10000 .venv/bin/python -m pytest tests/assistant/goblout/test_invariants.py`.
"""

from __future__ import annotations

import os

import pytest

from tests.assistant.from_disk import replay_from_disk

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.goblout.game import Goblout
from goblinkit.assistant.goblout.simulate import BOT, play_game, setup_for, styles_for
from goblinkit.assistant.core.table import ScriptedTable

GAMES = int(os.environ.get("GOBLOUT_INVARIANT_GAMES", "600"))
PLAN = [(2, None), (3, None), (4, None), (5, None), (4, "sudden-death"), (4, "group-die"), (4, "massacre"),
        (2, "massacre"), (5, "group-die"), (3, "sudden-death")]


def check(game: Goblout) -> None:
    m = game.m
    assert sum(m.all_cards().values()) == 110
    for p in m.players:
        assert p.life <= p.max_life
        assert p.alive == (p.life > 0) or (not p.alive and not p.hand and not p.deployed)


@pytest.mark.parametrize("players,variant", PLAN)
def test_cards_conserved_and_life_capped_every_turn(players, variant):
    for n in range(max(1, GAMES // len(PLAN))):
        seed = 1000 * players + n
        game = Goblout(setup_for(players, variant, styles_for(players, n, None)), Chance(seed))
        game.chance.begin()
        game.start(ScriptedTable())
        while not game.over:
            game.chance.begin()
            game.apply(BOT, ScriptedTable())
            check(game)
        assert game.m.winner is not None


@pytest.mark.parametrize("players,variant", PLAN)
def test_replay_equals_live(players, variant, tmp_path):
    for n in range(max(1, GAMES // len(PLAN) // 10)):
        played = play_game(players, variant, 77 + n, styles_for(players, n, None), keep=True)
        replayed, steps = replay_from_disk(Goblout, played.save, tmp_path)
        assert replayed.snapshot(reveal=True) == played.game.snapshot(reveal=True)
        assert [line for step in steps for line in step.lines] == played.lines
