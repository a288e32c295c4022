"""The mypyc build of Goblout's rules (assistant/native): used only while fresh, and the same games.

The compiled modules are built by `make test` (python -m goblinkit.assistant.native.build). Where
they could not be built (no C compiler) the tests that need them skip, saying so, unless
GOBLINKIT_REQUIRE_NATIVE=1 (CI) makes them fail.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from goblinkit.assistant import native
from goblinkit.assistant.native import build

PACKAGE = "goblinkit.assistant.goblout"
REQUIRED = os.environ.get(build.REQUIRE, "") not in ("", "0")


@pytest.fixture()
def fake(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """A package `fakepkg` whose native folder (under a fake sys.prefix) has a fresh manifest."""
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "prefix"))
    monkeypatch.delenv(native.PURE, raising=False)
    source = tmp_path / "src" / "rules.py"
    source.parent.mkdir()
    source.write_text("X = 1\n")
    home = native.home("fakepkg")
    home.mkdir(parents=True)
    manifest = {"cache_tag": sys.implementation.cache_tag, "modules": ["rules"],
                "sources": {str(source): native.digest(source)}}
    (home / native.MANIFEST).write_text(json.dumps(manifest))
    return source, home


def test_a_fresh_build_comes_first_on_the_package_path(fake: tuple[Path, Path]) -> None:
    source, home = fake
    assert native.accelerate("fakepkg", [str(source.parent)]) == [str(home), str(source.parent)]


def test_an_edited_source_runs_as_python(fake: tuple[Path, Path]) -> None:
    source, _ = fake
    source.write_text("X = 2\n")
    assert native.accelerate("fakepkg", [str(source.parent)]) == [str(source.parent)]
    source.unlink()  # a source gone (a moved checkout) is no better
    assert native.accelerate("fakepkg", [str(source.parent)]) == [str(source.parent)]


def test_another_interpreter_a_broken_manifest_or_pure_runs_as_python(fake: tuple[Path, Path],
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    source, home = fake
    path = [str(source.parent)]
    monkeypatch.setenv(native.PURE, "1")
    assert native.accelerate("fakepkg", path) == path
    monkeypatch.setenv(native.PURE, "0")
    assert native.accelerate("fakepkg", path) == [str(home), *path]
    manifest = json.loads((home / native.MANIFEST).read_text())
    (home / native.MANIFEST).write_text(json.dumps({**manifest, "cache_tag": "cpython-20"}))
    assert native.accelerate("fakepkg", path) == path
    (home / native.MANIFEST).write_text("{not json")
    assert native.accelerate("fakepkg", path) == path
    (home / native.MANIFEST).unlink()
    assert native.accelerate("fakepkg", path) == path


def test_the_manifest_covers_the_compiled_modules_and_what_they_import() -> None:
    found = {Path(p).relative_to(Path(p).parents[1]).as_posix() for p in build.sources(PACKAGE, ("flow",))}
    assert {"goblout/flow.py", "goblout/bots.py", "goblout/combat.py", "goblout/dice.py", "goblout/lightning.py",
            "goblout/turn.py", "goblout/choices.py", "goblout/state.py"} <= found
    assert "goblout/cli.py" not in found and "goblout/game.py" not in found


def test_a_failed_build_warns_and_goes_on_unless_required(monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    def broken(package: str, modules: tuple[str, ...], force: bool = False) -> str:
        raise RuntimeError(["no C compiler"])

    monkeypatch.setattr(build, "build", broken)
    monkeypatch.delenv(build.REQUIRE, raising=False)
    assert build.main([]) == 0
    assert "is not compiled, so it runs its Python sources" in capsys.readouterr().err
    monkeypatch.setenv(build.REQUIRE, "1")
    assert build.main([]) == 1
    monkeypatch.setenv(native.PURE, "")  # main() sets it for its own lookups


PLAY = """
import hashlib, json, sys
from goblinkit.assistant.native import compiled
from goblinkit.assistant.goblout.simulate import play_game, styles_for
digest = hashlib.sha256()
for players, variant in [(2, None), (3, "group-die"), (4, None), (4, "massacre"), (5, "sudden-death")]:
    for seed in range(40):
        game = play_game(players, variant, seed, styles_for(players, seed, None)).game
        digest.update(json.dumps([game.m.turn, game.m.winner, game.m.win_by, game.snapshot(reveal=True)],
                                 sort_keys=True, default=str).encode())
print(json.dumps({"compiled": compiled("goblinkit.assistant.goblout"), "games": digest.hexdigest()}))
"""


def _play(pure: bool) -> dict[str, object]:
    env = {**os.environ, native.PURE: "1" if pure else ""}
    done = subprocess.run([sys.executable, "-c", PLAY], env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_compiled_and_python_rules_play_the_very_same_games() -> None:
    """200 seeded bot games (2 to 5 players, every variant), to their last card: the same end."""
    fast, slow = _play(pure=False), _play(pure=True)
    if not fast["compiled"]:
        if REQUIRED:
            pytest.fail("the compiled Goblout rules are missing or stale: run python -m goblinkit.assistant.native.build")
        pytest.skip("Goblout's rules are not compiled here (no mypyc or no C compiler): nothing to compare")
    assert fast["compiled"] == sorted([*build.TARGETS[PACKAGE], "native__mypyc"])
    assert slow["compiled"] == []
    assert fast["games"] == slow["games"]
