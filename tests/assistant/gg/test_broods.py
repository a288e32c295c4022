"""Broods and campaigns: costs, every limit and restriction, the Charm awards; refusals change nothing."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.table import ScriptedTable
from goblinkit.assistant.gobbledygook.broods import award, buy, charm_awards, game_content, new_brood, upgrade
from goblinkit.content.errors import ContentErrors
from goblinkit.content.gobbledygook.brood import load_brood
from tests.assistant.gg.helpers import night_watch_by_cli


@pytest.fixture(scope="module")
def content():
    return game_content()


@pytest.fixture
def brood(tmp_path, content):
    path = tmp_path / "muck.yaml"
    new_brood(path, "Muck Lurkers", "goblins", content)
    return path


def test_a_new_brood_starts_with_5_charm_and_3_tin(brood, content):
    loaded = load_brood(brood, content)
    assert (loaded.charm, loaded.tin, loaded.creatures) == (5, 3, [])


def test_costs_are_dice_in_charm_and_tin(brood, content):
    assert buy(brood, "leader", "Snagtooth", content)[1] == "Snagtooth the Leader joins Muck Lurkers for 2 Charm (3 left)."
    assert upgrade(brood, "Snagtooth", "shooty", content)[1] == "Snagtooth takes Shooty for 2 Tin (1 left)."
    buy(brood, "minion", "Grub", content)
    assert upgrade(brood, "Grub", "choppy", content)[1] == "Grub takes Choppy for 1 Tin (0 left)."


@pytest.mark.parametrize("steps,message", [
    ([("buy", "leader", "A"), ("buy", "leader", "B")], "a Brood may have at most 1 Leader; Muck Lurkers has 1"),
    ([("buy", "heavy", "A"), ("buy", "heavy", "B")], "a Brood may have at most 1 Heavy; Muck Lurkers has 1"),
    ([("charm", 9), ("buy", "beast", "A"), ("buy", "beast", "B"), ("buy", "beast", "C"), ("buy", "beast", "D")],
     "a Brood may have at most 3 Beasts; Muck Lurkers has 3"),
    ([("buy", "heavy", "A"), ("buy", "heavy", "A")], "the Brood already has a creature named 'A'"),
    ([("buy", "heavy", "A"), ("buy", "minion", "B"), ("buy", "leader", "C")],
     "a Leader costs 2 Charm; Muck Lurkers has 1"),
    ([("buy", "dragon", "A")], "unknown creature type 'dragon' (types: minion, beast, leader, heavy)"),
    ([("buy", "beast", "A"), ("up", "A", "shooty")], "a Beast may not shoot: it cannot take Shooty"),
    ([("buy", "beast", "A"), ("up", "A", "greedy")], "a Beast may not loot: it cannot take Greedy"),
    ([("buy", "heavy", "A"), ("up", "A", "sneaky")], "a Heavy may not hide: it cannot take Sneaky"),
    ([("buy", "minion", "A"), ("tin", 9), ("up", "A", "choppy"), ("up", "A", "armored")],
     "a Minion may take 1 upgrade; A has 1 (the Rediculous Talent is free and does not count)"),
    ([("buy", "minion", "A"), ("buy", "minion", "B"), ("tin", 9), ("up", "A", "bomber"), ("up", "B", "bomber")],
     "Bomber may be taken 1 time per Brood; Muck Lurkers has it 1"),
    ([("buy", "heavy", "A"), ("up", "A", "choppy"), ("up", "A", "armored")],
     "an upgrade for a Heavy costs 3 Tin; Muck Lurkers has 0"),
    ([("up", "Nobody", "choppy")], "no creature 'Nobody' in Muck Lurkers (creatures: none)"),
])
def test_limits_are_enforced_and_leave_the_file_alone(brood, content, steps, message):
    from goblinkit.content.gobbledygook.brood import save_brood

    with pytest.raises(RulesError) as caught:
        for step in steps:
            if step[0] in ("charm", "tin"):
                data = load_brood(brood, content)
                setattr(data, step[0], step[1])
                save_brood(brood, data)
            before = brood.read_bytes()
            if step[0] == "buy":
                buy(brood, step[1], step[2], content)
            elif step[0] == "up":
                upgrade(brood, step[1], step[2], content)
    assert str(caught.value) == message
    assert brood.read_bytes() == before


def test_charm_awards():
    assert charm_awards(0, 3, False) == []
    assert charm_awards(2, 3, False) == ["earned Brag"]
    assert charm_awards(4, 3, True) == ["earned Brag", "more Brag than creatures", "the most Brag"]


def test_award_records_the_game(brood, content):
    buy(brood, "minion", "Grub", content)
    loaded, line = award(brood, 2, 1, True, "Night Watch", content)
    assert line == "Night Watch: 2 Brag, 1 Tin; +3 Charm (earned Brag, more Brag than creatures, the most Brag)"
    assert (loaded.charm, loaded.tin, loaded.brag, loaded.log) == (4 + 3, 4, 2, [line])


def test_a_bad_brood_file_is_located(tmp_path, content):
    path = tmp_path / "bad.yaml"
    path.write_text("name: Bad\nbreed: goblins\ncharm: lots\ntin: 3\n")
    with pytest.raises(ContentErrors) as caught:
        load_brood(path, content)
    assert str(caught.value) == f"{path}:3:8: brood 'bad': charm: expected an integer >= 0, got 'lots'"


def test_brood_cli(app, runner, tmp_path):
    path = str(tmp_path / "b.yaml")
    out = runner.invoke(app, ["play", "gg", "brood", "new", path, "--name", "Muck", "--breed", "dwarfs"]).output
    assert out == f"Muck (dwarfs) starts with 5 Charm and 3 Tin: {path}\n"
    runner.invoke(app, ["play", "gg", "brood", "buy", path, "heavy", "Grumble"])
    again = runner.invoke(app, ["play", "gg", "brood", "buy", path, "heavy", "Grouch"])
    assert again.exit_code == 1 and again.stderr == "Error: a Brood may have at most 1 Heavy; Muck has 1\n"
    shown = runner.invoke(app, ["play", "gg", "brood", "show", path]).output
    assert shown == "Muck: Dwarfs (Talent: Armored), 2 Charm, 3 Tin, 0 Brag\n  Grumble: Heavy, 3 dice, no upgrades\n"


def test_award_reads_the_finished_game_from_its_save(app, runner, tmp_path):
    from goblinkit.assistant.gobbledygook.game import GobbledyGook
    from goblinkit.assistant.core.session import Session

    save = night_watch_by_cli(app, runner, tmp_path, ["buy", "leader", "Snagtooth"])
    brood = tmp_path / "muck.yaml"
    early = runner.invoke(app, ["play", "gg", "brood", "award", str(brood), "--save", str(save)])
    assert early.exit_code == 1 and early.stderr == (
        f"Error: the game in {save} is not over yet; finish it, or give --brag (and --tin) to record by hand\n")
    session = Session.load(GobbledyGook, save)
    session.do({"type": "reveal", "blip": "B1", "creature": "snagtooth"}, ScriptedTable(), cards=["trap"])
    session.do({"type": "roll", "roll": "escape", "creature": "snagtooth"}, ScriptedTable(), dice=[6, 1])  # 1 Brag
    for blip in ("B2", "B3", "B4", "B5", "B6"):  # Holes resolve at once: the game ends
        session.do({"type": "reveal", "blip": blip, "creature": "snagtooth"}, ScriptedTable(), cards=["hole"])
    game, _ = session.replay()
    assert game.over
    game_brag = game.brag["Muck Lurkers"]
    result = runner.invoke(app, ["play", "gg", "brood", "award", str(brood), "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0].startswith(f"Night Watch (seed 3): {game_brag} Brag, 0 Tin; +")
    again = runner.invoke(app, ["play", "gg", "brood", "award", str(brood), "--save", str(save)])
    assert again.exit_code == 1 and "already recorded this game (seed 3)" in again.stderr


def test_a_breed_and_a_creature_type_read_by_a_start_of_their_names(app, runner, tmp_path):  # noqa: ANN001
    """`--breed goblin` (a new player's singular) is the goblins, `buy ... lead` a leader: names by id, name or
    start, as everywhere (it refused 'goblin', listing 'goblins')."""
    file = tmp_path / "b.yaml"
    made = runner.invoke(app, ["play", "gg", "brood", "new", str(file), "--name", "Snags", "--breed", "goblin"])
    assert made.output == f"Snags (goblins) starts with 5 Charm and 3 Tin: {file}\n"
    bought = runner.invoke(app, ["play", "gg", "brood", "buy", str(file), "lead", "Grub"])
    assert bought.output == "Grub the Leader joins Snags for 2 Charm (3 left).\n"
