"""Goblins vs Zombies content: Goblin cards with their effects, Zombies with their action scripts,
Events, the red-bordered Bosses, Guardians, Turn Reminders and Token cards.

A Goblin's printed Action is generated from its `effect`; a Zombie's printed Action List is its
`script`, parsed here. The engine reads the same fields, so card and behaviour cannot drift.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, model_validator

from goblinkit.content.goblins_vs_zombies.script import ScriptError, parse_body, parse_script
from goblinkit.content.models import Colour, ComponentSet, IconName, Item, PositiveDimension, Strict, Text
from goblinkit.content.units import parse_length

ZombieType = Literal["ground", "flying", "invisible"]
Trait = Literal["quick", "steel", "leaf", "boss"]
AreaName = Literal["graveyard", "trees", "village"]
ALL_TYPES: list[ZombieType] = ["ground", "flying", "invisible"]


def _script(text: str) -> str:
    try:
        parse_script(text)
    except ScriptError as exc:
        raise ValueError(str(exc)) from None
    return text


def _body(text: str) -> str:
    try:
        parse_body(text)
    except ScriptError as exc:
        raise ValueError(str(exc)) from None
    return text


ScriptText = Annotated[str, AfterValidator(_script)]
BodyText = Annotated[str, AfterValidator(_body)]


class GoblinEffect(Strict):
    """What a Goblin's Action (➤) does; the printed Action is generated from this."""

    do: Literal["damage", "slow", "flip", "potapult", "destroy", "move-back", "draw", "wake"]
    amount: int = Field(default=1, ge=1)
    target: Literal["nearest", "one", "area", "every"] = "nearest"
    types: list[ZombieType] = ALL_TYPES
    count: int = Field(default=1, ge=1)
    fields: Literal["own", "any", "all"] = "own"
    area: AreaName | None = None
    slow: bool = False
    max_hp: int | None = Field(default=None, ge=1)
    then: Literal["stay", "destroy", "sleep"] = "stay"


class GoblinCard(Item):
    cost: int = Field(ge=0)
    hp: int = Field(default=1, ge=1)
    black: bool = False
    shield: bool = False
    effect: GoblinEffect | None = None
    rule: str = ""
    reminder: str = ""  # a line from the rulebook that explains a word of the card ("Nearest: ..."): no effect of its own
    icon: IconName | None = None  # the picture; a card without one shows its kind's default


class FlagBearer(Strict):
    name: Text
    rule: Text
    icon: IconName | None = None  # the picture; a card without one shows its kind's default


class GoblinDeck(ComponentSet):
    kind: Literal["gvz-goblins"]
    flag_bearer: FlagBearer
    items: list[GoblinCard]
    item_model = GoblinCard
    noun = "goblin"


class ZombieCard(Item):
    hp: int = Field(ge=1)
    type: ZombieType
    traits: list[Trait] = []
    die: int = Field(ge=1, le=6)
    script: ScriptText
    comes_into_play: BodyText | None = None
    rule: str = ""
    icon: IconName | None = None  # the picture; a card without one shows its kind's default


class BasicZombie(Strict):
    name: Text
    hp: int = Field(ge=1)
    type: ZombieType
    script: ScriptText
    rule: str = ""  # a line from the rulebook under its script (the Basic Zombie is every card's back)
    icon: IconName | None = None  # the picture; a card without one shows its kind's default


class ZombieSet(ComponentSet):
    kind: Literal["gvz-zombies"]
    basic: BasicZombie
    items: list[ZombieCard]
    item_model = ZombieCard
    noun = "zombie"


class EventEffect(Strict):
    """What an Event does when it is drawn (then it is destroyed, as its set's `strip` says)."""

    do: Literal["reinforcement", "move-all", "backup", "draw-goblins", "boss"]
    field: Literal["this", "right", "all"] = "this"
    from_area: AreaName | None = None
    to_area: AreaName | None = None
    count: int = Field(default=1, ge=1)
    level: Literal["normal", "expert"] = "normal"

    @model_validator(mode="after")
    def _a_move_names_both_areas(self) -> EventEffect:
        """The engine moves the Zombies of from_area to to_area: without either it had nothing to read."""
        if self.do == "move-all" and (self.from_area is None or self.to_area is None):
            raise ValueError("move-all needs both from_area and to_area")
        return self


class EventCard(Item):
    effect: EventEffect
    text: Text
    icon: IconName | None = None  # the picture; a card without one shows its kind's default


class EventSet(ComponentSet):
    kind: Literal["gvz-events"]
    red: bool = False
    strip: Text = "EVENT: resolve it, then put it on the Zombie Discard Pile"  # what becomes of the card
    items: list[EventCard]
    item_model = EventCard
    noun = "event"


class BossLevel(Strict):
    hp: int = Field(ge=1)
    traits: list[Trait] = ["boss"]
    script: ScriptText | None = None


class BossCard(Item):
    type: ZombieType
    normal: BossLevel
    expert: BossLevel
    rule: Text
    icon: IconName | None = None  # the picture; a card without one shows its kind's default


class BossSet(ComponentSet):
    kind: Literal["gvz-bosses"]
    items: list[BossCard]
    item_model = BossCard
    noun = "boss"


class TextCard(Item):
    """A card that is only words on both faces: Guardians, Turn Reminders."""

    title: Text
    lines: list[Text]
    back_title: Text
    back_lines: list[Text]
    colour: Colour = "#3b4a2f"
    icon: IconName | None = None
    back_icon: IconName | None = None


class TextCardSet(ComponentSet):
    kind: Literal["gvz-text-cards"]
    items: list[TextCard]
    item_model = TextCard
    noun = "card"


class Token(Strict):
    name: Text
    count: int = Field(ge=1)
    icon: IconName
    colour: Colour


class TokenCard(Item):
    tokens: list[Token]


class TokenCardSet(ComponentSet):
    kind: Literal["gvz-tokens"]
    columns: int = Field(ge=1)
    rows: int = Field(ge=1)
    cut: Literal["card", "butted"] = "card"  # butted: the tokens as square chits with shared cuts (issue 36)
    chit: PositiveDimension = parse_length("0.75in")  # a butted token's side
    expect: dict[str, int] = {}
    items: list[TokenCard]
    item_model = TokenCard
    noun = "token card"

    def problems(self) -> list[tuple[tuple[Any, ...], str]]:
        found: list[tuple[tuple[Any, ...], str]] = []
        totals: dict[str, int] = {}
        for index, card in enumerate(self.items):
            cells = sum(token.count for token in card.tokens)
            if cells > self.columns * self.rows:
                found.append((("items", index, "tokens"),
                              f"{cells} tokens do not fit a {self.columns} x {self.rows} card"))
            for token in card.tokens:
                totals[token.name] = totals.get(token.name, 0) + token.count * card.count
        for name, wanted in self.expect.items():
            if totals.get(name, 0) != wanted:
                found.append((("expect", name), f"the cards hold {totals.get(name, 0)} {name} tokens, expected {wanted}"))
        return found
