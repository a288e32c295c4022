"""Goblins vs Zombies' hooks for `goblin play gvz ladder` (assistant/lab/ladder.py). The Goblins play the Zombie
Deck, not each other, so a matchup is one skill alone and its win rate is read against the other levels':
- LAST_STAND: the Goblin bots at a skill in Last Stand (1 player), a win when the deck runs out first;
- VERSUS: Mode E's Zombie Player at a skill against the same (easy) Goblin bot, a win for the Zombies."""

from __future__ import annotations

from collections.abc import Sequence

from goblinkit.assistant.goblins_vs_zombies.simulate import play_game
from goblinkit.assistant.lab.ladder import Matchup, Outcome

from goblinkit.assistant.core.skill import LEVELS  # expert too: its win rate read against hard's


class LastStandLadder:
    def matchups(self, players: int | None) -> list[Matchup]:
        return [Matchup((level,), 0.0) for level in LEVELS]

    def play(self, skills: Sequence[str], seed: int, think: float, iterations: int | None) -> Outcome:
        game = play_game("last-stand", 1, seed, bot=skills[0], think=think, iterations=iterations).game
        return Outcome([1.0 if (game.result or {}).get("outcome") == "win" else 0.0], game.thinks)


class VersusLadder:
    def matchups(self, players: int | None) -> list[Matchup]:
        return [Matchup((level,), 0.0) for level in LEVELS]

    def play(self, skills: Sequence[str], seed: int, think: float, iterations: int | None) -> Outcome:
        game = play_game("versus", 1, seed, bot="easy", zombies=skills[0], think=think, iterations=iterations).game
        return Outcome([1.0 if (game.result or {}).get("winner") == "zombies" else 0.0], game.thinks)


LAST_STAND, VERSUS = LastStandLadder(), VersusLadder()
REFS = {"last-stand": f"{__name__}:LAST_STAND", "versus": f"{__name__}:VERSUS"}
