"""Goblout content: the 110 cards by colour family, the augury die, the teeth, the variants, the aid.

A card's behaviour is a field the engine reads: a family's `damage` and `blocks`, a white card's
`power`, a lightning card's `effect`. The printed text is the card's `text`, written for people;
`check_game` makes sure every power and effect the engine knows has exactly its cards.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from goblinkit.content.models import Colour, ComponentSet, Dimension, IconName, Item, Origin, Size, Slug, Strict, Text, TextSection, TextSheet

DieColour = Literal["red", "blue", "purple", "white"]
Power = Literal["cauldron", "war-chief", "hoarder", "lookout", "sentinel"]
Effect = Literal["bomb", "explode", "peace", "sabotage", "heal", "no-die", "fix-die", "reflect", "corrupt",
                 "reinforce", "draw", "war-cry"]
# When a lightning card may be played: "any" time, or only as the named answer.
Timing = Literal["any", "attacked", "attacking"]


class Family(Strict):
    """A colour family: how it looks (colour AND symbol), which die colours deploy it, what it does."""

    label: Text
    colour_name: Text
    colour: Colour
    second_colour: Colour | None = None
    symbol: IconName
    die_colours: list[DieColour] = []  # empty: a lightning card, played whatever the die shows
    damage: int = Field(default=0, ge=0)
    blocks: bool = False
    prestige: int = Field(default=0, ge=0)
    origin: Origin


Designed = Literal["count", "effect", "power"]


class GobloutCard(Item):
    """`origin: rulebook` for a card the rulebook names; `designed` lists what of it we designed (its
    count, its exact effect or power), since the rulebook gives neither the composition nor most texts."""

    designed: list[Designed] = []
    family: Slug
    icon: IconName
    text: Text
    power: Power | None = None
    effect: Effect | None = None
    amount: int = Field(default=0, ge=0)
    timing: Timing = "any"


class CardBack(Strict):
    title: Text
    text: str = ""
    colour: Colour


class GobloutDeck(ComponentSet):
    kind: Literal["goblout-cards"]
    families: dict[Slug, Family]
    back: CardBack
    size: Size
    items: list[GobloutCard]
    item_model = GobloutCard
    noun = "card"

    def problems(self) -> list[tuple[tuple[Any, ...], str]]:
        found: list[tuple[tuple[Any, ...], str]] = []
        for index, card in enumerate(self.items):
            family = self.families.get(card.family)
            if family is None:
                found.append((("items", index, "family"), f"unknown family '{card.family}' "
                              f"(known: {', '.join(self.families)})"))
                continue
            lightning = not family.die_colours
            if lightning != (card.effect is not None):
                found.append((("items", index, "effect"), "a lightning card needs an effect, and only it"
                              if lightning else "only lightning cards have an effect"))
            if (family.prestige > 0) != (card.power is not None):
                found.append((("items", index, "power"), "every white card has a power, and only white cards"))
        return found


class DieFace(Strict):
    number: int = Field(ge=1, le=6)
    colours: list[DieColour] = Field(min_length=1, max_length=2)
    origin: Origin


class Die(Item):
    size: Dimension
    faces: list[DieFace] = Field(min_length=6, max_length=6)


class DiceSet(ComponentSet):
    kind: Literal["goblout-dice"]
    colours: dict[DieColour, Slug]  # which family shows each die colour's symbol
    items: list[Die]
    item_model = Die
    noun = "die"

    def problems(self) -> list[tuple[tuple[Any, ...], str]]:
        found: list[tuple[tuple[Any, ...], str]] = []
        for index, die in enumerate(self.items):
            if sorted(f.number for f in die.faces) != [1, 2, 3, 4, 5, 6]:
                found.append((("items", index, "faces"), "a die's faces are numbered 1 to 6, once each"))
            shown = {c for f in die.faces for c in f.colours}
            missing = [c for c in ("red", "blue", "purple", "white") if c not in shown]
            if missing:
                found.append((("items", index, "faces"), f"no face shows {', '.join(missing)}: those cards "
                              "could never be deployed"))
        return found


class Tooth(Item):
    colour: Colour
    icon: IconName


class TeethSet(ComponentSet):
    kind: Literal["goblout-teeth"]
    size: Dimension
    items: list[Tooth]
    item_model = Tooth
    noun = "tooth"


class Standard(Strict):
    """The numbers of the standard game."""

    life: int = Field(ge=1)
    life_with_five: int = Field(ge=1)
    hand: int = Field(ge=1)
    prestige_to_win: int = Field(ge=1)
    min_players: int = Field(ge=2)
    max_players: int = Field(ge=2)


class Variant(Item):
    life: int | None = Field(default=None, ge=1)
    set_aside: list[Slug]
    start_deployed: dict[Slug, int] = {}
    one_target: bool = False
    survivor_plays_next: bool = False
    group_dice: int = Field(default=0, ge=0)
    no_deploy_in_defence: bool = False
    rules: list[Text]


class VariantSet(ComponentSet):
    kind: Literal["goblout-variants"]
    standard: Standard
    items: list[Variant]
    item_model = Variant
    noun = "variant"


class CardList(Strict):
    """A block of an aid listing cards by id, grouped by their use at the table; each card's name, copies and
    text are written from cards.yaml at print time, so the list never drifts from the deck."""

    title: Text  # the block's title; its number of cards is added to it
    cards: list[Slug] = Field(min_length=1)
    icon: IconName | None = None  # the first card's family symbol if none
    colour: Colour | None = None  # and that family's colour


class PlayerAid(TextSheet):
    """An aid's written blocks, then its card lists (`cards`): an aid that lists cards lists every card of
    the deck once (check_game), so a card a designer adds cannot go missing from it."""

    sections: list[TextSection] = []
    cards: list[CardList] = []


class AidSet(ComponentSet):
    kind: Literal["goblout-aid"]
    items: list[PlayerAid]
    item_model = PlayerAid
    noun = "aid"
