"""Globbo!: the opponents' thinking time per turn and AI-vs-AI games per CPU second, at easy and
normal, against the same seeded games played by the bots before they were made faster (commit
BEFORE, checked out from git history into a temporary folder and run in a process of its own in
the same run): the speed-up is the ratio of the two, the same games and decisions (easy's are
pinned by tests/assistant/globbo/test_easy_unchanged.py), so the machine's speed cancels out."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GAMES = 4
ROUNDS = 20
BEFORE = "50d87f7"  # main before geometry.py's tables and the faster reachable
ROOT = Path(__file__).resolve().parents[1]


def measure(skill: str) -> dict[str, float]:
    """CPU seconds for GAMES seeded games at `skill` on both sides, and Globbo's mean move search."""
    from goblinkit.assistant.globbo import bots
    from goblinkit.assistant.globbo.simulate import play_game

    play_game(0, rounds=2)  # warm up: content, geometry caches, imports
    searches: list[float] = []
    decide = bots.decide

    def timed(game, kids_moved=False, careful=False):  # noqa: ANN001, ANN202
        start = time.process_time()
        act = decide(game, kids_moved, careful)
        if game.turn.phase == "globbo-move" and act["type"] == "move":
            searches.append(time.process_time() - start)
        return act

    bots.decide = timed
    try:
        start = time.process_time()
        for seed in range(1, GAMES + 1):
            play_game(seed, rounds=ROUNDS, skills={"globbo": skill, "kids": skill})
        seconds = time.process_time() - start
    finally:
        bots.decide = decide
    return {"game": seconds / GAMES, "search": sum(searches) / max(1, len(searches)), "worst": max(searches, default=0.0)}


def measure_before(skill: str, folder: Path) -> dict[str, float] | None:
    """The same measure on the bots of commit BEFORE (None when git cannot give them)."""
    package = folder / "goblinkit"
    if not package.exists():
        package.mkdir(parents=True)
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", BEFORE, "assistant", "content", "templates", "pnp"],
                                 capture_output=True, check=False)
        if archive.returncode:
            return None
        subprocess.run(["tar", "-x", "-C", str(package)], input=archive.stdout, check=True)
    out = subprocess.run([sys.executable, __file__, "--measure", skill], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(folder), "PATH": "/usr/bin:/bin"}, cwd=folder)
    return json.loads(out.stdout)


def main() -> None:
    print(f"Globbo!, {GAMES} AI-vs-AI games a skill (at most {ROUNDS} rounds, walls in), both sides at one skill; "
          f"CPU seconds, now against commit {BEFORE}")
    with tempfile.TemporaryDirectory() as tmp:
        for skill in ("easy", "normal"):
            now = measure(skill)
            before = measure_before(skill, Path(tmp))
            print(f"  {skill:<6} now   : {now['game']:6.2f} s a game, Globbo's move search {now['search']:.3f} s "
                  f"(worst {now['worst']:.3f} s)")
            if before is None:
                print(f"  {skill:<6} before: commit {BEFORE} not in this checkout's history: no ratio")
                continue
            print(f"  {skill:<6} before: {before['game']:6.2f} s a game, Globbo's move search {before['search']:.3f} s "
                  f"(worst {before['worst']:.3f} s)")
            print(f"  {skill:<6} speed-up: {before['game'] / now['game']:.2f}x a game, "
                  f"{before['search'] / now['search']:.2f}x a Globbo move search")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--measure"]:
        print(json.dumps(measure(sys.argv[2])))
    else:
        main()
