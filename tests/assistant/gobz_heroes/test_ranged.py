"""Ranged Combat in the engine: range and line of sight refused with the rule, Tall, Repeat, the Tommy
Gun's triple, Fallout with collateral damage, and a ranged KO discarding the Stuff."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from tests.assistant.gobz_heroes.helpers import act, clear, place, table_game, turn_of


def line_up(**where):
    game = table_game()
    clear(game)
    spots = {"nagga": "J14", "skritch": "A8", "grubnik": "H14", "zapgit": "G14", "flapjack": "J1",
             "gearhead": "E8", "mog": "I1"}
    spots.update(where)
    for gob, square in spots.items():
        place(game, gob, square)
    turn_of(game, 0)
    return game


def test_a_shot_needs_range_and_a_clear_line():
    game = line_up(flapjack="C8")
    with pytest.raises(RulesError, match="cannot shoot Gearhead Grot: the Gob' at C8 blocks the line"):
        act(game, {"type": "attack", "gob": "skritch", "targets": ["gearhead"], "ranged": True})
    game.gobz["flapjack"].stunned = True  # a Stunned Gob' is an empty square to a shooter
    lines = act(game, {"type": "attack", "gob": "skritch", "targets": ["gearhead"], "ranged": True}, dice=[3])
    assert lines[1:] == ["Skritch shoots Gearhead Grot with Slingshot (Repeat 1, Strength 2).",
                         "  Skritch rolls 3 (needs 3+).",
                         "  Hit on Gearhead Grot (Strength 2 <= Resistance 3): 1 Tickle (1/4)."]
    game = line_up(gearhead="B9")
    with pytest.raises(RulesError, match="never diagonally"):
        act(game, {"type": "attack", "gob": "skritch", "targets": ["gearhead"], "ranged": True})
    game = line_up(skritch="A1", gearhead="H1")
    with pytest.raises(RulesError, match="Gearhead Grot is 7 squares away; Slingshot reaches 6"):  # 4 + Snipe 2
        act(game, {"type": "attack", "gob": "skritch", "targets": ["gearhead"], "ranged": True})


def test_between_levels_and_tall():
    game = line_up(skritch="F2", gearhead="F5")
    with pytest.raises(RulesError, match="F3 is platform"):
        act(game, {"type": "attack", "gob": "skritch", "targets": ["gearhead"], "ranged": True})
    game = line_up(skritch="F3", gearhead="F7", zapgit="F5")  # at the edge; a ground Gob' does not block
    act(game, {"type": "attack", "gob": "skritch", "targets": ["gearhead"], "ranged": True}, dice=[2])
    game = line_up(mog="F6", skritch="F2")  # Mog is Tall: Boulder Toss at a Gob' deep on the platform
    turn_of(game, 1)
    lines = act(game, {"type": "attack", "gob": "mog", "targets": ["skritch"], "ranged": True}, dice=[4])
    assert "Mog the Massive shoots Skritch with Boulder Toss (Repeat 1, Strength 4)." in lines
    assert game.gobz["skritch"].stunned


def test_repeat_rolls_each_die_as_an_attack_highest_first():
    game = line_up(skritch="A8", gearhead="B8")
    game.gobz["skritch"].stuff = ["blunderbuss"]
    lines = act(game, {"type": "attack", "gob": "skritch", "targets": ["gearhead"], "ranged": True,
                       "weapon": "blunderbuss"}, dice=[3, 5])
    assert lines[-2:] == ["  Hit on Gearhead Grot (Strength 4 > Resistance 3): Stunned.",
                          "  Hit on Gearhead Grot (Low Blow): 1 Tickle (1/4)."]


def test_the_tommy_gun_triple_knocks_out_its_carrier():
    game = line_up(gearhead="E8", skritch="A8")
    turn_of(game, 1)
    game.players[1].combos = []
    lines = act(game, {"type": "attack", "gob": "gearhead", "targets": ["skritch"], "ranged": True}, dice=[2, 2, 2])
    assert "  A triple 2! The Tommy Gun knocks out Gearhead Grot; the burst is lost." in lines
    assert not game.gobz["gearhead"].on_board and game.players[0].vp == 0 and game.players[1].vp == 0
    assert "tommy-gun" in game.stuff_deck.discards and game.gobz["skritch"].tickles == 0


def test_fallout_rolls_for_each_gob_around_and_collateral_scores_nothing():
    game = line_up(zapgit="A8", flapjack="C8", gearhead="D8", nagga="C9")
    game.players[0].combos = []
    lines = act(game, {"type": "attack", "gob": "zapgit", "targets": ["flapjack"], "ranged": True},
                dice=[5, 6, 5], cards=["sprint"])
    assert lines[1:] == [
        "Zapgit the Sparky shoots Flapjack with Sparks (Repeat 1, Strength 3).",
        "  Zapgit the Sparky rolls 5 (needs 5+).",
        "  Hit on Flapjack (Strength 3 > Resistance 2): Stunned.",
        "  Fallout on Gearhead Grot at D8 (Strength 2): Green rolls 6 (needs 5+).",
        "  Green draws Sprint (a 6); 1 in hand.",
        "  Hit on Gearhead Grot (Strength 2 <= Resistance 3): 1 Tickle (1/4).",
        "  Fallout on Big Nagga at C9 (Strength 2): Red rolls 5 (needs 5+) -- collateral damage.",
        "  Hit on Big Nagga (Strength 2 <= Resistance 3): 1 Tickle (1/4)."]


def test_a_ranged_ko_discards_the_stuff():
    game = line_up(skritch="A8", flapjack="B8")
    game.gobz["flapjack"].stuff = ["crossbow"]
    game.gobz["skritch"].stuff = ["fire-bomb"]
    game.players[0].combos = []
    lines = act(game, {"type": "attack", "gob": "skritch", "targets": ["flapjack"], "ranged": True},
                dice=[6, 1], cards=["sprint"])
    assert "  Flapjack is KO'd by a Ranged attack and goes to the Bench." in lines
    assert "  Discarded: Crossbow." in lines and game.gobz["skritch"].stuff == ["fire-bomb"]
    assert game.players[0].vp == 2
