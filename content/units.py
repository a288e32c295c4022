"""Lengths written with units ("63.5mm", "0.75in", "12pt") converted in exactly one place.

Content validates these strings, and the printer draws with their value in PDF points, so the
conversion lives here, below both of them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MM = 72.0 / 25.4
INCH = 72.0
POINTS_PER = {"mm": MM, "cm": 10 * MM, "in": INCH, "pt": 1.0}
MAX_MM = 1500  # the biggest printed thing (a tiled map) is well under this; a 5 m card is a typo
_LENGTH = re.compile(r"^\s*(\d+(?:\.\d+)?|\.\d+)\s*(mm|cm|in|pt)\s*$")


@dataclass(frozen=True, order=True)
class Length:
    """A physical length; `pt` is PDF points (1/72 in), `mm` millimetres."""

    pt: float

    @property
    def mm(self) -> float:
        return self.pt / MM

    @property
    def inches(self) -> float:
        return self.pt / INCH

    def __str__(self) -> str:
        return f"{self.mm:g}mm"


def parse_length(text: str) -> Length:
    """Parse "63.5mm" / "0.75in" / "2cm" / "12pt"; a bare number is refused (units are required)."""
    if isinstance(text, Length):
        return text
    if not isinstance(text, str):
        raise ValueError(f"expected a length with a unit such as '63.5mm' or '0.75in', got {text!r}")
    match = _LENGTH.match(text)
    if not match:
        raise ValueError(f"expected a length with a unit such as '63.5mm' or '0.75in', got {text!r}")
    value, unit = match.groups()
    length = Length(float(value) * POINTS_PER[unit])
    if length.mm > MAX_MM:
        raise ValueError(f"expected a length up to {MAX_MM}mm, got {text!r}")
    return length


def mm(value: float) -> float:
    """Millimetres to points."""
    return value * MM


def inch(value: float) -> float:
    """Inches to points."""
    return value * INCH
