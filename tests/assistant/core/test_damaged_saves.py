"""A refused command writes nothing: every command of every game, on a corpus of damaged saves.

Each game's save is made by real commands, then damaged as a careless hand-edit or a bad disk would
(issue 22: seed changed, an unknown action inserted, an extra answer, an unknown scenario, a changed
roll, a setup that lost its players...). Every command that reads the save must refuse with one clear
line and exit 1, and the file must keep its bytes exactly: the shared session loads, replays and
checks before it writes, so no game's command can get the order wrong.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
import pytest
import typer

from goblinkit.assistant.core.games import GAMES

# How each game's good save is made: the commands after `play GAME` (each gets `--save FILE`).
MAKE: dict[str, list[list[str]]] = {
    "goblins-vs-zombies": [["new", "--mode", "last-stand", "--seed", "4"], ["play", "slingshot", "--pay", "2"],
                           ["zombies"], ["arrive"]],
    "gobbledygook": [["new", "--scenario", "night-watch", "--brood", "{brood}", "--seed", "3"],
                     ["reveal", "B2", "--by", "grub", "--card", "trap"],
                     ["roll", "rescue", "snagtooth", "--target", "grub", "--dice", "5,1"]],
    "globbo": [["new", "--play", "kids", "--head", "L7", "--biters", "C4,C10,E10,F2,K13,O3", "--seed", "11"],
               ["ai", "--answer", "3 blips 3 yeasts"]],
    "gobz-heroes": [["new", "--crew", "skritch,nagga,zapgit,grubnik", "--seed", "3"], ["move", "skritch", "E10"],
                    ["end"]],
    "goblout": [["new", "--bots", "2", "--seed", "11", "--first", "you"], ["draw"]],
}

# Each command's required arguments (plausible ones: the save's damage must be what refuses them).
ARGS: dict[str, list[str]] = {
    "globbo attack": ["E5", "--with", "B1"], "globbo build": ["slap:E5"], "globbo scorch": ["E5"],
    "globbo check": ["B1:E5"], "globbo move": ["B1:C5"], "globbo odds": ["--with", "B1", "--target", "E5"],
    "gobbledygook new": [], "gobbledygook reveal": ["b1", "--by", "snagtooth"],
    "gobbledygook attack": ["snagtooth", "hunter1"], "gobbledygook loot": ["snagtooth", "b1"],
    "gobbledygook prank": ["snagtooth", "hunter1"], "gobbledygook roll": ["hide", "snagtooth"],
    "gobbledygook set": ["snagtooth", "hidden"], "gobbledygook bomb": ["snagtooth", "hunter1"],
    "gobbledygook scry": ["snagtooth", "b1"], "gobbledygook enter": ["snagtooth", "house"],
    "gobbledygook place": ["snagtooth", "1", "1"], "gobbledygook item": ["snagtooth", "rope"],
    "gobbledygook move": ["snagtooth", "1,1"],
    "goblins-vs-zombies play": ["slingshot"], "goblins-vs-zombies destroy": ["g1"],
    "goblins-vs-zombies give": ["BB"], "goblins-vs-zombies act": ["g1"], "goblins-vs-zombies damage": ["z1"],
    "goblins-vs-zombies slow": ["z1"], "goblins-vs-zombies flip": ["z1"], "goblins-vs-zombies move": ["z1", "trees"],
    "goblout zap": ["goblin-bomb"], "goblout deploy": ["brute"], "goblout attack": ["bot1", "all"],
    "goblout face": ["3"],
    "gobz-heroes move": ["skritch", "E10"], "gobz-heroes attack": ["skritch", "nagga"],
    "gobz-heroes shoot": ["skritch", "nagga"], "gobz-heroes backup": ["skritch"],
    "gobz-heroes substitute": ["skritch", "mog", "--combo", "x"], "gobz-heroes combo": ["second-wind"],
    "gobz-heroes los": ["E10", "E1"], "gobz-heroes reach": ["skritch"], "gobz-heroes odds": ["skritch", "nagga"],
}
NOT_ON_A_SAVE = {"new", "simulate", "ladder", "balance", "odds", "brood"}  # make a save or never read one (gg's odds is a table)


def _first_roll(data: dict[str, Any]) -> dict[str, Any] | None:
    for entry in [data["start"], *data["log"]]:
        for outcome in entry.get("chance") or []:
            if outcome["kind"] == "roll" and outcome["source"] == "rng":
                return outcome
    return None


def _change_roll(data: dict[str, Any]) -> bool:
    roll = _first_roll(data)
    if roll is None:
        return False
    roll["values"][0] = roll["values"][0] % roll["sides"] + 1
    return True


def _damages() -> dict[str, Callable[[dict[str, Any]], bool]]:
    """Each damage edits the save's data in place and says whether it applies to this save."""
    def setup_value(key: str, value: Any) -> Callable[[dict[str, Any]], bool]:
        def edit(data: dict[str, Any]) -> bool:
            if key not in data["setup"]:
                return False
            data["setup"][key] = value
            return True
        return edit

    def drop_setup(key: str) -> Callable[[dict[str, Any]], bool]:
        return lambda data: data["setup"].pop(key, None) is not None

    return {
        "seed-changed": lambda d: bool(d.update(seed=d["seed"] + 1)) or _first_roll(d) is not None,
        "unknown-action-inserted": lambda d: bool(d["log"].insert(0, {"action": {"type": "teleport"}, "chance": [],
                                                                     "answers": []})) or True,
        "extra-answer": lambda d: bool(d["log"][-1]["answers"].append("no")) or True,
        "roll-changed": _change_roll,
        "entry-chance-dropped": lambda d: any(e["chance"] for e in d["log"])
        and not next(e for e in d["log"] if e["chance"])["chance"].clear(),
        "last-action-type-unknown": lambda d: bool(d["log"][-1]["action"].update(type="juggle")) or True,
        "players-empty": setup_value("players", []),
        "players-missing": drop_setup("players"),
        "scenario-unknown": setup_value("scenario", "moon-landing"),
        "mode-unknown": setup_value("mode", "chaos"),
        "play-chaos": setup_value("play", "chaos"),
        "play-missing": drop_setup("play"),
        "broods-empty": setup_value("broods", []),
        "board-unknown": setup_value("board", "moon"),
        "humans-out-of-range": setup_value("humans", [7]),
        "styles-unknown": setup_value("styles", {"bot1": "sneaky"}),
        "setup-foreign-key": lambda d: bool(d["setup"].update(cheat=True)) or True,
        "log-not-a-list": lambda d: bool(d.update(log={"0": d["log"]})) or True,
        "foreign-game": lambda d: bool(d.update(game="chess")) or True,
    }


