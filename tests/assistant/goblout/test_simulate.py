"""`simulate --jobs N`: the games are split over processes (assistant/lab/jobs.py) and the summary is the
same for every N, since game n is always played from seed + n; a bad setup is refused before any
process starts; the unrecorded Chance of a simulation draws exactly what a kept save records."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblout.simulate import play_game, run, styles_for


@pytest.mark.parametrize("players,variant", [(4, None), (3, "sudden-death")])
def test_jobs_give_the_same_summary_for_any_number_of_processes(players, variant):
    one = run(players, variant, 40, 11, jobs=1)
    assert run(players, variant, 40, 11, jobs=2) == one == run(players, variant, 40, 11, jobs=3)
    assert sum(one["win_by"].values()) == 40


def test_jobs_out_of_range_and_a_bad_variant_are_refused():
    with pytest.raises(RulesError, match="--jobs: from 1 to 64"):
        run(4, None, 5, 1, jobs=0)
    with pytest.raises(RulesError, match="no variant 'nope'"):
        run(4, "nope", 5, 1, jobs=2)


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_a_simulated_game_is_the_game_its_save_records(seed):
    styles = styles_for(4, seed, None)
    quick = play_game(4, None, seed, styles).game  # unrecorded chance, narration off
    kept = play_game(4, None, seed, styles, keep=True)  # recorded chance, narration on: a save
    assert quick.snapshot(reveal=True) == kept.game.snapshot(reveal=True)
    assert quick.chance.rng.getstate() == kept.game.chance.rng.getstate()
