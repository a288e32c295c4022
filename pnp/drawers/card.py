"""Generic cards (the `card` kind): a FaceSpec per card, and the game's designed back."""

from __future__ import annotations

from goblinkit.content.goblout.models import CardBack
from goblinkit.content.models import Back, Card, CardSet
from goblinkit.pnp.backs import card_back as designed_back
from goblinkit.pnp.drawers.face import Badge, FaceSpec, Section
from goblinkit.pnp.jobs import DrawFn
from goblinkit.pnp.style import Style

DEFAULT_COLOUR = "#5b6b3a"


def card_spec(card: Card, cards: CardSet) -> FaceSpec:
    family = cards.families.get(card.family) if card.family else None
    hue = family.colour if family else DEFAULT_COLOUR
    sections = tuple(Section(text) for text in (card.text, card.flavor) if text)
    return FaceSpec(title=card.name, colour=hue, sections=sections, icon=card.icon or "",
                    badge_left=Badge(str(card.cost), hue, "COST") if card.cost is not None else None,
                    label=family.label if family else "")


def card_front(card: Card, cards: CardSet) -> FaceSpec:
    """A generic card: laid out with its deck (one template, one body size) by the FaceJob."""
    return card_spec(card, cards)


def card_back(style: Style, deck: str, back: Back | CardBack, w: float, h: float) -> DrawFn:
    """The deck's back: the game's back design in the deck's colour, its title as the lockup (unless the
    style names one) and its text as the deck's name on the banner."""
    design = style.back_for(deck, colour=back.colour)
    return designed_back(style, design, back.text or back.title, w, h)
