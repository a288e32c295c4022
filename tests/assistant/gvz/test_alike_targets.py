"""Issue 23: Zombies a player cannot tell apart (two face-down Basic Zombies in one Area) are one choice,
answered by any word of it ('basic', 'z7'); a save that named one of them by its own label still replays."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from tests.assistant.gvz.helpers import RecordingTable, at_zombie_phase, goblin, new_game, run, zombie


def _table_with_two_basics_and_a_crawler():
    game = new_game()
    at_zombie_phase(game)
    crawler = zombie(game, "AA", "graveyard", "crawler", arrived=1)
    first = zombie(game, "AA", "graveyard", "ghoul", face="basic", arrived=1)
    second = zombie(game, "AA", "graveyard", "wizard", face="basic", arrived=1)
    sling = goblin(game, "AA", "slingshot")
    return game, crawler, first, second, sling


def test_two_face_down_basic_zombies_are_one_option():
    game, crawler, first, second, sling = _table_with_two_basics_and_a_crawler()
    with pytest.raises(RulesError) as asked:
        run(game, {"type": "act", "goblin": f"g{sling.uid}"})
    assert str(asked.value) == (f"the table must answer: Which Zombie does g{sling.uid} Slingshot target? [z{crawler.uid} Crawler Zombie (AA, Graveyard) | "
                                f"a Basic Zombie (AA, Graveyard: z{first.uid} or z{second.uid})] (give it with --answer)")


@pytest.mark.parametrize("answer", ["basic", "a Basic Zombie", "z2"])
def test_the_merged_option_is_named_by_any_of_its_words(answer):
    game, crawler, first, second, sling = _table_with_two_basics_and_a_crawler()
    table = RecordingTable([answer])
    lines = run(game, {"type": "act", "goblin": f"g{sling.uid}"}, table)
    assert (first.damage, second.damage, crawler.damage) == (1, 0, 0), lines


def test_only_alike_zombies_ask_nothing():
    game, crawler, first, second, sling = _table_with_two_basics_and_a_crawler()
    game.fields["AA"].remove_zombie(crawler)
    table = RecordingTable([])
    run(game, {"type": "act", "goblin": f"g{sling.uid}"}, table)
    assert table.asked == [] and (first.damage, second.damage) == (1, 0)


def test_a_save_naming_one_basic_zombie_by_its_own_label_still_picks_it():
    game, crawler, first, second, sling = _table_with_two_basics_and_a_crawler()
    run(game, {"type": "act", "goblin": f"g{sling.uid}"}, RecordingTable([f"z{second.uid} Basic Zombie (AA, Graveyard)"]))
    assert (first.damage, second.damage) == (0, 1)


def test_basic_zombies_told_apart_by_their_damage_stay_two_options():
    game, crawler, first, second, sling = _table_with_two_basics_and_a_crawler()
    game.fields["AA"].remove_zombie(crawler)
    second.damage = 1
    with pytest.raises(RulesError, match=r"\[z2 Basic Zombie \(AA, Graveyard\) \| z3 Basic Zombie \(AA, Graveyard\)\]"):
        run(game, {"type": "act", "goblin": f"g{sling.uid}"})
