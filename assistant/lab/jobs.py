"""`simulate`, `ladder` and `balance` with `--jobs N` or `--cluster ADDRESS`: many independent seeded
games shared by N local processes or by the workers of a Dask cluster, results in game order.

Each game is played from its own job (its seed among it), so what a game gives never depends on which
process or machine played it or when it finished; the results come back in game order, so a tally
added up from them is the same for every N and on a cluster. Locally the jobs stream to the workers
in chunks (`Pool.imap`): a worker that finishes a chunk takes the next at once; only the last chunk
can leave one idle. The jobs are made as the workers take them, so a long run never holds them all;
a Ctrl-C stops the run in the parent (the workers ignore it).

On a cluster (`pip install goblinkit[cluster]`) chunks go through the scheduler's `concurrent.futures`
executor (`Client.get_executor`), a window of them in flight at once; their size comes from a measured
game time (the parent plays the first games itself, timing them: `sized_chunk`), so a chunk of fast
games is not all round trips (fixed chunks of 8 made one worker 2.2x slower than `--jobs 1`). `play`
must be a module-level function of goblinkit (sent by name: every worker has goblinkit installed).
Reaching the scheduler, and giving up on a cluster without workers, is cluster.py's: in seconds, in one line.
The command-line options are options.py's (this module, like the rules, never imports typer).
"""

from __future__ import annotations

import gc
import math
import os
import signal
import time
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import CancelledError, Executor, Future
from dataclasses import dataclass
from typing import Any, TypeVar

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.lab.stopping import game_numbers

MAX_JOBS = 64
CHUNK = 8  # games sent to a worker at once: few messages (a game takes about 1.5 ms), a short tail at the end
IN_FLIGHT = 4  # chunks per cluster worker submitted ahead: none idles while the parent collects
CHUNK_SECONDS = 0.5  # a cluster chunk's work, from a measured game time: a task's round trip costs milliseconds
MEASURE_SECONDS = 0.2  # the parent plays the first games itself for this long, timing them
POLL_SECONDS = 1.0  # how often a run on a cluster that is slow to answer looks for its workers

Job = TypeVar("Job")
Result = TypeVar("Result")

MAX_GAMES = 1_000_000  # `simulate --games`: a typo must not start a run of centuries


@dataclass(frozen=True)
class Workers:
    """Who plays the games: `processes` local processes, or the workers of the Dask scheduler at `cluster`."""

    processes: int = 1
    cluster: str | None = None

    def describe(self) -> str:
        if self.cluster:
            return f"on the Dask cluster at {self.cluster}"
        return f"{self.processes} process{'es' if self.processes > 1 else ''}"


def workers(jobs: int = 1, cluster: str | None = None) -> Workers:
    """The CLI's `--jobs` and `--cluster`, checked."""
    from goblinkit.assistant.lab.cluster import check_address

    check_jobs(jobs)
    address = check_address(cluster) if cluster is not None else None
    if address and jobs != 1:
        raise RulesError("--jobs and --cluster: pick one (the cluster's workers share the games)")
    return Workers(jobs, address)


def check_games(games: int) -> None:
    """Every game's `simulate --games`: from 1 to MAX_GAMES, or a clear error."""
    if not 1 <= games <= MAX_GAMES:
        raise RulesError(f"--games: from 1 to {MAX_GAMES:,} (got {games:,}); run again to play more")


def check_jobs(jobs: int | Workers) -> None:
    processes = jobs.processes if isinstance(jobs, Workers) else jobs
    if not 1 <= processes <= MAX_JOBS:
        raise RulesError(f"--jobs: from 1 to {MAX_JOBS} processes (this machine has {os.cpu_count()} cores)")


def _quiet_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    # What the worker inherited (content, catalog, modules) lives as long as it: the collector need not
    # walk it again, and not touching it keeps the pages shared with the parent.
    gc.freeze()


