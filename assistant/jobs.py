"""`simulate --jobs N`: many independent seeded games shared by N processes, results in game order.

Each game is played from its own job (its seed among it), so what a game gives never depends on which
process played it or when it finished; the results come back in game order, so a tally added up
from them is the same for every N. Jobs are made batch by batch, so a long run holds one batch in
memory, and a Ctrl-C stops the run in the parent (the workers ignore it).
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable, Iterator
from typing import TypeVar

from goblinkit.assistant.errors import RulesError

MAX_JOBS = 64
BATCH = 64  # games per process per batch: big enough to keep the processes busy, small enough to stop soon

Job = TypeVar("Job")
Result = TypeVar("Result")


def check_jobs(jobs: int) -> None:
    if not 1 <= jobs <= MAX_JOBS:
        raise RulesError(f"--jobs: from 1 to {MAX_JOBS} processes (this machine has {os.cpu_count()} cores)")


def _quiet_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle


def in_game_order(play: Callable[[Job], Result], job: Callable[[int], Job], games: int,
                  processes: int) -> Iterator[Result]:
    """play(job(0)), play(job(1)), ... for `games` games, by `processes` processes. `play` must be a
    module-level function (it is sent to the workers by name); its results must pickle."""
    if processes == 1:
        yield from (play(job(number)) for number in range(games))
        return
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    with context.Pool(processes, initializer=_quiet_worker) as pool:
        step = processes * BATCH
        for start in range(0, games, step):
            batch = [job(number) for number in range(start, min(games, start + step))]
            yield from pool.map(play, batch, chunksize=max(1, BATCH // 4))
