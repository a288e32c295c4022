"""Mode E's Zombie Player, which the assistant plays: its choice at each ZOMBIE ARRIVAL (arrival.py).

Below the rules, beside them: the rules ask it, as they ask the table a player's choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Rules


def zombie_player_choice(game: Rules) -> tuple[str, list[tuple[str, bool]]]:
    """Mode E, the Zombie Player: keep the Field crowded and the Gate under pressure.

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