def chunk_size(games: int, processes: int) -> int:
    """CHUNK games a message, fewer for a short run so that every process gets several chunks."""
    return max(1, min(CHUNK, games // (processes * 4)))


def measured_start(play: Callable[[Job], Result], job: Callable[[int], Job], games: int) -> tuple[list[Result], float]:
    """The first games played here, in order, for MEASURE_SECONDS (at least one): their results and the
    seconds a game takes (the first game warms the caches, so it is timed only when it is alone)."""
    results: list[Result] = []
    start = time.perf_counter()
    first_done = now = start
    while len(results) < games:
        results.append(play(job(len(results))))
        now = time.perf_counter()
        if len(results) == 1:
            first_done = now
        if now - start >= MEASURE_SECONDS:
            break
    timed = len(results) - 1
    return results, ((now - first_done) / timed if timed else now - start)


def sized_chunk(seconds_a_game: float, games: int, workers_count: int) -> int:
    """Games a chunk: about CHUNK_SECONDS of play, but at least two chunks a worker (a short run's last
    chunk leaves the others idle no longer than half their share)."""
    by_time = math.ceil(CHUNK_SECONDS / max(seconds_a_game, 1e-6))
    return max(1, min(by_time, games // (2 * workers_count)))


def in_game_order(play: Callable[[Job], Result], job: Callable[[int], Job], games: int,
                  processes: int | Workers) -> Iterator[Result]:
    """play(job(0)), play(job(1)), ... for `games` games, by `processes` processes (or a Workers: local
    processes or a Dask cluster). `play` must be a module-level function (it is sent to the workers by
    name); its results must pickle."""
    chosen = processes if isinstance(processes, Workers) else Workers(processes)
    if chosen.cluster:
        yield from _on_cluster(play, job, games, chosen.cluster)
        return
    if chosen.processes == 1:  # a run the web may stop (stopping.py) stops between two games
        yield from (play(job(number)) for number in game_numbers(games))
        return
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    with context.Pool(chosen.processes, initializer=_quiet_worker) as pool:
        yield from pool.imap(play, (job(number) for number in range(games)), chunk_size(games, chosen.processes))


def play_chunk(play: Callable[[Job], Result], chunk: list[Job]) -> list[Result]:
    """One message's games, on a cluster worker."""
    return [play(one) for one in chunk]


def _on_cluster(play: Callable[[Job], Result], job: Callable[[int], Job], games: int, address: str) -> Iterator[Result]:
    from goblinkit.assistant.lab.cluster import connect, profilers_paused, quiet_dask, workers_alive

    with quiet_dask():
        client = connect(address)
        try:
            first, seconds = measured_start(play, job, games)
            yield from first
            if len(first) == games:
                return
            done, count = len(first), max(1, workers_alive(client))
            with profilers_paused(client):
                yield from in_order_on(client.get_executor(pure=False), play, lambda n: job(done + n), games - done,
                                       count, alive=lambda: workers_alive(client),
                                       size=sized_chunk(seconds, games - done, count))
        finally:
            client.close()


def in_order_on(executor: Executor, play: Callable[[Job], Result], job: Callable[[int], Job], games: int,
                workers_count: int, alive: Callable[[], int] | None = None, size: int | None = None) -> Iterator[Result]:
    """The games in chunks through any concurrent.futures executor, IN_FLIGHT chunks a worker submitted
    ahead, the results yielded in game order (a chunk's jobs are made only when it is submitted). `alive`
    (a cluster's): how many workers are left; none for LOST_SECONDS stops the run, naming the games left."""
    size = size or chunk_size(games, workers_count)
    starts = iter(range(0, games, size))
    pending: deque[Future[list[Result]]] = deque()

    def submit_next() -> None:
        start = next(starts, None)
        if start is not None:
            chunk = [job(n) for n in range(start, min(games, start + size))]
            pending.append(executor.submit(play_chunk, play, chunk))

    for _ in range(IN_FLIGHT * workers_count):
        submit_next()
    done = 0
    try:
        while pending:
            results = _result(pending.popleft(), alive, games - done)
            submit_next()
            done += len(results)
            yield from results
    finally:
        for future in pending:
            future.cancel()


def _result(future: Future[list[Result]], alive: Callable[[], int] | None, unfinished: int) -> list[Result]:
    """A chunk's results; with `alive`, a RulesError once no worker has been left for LOST_SECONDS (the
    scheduler would hold the games for ever, waiting for a worker)."""
    from goblinkit.assistant.lab import cluster

    if alive is None:
        return future.result()
    alone_since: float | None = None
    while True:
        try:
            return future.result(timeout=POLL_SECONDS)
        except TimeoutError:
            pass
        except CancelledError:
            raise RulesError(f"--cluster: the cluster dropped the games ({unfinished:,} unfinished): "
                             "its scheduler stopped?") from None
        if alive() > 0:
            alone_since = None
            continue
        alone_since = alone_since if alone_since is not None else time.monotonic()
        if time.monotonic() - alone_since >= cluster.LOST_SECONDS:
            raise RulesError(f"--cluster: the cluster lost its workers ({unfinished:,} games unfinished); "
                             "start workers again with `dask worker ADDRESS` and run again")
