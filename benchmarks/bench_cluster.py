"""Dask chunks sized from a measured game time (issue 35): a local cluster of one worker process must
not be slower than `--jobs 1` on the same games (chunks of 8 fast games were all overhead: 2.2x), and
two workers should be faster on two cores. The figures are ratios of wall time against `--jobs 1`
measured in this same run, so a loaded machine shows the same story."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

from goblinkit.assistant.lab import balance
from goblinkit.assistant.lab import jobs
from goblinkit.assistant.lab.jobs import Workers

GAMES = 400  # a Goblout balance arm: fast games (a few ms each), the case where chunks are all overhead


def timed(workers: Workers | int) -> tuple[float, dict]:
    start = time.perf_counter()
    report = balance.analyse(balance.run("goblout", GAMES, 1, players=2, only=["massacre"], workers=workers),
                             "goblout", GAMES, 1)
    return time.perf_counter() - start, report


@contextmanager
def chunks(fixed: int | None) -> Iterator[None]:
    """Chunks of `fixed` games, as before issue 35 (None: sized from the measured game time)."""
    kept = jobs.sized_chunk
    if fixed:
        jobs.sized_chunk = lambda seconds, games, workers: fixed
    try:
        yield
    finally:
        jobs.sized_chunk = kept


def warm() -> None:
    balance.run("goblout", 2, 1, players=2, only=["massacre"])


def main() -> None:
    import distributed

    warm()  # every timing starts with the modules imported and the content loaded
    alone, expected = min(timed(1), timed(1), key=lambda t: t[0])
    print(f"--jobs 1: {2 * GAMES} games in {alone:.2f} s (the baseline, 1.00)")
    for count, fixed in ((1, 8), (1, None), (2, None)):
        with distributed.LocalCluster(n_workers=count, threads_per_worker=1, processes=True,
                                      dashboard_address=None) as local:
            on = Workers(cluster=local.scheduler_address)
            with distributed.Client(local) as client:  # the workers start warm too (modules, content)
                client.run(warm)
            with chunks(fixed):
                took, report = min(timed(on), timed(on), key=lambda t: t[0])  # the better of two: a loaded machine
        assert report == expected, "a cluster must give the very report of --jobs 1"
        how = f"fixed chunks of {fixed} (before)" if fixed else "chunks sized from a measured game time"
        print(f"cluster, {count} worker{'s' if count > 1 else ''}, {how}: {took:.2f} s, {took / alone:.2f}x the time of --jobs 1")


if __name__ == "__main__":
    main()
