"""`goblin play gvz status` against the floor: a bare typer app that loads the same JSON save and
prints a line, both as whole processes, in the same run (median of several).

Three figures: the status command on a cold cache (every run replays the save in full, as before
the cache existed), the same command answered from the cache (the usual case at the table: the
save has not changed since the last command), and the baseline. The goal (issue #10) is the warm
figure within 1.3x of the baseline.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPEATS = 9
BASELINE = '''
import json, sys
import typer
app = typer.Typer()
@app.command()
def status(save: str):
    data = json.loads(open(save, encoding="utf-8").read())
    print(f"{data['game']}: {len(data['log'])} actions, seed {data['seed']}")
app()
'''


def _goblin() -> str:
    found = Path(sys.executable).with_name("goblin")
    return str(found) if found.exists() else shutil.which("goblin") or "goblin"


def _time(args: list[str], env: dict[str, str]) -> float:
    samples = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        subprocess.run(args, env=env, check=True, stdout=subprocess.DEVNULL)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    work = Path(tempfile.mkdtemp(prefix="goblin-bench-"))
    try:
        env = {**os.environ, "XDG_DATA_HOME": str(work / "data"), "XDG_CACHE_HOME": str(work / "cache")}
        save = work / "gvz.json"
        goblin = _goblin()
        subprocess.run([goblin, "play", "gvz", "new", "--mode", "last-stand", "--seed", "7", "--save", str(save)],
                       env=env, check=True, stdout=subprocess.DEVNULL)
        for command in (["zombies", "--answer", "auto"], ["arrive"], ["sun"]):
            subprocess.run([goblin, "play", "gvz", *command, "--save", str(save)], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        script = work / "bare.py"
        script.write_text(BASELINE)
        status = [goblin, "play", "gvz", "status", "--save", str(save)]
        baseline = _time([sys.executable, str(script), str(save)], env)
        cold = _time(status, {**env, "GOBLINKIT_NO_CACHE": "1"})
        subprocess.run(status, env=env, check=True, stdout=subprocess.DEVNULL)  # records the answer
        warm = _time(status, env)
        print(f"bare typer app, load the save, print a line: {baseline * 1000:7.1f} ms   1.00x")
        print(f"goblin play gvz status, full replay:         {cold * 1000:7.1f} ms   {cold / baseline:.2f}x")
        print(f"goblin play gvz status, cached answer:       {warm * 1000:7.1f} ms   {warm / baseline:.2f}x"
              f"   (goal 1.30x: {'met' if warm / baseline <= 1.3 else 'NOT met'})")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
