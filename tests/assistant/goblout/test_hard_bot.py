"""The hard Goblout bot's pieces: its plans (named, checked, played), the quick table copy its playouts
start from, and the race among plans on common random numbers."""

from __future__ import annotations

import copy
import json
import random

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout import dice, hard_bot, turn
from goblinkit.assistant.goblout.bot_lookahead import aimed_attack
from goblinkit.assistant.goblout.game import snapshot
from goblinkit.assistant.goblout.state import Attack
from goblinkit.assistant.goblout.twin import UnrecordedChance, twin
from goblinkit.assistant.search import Budget
from tests.assistant.goblout.helpers import arrange, new_game


def bots_table(players: int = 2, variant: str | None = None):
    return new_game(players, variant, first="bot1", seed=11, human=False, styles=["aggressive"] * players)


def test_candidates_name_every_rival_and_only_the_faces_worth_paying_for():
    m = bots_table(3).m
    plans = hard_bot.candidates(m, "aggressive")
    assert plans == ["aggressive/attack", "defensive/attack", "prestige/attack", "aggressive/hold",
                     "aggressive/attack/spare", "aggressive/attack/firm", "aggressive/attack/lurk",
                     "aggressive/attack/quiet",
                     "aggressive/all@bot2", "aggressive/strike@bot2", "aggressive/all@bot3", "aggressive/strike@bot3",
                     "aggressive/attack/nopay", "aggressive/attack/face5", "aggressive/attack/face6"]
    # faces 1-4 show one colour that face 5 (red, blue) or 6 (purple, white) shows too
    group = hard_bot.candidates(bots_table(2, "group-die").m, "prestige")
    assert not any("face" in plan or "nopay" in plan for plan in group)


@pytest.mark.parametrize("plan", ["sneaky/attack", "aggressive/charge", "aggressive/all@bot9",
                                  "aggressive/attack/face7", "aggressive/all@", "aggressive/attack/pay",
                                  "aggressive/attack/face3/wall", "aggressive/attack/spare/face3",
                                  "aggressive/attack/face3/spare/firm"])
def test_a_plan_is_checked(plan):
    with pytest.raises(RulesError, match=f"no bot plan '{plan}'"):
        hard_bot.check_plan(plan, ["bot1", "bot2"])


def test_a_plan_sets_the_bots_style_attack_and_die():
    m = bots_table().m
    bot = hard_bot.plan_bot("defensive/strike@bot2/face6", m.cat, m.order)
    assert (bot.style, bot.skill, bot.mode, bot.face_plan) == ("defensive", "normal", "strike@bot2", 6)
    p = arrange(m, "bot1", hand=["warrior"], life=6, face=1)
    assert bot.want_roll(m, p) and bot.face_to_buy(m, p) == 6  # aims at face 6 whatever the hand wants
    arrange(m, "bot1", life=1)
    assert bot.face_to_buy(m, p) is None  # never the last life point
    arrange(m, "bot1", life=6, face=6)
    assert not bot.want_roll(m, p) and bot.face_to_buy(m, p) is None
    never = hard_bot.plan_bot("aggressive/attack/nopay", m.cat)
    arrange(m, "bot1", hand=["cauldron", "cauldron", "lookout"], life=10, face=1)
    assert never.face_to_buy(m, p) is None  # a normal bot would pay for face 4 here (test_skill.py)


