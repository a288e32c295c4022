"""Attack and defence phases, elimination, and every clarification of the rulebook."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout import combat, flow, lightning, turn
from goblinkit.assistant.goblout.choices import LightningPlay
from tests.assistant.goblout.helpers import arrange, new_game, total, who


def test_attack_players_with_warriors_brutes_super_goblins_only():
    m = new_game().m
    arrange(m, "you", deployed=["warrior", "cannon-fodder", "brute"])
    you = m.player("you")
    with pytest.raises(RulesError, match="no more Cannon Fodder to attack with"):
        combat.declare(m, you, {"bot1": ["cannon-fodder"]})
    with pytest.raises(RulesError, match="cannot attack 'you'"):
        combat.declare(m, you, {"you": ["warrior"]})
    combat.declare(m, you, {"bot2": ["warrior"], "bot1": ["brute"]})
    assert [(a.target, a.goblins) for a in m.attacks] == [("bot1", ["brute"]), ("bot2", ["warrior"])]  # turn order
    assert you.deployed == ["cannon-fodder"]


def test_blocked_and_blocking_cards_are_destroyed_unblocked_hit_and_return():
    game = new_game()
    m = game.m
    arrange(m, "bot1", deployed=["brute", "warrior", "warrior"])
    arrange(m, "you", hand=[], deployed=["cannon-fodder"], face=3)
    bot = m.player("bot1")
    turn.end_turn(m)
    combat.declare(m, bot, {"you": ["brute", "warrior", "warrior"]})
    m.chance.begin(cards=["warrior"])  # the card drawn in the defence phase
    combat.resolve(m, who(game, "cannon-fodder"))  # block the Brute (asked first: the biggest)
    you = m.player("you")
    assert you.life == 8 and you.deployed == [] and sorted(bot.deployed) == ["warrior", "warrior"]
    assert sorted(m.pile.discards) == ["brute", "cannon-fodder"]
    assert len(you.hand) == 1  # the defence phase draws 1
    assert you.last_attacker == "bot1" and total(m) == 110


def test_defence_reroll_then_deploy_blue_and_block():
    game = new_game()
    m = game.m
    arrange(m, "bot1", deployed=["warrior"])
    arrange(m, "you", hand=["cannon-fodder"], deployed=[], face=3)
    m.chance.begin(dice=[2], cards=["warrior"])  # the re-roll shows blue
    turn.end_turn(m)
    combat.declare(m, m.player("bot1"), {"you": ["warrior"]})
    combat.resolve(m, who(game, True, "cannon-fodder (deploy from hand)"))
    you = m.player("you")
    assert you.face == 2 and you.life == 10 and you.deployed == []
    assert m.chance.record[-1]["why"] == "you: defence re-roll"


def test_the_super_goblin_deploys_in_defence_on_a_red_die():
    game = new_game()
    m = game.m
    arrange(m, "bot1", deployed=["brute"])
    arrange(m, "you", hand=["super-goblin", "warrior"], face=1)
    turn.end_turn(m)
    combat.declare(m, m.player("bot1"), {"you": ["brute"]})
    m.chance.begin(cards=["warrior"] * 1)  # the cards drawn in the defence phases
    combat.resolve(m, who(game, "super-goblin"))  # no re-roll asked: red deploys it already
    assert m.player("you").life == 10 and "warrior" in m.player("you").hand  # a Warrior is never deployed in defence


def test_no_white_card_in_the_defence_phase():
    m = new_game().m
    you = arrange(m, "you", hand=["cauldron"], face=4)
    with pytest.raises(RulesError, match="only Cannon Fodder and Super-Goblins"):
        turn.deploy(m, you, ["cauldron"], defence=True)


def test_defence_phases_run_in_turn_order():
    game = new_game(bots=3)
    m = game.m
    arrange(m, "bot2", deployed=["warrior", "warrior", "warrior"])
    for pid in ("you", "bot1", "bot3"):
        arrange(m, pid, hand=[], deployed=[])
    m.active = m.order.index("bot2")
    m.talk = True
    combat.declare(m, m.player("bot2"), {"you": ["warrior"], "bot1": ["warrior"], "bot3": ["warrior"]})
    m.chance.begin(cards=["warrior"] * 3)  # the cards drawn in the defence phases
    combat.resolve(m, who(game))
    phases = [line for line in m.lines if line.startswith("--")]
    assert [p.split("'")[0] for p in phases] == ["-- Bot 3", "-- Your defence phase against Bot 2", "-- Bot 1"]


def test_elimination_discards_all_but_one_white_card_the_last_attacker_takes():
    game = new_game()
    m = game.m
    arrange(m, "you", deployed=["brute"])
    arrange(m, "bot1", hand=["peace", "warrior"], deployed=["cauldron", "lookout", "cannon-fodder"], life=2)
    m.player("bot1").deployed.remove("cannon-fodder")
    m.pile.discard("cannon-fodder")
    combat.declare(m, m.player("you"), {"bot1": ["brute"]})
    m.player("bot1").hand.remove("peace")  # nothing to answer with
    m.pile.discard("peace")
    m.chance.begin(cards=["warrior"] * 1)  # the cards drawn in the defence phases
    combat.resolve(m, who(game, "lookout"))  # you choose which white card to take
    bot = m.player("bot1")
    assert not bot.alive and bot.hand == [] and bot.deployed == []
    assert sorted(m.player("you").deployed) == ["brute", "lookout"] and "cauldron" in m.pile.discards
    assert total(m) == 110


def test_a_white_card_taken_can_win_by_prestige():
    game = new_game()
    m = game.m
    arrange(m, "you", deployed=["brute", "cauldron", "cauldron", "hoarder", "hoarder"])
    arrange(m, "bot1", hand=[], deployed=["war-chief"], life=2)
    combat.declare(m, m.player("you"), {"bot1": ["brute"]})
    m.chance.begin(cards=["warrior"] * 1)  # the cards drawn in the defence phases
    combat.resolve(m, who(game))
    assert (m.winner, m.win_by) == ("you", "prestige")


def test_last_player_standing_wins():
    game = new_game(bots=1)
    m = game.m
    arrange(m, "you", deployed=["brute"])
    arrange(m, "bot1", hand=[], deployed=[], life=2)
    combat.declare(m, m.player("you"), {"bot1": ["brute"]})
    m.chance.begin(cards=["warrior"] * 1)  # the cards drawn in the defence phases
    combat.resolve(m, who(game))
    assert (m.winner, m.win_by) == ("you", "elimination")


def test_nobody_goes_above_the_maximum_life():
    game = new_game()
    m = game.m
    you = arrange(m, "you", hand=["shaman-potion"], life=9)
    lightning.play(m, you, LightningPlay("shaman-potion"), who(game), "turn")
    assert you.life == 10


@pytest.mark.parametrize("card, amount", [("saboteur", 1), ("explosive-goblin", 2)])
def test_saboteur_and_explosive_goblin_cannot_finish_off(card, amount):
    game = new_game()
    m = game.m
    you = arrange(m, "you", hand=[card], deployed=["cannon-fodder"])
    arrange(m, "bot1", hand=["warrior"], life=1)
    picks = ["cannon-fodder"] if card == "explosive-goblin" else []
    lightning.play(m, you, LightningPlay(card, "bot1", picks), who(game), "turn")
    assert m.player("bot1").alive and m.player("bot1").life == 1
    arrange(m, "bot1", life=5)
    arrange(m, "you", hand=[card], deployed=["cannon-fodder"])
    lightning.play(m, you, LightningPlay(card, "bot1", picks), who(game), "turn")
    assert m.player("bot1").life == 5 - amount


def test_the_reflecting_shield_target_gets_a_defence_phase():
    game = new_game()
    m = game.m
    arrange(m, "bot1", deployed=["brute", "warrior"])
    arrange(m, "you", hand=["reflecting-shield"], deployed=[])
    arrange(m, "bot2", hand=[], deployed=["cannon-fodder"], life=10)
    m.active = m.order.index("bot1")
    m.talk = True
    combat.declare(m, m.player("bot1"), {"you": ["brute", "warrior"]})
    m.chance.begin(cards=["warrior"] * 2)  # the cards drawn in the defence phases
    combat.resolve(m, who(game, "reflecting-shield", "bot2"))
    assert m.player("you").life == 10
    assert "-- Bot 2's defence phase against Bot 1's Brute, Warrior." in m.lines
    assert m.player("bot2").life == 9  # the bot blocked the Brute, the Warrior hit
    assert m.player("bot2").last_attacker == "bot1"


def test_reflecting_shield_is_only_for_an_attack():
    game = new_game()
    m = game.m
    you = arrange(m, "you", hand=["reflecting-shield"])
    assert lightning.playable(m, you, "turn") == []
    with pytest.raises(RulesError, match="only when you are attacked"):
        lightning.play(m, you, LightningPlay("reflecting-shield", "bot1"), who(game), "turn")


def test_corruption_counters_an_attacking_card():
    game = new_game()
    m = game.m
    arrange(m, "bot1", deployed=["brute", "brute"])
    arrange(m, "you", hand=["corruption"], deployed=[], face=3)
    m.active = m.order.index("bot1")
    combat.declare(m, m.player("bot1"), {"you": ["brute", "brute"]})
    m.chance.begin(cards=["warrior"] * 1)  # the cards drawn in the defence phases
    combat.resolve(m, who(game, "corruption", "bot1", "brute", "no"))
    assert m.player("you").life == 8 and m.player("bot1").deployed == ["brute"]


def test_corruption_works_on_white_cards():
    game = new_game()
    m = game.m
    you = arrange(m, "you", hand=["corruption"])
    arrange(m, "bot1", hand=[], deployed=["cauldron", "hoarder"])
    lightning.play(m, you, LightningPlay("corruption", "bot1", ["hoarder"]), who(game), "turn")
    assert m.player("bot1").deployed == ["cauldron"] and m.prestige(m.player("bot1")) == 1


def test_peace_cancels_the_attack_and_the_attacker_may_redirect():
    game = new_game()
    m = game.m
    arrange(m, "you", deployed=["brute", "warrior"])
    arrange(m, "bot1", hand=["peace"], deployed=[], life=3)
    arrange(m, "bot2", hand=[], deployed=[])
    combat.declare(m, m.player("you"), {"bot1": ["brute", "warrior"]})
    m.chance.begin(cards=["warrior"] * 2)  # the cards drawn in the defence phases
    combat.resolve(m, who(game, "bot2"))  # you redirect to Bot 2
    assert m.player("bot1").life == 3 and m.player("bot1").peace
    assert m.player("bot2").life == 7
    with pytest.raises(RulesError, match="protected by Peace"):
        combat.declare(m, m.player("you"), {"bot1": ["brute"]})
    turn.end_turn(m)  # Bot 1's turn: the protection ends
    assert not m.player("bot1").peace


def test_peace_answers_an_unresolved_lightning_card_and_nothing_else_does():
    game = new_game()
    m = game.m
    you = arrange(m, "you", hand=["goblin-bomb", "corruption"])
    arrange(m, "bot1", hand=["peace", "goblin-bomb"], deployed=["cannon-fodder", "cannon-fodder"])
    lightning.play(m, you, LightningPlay("goblin-bomb", "bot1", ["cannon-fodder", "cannon-fodder"]), who(game), "turn")
    bot = m.player("bot1")
    assert bot.deployed == ["cannon-fodder", "cannon-fodder"] and bot.peace and bot.hand == ["goblin-bomb"]
    lightning.play(m, you, LightningPlay("corruption", "bot1", ["cannon-fodder"]), who(game), "turn")
    assert len(bot.deployed) == 2  # protected until its next turn: no effect
    assert m.pile.discards[-1] == "corruption"


def test_the_human_is_asked_whether_to_answer_with_peace():
    game = new_game()
    m = game.m
    arrange(m, "you", hand=["peace"], deployed=["cauldron"])
    bot = arrange(m, "bot1", hand=["corruption"])
    lightning.play(m, bot, LightningPlay("corruption", "you", ["cauldron"]), who(game, "yes"), "turn")
    assert m.player("you").deployed == ["cauldron"] and m.player("you").peace


def test_goblin_bomb_destroys_up_to_two_goblins_never_white_cards():
    game = new_game()
    m = game.m
    you = arrange(m, "you", hand=["goblin-bomb", "goblin-bomb"])
    arrange(m, "bot1", hand=[], deployed=["cannon-fodder", "brute", "cauldron"])
    with pytest.raises(RulesError, match="up to 2 goblins"):
        lightning.play(m, you, LightningPlay("goblin-bomb", "bot1", ["cauldron"]), who(game), "turn")
    lightning.play(m, you, LightningPlay("goblin-bomb", "bot1", ["cannon-fodder", "brute"]), who(game), "turn")
    assert m.player("bot1").deployed == ["cauldron"]


def test_war_chief_powers_do_not_stack():
    game = new_game()
    m = game.m
    arrange(m, "you", deployed=["warrior", "war-chief", "war-chief"])
    arrange(m, "bot1", hand=[], deployed=[])
    combat.declare(m, m.player("you"), {"bot1": ["warrior"]})
    m.chance.begin(cards=["warrior"] * 1)  # the cards drawn in the defence phases
    combat.resolve(m, who(game))
    assert m.player("bot1").life == 8  # 1 + War Chief's 1, once


def test_sentinel_keeps_the_first_blocker():
    game = new_game()
    m = game.m
    arrange(m, "bot1", deployed=["brute", "brute"])
    arrange(m, "you", hand=[], deployed=["cannon-fodder", "cannon-fodder", "sentinel"], face=3)
    m.active = m.order.index("bot1")
    combat.declare(m, m.player("bot1"), {"you": ["brute", "brute"]})
    m.chance.begin(cards=["warrior"] * 1)  # the cards drawn in the defence phases
    combat.resolve(m, who(game, "cannon-fodder", "cannon-fodder"))
    assert sorted(m.player("you").deployed) == ["cannon-fodder", "sentinel"] and m.player("you").life == 10


def test_no_die_blanks_a_die_until_its_player_next_turn():
    game = new_game()
    m = game.m
    you = arrange(m, "you", hand=["no-die"])
    bot = arrange(m, "bot1", hand=["warrior"], face=1)
    lightning.play(m, you, LightningPlay("no-die", "bot1"), who(game), "turn")
    with pytest.raises(RulesError, match="shows no colour"):
        turn.deploy(m, bot, ["warrior"])
    turn.end_turn(m)
    turn.end_turn(m)
    turn.end_turn(m)  # your next turn starts: the die is back
    assert bot.no_die_by is None


def test_fixer_turns_the_die_for_free_even_in_defence():
    game = new_game()
    m = game.m
    arrange(m, "bot1", deployed=["warrior"])
    arrange(m, "you", hand=["fixer", "cannon-fodder"], face=3, life=4)
    m.active = m.order.index("bot1")
    combat.declare(m, m.player("bot1"), {"you": ["warrior"]})
    m.chance.begin(cards=["warrior"] * 1)  # the cards drawn in the defence phases
    combat.resolve(m, who(game, False, "fixer", "blue", "cannon-fodder"))
    you = m.player("you")
    assert you.face == 2 and you.life == 4


def test_bots_play_whole_turns_and_the_cards_stay_110():
    game = new_game(bots=3, human=False, first="bot1", styles=["aggressive", "defensive", "prestige"])
    m = game.m
    for _ in range(40):
        if game.over:
            break
        flow.bot_turn(m, m.current, game.bots[m.current.id], who(game))
        assert total(m) == 110
        assert all(p.life <= p.max_life for p in m.players)


def test_a_lightning_card_resolves_at_once_and_only_peace_may_answer_it():
    game = new_game()
    m = game.m
    you = arrange(m, "you", hand=["peace", "shaman-potion", "corruption"], life=6)
    bot = arrange(m, "bot1", hand=["explosive-goblin"], deployed=["warrior"])
    table_answers = ["no"]
    decide = who(game, *table_answers)
    lightning.play(m, bot, LightningPlay("explosive-goblin", "you", ["warrior"]), decide, "turn")
    asker = decide("you")
    assert asker.table.answers == [False]  # one question (Peace?), no other lightning offered
    assert you.life == 4 and sorted(you.hand) == ["corruption", "peace", "shaman-potion"]
    assert m.pile.discards[-2:] == ["warrior", "explosive-goblin"]  # resolved, then discarded


def test_guided_turn_hooks_and_hidden_hands():
    game = new_game(bots=2, human=False, first="bot1")
    assert game.next_automatic() == {"type": "bot"}
    assert all(p["hand"] is None for p in game.snapshot()["players"])
    assert all(len(p["hand"]) == 5 for p in game.snapshot(reveal=True)["players"])
    table = new_game(bots=2)
    assert table.next_automatic() is None
    assert table.prompt()[0].startswith("Your turn (10 life, 0 prestige). Hand: ")
    assert {"goblin-bomb", "bot1", "you"} <= set(table.vocabulary())
    hands = {p["id"]: p["hand"] for p in table.snapshot()["players"]}
    assert hands["bot1"] is None and hands["bot2"] is None and len(hands["you"]) == 5


def test_war_cry_once_attacking_adds_1_per_unblocked_attacker():
    game = new_game()
    m = game.m
    you = arrange(m, "you", hand=["war-cry"], deployed=["warrior", "brute"])
    assert lightning.playable(m, you, "turn") == []  # only once you have attacked
    arrange(m, "bot1", hand=[], deployed=[])
    m.chance.begin(cards=["warrior"])
    flow.finish_turn(m, you, {"bot1": ["warrior", "brute"]}, who(game), plays=[LightningPlay("war-cry")])
    assert m.player("bot1").life == 10 - 3 - 2 and m.current.id == "bot1"


def test_lightning_cards_with_nothing_to_aim_at_are_not_offered():
    game = new_game(bots=1)
    m = game.m
    you = arrange(m, "you", hand=["reflecting-shield", "corruption", "goblin-bomb"], deployed=[])
    arrange(m, "bot1", deployed=[])
    assert lightning.playable(m, you, "turn") == []  # nothing in front of anyone, no attack
    arrange(m, "bot1", deployed=["warrior"])
    combat.declare(m, m.player("bot1"), {"you": ["warrior"]})
    assert lightning.playable(m, you, "defence", m.attacks[0]) == ["corruption", "goblin-bomb"]  # two players:
    # no one to reflect the attack on

