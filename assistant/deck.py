"""A face-down pile with its discard pile: draw, discard, reshuffle the discards when empty.

The order of a shuffled pile is unknowable at a real table, so the deck keeps no order at all:
each draw is a chance outcome picked from the cards that remain. That is exactly as random as a
shuffled deck, and it lets a player report the physical card they drew (`--card NAME`). Counts,
not lists, hold the cards, so the JSON state is small and no card can be duplicated or lost.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from assistant.chance import Chance
from assistant.errors import RulesError


class Deck:
    def __init__(self, name: str, cards: Iterable[str] = (), discards: Iterable[str] = ()):
        self.name = name
        self.pile: Counter[str] = Counter(cards)
        self.discards: Counter[str] = Counter(discards)
        self.reshuffles = 0

    def __len__(self) -> int:
        return sum(self.pile.values())

    def total(self) -> int:
        return len(self) + sum(self.discards.values())

    def draw(self, chance: Chance, why: str = "") -> str | None:
        """Draw one card; an empty pile takes the shuffled discards first; None if both are empty."""
        if not self.pile:
            if not self.discards:
                return None
            self.reshuffle()
        card = chance.pick(sorted(self.pile.elements()), why or f"draw from the {self.name}")
        self.pile[card] -= 1
        if not self.pile[card]:
            del self.pile[card]
        return card

    def draw_many(self, chance: Chance, count: int, why: str = "") -> list[str]:
        cards = []
        for _ in range(count):
            card = self.draw(chance, why)
            if card is None:
                break
            cards.append(card)
        return cards

    def reshuffle(self) -> None:
        """The discard pile becomes the draw pile (its order is chance's, at each draw)."""
        self.pile.update(self.discards)
        self.discards.clear()
        self.reshuffles += 1

    def discard(self, card: str) -> None:
        self.discards[card] += 1

    def take_from_discards(self, card: str) -> None:
        if not self.discards[card]:
            raise RulesError(f"'{card}' is not in the {self.name} discard pile")
        self.discards[card] -= 1
        if not self.discards[card]:
            del self.discards[card]

    def snapshot(self) -> dict[str, Any]:
        return {"pile": dict(sorted(self.pile.items())), "discards": dict(sorted(self.discards.items())),
                "reshuffles": self.reshuffles}
