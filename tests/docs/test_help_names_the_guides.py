"""`goblin --help`, each game's `--help` and the guided turn's `help` name the guide, and the guide exists."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.games import GAMES, load_builtin_games
from tests.docs.examples import ROOT

load_builtin_games()
SLUGS = sorted(slug for slug in GAMES if slug != "toy")


def flat(text: str) -> str:
    """Help text as one line: rich wraps it in a box at the terminal's width."""
    return " ".join(text.replace("│", " ").split())


def test_goblin_help_names_the_guides(app, runner):
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    assert ("Guides: docs/index.md in Goblin Kit's source (make docs builds the site); each game's: "
            "goblin play GAME --help.") in flat(result.output)
    assert (ROOT / "docs" / "index.md").exists()


@pytest.mark.parametrize("slug", SLUGS)
def test_each_games_help_names_its_guide(app, runner, slug):
    result = runner.invoke(app, ["play", slug, "--help"])
    assert result.exit_code == 0
    assert f"Guide: docs/players/{slug}.md in Goblin Kit's source (make docs builds the site)." in flat(result.output)
    assert (ROOT / "docs" / "players" / f"{slug}.md").exists()


def test_the_guided_turns_help_names_the_guide(app, runner, tmp_path):
    save = str(tmp_path / "g.json")
    assert runner.invoke(app, ["play", "globbo", "new", "--seed", "1", "--save", save]).exit_code == 0
    result = runner.invoke(app, ["play", "globbo", "--save", save], input="help\nquit\n")
    assert result.exit_code == 0, result.output
    assert "  Guide: docs/players/globbo.md in Goblin Kit's source (make docs builds the site)." in result.output.splitlines()
