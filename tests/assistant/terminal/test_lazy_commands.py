"""Commands are built when asked for: a table command builds one command of one game, and help
still shows every command, in order, exactly as typer's own eager build does."""

from __future__ import annotations

import typer
from typer.testing import CliRunner

from goblinkit.assistant.cli import build_app
from goblinkit.assistant.terminal.lazy_commands import lazy_app


def test_one_command_is_built_of_a_game_and_help_is_unchanged():
    from goblinkit.assistant.gobbledygook.cli import app

    lazy, eager = lazy_app(app), typer.main.get_command(app)
    names = eager.list_commands(None)
    assert lazy.list_commands(None) == names and "place" in names and "brood" in names
    assert lazy.get_command(None, "place").name == "place"
    assert set(lazy.commands) == {"place"}  # the other commands are not built
    assert lazy.get_command(None, "nonsense") is None
    with typer.Context(lazy, info_name="gg") as lazy_ctx, typer.Context(eager, info_name="gg") as eager_ctx:
        assert lazy.get_help(lazy_ctx) == eager.get_help(eager_ctx)
    assert set(lazy.commands) == set(names)


def test_the_root_lists_serve_and_pnp_in_place_and_runs_them():
    runner = CliRunner()
    out = runner.invoke(build_app(), ["--help"]).output
    assert [line.split()[1] for line in out.splitlines() if line.startswith("│ ") and line.split()[1] in
            ("serve", "content", "pnp", "play")] == ["serve", "content", "pnp", "play"]
    listed = runner.invoke(build_app(), ["pnp", "list", "goblout"])
    assert listed.exit_code == 0 and "cards" in listed.output


def test_a_mistyped_command_is_told_the_close_ones_built_or_not():
    runner = CliRunner()
    assert "No such command 'plcae'. Did you mean 'place'?" in runner.invoke(build_app(), ["play", "gg", "plcae"]).output
    assert "No such command 'biuld'. Did you mean 'build'?" in runner.invoke(build_app(), ["pnp", "biuld"]).output
