"""Mode E's Zombie Player, which the assistant plays: its choice at each ZOMBIE ARRIVAL (arrival.py).

Below the rules, beside them: the rules ask it, as they ask the table a player's choice. Its skill is read
from the save's setup at every arrival; normal and hard search (zombie_search.py, imported here when a
level searches, so whichever process plays the arrival plays it at that skill). Its choice is logged in
the `arrive` action (`LOGGED`): a replay plays the logged choice and never searches again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblins_vs_zombies.zombie_choices import Choice, choices, easy_choice
from goblinkit.assistant.core.skill import from_setup

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Playable, Rules

__all__ = ["LOGGED", "SEAT", "Choice", "arrival_choice", "choices", "easy_choice", "zombie_player_choice"]

SEAT = "zombies"  # the Zombie Player's seat in a setup's skill block ({"zombies": "hard", "goblins": ...})
LOGGED = "zombie_player"  # the `arrive` action's record of the choice: {"option": ..., "plays": [[card, face up]]}


def arrival_choice(game: Playable, act: dict[str, Any]) -> Choice:
    """The Zombie Player's choice at this arrival: the one logged in `act` (checked: one it could make);
    else, live, decided now at its skill and written into `act`, which the log keeps. An arrival replayed
    from a save logged before choices were kept plays easy, as every command then played it."""
    logged = act.get(LOGGED)
    if logged is not None:
        return _checked(game, logged)
    if game.chance.replaying:
        return easy_choice(game)
    choice = zombie_player_choice(game)
    act[LOGGED] = {"option": choice[0], "plays": [[card, up] for card, up in choice[1]]}
    return choice


def _checked(game: Rules, logged: Any) -> Choice:
    try:
        choice = (logged["option"], [(card, up) for card, up in logged["plays"]])
    except (TypeError, KeyError, ValueError):
        raise RulesError(f"the Zombie Player's logged choice is damaged: {logged!r}"[:200]) from None
    if choice not in choices(game):
        raise RulesError(f"the Zombie Player's logged choice is not one it could make: {logged!r}"[:200])
    return choice


def zombie_player_choice(game: Playable) -> Choice:
    """Mode E's Zombie Player at its skill (a save from before skill levels plays easy, as it was played):
    easy plays as many cards as it can by fixed preferences (`easy_choice`, its blunders below); normal
    tries each choice against a few sampled futures; hard searches them (zombie_search.py)."""
    forced = getattr(game, "forced_zombie_choice", None)
    if forced is not None:  # a search trying this choice on its copy
        game.forced_zombie_choice = None  # type: ignore[attr-defined]
        return forced
    skill = from_setup(game.setup, SEAT, getattr(game, "iterations", None))
    if skill.easy or game.searching:
        return easy_choice(game)
    from goblinkit.assistant.goblins_vs_zombies.zombie_search import searched_choice

    return searched_choice(game, skill)
