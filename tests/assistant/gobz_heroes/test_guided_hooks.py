"""The guided turn's hooks: a rival Crew's turn is next_automatic, the prompt says the player's step,
and a rival's Combo hand and Gob'jective stay hidden unless revealed."""

from __future__ import annotations

import json

from tests.assistant.gobz_heroes.helpers import table_game, turn_of


def test_rival_turns_are_automatic_and_your_step_is_prompted():
    game = table_game(humans=[0])
    turn_of(game, 1)
    auto = game.next_automatic()
    assert auto is not None and auto["player"] == "Red" and auto["type"] in {"move", "attack", "combo", "dump", "end"}
    turn_of(game, 0)
    assert game.next_automatic() is None
    prompt = game.prompt()
    assert prompt[0].startswith("Green: ") and "Rationing Points" in prompt[0]
    assert any("move GOB SQUARE" in line for line in prompt)
    assert {"nagga", "mog"} <= set(game.vocabulary())


def test_a_rivals_hand_and_goal_are_hidden_unless_revealed():
    game = table_game(humans=[0])
    game.players[1].combos = ["thick-skull", "wet-blanket"]
    game.players[0].combos = ["sprint"]
    hidden = game.snapshot()
    red, green = hidden["players"][1], hidden["players"][0]
    assert red["combos"] == 2 and red["objective"] is None and green["combos"] == ["sprint"]
    assert "thick-skull" not in json.dumps(hidden) and "wet-blanket" not in json.dumps(hidden)
    shown = game.snapshot(reveal=True)["players"][1]
    assert shown["combos"] == ["thick-skull", "wet-blanket"] and shown["objective"] == game.players[1].objective
