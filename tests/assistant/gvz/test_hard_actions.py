"""The hard Goblin bot searches its Goblin Actions too (issue 35), not only its arrivals: the next acting Goblin's
options are the fast bot's act first, aimed at each other target, and held for later when acting costs the Goblin
(a Rocket is destroyed by its shot); a held Goblin is left alone for the rest of the turn."""

from __future__ import annotations

from collections import Counter

from goblinkit.assistant.core.skill import Skill
from goblinkit.assistant.goblins_vs_zombies.action_choices import HOLD, action_choices, apply_choice
from goblinkit.assistant.goblins_vs_zombies.bots import next_goblin_act
from goblinkit.assistant.goblins_vs_zombies.lookahead import copy_game, seat_view
from goblinkit.assistant.goblins_vs_zombies.strong_bot import HardBot
from tests.assistant.gvz.test_two_states import _truth, _twin
from tests.assistant.gvz.test_two_states import _at
from tests.assistant.search.two_states import HARD_ITERATIONS, assert_same_decision, traded


def _rocket_turn():  # Mode E, seed 5, turn 5: AA's Gate is a Flag-bearer, a Lookout and a Rocket (g5)
    return _at("versus", 5, 5, "goblin-action")


def test_a_rocket_may_be_aimed_elsewhere_or_kept():
    game = _rocket_turn()
    assert action_choices(game, "AA") == [{"type": "act", "goblin": "g5"},
                                          {"type": "act", "goblin": "g5", "targets": ["z6"]},
                                          {"type": "hold", "goblin": "g5"}]


def test_a_held_goblin_is_marked_done_in_the_future_only():
    game = _rocket_turn()
    trial = copy_game(game, 1)
    apply_choice(trial, {"type": HOLD, "goblin": "g5"})
    assert next_goblin_act(trial, "AA") is None and next_goblin_act(game, "AA") == {"type": "act", "goblin": "g5"}


def test_the_hard_bot_keeps_a_held_goblin_for_the_rest_of_the_turn(monkeypatch):
    game = _rocket_turn()
    bot = HardBot(7, Skill("hard", 0.05, iterations=HARD_ITERATIONS))
    monkeypatch.setattr(HardBot, "search", lambda self, g, options, apply, parts: len(options) - 1)  # always HOLD
    assert bot(game) is None  # the Rocket held, nothing else to act with: the Goblins are done
    assert bot.held[1] == {5}


def test_the_hard_goblins_aim_alike_whatever_the_zombie_player_holds():
    game = _rocket_turn()
    twin = _twin(game)
    pack = twin.zombies.packs
    twin.zombie_hand, rest = traded(twin.zombie_hand, pack[0].elements())
    twin.zombies.packs = [Counter(rest), *pack[1:]]

    def decide(g):  # noqa: ANN001, ANN202
        return HardBot(7, Skill("hard", 0.05, iterations=HARD_ITERATIONS))(g)

    assert_same_decision(decide, game, twin, _truth, lambda g: seat_view(g, 0))


def test_the_hard_zombie_player_scores_its_futures_as_normal_does_not_by_the_goblins_fit(monkeypatch):
    """Mode E's hard Zombie Player reads judge() at its futures' ends: leaf.py's fit made it lose more than normal."""
    from goblinkit.assistant.goblins_vs_zombies import leaf
    from goblinkit.assistant.goblins_vs_zombies.zombie_search import searched_choice
    from tests.assistant.gvz.test_skill import zombie_player_at

    game = zombie_player_at(5, 6, monkeypatch)

    def no_fit(_game):  # noqa: ANN001, ANN202
        raise AssertionError("the Zombie Player read the Goblins' fitted leaf")

    monkeypatch.setattr(leaf, "goblins_win_chance", no_fit)
    assert searched_choice(game, Skill("hard", iterations=HARD_ITERATIONS)) is not None
