"""`attack bot1 all` with no goblin in front of you says so (it said "name the goblins that attack (or all)"
to a player who had just typed all)."""

from __future__ import annotations


def dego(app, runner, save, *args):  # noqa: ANN001
    return runner.invoke(app, ["play", "goblout", *args, "--save", str(save)])


def test_attacking_with_all_of_nothing_says_deploy_first(app, runner, tmp_path):  # noqa: ANN001
    save = tmp_path / "goblout.json"
    assert dego(app, runner, save, "new", "--bots", "2", "--seed", "5", "--first", "you").exit_code == 0
    assert dego(app, runner, save, "draw", "--keep").exit_code == 0
    refused = dego(app, runner, save, "attack", "bot1", "all")
    assert refused.exit_code == 1
    assert refused.stderr == "Error: you have no goblin in front of you to attack with: deploy first\n"
