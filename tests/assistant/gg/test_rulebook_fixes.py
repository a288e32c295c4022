"""Issue #9 (GobbledyGook! half): rules the assistant got wrong at the table, each by the rulebook
(../shared/rules/gobbledygook.txt, line numbers in the test names' docstrings)."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from tests.assistant.gg.helpers import BROOD, RIVALS, new_game, run


def _placed(game, **where):  # noqa: ANN001, ANN003
    for name, (x, y) in where.items():
        run(game, {"type": "place", "id": name, "x": x, "y": y})


# -- 8: "If no revealed creature is in range" (lines 82-83) ---------------------------------------
def test_a_hound_sniffs_for_the_hidden_when_no_revealed_creature_is_in_range():
    game = new_game()
    hound = game.new_figure("hound", 2)
    _placed(game, hound1=(0, 0), snagtooth=(40, 0), grub=(10, 0), bruiser=(30, 0))
    game.creature("snagtooth").hidden = False  # revealed, but 40 in away
    lines = run(game, {"type": "humans"}, answers=["yes"])
    assert lines[1] == "hound1 sniffs 1 stick toward Grub (hidden, nearest; no revealed creature in range): put it at (6, 0)."
    assert hound.pos == (6.0, 0.0)
    assert lines[2] == "  hound1 spots Grub in the open: revealed."  # line 99: an enemy within 1 stick, no cover
    assert not game.creature("grub").hidden


def test_a_hound_asked_without_positions_turns_to_the_hidden_when_it_cannot_reach():
    game = new_game()
    game.new_figure("hound", 2)
    game.creature("snagtooth").hidden = False
    lines = run(game, {"type": "humans"}, answers=["Snagtooth", "no", "no"])  # Bruiser, a Heavy, is revealed too
    assert lines[1] == "hound1 sniffs 1 stick toward Grub (hidden, nearest; no revealed creature in range)."


def test_a_hunter_moves_toward_the_nearest_unrevealed_blip_when_no_revealed_creature_is_in_range():
    game = new_game()
    hunter = game.new_figure("hunter", 3)
    _placed(game, hunter1=(0, 0), snagtooth=(40, 0), grub=(50, 0), bruiser=(60, 0), B2=(0, 12), B1=(0, 30),
            B3=(90, 90), B4=(90, 90), B5=(90, 90), B6=(90, 90))
    game.creature("snagtooth").hidden = False
    lines = run(game, {"type": "humans"})
    assert lines[1] == ("hunter1 moves 1 stick toward B2 (no revealed creature in range; nearest unrevealed blip): "
                        "put it at (0, 6).")
    assert hunter.pos == (0.0, 6.0)


def test_the_quick_reference_says_in_range():
    from goblinkit.content.loader import load_game

    lines = [line for s in load_game("gobbledygook").components["reference"].items[0].sections for line in s.lines]
    humans = [line for line in lines if line.startswith((":hound: HOUNDS", ":bowman: HUNTERS"))]  # led by their icons
    assert all("in range" in line for line in humans) and len(humans) == 2


# -- 9: a stunned defender cannot stun its attacker (line 126) -----------------------------------
def test_a_stunned_defender_winning_with_overkill_does_not_stun_the_human():
    game = new_game()
    hound = game.new_figure("hound", 2)
    bruiser = game.creature("bruiser")
    bruiser.hidden, bruiser.stunned = False, True
    lines = run(game, {"type": "humans"}, answers=["yes"], dice=[2, 1, 6, 6, 5, 1])
    assert lines[2] == "  hound1 rolls 2 1 vs Bruiser's 6 6 5 1: defender wins with overkill 3"
    assert not hound.stunned and "Stunned" not in " ".join(lines)


# -- 10: a Heavy may not Hide (line 46) --------------------------------------------------------------
def test_a_heavy_starts_revealed_and_gets_no_hidden_reroll():
    game = new_game()
    bruiser = game.creature("bruiser")
    assert not bruiser.hidden
    hound = game.new_figure("hound", 2)
    lines = run(game, {"type": "attack", "creature": "bruiser", "target": hound.id}, dice=[6, 2, 1, 5, 4])
    assert lines[0] == "Bruiser attacks hound1:"  # not "from hiding", and no reroll question
    with pytest.raises(RulesError, match="a Heavy may not hide"):
        run(game, {"type": "status", "creature": "bruiser", "what": "hide"})


def test_a_heavy_through_a_hole_stays_revealed():
    game = new_game()
    lines = run(game, {"type": "reveal", "blip": "B1", "creature": "bruiser"}, cards=["hole"])
    assert not game.creature("bruiser").hidden and "losing its reveal markers" not in " ".join(lines)


# -- 11: Food is the Brood's, spent on the roll it is eaten for (line 73) -----------------------------
def _fed(game, who="grub"):  # noqa: ANN001
    run(game, {"type": "reveal", "blip": "B1", "creature": who}, cards=["food"])
    run(game, {"type": "item", "creature": who, "what": "pickup", "target": "B1"})


def test_anyone_in_the_brood_can_use_the_food():
    game = new_game()
    _fed(game, "grub")
    game.creature("snagtooth").hits = 1
    lines = run(game, {"type": "item", "creature": "snagtooth", "what": "eat-heal"})
    assert lines == ["Snagtooth eats the Food Grub carried and recovers 1 hit (2 left)."]
    assert game.creature("snagtooth").hits == 0 and game.creature("grub").carrying is None


def test_food_for_a_die_is_spent_on_the_roll_it_is_eaten_for():
    game = new_game()
    _fed(game, "grub")
    wanderer = game.new_figure("wanderer", 1)
    lines = run(game, {"type": "prank", "creature": "snagtooth", "target": wanderer.id, "food": True},
                dice=[2, 1, 1, 3])
    assert lines[1] == "  Snagtooth eats the Food Grub carried: +1 die on this roll."
    assert lines[2] == "  Snagtooth rolls 2 1 1 vs wanderer1's 3: defender wins with overkill 1"
    assert game.creature("grub").carrying is None
    with pytest.raises(RulesError, match="Muck Lurkers has no Food"):
        run(game, {"type": "loot", "creature": "snagtooth", "target": wanderer.id, "food": True})


def test_eat_die_is_refused_with_the_way_to_do_it():
    game = new_game()
    _fed(game)
    with pytest.raises(RulesError, match="add --food to the roll"):
        run(game, {"type": "item", "creature": "grub", "what": "eat-die"})


def test_food_on_an_escape_roll():
    game = new_game()
    _fed(game, "snagtooth")
    run(game, {"type": "reveal", "blip": "B2", "creature": "grub"}, cards=["trap"])
    lines = run(game, {"type": "roll", "roll": "escape", "creature": "grub", "food": True}, dice=[1, 6])
    assert lines[:2] == ["Grub eats the Food Snagtooth carried: +1 die on this roll.", "Grub tries to ESCAPE: 6 1: success!"]


def test_a_defender_is_asked_about_the_brood_food():
    game = new_game()
    _fed(game, "snagtooth")
    game.new_figure("hound", 2)
    game.creature("grub").hidden = False
    lines = run(game, {"type": "humans"}, answers=["Grub", "yes", "yes"], dice=[5, 4, 6, 1])
    assert "  Grub eats the Food Snagtooth carried: +1 die on this roll." in lines
    assert "  hound1 rolls 5 4 vs Grub's 6 1: defender wins with overkill 1" in lines


# -- 12: a stolen sign is carried like furniture: noisy (line 176) -----------------------------------
def test_stealing_a_sign_reveals_the_thief():
    game = new_game("signs")
    lines = run(game, {"type": "loot", "creature": "snagtooth", "target": "sign1"}, answers=["brag"], dice=[6, 5, 1, 1])
    assert not game.creature("snagtooth").hidden and game.creature("snagtooth").carrying == "sign"
    assert "  Snagtooth is revealed while carrying it (noisy)." in lines
    with pytest.raises(RulesError, match="cannot hide while carrying the sign"):
        run(game, {"type": "status", "creature": "snagtooth", "what": "hide"})


def test_a_creature_carrying_furniture_cannot_hide():
    game = new_game()
    run(game, {"type": "reveal", "blip": "B1", "creature": "snagtooth"}, cards=["furniture"])
    run(game, {"type": "item", "creature": "snagtooth", "what": "pickup", "target": "furniture1"})
    with pytest.raises(RulesError, match="cannot hide while carrying the furniture"):
        run(game, {"type": "status", "creature": "snagtooth", "what": "hide"})


# -- 13: Clankers' random direction: one die doubled on a clock face (line 166) ----------------------
def test_a_clanker_direction_is_one_die_doubled():
    game = new_game("clankers", clankers=[4])
    lines = run(game, {"type": "humans"}, answers=["none"], dice=[5, 3])  # Bruiser (a Heavy) is revealed, out of range
    assert lines[1] == "clanker1 clanks 1 stick toward 10 o'clock (a 5, doubled)."
    assert lines[2] == "  No revealed target in range: clanker1 moves 1 more stick toward 6 o'clock (a 3, doubled)."


def test_the_clankers_card_says_one_die_doubled():
    from goblinkit.content.loader import load_game

    card = next(s for s in load_game("gobbledygook").components["scenarios"].items if s.id == "clankers")
    assert "2d6" not in card.special and "1 die, doubled" in card.special


# -- 14: a stunned tree loses its turn and recovers (README's designed rule) -------------------------
def test_a_stunned_tree_recovers():
    game = new_game("haunted-forest", trees=1)
    tree = game.figure("tree1")
    tree.awake, tree.stunned = True, True
    lines = run(game, {"type": "humans"})
    assert "tree1 is stunned: it loses this turn and recovers." in lines and not tree.stunned


def test_a_stunned_hunter_does_not_strike_back_at_a_failed_loot():
    game = new_game()
    hunter = game.new_figure("hunter", 3)
    hunter.stunned = True
    lines = run(game, {"type": "loot", "creature": "grub", "target": hunter.id}, dice=[2, 6, 5, 4])
    assert lines[3:] == ["  hunter1 is stunned and cannot strike back."]


def test_a_shrine_cannot_be_stunned():
    game = new_game()
    shrine = game.new_figure("shrine", 2, passive=True)
    game.creature("grub").hidden = False
    lines = run(game, {"type": "attack", "creature": "grub", "target": shrine.id}, dice=[4, 3, 4, 1])
    assert lines[-1] == "  shrine1 is a thing: a Stun does nothing to it." and not shrine.stunned


# -- 15: Gang Up after any failed attack, on another Brood too (line 43) -----------------------------
def test_gang_up_after_a_failed_attack_on_another_brood():
    game = new_game(broods=(BROOD, RIVALS))
    game.creature("grub").hidden = False
    lines = run(game, {"type": "attack", "creature": "grub", "target": "twinkle"}, dice=[3, 1, 2, 5])
    assert "  Gang Up: Grub's next attack may reroll 1 die." in lines and game.creature("grub").gang_up


def test_a_bomb_from_hiding_may_reroll_and_a_failed_minion_bomb_gangs_up():
    bomber = {**BROOD, "creatures": [{"name": "Pop", "type": "minion", "upgrades": ["bomber"]}]}
    game = new_game(broods=(bomber,))
    hound = game.new_figure("hound", 2)
    lines = run(game, {"type": "bomb", "creature": "pop", "target": hound.id}, answers=["keep", "nobody"],
                dice=[2, 1, 5, 4])
    assert lines[0] == "Pop throws a bomb at hound1 from hiding:"
    assert "  Gang Up: Pop's next attack may reroll 1 die." in lines


# -- 19: `set grub at` and the stun refusal's advice ------------------------------------------------
def test_set_has_no_at_and_a_stun_refusal_names_a_real_command():
    game = new_game()
    with pytest.raises(RulesError, match=r"unknown status 'at' \(hide, spotted, recover; positions: place\)"):
        run(game, {"type": "status", "creature": "grub", "what": "at"})
    game.creature("grub").stunned = True
    with pytest.raises(RulesError, match=r"must recover first \(set grub recover\)"):
        run(game, {"type": "attack", "creature": "grub", "target": "B1"})


# -- 20: new figures get a position when positions are in use ----------------------------------------
def test_a_night_watch_arrival_is_asked_where_it_stands():
    game = new_game()
    _placed(game, snagtooth=(10, 10), grub=(12, 10), bruiser=(14, 10))
    lines = run(game, {"type": "humans"}, answers=[0, 30], dice=[3])
    assert lines[2] == "  hound1 is at (0, 30)."
    assert "hound1 sniffs 1 stick toward Snagtooth (hidden, nearest; no revealed creature in range): put it at " \
           "(2.68, 24.63)." in lines


def test_a_creature_through_a_hole_is_asked_where_it_comes_out():
    game = new_game()
    _placed(game, grub=(10, 10))
    lines = run(game, {"type": "reveal", "blip": "B1", "creature": "grub"}, answers=[0, 20], cards=["hole"])
    assert game.creature("grub").pos == (0.0, 20.0) and lines[-1] == "  Grub comes out at (0, 20)."


# -- the same mistakes elsewhere ---------------------------------------------------------------------
def test_a_bomb_on_a_pranked_target_rolls_the_extra_die_like_any_mayhem():
    bomber = {**BROOD, "creatures": [{"name": "Boom", "type": "leader", "upgrades": ["bomber"]}]}
    game = new_game(broods=(bomber,))
    hound = game.new_figure("hound", 2)
    hound.reveal = 1
    game.creature("boom").hidden = False
    lines = run(game, {"type": "bomb", "creature": "boom", "target": hound.id}, dice=[5, 4, 3, 2, 1])
    assert lines[1] == "  Boom rolls 5 4 3 vs hound1's 2 1: attacker wins with overkill 3"


def test_trees_measure_when_positions_are_given():
    game = new_game("haunted-forest", trees=1)
    _placed(game, tree1=(0, 0), snagtooth=(0.5, 0), grub=(30, 0), bruiser=(40, 0))
    lines = run(game, {"type": "humans"}, answers=["keep"], dice=[6, 1, 6, 5, 2, 1, 2, 1])
    assert lines[2:4] == ["tree1 rolls to awaken: 6 1: a 6!", "  tree1 AWAKENS (a reveal marker goes beside it)."]
    assert lines[4] == "tree1 lashes out at Snagtooth (nearest model):"


def test_a_steed_may_not_scrabble():
    rider = {**BROOD, "creatures": [{"name": "Trot", "type": "leader", "upgrades": ["steed"]}]}
    game = new_game(broods=(rider,))
    with pytest.raises(RulesError, match="Trot has Steed: it may not scrabble"):
        run(game, {"type": "roll", "roll": "scrabble", "creature": "trot"})


def test_a_bomb_that_stuns_a_brood_with_more_brag_earns_1_brag():
    bomber = {**BROOD, "creatures": [{"name": "Boom", "type": "leader", "upgrades": ["bomber"]}]}
    game = new_game(broods=(bomber, RIVALS))
    game.brag["Sparkles"] = 5
    hound = game.new_figure("hound", 2)
    game.creature("boom").hidden = False
    lines = run(game, {"type": "bomb", "creature": "boom", "target": hound.id}, answers=["Twinkle", "nobody"],
                dice=[5, 4, 3, 2, 1, 1])
    assert "  Twinkle is Stunned." in lines
    assert "  Boom earns 1 Brag (stunned a Brood with more Brag); Muck Lurkers has 3." in lines