def test_a_guard_plan_spares_its_super_goblins_and_its_lightning_unless_in_danger():
    m = bots_table().m
    spare = hard_bot.plan_bot("aggressive/attack/face5/spare", m.cat, m.order)
    assert (spare.face_plan, spare.tactic) == (5, "spare")
    normal = hard_bot.plan_bot("aggressive/attack", m.cat)
    p = arrange(m, "bot2", hand=["peace"], deployed=["super-goblin", "cannon-fodder"], life=10, face=1)
    atk = Attack("bot1", "bot2", ["brute", "warrior", "warrior", "warrior"])
    blockers = ["super-goblin", "cannon-fodder"]
    assert normal.blocks(m, p, atk, blockers) == {0: "cannon-fodder", 1: "super-goblin"}
    assert spare.blocks(m, p, atk, blockers) == {0: "cannon-fodder"}  # the Super-Goblin stays for its attack
    big = Attack("bot1", "bot2", ["brute", "brute", "warrior", "warrior"])  # 6 damage, 2 blockers: 4 through
    assert normal.defence_lightning(m, p, big, ["peace"]).card == "peace"
    assert spare.defence_lightning(m, p, big, ["peace"]) is None  # not lethal: Peace kept
    arrange(m, "bot2", life=3)
    assert spare.blocks(m, p, atk, blockers) == {0: "cannon-fodder", 1: "super-goblin"}  # in danger: every block
    assert spare.defence_lightning(m, p, big, ["peace"]).card == "peace"
    arrange(m, "bot2", life=10)
    firm = hard_bot.plan_bot("aggressive/attack/firm", m.cat)
    small = Attack("bot1", "bot2", ["brute", "warrior"])  # 3 damage, 2 blockers: 1 through
    assert normal.defence_lightning(m, p, small, ["peace"]) is None
    assert firm.defence_lightning(m, p, small, ["peace"]).card == "peace"


def test_a_lurking_plan_keeps_its_cannon_fodder_and_a_quiet_one_its_lightning():
    m = bots_table().m
    normal, lurk = (hard_bot.plan_bot(plan, m.cat) for plan in ("defensive/attack", "defensive/attack/lurk"))
    p = arrange(m, "bot1", hand=["cannon-fodder", "warrior", "scavenge"], face=5)  # red and blue
    assert normal.to_deploy(m, p) == ["cannon-fodder", "warrior"]
    assert lurk.to_deploy(m, p) == ["warrior"]  # deployed in its defence phase, out of the rivals' sight till then
    quiet = hard_bot.plan_bot("defensive/attack/quiet", m.cat)
    assert normal.own_lightning(m, p, ["scavenge"], "early").card == "scavenge"
    assert quiet.own_lightning(m, p, ["scavenge"], "early") is None


def test_an_aimed_attack_sends_what_the_plan_says():
    m = bots_table(3).m
    p = arrange(m, "bot1", deployed=["super-goblin", "brute", "cannon-fodder", "warrior", "cauldron"])
    arrange(m, "bot2", deployed=["cannon-fodder", "cannon-fodder", "cannon-fodder"])
    # into three blockers all the same (the normal bot would not: bot_lookahead's weighing)
    assert aimed_attack(m, p, "all@bot2") == {"bot2": ["brute", "super-goblin", "warrior"]}
    assert aimed_attack(m, p, "strike@bot3") == {"bot3": ["brute", "warrior"]}  # the Super-Goblin blocks at home
    m.player("bot3").peace = True
    assert aimed_attack(m, p, "all@bot3") == {}
    assert hard_bot.plan_bot("aggressive/hold", m.cat).attack_plan(m, p) == {}


def test_the_quick_copy_plays_on_as_a_deep_copy_does():
    for seed in range(8):
        game = new_game(4, first="bot1", seed=seed, human=False, styles=["aggressive", "defensive", "prestige", "aggressive"])
        m = game.m
        models = hard_bot.models_for(m)
        deep = copy.deepcopy(m, {id(m.cat): m.cat, id(m.chance): UnrecordedChance(seed)})
        deep.talk, deep.checked, deep.lines = False, False, []
        quick = twin(m, UnrecordedChance(seed))
        assert hard_bot.playout(deep, "aggressive/attack", models) == hard_bot.playout(quick, "aggressive/attack", models)
        assert json.dumps(snapshot(deep, True), sort_keys=True) == json.dumps(snapshot(quick, True), sort_keys=True)
        assert quick.winner is not None


