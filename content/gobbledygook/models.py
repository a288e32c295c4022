"""GobbledyGook! content: Breeds, creature types, Upgrades, encounter blips, scenarios, reference.

The fields the rules engine reads (dice, limits, what a creature may not do, an upgrade's bonus
dice, a blip's dice and whether it attacks at once) are typed data; the card and sheet texts
print from the same items.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from goblinkit.content.models import ComponentSet, IconName, Item, Origin, PositiveDimension, Slug, Strict, Text, TextSheet
from goblinkit.content.units import parse_length

Ability = Literal["loot", "shoot", "carry", "hide", "prank"]
BonusKind = Literal["defend", "melee", "ranged", "loot", "prank", "escape", "rescue", "revive", "ambush_defend"]


class Breed(Item):
    talent: Slug
    description: Text


class BreedSet(ComponentSet):
    kind: Literal["gg-breeds"]
    items: list[Breed]
    item_model = Breed
    noun = "breed"


class CreatureType(Item):
    dice: int = Field(ge=1)
    upgrades: int = Field(ge=0)
    limit: int | None = Field(default=None, ge=1)
    may_not: list[Ability] = []
    note: Text


class VeteranRule(Strict):
    """How a creature becomes a Veteran in a campaign: the rulebook gives Veterans a reroll "in all
    types of combat" and says no more, so the rule is designed (`origin`, with its `rationale`).
    `brag`: the Brag a creature must earn itself in one game, ending it not KOed."""

    origin: Origin
    brag: int = Field(ge=1)
    text: Text
    rationale: Text


class CreatureSet(ComponentSet):
    kind: Literal["gg-creatures"]
    start_charm: int = Field(ge=0)
    start_tin: int = Field(ge=0)
    veteran: VeteranRule
    items: list[CreatureType]
    item_model = CreatureType
    noun = "creature type"


class Upgrade(Item):
    limit: int = Field(ge=1)
    needs: list[Ability] = []
    bonus: dict[BonusKind, int] = {}
    text: Text


class UpgradeSet(ComponentSet):
    kind: Literal["gg-upgrades"]
    items: list[Upgrade]
    item_model = Upgrade
    noun = "upgrade"


class BlipBack(Strict):
    title: Text
    text: str = ""


class Blip(Item):
    icon: IconName
    reminder: Text
    dice: int = Field(default=0, ge=0)
    passive: bool = False
    reveals: bool = False
    attacks: bool = False
    figure: Literal["hound", "hunter", "wanderer"] | None = None
    actions: list[Literal["loot", "prank", "mayhem", "pick-up", "carry"]] = []


class BlipSet(ComponentSet):
    kind: Literal["gg-blips"]
    size: PositiveDimension = parse_length("1.5in")
    back: BlipBack
    items: list[Blip]
    item_model = Blip
    noun = "blip"


class RandomDirection(Strict):
    """A random direction on a clock face: `dice` d6 summed, times `times` (Clankers: 1 die, doubled)."""

    dice: int = Field(ge=1, le=2)
    times: int = Field(ge=1, le=12)


Human = Literal["hounds", "hunters", "wanderers", "night-watch", "wagon", "clankers", "leaf-piles", "signs", "trees"]


class Scenario(Item):
    icon: IconName
    blips_per_player: int = Field(ge=0)
    blip_types: list[Slug] = []
    humans: list[Human]
    setup: Text
    special: Text
    ends: Text
    end: Literal["blips", "wagon", "clankers", "leaves", "signs"]
    advanced: str = ""
    tree_dice: int | None = Field(default=None, ge=1)
    chart: dict[Slug, Text] = {}
    random_direction: RandomDirection = RandomDirection(dice=1, times=2)


class ScenarioSet(ComponentSet):
    kind: Literal["gg-scenarios"]
    items: list[Scenario]
    item_model = Scenario
    noun = "scenario"


ReferenceSheet = TextSheet


class ReferenceSet(ComponentSet):
    kind: Literal["gg-reference"]
    items: list[ReferenceSheet]
    item_model = ReferenceSheet
    noun = "sheet"

    def problems(self) -> list[tuple[tuple[Any, ...], str]]:
        return []
