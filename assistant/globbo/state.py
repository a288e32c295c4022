"""What is on the Playroom map: every counter as plain data (the bottom of the package's imports)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from goblinkit.content.globbo.torus import Hex, label

GLOBBO_KINDS = ("head", "zap", "slap")
KID_KINDS = ("biter", "blip", "yeast")
PHASES = ("globbo-move", "globbo-attack", "kids-move", "kids-attack", "globbo-build")
SIDE_OF_PHASE = {"globbo-move": "globbo", "globbo-attack": "globbo", "kids-move": "kids", "kids-attack": "kids",
                 "globbo-build": "globbo"}


@dataclass
class Piece:
    id: str  # the printed counter: H1, Z3, S12, B2, P7, Y1
    kind: str
    hex: Hex
    owner: str | None = None  # Globbo pieces: the id of the HEAD whose Globbo it belongs to
    attacked: bool = False
    hit: bool = False  # a Biter hit by Globbo, turned over until it fissions
    disoriented: bool = False  # a Biter formed this turn
    stuck: bool = False  # held by Gunk
    warped: bool = False  # has tried a warp-hole this turn
    left: int = 0  # movement left this turn (kids)
    moved: bool = False

    @property
    def side(self) -> str:
        return "globbo" if self.kind in GLOBBO_KINDS else "kids"

    @property
    def where(self) -> str:
        return label(self.hex)

    def snapshot(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "kind": self.kind, "hex": self.where}
        for name in ("owner", "attacked", "hit", "disoriented", "stuck", "warped"):
            value = getattr(self, name)
            if value:
                out[name] = value
        return out


@dataclass
class Turn:
    """Who is where in the sequence of play."""

    round: int = 1
    phase: str = "globbo-move"
    points: dict[str, int] = field(default_factory=dict)  # HEAD id -> regeneration points saved
    scorches: int = 0
    splitting: set[str] = field(default_factory=set)  # HEADs whose parts may still be divided up
    result: dict[str, Any] | None = None
