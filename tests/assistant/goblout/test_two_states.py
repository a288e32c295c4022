"""Goblout's bots never read what their seat cannot see: the other hands (the human's and the other bots')
and the draw pile, nor the next dice. At every skill, the decisions of a bot's turn are the same on two tables
that differ only there."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.table import ScriptedTable
from goblinkit.assistant.goblout.bots import Bot
from goblinkit.assistant.goblout.game import Goblout
from goblinkit.assistant.core.skill import Skill
from tests.assistant.goblout.helpers import new_game
from tests.assistant.search.two_states import HARD_ITERATIONS, SKILLS, assert_same_decision, other_dice, traded


def _hidden_swapped(game: Goblout, seat: str) -> Goblout:
    """The same table, every hand but `seat`'s traded with the draw pile, new dice."""
    twin = game.copy()
    m = twin.m
    for q in m.players:
        if q.id != seat and q.hand:
            q.hand, m.pile.cards = traded(q.hand, m.pile.cards)
    other_dice(twin)
    return twin


def _turn_decisions(game: Goblout, level: str) -> object:
    """What the bot to move decides at its turn's start: easy and normal, its die, its cards and its attack;
    hard, the plan its search chose (the one it logs)."""
    m = game.m
    p = m.current
    game.skills[p.id] = Skill(level, iterations=HARD_ITERATIONS)
    if level in ("hard", "expert"):
        step = game.next_automatic()  # `decide`: the search runs as the step is applied, and names its plan
        assert step == {"type": "decide"}
        game.apply(step, ScriptedTable(), normalized=True)
        return step
    bot = Bot(p.style, m.cat, level)
    return (bot.face_values(m, p), bot.want_roll(m, p), bot.face_to_buy(m, p), bot.to_deploy(m, p), bot.discards(m, p),
            bot.attack_plan(m, p))


@pytest.mark.parametrize("level", SKILLS)
def test_a_bot_decides_alike_whatever_the_others_hold(level):
    game = new_game(2, first="bot1", seed=5, human=True, styles=["aggressive", "defensive"])
    twin = _hidden_swapped(game, "bot1")
    assert twin.m.player("you").hand != game.m.player("you").hand
    assert twin.m.player("bot1").hand == game.m.player("bot1").hand
    decision = assert_same_decision(lambda g: _turn_decisions(g, level), game, twin)
    assert (decision["plan"].startswith("aggressive/") if level in ("hard", "expert") else decision[3] is not None)
