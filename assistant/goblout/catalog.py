"""The engine's view of the Goblout cards, dice and variants, read from the YAML the printer uses."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from goblinkit.content.loader import load_game

GAME = "goblout"
COLOURS = ("red", "blue", "purple", "white")


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
    lightning: frozenset[str] = frozenset()  # the lightning cards' ids (a fast "holds any?" test)
    deploy_faces: dict[str, tuple[int, ...]] | None = None  # card -> the die faces that deploy it
    whites: frozenset[str] = frozenset()  # the white cards' ids (1 prestige point each)
    shown: dict[int, frozenset[str]] | None = None  # die face -> the colours it lets deploy, as a set

    def by_effect(self, effect: str) -> str | None:
        return next((c.id for c in self.cards.values() if c.effect == effect), None)

    def face_named(self, text: str) -> int:
        """A die face by number (1-6) or by its colours ('white', 'red+blue', 'purple/white')."""
        text = text.strip().lower()
        if text.isdigit() and int(text) in self.faces:
            return int(text)
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
    c = load_game(GAME, pack).components
    deck, dice, variants = c["cards"], c["dice"], c["variants"]
    cards = {}
    for card in deck.items:
        fam = deck.families[card.family]
        cards[card.id] = CardDef(card.id, card.name, card.family, frozenset(fam.die_colours), fam.damage, fam.blocks,
                                 fam.prestige, card.power, card.effect, card.amount, card.timing)
    die = dice.items[0]
    std = variants.standard
    faces = {f.number: tuple(f.colours) for f in die.faces}
    deploy_faces = {cid: tuple(n for n, cs in sorted(faces.items()) if c.colours & set(cs)) for cid, c in cards.items()}
    return Catalog(cards, {card.id: card.count for card in deck.items},
                   {f.number: tuple(f.colours) for f in die.faces},
                   {v.id: VariantDef(v.id, v.name, v.life, tuple(v.set_aside), tuple(v.start_deployed.items()),
                                     v.one_target, v.survivor_plays_next, v.group_dice, v.no_deploy_in_defence,
                                     tuple(v.rules)) for v in variants.items},
                   std.life, std.life_with_five, std.hand, std.prestige_to_win, std.min_players, std.max_players,
                   frozenset(c.id for c in cards.values() if c.lightning), deploy_faces,
                   frozenset(c.id for c in cards.values() if c.prestige),
                   {n: frozenset(cs) for n, cs in faces.items()})
