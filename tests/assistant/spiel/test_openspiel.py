"""Every game registered with OpenSpiel through the table model: OpenSpiel's own random-simulation check
passes, a draw of the game's Chance is a chance node, a decision's actions are the listed legal moves, a
resampled world keeps what the seat may know, and OpenSpiel's ISMCTS takes a seat at our ladder.

They need the `openspiel` extra: skipped, saying so, where it is not installed; CI (.ci/run) sets
GOBLINKIT_REQUIRE_OPENSPIEL=1, and there a missing OpenSpiel fails instead."""

from __future__ import annotations

import os

import pytest

if os.environ.get("GOBLINKIT_REQUIRE_OPENSPIEL") != "1":
    pytest.importorskip("pyspiel", reason="OpenSpiel is not installed: pip install -e '.[openspiel]'")
import pyspiel  # noqa: E402

from goblinkit.assistant.spiel.games import GAMES
from goblinkit.assistant.spiel.register import load, register_all


def test_every_game_is_registered_under_its_openspiel_name():
    assert register_all() == ["goblinkit_goblout", "goblinkit_gobz_heroes", "goblinkit_globbo",
                              "goblinkit_goblins_vs_zombies", "goblinkit_gobbledygook"]
    assert set(register_all()) <= set(pyspiel.registered_names())
    assert load("goblout").get_type().long_name == "Goblin Kit: Goblout"


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_openspiels_random_simulation_check_passes(slug):
    pyspiel.random_sim_test(load(slug), num_sims=1, serialize=True, verbose=False)


def _first_decision(state):
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[-1][0])
    return state


def test_a_draw_is_a_chance_node_and_a_decision_lists_the_legal_moves():
    game = load("goblout")
    state = game.new_initial_state()
    assert state.is_chance_node()  # the first player's roll, the deal
    outcomes = state.chance_outcomes()
    assert sum(p for _, p in outcomes) == pytest.approx(1.0) and len({p for _, p in outcomes}) == 1
    state = _first_decision(state)
    moves = [m for m in state.stepper.game.moves() if m.legal]
    assert state.legal_actions() == list(range(len(moves)))
    assert [state.action_to_string(a) for a in state.legal_actions()] == [m.label for m in moves]


def test_a_resampled_world_looks_the_same_to_the_seat_and_deals_the_hidden_cards_again():
    state = _first_decision(load("goblout").new_initial_state())
    worlds = [state.resample_from_infostate(0, None, seed=n) for n in range(4)]
    assert all(w.information_state_string(0) == state.information_state_string(0) for w in worlds)
    hands = {tuple(w.stepper.game.m.player("bot1").hand) for w in worlds}
    assert len(hands) > 1  # the bot's hand is dealt again: never read from the true one


def test_openspiels_ismcts_takes_a_seat_at_our_ladder(app, runner):
    out = runner.invoke(app, ["play", "goblout", "ladder", "--match", "openspiel-ismcts,normal", "--games", "2",
                              "--iterations", "3"])
    assert out.exit_code == 0, out.output
    lines = out.output.splitlines()
    assert lines[0] == "Ladder: 2 games a matchup, seat-balanced, seeds from 1, 3 iterations a decision."
    assert lines[1].lstrip().startswith("openspiel-ismcts vs normal 2p")
    assert "openspiel-ismcts think: median" in lines[2]


def test_openspiels_bot_comes_first_at_the_ladder(app, runner):
    out = runner.invoke(app, ["play", "goblout", "ladder", "--match", "normal,openspiel-ismcts", "--games", "2"])
    assert out.exit_code == 1
    assert out.stderr.startswith("Error: --match: OpenSpiel's bot comes first and once (openspiel-ismcts,normal)")
