"""Memory bounds: under `ulimit -v` of 1 GiB, validating every corpus file, replaying every corpus
save, `goblin content validate` and every table command run without a MemoryError or a crash,
and the process never holds more than 200 MB."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]


@pytest.mark.skipif(sys.platform != "linux", reason="ulimit -v and ru_maxrss in KiB are Linux's")
def test_everything_runs_under_one_gibibyte_and_peaks_under_200_mb(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    proc = subprocess.run(["bash", "-c", f"ulimit -v {1024 * 1024} && exec {sys.executable} -m "
                           "tests.corpus.memory_probe"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads(proc.stdout)
    assert report["limit"] == 1024 ** 3
    crashes = [run for run in report["runs"] if run["exception"]]
    assert not crashes
    bad = [run for run in report["runs"] if run["label"].startswith(("content ", "save ")) and run["exit"] != 1
           and run["label"] != "content validate"]
    assert bad == [] or [run["label"] for run in bad] == ["content card-bigger-than-paper"]
    assert report["runs"][0] == {"label": "content validate", "exit": 0, "exception": None}
    assert report["peak_mb"] < 200, report["peak_mb"]
