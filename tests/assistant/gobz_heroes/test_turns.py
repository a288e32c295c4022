"""The turn around the attacks: Backup and its special cases, Home Alone, Crew Rehab and Teleporters,
Supply Crates, Substitution, Combo Cards (hand of 3, Dumping), Gob'jectives, setup and game length."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes import scoring, setup, turns
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.core.table import ScriptedTable
from goblinkit.content.gobz_heroes.board import parse_square
from tests.assistant.gobz_heroes.helpers import act, clear, place, table_game, turn_of

SMALL = [["nagga", "grubnik", "zapgit"], ["mog", "gearhead", "flapjack"]]  # Skritch stays on the Bench


def knock(game, *gobz):
    for gob in gobz:
        scoring.knock_out(game, gob, [], None, "ko")


def begin(game, seat, answers=()):
    lines: list[str] = []
    game.chance.begin()
    turns.begin_turn(game, seat, ScriptedTable(list(answers)), lines)
    game.chance.finish()
    return lines


def test_backup_arrives_with_its_equipment_if_never_used():
    game = table_game(SMALL)
    knock(game, "nagga", "zapgit")
    lines = begin(game, 0)
    assert game.players[0].backup_pending and "Backup!" in lines[1]
    with pytest.raises(RulesError, match="bring in your Backup first"):
        act(game, {"type": "move", "gob": "grubnik", "to": "A1"})
    lines = act(game, {"type": "backup", "gob": "skritch", "at": "C6"})
    assert lines[0] == "  Backup: Skritch arrives on C6 with Slingshot."
    assert game.gobz["skritch"].stuff == ["slingshot"] and game.players[0].rations == 3


def test_backup_special_cases():
    game = table_game(SMALL)
    knock(game, "nagga", "zapgit")
    begin(game, 0)
    with pytest.raises(RulesError, match="Trolls cannot be brought in as a Backup"):
        knock(game, "mog") or act(game, {"type": "backup", "gob": "mog", "at": "C6"})
    lines = act(game, {"type": "backup", "gob": "nagga", "at": "C6"})
    assert lines[0] == "  Backup: Big Nagga arrives on C6."  # used and KO'd: returns without equipment
    game = table_game(SMALL)
    game.gobz["nagga"].stuff = ["slingshot"] if turns.take(game.stuff_deck, "slingshot") else []
    knock(game, "zapgit", "grubnik")
    game.gobz["nagga"].stunned = True
    lines = begin(game, 0)
    assert "Every Gob' of Green is Stunned: a Combo Card as well as a Backup." in lines[1]
    assert len(game.players[0].combos) == 1
    lines = act(game, {"type": "backup", "gob": "skritch", "at": "C6"})
    assert lines[0] == "  Backup: Skritch arrives on C6 (without Slingshot: already used)."


def test_no_backup_possible_gives_two_combo_cards():
    game = table_game(SMALL)
    knock(game, "nagga", "zapgit")
    game.limit = 2  # Grubnik's 1 Ration leaves room for 1: nothing on the Bench fits
    lines = begin(game, 0)
    assert "no Backup possible: 2 Combo Cards instead" in lines[1] and len(game.players[0].combos) == 2


def test_home_alone_acts_without_rations():
    game = table_game(SMALL)
    knock(game, "nagga", "zapgit")
    game.profiles["grubnik"] = game.profiles["grubnik"].model_copy(update={"rations": 4})
    turn_of(game, 0, rations=3)
    lines = act(game, {"type": "move", "gob": "grubnik", "to": "B12"}) if game.gobz["grubnik"].pos else []
    assert lines[0] == "Grubnik is Home Alone: it acts although the Rations do not cover it."


def test_teleporters_swap_and_stunned_gobz_stay():
    game = table_game()
    clear(game)
    for gob, square in (("skritch", "E7"), ("gearhead", "E11"), ("nagga", "A1"), ("grubnik", "A2"),
                        ("zapgit", "A3"), ("mog", "J14"), ("flapjack", "J13")):
        place(game, gob, square)
    turn_of(game, 0)
    game.players[0].objective = "grand-tour"
    lines = act(game, {"type": "end", "teleports": ["skritch:E11"]})
    assert lines[1] == "  Skritch teleports to E11, swapping with Gearhead Grot."
    assert game.gobz["gearhead"].pos == parse_square("E7") and game.players[0].vp == 2  # Grand Tour
    turn_of(game, 0)
    game.gobz["skritch"].stunned = True
    with pytest.raises(RulesError, match="a Stunned Gob' cannot transport itself"):
        act(game, {"type": "end", "teleports": ["skritch:B2"]})


def test_a_supply_crate_gives_stuff_instead_of_an_attack_never_to_trolls():
    game = table_game()
    clear(game)
    for gob, square in (("skritch", "E6"), ("gearhead", "D3"), ("nagga", "A1"), ("grubnik", "A2"),
                        ("zapgit", "A3"), ("mog", "F5"), ("flapjack", "J13")):
        place(game, gob, square)
    turn_of(game, 0)
    lines = act(game, {"type": "move", "gob": "skritch", "to": "E4"}, cards=["crossbow"])
    assert lines[-1] == "  Supply Crate: Skritch draws Crossbow (no attack this turn)."
    with pytest.raises(RulesError, match="drew Stuff from a Crate: no attack this turn"):
        act(game, {"type": "attack", "gob": "skritch", "targets": ["gearhead"]})
    turn_of(game, 1)
    place(game, "skritch", "A4")
    lines = act(game, {"type": "move", "gob": "mog", "to": "E4"})
    assert "Supply Crate" not in " ".join(lines) and game.gobz["mog"].stuff == []


def test_sewers_block_nobody_and_substitution_costs_a_combo():
    game = table_game(SMALL)
    clear(game)
    for gob, square in (("nagga", "C7"), ("grubnik", "A1"), ("zapgit", "A2"), ("mog", "J14"),
                        ("gearhead", "J13"), ("flapjack", "J12")):
        place(game, gob, square)
    turn_of(game, 0)
    with pytest.raises(RulesError, match="cannot end its move on the Sewer/Hatch at C6 to block it"):
        act(game, {"type": "move", "gob": "nagga", "to": "C6"})
    game.players[0].combos = ["sprint"]
    lines = act(game, {"type": "move", "gob": "nagga", "to": "C6", "sub": "skritch", "sub_combo": "sprint"})
    assert lines[-2:] == ["  Substitution (Sprint sacrificed): Big Nagga goes down the Sewer to the Bench, keeping "
                          "its Stuff.", "  Substitute: Skritch arrives on C6 with Slingshot."]
    assert game.gobz["skritch"].pos == parse_square("C6") and "nagga" in game.bench


def test_hand_of_three_and_dumping():
    game = table_game()
    game.players[0].combos = ["sprint", "wet-blanket", "steady-aim"]
    game.players[0].objective = "scavenger"
    with pytest.raises(RulesError, match="Dumping needs 3 Combo Cards; Red holds 0"):
        act(game, {"type": "dump", "player": "Red"})
    lines: list[str] = []
    game.chance.begin(cards=["big-hop"])
    scoring.draw_combo(game, 0, ScriptedTable(["dump"]), lines, "a 6")
    game.chance.finish()
    assert lines == ["  Green dumps 3 Combo Cards (Sprint, Wet Blanket, Steady Aim).",
                     "  Green scores 1 VP (Dumping): 1 VP.", "  Green draws Big Hop (a 6); 1 in hand."]
    game.players[0].combos = ["sprint", "wet-blanket", "steady-aim"]
    lines = []
    scoring.draw_combo(game, 0, ScriptedTable(["skip"]), lines, "a 6")
    assert lines == ["  Green skips the Combo draw (hand full)."] and len(game.players[0].combos) == 3


def test_wet_blanket_removes_every_tickle():
    game = table_game()
    game.gobz["gearhead"].tickles = 3
    game.players[0].combos = ["wet-blanket"]
    lines = act(game, {"type": "combo", "card": "wet blanket", "gob": "gearhead"})
    assert lines == ["  Green plays Wet Blanket: Remove all Tickle markers from the chosen Gob'.",
                     "  Gearhead Grot loses 3 Tickle markers."] and game.gobz["gearhead"].tickles == 0


def test_an_unachievable_objective_is_redrawn():
    setup_ = {"players": ["Green", "Red"], "humans": [0, 1], "board": "duel", "length": "standard", "corner": "sw",
              "crews": [["nagga", "skritch", "grubnik"], ["gearhead", "flapjack", "zapgit"]], "scenario": ""}
    game = GobzHeroes(setup_, Chance(4))
    game.chance.begin(cards=["troll-hunter", "hoarder", "Green", "scavenger"])
    lines = game.start(ScriptedTable())
    game.chance.finish()
    assert ("  Green's Gob'jective Troll Hunter cannot be fulfilled (no rival Troll): discarded, another drawn."
            in lines)
    assert game.players[0].objective == "scavenger" and game.players[1].objective == "hoarder"


def test_recruitment_rules_and_first_player():
    game = table_game([["nagga", "skritch", "grubnik"], ["gearhead", "flapjack", "zapgit"]])
    game.gobz["mog"].owner = None
    assert setup.can_recruit(game, 0, "skritch") == "Skritch is already in a Crew (each Gob' is unique)"
    assert setup.can_recruit(game, 0, "mog") is None  # 6 + 5 = 11 <= 12
    game.limit = 10
    assert setup.can_recruit(game, 0, "mog") == "Mog the Massive's 5 Rations would take the Crew to 11 (limit 10)"
    assert setup.first_player(game, 1) == 0  # Nagga's 6 beats Gearhead's 5
    for gob_id in ("nagga", "gearhead"):
        game.profiles[gob_id] = game.profiles[gob_id].model_copy(update={"charisma": 6})
    assert setup.first_player(game, 1) == 1  # 6, 4 (Zapgit) beats 6, 3: the next highest decides
    assert setup.minimum_crew(2, 7) == 3 and setup.minimum_crew(3, 7) == 2 and setup.minimum_crew(4, 7) == 1
    assert setup.zones(3, "sw") == ["edge", "nw", "ne"] and setup.zones(2, "ne") == ["ne", "sw"]


@pytest.mark.parametrize("length,vp", [("quick", 6), ("standard", 9), ("long", 12)])
def test_game_length(length, vp):
    game = table_game(length=length)
    assert game.target_vp == vp
    game.players[0].vp = vp - 1
    lines: list[str] = []
    scoring.award(game, 0, "dumping", lines)
    assert game.over and game.winner == 0 and lines[-1] == f"GAME OVER: Green reaches {vp} VP and wins!"


def test_the_zombie_scenario_markers_block_and_tickle():
    game = table_game(scenario="zombies")
    assert [z for z in game.zombies] == [parse_square(s) for s in ("D8", "G7", "A8", "J7")]
    clear(game)
    for gob, square in (("nagga", "C8"), ("skritch", "E8"), ("grubnik", "A1"), ("zapgit", "A2"), ("mog", "J14"),
                        ("gearhead", "F8"), ("flapjack", "J12")):
        place(game, gob, square)
    turn_of(game, 0)
    place(game, "skritch", "B8")
    turn_of(game, 1)
    game.gobz["gearhead"].stuff = ["slingshot"]
    with pytest.raises(RulesError, match="an obstacle at D8 blocks the line"):  # a Zombie marker, like a Crate
        act(game, {"type": "attack", "gob": "gearhead", "targets": ["nagga"], "ranged": True})
    turn_of(game, 0)
    with pytest.raises(RulesError, match="D8 is occupied"):
        act(game, {"type": "move", "gob": "nagga", "to": "D8"})
    game.gobz["nagga"].tickles = 3
    lines = act(game, {"type": "end"})
    assert "  A Zombie marker at D8 tickles Big Nagga (4/4)." in lines and "nagga" in game.bench
    assert game.players[1].vp == 0 and game.players[0].vp == 0


def test_substitution_from_a_sewer_the_gob_stands_on():
    game = table_game(SMALL)
    place(game, "zapgit", "C6")
    turn_of(game, 0)
    game.players[0].combos = ["wet-blanket"]
    with pytest.raises(RulesError, match="a Substitute has a lower or equal Charisma: Big Nagga 6 > 4"):
        knock(game, "nagga") or act(game, {"type": "substitute", "gob": "zapgit", "sub": "nagga", "sub_combo": "wet"})
    lines = act(game, {"type": "substitute", "gob": "zapgit", "sub": "skritch", "sub_combo": "wet"})
    assert lines[-1] == "  Substitute: Skritch arrives on C6 with Slingshot." and game.players[0].combos == []


def test_ladders_in_play_heavy_swift_and_fly():
    game = table_game()
    clear(game)
    for gob, square in (("mog", "C5"), ("skritch", "A1"), ("flapjack", "A4"), ("nagga", "J14"), ("grubnik", "J13"),
                        ("zapgit", "J12"), ("gearhead", "H14")):
        place(game, gob, square)
    turn_of(game, 1)
    with pytest.raises(RulesError, match="a Heavy Gob' cannot use Ladders"):
        act(game, {"type": "move", "gob": "mog", "to": "C3"})
    act(game, {"type": "move", "gob": "flapjack", "to": "C2"})  # Fly: up without a Ladder, and on
    assert game.gobz["flapjack"].changed_level
    turn_of(game, 0)
    place(game, "skritch", "C5")
    place(game, "mog", "J1")
    act(game, {"type": "move", "gob": "skritch", "to": "B2"})  # Swift: the move goes on after the Ladder
    game2 = table_game()
    turn_of(game2, 0)
    place(game2, "grubnik", "C5")
    with pytest.raises(RulesError, match="changing level takes a Ladder"):
        act(game2, {"type": "move", "gob": "grubnik", "to": "B2"})
    act(game2, {"type": "move", "gob": "grubnik", "to": "C3"})


def test_a_stunned_gob_on_a_teleporter_is_swapped():
    game = table_game()
    clear(game)
    for gob, square in (("skritch", "E7"), ("gearhead", "E11"), ("nagga", "A1"), ("grubnik", "A2"),
                        ("zapgit", "A3"), ("mog", "J14"), ("flapjack", "J13")):
        place(game, gob, square)
    game.gobz["gearhead"].stunned = True
    turn_of(game, 0)
    act(game, {"type": "end", "teleports": ["skritch:E11"]})
    assert game.gobz["gearhead"].pos == parse_square("E7") and game.gobz["gearhead"].stunned


def test_lucky_and_unlucky():
    game = table_game()
    clear(game)
    for gob, square in (("grubnik", "C8"), ("gearhead", "D8"), ("nagga", "A1"), ("skritch", "A2"),
                        ("zapgit", "A3"), ("mog", "J14"), ("flapjack", "J13")):
        place(game, gob, square)
    turn_of(game, 0)
    game.players[0].objective = "scavenger"
    lines = act(game, {"type": "attack", "gob": "grubnik", "targets": ["gearhead"]}, dice=[6], cards=["sprint"])
    assert "  Green scores 1 VP (Grubnik is Lucky: 1 x 6): 1 VP." in lines
    turn_of(game, 0)
    act(game, {"type": "attack", "gob": "grubnik", "targets": ["gearhead"]}, dice=[1])
    turn_of(game, 0)
    lines = act(game, {"type": "attack", "gob": "grubnik", "targets": ["gearhead"]}, dice=[1])
    assert game.players[0].vp == 0 and game.players[0].sources["unlucky"] == -1  # never below 0


def test_move_then_attack_or_attack_and_stay_one_gob_at_a_time():
    game = table_game()
    clear(game)
    for gob, square in (("nagga", "C8"), ("skritch", "A8"), ("grubnik", "A1"), ("zapgit", "A2"), ("mog", "J14"),
                        ("gearhead", "D8"), ("flapjack", "J12")):
        place(game, gob, square)
    turn_of(game, 0)
    act(game, {"type": "attack", "gob": "nagga", "targets": ["gearhead"]}, dice=[2])
    with pytest.raises(RulesError, match="Big Nagga has already attacked: a Gob' that attacks first does not move"):
        act(game, {"type": "move", "gob": "nagga", "to": "C9"})
    act(game, {"type": "move", "gob": "skritch", "to": "B7"})
    with pytest.raises(RulesError, match="Big Nagga has already been activated this turn"):
        act(game, {"type": "attack", "gob": "nagga", "targets": ["gearhead"]})
    with pytest.raises(RulesError, match="Skritch has already moved"):
        act(game, {"type": "move", "gob": "skritch", "to": "A9"})
