"""Goblout: four-player bot games per second against the goal (2,000 on this machine), on one process
and on two (`simulate --jobs 2`), against baselines measured in the same run: replaying games from
their saves, and the same simulation on the rules' Python sources (GOBLINKIT_PURE=1: what runs
wherever the mypyc build of assistant/native is missing or stale)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

GAMES = 1000
REPLAYED = 250  # the baseline replays the first games only (a replay is slower than a simulation)
GOAL = 2000


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def pure_rate() -> float:
    """Games per CPU second of `simulate`'s own path on the Python sources, in a process of its own."""
    code = ("import time; from goblinkit.assistant.goblout.simulate import play_one, styles_for\n"
            "jobs = [(4, None, n, styles_for(4, n, None), None, 1.0) for n in range(%d)]\n"
            "play_one(jobs[0]); cpu = time.process_time()\n"
            "for job in jobs: play_one(job)\n"
            "print(len(jobs) / (time.process_time() - cpu))" % GAMES)
    env = {**os.environ, "GOBLINKIT_PURE": "1"}
    return float(subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True,
                                text=True).stdout)


def main() -> None:
    """`simulate`'s own path (assistant/goblout/simulate.py play_one: narration off, no save kept),
    game n from seed n, four bots with the styles rotated through the seats.

    Baseline, in the same run: replaying the first REPLAYED of the same games from their saves
    (Session.replay: the logged draws and rolls, narration on, every play checked, no bot thinking).

    One process: games per CPU second of this process (time.process_time: the machine is shared, so
    the wall clock also counts other people's work; it is printed beside it). Two processes: the
    wall-clock rate, and games per CPU second of the two workers together; on a busy machine the
    wall-clock rate says more about the other load than about this code, so the rate two free cores
    would give (twice the workers' rate: the games stream to them with no barrier) is printed too."""
    from goblinkit.assistant.goblout.game import Goblout
    from goblinkit.assistant.goblout.simulate import play_game, play_one, styles_for
    from goblinkit.assistant.lab.jobs import in_game_order
    from goblinkit.assistant.native import compiled
    from goblinkit.assistant.core.session import Session

    def job(n: int) -> tuple[int, None, int, list[str], None, float]:
        return 4, None, n, styles_for(4, n, None), None, 1.0  # no skills: the easy bots of old saves

    play_one(job(0))  # warm up: content, catalog, imports
    wall, cpu = time.perf_counter(), time.process_time()
    one = [play_one(job(n)) for n in range(GAMES)]
    one_cpu, one_wall = time.process_time() - cpu, time.perf_counter() - wall

    wall, children = time.perf_counter(), _children_cpu()
    two = list(in_game_order(play_one, job, GAMES, 2))
    two_wall, two_cpu = time.perf_counter() - wall, _children_cpu() - children
    assert two == one, "two processes must give the very same games"

    saves = [play_game(*job(n)[:4], keep=True).save for n in range(REPLAYED)]
    cpu = time.process_time()
    for save in saves:
        Session(Goblout, save, Path("unused.json")).replay(cached=False)
    replayed = time.process_time() - cpu

    pure = pure_rate()
    native = compiled("goblinkit.assistant.goblout")
    turns = sum(length for _, length, *_ in one)
    rate, replay_rate, two_rate = GAMES / one_cpu, REPLAYED / replayed, GAMES / two_wall
    print(f"Goblout, {GAMES} four-player bot games ({turns} turns); goal {GOAL} games per second")
    print(f"  baseline: replaying {REPLAYED} of them from their saves : {replay_rate:7.0f} games per CPU second")
    print(f"  baseline: the rules' Python sources        : {pure:7.0f} games per CPU second")
    print(f"  rules compiled with mypyc: {', '.join(native) if native else 'NO (make native), Python sources'}")
    print(f"  simulate, 1 process  : {rate:7.0f} games per CPU second ({rate / pure:.2f}x the Python sources, "
          f"{rate / replay_rate:.2f}x the replay, {turns / one_cpu:.0f} turns/s; {GAMES / one_wall:.0f} games/s wall clock) = {rate / GOAL:.2f} of the goal")
    worker_rate = GAMES / two_cpu if two_cpu else 0.0
    print(f"  simulate, 2 processes: {two_rate:7.0f} games/s wall clock ({two_rate / (GAMES / one_wall):.2f}x one "
          f"process's wall clock; {worker_rate:.0f} games per worker CPU second, {worker_rate / rate:.2f}x one "
          f"process's) = {two_rate / GOAL:.2f} of the goal")
    print(f"    two cores of their own would give about {2 * worker_rate:.0f} games/s "
          f"(2 x the workers' rate) = {2 * worker_rate / GOAL:.2f} of the goal")
    print(f"  hard bot's playouts: {playout_rate():7.0f} two-player playouts per CPU second (a quick table copy, "
          f"then normal bots to the game's end)")


def playout_rate(count: int = 2000) -> float:
    """What the hard bot's search runs on: from a dealt two-player table, the normal plan played on to the end."""
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.goblout import hard_bot
    from goblinkit.assistant.goblout.game import Goblout
    from goblinkit.assistant.goblout.simulate import setup_for, styles_for
    from goblinkit.assistant.goblout.twin import UnrecordedChance, twin
    from goblinkit.assistant.core.table import ScriptedTable

    game = Goblout(setup_for(2, None, styles_for(2, 0, None), skills={"bot1": "normal", "bot2": "normal"}), Chance(0))
    game.chance.begin()
    game.start(ScriptedTable())
    models = hard_bot.models_for(game.m)
    cpu = time.process_time()
    for n in range(count):
        hard_bot.playout(twin(game.m, UnrecordedChance(n)), "aggressive/attack", models)
    return count / (time.process_time() - cpu)
