"""Exploding and re-combining children, regeneration and victory."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from tests.assistant.globbo.helpers import do, game_with, where

THROWS = ["blip", "blip", "yeast", "blip", "yeast", "blip"]  # E NE NW W SW SE


def _hit_biter(*extra: str, extras: tuple[str, ...] = (), mix: int | None = None):
    game = game_with("H1@C3", "S1@K7", "S2@J7", "B1@J8", *extra, phase="globbo-attack", extras=extras, mix=mix)
    do(game, {"type": "attack", "target": "J8", "with": ["S1", "S2"]}, dice=[1])
    return game


def test_a_hit_biter_fissions_two_hexes_out_in_six_directions_and_collides():
    game = _hit_biter()
    lines = do(game, {"type": "end"}, cards=THROWS, answers=["4 blips 2 yeasts"])
    assert lines[:9] == [
        "BITER B1 at J8 FISSIONS into 6 face-down counters",
        "  E -> L8: BLIP P1",
        "  NE -> K7: BLIP P2 (stopped on GLOBBO)",
        "  NW -> J7: YEAST Y1 (stopped on GLOBBO)",
        "  W -> H8: BLIP P3",
        "  SW -> I10: YEAST Y2",
        "  SE -> K10: BLIP P4",
        "  OW! YEAST Y1 hits S2 at J7: the YEAST is destroyed, GLOBBO unharmed",
        "  BAM! P2 and SLAP S1 at K7 are destroyed in the collision",
    ]
    assert sorted(where(game)) == ["H1", "P1", "P3", "P4", "S2", "Y2"]
    assert game.turn.phase == "kids-move"


def test_the_throw_is_a_chance_pick_from_what_is_left():
    game = _hit_biter()
    do(game, {"type": "end"}, answers=["6 blips 0 yeasts"])
    assert len(game.living("kids", "blip")) == 4 + 0  # two blips collided with S1 and S2


def test_a_thrown_counter_entering_a_warp_hole_pops_out_and_moves_on():
    game = game_with("H1@C3", "S1@I7", "B1@H7", phase="globbo-attack")
    do(game, {"type": "attack", "target": "H7", "with": ["S1"]}, dice=[1])
    lines = do(game, {"type": "end"}, dice=[2], cards=["blip", "blip", "blip", "yeast", "blip", "blip"],
               answers=["5 blips 1 yeasts", "E to K3"])
    assert "  counter thrown W is sucked down a warp-hole and pops out of warp-hole 2 (J3)".replace("counter", "a counter") in lines
    assert "  W -> K3: YEAST Y1" in lines


def test_short_range_and_prolificity():
    game = _hit_biter(extras=("short-range", "prolificity"))
    lines = do(game, {"type": "end"}, cards=THROWS, answers=["6 blips 2 yeasts"])
    assert "  E -> K8: BLIP P1" in lines and "  SE -> K9: BLIP P4" in lines
    assert [line for line in lines if "stays" in line] == ["  stays -> J8: BLIP P5", "  stays -> J8: BLIP P6"]


def test_genetic_engineering_fixes_the_mix():
    game = _hit_biter(extras=("genetic-engineering",), mix=3)
    do(game, {"type": "end"}, cards=["blip", "blip", "blip", "yeast", "yeast", "yeast"])
    assert len(game.living("kids", "yeast")) == 3  # W, SW and SE; the Blip thrown NW hit S2


def test_three_blips_and_a_yeast_recombine_into_a_disoriented_biter():
    game = game_with("H1@C3", "Z1@D3", "P1@E7", "P2@E7", "P3@F7", "Y1@E7", phase="kids-move")
    do(game, {"type": "move", "moves": {"P3": "E7"}})
    lines = do(game, {"type": "end"})
    assert lines[0] == "RE-COMBINE at E7: P1 + P2 + P3 + Y1 -> BITER B1 (disoriented: no move or attack this turn)"
    assert game.pieces["B1"].disoriented and game.turn.phase == "globbo-build"


def test_fewer_blips_and_reflexes():
    game = game_with("H1@C3", "Z1@D3", "P1@E4", "P2@E4", "Y1@E4", phase="kids-move", extras=("fewer-blips", "reflexes"))
    from goblinkit.assistant.globbo.kids_move import finish

    game.chance.begin()
    finish(game, None)
    biter = game.pieces["B1"]
    assert not biter.disoriented and biter.left == 4
    do(game, {"type": "move", "moves": {"B1": "E3"}})
    do(game, {"type": "attack", "target": "D3", "with": ["B1"]}, dice=[2])
    assert "Z1" not in game.pieces


def test_a_disoriented_biter_cannot_attack():
    game = game_with("H1@C3", "Z1@D3", "B1@E3", phase="kids-attack")
    game.pieces["B1"].disoriented = True
    with pytest.raises(RulesError, match="still disoriented"):
        do(game, {"type": "attack", "target": "D3", "with": ["B1"]}, dice=[1])


def test_regeneration_points_and_the_price_list():
    game = game_with("H1@H7", "Z1@I7", "B1@A13", phase="kids-attack")
    assert do(game, {"type": "end"}) == ["HEAD H1 gets 1 regeneration point: 1 saved"]
    with pytest.raises(RulesError, match="a ZAP costs 2 points; H1 has 1"):
        do(game, {"type": "build", "buy": [["zap", "H6"]]})
    with pytest.raises(RulesError, match="not next to any piece of GLOBBO"):
        do(game, {"type": "build", "buy": [["slap", "M6"]]})
    with pytest.raises(RulesError, match=r"rule c\)"):
        do(game, {"type": "build", "buy": [["slap", "H6"]]})
    lines = do(game, {"type": "build", "buy": [["slap", "J7"]]})
    assert lines[0] == "GLOBBO builds SLAP S1 at J7 (1 point from H1's Globbo)"
    assert game.turn.phase == "globbo-move" and game.turn.round == 2 and game.turn.points["H1"] == 0


def test_double_regeneration():
    game = game_with("H1@H7", "Z1@I7", "B1@A13", phase="kids-attack", extras=("double-regeneration",))
    assert do(game, {"type": "end"}) == ["HEAD H1 gets 2 regeneration points: 2 saved"]


def test_a_new_head_splits_globbo_and_the_parts_are_divided_at_the_next_move():
    game = game_with("H1@H7", "Z1@I7", "Z2@J7", "Z3@K7", "B1@A13", phase="globbo-build")
    game.turn.points["H1"] = 4
    do(game, {"type": "build", "buy": [["head", "L7"]]})
    assert game.pieces["H2"].owner == "H2" and game.turn.points == {"H1": 0, "H2": 0}
    do(game, {"type": "move", "moves": {"Z2": "I6"}})
    assert game.pieces["Z3"].owner == "H2" and game.pieces["Z2"].owner == "H1"


def test_globbo_wins_when_every_kid_is_gone_humiliating_if_he_grew():
    pieces = ["H1@H7"] + [f"Z{i}@{c}7" for i, c in zip(range(1, 8), "IJKLMNO")] + \
             [f"S{i}@{c}6" for i, c in zip(range(1, 13), "IJKLMNOPABCD")]
    game = game_with(*pieces, "Y1@H8", phase="globbo-attack")
    lines = do(game, {"type": "attack", "target": "H8", "with": ["H1"]})
    assert lines[-2:] == ["GAME OVER in round 1: GLOBBO WIN (every kid is destroyed).",
                          "HUMILIATING TOTAL VICTORY: 20 pieces, more than the 19 they began with. "
                          "Jump up and down and laugh like a donkey."]
    with pytest.raises(RulesError, match="the game is over"):
        do(game, {"type": "end"})


def test_the_kids_win_when_the_last_head_dies():
    game = game_with("H1@H7", "Z1@I7", "B1@G7".replace("G7", "H8"), "B2@H6", phase="kids-attack")
    lines = do(game, {"type": "attack", "target": "H7", "with": ["B1", "B2"]}, dice=[4])
    assert lines[-1] == "GAME OVER in round 1: THE KIDS WIN (GLOBBO's last HEAD is destroyed)."
    assert game.turn.result == {"winner": "kids", "round": 1, "pieces": 2, "humiliating": False}


def test_building_leaves_what_the_kids_broke_alone():
    game = game_with("H1@H7", "Z1@I7", "S1@K7", "S2@J8", "B1@A13", phase="globbo-build")  # S1, S2 lost their ZAP
    game.turn.points["H1"] = 1
    assert do(game, {"type": "build", "buy": [["slap", "I6"]]})[0] == "GLOBBO builds SLAP S3 at I6 (1 point from H1's Globbo)"


def test_a_biter_formed_last_turn_moves_and_attacks_normally():
    game = game_with("H1@C3", "Z1@D3", "B1@E7", "S1@A13", phase="globbo-attack")
    game.pieces["B1"].disoriented = True
    do(game, {"type": "end"})
    assert not game.pieces["B1"].disoriented and game.pieces["B1"].left == 4


def test_genetic_engineering_is_said_once_at_the_start():
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.globbo.game import Globbo
    from goblinkit.assistant.core.table import ScriptedTable

    game = Globbo({"play": "kids", "extras": ["genetic-engineering"], "head": "L7"}, Chance(3))
    game.chance.begin()
    lines = game.start(ScriptedTable(["5 blips 1 yeasts"]))
    assert "GENETIC ENGINEERING: every BITER fissions into 5 BLIPS and 1 YEASTS." in lines and game.mix == 5
