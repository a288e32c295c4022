"""Goblout: its component kinds for validation (registered when this module is imported, which
the validator does for every built-in game) and `check_game`, the checks between its components."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, get_args

from goblinkit.content.goblout.models import AidSet, DiceSet, Effect, GobloutDeck, Power, TeethSet, VariantSet
from goblinkit.content.models import register_kind

for _kind, _model in (("goblout-cards", GobloutDeck), ("goblout-dice", DiceSet), ("goblout-teeth", TeethSet),
                      ("goblout-variants", VariantSet), ("goblout-aid", AidSet)):
    register_kind(_kind, _model)

# The cards the rulebook names; each must exist (by id) for its rules and variants to make sense.
NAMED = ("goblin-bomb", "explosive-goblin", "peace", "saboteur", "shaman-potion", "cauldron", "no-die", "fixer",
         "reflecting-shield", "corruption", "cannon-fodder", "warrior", "brute", "super-goblin")
TOTAL_CARDS = 110


def check_game(game: Any) -> Iterator[Any]:
    """Cross-checks: the deck's total, the named cards, one card per power and effect, variants' ids."""
    from goblinkit.content.errors import ContentError

    c = game.components
    deck = c.get("cards")
    if deck is None:
        yield ContentError(game.where(next(iter(c))), "Goblout needs a 'cards' component (the 110 cards)")
        return
    ids = {card.id for card in deck.items}
    if deck.copies() != TOTAL_CARDS:
        yield ContentError(game.where("cards"), f"the deck holds {deck.copies()} cards; the rulebook says "
                           f"{TOTAL_CARDS}", "component 'cards'", "items")
    for name in NAMED:
        if name not in ids:
            yield ContentError(game.where("cards"), f"the rulebook names '{name}', which is missing",
                               "component 'cards'", "items")
    for field, values in (("power", get_args(Power)), ("effect", get_args(Effect))):
        for value in values:
            owners = [card.id for card in deck.items if getattr(card, field) == value]
            if len(owners) > 1:
                yield ContentError(game.where("cards", owners[1]), f"{field} '{value}' is on {', '.join(owners)}: "
                                   "one card kind per power or effect", f"card '{owners[1]}'", field)
    for variant in c["variants"].items if "variants" in c else []:
        for card in list(variant.set_aside) + list(variant.start_deployed):
            if card not in ids:
                yield ContentError(game.where("variants", variant.id), f"unknown card '{card}'",
                                   f"variant '{variant.id}'", "set_aside")
    for aid in c["aid"].items if "aid" in c else []:
        listed = [card for block in aid.cards for card in block.cards]
        for card in sorted({card for card in listed if card not in ids or listed.count(card) > 1}):
            yield ContentError(game.where("aid", aid.id), f"card '{card}' is " + (
                "listed twice" if card in ids else "not in cards.yaml"), f"aid '{aid.id}'", "cards")
        missing = [card.id for card in deck.items if card.id not in listed] if listed else []
        if missing:
            yield ContentError(game.where("aid", aid.id), f"the card list misses {', '.join(missing)}",
                               f"aid '{aid.id}'", "cards")
        if not aid.sections and not aid.cards:
            yield ContentError(game.where("aid", aid.id), "an aid needs sections or cards to list",
                               f"aid '{aid.id}'", "sections")
    dice = c.get("dice")
    for colour, family in (dice.colours.items() if dice else []):
        if family not in deck.families:
            yield ContentError(game.where("dice"), f"unknown family '{family}'", "component 'dice'", "colours")
