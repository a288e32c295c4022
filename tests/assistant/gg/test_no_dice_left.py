"""Issue 22: a ranged attack left with no dice ("Snag rolls no dice vs hound1's 5 5") is refused,
naming what took the dice away; nothing changes (the CLI test checks the save is untouched)."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from tests.assistant.gg.helpers import BROOD, new_game, run

BOMBER = {**BROOD, "creatures": [{"name": "Boom", "type": "leader", "upgrades": ["bomber"]}]}


def test_a_reveal_marker_and_food_count_before_the_range_takes_dice_away():
    game = new_game()
    hound = game.new_figure("hound", 2)
    hound.reveal = 1
    with pytest.raises(RulesError) as caught:
        run(game, {"type": "attack", "creature": "snagtooth", "target": "hound1", "mode": "ranged", "sticks": 4})
    assert str(caught.value) == ("Snagtooth cannot shoot at hound1 from 4 sticks: 2 dice +1 for hound1's reveal marker "
                                 "-3 for the range (-1 a stick beyond the first) leave no dice to roll. A ranged attack "
                                 "needs at least 1 die: shoot at it from 3 sticks or closer")
    assert game.creature("snagtooth").hidden  # refused before anything happened
    lines = run(game, {"type": "attack", "creature": "snagtooth", "target": "hound1", "mode": "ranged", "sticks": 3},
                answers=["keep"], dice=[6, 5, 5])
    assert lines[1] == "  Snagtooth rolls 6 vs hound1's 5 5: attacker wins with overkill 1"


def test_a_bomb_thrown_too_far():
    game = new_game(broods=(BOMBER,))
    game.new_figure("hound", 2)
    with pytest.raises(RulesError, match=r"^Boom cannot throw a bomb at hound1 from 3 sticks: the bomb's 2 dice -2 for the "
                                         r"range \(-1 a stick beyond the first\) leave no dice to roll\. A ranged attack "
                                         r"needs at least 1 die: throw a bomb at it from 2 sticks or closer$"):
        run(game, {"type": "bomb", "creature": "boom", "target": "hound1", "sticks": 3})
    with pytest.raises(RulesError, match="cannot shoot at hound1 from 3 sticks: 2 dice -2"):
        run(game, {"type": "attack", "creature": "boom", "target": "hound1", "mode": "ranged", "sticks": 3})
