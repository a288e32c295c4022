"""The rulebook's examples and tables, exactly: Rationing Examples 1 and 2, the Degree of Injury at
every boundary, Low Blows, LOL for Gob'z and Trolls, the Roll to Hit with its Qualities."""

from __future__ import annotations

import pytest

from goblinkit.assistant.gobz_heroes import rules, turns
from goblinkit.assistant.gobz_heroes.rules import KO, LOW_BLOW, LOW_BLOW_KO, STUN, TICKLE
from tests.assistant.gobz_heroes.helpers import act, clear, place, table_game, turn_of

EXAMPLE = {"grubnik": (1, 3), "skritch": (3, 2), "nagga": (2, 8), "zapgit": (2, 6)}  # Gob' 1..4: Rations, Charisma


def example_crew():
    game = table_game()
    for gob_id, (rations, charisma) in EXAMPLE.items():
        game.profiles[gob_id] = game.profiles[gob_id].model_copy(update={"rations": rations, "charisma": charisma})
    return game


def test_rationing_example_1():
    game = example_crew()
    lines: list[str] = []
    turns.begin_turn(game, 0, None, lines)
    assert game.players[0].rations == 8
    assert turns.activate(game, "skritch") == ["Green feeds Skritch (3 Rations; 5 left)."]
    assert game.players[0].rations == 5


def test_rationing_example_2():
    game = example_crew()
    turns.begin_turn(game, 0, None, [])
    for gob_id in EXAMPLE:
        turns.activate(game, gob_id)
        game.active = None
    assert game.players[0].rations == 0  # (8) feeds all four: 1 + 3 + 2 + 2
    game.gobz["nagga"].stunned = True
    turns.begin_turn(game, 0, None, [])
    assert game.players[0].rations == 6  # Gob' 3 Stunned: Gob' 4's Charisma
    game.gobz["zapgit"].stunned = True
    turns.begin_turn(game, 0, None, [])
    assert game.players[0].rations == 3  # Gob' 3 and 4 Stunned: Gob' 1's Charisma


SIX, FIVE_SIX = frozenset({6}), frozenset({5, 6})


@pytest.mark.parametrize("die,strength,resistance,faces,expected", [
    (4, 2, 2, SIX, TICKLE),      # Strength equal to Resistance: Tickle
    (6, 1, 2, SIX, TICKLE),      # lower: Tickle, even on a 6
    (4, 3, 2, SIX, STUN),        # greater: Stunned
    (6, 3, 2, SIX, STUN),        # a 6 but Strength below twice the Resistance
    (5, 4, 2, SIX, STUN),        # twice the Resistance but a 5
    (6, 4, 2, SIX, KO),          # twice the Resistance and a 6: KO
    (6, 5, 2, SIX, KO),          # more than twice
    (5, 4, 2, FIVE_SIX, KO),     # Rough or Weak Spot: a 5 KOs
    (4, 4, 2, FIVE_SIX, STUN),   # ... but not a 4
    (6, 2, 1, SIX, KO),          # Resistance 1: Strength 2 is twice
    (6, 1, 1, SIX, TICKLE),
])
def test_degree_of_injury_at_every_boundary(die, strength, resistance, faces, expected):
    assert rules.injury(die, strength, resistance, False, faces) == expected


@pytest.mark.parametrize("die,faces,expected", [(4, SIX, LOW_BLOW), (5, SIX, LOW_BLOW), (6, SIX, LOW_BLOW_KO),
                                                (5, FIVE_SIX, LOW_BLOW_KO)])
def test_low_blows_ignore_physical_ability(die, faces, expected):
    for strength, resistance in ((1, 5), (9, 1)):
        assert rules.injury(die, strength, resistance, True, faces) == expected


def test_roll_to_hit_numbers():
    game = table_game()
    p = game.profiles
    assert rules.needed_to_hit(p["nagga"]) == 4 and rules.needed_to_hit(p["skritch"]) == 3
    assert rules.needed_to_hit(p["zapgit"]) == 5 and rules.needed_to_hit(p["zapgit"], 1) == 6
    assert rules.needed_to_hit(p["skritch"], -3) == 2 and rules.needed_to_hit(p["zapgit"], 4) == 6
    assert rules.ko_faces(p["nagga"], p["skritch"]) == FIVE_SIX  # Rough
    assert rules.ko_faces(p["skritch"], p["flapjack"]) == FIVE_SIX  # Weak Spot
    assert rules.ko_faces(p["skritch"], p["nagga"]) == SIX
    assert rules.lol_limit(p["mog"]) == 6 and rules.lol_limit(p["nagga"]) == 4
    assert rules.half_up(3) == 2 and rules.half_up(4) == 2 and rules.half_up(5) == 3


