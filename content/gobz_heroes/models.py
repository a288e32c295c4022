"""Gob'z'Heroes content: Profile Cards, Stuff, Combo cards, Gob'jectives, tiles, boards, scoring.

Every number the referee reads (a Gob's Rations, a weapon's Repeat / Range / Strength / Fallout,
a Combo card's effect and amount, the VP of a KO) is a typed field; printed texts are generated
from them (content/gobz_heroes/text.py), so the card and the rule never disagree.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from goblinkit.content.gobz_heroes.profile_rules import ProfileRules
from goblinkit.content.models import ComponentSet, IconName, Item, Slug, Strict, Text, TextSheet

SeatsKey = Literal["2", "3", "4"]  # a layout's teleporters, by number of players
Quality = Literal["accurate", "clumsy", "swift", "heavy", "tall", "lucky", "unlucky", "rough", "weak-spot", "fly"]
SkillId = Literal["boulder-toss", "rally", "sparks", "snipe", "dive-bomb", "underfoot", "pack-rat"]
ComboEffect = Literal["wet-blanket", "steady-aim", "brute-force", "reroll", "sprint", "hop", "second-wind",
                      "extra-rations", "thick-skull", "itching-powder", "double-time", "sticky-fingers"]
ObjectiveEvent = Literal["ko", "lol", "low-blow-ko", "ranged-ko", "steal", "teleport", "dump", "crate"]
Row = Annotated[str, Field(pattern=r"^[.#Ll=X]+$")]


class Weapon(Strict):
    """What a ranged attack rolls: Repeat dice, Range in squares (target included), Strength, Fallout."""

    repeat: int = Field(ge=1)
    range: int = Field(ge=1)
    strength: int = Field(ge=1)
    fallout: bool = False


class Skill(Strict):
    id: SkillId
    name: Text
    weapon: Weapon | None = None


class Profile(ProfileRules, Item):
    rations: int = Field(ge=1)
    charisma: int = Field(ge=1)
    movement: int = Field(ge=1)
    physical: int = Field(ge=1)
    qualities: list[Quality] = []
    skill: Skill
    stuff: list[Slug] = []
    icon: IconName
    flavor: str = ""


class ProfileSet(ComponentSet):
    kind: Literal["gobz-profiles"]
    items: list[Profile]
    item_model = Profile
    noun = "Gob'"

    def problems(self) -> list[tuple[tuple[Any, ...], str]]:
        found = []
        for index, gob in enumerate(self.items):
            if gob.troll and gob.stuff:
                found.append((("items", index, "stuff"), "a Troll can never receive Stuff"))
            if "accurate" in gob.qualities and "clumsy" in gob.qualities:
                found.append((("items", index, "qualities"), "Accurate and Clumsy cannot both apply"))
            if len(gob.stuff) > 2:
                found.append((("items", index, "stuff"), "a Gob' can never possess more than 2 Stuff Cards"))
        return found


class Stuff(Item):
    weapon: Weapon | None = None
    close_strength: int = Field(default=0, ge=0)  # added to the carrier's Strength in Close Combat
    resistance: int = Field(default=0, ge=0)
    movement: int = Field(default=0, ge=0)
    to_hit: int = Field(default=0, ge=-2, le=2)  # added to the number needed (negative helps)
    triple_knocks_out: bool = False  # Tommy Gun: a triple on a roll to hit knocks out the carrier
    icon: IconName
    flavor: str = ""


class StuffSet(ComponentSet):
    kind: Literal["gobz-stuff"]
    items: list[Stuff]
    item_model = Stuff
    noun = "Stuff card"

    def problems(self) -> list[tuple[tuple[Any, ...], str]]:
        found = []
        for index, stuff in enumerate(self.items):
            if stuff.triple_knocks_out and (stuff.weapon is None or stuff.weapon.repeat < 3):
                found.append((("items", index, "triple_knocks_out"), "a triple needs a weapon with Repeat 3 or more"))
            if stuff.weapon and stuff.weapon.fallout and stuff.weapon.repeat > 1:
                found.append((("items", index, "weapon"), "a Fallout weapon has Repeat 1 (one impact point)"))
        return found


class Combo(Item):
    effect: ComboEffect
    amount: int = Field(default=0, ge=0)
    icon: IconName
    flavor: str = ""


class ComboSet(ComponentSet):
    kind: Literal["gobz-combos"]
    items: list[Combo]
    item_model = Combo
    noun = "Combo card"


class Objective(Item):
    event: ObjectiveEvent
    troll: bool = False  # the KO'd Gob' must be a Troll (unachievable when no rival Crew has one)
    crates: int = Field(1, ge=1, le=2)  # event crate: how many different Supply Crates (a board has 2)
    icon: IconName
    flavor: str = ""


class ObjectiveSet(ComponentSet):
    kind: Literal["gobz-objectives"]
    items: list[Objective]
    item_model = Objective
    noun = "Gob'jective"


class Face(Strict):
    """One face of a tile: 7 rows of 5 squares, top row first.

    `.` ground, `#` platform, `L` ladder foot (ground), `l` ladder top (platform), `=` footbridge
    (walk under it on the ground or over it between platforms; never end a move there), `X` wall."""

    name: Text
    map: list[Row] = Field(min_length=1)


class TileCard(Item):
    faces: dict[Literal["a", "b"], Face]


class TileSet(ComponentSet):
    kind: Literal["gobz-tiles"]
    columns: int = Field(ge=1)
    rows: int = Field(ge=1)
    items: list[TileCard]
    item_model = TileCard
    noun = "tile"

    def problems(self) -> list[tuple[tuple[Any, ...], str]]:
        from goblinkit.content.gobz_heroes.board import face_problems

        found = []
        for index, tile in enumerate(self.items):
            for side, face in tile.faces.items():
                for message in face_problems(face.map, self.columns, self.rows):
                    found.append((("items", index, "faces", side, "map"), message))
        return found


class Layout(Item):
    """A board: rows of tile faces ("1a"), and where the Sewers, Crates and Teleporters go (A1 is top left)."""

    players: list[Literal[2, 3, 4]]
    tiles: list[list[Text]]
    sewers: list[Text]
    crates: list[Text]
    teleporters: dict[SeatsKey, list[Text]]
    zombies: list[Text] = []


class LayoutSet(ComponentSet):
    kind: Literal["gobz-boards"]
    items: list[Layout]
    item_model = Layout
    noun = "board"


class Scenario(Item):
    text: Text
    zombie_markers: int = Field(default=0, ge=0, le=4)  # the box holds 4
    zombie_tickles: int = Field(default=0, ge=0)  # in each Crew Rehab, to each Gob' next to a Zombie marker


class ScenarioSet(ComponentSet):
    kind: Literal["gobz-scenarios"]
    items: list[Scenario]
    item_model = Scenario
    noun = "scenario"


class Award(Item):
    vp: int = Field(ge=0)
    note: str = ""


class AwardSet(ComponentSet):
    kind: Literal["gobz-scoring"]
    items: list[Award]
    item_model = Award
    noun = "award"


class Reading(Item):
    """A place where the rulebook contradicts itself or is silent, and how we read it."""

    text: Text


class ReadingSet(ComponentSet):
    kind: Literal["gobz-readings"]
    items: list[Reading]
    item_model = Reading
    noun = "reading"


Reference = TextSheet


class ReferenceSet(ComponentSet):
    kind: Literal["gobz-reference"]
    items: list[Reference]
    item_model = Reference
    noun = "sheet"
