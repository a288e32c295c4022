"""Golden transcripts: seeded AI-vs-AI games of Globbo! written out line by line under tests/golden/.

Compared on every run; set GOLDEN_UPDATE=1 to write them anew on purpose (and read the diff)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from goblinkit.assistant.globbo.simulate import play_game

from tests.assistant.globbo.helpers import replayed_from_file

GOLDEN = Path(__file__).resolve().parents[2] / "golden"
GAMES = [("plain", [], True, 3), ("extras", ["gunk", "jumping", "scorch", "faster"], False, 5)]
ROUNDS = 6


def transcript(extras: list[str], walls: bool, seed: int, tmp_path: Path) -> str:
    """The game as played; its save, written to a file and replayed from it, tells it line for line."""
    played = play_game(seed, extras, walls, keep_lines=True, rounds=ROUNDS)
    assert replayed_from_file(played.save, tmp_path / "golden.json")[1] == played.lines
    header = (f"# Globbo!, seed {seed}, walls {'in' if walls else 'out'}, Extras: {', '.join(extras) or 'none'}; "
              f"both sides played by the assistant, first {ROUNDS} rounds\n")
    return header + "\n".join(played.lines) + "\n"


@pytest.mark.parametrize("name,extras,walls,seed", GAMES)
def test_golden_transcript(name, extras, walls, seed, tmp_path):
    path = GOLDEN / f"globbo-{name}-seed{seed}.txt"
    text = transcript(extras, walls, seed, tmp_path)
    if os.environ.get("GOLDEN_UPDATE") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: run the tests with GOLDEN_UPDATE=1 to write it"
    assert text == path.read_text(encoding="utf-8")
