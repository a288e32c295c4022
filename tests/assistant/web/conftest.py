"""Fixtures for `goblin serve`: a saves folder with a game of each of the five, made by the CLI, and
a real server on a free port (for the load test and the browser tests)."""

from __future__ import annotations

import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import warnings

import pytest
from typer.testing import CliRunner

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # starlette 1.x would rather drive httpx2; httpx works the same
    from starlette.testclient import TestClient

NEW_GAMES = {
    "goblins-vs-zombies": [["play", "gvz", "new", "--mode", "last-stand", "--seed", "1"]],
    "gobbledygook": [["play", "gg", "brood", "new", "{dir}/muck.yaml", "--name", "Muck Lurkers", "--breed", "goblins"],
                     ["play", "gg", "brood", "buy", "{dir}/muck.yaml", "leader", "Snagtooth"],
                     ["play", "gg", "new", "--scenario", "night-watch", "--brood", "{dir}/muck.yaml", "--seed", "2"]],
    "globbo": [["play", "globbo", "new", "--play", "kids", "--walls", "--seed", "3"]],
    "gobz-heroes": [["play", "gobz", "new", "--crew", "nagga,skritch,zapgit,grubnik", "--seed", "4"]],
    "goblout": [["play", "goblout", "new", "--bots", "2", "--seed", "5"]],
}


@pytest.fixture(scope="session")
def saves_template(app, tmp_path_factory) -> Path:  # noqa: ANN001 -- the CLI fixture of tests/conftest.py
    folder = tmp_path_factory.mktemp("serve-saves")
    work = tmp_path_factory.mktemp("serve-work")
    runner = CliRunner()
    for name, commands in NEW_GAMES.items():
        for command in commands:
            args = [a.replace("{dir}", str(work)) for a in command]
            if args[2] == "new":
                args += ["--save", str(folder / f"{name}.json")]
            result = runner.invoke(app, args)
            assert result.exit_code == 0, (args, result.output)
    return folder


@pytest.fixture
def saves(saves_template: Path, tmp_path: Path) -> Path:
    """A fresh copy of the five saves for one test."""
    folder = tmp_path / "saves"
    shutil.copytree(saves_template, folder)
    return folder


@pytest.fixture
def client(saves: Path):  # noqa: ANN201
    from goblinkit.assistant.web.app import create_app

    with TestClient(create_app(saves), base_url="http://127.0.0.1") as test_client:
        yield test_client


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def served(saves: Path) -> Iterator[tuple[str, object]]:
    """`goblin serve`'s app on a real uvicorn server in a thread: its base URL and the uvicorn.Server
    (whose server_state shows the open connections and tasks)."""
    yield from _serve(saves, None)


@pytest.fixture
def server(served: tuple[str, object]) -> str:
    """The base URL of `served`."""
    return served[0]


@pytest.fixture
def lan_server(saves: Path) -> Iterator[str]:
    """The same with `--lan`'s token, "s3cret" (still on 127.0.0.1 for the test)."""
    for base, _ in _serve(saves, "s3cret"):
        yield base


def _serve(saves: Path, token: str | None) -> Iterator[tuple[str, object]]:
    import uvicorn

    from goblinkit.assistant.web.app import create_app

    port = free_port()
    app = create_app(saves, token)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                            timeout_graceful_shutdown=1)
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}", running
    finally:
        app.stopping.set()
        running.should_exit = True
        thread.join(10)
