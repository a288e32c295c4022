"""The engine's view of the Goblout cards, dice and variants, read from the YAML the printer uses."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Any

from goblinkit.assistant.core.numerals import whole
from goblinkit.content.loader import load_for_play

GAME = "goblout"
COLOURS = ("red", "blue", "purple", "white")


def by_arguments(record: Any) -> tuple[Any, tuple[Any, ...]]:
    """`__reduce__` of the frozen records below: pickled (the state cache) as their constructor's
    arguments, because compiled with mypyc (assistant/native) a frozen dataclass refuses the field by
    field assignment that unpickling does otherwise."""
    return type(record), tuple(getattr(record, f.name) for f in fields(record) if f.init)


@dataclass(frozen=True, slots=True)
class CardDef:
    id: str
    name: str
    family: str
    colours: frozenset[str]  # die colours that deploy it; empty for lightning cards
    damage: int
    blocks: bool
    prestige: int
    power: str | None
    effect: str | None
    amount: int
    timing: str
    # Worked out once, not on every look (the bots and the rules ask them thousands of times a game):
    lightning: bool = field(init=False)  # a yellow card: it has an effect
    goblin: bool = field(init=False)  # Warrior, Cannon Fodder, Brute, Super-Goblin: what bombs, blocks, attacks touch

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_arguments(self)

    def __post_init__(self) -> None:
        object.__setattr__(self, "lightning", self.effect is not None)
        object.__setattr__(self, "goblin", self.damage > 0 or self.blocks)


@dataclass(frozen=True)
class VariantDef:
    id: str
    name: str
    life: int | None
    set_aside: tuple[str, ...]
    start_deployed: tuple[tuple[str, int], ...]
    one_target: bool
    survivor_plays_next: bool
    group_dice: int
    no_deploy_in_defence: bool
    rules: tuple[str, ...]

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_arguments(self)


@dataclass(frozen=True)
class Catalog:
    cards: dict[str, CardDef]
    counts: dict[str, int]
    faces: dict[int, tuple[str, ...]]  # die face number -> colours shown
    variants: dict[str, VariantDef]
    life: int
    life_with_five: int
    hand: int
    prestige_to_win: int
    min_players: int
    max_players: int
    # Worked out once from the cards and faces (see __post_init__): plain sets and dicts the rules and
    # the bots read thousands of times a game, so a look is one C-level lookup, not a loop in Python.
    lightning: frozenset[str] = field(init=False)  # the lightning cards' ids (a fast "holds any?" test)
    deploy_faces: dict[str, tuple[int, ...]] = field(init=False)  # card -> the die faces that deploy it
    whites: frozenset[str] = field(init=False)  # the white cards' ids (1 prestige point each)
    shown: dict[int, frozenset[str]] = field(init=False)  # die face -> the colours it lets deploy, as a set
    damage: dict[str, int] = field(init=False)  # card -> its damage (`sum(map(damage.__getitem__, cards))`)
    blocking: dict[str, int] = field(init=False)  # card -> 1 if it blocks, else 0 (summed the same way)
    blockers: frozenset[str] = field(init=False)  # the cards that block (Cannon Fodder, Super-Goblins)
    attackers: frozenset[str] = field(init=False)  # the cards that deal damage (Warriors, Brutes, Super-Goblins)
    goblins: frozenset[str] = field(init=False)  # the goblin cards (what bombs, blocks and attacks touch)
    effects: dict[str, str] = field(init=False)  # lightning effect -> the card that has it
    effect_of: dict[str, str | None] = field(init=False)  # card -> its lightning effect (None: not lightning)
    families: dict[str, frozenset[str]] = field(init=False)  # family -> its cards
    deck: tuple[str, ...] = field(init=False)  # every copy of every card, sorted: a new game's draw pile
    power_cards: dict[str, frozenset[str]] = field(init=False)  # a white card's power -> the cards that have it
    deploys: dict[frozenset[str], frozenset[str]] = field(init=False)  # `deployable`'s answers (by colours)
    deployable_on: dict[int, frozenset[str]] = field(init=False)  # die face -> the cards it lets deploy
    _kept: dict[Any, Any] = field(init=False)  # cards_with's answers, worked out once

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_arguments(self)

    def __post_init__(self) -> None:
        cards, faces = self.cards, self.faces
        derived: dict[str, Any] = {
            "lightning": frozenset(c.id for c in cards.values() if c.lightning),
            "deploy_faces": {cid: tuple(n for n, cs in sorted(faces.items()) if c.colours & set(cs))
                             for cid, c in cards.items()},
            "whites": frozenset(c.id for c in cards.values() if c.prestige),
            "shown": {n: frozenset(cs) for n, cs in faces.items()},
            "damage": {cid: c.damage for cid, c in cards.items()},
            "blocking": {cid: int(c.blocks) for cid, c in cards.items()},
            "blockers": frozenset(c.id for c in cards.values() if c.blocks),
            "attackers": frozenset(c.id for c in cards.values() if c.damage > 0),
            "goblins": frozenset(c.id for c in cards.values() if c.goblin),
            "effects": {}, "_kept": {}, "deploys": {}, "effect_of": {cid: c.effect for cid, c in cards.items()},
            "families": {f: frozenset(c.id for c in cards.values() if c.family == f)
                         for f in {c.family for c in cards.values()}},
            "deck": tuple(sorted(card for card, n in self.counts.items() for _ in range(n))),
            "power_cards": {power: frozenset(c.id for c in cards.values() if c.prestige and c.power == power)
                            for power in {c.power for c in cards.values() if c.prestige and c.power}}}
        derived["deployable_on"] = {n: frozenset(c.id for c in cards.values() if n in derived["deploy_faces"][c.id])
                                    for n in faces}
        for c in reversed(list(cards.values())):  # the first card of an effect wins, as a search would find
            if c.effect is not None:
                derived["effects"][c.effect] = c.id
        for name, value in derived.items():
            object.__setattr__(self, name, value)

    def cards_with(self, effects: frozenset[str]) -> frozenset[str]:
        """The lightning cards that have one of these effects (worked out once per set of effects)."""
        found = self._kept.get(effects)
        if found is None:
            found = self._kept[effects] = frozenset(c.id for c in self.cards.values() if c.effect in effects)
        return found

    def by_effects(self, cards: list[str]) -> dict[str | None, str]:
        """Effect -> card for these lightning cards (a player's options: one card of each kind)."""
        found = {}
        for card in cards:  # one or two cards: a loop costs less than dict(zip(map(...)))
            found[self.effect_of[card]] = card
        return found

    def points(self, cards: list[str]) -> int:
        """The prestige of these cards in front of a player: every white card is worth 1 point."""
        whites = self.whites
        if whites.isdisjoint(cards):  # the usual answer, found without a loop in Python
            return 0
        return sum(map(whites.__contains__, cards))

    def deployable(self, colours: frozenset[str]) -> frozenset[str]:
        """The cards a die showing these colours lets deploy (worked out once per set of colours)."""
        found = self.deploys.get(colours)
        if found is None:  # group dice: two faces' colours together
            found = self.deploys[colours] = frozenset(c.id for c in self.cards.values() if c.colours & colours)
        return found

    def kept(self, name: str) -> dict[Any, Any]:
        """A dict kept as long as the catalog, for answers worked out from it alone (the bots' stage cards)."""
        return self._kept.setdefault(("kept", name), {})

    def by_effect(self, effect: str) -> str | None:
        return self.effects.get(effect)

    def face_named(self, text: str) -> int:
        """A die face by number (1-6) or by its colours ('white', 'red+blue', 'purple/white')."""
        text = text.strip().lower()
        number = whole(text)  # ASCII digits: '²' passes str.isdigit() and then breaks int()
        if number is not None and number in self.faces:
            return number
        wanted = frozenset(text.replace("/", "+").replace(",", "+").replace(" and ", "+").split("+"))
        for number, colours in self.faces.items():
            if frozenset(colours) == wanted:
                return number
        raise ValueError(f"no die face '{text}' (faces: {', '.join(self.face_label(n) for n in sorted(self.faces))})")

    def face_label(self, number: int) -> str:
        return "+".join(self.faces[number])

    def find(self, ref: str) -> str:
        """A card id by id, name or unambiguous prefix, in any case."""
        key = ref.strip().lower().replace(" ", "-").replace("'", "")
        if key in self.cards:
            return key
        for card in self.cards.values():
            if card.name.lower().replace(" ", "-").replace("'", "") == key:
                return card.id
        found = [c for c in self.cards if c.startswith(key)] if key else []
        if len(found) == 1:
            return found[0]
        if found:
            raise ValueError(f"'{ref}' could be {', '.join(found)}")
        raise ValueError(f"no card '{ref}' in Goblout")


@lru_cache(maxsize=8)
def catalog(pack: str | None = None) -> Catalog:
    c = load_for_play(GAME, pack).components
    deck: Any = c["cards"]  # the records' own types are checked by the content schema, not here
    dice: Any = c["dice"]
    variants: Any = c["variants"]
    cards = {}
    for card in deck.items:
        fam = deck.families[card.family]
        cards[card.id] = CardDef(card.id, card.name, card.family, frozenset(fam.die_colours), fam.damage, fam.blocks,
                                 fam.prestige, card.power, card.effect, card.amount, card.timing)
    die = dice.items[0]
    std = variants.standard
    return Catalog(cards, {card.id: card.count for card in deck.items},
                   {f.number: tuple(f.colours) for f in die.faces},
                   {v.id: VariantDef(v.id, v.name, v.life, tuple(v.set_aside), tuple(v.start_deployed.items()),
                                     v.one_target, v.survivor_plays_next, v.group_dice, v.no_deploy_in_defence,
                                     tuple(v.rules)) for v in variants.items},
                   std.life, std.life_with_five, std.hand, std.prestige_to_win, std.min_players, std.max_players)
