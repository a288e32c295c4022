"""Goblout's hook for `goblin play goblout ladder` (assistant/lab/ladder.py): one bots-only game per call,
the styles rotated through the seats by seed as `simulate` does (so seat balance covers styles too)."""

from __future__ import annotations

from collections.abc import Sequence

from goblinkit.assistant.goblout.game import seats
from goblinkit.assistant.goblout.simulate import play_game, styles_for
from goblinkit.assistant.lab.ladder import Matchup, Outcome

HEAD_TO_HEAD = 0.55  # issue 25: each step of the ladder wins above this, interval and all
ONE_IN_FOUR = 0.30  # one hard bot among three normal ones: above its 25 % share


class GobloutLadder:
    def matchups(self, players: int | None) -> list[Matchup]:
        two = [Matchup(("normal", "easy"), HEAD_TO_HEAD), Matchup(("hard", "normal"), HEAD_TO_HEAD),
               Matchup(("expert", "hard"), HEAD_TO_HEAD)]
        four = [Matchup(("hard", "normal", "normal", "normal"), ONE_IN_FOUR)]
        return two if players == 2 else four if players == 4 else two + four

    def play(self, skills: Sequence[str], seed: int, think: float, iterations: int | None) -> Outcome:
        count = len(skills)
        ids = seats(count, False)
        played = play_game(count, None, seed, styles_for(count, seed, None), skills=dict(zip(ids, skills)),
                           think=think, iterations=iterations)
        m = played.game.m
        if not m.winner:  # the turn limit: a draw, shared
            return Outcome([1 / count] * count, played.game.thinks)
        return Outcome([1.0 if pid == m.winner else 0.0 for pid in ids], played.game.thinks)


HOOK = GobloutLadder()
REF = f"{__name__}:HOOK"