def fight():
    """Green's Nagga (Rough, PA 3) and Skritch face Red's Flapjack, Gearhead and Mog on open ground (rows 7-8)."""
    game = table_game()
    clear(game)
    for gob, square in (("nagga", "D8"), ("skritch", "A8"), ("grubnik", "J14"), ("zapgit", "H14"),
                        ("flapjack", "E8"), ("gearhead", "D7"), ("mog", "C7")):
        place(game, gob, square)
    turn_of(game, 0)
    return game


def test_close_combat_tickle_stun_ko_and_vp():
    game = fight()
    lines = act(game, {"type": "attack", "gob": "nagga", "targets": ["gearhead"]}, dice=[4])
    assert lines == ["Green feeds Big Nagga (3 Rations; 17 left).",
                     "Big Nagga attacks Gearhead Grot in Close Combat (Strength 3, 1 die).",
                     "  Big Nagga rolls 4 (needs 4+).",
                     "  Hit on Gearhead Grot (Strength 3 <= Resistance 3): 1 Tickle (1/4)."]
    game = fight()
    act(game, {"type": "attack", "gob": "nagga", "targets": ["flapjack"]}, dice=[4])
    assert game.gobz["flapjack"].stunned
    game = fight()
    game.players[0].combos = []
    lines = act(game, {"type": "attack", "gob": "nagga", "targets": ["flapjack"]}, dice=[6], cards=["sprint"])
    assert "  Hit on Flapjack (a 6, Strength 3 >= twice Resistance 2): KO!" not in lines  # 3 < 4: only Stunned
    assert game.gobz["flapjack"].stunned and game.players[0].combos == ["sprint"]  # a 6 draws a Combo Card


def test_a_ko_scores_2_vp_and_steals_the_stuff():
    game = fight()
    game.gobz["nagga"].stuff = ["spiked-club"]  # Strength 4 = twice Flapjack's 2
    game.gobz["flapjack"].stuff = ["crossbow"]
    lines = act(game, {"type": "attack", "gob": "nagga", "targets": ["flapjack"]}, dice=[5])  # Rough: 5 is enough
    assert "  Hit on Flapjack (a 5, Strength 4 >= twice Resistance 2): KO!" in lines
    assert "  Big Nagga steals Crossbow." in lines and game.gobz["nagga"].stuff == ["spiked-club", "crossbow"]
    assert game.players[0].vp == 2 and "flapjack" in game.bench
    assert game.players[0].sources["ko"] == 2


def test_low_blow_tickles_then_kos_for_1_vp():
    game = fight()
    game.gobz["gearhead"].stunned = True
    place(game, "skritch", "C8")
    lines = act(game, {"type": "attack", "gob": "skritch", "targets": ["gearhead"]}, dice=[3])
    assert lines[-1] == "  Hit on Gearhead Grot (Low Blow): 1 Tickle (1/4)."
    turn_of(game, 0)
    game.players[0].combos = []
    lines = act(game, {"type": "attack", "gob": "skritch", "targets": ["gearhead"]}, dice=[6], cards=["sprint"])
    assert "  Hit on Gearhead Grot (Low Blow and a 6): KO!" in lines
    assert game.players[0].vp == 1 and game.players[0].sources["ko-lol"] == 1


def test_lol_at_4_tickles_and_6_for_a_troll():
    game = fight()
    game.gobz["gearhead"].tickles = 3
    lines = act(game, {"type": "attack", "gob": "nagga", "targets": ["gearhead"]}, dice=[4])
    assert lines[3:7] == ["  Hit on Gearhead Grot (Strength 3 <= Resistance 3): 1 Tickle (4/4).",
                          "  Gearhead Grot laughs out loud!", "  Gearhead Grot is KO'd by LOL and goes to the Bench.",
                          "  Big Nagga steals Tommy Gun."]  # a Close Combat KO, by LOL too (our reading)
    assert game.players[0].vp == 1
    game = fight()
    game.gobz["mog"].tickles = 4
    act(game, {"type": "attack", "gob": "nagga", "targets": ["mog"]}, dice=[4])
    assert game.gobz["mog"].on_board and game.gobz["mog"].tickles == 5
    turn_of(game, 0)
    act(game, {"type": "attack", "gob": "nagga", "targets": ["mog"]}, dice=[4])
    assert not game.gobz["mog"].on_board and game.players[0].vp == 2 and game.players[0].sources["ko-lol-troll"] == 2


def test_a_troll_rolls_two_dice_and_may_split_them():
    game = fight()
    turn_of(game, 1)
    place(game, "skritch", "B8")
    lines = act(game, {"type": "attack", "gob": "mog", "targets": ["nagga", "skritch"]}, dice=[4, 5])
    assert "Mog the Massive attacks Big Nagga and Skritch in Close Combat (Strength 5, 2 dice)." in lines
    assert game.gobz["nagga"].stunned and game.gobz["skritch"].stunned
    game = fight()
    turn_of(game, 1)
    act(game, {"type": "attack", "gob": "mog", "targets": ["nagga"]}, dice=[4, 2])
    assert game.gobz["nagga"].stunned
