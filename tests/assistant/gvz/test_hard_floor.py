"""Hard's floor is normal's decision (issue 35): when a turn's futures are spent, the hard Goblin bot decides its
arrival as the normal bot does, not as the easy one (it used to fall back on the fast bot's Goblins)."""

from __future__ import annotations

from goblinkit.assistant.core.skill import Skill
from goblinkit.assistant.search import Budget
from goblinkit.assistant.goblins_vs_zombies.bots import next_goblin_act
from goblinkit.assistant.goblins_vs_zombies.strong_bot import HardBot, StrongBot, arrival_choices
from tests.assistant.gvz.test_two_states import _at


def test_a_spent_turn_decides_as_normal_not_as_easy():
    game = _at("last-stand", 2, 2, "goblin-arrival")
    normal = StrongBot(7).best(game, arrival_choices(game))
    assert normal is not None and normal != next_goblin_act(game, game.current)  # the floor matters here
    hard = HardBot(7, Skill("hard", 0.05, iterations=1))  # one future a turn, already spent on this turn:
    hard.clock.share((game.turn, game.current), Budget(None, 1), 1)
    hard.clock.spent(1, 0.0, Budget(None, 1))
    assert hard(game) == normal
