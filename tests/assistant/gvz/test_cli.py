"""`goblin play gvz ...` at a real table, checked on its exact output; refusals change nothing."""

from __future__ import annotations

from pathlib import Path

import pytest


def gvz(app, runner, save, *args):  # noqa: ANN001
    return runner.invoke(app, ["play", "gvz", *args, "--save", str(save)])


@pytest.fixture
def table(app, runner, tmp_path):
    save = tmp_path / "gvz.json"
    result = gvz(app, runner, save, "new", "--mode", "last-stand", "--seed", "4")
    assert result.exit_code == 0, result.output
    return save


def test_a_turn_at_the_table(app, runner, table):
    assert gvz(app, runner, table, "play", "slingshot", "--pay", "2").output == \
        "AA plays g1 Slingshot and discards 2 cards.\n"
    assert gvz(app, runner, table, "play", "flag-bearer").output == "AA plays g2 Flag-bearer (free).\n"
    assert gvz(app, runner, table, "zombies").output == ("ZOMBIE ACTION in AA's Field.\n  No Zombie can act this "
                                                          "turn.\nNext: ZOMBIE ARRIVAL (2 cards).\n")
    assert gvz(app, runner, table, "arrive", "--card", "knight", "--card", "crawler").output == (
        "ZOMBIE ARRIVAL in AA's Field.\n  z1 Knight Zombie arrives on AA's Graveyard.\n"
        "  z2 Crawler Zombie arrives on AA's Graveyard.\nNext: THE SUN.\n")
    assert gvz(app, runner, table, "sun").output == ("THE SUN: AA draws 2 cards (1 + 1 Flag-bearer): 7 in hand.\n"
                                                      "Turn 2: AA, GOBLIN ARRIVAL.\n")
    assert gvz(app, runner, table, "act", "g1", "--target", "z2").output == (
        "g1 Slingshot acts:\n  z2 Crawler Zombie takes 1 damage and is destroyed (to the Zombie Discard Pile).\n")
    assert gvz(app, runner, table, "zombies").output == (
        "ZOMBIE ACTION in AA's Field.\nz1 Knight Zombie (Graveyard) (action 1 of 2): MOVE\n  MOVE: to the Trees.\n"
        "z1 Knight Zombie (Trees) (action 2 of 2): MOVE\n  MOVE: to the Village.\nNext: ZOMBIE ARRIVAL (2 cards).\n")
    assert gvz(app, runner, table, "status").output == (
        "Goblins vs Zombies, Mode B (Last Stand), turn 2: AA, ZOMBIE ARRIVAL\n"
        "Zombie Deck 34 | Zombie Discard 1 (top: Crawler Zombie) | Goblin Deck 43 | Goblin Discard 2\n"
        "AA: Guardian ready, hand 7\n  Graveyard | -\n  Trees     | -\n  Village   | z1 Knight Zombie ▲⚙» 3/3HP\n"
        "  Gate      | g1 Slingshot, g2 Flag-bearer\n"
        "Legend: ▲ ground, ✈ flying, ◌ invisible; » Quick, ⚙ Steel, ☘ Leaf, ♛ Boss; 2/3HP: Hit Points left; "
        "(new): arrived this turn, acts from the next\n"
        "Turn 2, AA: ZOMBIE ARRIVAL is next; the assistant runs it (arrive).\n")


@pytest.mark.parametrize("args,message", [
    (["play", "bomb", "--pay", "5"], "Error: the cost is 6: discard 6 cards (--pay 6)\n"),
    (["play", "slingshot", "--pay", "1"], "Error: the cost is 2: discard 2 cards (--pay 2)\n"),
    (["play", "dragon"], None),
    (["act", "g9"], "Error: no Goblin 'g9' in AA's Field\n"),
    (["damage", "z9", "1"], "Error: no Zombie 'z9' in play\n"),
    (["arrive"], "Error: ZOMBIE ARRIVAL comes after the Zombie Action phase: the Zombies act first (zombies)\n"),
    (["sun"], "Error: THE SUN comes after ZOMBIE ARRIVAL: run `arrive` first\n"),
    (["give", "BB"], "Error: no player 'BB' (one of: AA)\n"),
    (["play", "shield", "--pay", "1"], "Error: a Shield goes under a Goblin on the Gate, and AA's Gate is empty\n"),
])
def test_refused_commands_leave_the_save_unchanged(app, runner, table, args, message):
    before = Path(table).read_bytes()
    result = gvz(app, runner, table, *args)
    assert result.exit_code == 1
    if message:
        assert result.stderr == message
    else:
        assert result.stderr.startswith("Error: no Goblin card 'dragon' (one of: archer, assassin, ")
    assert Path(table).read_bytes() == before


