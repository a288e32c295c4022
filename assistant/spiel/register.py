"""Every game registered with OpenSpiel through the table model (pyspiel's Python game API), so OpenSpiel's
own checks and bots run on it: `goblinkit_goblout`, `goblinkit_gobz_heroes`, `goblinkit_globbo`,
`goblinkit_goblins_vs_zombies`, `goblinkit_gobbledygook`.

A decision's actions are the indices of the legal moves `Game.moves()` lists (its label is the move's
label); a chance node is one draw of the game's Chance (tape.py), its outcomes equally likely; a player's
information state is what the table shows (`snapshot()`, nothing hidden) and the moves that player made;
the questions a move asks are answered the first way, as in the search's copies (search/moves_search.py).
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pyspiel

from goblinkit.assistant.spiel.games import GAMES, Params, SpielGame
from goblinkit.assistant.spiel.tape import Stepper

MOST_MOVES = 2048  # OpenSpiel's action space: more legal moves than this at one decision is an error
MOST_OUTCOMES = 1024  # the most outcomes of one draw (a shuffle of the largest pile)
LONGEST = 200_000  # decisions and draws in one game, an upper bound OpenSpiel checks


def game_type(spec: SpielGame) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=spec.short_name, long_name=f"Goblin Kit: {spec.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=4, min_num_players=1,
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=False,
        parameter_specification=spec.defaults())


class View:
    """OpenSpiel's observer: a seat's information state (with `perfect_recall`: the moves it made too)."""

    def __init__(self, recall: bool):
        self.recall = recall
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: Any, player: int) -> None:
        """No tensor: the games are read as strings."""

    def string_from(self, state: Any, player: int) -> str:
        seen = json.dumps(state.stepper.game.snapshot(), sort_keys=True, default=str)
        mine = " | ".join(state.made[player]) if self.recall and player < len(state.made) else ""
        return f"p{player} [{mine}] {seen}"


class SpielState(pyspiel.State):
    """One position: OpenSpiel's history and its Stepper (tape.py)."""

    def __init__(self, game: Any, stepper: Stepper | None = None):
        super().__init__(game)
        self.slug: str = game.spec.slug  # a name, not the spec: OpenSpiel pickles a state to serialize it
        self.stepper = stepper if stepper is not None else Stepper(game.spec.make(game.params))
        self.made: list[list[str]] = [[] for _ in range(game.num_players())]

    @property
    def spec(self) -> SpielGame:
        return GAMES[self.slug]

    def current_player(self) -> int:
        if self.stepper.over:
            return int(pyspiel.PlayerId.TERMINAL)
        if self.stepper.need is not None:
            return int(pyspiel.PlayerId.CHANCE)
        return self.spec.seat(self.stepper.game)

    def _legal_actions(self, player: int) -> list[int]:
        count = len(self.stepper.moves())
        if count > MOST_MOVES:
            raise pyspiel.SpielError(f"{count} legal moves: more than the {MOST_MOVES} OpenSpiel is told of")
        return list(range(count))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        n = self.stepper.need or 0
        return [(k, 1 / n) for k in range(n)]

    def _apply_action(self, action: int) -> None:
        if self.stepper.need is not None:
            self.stepper.draw(action)
            return
        player = self.current_player()
        self.made[player].append(self._action_to_string(player, action))
        self.stepper.choose(action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player < 0:
            return f"outcome {action}"
        moves = self.stepper.moves()
        return moves[action].label if 0 <= action < len(moves) else f"move {action}"

    def is_terminal(self) -> bool:
        return self.stepper.over

    def returns(self) -> list[float]:
        if not self.stepper.over:
            return [0.0] * len(self.made)
        return self.spec.scores(self.stepper.game)

    def resample_from_infostate(self, player_id: int, sampler: Any = None, seed: int | None = None) -> SpielState:
        """A state the player cannot tell from this one: what the seat cannot see dealt again
        (`Game.determinized`), the future draws the tape's; the same state at a chance node."""
        stepper = self.stepper.copy()
        if stepper.need is None and not stepper.over:
            rng = random.Random(seed if seed is not None else len(self.history()))
            stepper.game = self.stepper.game.determinized(rng)
        twin = SpielState(self.get_game(), stepper)
        twin.made = [list(m) for m in self.made]
        return twin

    def __str__(self) -> str:
        return self.stepper.game.describe()


def game_class(spec: SpielGame) -> type:
    class SpielGameOf(pyspiel.Game):  # one class a game: the factory OpenSpiel calls with the parameters
        def __init__(self, params: Params | None = None):
            chosen = {**spec.defaults(), **(params or {})}
            info = pyspiel.GameInfo(num_distinct_actions=MOST_MOVES, max_chance_outcomes=MOST_OUTCOMES,
                                    num_players=spec.players(chosen), min_utility=0.0, max_utility=1.0,
                                    utility_sum=None, max_game_length=LONGEST)
            super().__init__(game_type(spec), info, chosen)
            self.spec, self.params = spec, chosen

        def new_initial_state(self) -> SpielState:
            return SpielState(self)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> View:
            return View(bool(iig_obs_type is None or iig_obs_type.perfect_recall))

    SpielGameOf.__name__ = f"SpielGame_{spec.short_name}"
    return SpielGameOf


def register_all() -> list[str]:
    """Register every game once (again: nothing); their OpenSpiel names."""
    known = set(pyspiel.registered_names())
    for spec in GAMES.values():
        if spec.short_name not in known:
            pyspiel.register_game(game_type(spec), game_class(spec))
    return [spec.short_name for spec in GAMES.values()]


def load(slug: str, **params: Any) -> Any:
    """The registered OpenSpiel game of `slug` with these parameters."""
    register_all()
    return pyspiel.load_game(GAMES[slug].short_name, params)
