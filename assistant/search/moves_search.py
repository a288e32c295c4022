"""A search any game gets from its table model: information-set MCTS over the moves it lists.

A game that lists its moves (`Game.moves()`), plays a step by its own turn policy (`play.command_turn`: the
move, then the steps the assistant takes by itself, the rivals' turns among them), judges a position
(`Game.outlook()`) and deals what its side cannot see again (`Game.determinized()`) can be searched with
no adapter of its own: the searching side is the one whose moves are listed; everything else (the Zombies,
the rival Crews, Globbo's side) plays by the game's own policy inside `play`. `hint` uses it to advise the
player; a game's hard bot may use it for its own seat the same way. The questions a move asks are answered
the first way (a search's copies have no one to ask) and never explored for their story (too slow).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence
from typing import Any

from goblinkit.assistant.core.asking import Asking, command_turn
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.errors import GoblinError, RulesError
from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.core.turn import run_steps
from goblinkit.assistant.search.protocol import Budget, Decision, SearchState
from goblinkit.assistant.search.tree import ismcts

DEPTH = 4  # the searching side's moves looked at from the root, tree and rollout together (each runs the
# steps the assistant takes after it: the rivals' turns, the Zombie phases)


class FirstAnswers:
    """Answers every question the first way: in a search's copies there is no one at the table to ask."""

    def choose(self, question: str, options: list[str], context: Any = None) -> str:
        return options[0]

    def yes_no(self, question: str, context: Any = None) -> bool:
        return True

    def number(self, question: str, low: int, high: int, context: Any = None) -> int:
        return low

    def carry(self, lines: list[str]) -> None:
        """A step's story, told as it happens: no one reads a copy's."""


ANSWERED = Asking(FirstAnswers(), explores=False)


class MovesSearch(SearchState):
    """A copy of the game for the search: seat 0 is the side whose moves are listed, seat 1 the rest."""

    def __init__(self, game: Game, left: int = DEPTH, base: float | None = None):
        self.game, self.left = game, left
        self.base = game.outlook() if base is None else base  # the root's: rewards are gains from there

    def listed(self) -> list[Move]:
        return [] if self.game.over else [m for m in self.game.moves() if m.legal]

    def to_move(self) -> int | None:
        return 0 if self.left > 0 and self.listed() else None

    def actions(self) -> Sequence[Hashable]:
        return [m.id for m in self.listed()]

    def play(self, action: Hashable) -> None:
        move = next(m for m in self.listed() if m.id == action)
        self.left -= 1
        try:
            run_steps(self.game, dict(move.action), command_turn(type(self.game), ANSWERED, lambda: self.game,
                                                                 move.action))
        except GoblinError:  # a copy's step the rules refuse (a question's first answer that does not fit)
            self.left = 0

    def rewards(self) -> Sequence[float]:
        judged = self.game.outlook()
        gain = 0.0 if judged is None or self.base is None else (judged - self.base) / type(self.game).outlook_scale
        share = 1 / (1 + math.exp(-max(-30.0, min(30.0, gain))))
        return [share, 1 - share]

    def seat_view(self, seat: int) -> Any:
        return self.game.snapshot()

    def sample(self, seat: int, rng: random.Random) -> MovesSearch:
        return MovesSearch(self.game.determinized(rng), self.left, self.base)

    def rollout_action(self, rng: random.Random) -> Hashable:
        return rng.choice(list(self.actions()))


def suggest(game: Game, budget: Budget, seed: int) -> tuple[Move, Decision]:
    """The listed move the search rates best for the side to act, and what the search did."""
    if game.over:
        raise RulesError("the game is over: nothing to advise")
    if game.outlook() is None:
        raise RulesError(f"{game.title.split(':')[0]} cannot judge a position yet, so it gives no hint")
    root = MovesSearch(game)
    if root.to_move() is None:
        raise RulesError("it is the assistant's turn, not yours: let it play its steps first")
    decision = ismcts(root, 0, budget, seed)
    return next(m for m in root.listed() if m.id == decision.action), decision
