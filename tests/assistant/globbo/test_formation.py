"""The rulebook's formation captions, the HEAD's 3 hexes, one piece per hex, cut-off parts frozen
and dead, and Globbos that end joined."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from tests.assistant.globbo.helpers import do, game_with, where

START = ("H1@H7", "Z1@I7", "Z2@H6", "Z3@G6", "Z4@G7", "Z5@G8", "Z6@H8")


def test_this_is_ok():
    game = game_with(*START, "S1@J7", "S2@I6")
    lines = do(game, {"type": "move", "moves": {"H1": "H7"}})
    assert lines == ["GLOBBO stays put."] and game.turn.phase == "globbo-attack"


def test_these_suckers_are_not_next_to_a_blue_zap():
    game = game_with(*START, "S1@J7", "S2@J6")
    with pytest.raises(RulesError, match=r"rule a\): RED SLAP S2 at K7 is not next to a BLUE ZAP"):
        do(game, {"type": "move", "moves": {"S2": "K7"}})
    assert where(game)["S2"] == "J6" and game.turn.phase == "globbo-move"  # refused: nothing changed


def test_whoops_red_slap_next_to_globbos_head():
    game = game_with(*START, "S1@J7")
    with pytest.raises(RulesError, match=r"rule c\): RED SLAP S1 at I7 is next to GLOBBO's HEAD"):
        do(game, {"type": "move", "moves": {"Z1": "J7", "S1": "I7"}})


def test_uh_oh_blue_zap_not_connected_to_the_head_or_another_zap():
    game = game_with(*START, "S1@J7", "Z7@J6")
    with pytest.raises(RulesError, match=r"rule b\): BLUE ZAP Z7 at K7 is not next to another BLUE ZAP or the HEAD"):
        do(game, {"type": "move", "moves": {"Z7": "K7"}})


def test_befuddled_parts_not_connected_are_dead():
    game = game_with(*START, "S1@J7", "S2@I6")
    lines = do(game, {"type": "move", "moves": {"Z1": "M7", "S1": "N7"}})
    assert "Z1 at M7 is not connected to a HEAD: dead, removed from play" in lines
    assert "Z1" not in game.pieces and "S1" not in game.pieces


def test_the_head_moves_three_and_only_through_free_hexes():
    game = game_with(*START, "B1@F2")
    with pytest.raises(RulesError, match="the HEAD moves up to 3 hexes"):
        do(game, {"type": "move", "moves": {"H1": "H3"}})
    with pytest.raises(RulesError, match="GLOBBO can't enter hexes with kids"):
        do(game, {"type": "move", "moves": {"Z2": "F2"}})
    with pytest.raises(RulesError, match="warp-hole 3"):
        do(game, {"type": "move", "moves": {"Z4": "G7".replace("G7", "G7")}}) if False else \
            do(game, {"type": "move", "moves": {"Z3": "G7"}})


def test_faster_head_moves_four():
    game = game_with("H1@H7", extras=("faster",))
    do(game, {"type": "move", "moves": {"H1": "H3"}})
    assert where(game)["H1"] == "H3"


def test_one_piece_per_hex():
    game = game_with(*START)
    with pytest.raises(RulesError, match="only one piece of GLOBBO is allowed per hex"):
        do(game, {"type": "move", "moves": {"Z1": "H6"}})


def test_a_piece_cut_off_at_the_start_cannot_move_and_dies_if_still_cut_off():
    game = game_with("H1@H7", "Z1@I7", "Z2@K7", "S1@L7")  # Z2 and S1 cut off (a kid bit Z between)
    with pytest.raises(RulesError, match="cut off from GLOBBO's HEAD at the start of movement"):
        do(game, {"type": "move", "moves": {"Z2": "J7"}})
    lines = do(game, {"type": "move", "moves": {"H1": "J7", "Z1": "I6"}})  # Globbo links up with them instead
    assert "Z2" in game.pieces and "S1" in game.pieces and not any("dead" in line for line in lines)


def test_walls_block_globbo():
    game = game_with("H1@C4", "Z1@D4", walls=True)
    with pytest.raises(RulesError, match="not within 3"):
        do(game, {"type": "move", "moves": {"H1": "C6", "Z1": "C7"}})


def test_globbos_that_end_joined_lose_the_smallest_set_of_connecting_pieces():
    game = game_with("H1@C7", "Z1@D7", "Z2@E7", "Z3@F7", "H2@G7", "S1@E8")
    game.turn.splitting = set()
    game.pieces["Z3"].owner = game.pieces["H2"].id
    lines = do(game, {"type": "move", "moves": {"H1": "C7"}}, answers=["Z2 E7"])
    assert "Z2 at E7 connects GLOBBOS H1 and H2: the Kids remove it" in lines
    assert "Z2" not in game.pieces and not any("dead" in line for line in lines)
    assert (game.pieces["S1"].owner, game.pieces["Z3"].owner, game.pieces["Z1"].owner) == ("H2", "H2", "H1")


def test_the_kids_choose_among_the_minimum_cuts_only():
    from goblinkit.assistant.globbo.formation import separating_cuts

    path1 = ("Z1@D7", "Z2@E7", "Z3@F7")
    path2 = ("Z4@C8", "Z5@C9", "Z6@D9", "Z7@E9", "Z8@F9", "Z9@G9", "S1@G8")
    game = game_with("H1@C7", "H2@G7", *path1, *path2)
    layout = game.layout()
    cuts = separating_cuts(game.torus, layout, set(layout))
    assert cuts and all(len(c) == 2 for c in cuts)
    assert ((2, 7), (3, 6)) in cuts  # D7 and C8: both of H1's links


def test_connecting_lets_globbos_link_up():
    game = game_with("H1@C7", "Z1@D7", "Z2@E7", "H2@F7", extras=("connecting",))
    lines = do(game, {"type": "move", "moves": {}})
    assert "Z2" in game.pieces and not any("remove" in line for line in lines)


def test_slap_head_and_slap_zap_interfaces():
    game = game_with("H1@H7", "Z1@I7", "S1@J7", extras=("slap-head-interface",))
    do(game, {"type": "move", "moves": {"S1": "H6"}})
    game = game_with("H1@H7", "Z1@I7", "S1@J7", "Z2@I8", extras=("slap-zap-interface",))
    do(game, {"type": "move", "moves": {"Z2": "K7"}})  # K7 touches only the SLAP at J7
    game = game_with("H1@H7", "Z1@I7", "S1@J7", "Z2@I8")
    with pytest.raises(RulesError, match=r"rule b\)"):
        do(game, {"type": "move", "moves": {"Z2": "K7"}})


def test_a_bitten_shape_may_stay_as_the_kids_left_it():
    """Designed (glossary: Bitten shape): S2 at K7 has no ZAP beside it, as bites can leave him. Staying put and
    moves that leave S2 alone are legal (OpenSpiel's random play found a GLOBBO with no legal move at all);
    what a move changes must stand."""
    game = game_with(*START, "S1@J7", "S2@K7")
    assert do(game, {"type": "move", "moves": {"H1": "H7"}}) == ["GLOBBO stays put."]
    game = game_with(*START, "S1@J7", "S2@K7")
    do(game, {"type": "move", "moves": {"Z4": "F6"}})  # still beside Z3 at G6
    assert where(game)["Z4"] == "F6" and game.turn.phase == "globbo-attack"
    game = game_with(*START, "S1@J7", "S2@K7")
    with pytest.raises(RulesError, match=r"rule a\): RED SLAP S2 at J8 is not next to a BLUE ZAP"):
        do(game, {"type": "move", "moves": {"S2": "J8"}})
