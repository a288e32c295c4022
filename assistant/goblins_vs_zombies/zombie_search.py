"""Mode E's Zombie Player at normal and hard: each arrival choice tried on futures of the table.

Below game.py, beside the rules that ask it (zombie_player.py imports it when a level searches), so every
process that plays an arrival plays it at the skill in the save's setup: nothing registers it, nothing
has to be imported first. Each future redraws what the Zombie Player cannot see (the Goblins' hands:
lookahead.FutureSearch.sample, with the cards a table game only counts named there, imagined.py) and is
played on by the fast Goblin bot and the easy Zombie Player to the start of the turn after next.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from goblinkit.assistant.goblins_vs_zombies.bots import BotTable
from goblinkit.assistant.goblins_vs_zombies.lookahead import CAP, SAMPLES, FutureSearch, halving, iterations_for, judge
from goblinkit.assistant.goblins_vs_zombies.zombie_choices import Choice, choices
from goblinkit.assistant.search import Budget, derived_seed
from goblinkit.assistant.search.turn_clock import turn_clock
from goblinkit.assistant.core.skill import Skill

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Playable

ZOMBIE_FUTURES_PER_SECOND = 1200  # a Zombie Player's future (one turn on) takes about 0.4-0.8 ms


def _zombies_choose(trial: Playable, choice: Any) -> None:
    trial.forced_zombie_choice = choice  # type: ignore[attr-defined]  # zombie_player_choice hands it on
    trial.apply({"type": "arrive"}, BotTable(trial))


def searched_choice(game: Playable, skill: Skill) -> Choice:
    """normal: every choice against the same few futures, the best mean taken (ties: the first); hard:
    sequential halving over --think's worth of futures (a count, so a seed decides alike run twice; a machine
    far too slow is stopped at 1.5x its time: the budget is the player's wait)."""
    options = choices(game)
    if len(options) == 1:
        return options[0]
    player = game.current
    # Scored by judge(), not leaf.py's fit (issue 35, --think 0.05, seeds 732001-732500: with the fit hard won 78.2 %
    # [74.4, 81.6] of Mode E, normal 80.8 %; with judge 83.8 % [80.3, 86.8]; 732001-732800: 82.6 % against normal's 78.0 %).
    root = FutureSearch(game, 1, options, _zombies_choose, game.turn + 2, player, judge(game, player))
    seed = derived_seed(game.chance.seed, game.turn, "zombies")
    if not skill.hard:
        rng = random.Random(seed)
        futures = [random.Random(rng.getrandbits(64)) for _ in range(SAMPLES)]
        means = []
        for index in range(len(options)):
            total = 0.0
            for future in futures:
                trial = root.sample(1, random.Random(future.getrandbits(64)))
                trial.play(index)
                total += trial.rewards()[1]
            means.append((total / SAMPLES, -index))
        return options[-max(means)[1]]
    turn = Budget(skill.seconds, iterations_for(skill.seconds, skill.budget().iterations, ZOMBIE_FUTURES_PER_SECOND))
    clock_ = turn_clock(game)
    share = clock_.share((game.turn, "zombies"), turn, 1) or turn  # one arrival a turn: the whole turn's futures
    assert share.iterations is not None
    cap = None if skill.iterations is not None else clock_.seconds_left(skill.seconds, 1, CAP)
    index, seconds = halving(root, 1, share.iterations, seed, cap, floor=SAMPLES)
    clock_.spent(share.iterations, seconds, turn)
    game.thinks = [*getattr(game, "thinks", []), seconds]  # type: ignore[attr-defined]  # the ladder's think times
    return options[index]
