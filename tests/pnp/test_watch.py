"""`goblin pnp watch GAME` (pnp/watch.py): builds, rebuilds when a file of the game is saved, tells the first
problem with its file:line, and stops on Ctrl-C with exit 130 and no traceback."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.watch import watch

PACK = Path(__file__).parent.parent / "fixtures" / "packs" / "designer"


def test_a_save_rebuilds_and_the_first_error_is_told_with_its_line(tmp_path):
    shutil.copytree(PACK, tmp_path / "pack")
    sheet = tmp_path / "pack" / "monsters" / "deck.csv"
    told: list[str] = []
    edits = iter([("Bog Bear,2,", "Bog Bear,two,"), ("Bog Bear,two,", "Bog Bear,2,"), None])

    def say(line: str) -> None:
        told.append(line)
        edit = next(edits)
        if edit:  # the designer saves again after each build
            sheet.write_text(sheet.read_text(encoding="utf-8").replace(*edit), encoding="utf-8")

    watch("monsters", str(tmp_path / "pack"), PrintOptions(), tmp_path / "out", say, interval=0.01, rounds=3)
    assert told == [f"built 3 files, 4 pages, into {tmp_path}/out/monsters",
                    f"error: {tmp_path}/pack/monsters/deck.csv:3:2: card 'bog-bear': count: expected an integer "
                    "from 1 to 500, got 'two'",
                    f"built 3 files, 4 pages, into {tmp_path}/out/monsters"]


def test_ctrl_c_stops_with_exit_130_and_no_traceback(tmp_path):
    goblin = Path(sys.executable).parent / "goblin"
    env = dict(os.environ, GOBLINKIT_NO_CACHE="1")
    proc = subprocess.Popen([str(goblin), "pnp", "watch", "monsters", "--content", str(PACK), "--out",
                             str(tmp_path / "out"), "--interval", "0.1"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while not (tmp_path / "out" / "monsters" / "monsters.pdf").exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(0.3)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, (out, err)
    assert "Traceback" not in out + err and err == ""
    assert out.startswith("Watching monsters (Ctrl-C stops)\nbuilt 3 files") and out.endswith("Stopped.\n")
