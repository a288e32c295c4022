"""Issue 23: a creature's move told with its action (`--from X,Y`), measured and checked by the
rulebook's distances; without `--from` nothing changes (the goldens without positions hold)."""

from __future__ import annotations

from pathlib import Path

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook.game import GobbledyGook
from goblinkit.assistant.core.session import Session
from tests.assistant.gg.helpers import BROOD, RIVALS, new_game, run


def placed(*spots, **setup):  # noqa: ANN001, ANN002, ANN003
    """A Night Watch game with a hound1 and the given [what, x, y] positions."""
    game = new_game(**setup)
    game.new_figure("hound", 2)
    run(game, {"type": "place", "at": [list(s) for s in spots]})
    return game


def test_a_melee_moves_the_attacker_in_the_same_action():
    game = placed(["grub", 0, 0], ["hound1", 10, 5])
    lines = run(game, {"type": "attack", "creature": "grub", "target": "hound1", "from": "9,5"}, dice=[6, 5, 1, 1])
    assert lines[:4] == ["Grub moves 10.3 inches to (9, 5).",
                         "  Grub moves adjacent to hound1: revealed.",  # the rulebook: moving adjacent to an enemy
                         "Grub attacks hound1:",  # ... so not "from hiding": no reroll
                         "  Grub rolls 6 5 vs hound1's 1 1: attacker wins with overkill 2"]
    assert game.creature("grub").pos == (9.0, 5.0)


@pytest.mark.parametrize("act,message", [
    ({"from": "11,6"}, "Grub cannot move from (0, 0) to (11, 6): that is 12.5 inches, and it may move 12 inches for "
                       "this (two MOVEs of 1 stick; the melee at the end of a move is free)"),
    ({"from": "8,5"}, "Grub at (8, 5) would be 2 inches from hound1 at (10, 5): a melee attack must be adjacent "
                      "(within 1 inch, base to base)"),
    ({"from": "12"}, "--from: the new position as X,Y in inches from the table's corner (e.g. 12,30), got '12'"),
    ({"from": "1000,3"}, "--from: X and Y are inches from 0 to 999, got '1000,3'"),
])
def test_a_move_too_long_or_out_of_reach_is_refused_before_anything_happens(act, message):
    game = placed(["grub", 0, 0], ["hound1", 10, 5])
    before = game.snapshot()
    with pytest.raises(RulesError) as caught:
        run(game, {"type": "attack", "creature": "grub", "target": "hound1", **act})
    assert str(caught.value) == message
    assert game.snapshot() == before


def test_a_steed_moves_twice_as_far_and_a_hidden_rival_costs_the_free_melee():
    rider = {**BROOD, "creatures": [{"name": "Trot", "type": "leader", "upgrades": ["steed"]}]}
    game = new_game(broods=(rider, RIVALS))
    run(game, {"type": "place", "at": [["trot", 0, 0], ["twinkle", 24, 0]]})
    lines = run(game, {"type": "reveal", "blip": "B1", "creature": "trot", "from": "23,0"}, cards=["food"])
    assert lines[:3] == ["Trot moves 23 inches to (23, 0).", "  Trot moves adjacent to Twinkle: revealed.",
                         "Trot reveals B1: FOOD! Pick up (1 action). Use: recover 1 hit, hide, or +1 die."]
    assert game.blips["B1"].pos == (23.0, 0.0)  # a blip nobody placed stands where its revealer does
    with pytest.raises(RulesError, match=r"it may move 12 inches for this \(one MOVE of 2 sticks, Steed; a melee on a "
                                         r"target hidden before the move takes the other action\)"):
        run(game, {"type": "attack", "creature": "trot", "target": "twinkle", "from": "10,10"})


