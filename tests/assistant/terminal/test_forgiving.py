"""What a player types without thinking: names of several words unquoted, command words in any
case; help that reads as sentences and shows flags as flags; a pipe closed early is no error."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def _gvz(app, runner, save, *args):  # noqa: ANN001, ANN202
    return runner.invoke(app, ["play", "gvz", *args, "--save", save])


def test_a_name_of_several_words_needs_no_quotes_and_a_command_word_any_case(app, runner, tmp_path):
    save = str(tmp_path / "g.json")
    _gvz(app, runner, save, "new", "--seed", "7")
    played = _gvz(app, runner, save, "play", "ghost", "lantern")
    assert played.exit_code == 0 and played.output == "AA plays g1 Ghost Lantern and discards 2 cards.\n"
    shouted = _gvz(app, runner, save, "PLAY", "Slingshot", "--pay", "2")
    assert shouted.output == "AA plays g2 Slingshot and discards 2 cards.\n"
    destroyed = _gvz(app, runner, save, "destroy", "Ghost", "Lantern")
    assert destroyed.exit_code == 0 and destroyed.output == "AA destroys a Goblin:\n  g1 Ghost Lantern is destroyed.\n"
    log = _gvz(app, runner, save, "log").output.splitlines()
    assert [line for line in log if line[:1].isdigit()] == [
        "0. new", "1. play ghost-lantern --pay 2", "2. play slingshot --pay 2", "3. destroy g1"]


def test_words_beyond_the_arguments_join_only_the_one_name_argument():
    from goblinkit.assistant.terminal.forgiving import join_name_words
    from goblinkit.assistant.goblins_vs_zombies.cli import app
    import typer

    group = typer.main.get_command(app)
    damage, move = group.get_command(None, "damage"), group.get_command(None, "move")
    assert join_name_words(damage, ["basic", "zombie", "2", "--by", "g1 x"]) == ["basic zombie", "2", "--by", "g1 x"]
    assert join_name_words(damage, ["--by", "g1", "z3"]) == ["--by", "g1", "z3"]
    assert join_name_words(move, ["basic", "zombie", "village"]) == ["basic", "zombie", "village"]  # two names: as typed


def test_help_lists_each_command_once_in_sentences_and_flags_without_a_type(app, runner):
    listing = runner.invoke(app, ["play", "gobz", "--help"], terminal_width=200).output
    assert listing.count("│ undo ") == 1
    assert "deployment; rivals play if first." in listing
    for args in (["--help"], ["play", "gvz", "play", "--help"], ["play", "gg", "attack", "--help"]):
        shown = runner.invoke(app, args, terminal_width=200).output
        assert "--help" in shown and "<bool>" not in shown, args
    assert "record-sheet, export" in runner.invoke(app, ["pnp", "--help"], terminal_width=200).output


def test_a_reader_that_stops_early_is_no_error(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    goblin = Path(sys.executable).parent / "goblin"
    subprocess.run([str(goblin), "play", "gvz", "new", "--seed", "2"], env=env, check=True, capture_output=True)
    for _ in range(2):  # run in full, then answered from the cache
        piped = subprocess.run(f"'{goblin}' play gvz status | head -1", shell=True, env=env, capture_output=True,
                               text=True)
        assert piped.stdout.startswith("Goblins vs Zombies") and piped.stderr == ""
