"""`goblin play gobbledygook ...` on its exact output; refused commands leave the save alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.assistant.gg.helpers import night_watch_by_cli


@pytest.fixture
def table(app, runner, tmp_path):
    return night_watch_by_cli(app, runner, tmp_path, ["buy", "leader", "Snagtooth"], ["buy", "minion", "Grub"])


def gg(app, runner, save, *args):  # noqa: ANN001
    return runner.invoke(app, ["play", "gg", *args, "--save", str(save)])


def test_setup_and_a_reveal(app, runner, table):
    status = gg(app, runner, table, "status").output
    assert status.splitlines()[:4] == ["GobbledyGook! Night Watch, round 1; blip bag: 72", "Muck Lurkers: 0 Brag, 0 Tin",
                                       "  snagtooth: Snagtooth (leader, 2/2 hits) hidden",
                                       "  grub: Grub (minion, 1/1 hits) hidden"]
    out = gg(app, runner, table, "reveal", "B2", "--by", "grub", "--card", "trap").output
    assert out == ("Grub reveals B2: TRAP! TRAPPED and revealed! Escape on a 6, or be Rescued (5-6).\n"
                   "  Grub is revealed.\n  Grub is TRAPPED: it may do nothing else until it ESCAPEs (a 6) or is "
                   "RESCUED (a 5 or 6 by an adjacent creature).\n")
    rescue = gg(app, runner, table, "roll", "rescue", "snagtooth", "--target", "grub", "--dice", "5,1").output
    assert rescue == "Snagtooth tries to RESCUE: 5 1: success!\n  Snagtooth earns 1 Brag (rescued Grub); Muck Lurkers has 1.\n"


@pytest.mark.parametrize("args,message", [
    (["reveal", "B9", "--by", "grub"], "Error: no blip 'B9' (blips: B1, B2, B3, B4, B5, B6)\n"),
    (["reveal", "B1", "--by", "gobbo"], "Error: no creature 'gobbo' (creatures: snagtooth, grub)\n"),
    (["attack", "grub", "hound9"], "Error: no 'hound9' on the table (figures: none)\n"),
    (["attack", "grub", "snagtooth"], "Error: Snagtooth is in your own Brood\n"),
    (["roll", "escape", "grub"], "Error: Grub is not trapped\n"),
    (["set", "grub", "dance"], "Error: unknown status 'dance' (hide, spotted, recover; positions: place)\n"),
])
def test_refusals_leave_the_save_unchanged(app, runner, table, args, message):
    before = Path(table).read_bytes()
    result = gg(app, runner, table, *args)
    assert result.exit_code == 1 and result.stderr == message
    assert Path(table).read_bytes() == before


def test_humans_turn_asks_what_only_the_table_knows(app, runner, table):
    result = gg(app, runner, table, "humans-turn", "--dice", "4")
    assert result.exit_code == 1
    assert result.stderr == ("Error: the table must answer 2 questions; give them in order, one --answer each (the "
                             "later ones as they come when each earlier one takes its first option):\n"
                             "  1. Which hidden creature is nearest to hound1? [Snagtooth | Grub]\n"
                             "  2. Does hound1 end adjacent to Snagtooth? [yes | no]\n")
    result = gg(app, runner, table, "humans-turn", "--dice", "4", "--answer", "Grub", "--answer", "no")
    assert result.output == ("THE HUMANS TURN (round 1).\nNIGHT WATCHMEN (no Hunter or Hound on the board): "
                             "Muck Lurkers 4. No doubles: Muck Lurkers (highest) places hound1 at their board edge.\n"
                             "hound1 sniffs 1 stick toward Grub (hidden, nearest).\n")


@pytest.mark.parametrize("options,message", [
    (["--scenario", "clankers", "--clankers", "a,b"], "--clankers: whole numbers separated by commas, e.g. 4,5; got 'a,b'"),
    (["--scenario", "leaves", "--leaf-piles", "x"], "--leaf-piles: whole numbers separated by commas, e.g. 2,3,5; got 'x'"),
    (["--scenario", "haunted-forest", "--trees", "-3"], "--trees: at least 1 tree, got -3"),
    (["--scenario", "highwaymen", "--road", "-1"], "--road: at least 1 stick, got -1"),
    (["--scenario", "highwaymen", "--road", "0"], "--road: at least 1 stick, got 0"),
])
def test_new_refuses_bad_numbers_without_a_traceback(app, runner, tmp_path, options, message):
    brood = tmp_path / "muck.yaml"
    runner.invoke(app, ["play", "gg", "brood", "new", str(brood), "--name", "Muck", "--breed", "goblins"])
    runner.invoke(app, ["play", "gg", "brood", "buy", str(brood), "minion", "Grub"])
    save = tmp_path / "new.json"
    result = runner.invoke(app, ["play", "gg", "new", *options, "--brood", str(brood), "--save", str(save)])
    assert (result.exit_code, result.stderr) == (1, f"Error: {message}\n") and not save.exists()


def test_item_pickup_needs_its_target(app, runner, table):
    before = Path(table).read_bytes()
    result = gg(app, runner, table, "item", "snagtooth", "pickup")
    assert (result.exit_code, result.stderr) == (1, "Error: pickup needs what to pick up: a revealed blip (Food, Pots) "
                                                    "or a Furniture figure, e.g. item snagtooth pickup B3\n")
    assert Path(table).read_bytes() == before


def test_place_several_figures_at_once_and_a_blip_underfoot_offers_the_reveal(app, runner, table):
    out = gg(app, runner, table, "place", "snagtooth", "10", "10", "B3", "30", "2", "grub", "30", "2.5",
             "--answer", "yes", "--card", "pots").output
    assert out.splitlines()[:2] == ["Snagtooth is at (10, 10), B3 is at (30, 2), Grub is at (30, 2.5).",
                                    "Grub reveals B3: POTS! REVEALS you! Carry off a board edge: 1 Tin."]


def test_too_few_dice_are_refused_like_too_many_and_nothing_is_saved(app, runner, table):
    """Issue 22: a short --dice list had its missing dice rolled by the assistant without a word."""
    assert gg(app, runner, table, "reveal", "B1", "--by", "snagtooth", "--card", "wanderer").exit_code == 0
    before = Path(table).read_bytes()
    short = gg(app, runner, table, "loot", "grub", "wanderer1", "--dice", "1,6")
    assert (short.exit_code, short.stderr) == (1, (
        "Error: --dice gave 2 dice; this action needs 4: 1 for Grub's loot on wanderer1, 1 for wanderer1 defending, "
        "1 for wanderer1's attack on Grub, 1 for Grub defending. Give them all, or leave --dice out and the assistant rolls\n"))
    many = gg(app, runner, table, "loot", "grub", "wanderer1", "--dice", "1,6,2,3,4")
    assert (many.exit_code, many.stderr) == (1, "Error: --dice: 1 value not used (4); this action rolled fewer dice\n")
    assert Path(table).read_bytes() == before
    done = gg(app, runner, table, "loot", "grub", "wanderer1", "--dice", "1,6,2,3")
    assert done.output.splitlines()[1:4] == ["  Grub rolls 1 vs wanderer1's 6: defender wins with overkill 1",
                                             "  Grub is revealed!", "  wanderer1 strikes back at once:"]
    assert done.output.splitlines()[4] == "  wanderer1 rolls 2 vs Grub's 3: defender wins with overkill 1"


def test_a_ranged_attack_left_with_no_dice_is_refused(app, runner, tmp_path):
    """Issue 22: "Snag rolls no dice vs hound1's 5 5" was accepted (and lost)."""
    save = night_watch_by_cli(app, runner, tmp_path, ["buy", "leader", "Snag"], ["upgrade", "Snag", "shooty"], name="Muck")
    assert gg(app, runner, save, "reveal", "B1", "--by", "snag", "--card", "ambush", "--dice", "1,1,2,1",
              "--answer", "keep").exit_code == 0
    before = save.read_bytes()
    far = gg(app, runner, save, "attack", "snag", "hound1", "--ranged", "--sticks", "4", "--dice", "5,5")
    assert (far.exit_code, far.stderr) == (1, (
        "Error: Snag cannot shoot at hound1 from 4 sticks: 2 dice -3 for the range (-1 a stick beyond the first) "
        "leave no dice to roll. A ranged attack needs at least 1 die: shoot at it from 2 sticks or closer\n"))
    assert save.read_bytes() == before
    near = gg(app, runner, save, "attack", "snag", "hound1", "--ranged", "--sticks", "2", "--dice", "6,5,5")
    assert near.output.splitlines()[:2] == ["Snag shoots at hound1 (2 sticks, -1 die):",
                                            "  Snag rolls 6 vs hound1's 5 5: attacker wins with overkill 1"]


def test_a_move_in_the_same_command_one_log_entry(app, runner, table):
    """Issue 23: `reveal B2 --by grub --from X,Y` moves Grub and reveals in one action; status shows it."""
    import json

    assert gg(app, runner, table, "place", "grub", "0", "0", "B2", "10", "0").exit_code == 0
    before = Path(table).read_bytes()
    far = gg(app, runner, table, "reveal", "B2", "--by", "grub", "--from", "12,30")
    assert far.exit_code == 1 and far.stderr == (
        "Error: Grub cannot move from (0, 0) to (12, 30): that is 32.3 inches, and it may move 12 inches for this (two "
        "MOVEs of 1 stick; revealing the blip it moves onto takes no action)\n")
    assert gg(app, runner, table, "reveal", "B2", "--by", "grub", "--from", "x").stderr == (
        "Error: --from: the new position as X,Y in inches from the table's corner (e.g. 12,30), got 'x'\n")
    assert Path(table).read_bytes() == before
    out = gg(app, runner, table, "reveal", "B2", "--by", "grub", "--from", "9.5,0", "--card", "food").output
    assert out.splitlines()[:2] == ["Grub moves 9.5 inches to (9.5, 0).",
                                    "Grub reveals B2: FOOD! Pick up (1 action). Use: recover 1 hit, hide, or +1 die."]
    log = json.loads(Path(table).read_text())["log"]
    assert len(log) == 2 and log[-1]["action"] == {"type": "reveal", "blip": "B2", "creature": "grub", "from": "9.5,0"}
    status = gg(app, runner, table, "status").output.splitlines()
    assert status[2:4] == ["  snagtooth: Snagtooth (leader, 2/2 hits) hidden", "  grub: Grub (minion, 1/1 hits) hidden at (9.5, 0)"]
    assert status[4] == "Blips: B1, B2=food* at (10, 0), B3, B4, B5, B6"
    assert status[5] == ("Legend: B3=food: a revealed blip, * while it is still to be dealt with; 2/3 hits: dice left "
                         "of the creature's; (2/3 dice): a figure's dice left; at (x, y): inches from the table's corner, "
                         "x toward 3 o'clock, y toward 12 o'clock (a stick is 6)")