def test_a_shot_is_measured_in_sticks():
    game = placed(["snagtooth", 0, 0], ["hound1", 0, 14])
    lines = run(game, {"type": "attack", "creature": "snagtooth", "target": "hound1", "mode": "ranged", "from": "0,4"},
                answers=["keep"], dice=[6, 2, 1])
    assert lines[:3] == ["Snagtooth moves 4 inches to (0, 4).", "Snagtooth shoots at hound1 (2 sticks, -1 die) from hiding:",
                         "  Snagtooth rolls 6 vs hound1's 2 1: attacker wins with overkill 1"]
    game = placed(["snagtooth", 0, 0], ["hound1", 0, 14])
    with pytest.raises(RulesError) as caught:
        run(game, {"type": "attack", "creature": "snagtooth", "target": "hound1", "mode": "ranged", "sticks": 1,
                   "from": "0,4"})
    assert str(caught.value) == ("--sticks 1, but hound1 at (0, 14) is 10 inches from (0, 4), 2 sticks: leave --sticks "
                                 "out, the assistant measures")
    with pytest.raises(RulesError, match=r"^Snagtooth cannot move from \(0, 0\) to \(0, 8\): that is 8 inches, and it "
                                         r"may move 6 inches for this \(one MOVE of 1 stick; the shot takes the other "
                                         r"action\)$"):
        run(game, {"type": "attack", "creature": "snagtooth", "target": "hound1", "mode": "ranged", "from": "0,8"})


def test_loot_and_prank_reach_a_stick_and_stay_quiet():
    game = placed(["grub", 4, 0], ["hound1", 40, 40])
    wanderer = game.new_figure("wanderer", 1, pos=(10.0, 0.0))
    with pytest.raises(RulesError) as caught:
        run(game, {"type": "loot", "creature": "grub", "target": wanderer.id, "from": "9.5,0"})
    assert str(caught.value) == ("Grub would end its move at (9.5, 0) adjacent to wanderer1, which reveals it: LOOT is "
                                 "quiet, you must be hidden (act from farther away)")
    with pytest.raises(RulesError) as caught:
        run(game, {"type": "prank", "creature": "grub", "target": wanderer.id, "from": "3,0"})
    assert str(caught.value) == ("Grub at (3, 0) would be 7 inches from wanderer1 at (10, 0): a PRANK reaches 1 stick")
    lines = run(game, {"type": "loot", "creature": "grub", "target": wanderer.id, "from": "5,0"}, dice=[6, 1])
    assert lines[:3] == ["Grub moves 1 inch to (5, 0).", "Grub tries to LOOT wanderer1:",
                         "  Grub rolls 6 vs wanderer1's 1: attacker wins with overkill 1"]
    assert game.creature("grub").hidden and wanderer.gone


def test_an_ambush_appears_where_the_blip_was_without_a_question():
    game = placed(["grub", 0, 0], ["hound1", 40, 40], ["B2", 6, 8])
    with pytest.raises(RulesError, match=r"^Grub at \(4, 4\) would be 4\.5 inches from B2 at \(6, 8\): a blip is "
                                         r"revealed by moving onto it \(within 1 inch\)$"):
        run(game, {"type": "reveal", "blip": "B2", "creature": "grub", "from": "4,4"})
    lines = run(game, {"type": "reveal", "blip": "B2", "creature": "grub", "from": "6,7.5"}, cards=["ambush"],
                answers=["keep"], dice=[6, 5, 1])
    assert lines[:3] == ["Grub moves 9.6 inches to (6, 7.5).",
                         "Grub reveals B2: AMBUSH! A HOUND attacks at once (2 dice)! Hidden: reroll 1 defence die.",
                         "  hound2 appears where B2 was and attacks Grub at once:"]
    assert game.figure("hound2").pos == (6.0, 8.0)


def test_a_trapped_creature_cannot_move_and_rescue_is_adjacent():
    game = placed(["grub", 0, 0], ["snagtooth", 6, 0], ["hound1", 40, 40])
    game.creature("grub").trapped = True
    with pytest.raises(RulesError, match=r"^Grub is TRAPPED: it cannot move until it ESCAPEs or is RESCUED$"):
        run(game, {"type": "roll", "roll": "escape", "creature": "grub", "from": "1,1"})
    with pytest.raises(RulesError, match=r"^Snagtooth at \(2, 0\) would be 2 inches from Grub at \(0, 0\): RESCUE "
                                         r"helps an adjacent creature \(within 1 inch\)$"):
        run(game, {"type": "roll", "roll": "rescue", "creature": "snagtooth", "target": "grub", "from": "2,0"})
    lines = run(game, {"type": "roll", "roll": "rescue", "creature": "snagtooth", "target": "grub", "from": "1,0"},
                dice=[5, 2])
    assert lines == ["Snagtooth moves 5 inches to (1, 0).", "Snagtooth tries to RESCUE: 5 2: success!",
                     "  Snagtooth earns 1 Brag (rescued Grub); Muck Lurkers has 1."]
    assert game.creature("snagtooth").pos == (1.0, 0.0) and not game.creature("grub").trapped


