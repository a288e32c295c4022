"""kill -9 at any moment of a command that takes several steps leaves the save whole: as it was before
the command, or as the command finished it, never a part (issue 22: a Gob'z'Heroes `end` wrote the
player's action, then each rival's turn, and a kill between them kept only the first part).

Each command is run once uninterrupted on a copy (the games are seeded, so its result is known), then
again and again in a real process killed with SIGKILL at spread moments of its run.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

KILLS = 6

# A save made by `new`, then the command under test: each runs the player's action and the
# assistant's own steps after it (the rivals' turns, Globbo's side, the bots' turns).
CASES = {
    "gobz-end": (["gobz", "new", "--crew", "skritch,nagga,zapgit,grubnik", "--seed", "3"], ["gobz", "end"]),
    "globbo-end": (["globbo", "new", "--play", "kids", "--head", "L7", "--biters", "C4,C10,E10,F2,K13,O3",
                    "--seed", "11"], ["globbo", "ai", "--answer", "3 blips 3 yeasts"]),
    "goblout-play": (["goblout", "new", "--bots", "3", "--seed", "11", "--first", "you"], ["goblout", "draw"]),
}


def goblin(args: list[str], save: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen([str(Path(sys.executable).with_name("goblin")), "play", *args, "--save", str(save)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_killed_command_leaves_the_save_before_or_after_never_between(case, tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    make, command = CASES[case]
    save = tmp_path / "save.json"
    made = goblin(make, save, env)
    assert made.wait(timeout=300) == 0, made.stderr.read().decode() if made.stderr else ""
    before = save.read_bytes()
    started = time.monotonic()
    whole = goblin(command, save, env)
    assert whole.wait(timeout=300) == 0, whole.stderr.read().decode() if whole.stderr else ""
    took = time.monotonic() - started
    after = save.read_bytes()
    assert after != before, "the command under test changes the save"
    outcomes = set()
    kills = KILLS
    for kill in range(1, kills + 1):
        save.write_bytes(before)
        victim = goblin(command, save, env)
        time.sleep(took * kill / (kills + 1))
        victim.send_signal(signal.SIGKILL)
        victim.wait(timeout=60)
        now = save.read_bytes()
        assert now in (before, after), f"kill {kill} of {kills} left a save that is neither before nor after"
        outcomes.add("before" if now == before else "after")
    assert "before" in outcomes  # the kills did land inside the command's run
