"""Schemas for the component kinds the five games print: cards, counters and square tiles.

Every model forbids unknown keys and coerces nothing (strict), so a typo or a quoted number is an
error, not a surprise. A component file names its `kind`; the loader picks the model from KINDS,
which later game modules extend with their own kinds (a zombie card, a profile card ...).
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, PlainValidator

from goblinkit.content.icons import check_icon
from goblinkit.content.units import Length, parse_length

SLUG_PATTERN = r"^[a-z0-9]+(?:[-_][a-z0-9]+)*$"
COLOUR_PATTERN = r"^#[0-9a-fA-F]{6}$"

MAX_COPIES = 500  # copies of one item in the box (the biggest box holds 72 blips)
MAX_ITEMS = 1000  # items in one component file
MAX_GRID = 100  # columns or rows of a tile grid

Slug = Annotated[str, Field(pattern=SLUG_PATTERN)]
Colour = Annotated[str, Field(pattern=COLOUR_PATTERN)]
Text = Annotated[str, Field(min_length=1)]
Origin = Literal["rulebook", "designed"]
Dimension = Annotated[Length, PlainValidator(parse_length)]
# A vendored game-icons.net icon by name (content/icons/game-icons/<name>.svgd); unknown names are errors.
IconName = Annotated[str, AfterValidator(check_icon)]


def _positive(value: Length) -> Length:
    if value.pt <= 0:
        raise ValueError("expected a length greater than zero")
    return value


PositiveDimension = Annotated[Length, PlainValidator(parse_length), AfterValidator(_positive)]


class Strict(BaseModel):
    """Base of every content model: unknown keys are errors, nothing is coerced."""

    model_config = ConfigDict(extra="forbid", strict=True, arbitrary_types_allowed=True, defer_build=True)


class Size(Strict):
    width: PositiveDimension
    height: PositiveDimension


class Item(Strict):
    """Anything in the box: it has an id, a name, how many copies, and where its facts come from."""

    id: Slug
    name: Text
    count: int = Field(ge=1, le=MAX_COPIES)
    origin: Origin

    # Which font prints a field: names in the title font, icons in the symbol font, the rest in the body.
    font_roles: ClassVar[dict[str, str]] = {"name": "title", "icon": "icon"}

    def texts(self) -> dict[str, tuple[str, str]]:
        """The printed strings of this item: field name -> (font role, text), checked against the font's glyphs."""
        return {name: (self.font_roles.get(name, "body"), value) for name, value in self
                if isinstance(value, str) and name != "id" and name not in self.files()}

    def files(self) -> dict[str, str]:
        """Fields that name a file inside the content folder."""
        return {}


class Family(Strict):
    """A card family: its frame colour and the label printed on it."""

    label: Text
    colour: Colour


class Back(Strict):
    """What a card back shows: a title, a line of text, a colour."""

    title: Text
    text: str = ""
    colour: Colour = "#3b4a2f"


class Card(Item):
    family: Slug | None = None
    cost: int | None = Field(default=None, ge=0)
    text: str = ""
    flavor: str = ""
    icon: str | None = None
    image: str | None = None
    layout: Slug | None = None  # a template of the game's style for this card (a variant); default: the deck's

    def files(self) -> dict[str, str]:
        return {"image": self.image} if self.image else {}


class Counter(Item):
    icon: IconName | None = None  # drawn above the text
    text: str = ""
    back_text: str = ""
    colour: Colour = "#d9c9a3"


class Tile(Item):
    text: str = ""


class ComponentSet(Strict):
    """The header of a component file: one component (a deck, a counter sheet) and its items."""

    component: Slug
    name: Text
    kind: str
    total: int | None = Field(default=None, ge=1, le=MAX_COPIES * MAX_ITEMS)
    items: list[Any] = Field(max_length=MAX_ITEMS)

    item_model: type[Item] = Item  # overridden per kind (a class attribute, not a field)
    noun: ClassVar[str] = "item"  # how an error names one of the items: "card 'slingshot'"
    model_config = ConfigDict(extra="forbid", strict=True, arbitrary_types_allowed=True, ignored_types=(type,),
                              defer_build=True)

    def copies(self) -> int:
        return sum(item.count for item in self.items)

    def problems(self) -> list[tuple[tuple[Any, ...], str]]:
        """Checks of this kind beyond the schema: (location in the file, message) pairs."""
        return []


