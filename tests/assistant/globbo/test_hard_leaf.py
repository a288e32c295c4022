"""The hard bots' leaf (hard_leaf.py): what it reads from a set position, and what its fitted weights say."""

from __future__ import annotations

from goblinkit.assistant.globbo.hard_leaf import features, win_chance
from tests.assistant.globbo.helpers import game_with


def test_the_leaf_reads_the_table_and_a_fission_is_globbos_gain():
    """hard_leaf on a set position: what it reads (pieces, points, the Biter beside the HEAD, what each side
    reaches), and that the fitted weights count a Biter's fission (5 Blips and a Yeast in its place, normal's mix)
    as a gain for Globbo: the old hand-set worths (counters together above the Biter) made the search shy from
    fissions."""
    game = game_with("H1@H5", "Z1@G5", "S1@I5", "S2@I6", "B1@H6", "B2@C12", phase="globbo-build")
    game.turn.points = {"H1": 2}
    found = features(game)
    assert (found["g_zap"], found["g_slap"], found["k_biter"], found["k_yeast"], found["g_points"]) == (1, 2, 2, 0, 2)
    assert found["beside_head"] == 1 and found["reach_biter"] == 1.0  # B1 beside the HEAD, in reach of everything, B2 of nothing
    before = win_chance(game)
    spray = ("P1@C12", "P2@C11", "P3@D12", "P4@B12", "P5@B11", "Y1@D11")
    fissioned = game_with("H1@H5", "Z1@G5", "S1@I5", "S2@I6", "B1@H6", *spray, phase="globbo-build")
    fissioned.turn.points = {"H1": 2}
    assert win_chance(fissioned) > before
    game.pieces.pop("B1")
    assert win_chance(game) > before  # one Biter fewer
    game.pieces.pop("B2")
    game.check_end()
    assert game.over and win_chance(game) == 1.0


def test_leaf_fit_records_each_round_with_the_games_winner():
    """leaf_fit's sample of one normal game: the leaf's features as each round began (Globbo to build), each
    with whether Globbo went on to win; report_games fits them (no game split between fit and check)."""
    from goblinkit.assistant.globbo.leaf_fit import samples
    from goblinkit.assistant.globbo.simulate import play_game
    from goblinkit.assistant.search.logistic import report_games

    rows = samples(5003)
    game = play_game(5003, walls=True, skills={"globbo": "normal", "kids": "normal"}).game
    assert len(rows) == game.turn.round - 1  # every round that began after the first, up to the last
    assert {won for _, won in rows} == {int(game.turn.result["winner"] == "globbo")}
    assert set(rows[0][0]) == set(features(game))
    lines = report_games([rows, samples(5004)])
    assert lines[0] == "# 2 decided games" and lines[2].startswith("BIAS = ")
