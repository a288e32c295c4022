"""The hard Crew prices the rival's reply (issue 35): with a share of the turn that buys it, each playout goes
on through the rival's next turn, played by the normal policy in the dealt world, before the leaf is read;
a decided position stops the search early."""

from __future__ import annotations

import copy
import random
import re

from goblinkit.assistant.gobz_heroes import hard_crew, hard_reply
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


def test_the_reply_is_priced_when_the_share_left_after_the_screen_buys_enough_worlds():
    game = _mid_game()
    count = len(hard_crew.candidates(game, 0))
    small, three = copy.deepcopy(game), copy.deepcopy(game)  # each with the turn's whole budget
    act, _ = hard_crew.choose(game, Skill("hard", iterations=16 * count))  # two decisions share the turn
    assert re.search(r"\[searched: \d+ worlds x \d+ candidates, rival reply priced: 2 x \d+ worlds\]$", act["why"])
    act, _ = hard_crew.choose(small, Skill("hard", iterations=8 * count))  # too little: the screen goes on
    assert re.search(r"\[searched: \d+ worlds x \d+ candidates\]$", act["why"])
    three.players.append(three.players[1])  # three Crews: their standing is the VP lead, no reply played
    assert "rival reply" not in hard_crew.choose(three, Skill("hard", iterations=16 * count))[0]["why"]


def test_the_crews_kept_turns_are_played_on_through_the_reply_as_a_whole_playout_would_be():
    game = _mid_game()
    root = hard_crew.GobzSearch(game, 0)
    acts = {hard_crew.key_of(a): a for a in hard_crew.candidates(game, 0)}
    keys = list(acts)

    def turn(key, world):
        state = hard_crew.own_turn(root, acts[key], world)
        return hard_crew.standing(state.game, 0), state

    share = hard_reply.Clock(Budget(seconds=None, iterations=4 * len(keys)))
    screened, worlds = hard_reply.screen(keys, turn, random.Random(3), share, lambda r: False)
    assert screened.rounds == 2 and len(worlds) == 2  # whole rounds to SCREEN (half) of the share
    assert hard_reply.kept(keys, screened, share) == []  # the share left buys too few replies
    best = hard_reply.kept(keys, screened, hard_reply.Clock(Budget(seconds=None, iterations=8 * hard_reply.REPLY_ITERATIONS)))
    means = screened.means()
    assert best[0] == keys[0] and best[1] == max(keys[1:], key=lambda k: means[k])
    replies = hard_reply.priced(best, worlds, turn, lambda s: hard_crew.replied(s, 0), random.Random(3),
                                hard_reply.Clock(Budget(seconds=None, iterations=20 * hard_reply.REPLY_ITERATIONS)),
                                lambda r: False)
    assert replies.rounds >= 2  # the screen's two worlds, from its tables, then new ones while the share lasts
    counted = hard_reply.Clock(Budget(seconds=None, iterations=10 ** 6))
    fresh = hard_reply.priced(best, [(w, {}) for w, _ in worlds], turn, lambda s: hard_crew.replied(s, 0),
                              random.Random(3), counted, lambda r: r.rounds == 2)
    assert fresh.totals == {k: sum(hard_crew.playout(root, acts[k], w, reply=True) for w, _ in worlds) for k in best}
    again = hard_reply.screen(keys, turn, random.Random(3), hard_reply.Clock(share.budget), lambda r: False)[1]
    kept_again = hard_reply.priced(best, again, turn, lambda s: hard_crew.replied(s, 0), random.Random(3), counted,
                                   lambda r: r.rounds == 2)
    assert kept_again.totals == fresh.totals  # a kept table prices the reply as the world dealt again would


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
    skill = Skill("hard", iterations=12 * count)
    one, two = hard_crew.choose(game, skill), hard_crew.choose(twin, skill)
    assert one[0] == two[0]
    assert re.search(r" candidates, rival reply priced: \d+ x \d+ worlds?\]$", one[0]["why"])


def test_a_reply_that_would_run_past_the_overrun_is_not_started():
    share = hard_reply.Clock(Budget(seconds=1.0))
    assert not share.over() and not share.over(0.5 * hard_reply.OVERRUN)
    assert share.over(hard_reply.OVERRUN)  # the longest reply so far would end past the think bound: the round is dropped
    assert not hard_reply.Clock(Budget(seconds=None, iterations=10)).over(100.0)  # a counted budget decides alike anywhere
