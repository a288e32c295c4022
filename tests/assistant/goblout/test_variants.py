"""The three variants: the cards each sets aside, and their rules."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout import combat, dice, flow, lightning
from tests.assistant.goblout.helpers import arrange, new_game, total, who


def test_sudden_death_sets_aside_its_cards_and_gives_1_life():
    m = new_game(variant="sudden-death").m
    aside = {"goblin-bomb": 3, "explosive-goblin": 2, "peace": 3, "saboteur": 3, "shaman-potion": 3, "cauldron": 4}
    assert {c: m.set_aside.count(c) for c in aside} == aside and len(m.set_aside) == 18
    in_play = [c for p in m.players for c in p.hand] + m.pile.cards
    assert not set(aside) & set(in_play)
    assert [p.life for p in m.players] == [1, 1, 1] and total(m) == 110


def test_sudden_death_one_target_and_the_survivor_plays_next():
    game = new_game(variant="sudden-death", bots=3)
    m = game.m
    you = arrange(m, "you", deployed=["warrior", "warrior"])
    with pytest.raises(RulesError, match="only one player"):
        combat.declare(m, you, {"bot1": ["warrior"], "bot2": ["warrior"]})
    arrange(m, "bot2", hand=[], deployed=["cannon-fodder"])
    m.chance.begin(cards=["warrior"])
    flow.finish_turn(m, you, {"bot2": ["warrior"]}, who(game))
    assert m.player("bot2").alive and m.current.id == "bot2"  # it survived: its turn, Bot 1 is skipped


def test_sudden_death_an_eliminated_target_passes_the_turn_clockwise():
    game = new_game(variant="sudden-death", bots=3)
    m = game.m
    you = arrange(m, "you", deployed=["warrior"])
    arrange(m, "bot2", hand=[], deployed=[])
    m.chance.begin(cards=["warrior"])
    flow.finish_turn(m, you, {"bot2": ["warrior"]}, who(game))
    assert not m.player("bot2").alive and m.current.id == "bot1"


def test_group_die_two_shared_dice_no_buying_no_defence_reroll():
    game = new_game(variant="group-die")
    m = game.m
    assert sorted(set(m.set_aside)) == ["fixer", "no-die"] and len(m.set_aside) == 4
    you = m.player("you")
    m.chance.begin(dice=[3, 4])
    dice.roll(m, you, "test")
    assert m.group_faces == [3, 4] and dice.shown(m, you) == {"purple", "white"}
    assert dice.shown(m, m.player("bot1")) == {"purple", "white"}  # everyone plays the same dice
    with pytest.raises(RulesError, match="Group Die"):
        dice.buy_face(m, you, 1)
    arrange(m, "bot1", deployed=["warrior"])
    arrange(m, "you", hand=["cannon-fodder"], deployed=[])
    m.active = m.order.index("bot1")
    combat.declare(m, m.player("bot1"), {"you": ["warrior"]})
    m.chance.begin(cards=["warrior"])
    combat.resolve(m, who(game))  # no re-roll asked, no blue shown: no deploy question, the Warrior hits
    assert m.player("you").life == 9 and m.group_faces == [3, 4]


def test_massacre_two_cannon_fodder_each_and_no_new_blockers_in_defence():
    game = new_game(variant="massacre", bots=2)
    m = game.m
    assert all(p.deployed == ["cannon-fodder", "cannon-fodder"] for p in m.players)
    assert m.set_aside.count("cannon-fodder") == 18 - 6
    assert {"peace", "fixer"} <= set(m.set_aside) and "cannon-fodder" not in m.pile.cards
    assert total(m) == 110
    arrange(m, "bot1", deployed=["warrior", "warrior", "warrior"])
    arrange(m, "you", hand=["super-goblin", "reinforcements"], face=1)
    m.active = m.order.index("bot1")
    assert lightning.playable(m, m.player("you"), "defence") == []  # Reinforcements cannot deploy a blocker
    combat.declare(m, m.player("bot1"), {"you": ["warrior", "warrior", "warrior"]})
    m.chance.begin(cards=["warrior"])
    combat.resolve(m, who(game, "cannon-fodder", "cannon-fodder"))  # only the 2 starting blockers
    assert m.player("you").life == 9 and "super-goblin" in m.player("you").hand
