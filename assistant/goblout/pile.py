"""The draw pile and the discard pile of Goblout's one shared deck.

Like the shared Deck (assistant/core/deck.py), the pile keeps no order: each draw is a chance outcome
picked among the cards that remain (logged, replayable), and no card can be duplicated or lost. Unlike it, the pile is kept as one sorted list, so a draw is a
pick and a removal instead of a sort of the whole pile: a simulated four-player game draws some
200 cards, and the bench asks for thousands of games a second. The picks are the same as Deck's
(the sorted cards, one chosen by the RNG).
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections import Counter
from collections.abc import Iterable
from typing import Any

from goblinkit.assistant.core.chance import Chance


class Pile:
    def __init__(self, cards: Iterable[str] = ()):
        self.cards: list[str] = sorted(cards)
        self.discards: list[str] = []
        self.reshuffles = 0

    def __len__(self) -> int:
        return len(self.cards)

    def draw(self, chance: Chance, why: str = "draw from the pile") -> str | None:
        """One card, or None if the pile and the discards are both empty."""
        got = self.draw_many(chance, 1, why)
        return got[0] if got else None

    def draw_many(self, chance: Chance, count: int, why: str = "draw from the pile") -> list[str]:
        """`count` cards, one at a time: an empty pile takes the shuffled discards first (rulebook:
        Details); fewer cards if the pile and the discards are both empty."""
        got = []
        for _ in range(count):
            cards = self.cards
            if not cards:
                if not self.discards:
                    break
                self.reshuffle()
                cards = self.cards
            card = chance.pick(cards, why)
            del cards[bisect_left(cards, card)]
            got.append(card)
        return got

    def _index(self, card: str) -> int:
        return bisect_left(self.cards, card)

    def take(self, card: str) -> bool:
        """Take a named card out of the draw pile (a variant's set-aside cards); False if none is left."""
        at = self._index(card)
        if at < len(self.cards) and self.cards[at] == card:
            del self.cards[at]
            return True
        return False

    def put_back(self, card: str) -> None:
        insort(self.cards, card)

    def reshuffle(self) -> None:
        self.cards = sorted(self.discards)
        self.discards = []
        self.reshuffles += 1

    def discard(self, card: str) -> None:
        self.discards.append(card)

    def counts(self) -> Counter[str]:
        found = Counter(self.cards)
        found.update(self.discards)
        return found

    def snapshot(self) -> dict[str, Any]:
        return {"draw_pile": len(self.cards), "discards": list(self.discards), "reshuffles": self.reshuffles}
