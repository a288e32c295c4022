"""A face-down pile with its discard pile: draw, discard, reshuffle the discards when empty.

The order of a shuffled pile is unknowable at a real table, so the deck keeps no order within a
pile: each draw is a chance outcome picked from the cards that remain. That is exactly as random
as a shuffled deck, and it lets a player report the physical card they drew (`--card NAME`). A
deck may be stacked in packs (drawn first to last, as Goblins vs Zombies' Mode D stacks Pack I,
II, III). The discard pile keeps its order (the last card is on top): some rules read or take
its top cards. Each card is one list entry, moved, never copied, so no card can be duplicated or lost.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable
from typing import Any

from goblinkit.assistant.core.chance import Chance


class Deck:
    """Each pack is kept as the sorted list of its cards: a draw picks an index in it (the same index,
    the same card, whatever order the cards were added in) and deletes it, so it stays sorted and
    no count is rebuilt per draw. `packs` shows and takes them as Counters."""

    def __init__(self, name: str, cards: Iterable[str] = (), discards: Iterable[str] = ()):
        self.name = name
        self._piles: list[list[str]] = [sorted(cards)]
        self.discards: list[str] = list(discards)
        self.reshuffles = 0

    @property
    def packs(self) -> list[Counter[str]]:
        """The packs, first drawn first, as counts (a copy: change them through the setter)."""
        return [Counter(pile) for pile in self._piles]

    @packs.setter
    def packs(self, packs: Iterable[Counter[str]]) -> None:
        self._piles = [sorted(Counter(pack).elements()) for pack in packs]

    def clone(self) -> Deck:
        """An independent copy (a lookahead's private deck)."""
        new = Deck.__new__(Deck)
        new.name, new.reshuffles = self.name, self.reshuffles
        new._piles = [list(pile) for pile in self._piles]
        new.discards = list(self.discards)
        return new

    def __len__(self) -> int:
        return sum(map(len, self._piles))

    def total(self) -> int:
        return len(self) + len(self.discards)

    def cards(self) -> Counter[str]:
        """Every card still in the draw pile."""
        found: Counter[str] = Counter()
        for pile in self._piles:
            found.update(pile)
        return found

    def take(self, card: str) -> bool:
        """Take a named card out of the draw pile (the first pack holding one); False if none is there."""
        for pile in self._piles:
            if card in pile:
                pile.remove(card)
                return True
        return False

    def arrange(self, sizes: list[int], chance: Chance, extra: str | None = None) -> None:
        """Stack the pile: packs of the given sizes dealt at random from the top, `extra` shuffled into
        the last of them, the rest below."""
        remaining = sorted(self.cards().elements())
        piles = []
        for size in sizes:
            pile: list[str] = []
            for _ in range(size):
                card = chance.pick(remaining, f"deal a pack of the {self.name}")
                remaining.remove(card)
                pile.append(card)
            piles.append(sorted(pile))
        if extra is not None:
            piles[-1] = sorted(piles[-1] + [extra])
        self._piles = piles + [remaining]

    def draw(self, chance: Chance, why: str = "") -> str | None:
        """Draw one card; an empty pile takes the shuffled discards first; None if both are empty."""
        piles = self._piles
        while piles and not piles[0]:
            piles.pop(0)
        if not piles:
            if not self.discards:
                return None
            self.reshuffle()
            piles = self._piles
        pile = piles[0]
        card = chance.pick(pile, why or f"draw from the {self.name}")
        del pile[bisect_left(pile, card)]  # its first copy, found by bisection: the pile stays sorted
        if not pile:
            piles.pop(0)
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
        self._piles = [sorted(self.discards)]
        self.discards = []
        self.reshuffles += 1

    def discard(self, card: str) -> None:
        self.discards.append(card)

    def take_top_discards(self, count: int) -> list[str]:
        """The top `count` discards (fewer if the pile is shorter), topmost first."""
        taken = self.discards[len(self.discards) - count:] if count > 0 else []
        del self.discards[len(self.discards) - len(taken):]
        return list(reversed(taken))

    def snapshot(self) -> dict[str, Any]:
        return {"pile": dict(sorted(self.cards().items())), "packs": len(self._piles),
                "discards": list(self.discards), "reshuffles": self.reshuffles}
