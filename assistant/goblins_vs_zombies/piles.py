"""The Goblin supply of Goblins vs Zombies: the Goblin Deck, its Discard Pile and the hands.

Counted at a real table (the players hold real cards; the assistant needs only how many, so
every card is the anonymous "card") or tracked card by card in the digital game the bots play.
Both are the shared Deck; the Zombie Deck is a plain shared Deck too.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.deck import Deck
from goblinkit.assistant.core.errors import RulesError

ANONYMOUS = "card"


class _Counted:
    """The chance of a counted pile: every card in it is the same anonymous card, so drawing one is
    certain and is not a chance outcome (a `--card` given for a Zombie card is never taken here)."""

    @staticmethod
    def pick(options: list[str], why: str = "") -> str:
        return options[0]


COUNTED = _Counted()


class GoblinSupply:
    def __init__(self, cards: list[str], players: list[str], tracked: bool):
        self.tracked = tracked
        self.pile = Deck("Goblin Deck", cards if tracked else [ANONYMOUS] * len(cards))
        self.hands: dict[str, Counter[str]] = {p: Counter() for p in players}
        self.under: Counter[str] = Counter()  # taken out of the game, under the Paladin

    def _chance(self, chance: Chance) -> Any:
        return chance if self.tracked else COUNTED

    def _id(self, card: str | None) -> str:
        return card if self.tracked and card else ANONYMOUS

    @property
    def hand_sizes(self) -> dict[str, int]:
        return {p: sum(h.values()) for p, h in self.hands.items()}

    def hand_size(self, player: str) -> int:
        return sum(self.hands[player].values())

    def deck_size(self) -> int:
        return len(self.pile)

    @property
    def discard_size(self) -> int:
        return len(self.pile.discards)

    def draw(self, player: str, count: int, chance: Chance, why: str = "draw from the Goblin Deck") -> list[str]:
        drawn = self.pile.draw_many(self._chance(chance), count, why)
        self.hands[player].update(drawn)
        return drawn

    def top_card(self, chance: Chance) -> str | None:
        """The top card of the Goblin Deck, taken away (under the Paladin)."""
        card = self.pile.draw(self._chance(chance), "top card of the Goblin Deck")
        if card is not None:
            self.under[card] += 1
        return card

    def take(self, player: str, card: str | None = None) -> None:
        """A card leaves `player`'s hand (to the Gate or to be discarded)."""
        key = self._id(card)
        hand = self.hands[player]
        held = hand.get(key, 0)
        if held <= 0:
            if not self.tracked:
                raise RulesError(f"{player} has no cards in hand")
            raise RulesError(f"{player} holds no {card}")
        if held > 1:
            hand[key] = held - 1
        else:  # no zero counts are kept (dict.pop: Counter's own `del` is a Python-level wrapper)
            hand.pop(key)

    def discard_card(self, card: str | None = None) -> None:
        self.pile.discard(self._id(card))

    def give(self, giver: str, receiver: str, card: str | None = None) -> None:
        self.take(giver, card)
        self.hands[receiver][self._id(card)] += 1

    def drop_hand(self, player: str) -> None:
        """An eliminated player's hand goes to the Discard Pile."""
        for card in sorted(self.hands[player].elements()):
            self.pile.discard(card)
        self.hands[player] = Counter()

    def cards(self) -> Counter[str]:
        """Every Goblin card the supply holds: deck, discards, hands, under the Paladin."""
        found = self.pile.cards() + Counter(self.pile.discards) + self.under
        for hand in self.hands.values():
            found.update(hand)
        return found

    def snapshot(self) -> dict[str, Any]:
        data: dict[str, Any] = {"deck": len(self.pile), "discard": self.discard_size, "hands": self.hand_sizes,
                                "reshuffles": self.pile.reshuffles}
        if self.tracked:
            data["hand_cards"] = {p: dict(sorted(h.items())) for p, h in self.hands.items()}
        return data
