"""The malformed-input corpus: every file is refused with a clean, located error and exit 1.

content/*.yaml stand in for a pack's cards.yaml; saves/*.json for a Goblin Toss save. Regenerate
them on purpose with `python -m tests.corpus.make_corpus`.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.corpus.make_corpus import GOOD

HERE = Path(__file__).parent
CONTENT = sorted((HERE / "content").glob("*.yaml"))
SAVES = sorted((HERE / "saves").glob("*.json"))
LOCATED = re.compile(r"^pack/demo2/cards\.yaml:\d+:\d+: \S")
GAME = "id: demo2\nname: Demo Two\n"


def make_pack(root: Path, cards: bytes) -> Path:
    game = root / "pack" / "demo2"
    game.mkdir(parents=True)
    (game / "game.yaml").write_text(GAME, encoding="utf-8")
    (game / "cards.yaml").write_bytes(cards)
    return root / "pack"


def test_the_corpus_is_big_enough():
    assert len(CONTENT) >= 40 and len(SAVES) >= 40


@pytest.mark.parametrize("case", CONTENT, ids=lambda p: p.stem)
def test_bad_content_is_refused_with_its_place(case, app, runner, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    make_pack(tmp_path, case.read_bytes())
    refused = []
    for args in (["content", "validate", "--content", "pack"],  # validate runs the build's checks: the same lines
                 ["pnp", "build", "demo2", "--content", "pack", "--out", str(tmp_path / "o")]):
        result = runner.invoke(app, args)
        assert result.exit_code == 1, result.output
        assert result.exception is None or isinstance(result.exception, SystemExit)
        lines = result.stderr.splitlines()
        assert lines and all(LOCATED.match(line) for line in lines[:-1]), result.stderr
        assert re.fullmatch(r"Error: \d+ problems? in the content", lines[-1]), result.stderr
        assert "Traceback" not in result.output
        refused.append(result.stderr)
    assert refused[0] == refused[1]


def test_the_good_save_replays(app, runner, tmp_path):
    path = tmp_path / "good.json"
    path.write_text(GOOD)
    result = runner.invoke(app, ["play", "toy", "status", "--save", str(path)])
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("case", SAVES, ids=lambda p: p.stem)
def test_bad_save_is_refused_and_left_alone(case, app, runner, tmp_path):
    path = tmp_path / "s.json"
    path.write_bytes(case.read_bytes())
    for command in (["status"], ["undo"], ["throw", "goblin1"]):
        result = runner.invoke(app, ["play", "toy", *command, "--save", str(path)])
        assert result.exit_code == 1, (command, result.output)
        assert result.exception is None or isinstance(result.exception, SystemExit), (command, result.exception)
        assert result.stderr.startswith("Error: ") and str(path) in result.stderr, (command, result.stderr)
        assert len(result.stderr.splitlines()) == 1
        assert path.read_bytes() == case.read_bytes()  # a refusing command writes nothing
