"""The shared skill option (assistant/core/skill.py): levels, think time, a level per side, the setup check."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.search.protocol import Budget
from goblinkit.assistant.core.skill import (LEGACY, SETUP_FIELDS, Skill, from_setup, level, per_side, setup_fields,
                                       status_line, think_seconds)


def test_levels_and_think():
    assert level(" HARD ") == "hard"
    assert level("Expert") == "expert"
    with pytest.raises(RulesError, match="--skill: expected easy, normal, hard or expert, got 'genius'"):
        level("genius")
    assert think_seconds(0.2) == 0.2
    with pytest.raises(RulesError, match="--think: expected seconds from 0.001 to 600, got -1"):
        think_seconds(-1)


def test_per_side():
    sides = ["red", "blue"]
    assert per_side(None, sides) == {"red": "normal", "blue": "normal"}
    assert per_side("hard", sides) == {"red": "hard", "blue": "hard"}
    assert per_side("hard,easy", sides) == {"red": "hard", "blue": "easy"}
    assert per_side("Blue=easy", sides) == {"red": "normal", "blue": "easy"}
    with pytest.raises(RulesError, match="3 levels for 2 sides"):
        per_side("hard,easy,easy", sides)
    with pytest.raises(RulesError, match="'green=hard' names no side"):
        per_side("green=hard", sides)


def test_setup_fields_checked_and_read():
    assert SETUP_FIELDS["skill"].problem("hard") is None
    assert SETUP_FIELDS["skill"].problem({"bot1": "hard", "bot2": "easy"}) is None
    assert SETUP_FIELDS["skill"].problem("wizard") == "expected easy, normal, hard or expert, got 'wizard'"
    assert SETUP_FIELDS["skill"].problem({"bot1": "wizard"}) == ".bot1: expected easy, normal, hard or expert, got 'wizard'"
    assert SETUP_FIELDS["think"].problem(True) == "expected seconds from 0.001 to 30, got true"
    # a saved setup's think is a table's: a player would wait minutes a decision (simulate may allow more)
    assert SETUP_FIELDS["think"].problem(600) == "expected seconds from 0.001 to 30, got 600"
    assert SETUP_FIELDS["think"].problem(30) is None
    setup = {"players": ["you", "bot1"], **setup_fields("hard", 0.25)}
    assert setup["skill"] == "hard" and setup["think"] == 0.25
    assert from_setup(setup, "bot1") == Skill("hard", 0.25)
    assert from_setup({}, "bot1").level == LEGACY  # a save from before skill levels plays as it was played
    assert from_setup({"skill": {"bot1": "hard"}}, "bot2").level == LEGACY
    assert setup_fields("normal") == {"skill": "normal"}
    assert status_line(setup) == "Bots: hard (thinking 0.25 s a turn)."
    assert status_line({}) == "Bots: easy (set up before skill levels)."
    assert status_line({"skill": {"bot1": "hard", "bot2": "easy"}}) == \
        "Bots: bot1 hard, bot2 easy (thinking 1 s a turn)."


def test_expert_is_hard_with_four_times_the_budget():
    """expert searches as hard does (`.hard`), with EXPERT times the seconds, or the iterations of a measured run."""
    assert Skill("expert", 0.25).hard and Skill("hard").hard and not Skill("normal").hard
    assert Skill("expert", 0.25).budget() == Budget(seconds=1.0)
    assert Skill("expert", 0.25, iterations=10).budget() == Budget(seconds=1.0, iterations=40)
    assert Skill("hard", 0.25, iterations=10).budget() == Budget(seconds=0.25, iterations=10)
    assert status_line({"skill": {"bot1": "hard", "bot2": "expert"}, "think": 0.5}) == \
        "Bots: bot1 hard, bot2 expert (thinking 2 s a turn)."
    assert SETUP_FIELDS["skill"].problem({"bot1": "expert"}) is None
    assert per_side("expert,hard", ["red", "blue"]) == {"red": "expert", "blue": "hard"}
