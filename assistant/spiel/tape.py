"""A game of the table model as a sequence of decisions and chance outcomes, one at a time (what OpenSpiel
needs: every die and draw a chance node, every listed move a decision), without changing a rule.

The rules draw inside an action (a roll in the middle of an attack), and an action cannot be paused. So the
game's generator is replaced by a tape (`TapeRandom`): every integer draw the rules make (a die, a pile's
pick, a shuffle's swap: all of them `Random._randbelow(n)`) takes the tape's next outcome, and a draw past
the tape's end stops the action with `NeedChance(n)`: a chance node of n equally likely outcomes. `Stepper`
keeps the game as it was before the action, the action, and the outcomes chosen so far; each new outcome
runs the action again from that copy with a longer tape, until it needs no more draws and completes.
Replaying an action is exact because the rules draw only from the game's one Chance (DESIGN.md).
"""

from __future__ import annotations

import random
from typing import Any

from goblinkit.assistant.core.asking import command_turn
from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.search.moves_search import ANSWERED

START = {"type": "__start__"}  # the setup's own draws (a deal, the first player's roll), before any move
AUTO = {"type": "__automatic__"}  # the assistant's next step, decided on each trial copy (its draws are nodes too)


class NeedChance(Exception):
    """The action drew past the tape's end: a chance node with `outcomes` equally likely outcomes."""

    def __init__(self, outcomes: int):
        super().__init__(f"a chance outcome among {outcomes}")
        self.outcomes = outcomes


class TapeRandom(random.Random):
    """A generator that plays the given outcomes in order, each `_randbelow(n)` the next one."""

    def __init__(self, tape: list[int]):
        super().__init__(0)
        self.tape, self.used = tape, 0

    def _randbelow(self, n: int) -> int:
        if self.used == len(self.tape):
            raise NeedChance(n)
        value = self.tape[self.used]
        if not 0 <= value < n:
            raise ValueError(f"chance outcome {value} is not one of {n}")
        self.used += 1
        return value

    def random(self) -> float:
        raise RulesError("the rules drew a real number: only whole-number draws can be OpenSpiel's chance nodes")


class Stepper:
    """One game state as OpenSpiel sees it: a decision of the seat whose moves are listed, a chance node
    (`need`: its number of outcomes), or the end. `game` is the state before `pending` (the action being
    applied, whose first `len(tape)` draws are chosen); the assistant's own steps (`next_automatic`: the
    bots' turns, the Zombie phase) run by the game's own turn policy, their draws chance nodes too."""

    def __init__(self, game: Game, started: bool = False):
        self.game = game
        self.pending: dict[str, Any] | None = None if started else START
        self.index = 0  # 0: the player's move (or the start); 1 on: the assistant's own steps after it
        self.tape: list[int] = []
        self.need: int | None = None
        self._moves: list[Move] | None = None
        self.settle()

    def __deepcopy__(self, memo: dict[int, Any]) -> Stepper:  # OpenSpiel's clone deep-copies a state's fields
        return self.copy()

    def copy(self) -> Stepper:
        twin = Stepper.__new__(Stepper)
        twin.game, twin.pending, twin.index = self.game.copy(), self.pending, self.index
        twin.tape, twin.need, twin._moves = list(self.tape), self.need, self._moves
        return twin

    # -- what OpenSpiel asks ---------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.need is None and self.game.over

    def moves(self) -> list[Move]:
        """The legal listed moves of the seat to act (empty at a chance node or the end)."""
        if self.need is not None or self.game.over:
            return []
        if self._moves is None:
            self._moves = [m for m in self.game.moves() if m.legal]
        return self._moves

    def choose(self, index: int) -> None:
        """Play the `index`-th legal move, then whatever follows it up to the next decision or draw."""
        moves = self.moves()
        if not 0 <= index < len(moves):
            raise RulesError(f"move {index} is not one of the {len(moves)} legal moves")
        self.pending, self.index = dict(moves[index].action), 0
        self.settle()

    def draw(self, outcome: int) -> None:
        """The chance node's outcome; the action goes on with it."""
        if self.need is None or not 0 <= outcome < self.need:
            raise RulesError(f"chance outcome {outcome} is not one of {self.need or 0}")
        self.tape.append(outcome)
        self.settle()

    # -- running the actions -----------------------------------------------------------------------------
    def settle(self) -> None:
        """Run the pending action (and the automatic steps after it) until a draw is needed, a seat must
        decide, or the game is over."""
        self.need, self._moves = None, None
        while True:
            if self.pending is None:
                if self.game.over or any(m.legal for m in self.game.moves()):
                    return
                self.pending, self.index = AUTO, self.index + 1
            trial = self.game.copy()
            trial.chance.rng = TapeRandom(self.tape)
            try:
                step = self._next_step(trial) if self.pending is AUTO else self.pending
                self._apply(trial, step, self.index)
            except NeedChance as need:
                self.need = need.outcomes
                return
            trial.chance.rng = random.Random(len(self.tape))  # whatever draws between actions: never the tape's
            self.game, self.pending, self.tape = trial, None, []

    @staticmethod
    def _next_step(game: Game) -> dict[str, Any]:
        """The assistant's step due now, decided on the trial copy: a bot's choice that draws from the game's
        Chance (a normal bot's tie broken at random) makes chance nodes too."""
        step = command_turn(type(game), ANSWERED, lambda: game, None).next_step(game)
        if step is None:
            raise RulesError(f"{game.title}: no move listed and no step of the assistant due")
        return step

    @staticmethod
    def _apply(game: Game, step: dict[str, Any], index: int) -> None:
        if step is START:
            game.chance.begin()
            game.start(ANSWERED.table())
        else:
            turn = command_turn(type(game), ANSWERED, lambda: game, step if index == 0 else None)
            table = turn.table(game, step, index)
            game.chance.begin(**turn.chance(index))
            game.apply(dict(step), table, normalized=index > 0)
        game.chance.finish()
