"""Compare the rolls, overkill and exact odds, checked against the rulebook and brute force."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from goblinkit.assistant.gobbledygook.rolls import best_reroll, compare, odds


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


def brute(a: int, d: int, reroll: bool):  # noqa: ANN201
    total = Fraction(1, 6 ** (a + d))
    win = tie = loss = Fraction(0)
    kills: dict[int, Fraction] = {}
    for ra in itertools.product(range(1, 7), repeat=a):
        for rd in itertools.product(range(1, 7), repeat=d):
            index = best_reroll(tuple(sorted(ra, reverse=True)), tuple(sorted(rd, reverse=True))) if reroll else None
            if index is None:
                results = [(compare(ra, rd), total)]
            else:
                ordered = sorted(ra, reverse=True)
                results = []
                for face in range(1, 7):
                    changed = list(ordered)
                    changed[index] = face
                    results.append((compare(changed, rd), total / 6))
            for outcome, w in results:
                if outcome.winner == "attacker":
                    win += w
                    kills[outcome.overkill] = kills.get(outcome.overkill, 0) + w
                elif outcome.winner == "tie":
                    tie += w
                else:
                    loss += w
    return win, tie, loss, kills


@pytest.mark.parametrize("a,d,reroll", [(1, 1, False), (2, 1, False), (2, 2, False), (3, 2, False), (2, 3, False),
                                        (1, 3, False), (3, 3, False), (1, 1, True), (2, 2, True), (1, 2, True),
                                        (3, 2, True)])
def test_exact_odds_equal_brute_force(a, d, reroll):
    win, tie, loss, kills = brute(a, d, reroll)
    o = odds(a, d, reroll)
    assert (o.win, o.tie, o.loss) == (win, tie, loss)
    assert o.win + o.tie + o.loss == 1
    assert {k: v for k, v in o.attacker_overkill.items() if v} == {k: v for k, v in kills.items() if v}


def test_reroll_helps():
    assert odds(2, 2, True).win > odds(2, 2).win


def test_odds_command(app, runner):
    result = runner.invoke(app, ["play", "gg", "odds", "2", "2"])
    assert result.output == ("2 dice vs 2 dice\n  win   47.45%\n  tie    5.09%\n  lose  47.45%\n"
                             "  overkill  attacker wins   defender wins\n         0         8.49%          8.49%\n"
                             "         1        27.01%         27.01%\n         2        11.96%         11.96%\n")
    bad = runner.invoke(app, ["play", "gg", "odds", "9", "2"])
    assert bad.exit_code == 1 and bad.stderr == "Error: odds: dice from 0 to 7 a side (and at least one die), got 9 and 2\n"
