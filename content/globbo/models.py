"""Globbo! content: the wrap-around map, the pieces (stats and counters), the Extras, markers and
the sequence of play. The engine reads the same numbers the counters and reference table print."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from goblinkit.content.models import Colour, ComponentSet, IconName, Item, PositiveDimension, Text, TextSection
from goblinkit.content.units import parse_length

WallEdge = Text  # "C5|C6": the edge between two adjacent hexes


class PlayroomMap(Item):
    columns: int = Field(ge=3, le=52)
    rows: int = Field(ge=2, le=60)
    hex: PositiveDimension  # flat-to-flat width of a hex
    head_from_holes: int = Field(ge=0)
    biters_from: int = Field(ge=0)
    warp_holes: dict[int, Text]
    walls: list[list[WallEdge]] = []


class MapSet(ComponentSet):
    kind: Literal["globbo-map"]
    items: list[PlayroomMap]
    item_model = PlayroomMap
    noun = "map"

    def problems(self) -> list[tuple[tuple[Any, ...], str]]:
        from goblinkit.content.globbo.board import board_problems

        return [(("items", index) + loc, message) for index, item in enumerate(self.items)
                for loc, message in board_problems(item)]


class Piece(Item):
    short: Text
    prefix: Literal["H", "Z", "S", "B", "P", "Y"]
    side: Literal["globbo", "kids"]
    move: int | None = Field(default=None, ge=0)
    move_text: Text
    strength: int = Field(ge=0, le=6)
    range: int | None = Field(default=None, ge=0)
    reach: Text
    cost: int | None = Field(default=None, ge=1)
    icon: IconName
    colour: Colour
    back: Text  # the back's words, or "fission": the one back Blips and Yeasts share


class PieceSet(ComponentSet):
    kind: Literal["globbo-pieces"]
    size: PositiveDimension = parse_length("0.625in")
    items: list[Piece]
    item_model = Piece
    noun = "piece"

    def problems(self) -> list[tuple[tuple[Any, ...], str]]:
        ids = [p.id for p in self.items]
        missing = [k for k in ("head", "zap", "slap", "biter", "blip", "yeast") if k not in ids]
        return [(("items",), f"missing pieces: {', '.join(missing)}")] if missing else []


class Extra(Item):
    column: Literal["A", "B"]
    grade: int = Field(ge=1, le=6)
    text: Text


class ExtraSet(ComponentSet):
    kind: Literal["globbo-extras"]
    items: list[Extra]
    item_model = Extra
    noun = "extra"


class Marker(Item):
    icon: IconName
    colour: Colour
    text: Text
    back: Text


class MarkerSet(ComponentSet):
    kind: Literal["globbo-markers"]
    size: PositiveDimension = parse_length("0.625in")
    items: list[Marker]
    item_model = Marker
    noun = "marker"


class Sequence(Item):
    track: int = Field(ge=4, le=20)
    steps: list[Text]
    wins: list[Text]
    reminders: list[TextSection] = []  # the play sheet's front, under the round: the rules a table looks up


class SequenceSet(ComponentSet):
    kind: Literal["globbo-sequence"]
    items: list[Sequence]
    item_model = Sequence
    noun = "sheet"
