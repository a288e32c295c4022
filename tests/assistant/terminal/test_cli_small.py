"""The small things a player meets first: --version, completion, the games' short names, an
unknown game, `new` after a finished game, the real size of every printed component."""

from __future__ import annotations

import json
from pathlib import Path


def test_version_and_shell_completion(app, runner):
    assert runner.invoke(app, ["--version"]).output == "goblin (Goblin Kit) 0.1.0\n"
    assert "--install-completion" in runner.invoke(app, ["--help"]).output


def test_play_help_lists_the_short_names_and_an_unknown_game_lists_the_games(app, runner):
    listing = runner.invoke(app, ["play", "--help"], terminal_width=200).output
    assert "(short: gvz)" in listing and "(short: gg)" in listing
    unknown = runner.invoke(app, ["play", "chess", "status"])
    assert unknown.exit_code == 1
    assert unknown.stderr == ("Error: no game 'chess' (games: globbo, gobbledygook (gg), goblins-vs-zombies (gvz), "
                              "goblout (degoblinade, dego), gobz-heroes (gobz), toy (tt))\n")
    assert runner.invoke(app, ["play", "gob", "status"]).stderr == \
        "Error: 'gob' could be gobbledygook (gg), goblins-vs-zombies (gvz), goblout (degoblinade), gobz-heroes (gobz): say which\n"
    assert "goblins-vs-zombies.json" in runner.invoke(app, ["play", "gv", "status"]).stderr  # the start of a short name
    assert "no saved game" in runner.invoke(app, ["play", "GVZ", "status"]).stderr  # any case, like every name


def test_new_after_a_finished_game_needs_no_force(app, runner, tmp_path):
    save = tmp_path / "toss.json"
    runner.invoke(app, ["play", "toy", "new", "--seed", "3", "--save", str(save)])
    refused = runner.invoke(app, ["play", "toy", "new", "--seed", "4", "--save", str(save)])
    assert refused.exit_code == 1 and "use --force to replace it" in refused.stderr
    for player, pebble in [("goblin1", "rock"), ("goblin2", "stick")] * 2 + [("goblin1", "rock")]:
        thrown = runner.invoke(app, ["play", "toy", "throw", player, "--dice", "6,6", "--card", pebble, "--save", str(save)])
        assert thrown.exit_code == 0, thrown.output
    finished = save.read_bytes()
    again = runner.invoke(app, ["play", "toy", "new", "--seed", "4", "--save", str(save)])
    assert again.exit_code == 0, again.output
    assert save.with_name("toss.json.bak").read_bytes() == finished


def test_pnp_list_gives_every_component_its_real_size(app, runner):
    rows = {r["component"]: r for r in json.loads(runner.invoke(app, ["pnp", "list", "gobbledygook", "--json"]).output)}
    assert (rows["quick-reference"]["width_mm"], rows["quick-reference"]["height_mm"]) == (210.0, 297.0)
    assert all(r["width_mm"] > 0 and r["height_mm"] > 0 for r in rows.values())
    text = runner.invoke(app, ["pnp", "list", "gobbledygook", "--paper", "letter"]).output
    assert "gobbledygook/record-sheet: Record sheet (blank), 215.9 x 279.4 mm (a whole letter page), 1 copy, 1 page\n" in text


def test_status_gives_a_legend_and_the_next_step(app, runner, tmp_path):
    save = str(Path(tmp_path) / "g.json")
    runner.invoke(app, ["play", "gvz", "new", "--seed", "2", "--save", save])
    status = runner.invoke(app, ["play", "gvz", "status", "--save", save]).output.splitlines()
    assert status[-2].startswith("Legend: ▲ ground, ✈ flying, ◌ invisible; » Quick")
    assert status[-1] == ("Turn 1, AA: GOBLIN ARRIVAL (9 cards in hand, Gate 0/3). Your move: play a Goblin on your "
                          "Gate or done (the Zombies' turn).")


def test_a_logged_plan_is_not_printed_as_if_typed():
    from goblinkit.assistant.globbo.game import Globbo
    from goblinkit.assistant.terminal.play_cli import format_action

    assert format_action({"type": "ai", "plan": {"moves": [["Z3", "K12"]]}, "side": "kids"}, Globbo) == "ai"


def test_actions_are_printed_as_typed_never_as_key_value():
    from goblinkit.assistant.globbo.game import Globbo
    from goblinkit.assistant.gobbledygook.game import GobbledyGook
    from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
    from goblinkit.assistant.goblout.game import Goblout
    from goblinkit.assistant.gobz_heroes.game import GobzHeroes
    from goblinkit.assistant.terminal.play_cli import format_action

    shown = [format_action({"type": "act", "goblin": "g8", "targets": ["z3", "z4"]}, GoblinsVsZombies),
             format_action({"type": "play", "goblin": "ghost-lantern", "pay": ["a", "b"], "face_down": True},
                           GoblinsVsZombies),
             format_action({"type": "adjust", "zombie": "z2", "area": "village", "field": None}, GoblinsVsZombies),
             format_action({"type": "move", "moves": [["B4", "D1"], ["B3", ["D1", "E2"]]], "jumps": [], "gunk": []},
                           Globbo),
             format_action({"type": "attack", "target": "E5", "with": ["Z1", "S3"], "side": "kids"}, Globbo),
             format_action({"type": "place", "at": [["snagtooth", "3", "3"], ["B1", "4", "5"]]}, GobbledyGook),
             format_action({"type": "attack", "creature": "grub", "target": "hound1", "mode": "ranged", "sticks": 2,
                            "cover": False, "food": False}, GobbledyGook),
             format_action({"type": "play", "face": None, "deploy": ["warrior", "brute"],
                            "attack": {"bot2": ["all"]}, "zap": [{"card": "war-cry", "target": None, "picks": []}]},
                           Goblout),
             format_action({"type": "move", "player": "Green", "gob": "mog", "to": "C7", "combos": [],
                            "sub": None, "sub_combo": None}, GobzHeroes)]
    assert shown == ["act g8 --target z3 --target z4", "play ghost-lantern --pay 2 --face-down",
                     "move z2 village", "move B4:D1 B3:D1,E2", "attack E5 --with Z1,S3",
                     "place snagtooth 3 3 B1 4 5", "attack grub hound1 --ranged --sticks 2",
                     "play --deploy warrior,brute --attack bot2=all --zap war-cry", "move mog C7"]


def test_an_exact_id_wins_over_a_name_that_reads_the_same():
    from goblinkit.assistant.core.names import resolve

    assert resolve("g2", {"g1": ["G2"], "g2": ["Slingshot"]}, "Goblin") == "g2"


def test_save_given_before_the_command_is_the_commands_save(app, runner, tmp_path):
    """`play GAME --save FILE CMD` once used the default save for CMD: a `draw` could change another game."""
    save, other = tmp_path / "mine.json", tmp_path / "other.json"
    assert runner.invoke(app, ["play", "toy", "--save", str(save), "new", "--seed", "3"]).exit_code == 0
    assert save.exists()
    thrown = runner.invoke(app, ["play", "toy", "--save", str(save), "throw", "goblin1", "--dice", "6,6",
                                 "--card", "rock"])
    assert thrown.exit_code == 0, thrown.output
    assert len(json.loads(save.read_text())["log"]) == 1
    assert "no saved game at" in runner.invoke(app, ["play", "toy", "--save", str(save), "status", "--save",
                                                     str(other)]).stderr  # the command's own --save wins
