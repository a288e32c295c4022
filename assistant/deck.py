"""A face-down pile with its discard pile: draw, discard, reshuffle the discards when empty.

The order of a shuffled pile is unknowable at a real table, so the deck keeps no order within a
pile: each draw is a chance outcome picked from the cards that remain. That is exactly as random
as a shuffled deck, and it lets a player report the physical card they drew (`--card NAME`). A
deck may be stacked in packs (drawn first to last, as Goblins vs Zombies' Mode D stacks Pack I,
II, III). The discard pile keeps its order (the last card is on top): some rules read or take
its top cards. Counts hold the cards, so no card can be duplicated or lost.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from goblinkit.assistant.chance import Chance


class Deck:
    def __init__(self, name: str, cards: Iterable[str] = (), discards: Iterable[str] = ()):
        self.name = name
        self.packs: list[Counter[str]] = [Counter(cards)]
        self.discards: list[str] = list(discards)
        self.reshuffles = 0
        self._sorted: tuple[Counter[str], list[str]] | None = None  # see _sorted_cards

    def _sorted_cards(self, pack: Counter[str], total: int) -> list[str]:
        """The pack's cards as the sorted list a draw picks from (the same index, the same card), kept
        between draws (draw takes the card out of both) and built again only for another pack object
        or another count: simulations draw a lot. A pack changes only through the deck, or is replaced."""
        known = self._sorted
        if known is None or known[0] is not pack or len(known[1]) != total:
            known = self._sorted = (pack, sorted(pack.elements()))
        return known[1]

    def __len__(self) -> int:
        return sum(sum(pack.values()) for pack in self.packs)

    def total(self) -> int:
        return len(self) + len(self.discards)

    def cards(self) -> Counter[str]:
        """Every card still in the draw pile."""
        found: Counter[str] = Counter()
        for pack in self.packs:
            found.update(pack)
        return found

    def arrange(self, sizes: list[int], chance: Chance, extra: str | None = None) -> None:
        """Stack the pile: packs of the given sizes dealt at random from the top, `extra` shuffled into
        the last of them, the rest below."""
        remaining = self.cards()
        packs = []
        for size in sizes:
            pack: Counter[str] = Counter()
            for _ in range(size):
                card = chance.pick(sorted(remaining.elements()), f"deal a pack of the {self.name}")
                remaining[card] -= 1
                pack[card] += 1
            packs.append(+pack)
        if extra is not None:
            packs[-1][extra] += 1
        self.packs = packs + [+remaining]

    def draw(self, chance: Chance, why: str = "") -> str | None:
        """Draw one card; an empty pile takes the shuffled discards first; None if both are empty."""
        while self.packs and not self.packs[0]:
            self.packs.pop(0)
        if not self.packs:
            if not self.discards:
                return None
            self.reshuffle()
        pack = self.packs[0]
        cards = self._sorted_cards(pack, sum(pack.values()))
        card = chance.pick(cards, why or f"draw from the {self.name}")
        cards.remove(card)  # one copy out: still sorted, still the pack
        if pack[card] > 1:
            pack[card] -= 1
        else:  # no zero counts are kept, so no pack is rebuilt per draw
            del pack[card]
            if not pack:
                self.packs.pop(0)
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
        self.packs = [Counter(self.discards)]
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
        return {"pile": dict(sorted(self.cards().items())), "packs": len(self.packs),
                "discards": list(self.discards), "reshuffles": self.reshuffles}
