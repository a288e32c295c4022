"""Globbo!'s hook for `goblin play globbo ladder` (assistant/lab/ladder.py): seat 0 is Globbo, seat 1 the
Kids, so the ladder's seat rotation plays every matchup with the sides swapped. Walls in, no Extras.

Why this setup: a pair of games (each skill plays each side once) measures both sides' play: Globbo's
move and attack choices differ by skill, and the Kids' fission mix (bots.kids_mix: easy 4 Blips and 2
Yeasts, normal and hard 5 and 1) and hard's searched moves. Walls in is the rulebook's choice that keeps
the Kids on their side (walls out, Globbo won 0 of 4 in the balance lab). The rulebook's own balancing,
Extras of equal grades, was measured as a ladder setup and left out: with Double Regeneration for Globbo
against Reflexes and Biters Spit for the Kids (4 grades each, Extras both bots use) easy Globbo won 19
of 40 and normal 19 of 40 (seeds 1-40): nearer 50/50, but the skill no longer showed (without Extras, 8
against 19)."""

from __future__ import annotations

from collections.abc import Sequence

from goblinkit.assistant.globbo.simulate import play_game
from goblinkit.assistant.lab.ladder import Matchup, Outcome

HEAD_TO_HEAD = 0.55  # issue 25: each step of the ladder wins above this, interval and all
SIDES = ("globbo", "kids")


class GlobboLadder:
    def matchups(self, players: int | None) -> list[Matchup]:
        return [Matchup(("normal", "easy"), HEAD_TO_HEAD), Matchup(("hard", "normal"), HEAD_TO_HEAD),
                Matchup(("expert", "hard"), HEAD_TO_HEAD)]

    def play(self, skills: Sequence[str], seed: int, think: float, iterations: int | None) -> Outcome:
        game = play_game(seed, walls=True, skills=dict(zip(SIDES, skills)), think=think, iterations=iterations).game
        result = game.turn.result
        if result is None:  # the round limit: a draw, shared
            return Outcome([0.5, 0.5], game.thinks)
        return Outcome([1.0 if side == result["winner"] else 0.0 for side in SIDES], game.thinks)


HOOK = GlobboLadder()
REF = f"{__name__}:HOOK"
