"""The hard Crew prices the rival's reply (issue 35): with a share of the turn that buys it, each playout goes
on through the rival's next turn, played by the normal policy in the dealt world, before the leaf is read;
a decided position stops the search early."""

from __future__ import annotations

import random

from goblinkit.assistant.gobz_heroes import hard_crew
from goblinkit.assistant.gobz_heroes.hard_leaf import win_chance
from goblinkit.assistant.core.skill import Skill
from goblinkit.assistant.search.protocol import Budget
from tests.assistant.gobz_heroes.test_skill import _mid_game


def test_a_priced_playout_plays_the_rivals_whole_turn_then_reads_the_leaf_from_its_side():
    game = _mid_game()
    root = hard_crew.GobzSearch(game, 0)
    act = hard_crew.candidates(game, 0)[0]
    state = root.sample(0, random.Random(7))
    state._apply(act)
    hard_crew.finish_turn(state, 0)
    assert state.game.current == 1  # the Crew's turn is over: the rival replies
    turn = state.game.turn
    hard_crew.finish_turn(state, 1)
    assert state.game.current == 0 and state.game.turn == turn + 1  # the reply played out, back to the Crew
    assert hard_crew.playout(root, act, 7, reply=True) == 1.0 - win_chance(state.game, 1)
    alone = root.sample(0, random.Random(7))
    alone._apply(act)
    hard_crew.finish_turn(alone, 0)
    assert hard_crew.playout(root, act, 7) == win_chance(alone.game, 0)  # unpriced: the leaf as the turn passes
    assert game.current == 0 and game.active is None  # the table itself is untouched


def test_the_reply_is_priced_only_with_two_crews_and_a_share_that_buys_enough_worlds():
    game = _mid_game()
    count = len(hard_crew.candidates(game, 0))
    assert hard_crew.priced(game, Budget(seconds=None, iterations=hard_crew.REPLY_ITERATIONS * count), count)
    assert not hard_crew.priced(game, Budget(seconds=None, iterations=hard_crew.REPLY_ITERATIONS * count - 1), count)
    enough = hard_crew.REPLY_WORLDS * hard_crew.REPLY_PLAYOUT * count
    assert hard_crew.priced(game, Budget(seconds=enough), count)
    assert not hard_crew.priced(game, Budget(seconds=enough / 2), count)  # --think 0.2: the leaf's threat map
    game.players.append(game.players[1])  # three Crews: their standing is the VP lead, no reply played
    assert not hard_crew.priced(game, Budget(seconds=10 * enough), count)


def test_a_decided_position_stops_the_search_early():
    rounds = hard_crew.DECIDED_ROUNDS
    lead = hard_crew.DECIDED + 0.05
    assert hard_crew.decided({"a": rounds * (0.5 + lead), "b": rounds * 0.5}, {"a": rounds, "b": rounds}, rounds)
    assert not hard_crew.decided({"a": rounds * (0.5 + lead), "b": rounds * 0.5}, {"a": rounds, "b": rounds}, rounds - 1)
    assert not hard_crew.decided({"a": rounds * 0.6, "b": rounds * 0.5}, {"a": rounds, "b": rounds}, rounds)


def test_a_priced_search_says_so_and_decides_from_the_crews_view_only():
    game = _mid_game()
    twin = game.copy()
    twin.chance.rng.seed(4321)  # the table's next dice are no business of the Crew's
    count = len(hard_crew.candidates(game, 0))
    skill = Skill("hard", iterations=4 * hard_crew.REPLY_ITERATIONS * count)  # a turn shared by up to 4 decisions
    one, two = hard_crew.choose(game, skill), hard_crew.choose(twin, skill)
    assert one[0] == two[0]
    assert one[0]["why"].endswith(" candidates, rival reply priced]")
