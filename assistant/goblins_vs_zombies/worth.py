"""What a Goblin card is worth keeping, and the discard down to the hand limit that follows from it.

Below the rules: THE SUN (goblin_phase) discards a tracked hand down to 9 by this order, and the
bots above game.py read the same values (which Goblin takes a hit, what pays a cost).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.goblins_vs_zombies.catalog import FLAG_BEARER

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Rules

# How much a card is worth keeping, roughly its effect for its cost (discarded first when low).
VALUE = {"bomb": 6, "icethrower": 5, "wind-mage": 4, "bigshot": 5, "twin-xbows": 5, "rocket": 4, "potapult": 4,
         "iceshot": 4, "slingshot": 4, "archer": 3, "shot-idol": 3, "ghost-lantern": 3, "wall": 4, "rockthrower": 3,
         "lookout": 2, "net-thrower": 2, "shield": 2, "pepper": 2, "slinger": 3, "screamer": 3, "shaman": 3,
         "assassin": 4, "ball-and-chain": 3, FLAG_BEARER: 1}


def value(card: str) -> int:
    return VALUE.get(card, 2)


class _Worths(dict):
    """Each card's place in "least valuable first" (the card's id breaks a tie, so the order is
    always the same), worked out the first time the card is sorted."""

    def __missing__(self, card: str) -> tuple[int, str]:
        key = self[card] = (VALUE.get(card, 2), card)
        return key


WORTH = _Worths()


def hand_discards(game: Rules, player: str, count: int) -> list[str | None]:
    """The cards to discard down to the hand limit: the least valuable."""
    if not game.tracked:
        return [None] * count
    cards = sorted(game.supply.hands[player].elements(), key=WORTH.__getitem__)
    return list(cards[:count])


def cheapest_cards(hand: Any, count: int, keep: str) -> list[str]:
    """The `count` least valuable cards of the hand, one copy of `keep` aside (it is being played)."""
    if count <= 0:
        return []
    rest: list[str] = []
    for card in sorted(hand, key=WORTH.__getitem__):  # the kinds in order, each as many times as held
        rest.extend([card] * (hand[card] - (card == keep)))
        if len(rest) >= count:
            break
    return rest[:count]