def test_plans_race_on_the_same_deals_and_the_normal_plan_stays():
    game = bots_table()
    m = game.m
    models = hard_bot.models_for(m)
    plans = hard_bot.candidates(m, "aggressive")
    decision = hard_bot.search(m, plans, models, Budget(iterations=40), seed=2)
    assert decision.iterations == 40 and decision.visits[plans[0]] == 40
    assert min(decision.visits.values()) >= hard_bot.RACE_AFTER  # every plan plays the first rounds
    assert decision.action in plans and set(decision.values) == set(plans)
    again = hard_bot.search(m, plans, models, Budget(iterations=40), seed=2)
    assert (again.action, again.visits, again.values) == (decision.action, decision.visits, decision.values)


def test_a_plan_no_better_than_the_normal_one_never_replaces_it():
    scores = {"a": [1.0, 0.0] * 10, "b": [1.0, 0.0] * 10, "c": [0.0, 0.0] * 10}
    kept = hard_bot._still_racing(["a", "b", "c"], scores, 20)
    assert kept == ["a"]  # b always ended as a did; c is clearly worse than the leader
    assert hard_bot._paired([1.0, 1.0, 0.0], [0.0, 1.0, 0.0]) == (pytest.approx(1 / 3), pytest.approx(1 / 3))


def test_an_exposed_bot_keeps_its_blockers_and_its_life_unless_the_all_in_kills():
    m = bots_table(4).m
    for rival in ("bot2", "bot3", "bot4"):
        arrange(m, rival, deployed=["warrior", "cannon-fodder"], life=9)
    p = arrange(m, "bot1", deployed=["brute", "cannon-fodder", "cannon-fodder"], life=3)
    assert hard_bot.incoming(m, p) == 3 and hard_bot.exposed(m, p)  # three Warriors could take its last 3 life
    plans = hard_bot.candidates(m, "defensive")
    assert plans == ["defensive/attack", "prestige/attack", "defensive/hold", "defensive/attack/spare",
                     "defensive/attack/firm", "defensive/attack/lurk", "defensive/attack/quiet", "defensive/strike@bot2",
                     "defensive/strike@bot3", "defensive/strike@bot4", "defensive/attack/nopay"]
    arrange(m, "bot3", deployed=["warrior", "warrior"], life=1)  # no blocker: every attacker at bot3 kills it
    assert hard_bot.exposed(m, p) and "defensive/all@bot3" in hard_bot.candidates(m, "defensive")
    arrange(m, "bot1", life=20)
    assert not hard_bot.exposed(m, p) and "defensive/all@bot2" in hard_bot.candidates(m, "defensive")


def test_the_deal_reads_the_hand_of_the_bot_who_just_played_from_its_die():
    """Issue 35: the bot who played before has deployed every goblin its die let it, so the search's deals
    never give it one its die still shows (what anyone at the table sees: its face); the other hands are
    dealt from the whole unseen pool, and the 110 cards stay 110."""
    m = bots_table(3).m
    m.turn = 5  # bot3 has played the turn before bot1's
    bot3 = arrange(m, "bot3", hand=["cauldron", "brute", "warrior"], face=1)
    cannot = hard_bot.ruled_out(m, "bot1")[1]
    assert hard_bot.ruled_out(m, "bot1")[0] == "bot3" and cannot
    assert not cannot & m.cat.whites and not any(m.cat.cards[c].lightning for c in cannot)
    seen = set()
    for seed in range(30):
        dealt = hard_bot.deal(m, "bot1", __import__("random").Random(seed))
        hand = dealt.player("bot3").hand
        assert len(hand) == len(bot3.hand) and not set(hand) & cannot
        seen.update(dealt.player("bot2").hand)
        cards = dealt.pile.cards + dealt.pile.discards + [c for p in dealt.players for c in p.hand + p.deployed]
        assert sorted(cards) == sorted(m.pile.cards + m.pile.discards + [c for p in m.players for c in p.hand + p.deployed])
    assert seen & cannot  # bot2 played before bot3: nothing is read of its hand
    m.turn = 1
    assert hard_bot.ruled_out(m, "bot1") == (None, frozenset())  # nobody has played yet


