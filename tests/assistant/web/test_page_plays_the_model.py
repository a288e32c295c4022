"""A page's move is played on the table model, never through a command line (issue 33: "no typer, no stdout
capture in goblin serve"): with every click/typer command made to fail and stdout watched, every game's page
still plays its listed moves, answers its questions and takes back a step."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.web.library import Library

GAMES = ("goblins-vs-zombies", "gobbledygook", "globbo", "gobz-heroes", "goblout")


@pytest.fixture
def no_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any click or typer command run, or any write to sys.stdout, fails the test."""
    try:
        from typer import _click as click  # type: ignore[attr-defined]
    except ImportError:  # pragma: no cover
        import click  # type: ignore[no-redef]

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("a page ran a command line")

    for name in ("main", "invoke"):
        monkeypatch.setattr(click.Command, name, refuse)

    class Watched:
        def write(self, text: str) -> int:
            raise AssertionError(f"a page printed {text!r}")

        def flush(self) -> None:
            pass

    monkeypatch.setattr(sys, "stdout", Watched())


def first_move(saves: Path, name: str) -> str:
    ref = Library(saves).find(name)
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    listed = [m for m in game.moves() if m.legal]
    return (next((m for m in listed if not m.main), None) or listed[0]).id


def do(client, name: str, body: dict) -> dict:  # noqa: ANN001
    seen = client.get(f"/s/{name}/version").json()["version"]
    return client.post(f"/s/{name}/do", json={"command": None, "answers": [], "seen": seen, **body}).json()


@pytest.mark.parametrize("name", GAMES)
def test_a_listed_move_answered_and_undone_without_a_command_line(client, saves: Path, name: str,  # noqa: ANN001
                                                                  no_command_line: None) -> None:
    before = (saves / f"{name}.json").read_bytes()
    if do(client, name, {})["status"] == "question" or name == "globbo":  # the assistant's side plays first
        answers: list[str] = []
        while (out := do(client, name, {"answers": answers}))["status"] == "question":
            answers = [*answers, out["question"]["options"][0]]
    move = first_move(saves, name)
    answers = []
    while (out := do(client, name, {"move": move, "answers": answers}))["status"] == "question":
        assert not any("--" in line for line in out["question"]["happened"])
        answers = [*answers, out["question"]["options"][0]]
    assert out["status"] == "done", out
    assert (saves / f"{name}.json").read_bytes() != before
    assert not any("`" in line or " --" in line for line in out["lines"]), out["lines"]
    undone = do(client, name, {"command": "undo"})
    assert undone["status"] == "done" and undone["lines"][0].startswith("Taken back: ")
