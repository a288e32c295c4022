"""Shared fixtures: the CLI with the Goblin Toss fixture game registered, and the demo content pack."""

from __future__ import annotations

from pathlib import Path

import pytest
import typer.testing
from typer.testing import CliRunner

from goblinkit.assistant.core.games import GAMES, GameEntry, register

FIXTURES = Path(__file__).parent / "fixtures"
DEMO_PACK = FIXTURES / "packs" / "demo"


# typer turns the app into a click command on every CliRunner.invoke (about 0.1 s for the whole
# `goblin` tree); the session's app never changes, so it is turned once.
_real_get_command = typer.testing._get_command
_built: dict[int, tuple[object, object]] = {}


def _get_command_once(app):  # noqa: ANN001, ANN202
    held = _built.get(id(app))
    return held[1] if held and held[0] is app else _real_get_command(app)


typer.testing._get_command = _get_command_once


@pytest.fixture(scope="session", autouse=True)
def own_cache_folder(tmp_path_factory):
    """Content and command caches go to a folder of the test run, never the user's."""
    import os

    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("cache"))
    yield


@pytest.fixture(scope="session")
def app():
    from goblinkit.assistant.cli import build_app

    register(GameEntry("toy", "Goblin Toss", "tests.fixtures.toy_game", aliases=("tt",)))
    try:
        app = build_app()
        _built[id(app)] = (app, _real_get_command(app))
        yield app
    finally:
        GAMES.pop("toy", None)


@pytest.fixture
def runner(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv("GOBLINKIT_CONTENT", raising=False)
    return CliRunner()


@pytest.fixture
def demo_pack() -> Path:
    return DEMO_PACK
