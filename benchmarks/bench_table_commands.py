"""Table commands against the floor: a bare typer app that loads the same JSON save and prints a
line, as whole processes, in the same run (median of several).

GvZ `status`: on a cold cache (every run replays the save in full, as before the caches existed)
and answered from the command cache (the usual case: the save has not changed since the last
command). GobbledyGook!: the commands a player types in turn on a save six rounds in (place,
status, set, log, undo, undo), each on the save the previous one left. As at a real table, the
state cache holds only the state the last command replayed (the caches of commands and states are
emptied before each round of the sequence, and one `status` run on the starting save), so a
command after an action replays that action; then the same sequence with no caches at all.
The goal (issue #10): within 1.3x of the floor. Both the wall clock and the CPU time of each
process are shown; the verdict reads the CPU time, which other work on a shared machine disturbs
less. Python's bytecode files are written on a first run, as for an installed tool.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REPEATS = 9
GOAL = 1.3
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
GG_SEQUENCE = (["place", "grub", "31", "3"], ["status"], ["set", "bruiser", "spotted"], ["log"], ["undo"], ["undo"])
LABELS = ("place grub 31 3", "status", "set bruiser spotted", "log", "undo", "undo (again)")


def _goblin() -> str:
    found = Path(sys.executable).with_name("goblin")
    return str(found) if found.exists() else shutil.which("goblin") or "goblin"


def _run(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall, CPU) seconds of one process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(args, env=env, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _median(samples: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples)


def _time(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    return _median([_run(args, env) for _ in range(REPEATS)])


def _gg_save(path: Path) -> None:
    """A Night Watch game six rounds in: figures placed, every blip revealed, six Humans turns."""
    sys.path.insert(0, str(ROOT))
    from goblinkit.assistant.core.saves import write_save
    from tests.assistant.gg.helpers import play_scripted

    _, save, _ = play_scripted("night-watch", 3, rounds=6, positions=[["snagtooth", 10, 10], ["grub", 30, 2.5]])
    write_save(path, save)


def _gg_sequence(goblin: str, base: Path, save: Path, env: dict[str, str],
                 floor: list[str]) -> dict[str, tuple[float, float]]:
    """Median (wall, CPU) of each command of the sequence, each run on the save the previous left, and
    of the floor, run once in each round: a machine that speeds up or slows down meanwhile moves both."""
    samples: dict[str, list[tuple[float, float]]] = {label: [] for label in (*LABELS, "floor")}
    cache = Path(env["XDG_CACHE_HOME"]) / "goblinkit"
    for _ in range(REPEATS):
        samples["floor"].append(_run(floor, env))
        shutil.copy(base, save)
        for kept in ("states", "commands"):
            shutil.rmtree(cache / kept, ignore_errors=True)
        subprocess.run([goblin, "play", "gg", "status", "--save", str(save)], env=env, check=True,
                       stdout=subprocess.DEVNULL)  # the command before: it leaves the starting save's state
        for label, command in zip(LABELS, GG_SEQUENCE):
            samples[label].append(_run([goblin, "play", "gg", *command, "--save", str(save)], env))
    return {label: _median(runs) for label, runs in samples.items()}


def _line(label: str, figure: tuple[float, float], floor: tuple[float, float], goal: bool = False) -> str:
    wall, cpu = figure
    text = f"{label:<50} {wall * 1000:7.1f} ms {wall / floor[0]:5.2f}x   CPU {cpu * 1000:6.1f} ms {cpu / floor[1]:5.2f}x"
    return text + (f"   (goal {GOAL:.2f}x: {'met' if cpu / floor[1] <= GOAL else 'NOT met'})" if goal else "")


def main() -> None:
    work = Path(tempfile.mkdtemp(prefix="goblin-bench-"))
    try:
        env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
        env.update({"XDG_DATA_HOME": str(work / "data"), "XDG_CACHE_HOME": str(work / "cache")})
        cold_env = {**env, "GOBLINKIT_NO_CACHE": "1"}
        goblin = _goblin()
        save = work / "gvz.json"
        subprocess.run([goblin, "play", "gvz", "new", "--mode", "last-stand", "--seed", "7", "--save", str(save)],
                       env=env, check=True, stdout=subprocess.DEVNULL)
        for command in (["zombies", "--answer", "auto"], ["arrive"], ["sun"]):
            subprocess.run([goblin, "play", "gvz", *command, "--save", str(save)], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        script = work / "bare.py"
        script.write_text(BASELINE)
        status = [goblin, "play", "gvz", "status", "--save", str(save)]
        floor = _time([sys.executable, str(script), str(save)], env)
        cold = _time(status, cold_env)
        subprocess.run(status, env=env, check=True, stdout=subprocess.DEVNULL)  # records the answer
        warm = _time(status, env)
        print(_line("bare typer app, load the save, print a line", floor, floor))
        print(_line("goblin play gvz status, full replay", cold, floor))
        print(_line("goblin play gvz status, cached answer", warm, floor, goal=True))

        base, gg = work / "gg-base.json", work / "gg.json"
        _gg_save(base)
        shutil.copy(base, gg)
        for command in GG_SEQUENCE:  # writes the bytecode and the content caches, as a first command would
            subprocess.run([goblin, "play", "gg", *command, "--save", str(gg)], env=env, check=True,
                           stdout=subprocess.DEVNULL)
        bare = [sys.executable, str(script), str(base)]
        cached = _gg_sequence(goblin, base, gg, env, bare)
        uncached = _gg_sequence(goblin, base, gg, cold_env, bare)
        floor = cached.pop("floor")  # the floor of the rounds with the caches (the rounds without keep theirs)
        cold_floor = uncached.pop("floor")
        print(f"GobbledyGook! on a {len(json.loads(base.read_text())['log'])}-action save, "
              "each command on the save the one before left (the floor run once a round):")
        print(_line("  bare typer app, in the same rounds", floor, floor))
        for name, figure in cached.items():
            print(_line(f"  goblin play gg {name}", figure, floor))
        mean = lambda figures: tuple(statistics.mean(f[i] for f in figures.values()) for i in (0, 1))  # noqa: E731
        print(_line("  average, no caches (validates the YAML, replays)", mean(uncached), cold_floor))
        print(_line("  average, with the caches", mean(cached), floor, goal=True))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
