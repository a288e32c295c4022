"""A tuck box's measures and what it holds (DeckBox): shared by the deck boxes (tuckbox.py) and the box of
pieces (tuckbox_pieces.py), which tuckbox.py builds, so neither imports the other."""

from __future__ import annotations

from dataclasses import dataclass

from goblinkit.content.units import mm

CARD = mm(0.32)  # one card's thickness, with the play a hand needs to slide the deck out
PLAY = mm(1.5)  # around the cards' faces
GLUE = mm(9)
TONGUE = mm(14)
TAB = mm(8)  # a divider's tab above the card
# A deck smaller than this shares a box with the other small decks of its card size, a divider between them
# (GvZ's 3 Guardians and 3 Turn Reminders: one box of 6, not two boxes as thin as a finger): fewer nets to
# cut, and what is set out together is boxed together. A small deck with no partner gets its own box.
MIN_CARDS = 6
# The thinnest box: below 5 mm the dust flaps are too short to hold the lid shut and the name up the side
# would fall under 6.5 pt.
MIN_DEPTH = mm(5)
CUT, FOLD = "#333333", "#777777"


@dataclass(frozen=True)
class DeckBox:
    name: str
    cards: int
    w: float  # the front's width (points)
    h: float  # its height
    d: float  # the box's depth (the deck's thickness)
    decks: tuple[str, ...] = ()  # the decks sharing it, a divider before each but the first
    icon: str = ""  # the picture on its front: its deck's commonest card picture
    kinds: tuple[tuple[str, int], ...] = ()  # what is in it, for its back: each kind (or deck) and its count
    deck: str = ""  # its (first) deck's id
    words: str = ""  # what is in it in words, for a box of pieces ("72 blips, 99 markers"; pnp/tuckbox_pieces.py)

    @property
    def count(self) -> str:
        """Its contents counted, as the front and back print it: "54 cards", or a box of pieces' words."""
        return self.words or f"{self.cards} cards"

    @property
    def net(self) -> tuple[float, float]:
        return GLUE + 2 * self.w + 2 * self.d, self.h + 2 * (self.d + TONGUE)

    @property
    def dividers(self) -> list[str]:
        return list(self.decks[1:])
