"""Mode E's hard Zombie Player, the assistant's searched step at a real table (issue 33): its ZOMBIE ARRIVAL run
twice from the same save decides the same and says the same (its search counts futures, not seconds, seeded by
the game), `--answer` given to it is refused without changing anything and without a second decision, the choice
is logged in the `arrive` action, and a replay plays the logged choice without searching."""

from __future__ import annotations

import json
import shutil

import pytest

from goblinkit.assistant.goblins_vs_zombies import zombie_search
from goblinkit.assistant.goblins_vs_zombies.zombie_player import LOGGED


def _gvz(app, runner, save, *args):  # noqa: ANN001, ANN202
    return runner.invoke(app, ["play", "gvz", *args, "--save", str(save)])


def _no_search(*_args, **_kwargs):  # noqa: ANN202
    raise AssertionError("the Zombie Player searched again")


@pytest.fixture
def before_arrival(app, runner, tmp_path):  # noqa: ANN001, ANN201
    """Mode E, seed 1, a hard Zombie Player: the Goblin player's first turn is over, the arrival is next."""
    save = tmp_path / "e.json"
    for args in (("new", "--mode", "e", "--skill", "hard", "--think", "0.05", "--seed", "1"), ("play", "flag-bearer"),
                 ("done",)):
        done = _gvz(app, runner, save, *args)
        assert done.exit_code == 0, done.output
    return save


def test_the_hard_step_run_twice_decides_and_says_the_same(app, runner, before_arrival, tmp_path):
    outputs, logged = [], []
    for name in ("one", "two"):  # two separate loads of the same save, each searching
        copy = tmp_path / f"{name}.json"
        shutil.copy(before_arrival, copy)
        result = _gvz(app, runner, copy, "arrive")
        assert result.exit_code == 0, result.output
        outputs.append(result.output)
        logged.append(json.loads(copy.read_text())["log"][-1]["action"])
    assert outputs[0] == outputs[1] and logged[0] == logged[1]
    assert logged[0] == {"type": "arrive", LOGGED: {"option": "{PLAY 2}", "plays": [["brute", True], ["ninja", True]]}}
    assert outputs[0].startswith("ZOMBIE ARRIVAL: the Zombie Player chooses PLAY 2.\n  plays Brute Zombie face up:")


def test_an_answer_it_does_not_ask_for_is_refused_and_the_replay_never_searches(app, runner, before_arrival,
                                                                             monkeypatch):
    before = before_arrival.read_bytes()
    refused = _gvz(app, runner, before_arrival, "arrive", "--answer", "g1")
    assert refused.exit_code == 1
    assert "--answer: 1 answer not used; this action asked fewer questions" in refused.output
    assert before_arrival.read_bytes() == before  # nothing saved, no decision kept
    assert _gvz(app, runner, before_arrival, "arrive").exit_code == 0
    monkeypatch.setattr(zombie_search, "searched_choice", _no_search)
    replay = _gvz(app, runner, before_arrival, "replay")
    assert replay.exit_code == 0 and "log reproduces" in replay.output, replay.output
    assert "the Zombie Player chooses PLAY 2" in replay.output
