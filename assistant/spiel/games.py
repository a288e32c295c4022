"""Each game as OpenSpiel sees it: which seats are OpenSpiel's players (the seats whose moves the game lists,
the ones a person plays at the table), how a game is set up from OpenSpiel's parameters, who acts now, and
what each player scores at the end. Everything else (the assistant's bots, the Zombie Deck, the Humans)
plays inside the steps by the game's own policy, at the skill the `skill` parameter names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.engine import Game

Params = dict[str, Any]


@dataclass(frozen=True)
class SpielGame:
    slug: str  # the game's `goblin play` slug
    title: str
    make: Callable[[Params], Game]  # a game set up from OpenSpiel's parameters, not started
    players: Callable[[Params], int]  # OpenSpiel's players: the seats whose moves are listed
    seat: Callable[[Game], int]  # the player (0-based) whose moves are listed now
    scores: Callable[[Game], list[float]]  # each player's return at the end, in [0, 1]
    params: Params = field(default_factory=dict)  # the game's own parameters and their defaults

    @property
    def short_name(self) -> str:
        """OpenSpiel's name for it: `goblinkit_goblout`."""
        return "goblinkit_" + self.slug.replace("-", "_")

    def defaults(self) -> Params:
        return {"seed": 1, "skill": "normal", **self.params}


def _goblout(p: Params) -> Game:
    from goblinkit.assistant.goblout.game import Goblout
    from goblinkit.assistant.goblout.new_game import setup_of

    return Goblout(setup_of(bots=int(p["bots"]), skill=p["skill"]), Chance(int(p["seed"])))


def _goblout_scores(game: Any) -> list[float]:
    m = game.m
    return [1 / len(m.order)] if not m.winner else [float(m.winner == "you")]


def _gobz(p: Params) -> Game:
    from goblinkit.assistant.gobz_heroes.game import GobzHeroes
    from goblinkit.assistant.gobz_heroes.new_game import setup_of

    return GobzHeroes(setup_of(players=int(p["players"]), seat=int(p["seat"]), skill=p["skill"]), Chance(int(p["seed"])))


def _gobz_scores(game: Any) -> list[float]:
    return [0.0 if game.winner is None else float(game.winner == game.human_seat())]


def _globbo(p: Params) -> Game:
    from goblinkit.assistant.globbo.game import Globbo
    from goblinkit.assistant.globbo.new_game import setup_of

    return Globbo(setup_of(play=p["side"], skill=p["skill"]), Chance(int(p["seed"])))


def _globbo_scores(game: Any) -> list[float]:
    result = game.turn.result or {}
    return [0.5 if not result else float(result.get("winner") == game.human)]


def _gvz(p: Params) -> Game:
    from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
    from goblinkit.assistant.goblins_vs_zombies.new_game import setup_of

    return GoblinsVsZombies(setup_of(mode=p["mode"], players=int(p["players"]), skill=p["skill"]), Chance(int(p["seed"])))


def _gvz_seat(game: Any) -> int:
    names = list(game.setup["players"])
    return names.index(game.current) if game.current in names else 0


def _gvz_scores(game: Any) -> list[float]:
    won = float((game.result or {}).get("outcome") == "win")
    return [won] * len(game.setup["players"])


STARTER = {"name": "Muck Lurkers", "breed": "goblins", "charm": 0, "tin": 0, "brag": 0, "log": [],
           "creatures": [{"name": "Snagtooth", "type": "leader", "upgrades": []}]}
BRAG_SCALE = 10  # a GobbledyGook! return: the Brood's Brag over this many (a night's good haul), at most 1


def _gg(p: Params) -> Game:
    from goblinkit.assistant.gobbledygook.game import GobbledyGook

    return GobbledyGook({"scenario": p["scenario"], "broods": [dict(STARTER)]}, Chance(int(p["seed"])))


def _gg_scores(game: Any) -> list[float]:
    return [min(1.0, game.brag.get(STARTER["name"], 0) / BRAG_SCALE)]


GAMES = {g.slug: g for g in (
    SpielGame("goblout", "Goblout", _goblout, lambda p: 1, lambda g: 0, _goblout_scores, {"bots": 1}),
    SpielGame("gobz-heroes", "Gob'z'Heroes", _gobz, lambda p: 1, lambda g: 0, _gobz_scores,
              {"players": 2, "seat": 1}),
    SpielGame("globbo", "Globbo!", _globbo, lambda p: 1, lambda g: 0, _globbo_scores, {"side": "globbo"}),
    SpielGame("goblins-vs-zombies", "Goblins vs Zombies", _gvz, lambda p: int(p["players"]), _gvz_seat, _gvz_scores,
              {"mode": "last-stand", "players": 1}),
    SpielGame("gobbledygook", "GobbledyGook!", _gg, lambda p: 1, lambda g: 0, _gg_scores,
              {"scenario": "night-watch"}),
)}