def test_without_positions_from_only_records_where_the_creature_is():
    game = new_game()
    game.new_figure("hound", 2)
    lines = run(game, {"type": "attack", "creature": "grub", "target": "hound1", "from": "12,30"}, answers=["keep"],
                dice=[6, 5, 1, 1])
    assert lines[:2] == ["Grub is at (12, 30).", "Grub attacks hound1 from hiding:"]
    assert game.creature("grub").pos == (12.0, 30.0)


def test_status_shows_every_position_and_the_legend():
    game = placed(["grub", 0, 0], ["hound1", 10, 5], ["B1", 3, 4.5])
    text = game.describe().splitlines()
    assert text[3] == "  grub: Grub (minion, 1/1 hits) hidden at (0, 0)"
    assert text[2] == "  snagtooth: Snagtooth (leader, 2/2 hits) hidden"  # not placed: no position
    assert text[-2:] == ["Blips: B1 at (3, 4.5), B2, B3, B4, B5, B6", "Figures: hound1 (2/2 dice) at (10, 5)"]
    assert game.legend()[-1] == ("at (x, y): inches from the table's corner, x toward 3 o'clock, y toward 12 o'clock "
                                 "(a stick is 6)")
    assert len(new_game().legend()) == 3


def test_a_move_is_one_log_entry_and_replays(tmp_path):
    from tests.assistant.gg.helpers import FixedTable
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.core.saves import Save

    setup = {"scenario": "night-watch", "broods": [BROOD]}
    game = GobbledyGook(setup, Chance(4))
    game.chance.begin()
    game.start(FixedTable())
    save = Save("gobbledygook", 4, setup, start={"chance": game.chance.finish(), "answers": []})
    for act in ({"type": "place", "at": [["grub", 0, 0], ["B1", 10, 0]]},
                {"type": "reveal", "blip": "B1", "creature": "grub", "from": "9.5,0"},
                {"type": "reveal", "blip": "B2", "creature": "snagtooth", "from": "30,30"}):
        table = FixedTable()
        game.chance.begin(cards=["food"] if act["type"] == "reveal" else [])
        game.apply(act, table)
        save.log.append({"action": act, "chance": game.chance.finish(), "answers": table.answers})
    assert len(save.log) == 3
    replayed, _ = Session(GobbledyGook, save, Path(tmp_path / "unused.json")).replay()
    assert replayed.snapshot() == game.snapshot()
    assert replayed.creature("grub").pos == (9.5, 0.0) and replayed.blips["B2"].pos == (30.0, 30.0)



def test_a_plain_move_counts_its_moves():
    game = placed(["grub", 0, 0], ["hound1", 28, 0])
    assert run(game, {"type": "move", "creature": "grub", "from": "5,0"}) == ["Grub moves 5 inches to (5, 0) (one MOVE)."]
    assert run(game, {"type": "move", "creature": "grub", "from": "15,0"}) == [
        "Grub moves 10 inches to (15, 0) (two MOVEs)."]
    with pytest.raises(RulesError) as caught:
        run(game, {"type": "move", "creature": "grub", "from": "28,0"})
    assert str(caught.value) == ("Grub cannot move from (15, 0) to (28, 0): that is 13 inches, and it may move 12 inches "
                                 "for this (two MOVEs of 1 stick; the move takes both its actions)")
    assert run(game, {"type": "move", "creature": "grub", "from": "27,0"}) == [
        "Grub moves 12 inches to (27, 0) (two MOVEs).", "  Grub moves adjacent to hound1: revealed."]
    assert not game.creature("grub").hidden
    game.creature("grub").stunned = True
    with pytest.raises(RulesError, match="Grub is stunned: it must recover first"):
        run(game, {"type": "move", "creature": "grub", "from": "27,1"})
