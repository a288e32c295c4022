"""The Extras not covered with the rules they change: Gunk, Jumping, Biters Spit, Yeast Mobility,
Zap Happy, Ranged Slaps and Scorch."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from tests.assistant.globbo.helpers import do, game_with, where


def test_gunk_is_left_by_a_motionless_biter_and_stops_whoever_enters():
    game = game_with("H1@H7", "Z1@I7", "B1@L7", "B2@L9", phase="kids-move", extras=("gunk",))
    assert do(game, {"type": "move", "moves": {}, "gunk": {"B1": "M7"}}) == ["B1 excretes GUNK on L7 and removes to M7"]
    lines = do(game, {"type": "move", "moves": {"B2": ["L8", "L7", "K7"]}})
    assert lines[-1] == "  B2 enters GUNK at L7 and must stop" and where(game)["B2"] == "L7"
    with pytest.raises(RulesError, match="stuck in the GUNK"):
        do(game, {"type": "move", "moves": {"B2": "K7"}})


def test_stuck_kids_pull_loose_on_4_or_less_globbo_on_2_or_less():
    game = game_with("H1@H7", "Z1@I7", "B1@L7", phase="globbo-attack", extras=("gunk",))
    game.gunk.add(game.hex("L7"))
    game.pieces["B1"].stuck = True
    lines = do(game, {"type": "end"}, dice=[4])
    assert lines[0] == "B1 at L7 rolls 4: pulls loose from the GUNK (marker removed)" and not game.gunk
    game = game_with("H1@H7", "Z1@I7", "B1@L9", phase="globbo-build", extras=("gunk",))
    game.gunk.add(game.hex("I7"))
    game.pieces["Z1"].stuck = True
    assert do(game, {"type": "end"}, dice=[3])[0] == "Z1 at I7 rolls 3: still stuck in the GUNK, it can't move this turn"
    with pytest.raises(RulesError, match="stuck in GUNK"):
        do(game, {"type": "move", "moves": {"Z1": "H6"}})


def test_kids_cannot_gunk_a_warp_hole():
    game = game_with("H1@B9", "Z1@C9", "B1@G7", phase="kids-move", extras=("gunk",))
    with pytest.raises(RulesError, match="kids can't gunk a warp-hole"):
        do(game, {"type": "move", "moves": {}, "gunk": {"B1": "H7"}})


def test_jumping_biters_leap_walls_and_are_attacked_by_what_they_jump_over():
    game = game_with("H1@H6", "Z1@I7", "S1@J7", "B1@K7", phase="kids-move", extras=("jumping",))
    lines = do(game, {"type": "move", "moves": {}, "jumps": {"B1": "H7"}}, dice=[6, 6])
    assert lines == ["B1 JUMPS K7 -> H7",
                     "  jumping over SLAP S1 at J7: S1 gets a free attack, strength 3, rolled 6: missed",
                     "  jumping over ZAP Z1 at I7: Z1 gets a free attack, strength 2, rolled 6: missed"]
    assert where(game)["B1"] == "H7"
    game = game_with("H1@H6", "Z1@I7", "S1@J7", "B1@K7", "B2@A1", phase="kids-move", extras=("jumping",))
    lines = do(game, {"type": "move", "moves": {}, "jumps": {"B1": "H7"}}, dice=[3], cards=["blip"] * 6,
               answers=["6 blips 0 yeasts"])
    assert lines[2] == "  BITER B1 is hit and explodes at once" and "B1" not in game.pieces


def test_biters_spit_two_hexes_but_not_through_occupied_hexes():
    game = game_with("H1@H7", "Z1@I7", "B1@K7", "B2@K6", "Y1@J8", phase="kids-attack", extras=("biters-spit",))
    do(game, {"type": "attack", "target": "I7", "with": ["B1"]}, dice=[1])
    assert "Z1" not in game.pieces
    game = game_with("H1@H7", "Z1@I7", "S1@J7", "B1@K7", "Y1@J8", "Y2@J6", phase="kids-attack", extras=("biters-spit",))
    with pytest.raises(RulesError, match="B1 at K7 is not next to it"):
        do(game, {"type": "attack", "target": "I7", "with": ["B1"]}, dice=[1])


def test_yeast_mobility():
    game = game_with("H1@H7", "Z1@I7", "Y1@L7", phase="kids-move")
    with pytest.raises(RulesError, match="YEASTS don't ever move"):
        do(game, {"type": "move", "moves": {"Y1": "M7"}})
    game = game_with("H1@H7", "Z1@I7", "Y1@L7", phase="kids-move", extras=("yeast-mobility",))
    do(game, {"type": "move", "moves": {"Y1": "M7"}})
    with pytest.raises(RulesError, match="no movement left"):
        do(game, {"type": "move", "moves": {"Y1": "N7"}})


def test_zap_happy_and_ranged_slaps():
    game = game_with("H1@H7", "Z1@I7", "S1@G6", "B1@J7", "B2@F5", phase="globbo-attack", extras=("zap-happy", "ranged-slaps"))
    assert do(game, {"type": "attack", "target": "J7", "with": ["Z1"]}, dice=[2])[0].endswith("strength 2, rolled 2: HIT")
    assert do(game, {"type": "attack", "target": "F5", "with": ["S1"]}, dice=[1])[0].startswith("SLAP S1 slaps BITER B2")


def test_scorch_three_times_a_game_instead_of_moving():
    game = game_with("H1@H7", "Z1@I7", "B1@L7", "P1@L7", "B2@A1", phase="globbo-move", extras=("scorch",))
    lines = do(game, {"type": "scorch", "hex": "L7"})
    assert lines[:3] == ["SCORCH on L7 (2 left): GLOBBO stays still and does nothing else this turn",
                         "  BITER B1 is scorched (no fission)", "  BLIP P1 is scorched"]
    assert game.turn.phase == "kids-move" and sorted(where(game)) == ["B2", "H1", "Z1"]
    game.turn.phase = "globbo-move"
    with pytest.raises(RulesError, match="except those"):
        do(game, {"type": "scorch", "hex": "I7"})
    game.turn.scorches = 0
    with pytest.raises(RulesError, match="only three a game"):
        do(game, {"type": "scorch", "hex": "A1"})
    game = game_with("H1@H7", "Z1@I7", "B1@L7")
    with pytest.raises(RulesError, match="no SCORCH"):
        do(game, {"type": "scorch", "hex": "L7"})
