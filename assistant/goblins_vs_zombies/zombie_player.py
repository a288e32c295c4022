"""Mode E's Zombie Player, which the assistant plays: its choice at each ZOMBIE ARRIVAL (arrival.py).

Below the rules, beside them: the rules ask it, as they ask the table a player's choice.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from goblinkit.assistant.skill import Skill, from_setup

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Rules

Choice = tuple[str, list[tuple[str, bool]]]
SEAT = "zombies"  # the Zombie Player's seat in a setup's skill block ({"zombies": "hard", "goblins": ...})
# The look-ahead levels need copies of the whole game, above the rules: strong_bot.py registers them
# here ("normal", "hard") when imported (the CLI and simulate import it before any game is played).
SEARCHING: dict[str, Callable[[Any, Skill], Choice]] = {}


def zombie_player_choice(game: Rules) -> Choice:
    """Mode E's Zombie Player at its skill (a save from before skill levels plays easy, as it was played):
    easy plays as many cards as it can by fixed preferences (`easy_choice`, its blunders below); normal
    tries each choice against a few sampled futures; hard searches them (strong_bot.py)."""
    forced = getattr(game, "forced_zombie_choice", None)
    if forced is not None:  # a search trying this choice on its copy
        game.forced_zombie_choice = None  # type: ignore[attr-defined]
        return forced
    skill = from_setup(game.setup, SEAT, getattr(game, "iterations", None))
    if skill.easy or getattr(game, "searching", False) or skill.level not in SEARCHING:
        return easy_choice(game)
    return SEARCHING[skill.level](game, skill)


def choices(game: Rules) -> list[Choice]:
    """Every distinct arrival choice: easy's first, then {DRAW 2}, each card alone, each pair (an Event
    face up or as a Basic Zombie, a Zombie face up)."""
    hand = sorted(set(game.zombie_hand))
    faces = [(card, up) for card in hand for up in ((True, False) if game.cat.is_event(card) else (True,))]
    found = [easy_choice(game), ("{DRAW 2}", [])]
    found += [("{PLAY 1 + DRAW 1}", [one]) for one in faces]
    found += [("{PLAY 2}", [a, b]) for a, b in combinations(faces, 2)
              if a[0] != b[0] or game.zombie_hand.count(a[0]) >= 2]
    unique: list[Choice] = []
    for choice in found:
        if choice not in unique:
            unique.append(choice)
    return unique


def easy_choice(game: Rules) -> Choice:
    """Mode E, the Zombie Player: keep the Field crowded and the Gate under pressure.

    Its blunders, kept on purpose at easy: it always empties its hand as fast as it may (never keeps a
    strong Zombie for the turn it would break the Gate), and an Event it cannot use at once is thrown
    away as a Basic Zombie.

    Zombies between the Gate and Victor draw the Goblins' "nearest" shots away from him, and
    every card played is one less the Goblins can answer later, so it plays as many cards as it
    can: {PLAY 2} with two or more in hand, {PLAY 1 + DRAW 1} with one, {DRAW 2} with none. The
    strongest Zombies go face up; an Event goes face up when it helps now (a BACKUP with cards
    to bring back), otherwise face down as a Basic Zombie.
    """
    hand = list(game.zombie_hand)

    def strength(card: str) -> float:
        if game.cat.is_event(card):
            event = game.cat.events[card]
            return 2.5 if event.do == "backup" and game.zombies.discards else 0.5
        zdef = game.cat.zombies[card]
        return zdef.hp + (1.5 if zdef.quick else 0) + (1.0 if "steel" in zdef.traits else 0)

    ranked = sorted(hand, key=lambda c: (-strength(c), c))
    if len(hand) >= 2:
        option, count = "{PLAY 2}", 2
    elif len(hand) == 1:
        option, count = "{PLAY 1 + DRAW 1}", 1
    else:
        option, count = "{DRAW 2}", 0
    plays = [(card, not game.cat.is_event(card) or strength(card) > 1) for card in ranked[:count]]
    return option, plays
