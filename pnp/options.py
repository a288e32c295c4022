"""Print options a user chooses (paper, bleed, crop marks, duplex, ink saver, back offsets)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from goblinkit.content.errors import GoblinError
from goblinkit.content.units import mm

PAPERS: dict[str, tuple[float, float]] = {"a4": (mm(210), mm(297)), "letter": (72 * 8.5, 72 * 11.0),
                                          "a3": (mm(297), mm(420)), "tabloid": (72 * 11.0, 72 * 17.0)}
Duplex = Literal["long", "short", "none"]


@dataclass(frozen=True)
class PrintOptions:
    paper: str = "a4"
    bleed_mm: float = 3.0
    crop_marks: bool = True
    duplex: Duplex = "long"
    ink_saver: bool = False
    back_offset_x_mm: float = 0.0
    back_offset_y_mm: float = 0.0
    gutterfold: bool = False  # cards with backs: front and back side by side on one sheet (pnp/gutterfold.py)

    def __post_init__(self) -> None:
        for name, value in (("--bleed", self.bleed_mm), ("--back-offset-x", self.back_offset_x_mm),
                            ("--back-offset-y", self.back_offset_y_mm)):
            if not math.isfinite(value):
                raise GoblinError(f"{name}: expected a number of millimetres, got {value}")
        if self.paper not in PAPERS:
            raise GoblinError(f"--paper: expected one of {', '.join(PAPERS)}, got '{self.paper}'")
        if not 0 <= self.bleed_mm <= 10:
            raise GoblinError(f"--bleed: expected millimetres from 0 to 10, got {self.bleed_mm:g}")
        if self.duplex not in ("long", "short", "none"):
            raise GoblinError(f"--duplex: expected long, short or none, got '{self.duplex}'")
        if abs(self.back_offset_x_mm) > 20 or abs(self.back_offset_y_mm) > 20:
            raise GoblinError("--back-offset-x/-y: expected millimetres from -20 to 20")

    @property
    def paper_size(self) -> tuple[float, float]:
        return PAPERS[self.paper]

    @property
    def bleed(self) -> float:
        return mm(self.bleed_mm)
