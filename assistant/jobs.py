"""`simulate`, `ladder` and `balance` with `--jobs N` or `--cluster ADDRESS`: many independent seeded
games shared by N local processes or by the workers of a Dask cluster, results in game order.

Each game is played from its own job (its seed among it), so what a game gives never depends on which
process or machine played it or when it finished; the results come back in game order, so a tally
added up from them is the same for every N and on a cluster. Locally the jobs stream to the workers
in chunks (`Pool.imap`): a worker that finishes a chunk takes the next at once; only the last chunk
can leave one idle. The jobs are made as the workers take them, so a long run never holds them all;
a Ctrl-C stops the run in the parent (the workers ignore it).

On a cluster (`pip install goblinkit[cluster]`) the same chunks go through the scheduler's
`concurrent.futures` executor (`Client.get_executor`), a window of them in flight at once. `play`
must be a module-level function of goblinkit (sent by name: every worker has goblinkit installed).
"""

from __future__ import annotations

import gc
import os
import signal
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import Any, TypeVar

from goblinkit.assistant.errors import RulesError

MAX_JOBS = 64
CHUNK = 8  # games sent to a worker at once: few messages (a game takes about 1.5 ms), a short tail at the end
IN_FLIGHT = 4  # chunks per cluster worker submitted ahead: none idles while the parent collects
CONNECT_SECONDS = 10

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
    check_jobs(jobs)
    if cluster is not None and not cluster.strip():
        raise RulesError("--cluster: give the scheduler's address, e.g. tcp://127.0.0.1:8786")
    if cluster and jobs != 1:
        raise RulesError("--jobs and --cluster: pick one (the cluster's workers share the games)")
    return Workers(jobs, cluster.strip() if cluster else None)


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


def in_game_order(play: Callable[[Job], Result], job: Callable[[int], Job], games: int,
                  processes: int | Workers) -> Iterator[Result]:
    """play(job(0)), play(job(1)), ... for `games` games, by `processes` processes (or a Workers: local
    processes or a Dask cluster). `play` must be a module-level function (it is sent to the workers by
    name); its results must pickle."""
    chosen = processes if isinstance(processes, Workers) else Workers(processes)
    if chosen.cluster:
        yield from _on_cluster(play, job, games, chosen.cluster)
        return
    if chosen.processes == 1:
        yield from (play(job(number)) for number in range(games))
        return
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    with context.Pool(chosen.processes, initializer=_quiet_worker) as pool:
        yield from pool.imap(play, (job(number) for number in range(games)), chunk_size(games, chosen.processes))


def play_chunk(play: Callable[[Job], Result], chunk: list[Job]) -> list[Result]:
    """One message's games, on a cluster worker."""
    return [play(one) for one in chunk]


def _connect(address: str) -> Any:
    try:
        from distributed import Client
    except ImportError:
        raise RulesError("--cluster needs Dask: pip install 'goblinkit[cluster]' (dask and distributed)") from None
    try:
        return Client(address, timeout=f"{CONNECT_SECONDS}s", set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise RulesError(f"--cluster: no Dask scheduler answered at {address} ({exc}); start one with "
                         f"`dask scheduler` and workers with `dask worker {address}`") from None


def _on_cluster(play: Callable[[Job], Result], job: Callable[[int], Job], games: int, address: str) -> Iterator[Result]:
    client = _connect(address)
    try:
        count = max(1, len(client.scheduler_info().get("workers", {})))
        yield from in_order_on(client.get_executor(pure=False), play, job, games, count)
    finally:
        client.close()


def in_order_on(executor: Executor, play: Callable[[Job], Result], job: Callable[[int], Job], games: int,
                workers_count: int) -> Iterator[Result]:
    """The games in chunks through any concurrent.futures executor, IN_FLIGHT chunks a worker submitted
    ahead, the results yielded in game order (a chunk's jobs are made only when it is submitted)."""
    size = chunk_size(games, workers_count)
    starts = iter(range(0, games, size))
    pending: deque[Future[list[Result]]] = deque()

    def submit_next() -> None:
        start = next(starts, None)
        if start is not None:
            chunk = [job(n) for n in range(start, min(games, start + size))]
            pending.append(executor.submit(play_chunk, play, chunk))

    for _ in range(IN_FLIGHT * workers_count):
        submit_next()
    try:
        while pending:
            results = pending.popleft().result()
            submit_next()
            yield from results
    finally:
        for future in pending:
            future.cancel()