def _commands(slug: str) -> list[list[str]]:
    group = typer.main.get_command(GAMES[slug].app())
    ctx = click.Context(group)
    found = []
    for name in group.list_commands(ctx):
        if name in NOT_ON_A_SAVE:
            continue
        found.append([name, *ARGS.get(f"{slug} {name}", [])])
    return found


def _make_save(app: Any, runner: Any, slug: str, folder: Path) -> bytes:
    save = folder / f"{slug}.json"
    brood = folder / "muck.yaml"
    if slug == "gobbledygook":
        for args in (["brood", "new", str(brood), "--name", "Muck Lurkers", "--breed", "goblins"],
                     ["brood", "buy", str(brood), "leader", "Snagtooth"],
                     ["brood", "buy", str(brood), "minion", "Grub"]):
            assert runner.invoke(app, ["play", "gg", *args]).exit_code == 0
    for step in MAKE[slug]:
        args = [a.replace("{brood}", str(brood)) for a in step]
        result = runner.invoke(app, ["play", slug, *args, "--save", str(save)])
        assert result.exit_code == 0, (slug, args, result.output)
    return save.read_bytes()


@pytest.mark.parametrize("slug", sorted(MAKE))
def test_every_command_refuses_a_damaged_save_and_writes_nothing(app, runner, tmp_path, slug):
    good = json.loads(_make_save(app, runner, slug, tmp_path))
    assert good["log"], "the good save holds actions to damage"
    commands = _commands(slug)
    assert len(commands) >= 8
    tried = 0
    for damage, edit in _damages().items():
        data = copy.deepcopy(good)
        if not edit(data):
            continue
        path = tmp_path / f"damaged-{damage}.json"
        path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
        before = path.read_bytes()
        for command in commands:
            result = runner.invoke(app, ["play", slug, *command, "--save", str(path)], input="")
            where = (slug, damage, command)
            assert path.read_bytes() == before, where
            if command == ["turn"]:  # the guided turn says so and waits for `new`; at the end of input it stops
                assert "Error: save" in result.output and "cannot be played on" in result.output, where
                continue
            assert result.exit_code == 1, (*where, result.output)
            assert result.exception is None or isinstance(result.exception, SystemExit), (*where, result.exception)
            assert result.stderr.startswith("Error: ") and "Traceback" not in result.output, (*where, result.output)
            assert path.read_bytes() == before, where
        tried += 1
    assert tried >= 8, f"only {tried} damages apply to {slug}'s save"
