"""Setup and the active player's phases: discard and draw, the die, deployment, victory by prestige."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout import dice, turn
from tests.assistant.goblout.helpers import arrange, new_game, total


def test_setup_life_cards_dice_and_first_player():
    game = new_game(bots=2)
    m = game.m
    assert [p.life for p in m.players] == [10, 10, 10] and [p.max_life for p in m.players] == [10, 10, 10]
    assert [len(p.hand) for p in m.players] == [5, 5, 5]
    assert all(1 <= p.face <= 6 for p in m.players)
    assert m.current.id == "you" and m.phase == "discard"
    assert total(m) == 110 and len(m.pile) == 95


def test_five_players_have_8_life():
    m = new_game(bots=4).m
    assert [p.life for p in m.players] == [8] * 5


def test_a_random_first_player_is_a_logged_chance_pick():
    game = new_game(bots=3, first="random", seed=4, human=False)
    picks = [o for o in game.chance.record if o["kind"] == "pick" and "grimace" in o["why"]]
    assert len(picks) == 1 and game.m.current.id == picks[0]["value"] == game.m.order[game.m.first]


def test_discard_then_draw_to_five_and_no_hand_limit():
    m = new_game().m
    you = arrange(m, "you", hand=["warrior", "warrior", "brute", "peace", "cauldron"])
    turn.discard_and_draw(m, you, ["warrior", "brute"])
    assert len(you.hand) == 5 and m.pile.discards == ["warrior", "brute"]
    arrange(m, "you", hand=["warrior"] * 7)
    turn.discard_and_draw(m, you, [])
    assert len(you.hand) == 7  # no limit: nothing discarded, nothing drawn
    with pytest.raises(RulesError, match="hold only 7 Warrior"):
        turn.discard_and_draw(m, you, ["warrior"] * 8)


def test_the_hoarder_draws_to_six():
    m = new_game().m
    you = arrange(m, "you", hand=[], deployed=["hoarder"])
    turn.discard_and_draw(m, you, [])
    assert len(you.hand) == 6


def test_buying_a_face_costs_a_life_point_never_the_last():
    m = new_game().m
    you = arrange(m, "you", life=3, face=1)
    dice.buy_face(m, you, 4)
    assert (you.life, you.face) == (2, 4)
    arrange(m, "you", life=1)
    with pytest.raises(RulesError, match="1 life point left"):
        dice.buy_face(m, you, 2)


def test_deploy_only_the_colours_of_the_die_and_one_white_a_turn():
    m = new_game().m
    you = arrange(m, "you", hand=["warrior", "brute", "cannon-fodder", "super-goblin", "cauldron", "hoarder"], face=5)
    with pytest.raises(RulesError, match="Brute is purple; your die shows red\\+blue"):
        turn.deploy(m, you, ["brute"])
    turn.deploy(m, you, ["warrior", "cannon-fodder", "super-goblin"])  # red+blue: both colours
    assert sorted(you.deployed) == ["cannon-fodder", "super-goblin", "warrior"]
    you.face = 6  # purple+white
    with pytest.raises(RulesError, match="only one white card"):
        turn.deploy(m, you, ["cauldron", "hoarder"])
    turn.deploy(m, you, ["brute", "cauldron"])
    with pytest.raises(RulesError, match="only one white card"):
        turn.deploy(m, you, ["hoarder"])
    assert m.prestige(you) == 1


def test_the_super_goblin_deploys_on_red_or_blue():
    m = new_game().m
    you = arrange(m, "you", hand=["super-goblin", "super-goblin", "super-goblin"], face=1)
    turn.deploy(m, you, ["super-goblin"])
    you.face = 2
    turn.deploy(m, you, ["super-goblin"])
    you.face = 3
    with pytest.raises(RulesError):
        turn.deploy(m, you, ["super-goblin"])


def test_lightning_cards_are_played_not_deployed():
    m = new_game().m
    you = arrange(m, "you", hand=["peace"], face=1)
    with pytest.raises(RulesError, match="lightning card"):
        turn.deploy(m, you, ["peace"])


def test_five_prestige_points_win_at_once():
    m = new_game().m
    you = arrange(m, "you", hand=["lookout"], deployed=["cauldron", "cauldron", "hoarder", "war-chief"], face=4)
    turn.deploy(m, you, ["lookout"])
    assert (m.winner, m.win_by, m.phase) == ("you", "prestige", "over")


def test_the_cauldron_heals_at_the_start_of_the_turn_never_above_the_maximum():
    m = new_game().m
    arrange(m, "bot1", deployed=["cauldron", "cauldron"], life=8)
    turn.end_turn(m)
    assert m.current.id == "bot1" and m.player("bot1").life == 9  # two Cauldrons: +1, powers do not stack
    m.player("bot1").life = 10
    turn.begin_turn(m)
    assert m.player("bot1").life == 10


def test_the_discards_are_shuffled_back_when_the_pile_is_empty():
    m = new_game().m
    you = m.player("you")
    m.pile.discards.extend(m.pile.cards)
    m.pile.cards = []
    turn.draw(m, you, 2, "test")
    assert m.pile.reshuffles == 1 and len(you.hand) == 7 and total(m) == 110