class CardSet(ComponentSet):
    kind: Literal["card"]
    size: Size = Size(width=parse_length("63.5mm"), height=parse_length("88mm"))
    families: dict[Slug, Family] = {}
    back: Back | None = None
    items: list[Card] = Field(max_length=MAX_ITEMS)
    item_model = Card
    noun = "card"


class CounterSet(ComponentSet):
    kind: Literal["counter"]
    shape: Literal["circle", "square"] = "square"
    size: PositiveDimension = parse_length("0.75in")
    items: list[Counter] = Field(max_length=MAX_ITEMS)
    item_model = Counter
    noun = "counter"


class TileSet(ComponentSet):
    kind: Literal["tile"]
    square: PositiveDimension = parse_length("1in")
    columns: int = Field(ge=1, le=MAX_GRID)
    rows: int = Field(ge=1, le=MAX_GRID)
    items: list[Tile] = Field(max_length=MAX_ITEMS)
    item_model = Tile
    noun = "tile"


class Style(Strict):
    """Fonts and colours of a game: built-in font ids or TTF paths inside the content folder."""

    title_font: str = "dejavu-sans-bold"
    body_font: str = "dejavu-sans-condensed"
    accent: Colour = "#3b4a2f"


def _short_need(text: str) -> str:
    """A `needs:` entry is one short phrase: the contents sheet prints them all on one line."""
    if len(text) > NEED_MAX:
        raise ValueError(f"too long: {len(text)} characters (at most {NEED_MAX}: a short phrase such as "
                         "'3 six-sided dice')")
    return text


NEED_MAX = 60
Need = Annotated[str, Field(min_length=1), AfterValidator(_short_need)]


def _short_note(text: str) -> str:
    """A back note is one line of a page's footer (at 6.5 pt beside the check ruler, on A4 too)."""
    if len(text) > NOTE_MAX:
        raise ValueError(f"too long: {len(text)} characters (at most {NOTE_MAX}: one short line such as "
                         "'Backs are playable: a Flag-bearer')")
    if "\n" in text:
        raise ValueError("expected one line, got a line break")
    return text


NOTE_MAX = 48
BackNote = Annotated[str, Field(min_length=1), AfterValidator(_short_note)]


class GameMeta(Strict):
    """game.yaml: the game's identity and style."""

    id: Slug
    name: Text
    rulebook: str = ""
    style: Style = Style()
    # What a player brings besides the printed kit (dice, pencils, miniatures, glue, a craft knife...), from the
    # rulebook's components list and what the printed pieces ask for: the contents sheet's "You will also need".
    needs: list[Need] = Field(default=[], max_length=12)
    # Decks whose backs are played, not decoration (a Goblin card's back is a Flag-bearer): component id -> a
    # short note, printed on the contents sheet's row for the deck and in the footer of its sheets' backs pages.
    back_notes: dict[Slug, BackNote] = Field(default={}, max_length=50)


KINDS: dict[str, type[ComponentSet]] = {"card": CardSet, "counter": CounterSet, "tile": TileSet}


def register_kind(kind: str, model: type[ComponentSet]) -> None:
    """Let a game add its own component kind (validated like the built-in ones)."""
    KINDS[kind] = model


class TextSection(Strict):
    """A titled block of lines on a printed reference: a quick reference, a player aid."""

    title: Text
    lines: list[Text]
    icon: IconName | None = None  # on an aid: the icon on the block's title band
    colour: Colour | None = None  # and the block's colour (the game's accent if none)
    steps: bool = False  # the turn's numbered phase rail: each line "1. Name: what happens"


class TextSheet(Item):
    """A printed sheet of rules text in sections; each game names its own set of them by kind."""

    sections: list[TextSection]
