"""Compare the rolls, overkill and exact odds, checked against the rulebook and brute force."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from goblinkit.assistant.gobbledygook.odds import Odds, odds
from goblinkit.assistant.gobbledygook.odds_oracle import odds_by_enumeration
from goblinkit.assistant.gobbledygook.rolls import best_reroll, compare, option_results


def test_rulebook_examples():
    """An attacker rolling 6 and 1 beats 5 and 5; 3, 2, 1 beats 3, 2 (a 1 is more than nothing)."""
    assert compare([6, 1], [5, 5]).winner == "attacker"
    assert compare([3, 2, 1], [3, 2]).winner == "attacker"
    assert compare([3, 2], [3, 2, 1]).winner == "defender"
    assert compare([4, 4], [4, 4]).winner == "tie"


@pytest.mark.parametrize("attack,defence,winner,overkill", [
    ([6, 1], [5, 5], "attacker", 1),      # only the 6 is above the loser's highest 5
    ([6, 6, 2], [5], "attacker", 2),
    ([3, 2, 1], [3, 2], "attacker", 0),   # no die above the defender's 3
    ([2], [6, 6], "defender", 2),
    ([5, 5], [5, 4], "attacker", 0),      # the tie on 5s is settled by the next dice; no die above 5
    ([], [1], "defender", 1),
])
def test_overkill(attack, defence, winner, overkill):
    outcome = compare(attack, defence)
    assert (outcome.winner, outcome.overkill) == (winner, overkill)


def ordered_rolls(a: int, d: int, policy: str | None):  # noqa: ANN201
    """The oracle's oracle: every ordered roll of every die, each reroll option tried."""
    counts: dict[str, int] = {"attacker": 0, "tie": 0, "defender": 0}
    kills: dict[int, int] = {}
    for ra in itertools.product(range(1, 7), repeat=a):
        for rd in itertools.product(range(1, 7), repeat=d):
            face = best_reroll(ra, rd, policy) if policy and ra else None
            for outcome in option_results(tuple(sorted(ra, reverse=True)), rd, face):
                counts[outcome.winner] += 1
                if outcome.winner == "attacker":
                    kills[outcome.overkill] = kills.get(outcome.overkill, 0) + 1
    total = 6 ** (a + d) * 6
    return Odds(Fraction(counts["attacker"], total), Fraction(counts["tie"], total), Fraction(counts["defender"], total),
                {k: Fraction(v, total) for k, v in sorted(kills.items())})


@pytest.mark.parametrize("a,d,policy", [(a, d, p) for a in range(3) for d in range(3) if a + d
                                        for p in (None, "wins", "net")] + [(3, 1, "wins"), (1, 3, "net")])
def test_the_oracle_equals_every_ordered_roll(a, d, policy):
    slow, fast = ordered_rolls(a, d, policy), odds_by_enumeration(a, d, policy)
    assert (fast.win, fast.tie, fast.loss, fast.attacker_overkill) == (slow.win, slow.tie, slow.loss, slow.attacker_overkill)


@pytest.mark.parametrize("policy", [None, "wins", "net"])
def test_fast_odds_equal_the_oracle_up_to_4_v_4(policy):
    for a in range(5):
        for d in range(5):
            if a + d:
                assert odds(a, d, policy) == odds_by_enumeration(a, d, policy), (a, d, policy)


def test_the_two_reroll_policies_differ_as_issue_10_measured():
    """1 v 1: rerolling for the most wins wins 125/216 (57.87 %); for wins minus losses, 61/108 (56.48 %)."""
    most, net = odds(1, 1, "wins"), odds(1, 1, "net")
    assert (most.win, net.win) == (Fraction(125, 216), Fraction(61, 108))
    assert most.win - most.loss < net.win - net.loss
    assert odds(2, 2, "wins").win > odds(2, 2).win


def test_twelve_dice_a_side_sum_to_one():
    for policy in (None, "net"):
        o = odds(12, 11, policy)
        assert o.win + o.tie + o.loss == 1 and sum(o.attacker_overkill.values()) == o.win
        assert sum(o.defender_overkill.values()) == o.loss


def test_best_reroll_a_winning_hidden_attacker_rerolls_its_low_die_for_overkill():
    assert best_reroll((6, 1), (5,)) == 1  # still wins; a 6 would add a hit
    assert best_reroll((6, 6), (5,)) is None
    assert best_reroll((5, 1), (6,), "net") == 1


def test_odds_command(app, runner):
    result = runner.invoke(app, ["play", "gg", "odds", "2", "2"])
    assert result.output == ("2 dice vs 2 dice\n  win   47.45%  205/432\n  tie    5.09%  11/216\n  lose  47.45%  205/432\n"
                             "  overkill  attacker wins   defender wins\n         0         8.49%          8.49%\n"
                             "         1        27.01%         27.01%\n         2        11.96%         11.96%\n")
    result = runner.invoke(app, ["play", "gg", "odds", "1", "1", "--reroll", "--policy", "net"])
    assert result.output.splitlines()[:4] == [
        "1 die vs 1 die", "Hidden attacker rerolls 1 die for the most wins minus losses (then most overkill).",
        "Other policy: --policy wins, to win most often.", "  win   56.48%  61/108"]
    bad = runner.invoke(app, ["play", "gg", "odds", "13", "2"])
    assert bad.exit_code == 1 and bad.stderr == ("Error: odds: dice from 0 to 12 a side, cover included (and at least "
                                                 "one die), got 13 and 2\n")
    assert runner.invoke(app, ["play", "gg", "odds", "12", "12", "--cover"]).exit_code == 1
    payload = runner.invoke(app, ["play", "gg", "odds", "1", "1", "--reroll", "--json"]).output
    assert '"exact": "125/216"' in payload and '"policy": "wins"' in payload
