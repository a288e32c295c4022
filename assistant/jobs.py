"""`simulate --jobs N`: many independent seeded games shared by N processes, results in game order.

Each game is played from its own job (its seed among it), so what a game gives never depends on which
process played it or when it finished; the results come back in game order, so a tally added up
from them is the same for every N. The jobs stream to the workers in chunks (`Pool.imap`): a worker
that finishes a chunk takes the next at once, so neither waits for the other between batches (a
barrier every few hundred games cost a third of the second core); only the last chunk can leave one
idle. The jobs are made as the workers take them (the pipe to the workers holds a few chunks), so a
long run never holds them all; a Ctrl-C stops the run in the parent (the workers ignore it).
"""

from __future__ import annotations

import gc
import os
import signal
from collections.abc import Callable, Iterator
from typing import TypeVar

from goblinkit.assistant.errors import RulesError

MAX_JOBS = 64
CHUNK = 8  # games sent to a worker at once: few messages (a game takes about 1.5 ms), a short tail at the end

Job = TypeVar("Job")
Result = TypeVar("Result")


MAX_GAMES = 1_000_000  # `simulate --games`: a typo must not start a run of centuries


def check_games(games: int) -> None:
    """Every game's `simulate --games`: from 1 to MAX_GAMES, or a clear error."""
    if not 1 <= games <= MAX_GAMES:
        raise RulesError(f"--games: from 1 to {MAX_GAMES:,} (got {games:,}); run again to play more")


def check_jobs(jobs: int) -> None:
    if not 1 <= jobs <= MAX_JOBS:
        raise RulesError(f"--jobs: from 1 to {MAX_JOBS} processes (this machine has {os.cpu_count()} cores)")


def _quiet_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    # What the worker inherited (content, catalog, modules) lives as long as it: the collector need not
    # walk it again, and not touching it keeps the pages shared with the parent.
    gc.freeze()


def chunk_size(games: int, processes: int) -> int:
    """CHUNK games a message, fewer for a short run so that every process gets several chunks."""
    return max(1, min(CHUNK, games // (processes * 4)))


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
        yield from pool.imap(play, (job(number) for number in range(games)), chunk_size(games, processes))
