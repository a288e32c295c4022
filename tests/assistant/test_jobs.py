"""assistant/jobs.py: the games of a run in game order whoever plays them; on a Dask cluster (a
LocalCluster here, the `[cluster]` extra) the very results of --jobs 1; a scheduler that does not
answer is a clear error."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from goblinkit.assistant import balance
from goblinkit.assistant.errors import RulesError
from goblinkit.assistant.jobs import Workers, in_game_order, in_order_on, workers


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


def test_a_scheduler_that_does_not_answer_is_named(monkeypatch):
    pytest.importorskip("distributed", reason="Dask is not installed: pip install 'goblinkit[cluster]'")
    monkeypatch.setattr("goblinkit.assistant.jobs.CONNECT_SECONDS", 1)
    with pytest.raises(RulesError, match="--cluster: no Dask scheduler answered at tcp://127.0.0.1:9"):
        list(in_game_order(square, lambda n: n, 3, Workers(cluster="tcp://127.0.0.1:9")))
