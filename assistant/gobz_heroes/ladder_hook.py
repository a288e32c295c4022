"""Gob'z'Heroes' hook for `goblin play gobz ladder` (assistant/lab/ladder.py): one game of AI Crews per call,
a quick game (6 VP, the rulebook's shortest: a ladder plays many games, and a quick game is the one a
player most often starts) on the board for the player count.

The Crews draft as at the table: each by its own skill, in turn from the Shi-Fu-Mi winner (the
rulebook's draft; easy takes the most valuable Gob' it can feed, normal and hard search the rest of the
draft, bot_draft.py). `simulate` keeps its random draft, which varies the Crews for balance figures; a
random draft measured the skills with the draft's own skill taken out (and its luck left in: it decided
most games), which is not the opponent a player meets."""

from __future__ import annotations

from collections.abc import Sequence

from goblinkit.assistant.gobz_heroes.simulate import NAMES, play_game
from goblinkit.assistant.lab.ladder import Matchup, Outcome

HEAD_TO_HEAD = 0.55  # issue 25: each step of the ladder wins above this, interval and all
LENGTH = "quick"  # a ladder plays many games: the 6 VP game


class GobzLadder:
    def matchups(self, players: int | None) -> list[Matchup]:
        return [Matchup(("normal", "easy"), HEAD_TO_HEAD), Matchup(("hard", "normal"), HEAD_TO_HEAD),
                Matchup(("expert", "hard"), HEAD_TO_HEAD)]

    def play(self, skills: Sequence[str], seed: int, think: float, iterations: int | None) -> Outcome:
        names = NAMES[:len(skills)]
        played = play_game(len(skills), seed, length=LENGTH, skills=dict(zip(names, skills)), think=think,
                           iterations=iterations, random_draft=False)
        game = played.game
        if game.winner is None:  # the action limit: a draw, shared
            return Outcome([1 / len(skills)] * len(skills), game.thinks)
        return Outcome([1.0 if seat == game.winner else 0.0 for seat in range(len(skills))], game.thinks)


HOOK = GobzLadder()
REF = f"{__name__}:HOOK"
