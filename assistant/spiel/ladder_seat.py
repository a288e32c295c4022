"""OpenSpiel's bot at our ladder: `goblin play GAME ladder --match openspiel-ismcts,normal` seats OpenSpiel's
ISMCTS (or `openspiel-mcts`) in the seat a person plays, our bots at the given skill in the others, and plays
the games seat-balanced as every ladder row is (lab/ladder.py). A module-level hook per game, named by its
package (`goblout`, `gobz_heroes`, `globbo`, `goblins_vs_zombies`), so `--jobs` workers import it by name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.lab.ladder import Matchup, Outcome
from goblinkit.assistant.spiel.bots import SEATS, SIMULATIONS

PACKAGES = {"goblout": "goblout", "gobz_heroes": "gobz-heroes", "globbo": "globbo",
            "goblins_vs_zombies": "goblins-vs-zombies"}


def params(slug: str, seat: int, skills: Sequence[str], seed: int) -> dict[str, Any]:
    """OpenSpiel's parameters for a game with OpenSpiel's bot at `seat` of `skills` (ours all at one level)."""
    ours = sorted({s for i, s in enumerate(skills) if i != seat})
    if len(ours) > 1:
        raise RulesError(f"OpenSpiel's bot plays against one skill at a time, not {'+'.join(ours)}")
    found: dict[str, Any] = {"seed": seed, "skill": ours[0] if ours else "normal"}
    if slug == "goblout":
        found["bots"] = len(skills) - 1
    elif slug == "gobz-heroes":
        found.update(players=len(skills), seat=seat + 1)
    elif slug == "globbo":
        found["side"] = ("globbo", "kids")[seat]
    return found


class SpielLadder:
    def __init__(self, slug: str):
        self.slug = slug

    def matchups(self, players: int | None) -> list[Matchup]:
        rest = ("normal",) * (0 if self.slug == "goblins-vs-zombies" else max(1, (players or 2) - 1))
        return [Matchup((SEATS[0], *rest), 0.5)]

    def play(self, skills: Sequence[str], seed: int, think: float, iterations: int | None) -> Outcome:
        from goblinkit.assistant.spiel.bots import play
        from goblinkit.assistant.spiel.register import load

        seat = next(i for i, s in enumerate(skills) if s in SEATS)
        returns, thinks = play(load(self.slug, **params(self.slug, seat, skills, seed)), skills[seat],
                               iterations or SIMULATIONS, seed)
        mine = returns[0]
        rest = (1 - mine) / (len(skills) - 1) if len(skills) > 1 else 0.0
        return Outcome([mine if i == seat else rest for i in range(len(skills))], thinks)


def __getattr__(name: str) -> SpielLadder:  # the hooks by package name: `goblout`, `gobz_heroes`, ...
    if name in PACKAGES:
        return SpielLadder(PACKAGES[name])
    raise AttributeError(name)