def test_a_shield_without_under_is_asked_among_the_gate(app, runner, table):
    for card in ("slingshot", "flag-bearer"):
        assert gvz(app, runner, table, "play", card).exit_code == 0
    before = Path(table).read_bytes()
    unanswered = gvz(app, runner, table, "play", "shield")
    assert unanswered.exit_code == 1 and unanswered.stderr == (
        "Error: the table must answer: Shield: under which Goblin on AA's Gate? [g1 Slingshot | g2 Flag-bearer] "
        "(give it with --answer)\n")
    assert Path(table).read_bytes() == before
    answered = gvz(app, runner, table, "play", "shield", "--answer", "g2")
    assert answered.exit_code == 0 and answered.output == "AA plays g3 Shield and discards 1 card, under g2 Flag-bearer.\n"
    assert "the log reproduces" in gvz(app, runner, table, "replay").output


def test_new_game_options_are_checked(app, runner, tmp_path):
    save = tmp_path / "g.json"
    result = gvz(app, runner, save, "new", "--mode", "survival", "--players", "1")
    assert result.exit_code == 1 and result.stderr == "Error: Mode C (Survival) is for 2 to 3 players, not 1\n"
    result = gvz(app, runner, save, "new", "--mode", "chess")
    assert result.stderr == "Error: unknown mode 'chess' (modes: training, last-stand, survival, boss, versus; or A to E)\n"
    ok = gvz(app, runner, save, "new", "--mode", "C", "--players", "3", "--names", "Ann,Bob,Cy", "--seed", "2")
    assert ok.exit_code == 0 and "Mode C: Survival, players Ann, Bob, Cy (first: Ann)." in ok.output


def test_simulate_json_and_report(app, runner, tmp_path):
    import json

    report = tmp_path / "sim.pdf"
    result = runner.invoke(app, ["play", "gvz", "simulate", "--mode", "last-stand", "--games", "20", "--seed", "1",
                                 "--json", "--report", str(report)])
    summary = json.loads(result.output)
    assert summary["games"] == 20 and sum(summary["scores"].values()) == 20
    assert sum(summary["ranks"].values()) == 20 and summary["games_per_second"] > 0
    assert report.read_bytes().startswith(b"%PDF")
    text = runner.invoke(app, ["play", "gvz", "simulate", "--games", "5", "--seed", "1"]).output
    assert text.splitlines()[0] == "5 games of last-stand (1 player), fast bot, seeds 1-5"


def test_a_content_pack_changes_the_rules_at_the_table(app, runner, tmp_path):
    pack = tmp_path / "mine" / "goblins_vs_zombies"
    pack.mkdir(parents=True)
    (pack / "zombies.yaml").write_text(
        "component: zombie-deck\nkind: gvz-zombies\nitems:\n"
        "  - {id: crawler, name: Crawler Zombie, count: 4, origin: designed, hp: 1, type: ground, die: 1,\n"
        "     script: \"Graveyard/Trees/Village: {WAIT}\"}\n")
    save = tmp_path / "g.json"
    gvz(app, runner, save, "new", "--seed", "1", "--content", str(tmp_path / "mine"))
    gvz(app, runner, save, "zombies")
    gvz(app, runner, save, "arrive", "--card", "crawler", "--card", "crawler")
    gvz(app, runner, save, "sun")
    out = gvz(app, runner, save, "zombies").output  # two WAITing Zombies: their order is not asked
    assert "z1 Crawler Zombie (Graveyard): WAIT\n  WAIT: it does nothing.\n" in out


def test_the_zombie_order_is_not_asked_when_every_order_ends_the_same(app, runner, table):
    for args in (["zombies"], ["arrive", "--card", "crawler", "--card", "bat"], ["sun"]):
        gvz(app, runner, table, *args)
    out = gvz(app, runner, table, "zombies")  # both only MOVE: tried both orders, same table
    assert out.exit_code == 0
    assert out.output.splitlines()[1:3] == ["z1 Crawler Zombie (Graveyard): MOVE", "  MOVE: to the Trees."]


def test_arrive_cards_are_zombie_cards_even_after_a_goblin_draw(app, runner, table):
    """Issue 9 item 4: Sunny Day's Goblin draw is counted, so the second --card is the second Zombie card."""
    gvz(app, runner, table, "zombies")
    result = gvz(app, runner, table, "arrive", "--card", "sunny-day", "--card", "fog")
    assert result.exit_code == 0, result.output
    assert result.output == (
        "ZOMBIE ARRIVAL in AA's Field.\n  Event: Sunny Day\n  Every player draws 1 card from the Goblin Deck.\n"
        "  Sunny Day is destroyed (to the Zombie Discard Pile).\n  Event: Fog\n"
        "  no Zombie moves from AA's Graveyard to AA's Trees.\n  Fog is destroyed (to the Zombie Discard Pile).\n"
        "Next: THE SUN.\n")
