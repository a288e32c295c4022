"""OpenSpiel's own search bots in a seat of ours: the field's reference implementations, measured on our ladder.

`openspiel-ismcts`: OpenSpiel's information-set MCTS (open_spiel.python.algorithms.ismcts), its worlds
resampled from what the seat may know (`Game.determinized`, never the true hidden cards), its leaves valued by
OpenSpiel's random rollouts. `openspiel-mcts`: OpenSpiel's plain MCTS with random rollouts, which searches
the true state (it sees hidden cards: an upper reference, not a fair opponent). Both get `simulations`
iterations a decision (at least 2); OpenSpiel's bots have no time budget.
"""

from __future__ import annotations

import time
from typing import Any

SEATS = ("openspiel-ismcts", "openspiel-mcts")
SIMULATIONS = 40  # a decision's iterations when the ladder gives none (--iterations)
UCT_C = 2.0
MOST_FEW = 2  # the fewest simulations a decision: OpenSpiel's ISMCTS fails on one


def make_bot(name: str, game: Any, simulations: int, seed: int) -> Any:
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    simulations = max(MOST_FEW, simulations)  # OpenSpiel's ISMCTS asserts on a root visited once
    rng = np.random.RandomState(seed % 2**32)
    rollouts = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    if name == "openspiel-mcts":
        return mcts.MCTSBot(game, UCT_C, simulations, rollouts, random_state=rng)
    bot = ismcts.ISMCTSBot(game, rollouts, UCT_C, simulations, random_state=rng,
                           allow_inconsistent_action_sets=True)
    count = iter(range(1 << 62))
    bot.set_resampler(lambda state, player: state.resample_from_infostate(player, None, seed=seed * 7919 + next(count)))
    return bot


def play(game: Any, name: str, simulations: int, seed: int) -> tuple[list[float], list[float]]:
    """One whole game with OpenSpiel's bot `name` in every OpenSpiel seat (the seats a person plays), the
    draws from `seed`: each player's return and the CPU seconds of each of the bot's decisions."""
    import numpy as np

    bot = make_bot(name, game, simulations, seed)
    draws = np.random.RandomState((seed * 31 + 17) % 2**32)
    state = game.new_initial_state()
    thinks: list[float] = []
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[draws.randint(len(outcomes))][0])
            continue
        start = time.process_time()
        action = bot.step(state)
        thinks.append(time.process_time() - start)
        state.apply_action(action)
    return list(state.returns()), thinks
