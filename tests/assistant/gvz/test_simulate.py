"""`simulate`: the same games for any number of processes, what each Mode reports, a bounded and
stoppable run, and a strong bot whose games are saves that replay exactly."""

from __future__ import annotations

from pathlib import Path

import pytest

from goblinkit.assistant.goblins_vs_zombies import report
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.report import summarise
from goblinkit.assistant.goblins_vs_zombies.simulate import conservation, play_game
from goblinkit.assistant.core.session import Session

TIMING = ("seconds", "games_per_second")


def without_timing(summary):  # noqa: ANN001
    return {k: v for k, v in summary.items() if k not in TIMING}


@pytest.mark.parametrize("mode,players", [("last-stand", 1), ("survival", 3)])
def test_jobs_split_the_games_with_identical_results(mode, players):
    one = summarise(mode, players, 12, 40, processes=1)
    two = summarise(mode, players, 12, 40, processes=2)
    three = summarise(mode, players, 12, 40, processes=3)
    assert without_timing(one) == without_timing(two) == without_timing(three)
    assert one["games"] == 12 and not one["stopped"]


def test_survival_reports_winners_eliminations_and_no_win_rate():
    summary = summarise("survival", 3, 10, 5)
    assert summary["win_rate"] is None
    assert sum(summary["winners"].values()) == 10 and set(summary["winners"]) <= {"AA", "BB", "CC"}
    assert sum(summary["eliminated"].values()) == 20  # two players go out in every 3-player game
    assert summary["mean_first_elimination_turn"] > 1


def test_versus_reports_which_side_wins():
    summary = summarise("versus", 1, 10, 5)
    assert summary["winners"]["goblins"] + summary["winners"]["zombies"] == 10


def test_ctrl_c_stops_the_run_with_the_games_played(monkeypatch):
    played = []
    real = report.play_one

    def interrupted(job):  # noqa: ANN001, ANN202
        if len(played) == 3:
            raise KeyboardInterrupt
        played.append(job)
        return real(job)

    monkeypatch.setattr(report, "play_one", interrupted)
    summary = summarise("last-stand", 1, 10, 1)
    assert summary["games"] == 3 and summary["stopped"] and summary["requested"] == 10
    assert report.text_summary(summary)[1] == "stopped after 3 of 10 games"


@pytest.mark.parametrize("args,message", [
    (["--games", "99999999999"], "Error: --games: from 1 to 1,000,000 (got 99,999,999,999); run again to play more\n"),
    (["--games", "0"], "Error: --games: from 1 to 1,000,000 (got 0); run again to play more\n"),
    (["--bot", "clever"], "Error: --bot: expected fast or strong, got 'clever'\n"),
])
def test_simulate_refuses_what_it_cannot_do(app, runner, args, message):
    result = runner.invoke(app, ["play", "gvz", "simulate", *args])
    assert result.exit_code == 1 and result.stderr == message


def test_the_strong_bot_plays_saves_that_replay_and_keep_every_card():
    for seed in (3, 4):
        played = play_game("last-stand", 1, seed, bot="strong")
        game = played.game
        assert game.over
        replayed, _ = Session(GoblinsVsZombies, played.save, Path("unused.json")).replay()
        assert replayed.snapshot() == game.snapshot()
        zombies, goblins = conservation(game)
        assert sum(goblins.values()) == 54 and sum(zombies.values()) == 36


def test_a_lookahead_copy_never_touches_the_real_table():
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.goblins_vs_zombies.lookahead import copy_game, fast_policy, play_forward
    from goblinkit.assistant.core.table import ScriptedTable

    real = GoblinsVsZombies({"mode": "survival", "players": ["AA", "BB", "CC"], "tracked": True}, Chance(9))
    real.start(ScriptedTable())
    play_forward(real, fast_policy, 6)  # mid-game: Zombies on the table, Goblins on the Gates
    before = real.snapshot(reveal=True), real.chance.rng.getstate(), list(real.eliminated)
    trial = copy_game(real, "a seed of its own")
    assert trial.snapshot(reveal=True) == before[0]
    play_forward(trial, fast_policy, 60)
    assert trial.turn > real.turn
    assert (real.snapshot(reveal=True), real.chance.rng.getstate(), list(real.eliminated)) == before



@pytest.mark.parametrize("mode,players,bot", [("last-stand", 1, "fast"), ("survival", 3, "fast"),
                                              ("boss", 2, "fast"), ("versus", 1, "fast"),
                                              ("last-stand", 1, "strong")])
def test_the_bots_actions_are_already_normalized(mode, players, bot):
    """A simulation skips name resolution (`apply(..., normalized=True)`). That is sound only if
    resolving the bots' actions changes nothing: a replay resolves every logged action in place,
    so the log after a replay must equal the log the simulation wrote."""
    import copy

    for seed in (1, 2):
        played = play_game(mode, players, seed, bot=bot)
        written = copy.deepcopy(played.save.log)
        replayed, _ = Session(GoblinsVsZombies, played.save, Path("unused.json")).replay()
        assert played.save.log == written
        assert replayed.snapshot(reveal=True) == played.game.snapshot(reveal=True)
