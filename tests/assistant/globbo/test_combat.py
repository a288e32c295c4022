"""Killing each other: the rulebook's two SLAPS example, priorities in a hex, warp-holes, ZAPS,
burps across the edges, Blips exploding and floating over Globbo."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from tests.assistant.globbo.helpers import do, game_with, where

ATTACK = "globbo-attack"


@pytest.mark.parametrize("die,hit", [(1, True), (4, True), (5, False), (6, False)])
def test_two_slaps_gang_up_with_strength_4(die, hit):
    game = game_with("H1@H7", "Z1@I7", "S1@J7", "S2@K7", "B1@J8", phase=ATTACK)
    lines = do(game, {"type": "attack", "target": "J8", "with": ["S1", "S2"]}, dice=[die])
    assert lines[0] == f"SLAPS S1 and S2 slap BITER B1 at J8: strength 2+2 = 4, rolled {die}: {'HIT' if hit else 'missed'}"
    assert game.pieces["B1"].hit is hit


def test_each_piece_attacks_once_but_unused_ones_may_try_again_after_a_miss():
    game = game_with("H1@H7", "Z1@I7", "S1@J7", "S2@K7", "B1@J8", phase=ATTACK)
    lines = do(game, {"type": "attack", "target": "J8", "with": ["S1"]}, dice=[6])
    assert lines[-1] == "  Unused pieces may have another go: Z1, S2"
    with pytest.raises(RulesError, match="S1 has already attacked this turn"):
        do(game, {"type": "attack", "target": "J8", "with": ["S1"]}, dice=[1])
    do(game, {"type": "attack", "target": "J8", "with": ["S2"]}, dice=[2])
    assert game.pieces["B1"].hit


def test_globbos_priority_in_a_hex_biters_blips_then_yeasts_without_a_roll():
    game = game_with("H1@H7", "Z1@I7", "S1@J7", "S2@K7", "B1@J8", "P1@J8", "Y1@J8", phase=ATTACK)
    assert "BITER B1" in do(game, {"type": "attack", "target": "J8", "with": ["S1"]}, dice=[1])[0]
    assert "BLIP P1" in do(game, {"type": "attack", "target": "J8", "with": ["S2"]}, dice=[2])[0]
    lines = do(game, {"type": "attack", "target": "J8", "with": ["Z1"]})  # no die rolled
    assert lines[0] == "ZAP Z1 zaps YEAST Y1 at J8: GLOBBO's attacks on YEASTS always succeed"
    assert "Y1" not in game.pieces


def test_kids_on_a_warp_hole_cannot_attack_but_can_be_attacked():
    game = game_with("H1@H7", "Z1@G6", "S1@F6", "B1@G7", phase="kids-attack")
    with pytest.raises(RulesError, match="B1 is on warp-hole 3: kids can't attack from a warp-hole"):
        do(game, {"type": "attack", "target": "F6", "with": ["B1"]}, dice=[1])
    game.turn.phase = ATTACK
    do(game, {"type": "attack", "target": "G7", "with": ["S1", "H1"]}, dice=[6])


def test_a_blip_attacks_its_own_hex_and_is_gone_either_way():
    game = game_with("H1@H7", "Z1@I7", "S1@J7", "P1@J7", "P2@I7", phase="kids-attack")
    lines = do(game, {"type": "attack", "target": "J7", "with": ["P1"]}, dice=[4])
    assert lines[:2] == ["BLIP P1 explodes on SLAP S1 at J7: strength 3, rolled 4: missed",
                         "  BLIP P1 explodes and is gone (a memory of unbounded devotion)"]
    assert "P1" not in game.pieces and "S1" in game.pieces
    with pytest.raises(RulesError, match="P2 at I7 is not in that hex"):
        do(game, {"type": "attack", "target": "H7", "with": ["P2"]}, dice=[1])
    do(game, {"type": "attack", "target": "I7", "with": ["P2"]}, dice=[3])
    assert "Z1" not in game.pieces and "P2" not in game.pieces


def test_zaps_need_a_clear_path_of_three():
    game = game_with("H1@H7", "Z1@I7", "B1@L7", "B2@M7", "P1@K6", phase=ATTACK)
    with pytest.raises(RulesError, match="Z1 at I7 has no clear path of 3 hexes or less to it"):
        do(game, {"type": "attack", "target": "M7", "with": ["Z1"]}, dice=[6])
    do(game, {"type": "attack", "target": "L7", "with": ["Z1"]}, dice=[6])
    game = game_with("H1@H7", "Z1@I7", "B1@L7", "B2@K7", "B3@K6", "B4@K8", "Y1@J8", "P1@J6", phase=ATTACK)
    with pytest.raises(RulesError, match="no clear path"):  # every way round is blocked by kids
        do(game, {"type": "attack", "target": "L7", "with": ["Z1"]}, dice=[6])


def test_the_head_burps_fifteen_along_a_straight_line_across_the_edge():
    game = game_with("H1@C3", "Z1@D3", "B1@N3", "B2@E1", "B3@D1", phase=ATTACK)
    with pytest.raises(RulesError, match="no clear straight line"):
        do(game, {"type": "attack", "target": "E1", "with": ["H1"]}, dice=[1])
    lines = do(game, {"type": "attack", "target": "D1", "with": ["H1"]}, dice=[6])  # north-east: C2 D1
    assert lines[0] == "HEAD H1 burps at BITER B3 at D1: strength 5, rolled 6: missed"
    game.pieces["H1"].attacked = False
    lines = do(game, {"type": "attack", "target": "N3", "with": ["H1"]}, dice=[5])  # west: B3 A3 P3 O3 N3
    assert lines[0] == "HEAD H1 burps at BITER B1 at N3: strength 5, rolled 5: HIT"


def test_a_zap_can_attack_round_the_corner():
    game = game_with("H1@B2", "Z1@A1", "B1@P13", phase=ATTACK)  # A1 -> P14 -> P13 off the top-left corner
    do(game, {"type": "attack", "target": "P13", "with": ["Z1"]}, dice=[1])
    assert game.pieces["B1"].hit


def test_flexible_head_burps_any_clear_line():
    game = game_with("H1@C3", "Z1@C2", "B1@F4", phase=ATTACK, extras=("flexible-head",))
    do(game, {"type": "attack", "target": "F4", "with": ["H1"]}, dice=[1])
    assert game.pieces["B1"].hit


def test_a_blip_floating_over_globbo_gets_a_free_attack_at_plus_one():
    game = game_with("H1@H7", "Z1@I7", "S1@J7", "P1@K7", phase="kids-move")
    lines = do(game, {"type": "move", "moves": {"P1": ["J7", "I6"]}}, dice=[3])
    assert lines[1] == "  BLIP P1 floats over SLAP S1 at J7: S1 gets a free attack, strength 3, rolled 3: HIT"
    assert "P1" not in game.pieces and not game.pieces["S1"].attacked


def test_tough_blips_lose_the_plus_one_but_the_head_still_destroys_them():
    game = game_with("H1@H7", "Z1@I7", "S1@J7", "P1@K7", "P2@G7".replace("G7", "H6"), phase="kids-move",
                     extras=("tough-blips",))
    lines = do(game, {"type": "move", "moves": {"P1": ["J7", "I6"]}}, dice=[3])
    assert "strength 2, rolled 3: missed" in lines[1] and where(game)["P1"] == "I6"
    lines = do(game, {"type": "move", "moves": {"P2": "H7"}})
    assert "GLOBBO's HEAD H1 destroys it automatically" in lines[1] and "P2" not in game.pieces


def test_biters_cannot_enter_globbo_or_cross_walls_blips_can():
    game = game_with("H1@H7", "Z1@I7", "B1@J7", "P1@B5", "B2@B5", phase="kids-move", walls=True)
    with pytest.raises(RulesError, match="cannot reach I7"):
        do(game, {"type": "move", "moves": {"B1": "I7"}})
    with pytest.raises(RulesError, match="a wall"):
        do(game, {"type": "move", "moves": {"B2": ["B6"]}})
    do(game, {"type": "move", "moves": {"P1": ["B6"]}})
    assert where(game)["P1"] == "B6"


def test_a_kid_on_a_warp_hole_pops_out_of_the_hole_rolled_once_a_turn():
    game = game_with("H1@B9", "Z1@C9", "B1@G5", phase="kids-move")
    lines = do(game, {"type": "move", "moves": {"B1": ["G6", "G7"]}}, dice=[5])
    assert lines[-2:] == ["  BITER B1 is sucked down a warp-hole and pops out of warp-hole 5 (P13)",
                          "  B1 has 2 hexes of movement left"]
    assert where(game)["B1"] == "P13"
    do(game, {"type": "move", "moves": {"B1": "P12"}})
    game2 = game_with("H1@B9", "Z1@C9", "B1@G5", "B2@G9", phase="kids-move")
    assert "lost to hyperspace" in do(game2, {"type": "move", "moves": {"B1": ["G6", "G7"]}}, dice=[6])[-1]
    assert "B1" not in game2.pieces


def test_free_will_chooses_the_warp_hole():
    game = game_with("H1@B9", "Z1@C9", "B1@G5", phase="kids-move", extras=("free-will",))
    do(game, {"type": "move", "moves": {"B1": ["G6", "G7"]}}, answers=["2 J3"])
    assert where(game)["B1"] == "J3"
