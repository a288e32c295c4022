"""GobbledyGook!'s Humans (the rulebook's AI, which the assistant plays) never read what the table cannot know:
what the blip bag holds. With the same dice and the same answers, their turn is the same whatever the bag."""

from __future__ import annotations

from collections import Counter

from goblinkit.assistant.gobbledygook.game import GobbledyGook
from tests.assistant.gg.helpers import FixedTable, play_scripted
from tests.assistant.search.two_states import assert_same_decision, traded


def _humans_turn(game: GobbledyGook) -> list[str]:
    trial = game.copy()
    trial.chance.begin()
    lines = trial.apply({"type": "humans"}, FixedTable())
    trial.chance.finish()
    return lines


def test_the_humans_move_alike_whatever_the_blip_bag_holds():
    game, _, _ = play_scripted("night-watch", 3, rounds=2)  # a Hound, a Hunter and three Wanderers to act
    twin = game.copy()
    bag = sorted(twin.bag.cards().elements())
    kinds = sorted(set(bag))
    assert len(kinds) > 1, bag
    gone, came = kinds[0], kinds[-1]  # one blip of a kind becomes one of another: the bag's size is unchanged
    twin.bag.packs = [Counter(bag) - Counter([gone]) + Counter([came])]
    lines = assert_same_decision(_humans_turn, game, twin)
    assert any(line.startswith("hunter1 closes in") for line in lines)
