"""Every number option of `goblin play` is bounded (options.bounded), so no typo starts a run of centuries,
and a number is read from ASCII digits only, its error quoting a short excerpt of what was typed."""

from __future__ import annotations

from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from goblinkit.assistant.cli import build_app
from goblinkit.assistant.core.games import GAMES


def _commands(command: Any, path: list[str], ctx: Any) -> list[tuple[str, Any]]:
    if hasattr(command, "list_commands"):
        found = []
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None and not getattr(sub, "hidden", False):
                found += _commands(sub, path + [name], ctx)
        return found
    return [(" ".join(path), command)]


def number_params() -> list[tuple[str, Any]]:
    """(command path, parameter) for every int or float option and argument under `goblin play`."""
    root = typer.main.get_command(build_app())
    with typer.Context(root) as ctx:
        play = root.get_command(ctx, "play")
        commands = []
        for name, entry in GAMES.items():  # the games goblinkit ships (a test's fixture game is not one)
            if entry.module.startswith("goblinkit.assistant."):
                commands += _commands(play.get_command(ctx, name), ["play", name], ctx)
    return [(path, param) for path, command in commands for param in command.params
            if getattr(getattr(param, "type_descriptor", None), "annotation", None) in (int, float)]


def test_every_number_option_of_every_game_is_bounded():
    params = number_params()
    names = {(path, param.name) for path, param in params}
    # the walk reaches every game's lab and table commands
    for game in ("globbo", "goblout", "gobz-heroes", "goblins-vs-zombies"):
        for command, option in (("simulate", "games"), ("ladder", "iterations"), ("balance", "jobs"),
                                ("new", "think"), ("new", "seed")):
            assert (f"play {game} {command}", option) in names
    unbounded = [f"{path} {param.opts or param.name}" for path, param in params
                 if param.min is None or param.max is None]
    assert unbounded == []
    table_think = {path: param.max for path, param in params if param.name == "think" and path.endswith(" new")}
    assert set(table_think.values()) == {30.0}  # a player waits for each decision


@pytest.mark.parametrize("args, error", [
    (["play", "globbo", "ladder", "--iterations", "1000000000000"],
     "Error: --iterations: from 1 to 1,000,000 (got 1,000,000,000,000)\n"),
    (["play", "goblout", "ladder", "--games", "٣"],
     "Error: --games: expected a whole number from 1 to 1,000,000, got '٣'\n"),
    (["play", "gobz", "simulate", "--games", "３"],
     "Error: --games: expected a whole number from 1 to 1,000,000, got '３'\n"),
    (["play", "gvz", "simulate", "--seed", "+3"],
     "Error: --seed: expected a whole number from 0 to 999,999,999,999, got '+3'\n"),
    (["play", "globbo", "simulate", "--jobs", "65"], "Error: --jobs: from 1 to 64 (got 65)\n"),
    (["play", "globbo", "ladder", "--games", "9" * 5000],
     "Error: --games: expected a whole number from 1 to 1,000,000, got '99999999999999999999…'\n"),
    (["play", "globbo", "simulate", "--think", "601"], "Error: --think: from 0.001 to 600 (got 601)\n"),
    (["play", "globbo", "new", "--play", "kids", "--skill", "hard", "--think", "600", "--seed", "3"],
     "Error: --think: from 0.001 to 30 (got 600); a player waits for every decision (simulate and ladder "
     "allow up to 600)\n"),
])
def test_out_of_bounds_and_foreign_digits_are_refused_in_one_line(args, error, tmp_path):
    result = CliRunner().invoke(build_app(), [*args, "--save", str(tmp_path / "s.json")] if "new" in args else args)
    assert (result.exit_code, result.output) == (1, error)
    assert not (tmp_path / "s.json").exists()


def test_a_saved_setup_thinking_minutes_a_decision_is_refused(tmp_path):
    import json

    save = tmp_path / "g.json"
    runner, app = CliRunner(), build_app()
    made = runner.invoke(app, ["play", "globbo", "new", "--play", "kids", "--skill", "hard", "--think", "30",
                               "--seed", "3", "--save", str(save)])
    assert made.exit_code == 0, made.output
    data = json.loads(save.read_text())
    data["setup"]["think"] = 600
    save.write_text(json.dumps(data))
    before = save.read_bytes()
    result = runner.invoke(app, ["play", "globbo", "ai", "--save", str(save)])
    assert result.exit_code == 1
    assert "setup.think: expected seconds from 0.001 to 30, got 600" in result.output
    assert save.read_bytes() == before
