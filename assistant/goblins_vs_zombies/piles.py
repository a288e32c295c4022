"""The card piles of Goblins vs Zombies.

The Zombie Deck is drawn in packs (Mode D stacks Pack I, II, III) and its Discard Pile is a stack:
BACKUP takes its *top* cards and The Boss!! reads its top card, so order matters there. The
Goblin supply is either counted (at a real table the players hold real cards; the assistant
needs only how many) or tracked card by card (the digital game the bots play).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from assistant.chance import Chance
from assistant.errors import RulesError


class ZombieDeck:
    def __init__(self, cards: list[str]):
        self.packs: list[Counter[str]] = [Counter(cards)]
        self.discard: list[str] = []  # the last item is the top of the pile
        self.reshuffles = 0

    def __len__(self) -> int:
        return sum(sum(p.values()) for p in self.packs)

    def arrange(self, sizes: list[int], chance: Chance, extra: str) -> None:
        """Mode D: deal Pack I (sizes[0] cards), Pack II (sizes[1] cards + `extra`), the rest is Pack III."""
        remaining = self.packs[0]
        packs = []
        for size in sizes:
            pack: Counter[str] = Counter()
            for _ in range(size):
                card = chance.pick(sorted(remaining.elements()), "deal a pack of the Zombie Deck")
                remaining[card] -= 1
                pack[card] += 1
            packs.append(+pack)
        packs[1][extra] += 1
        self.packs = packs + [+remaining]

    def draw(self, chance: Chance, why: str = "draw from the Zombie Deck") -> str | None:
        """The top card; an empty deck takes the shuffled Discard Pile first; None if both are empty."""
        self.packs = [p for p in self.packs if p]
        if not self.packs:
            if not self.discard:
                return None
            self.packs = [Counter(self.discard)]
            self.discard = []
            self.reshuffles += 1
        pack = self.packs[0]
        card = chance.pick(sorted(pack.elements()), why)
        pack[card] -= 1
        self.packs = [+p for p in self.packs if +p]
        return card

    def take_top_discards(self, count: int) -> list[str]:
        taken = self.discard[-count:] if count else []
        del self.discard[len(self.discard) - len(taken):]
        return list(reversed(taken))

    def snapshot(self) -> dict[str, Any]:
        return {"deck": len(self), "packs": [dict(sorted(p.items())) for p in self.packs],
                "discard": list(self.discard), "reshuffles": self.reshuffles}


class GoblinSupply:
    """Goblin Deck, Discard Pile and hands: counted (real cards at a table) or tracked (digital)."""

    def __init__(self, cards: list[str], players: list[str], tracked: bool):
        self.tracked = tracked
        self.deck: Counter[str] = Counter(cards)
        self.size = len(cards)
        self.discard: Counter[str] = Counter()
        self.discard_size = 0
        self.hands: dict[str, Counter[str]] = {p: Counter() for p in players}
        self.hand_sizes: dict[str, int] = {p: 0 for p in players}
        self.under: Counter[str] = Counter()  # taken out of the game, under the Paladin
        self.reshuffles = 0

    def deck_size(self) -> int:
        return self.size

    def _draw_one(self, chance: Chance, why: str) -> str | None:
        if self.size == 0:
            if self.discard_size == 0:
                return None
            self.deck, self.size = self.discard, self.discard_size
            self.discard, self.discard_size = Counter(), 0
            self.reshuffles += 1
        self.size -= 1
        if not self.tracked:
            return "card"
        card = chance.pick(sorted(self.deck.elements()), why)
        self.deck[card] -= 1
        self.deck = +self.deck
        return card

    def draw(self, player: str, count: int, chance: Chance, why: str = "draw from the Goblin Deck") -> list[str]:
        drawn = []
        for _ in range(count):
            card = self._draw_one(chance, why)
            if card is None:
                break
            drawn.append(card)
            self.hand_sizes[player] += 1
            if self.tracked:
                self.hands[player][card] += 1
        return drawn

    def top_card(self, chance: Chance) -> str | None:
        """The top card of the Goblin Deck, taken away (under the Paladin)."""
        card = self._draw_one(chance, "top card of the Goblin Deck")
        if card is not None:
            self.under[card] += 1
        return card

    def take(self, player: str, card: str | None = None) -> None:
        """A card leaves `player`'s hand (to the Gate or to be discarded)."""
        if self.hand_sizes[player] <= 0:
            raise RulesError(f"{player} has no cards in hand")
        if self.tracked:
            if card is None or not self.hands[player][card]:
                raise RulesError(f"{player} holds no {card}")
            self.hands[player][card] -= 1
            self.hands[player] = +self.hands[player]
        self.hand_sizes[player] -= 1

    def discard_card(self, card: str | None = None) -> None:
        self.discard_size += 1
        if self.tracked and card:
            self.discard[card] += 1

    def give(self, giver: str, receiver: str, card: str | None = None) -> None:
        self.take(giver, card)
        self.hand_sizes[receiver] += 1
        if self.tracked and card:
            self.hands[receiver][card] += 1

    def drop_hand(self, player: str) -> None:
        """An eliminated player's hand goes to the Discard Pile."""
        for card in list(self.hands[player].elements()) if self.tracked else [None] * self.hand_sizes[player]:
            self.discard_card(card)
        self.hands[player] = Counter()
        self.hand_sizes[player] = 0

    def snapshot(self) -> dict[str, Any]:
        data: dict[str, Any] = {"deck": self.size, "discard": self.discard_size, "hands": dict(self.hand_sizes),
                                "reshuffles": self.reshuffles}
        if self.tracked:
            data["hand_cards"] = {p: dict(sorted(h.items())) for p, h in self.hands.items()}
        return data
