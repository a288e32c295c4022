"""`new` in the guided turn as a new player meets it: the setup's story before its first question, every line
once, the turn prompt once (term39 items 1-2)."""

from __future__ import annotations

from goblinkit.assistant.gobz_heroes.cli import app as gobz_app
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.goblout.cli import app as goblout_app
from goblinkit.assistant.goblout.game import Goblout
from tests.assistant.terminal.test_guided import Typist


def test_gobz_new_tells_the_setup_before_the_first_pick_and_once(tmp_path, capsys):
    Typist(GobzHeroes, tmp_path / "g.json", ["new --seed 1", "5", "3", "1", "done"]).run(gobz_app, "gobz")
    out = capsys.readouterr().out
    assert ("gobz> new --seed 1\nNew game of Gob'z'Heroes (seed 1).\nBoard Duel (tiles 1a 2a / 3a 4a): 10 x 14 squares. First to 9 VP wins.\n"
                "Each player draws a secret Gob'jective.\nShi-Fu-Mi: Green wins and chooses first.\n"
                "Recruitment (limit 12 Rations, 3 to 6 Gob'z, at most 1 Troll):\n"
                "Green, your pick (0 Gob'z, 0/12 Rations). Still free:\n" in out)
    save = tmp_path / "g.json"  # where it is saved: said once the game exists, after the draft's questions
    assert f"Green begins (highest Charisma).\n== Turn 1: Green ==\n  Rationing Points: 5 (Charisma of Big Nagga).\nSaved to {save}.\n" in out
    assert out.index("choose 1-") < out.index(f"Saved to {save}") and "saved to" not in out
    for line in ("New game of Gob'z'Heroes", "Board Duel", "Shi-Fu-Mi", "Recruitment", "Green begins"):
        assert out.count(line) == 1, line
    assert out.count("Your move: move a Gob', attack or shoot with one, or end the turn.") == 1


def test_goblout_new_says_your_turn_once(tmp_path, capsys):
    Typist(Goblout, tmp_path / "g.json", ["new --seed 5 --bots 2"]).run(goblout_app, "goblout")
    out = capsys.readouterr().out
    assert "You made the best grimace and play first.\n== Turn 1: You," in out
    assert out.count("Your turn (10 life, 0 prestige).") == 1
    assert "The assistant plays first" not in out  # it is the guided turn: it plays right away


def test_a_question_has_a_way_back_to_the_turn_prompt(tmp_path, capsys):
    save = tmp_path / "g.json"
    Typist(GobzHeroes, save, ["new --seed 1", "status", "back", "status"]).run(gobz_app, "gobz")
    out = capsys.readouterr().out
    assert ("choose 1-7 or a name> status\n'status' is none of these: type a number from 1 to 7, a name, or back to "
            "leave the question (nothing changes)\nchoose 1-7 or a name> back\nCancelled: nothing was saved.\n") in out
    assert not save.exists()  # the game is as it was: none


def test_gobbledygook_says_how_to_make_a_brood_before_new(tmp_path, capsys, monkeypatch):
    from goblinkit.assistant.gobbledygook.cli import app as gg_app
    from goblinkit.assistant.gobbledygook.game import GobbledyGook

    monkeypatch.chdir(tmp_path)
    save = tmp_path / "gg.json"
    Typist(GobbledyGook, save, ['brood new muck.yaml --name "Muck Lurkers" --breed goblins',
                                "brood buy muck.yaml leader Snagtooth",
                                "new --scenario night-watch --brood muck.yaml --seed 1"]).run(gg_app, "gg")
    out = capsys.readouterr().out
    assert out.startswith(f"No game saved at {save}. GobbledyGook! needs a Brood file first: brood new muck.yaml "
                          '--name "Muck Lurkers" --breed goblins, then brood buy muck.yaml leader Snagtooth, then '
                          "new --scenario night-watch --brood muck.yaml\n")
    assert "New game of GobbledyGook! (seed 1)" in out and save.exists()  # the line's steps, as typed, start a game


def test_gvz_says_the_turn_once_after_new_and_after_the_zombies(tmp_path, capsys):
    from goblinkit.assistant.goblins_vs_zombies.cli import app as gvz_app
    from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies

    Typist(GoblinsVsZombies, tmp_path / "g.json", ["new --seed 5", "done"]).run(gvz_app, "gvz")
    out = capsys.readouterr().out
    assert "Each takes a Guardian and a Turn Reminder.\nGoblins vs Zombies, Mode B (Last Stand), turn 1:" in out
    assert "AA: GOBLIN ARRIVAL." not in out and "Turn 2: AA, GOBLIN ARRIVAL." not in out  # the prompt says it
    assert out.count("Turn 1, AA: GOBLIN ARRIVAL (") == 1 and out.count("Turn 2, AA: GOBLIN ARRIVAL (") == 1
