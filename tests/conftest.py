"""Shared fixtures: the CLI with the Goblin Toss fixture game registered, and the demo content pack."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from goblinkit.assistant.games import GAMES, GameEntry, register

FIXTURES = Path(__file__).parent / "fixtures"
DEMO_PACK = FIXTURES / "packs" / "demo"


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
        yield build_app()
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
