"""The tape (assistant/spiel/tape.py) makes every draw of a game's Chance a chance node without changing a rule:
a game stepped decision by draw, the draws taken from a generator, is the very game the rules play with that
generator as their Chance's (its draws are the same `_randbelow` calls, in the same order). No OpenSpiel needed."""

from __future__ import annotations

import random

import pytest

from goblinkit.assistant.core.asking import command_turn
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.turn import run_steps
from goblinkit.assistant.search.moves_search import ANSWERED
from goblinkit.assistant.spiel.games import GAMES
from goblinkit.assistant.spiel.tape import Stepper, TapeRandom

PARAMS = {"goblout": {"bots": 1}, "goblins-vs-zombies": {"mode": "last-stand", "players": 1}}


def _pick(moves):  # the same choice both ways: the last legal move (often "end the turn")
    return len(moves) - 1


@pytest.mark.parametrize("slug", sorted(PARAMS))
def test_a_game_stepped_draw_by_draw_is_the_game_the_rules_play_with_that_generator(slug):
    spec = GAMES[slug]
    params = {**spec.defaults(), **PARAMS[slug], "seed": 5}
    draws = random.Random(11)
    stepped = Stepper(spec.make(params))
    chosen = 0
    while not stepped.over and chosen < 40:
        if stepped.need is not None:
            stepped.draw(draws._randbelow(stepped.need))
        else:
            stepped.choose(_pick(stepped.moves()))
            chosen += 1
    game = spec.make(params)
    game.chance.rng = random.Random(11)  # the same stream, drawn by the rules themselves (in place: parts hold it)
    game.chance.begin()
    game.start(ANSWERED.table())
    game.chance.finish()
    for _ in range(chosen):
        move = [m for m in game.moves() if m.legal] or [None]
        act = None if move[0] is None else dict(move[_pick(move)].action)
        run_steps(game, act, command_turn(type(game), ANSWERED, lambda: game, act))
    assert stepped.need is None and chosen > 3
    assert game.snapshot(reveal=True) == stepped.game.snapshot(reveal=True)


def test_a_draw_past_the_tape_is_a_chance_node_and_a_wrong_outcome_is_refused():
    tape = TapeRandom([2])
    assert tape.randint(1, 6) == 3  # the first outcome of six: a die showing 3
    with pytest.raises(Exception, match="a chance outcome among 6"):
        tape.randint(1, 6)
    stepper = Stepper(GAMES["goblout"].make({**GAMES["goblout"].defaults()}))
    assert stepper.need is not None and not stepper.moves()
    with pytest.raises(RulesError, match="is not one of"):
        stepper.draw(stepper.need)
