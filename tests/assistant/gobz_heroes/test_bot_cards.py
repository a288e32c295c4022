"""A rival Crew plays Sprint, Big Hop, Double Time, Itching Powder and Sticky Fingers where they clearly
pay, through the same actions a player types (and leaves them in hand where they do not)."""

from __future__ import annotations

from goblinkit.assistant.gobz_heroes import rules
from goblinkit.assistant.gobz_heroes.bots import next_action
from tests.assistant.gobz_heroes.helpers import act, clear, place, table_game, turn_of


def duel(red: dict[str, str], green: dict[str, str], hand: list[str]):
    """Red (the rival, seat 1) holds `hand`; only the named Gob'z are on the board."""
    game = table_game(humans=[0])
    clear(game)
    for gob in game.gobz.values():
        gob.owner = 1 if gob.id in red else 0 if gob.id in green else None
    for gob, square in {**red, **green}.items():
        place(game, gob, square)
    turn_of(game, 1)
    game.players[1].combos = list(hand)
    return game


def test_sprint_reaches_an_attack_a_plain_move_cannot():
    game = duel({"mog": "A8"}, {"grubnik": "G8"}, ["sprint"])
    move = next_action(game)
    assert move["type"] == "move" and move["combos"] == ["sprint"] and move["to"] == "F8"
    assert move["why"].startswith("Sprint: Mog the Massive to F8, then attacks Grubnik")
    act(game, move)
    assert game.players[1].combos == [] and next_action(game)["type"] == "attack"
    game = duel({"mog": "A8"}, {"grubnik": "D8"}, ["sprint"])  # in reach without it: the card stays in hand
    assert "combos" not in next_action(game)


def test_big_hop_lifts_a_gob_onto_an_attack():
    game = duel({"nagga": "A4"}, {"grubnik": "C3"}, ["big-hop"])
    move = next_action(game)
    assert move["type"] == "move" and move["combos"] == ["big-hop"] and move["to"] == "B3"
    act(game, move)
    assert game.gobz["nagga"].pos == (1, 2) and next_action(game)["targets"] == ["grubnik"]


def test_double_time_activates_again_a_gob_with_an_attack_worth_it():
    game = duel({"mog": "C8"}, {"grubnik": "D8"}, ["double-time"])
    game.gobz["mog"].activated = True
    again = next_action(game)
    assert again["type"] == "combo" and again["card"] == "double-time" and again["gob"] == "mog"
    act(game, again)
    assert not game.gobz["mog"].activated and next_action(game)["type"] == "attack"
    game = duel({"mog": "A8"}, {"grubnik": "J1"}, ["double-time"])  # nothing to hit: no second activation
    game.gobz["mog"].activated = True
    assert next_action(game)["type"] == "end"


def test_itching_powder_makes_a_gob_one_tickle_from_lol_laugh():
    game = duel({"nagga": "C8"}, {"grubnik": "D8"}, ["itching-powder"])
    game.gobz["grubnik"].tickles = rules.lol_limit(game.profiles["grubnik"]) - 1
    powder = next_action(game)
    assert powder == {"type": "combo", "player": "Red", "card": "itching-powder", "gob": "grubnik",
                      "why": "Itching Powder: Grubnik is one Tickle from laughing out loud"}
    vp = game.players[1].vp
    lines = act(game, powder)
    assert "  Grubnik laughs out loud!" in lines and game.players[1].vp > vp
    game = duel({"nagga": "C8"}, {"grubnik": "D8"}, ["itching-powder"])  # a first Tickle: not worth the card
    assert next_action(game)["type"] != "combo"


def test_sticky_fingers_takes_a_rivals_weapon():
    game = duel({"nagga": "C8"}, {"grubnik": "D8"}, ["sticky-fingers"])
    game.gobz["grubnik"].stuff = ["slingshot"]
    game.gobz["nagga"].stuff = []
    steal = next_action(game)
    assert (steal["type"], steal["card"], steal["gob"], steal["target"]) == ("combo", "sticky-fingers", "nagga", "grubnik")
    act(game, steal)
    assert game.gobz["nagga"].stuff == ["slingshot"] and game.gobz["grubnik"].stuff == []


def test_sprint_reaches_a_supply_crate_for_the_scavenger_gobjective():
    """Scavenger asks for both Supply Crates: the first is worth half its 2 VP to the bot, the second all."""
    game = duel({"nagga": "C8"}, {"grubnik": "J1"}, ["sprint"])
    red = game.players[1]
    red.objective, red.objective_done = "scavenger", False
    move = next_action(game)
    assert move["combos"] == ["sprint"] and move["to"] == "F11"
    assert move["why"] == "Sprint: Big Nagga to the Supply Crate at F11 (1.50 VP expected)"
    vp = red.vp
    lines = act(game, move)
    assert not red.objective_done and red.vp == vp and red.crates == ["F11"] and len(game.gobz["nagga"].stuff) == 1

    game = duel({"nagga": "C8"}, {"grubnik": "J1"}, ["sprint"])
    red = game.players[1]
    red.objective, red.objective_done, red.crates = "scavenger", False, ["E4"]  # the other Crate, opened before
    move = next_action(game)
    assert move["why"] == "Sprint: Big Nagga to the Supply Crate at F11 (2.50 VP expected)"
    lines = act(game, move)
    assert red.objective_done and red.vp == vp + 2 and "  Red shows the Gob'jective Scavenger: fulfilled!" in lines


def test_one_crate_was_enough_in_games_set_up_before_both_were_asked():
    game = duel({"nagga": "C8"}, {"grubnik": "J1"}, ["sprint"])
    game.crate_count = False  # what a save without setup "crate_count" replays with
    red = game.players[1]
    red.objective, red.objective_done = "scavenger", False
    move = next_action(game)
    assert move["why"] == "Sprint: Big Nagga to the Supply Crate at F11 (2.50 VP expected)"
    act(game, move)
    assert red.objective_done


def test_a_gob_one_tickle_from_lol_is_substituted_down_a_sewer():
    game = duel({"nagga": "C8"}, {"grubnik": "J1"}, ["foam-bounce"])
    game.gobz["nagga"].tickles = rules.lol_limit(game.profiles["nagga"]) - 1
    move = next_action(game)
    assert (move["to"], move["sub"], move["sub_combo"]) == ("C6", "mog", "foam-bounce")
    lines = act(game, move)
    assert "  Substitution (Foam Bounce sacrificed): Big Nagga goes down the Sewer to the Bench, keeping its Stuff." in lines
    assert game.gobz["mog"].owner == 1 and game.gobz["mog"].pos == (2, 5) and "nagga" in game.bench
    assert game.players[1].combos == []
    game = duel({"nagga": "C8"}, {"grubnik": "J1"}, ["foam-bounce"])  # no Tickles: Nagga stays
    assert "sub" not in next_action(game)
