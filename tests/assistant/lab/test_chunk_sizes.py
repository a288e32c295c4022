"""Cluster chunks sized from a measured game time (issue 35): the parent times the first games it plays
itself, and a chunk holds about CHUNK_SECONDS of play (fixed chunks of 8 fast games were all round trips),
never so many that a worker is left without a share; the results stay those of --jobs 1, in order."""

from __future__ import annotations

import pytest

from goblinkit.assistant.lab import jobs
from goblinkit.assistant.lab.jobs import measured_start, sized_chunk


def test_a_chunk_holds_about_half_a_second_of_play_and_every_worker_gets_two():
    assert sized_chunk(0.002, 10_000, 1) == 250  # 2 ms games: 250 a chunk, not 8
    assert sized_chunk(0.002, 300, 1) == 150  # a short run: two chunks for the one worker
    assert sized_chunk(0.002, 300, 3) == 50
    assert sized_chunk(3.0, 10_000, 2) == 1  # slow games: one a chunk
    assert sized_chunk(0.0, 5, 4) == 1


def test_the_first_games_are_played_here_in_order_and_timed(monkeypatch):
    clock = iter([0.0, 0.5, 0.6, 0.7])  # the first game (warming the caches) takes 0.5 s, the next 0.1 s each
    monkeypatch.setattr(jobs.time, "perf_counter", lambda: next(clock))
    monkeypatch.setattr(jobs, "MEASURE_SECONDS", 0.65)
    results, seconds = measured_start(lambda n: n * n, lambda n: n + 1, 10)
    assert results == [1, 4, 9] and seconds == pytest.approx(0.1)
    clock = iter([0.0, 0.4])
    assert measured_start(lambda n: n, lambda n: n, 1) == ([0], 0.4)  # one game alone: its own time


def test_a_cluster_run_uses_the_measured_size_and_gives_the_same_results(monkeypatch):
    distributed = pytest.importorskip("distributed", reason="Dask is not installed: pip install 'goblinkit[cluster]'")
    from goblinkit.assistant.lab.balance import run, analyse
    from goblinkit.assistant.lab.jobs import Workers

    here = analyse(run("goblout", 30, 2, players=2, only=["massacre"]), "goblout", 30, 2)  # the caches warm
    sizes = []
    real = jobs.sized_chunk
    monkeypatch.setattr(jobs, "sized_chunk", lambda *a: sizes.append(real(*a)) or sizes[-1])
    monkeypatch.setattr(jobs, "MEASURE_SECONDS", 0.0)  # one game here, the rest on the cluster
    monkeypatch.setattr(jobs, "CHUNK_SECONDS", 10.0)  # a loaded machine's slow game still makes a big chunk
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None) as local:
        on = analyse(run("goblout", 30, 2, players=2, only=["massacre"], workers=Workers(cluster=local.scheduler_address)),
                     "goblout", 30, 2)
    assert on == here
    assert sizes == [29]  # 59 games left for one worker: two chunks, not eight games each
