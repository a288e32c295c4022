"""Every Combo Card kind as the referee applies it: on an attack, on a move, or on its own."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.content.gobz_heroes.board import parse_square
from tests.assistant.gobz_heroes.helpers import act, combo_board, place


def test_steady_aim_and_brute_force_ride_on_an_attack():
    game = combo_board(["steady-aim", "brute-force"])
    lines = act(game, {"type": "attack", "gob": "nagga", "targets": ["gearhead"], "combos": ["steady", "brute"]},
                dice=[3])
    assert lines[1:5] == ["  Green plays Steady Aim: On one of your attacks, before rolling: each die needs 1 less to hit.",
                          "  Green plays Brute Force: On one of your attacks: +1 Strength for each of its hits.",
                          "Big Nagga attacks Gearhead Grot in Close Combat (Strength 4, 1 die).",
                          "  Big Nagga rolls 3 (needs 3+)."]
    assert game.gobz["gearhead"].stunned and game.players[0].combos == []
    assert game.combo_deck.discards[-2:] == ["steady-aim", "brute-force"]


def test_foam_bounce_rerolls_a_miss():
    game = combo_board(["foam-bounce"])
    lines = act(game, {"type": "attack", "gob": "nagga", "targets": ["gearhead"], "combos": ["foam-bounce"]},
                dice=[2, 4])
    assert "  Foam Bounce: the 2 is rerolled: 4." in lines and game.gobz["gearhead"].tickles == 1


def test_sprint_and_big_hop_ride_on_a_move():
    game = combo_board(["sprint"])
    with pytest.raises(RulesError, match="shortest legal path is 5 squares and its Movement is 3"):
        act(game, {"type": "move", "gob": "nagga", "to": "I8"})
    act(game, {"type": "move", "gob": "nagga", "to": "I8", "combos": ["sprint"]})
    assert game.gobz["nagga"].pos == parse_square("I8")
    game = combo_board(["big-hop"])
    place(game, "nagga", "F4")
    act(game, {"type": "move", "gob": "nagga", "to": "F2", "combos": ["big-hop"]})
    assert game.gobz["nagga"].pos == parse_square("F2") and game.gobz["nagga"].changed_level
    with pytest.raises(RulesError, match="is not played on a move"):
        act(combo_board(["wet-blanket"]), {"type": "move", "gob": "nagga", "to": "C8", "combos": ["wet-blanket"]})


def test_cards_played_on_their_own():
    game = combo_board(["second-wind", "extra-rations", "thick-skull", "itching-powder", "double-time"])
    game.gobz["skritch"].stunned = True
    act(game, {"type": "combo", "card": "second-wind", "gob": "skritch"})
    assert not game.gobz["skritch"].stunned
    act(game, {"type": "combo", "card": "extra-rations"})
    assert game.players[0].rations == 22
    act(game, {"type": "combo", "card": "thick-skull", "gob": "nagga"})
    lines = act(game, {"type": "attack", "gob": "nagga", "targets": ["gearhead"]}, dice=[1])
    assert game.gobz["nagga"].thick_skull == 1 and game.gobz["nagga"].activated
    act(game, {"type": "combo", "card": "double-time", "gob": "nagga"})
    assert not game.gobz["nagga"].activated
    game.gobz["flapjack"].tickles = 3
    lines = act(game, {"type": "combo", "card": "itching-powder", "gob": "flapjack"})
    assert lines[1:4] == ["  Flapjack: 1 Tickle (4/4).", "  Flapjack laughs out loud!",
                         "  Flapjack is KO'd by LOL and goes to the Bench."]
    assert game.players[0].vp == 1  # the player who caused the 4th Tickle


def test_sticky_fingers_takes_stuff_from_an_adjacent_rival():
    game = combo_board(["sticky-fingers"])
    game.gobz["gearhead"].stuff = ["tommy-gun"]
    game.players[0].objective = "who-is-smartest"
    act(game, {"type": "combo", "card": "sticky", "gob": "nagga", "target": "gearhead"})
    assert game.gobz["nagga"].stuff == ["tommy-gun"] and game.gobz["gearhead"].stuff == []
    assert game.players[0].vp == 2  # Who Is the Smartest? fulfilled
    with pytest.raises(RulesError, match="holds no Combo Card 'sticky'"):
        act(game, {"type": "combo", "card": "sticky", "gob": "nagga", "target": "gearhead"})
