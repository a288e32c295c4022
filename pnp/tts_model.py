"""The parts of a Tabletop Simulator saved object that every exporter shares: sheet grids, stable
GUIDs, transforms, image URLs, deck sheets and the export being written (export_tts writes decks,
tokens and tiles with them; export_dice its dice)."""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass, field
from pathlib import Path

from goblinkit.pnp.export_plan import Piece
from goblinkit.pnp.export_render import Raster

MAX_COLUMNS, MAX_ROWS = 10, 7
PER_SHEET = MAX_COLUMNS * MAX_ROWS - 1  # the last cell is the hidden card
TTS_MAX_SIDE = 4096  # the size TTS's guide advises keeping images under
CARD_INCHES = 2.5  # a TTS card at scale 1 is about a poker card: others are scaled by their width
TILE_INCHES = 2.0  # a custom tile or token at scale 1, across its longer side (roughly)
PAPER_WHITE = 245  # every channel at least this: the paper round a piece drawn inside its cut line


def grid_for(cards: int) -> tuple[int, int]:
    """(columns, rows) for a sheet of `cards` faces plus the hidden card: as few rows as 10 columns allow."""
    if not 1 <= cards <= PER_SHEET:
        raise ValueError(f"a sheet holds 1 to {PER_SHEET} cards, not {cards}")
    cells = cards + 1
    columns = min(MAX_COLUMNS, cells)
    return columns, math.ceil(cells / columns)


def guid(*parts: object) -> str:
    """A stable 6-hex GUID (the same export writes the same file)."""
    return hashlib.sha1("/".join(map(str, parts)).encode()).hexdigest()[:6]


def transform(x: float = 0.0, z: float = 0.0, scale_x: float = 1.0, scale_z: float = 1.0, flip: bool = False) -> dict:
    return {"posX": round(x, 3), "posY": 1.0, "posZ": round(z, 3), "rotX": 0.0, "rotY": 180.0,
            "rotZ": 180.0 if flip else 0.0, "scaleX": round(scale_x, 4), "scaleY": 1.0, "scaleZ": round(scale_z, 4)}


@dataclass
class Urls:
    """Where the saved object finds an image: a file:/// URI, or the user's host (--url-base)."""

    root: Path
    base: str | None = None

    def __call__(self, path: Path) -> str:
        if self.base:
            return self.base.rstrip("/") + "/" + path.relative_to(self.root).as_posix()
        return path.resolve().as_uri()


@dataclass
class Sheet:
    """One deck sheet: its CustomDeck id, the pieces in its cells, and its images."""

    deck_id: int
    pieces: list[Piece]
    columns: int
    rows: int
    face: Path
    back: Path
    unique_back: bool

    def card_id(self, index: int) -> int:
        return self.deck_id * 100 + index

    def custom_deck(self, urls: Urls) -> dict:
        return {str(self.deck_id): {"FaceURL": urls(self.face), "BackURL": urls(self.back),
                                    "NumWidth": self.columns, "NumHeight": self.rows, "BackIsHidden": True,
                                    "UniqueBack": self.unique_back, "Type": 0}}


@dataclass
class TtsExport:
    """The images written and the objects that load them."""

    root: Path
    urls: Urls
    raster: Raster
    next_deck: int = 1
    objects: list[dict] = field(default_factory=list)
    sheets: list[Sheet] = field(default_factory=list)
    big: list[Path] = field(default_factory=list)
    written: list[Path] = field(default_factory=list)

    @property
    def pieces(self) -> int:
        """The objects a player handles (cards, tokens, tiles, dice), not the bags and decks holding them."""
        def count(objects: list[dict]) -> int:
            return sum(count(o["ContainedObjects"]) if o["Name"] in ("Bag", "Deck") else 1 for o in objects)

        return count(self.objects)

    def save(self, image, path: Path) -> None:  # noqa: ANN001 - a PIL image
        path.parent.mkdir(parents=True, exist_ok=True)
        image.save(path, format="PNG", dpi=(self.raster.dpi, self.raster.dpi), compress_level=3)
        self.written.append(path)
        if max(image.size) > TTS_MAX_SIDE:
            self.big.append(path)
