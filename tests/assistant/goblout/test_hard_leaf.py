"""The hard bot's fitted leaf (hard_leaf.py) and its playouts cut at a horizon (hard_bot.playout)."""

from __future__ import annotations

import math

import pytest

from goblinkit.assistant.goblout import hard_bot, hard_leaf
from goblinkit.assistant.goblout.twin import UnrecordedChance, twin
from tests.assistant.goblout.helpers import arrange, new_game


EVEN = 1 / (1 + math.exp(-hard_leaf.TO_MOVE))  # two equal players: the one about to play leads by TO_MOVE


def table(players: int = 2):
    return new_game(players, first="bot1", seed=11, human=False, styles=["aggressive"] * players).m


def test_the_leaf_shares_the_chances_among_the_living_and_weighs_what_wins():
    m = table(4)
    shares = [hard_leaf.chance(m, p.id) for p in m.players]
    assert sum(shares) == pytest.approx(1.0)
    before = hard_leaf.chance(m, "bot2")
    arrange(m, "bot2", deployed=["brute", "cannon-fodder", "cauldron"])
    assert hard_leaf.chance(m, "bot2") > before  # attack, a blocker and a prestige point
    arrange(m, "bot3", life=0)
    m.out(m.player("bot3"))
    assert hard_leaf.chance(m, "bot3") == 0.0
    assert sum(hard_leaf.chance(m, p.id) for p in m.players) == pytest.approx(1.0)
    m.winner = "bot4"
    assert (hard_leaf.chance(m, "bot4"), hard_leaf.chance(m, "bot2")) == (1.0, 0.0)


def test_the_player_about_to_play_and_the_one_with_more_life_lead():
    m = table(2)
    assert hard_leaf.chance(m, "bot1") == pytest.approx(EVEN)
    arrange(m, "bot2", life=4)
    assert hard_leaf.chance(m, "bot1") > EVEN


def test_a_playout_cut_at_a_horizon_plays_that_many_turns_then_asks_the_leaf():
    m = table(2)
    models = hard_bot.models_for(m)
    cut = twin(m, UnrecordedChance(5))
    start = cut.turn
    value = hard_bot.playout(cut, "aggressive/attack", models, horizon=2)
    assert cut.winner is None and cut.turn == start + 3  # the plan's turn, then two more
    assert value == hard_leaf.chance(cut, "bot1") and 0.0 < value < 1.0
    whole = twin(m, UnrecordedChance(5))
    assert hard_bot.playout(whole, "aggressive/attack", models) in (0.0, 1.0)
    assert whole.winner is not None


def test_leaf_fit_records_each_turn_from_the_view_of_the_player_about_to_play():
    """leaf_fit's sample of one normal two-player game: a row as each turn began, the features of the player
    about to play less its rival's, with whether that player went on to win (so the rows' outcomes alternate
    with the seats); report_games fits them."""
    from goblinkit.assistant.goblout.leaf_fit import samples
    from goblinkit.assistant.search.logistic import report_games

    rows = samples(5003)
    assert len(rows) > 2 and set(rows[0][0]) == set(hard_leaf.WEIGHTS)
    assert rows[0][0]["life"] == 0.0 and rows[0][0]["prestige"] == 0.0  # an even table as it was dealt
    assert {won for _, won in rows[0::2]} | {1 - won for _, won in rows[1::2]} == {rows[0][1]}
    lines = report_games([rows, samples(5004)])
    assert lines[0] == "# 2 decided games" and lines[2].startswith("BIAS = ")


def test_the_leafs_quick_score_is_its_features_weighed():
    m = table(2)
    arrange(m, "bot2", deployed=["brute", "super-goblin", "cannon-fodder", "cauldron", "hoarder", "lookout", "sentinel"],
            hand=["warrior"], life=4)
    for p in m.players:
        found = hard_leaf.features(m, p)
        weighed = sum(w * found[name] for name, w in hard_leaf.WEIGHTS.items())
        assert hard_leaf.score(m, p) == pytest.approx(weighed + (hard_leaf.TO_MOVE if p is m.current else 0.0))
    assert hard_leaf.features(m, m.player("bot2"))["near_win"] == 1.0


def test_paired_gains_are_the_mean_and_standard_error_of_the_differences():
    import statistics

    one, other = [1.0, 0.25, 0.5, 1.0, 0.0], [0.0, 0.5, 0.5, 0.75, 0.0]
    diffs = [a - b for a, b in zip(one, other)]
    gain, error = hard_bot._paired(one, other)
    assert gain == pytest.approx(statistics.fmean(diffs))
    assert error == pytest.approx(statistics.pstdev(diffs) / math.sqrt(len(diffs) - 1))
    assert hard_bot._paired([1.0], [0.0]) == (1.0, 1.0)


@pytest.mark.parametrize("players, horizon", [(2, hard_bot.HORIZON), (4, None)])
def test_only_a_duels_playouts_are_cut(monkeypatch, players, horizon):
    """The leaf is fitted on duels: with more players alive the playouts run to the end."""
    m = table(players)
    asked = set()

    def playout(state, plan, models, cut=None):
        asked.add(cut)
        return 0.5

    monkeypatch.setattr(hard_bot, "playout", playout)
    hard_bot.search(m, hard_bot.candidates(m, "aggressive"), hard_bot.models_for(m), hard_bot.Budget(iterations=2), 1)
    assert asked == {horizon}