def test_a_decided_race_stops_before_the_budget():
    """Issue 35 item 2: no budget spent once one plan is clearly ahead of the normal plan and every other left."""
    ahead = {"base": [0.2, 0.3, 0.4, 0.3] * 3, "x": [0.6, 0.8, 0.7, 0.9] * 3, "y": [0.5, 0.1, 0.9, 0.2] * 3}
    assert not hard_bot.decided(["base", "x", "y"], ahead)  # y still races
    assert hard_bot.decided(["base", "x"], ahead) and hard_bot.decided(["base"], ahead)
    close = {"base": [0.2, 0.6, 0.4, 0.3] * 3, "x": [0.3, 0.5, 0.5, 0.2] * 3}
    assert not hard_bot.decided(["base", "x"], close)
    tie = {"base": [0.5, 0.6, 0.4, 0.3] * 3, "x": [0.5, 0.6, 0.41, 0.3] * 3}
    assert hard_bot.decided(["base", "x"], tie)  # within TIE whichever is picked


def test_a_search_with_one_plan_left_stops_at_once():
    game = bots_table()
    m = game.m
    arrange(m, "bot1", deployed=["brute", "brute", "warrior"])
    arrange(m, "bot2", hand=[], deployed=[], life=2)  # no blocker: every plan that attacks wins at once, as the normal plan
    models = hard_bot.models_for(m)
    plans = hard_bot.candidates(m, "aggressive")
    decision = hard_bot.search(m, plans, models, Budget(iterations=400), seed=2)
    assert decision.iterations <= 2 * hard_bot.RACE_AFTER  # the race was decided well before the count
    assert decision.action == "aggressive/attack"  # the normal plan, as the 400 rounds picked before


def test_the_deal_gives_back_the_cannon_fodder_a_lurking_bot_held_back():
    """Issue 35: a hard bot's "lurk" plan keeps its Cannon Fodder in hand though its die shows blue, and nobody
    at the table knows its plan; so the deal may give the bot who just played Cannon Fodder (the old reading
    ruled out every goblin its die showed, and never dealt it the two it really holds) but never a Warrior."""
    m = bots_table(3).m
    lurk = hard_bot.plan_bot("aggressive/attack/lurk", m.cat)
    bot3 = arrange(m, "bot3", hand=["cannon-fodder", "warrior", "cannon-fodder", "cauldron"], face=5)  # red and blue
    turn.deploy(m, bot3, lurk.to_deploy(m, bot3))
    assert bot3.hand == ["cannon-fodder", "cannon-fodder", "cauldron"] and bot3.deployed == ["warrior"]
    m.turn = 5  # bot3 has played the turn before bot1's
    read, cannot = hard_bot.ruled_out(m, "bot1")
    assert read == "bot3" and "warrior" in cannot and "cannon-fodder" not in cannot
    assert "cannon-fodder" in dice.deployable(m, bot3)  # its die shows them: the old reading ruled them out
    fodder = 0
    for seed in range(40):
        hand = hard_bot.deal(m, "bot1", random.Random(seed)).player("bot3").hand
        assert len(hand) == 3 and not set(hand) & cannot
        fodder += hand.count("cannon-fodder")
    assert fodder > 0


def test_nothing_is_read_of_a_hand_whose_turn_was_under_no_die():
    """A bot under No Die deployed nothing last turn, whatever its die shows; the turn start of the player
    who played No Die lifts it before the search runs, so the reading must know it was lifted (it ruled out
    the Warrior bot2 still holds)."""
    m = bots_table(2).m
    bot2 = arrange(m, "bot2", hand=["warrior", "cauldron"], face=5)  # red and blue: a Warrior it could deploy
    bot2.no_die_by = "bot1"
    m.turn, m.active = 5, m.order.index("bot1")
    turn.begin_turn(m)
    assert bot2.no_die_by is None and m.no_die_lifted == ("bot2",)
    assert hard_bot.ruled_out(m, "bot1") == (None, frozenset())
    assert twin(m, UnrecordedChance(0)).no_die_lifted == ("bot2",)
    m.active = m.order.index("bot2")
    turn.begin_turn(m)
    assert m.no_die_lifted == ()
