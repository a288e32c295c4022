"""assistant/lab/jobs.py: the games of a run in game order whoever plays them; on a Dask cluster (a
LocalCluster here, the `[cluster]` extra) the very results of --jobs 1; a scheduler that does not
answer is a clear error."""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor

import pytest

from goblinkit.assistant.lab import balance
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.lab.jobs import Workers, in_game_order, in_order_on, workers


def square(n: int) -> int:
    return n * n


def test_chunks_through_any_executor_come_back_in_game_order():
    with ThreadPoolExecutor(3) as pool:
        assert list(in_order_on(pool, square, lambda n: n + 1, 50, 3)) == [(n + 1) ** 2 for n in range(50)]
    assert list(in_game_order(square, lambda n: n, 7, Workers(2))) == [n * n for n in range(7)]


def test_the_options_are_checked():
    assert workers(3) == Workers(3) and workers(1, " tcp://a:1 ") == Workers(1, "tcp://a:1")
    with pytest.raises(RulesError, match="--jobs and --cluster: pick one"):
        workers(2, "tcp://a:1")
    with pytest.raises(RulesError, match="--cluster: give the scheduler's address"):
        workers(1, " ")


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed", reason="Dask is not installed: pip install 'goblinkit[cluster]'")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None) as local:
        yield local.scheduler_address


def test_a_local_cluster_gives_the_results_of_jobs_1(cluster):
    from goblinkit.assistant.goblins_vs_zombies.report import summarise

    def report(chosen: Workers | int) -> dict:
        return balance.analyse(balance.run("goblout", 10, 5, players=3, only=["group-die"], workers=chosen),
                               "goblout", 10, 5)

    assert report(Workers(cluster=cluster)) == report(1)
    on_cluster = summarise("last-stand", 1, 12, 3, processes=Workers(cluster=cluster))
    here = summarise("last-stand", 1, 12, 3)
    for summary in (on_cluster, here):
        summary.pop("seconds"), summary.pop("games_per_second")
    assert on_cluster == here


def test_the_command_runs_on_the_cluster(app, runner, cluster):
    args = ["play", "goblout", "balance", "--games", "4", "--only", "massacre", "--json"]
    assert runner.invoke(app, [*args, "--cluster", cluster]).output == runner.invoke(app, args).output


def test_gobz_simulate_runs_on_the_cluster_and_in_processes_alike(app, runner, cluster):
    args = ["play", "gobz", "simulate", "--games", "3", "--seed", "2", "--json"]
    alone = runner.invoke(app, args)
    assert alone.exit_code == 0, alone.output
    assert runner.invoke(app, [*args, "--cluster", cluster]).output == alone.output
    assert runner.invoke(app, [*args, "--jobs", "2"]).output == alone.output


def test_a_scheduler_that_does_not_answer_is_named(monkeypatch):
    pytest.importorskip("distributed", reason="Dask is not installed: pip install 'goblinkit[cluster]'")
    monkeypatch.setattr("goblinkit.assistant.lab.cluster.CONNECT_SECONDS", 1)
    with pytest.raises(RulesError, match="--cluster: no Dask scheduler answered at tcp://127.0.0.1:9"):
        list(in_game_order(square, lambda n: n, 3, Workers(cluster="tcp://127.0.0.1:9")))


@pytest.mark.parametrize("address, error", [
    ("nonsense", "--cluster: expected a scheduler's address such as tcp://127.0.0.1:8786, got 'nonsense'"),
    ("http://127.0.0.1:80", "--cluster: 'http://127.0.0.1:80' is a web address (a dashboard?); give the "
                            "scheduler's, e.g. tcp://127.0.0.1:8786"),
    ("tcp://host:99999", "--cluster: expected a scheduler's address such as tcp://127.0.0.1:8786, got "
                         "'tcp://host:99999'"),
    ("x" * 300, "--cluster: expected a scheduler's address such as tcp://127.0.0.1:8786, got "
                "'xxxxxxxxxxxxxxxxxxxx…'"),
])
def test_a_malformed_address_is_refused_before_any_connection(address, error, app, runner):
    with pytest.raises(RulesError) as caught:
        workers(1, address)
    assert str(caught.value) == error
    started = time.monotonic()
    result = runner.invoke(app, ["play", "globbo", "simulate", "--games", "2", "--cluster", address])
    assert (result.exit_code, result.output) == (1, f"Error: {error}\n")
    assert time.monotonic() - started < 5
    assert workers(1, "tcp://10.0.0.1:8786").cluster == "tcp://10.0.0.1:8786"
    assert workers(1, "localhost:8786").cluster == "localhost:8786"


class NeverDone:
    """An executor whose futures never finish: a cluster whose workers are gone."""

    def submit(self, *args, **kwargs):
        return Future()


def test_a_run_whose_workers_are_gone_stops_and_says_so(monkeypatch):
    monkeypatch.setattr("goblinkit.assistant.lab.cluster.LOST_SECONDS", 0.5)
    monkeypatch.setattr("goblinkit.assistant.lab.jobs.POLL_SECONDS", 0.1)
    started = time.monotonic()
    with pytest.raises(RulesError) as caught:
        list(in_order_on(NeverDone(), square, lambda n: n, 40, 2, alive=lambda: 0))
    assert str(caught.value) == ("--cluster: the cluster lost its workers (40 games unfinished); start workers "
                                 "again with `dask worker ADDRESS` and run again")
    assert time.monotonic() - started < 3


def slow_square(n: int) -> int:
    time.sleep(0.05)
    return n * n


def test_a_cluster_that_loses_its_worker_mid_run_stops_with_a_word(monkeypatch):
    distributed = pytest.importorskip("distributed", reason="Dask is not installed: pip install 'goblinkit[cluster]'")
    monkeypatch.setattr("goblinkit.assistant.lab.cluster.LOST_SECONDS", 1)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=":0") as local:
        run = in_game_order(slow_square, lambda n: n, 400, Workers(cluster=local.scheduler_address))
        assert next(run) == 0
        local.scale(0)  # the worker goes, its games with it
        started = time.monotonic()
        with pytest.raises(RulesError, match=r"^--cluster: the cluster lost its workers \(\d+ games unfinished\)"):
            list(run)
        assert time.monotonic() - started < 15
