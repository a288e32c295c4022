"""Text that always fits its box: wrap, shrink down to a legibility floor, or fail loudly.

Silent overflow is the worst print bug (the player only sees it after cutting), so `fit_text`
either returns lines that fit at the largest size possible, or raises TextFitError naming
what did not fit; the build's preflight turns that into a located content error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from goblinkit.pnp.fonts import width

MIN_SIZE = 6.5  # the print floor: nothing smaller, anywhere
STEP = 0.25


class TextFitError(ValueError):
    """Text that cannot fit; `name` when it is the item's name (a title) that does not fit."""

    def __init__(self, message: str, name: bool = False):
        super().__init__(message)
        self.name = name


def excerpt(text: str, limit: int = 30) -> str:
    """At most `limit` characters of a text an error quotes (a pack's name may be a thousand long)."""
    return text if len(text) <= limit else text[:limit - 3] + "..."


@dataclass(frozen=True)
class FittedText:
    lines: list[str]
    size: float
    leading: float

    @property
    def height(self) -> float:
        return len(self.lines) * self.leading


_NUMBER = re.compile(r"^[(\[]?[+\-\u2212]?\d+[)\]]?$")  # "2", "+1", "(2": it belongs to the word after it
_NUMBER_ENDING = re.compile(r"^[(\[]?[+\-\u2212]?\d+[)\]]?[.,;:!?]+$")  # "2.": it ends its clause, with the word before


def units(words: list[str]) -> list[list[str]]:
    """Words grouped so no line breaks between a number and its word: "(2 dice)!", "+1 die.", "1 Yeast."
    stay together, and a number ending its clause stays with the word before it ("not 2.")."""
    groups: list[list[str]] = []
    for word in words:
        if groups and (_NUMBER.match(groups[-1][-1]) or _NUMBER_ENDING.match(word)):
            groups[-1].append(word)
        else:
            groups.append([word])
    return groups


def wrap(text: str, font_name: str, size: float, max_width: float) -> list[str] | None:
    """Greedy word wrap keeping numbers with their words (a group wider than the box breaks as words);
    None if a single word is wider than the box."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        pieces: list[str] = []
        for group in units(paragraph.split()):
            joined = " ".join(group)
            pieces.extend([joined] if width(joined, font_name, size) <= max_width else group)
        for piece in pieces:
            candidate = f"{line} {piece}" if line else piece
            if width(candidate, font_name, size) <= max_width:
                line = candidate
                continue
            if not line or width(piece, font_name, size) > max_width:
                return None
            lines.append(line)
            line = piece
        lines.append(line)
    return lines


def fit_text(text: str, font_name: str, box_width: float, box_height: float, max_size: float,
             min_size: float = MIN_SIZE, leading: float = 1.2) -> FittedText:
    """The largest size from max_size down to min_size at which `text` fits the box."""
    size = max_size
    while size >= min_size - 1e-9:
        lines = wrap(text, font_name, size, box_width)
        if lines is not None and len(lines) * size * leading <= box_height + 1e-6:
            return FittedText(lines, size, size * leading)
        size -= STEP
    raise TextFitError(f"text does not fit its {box_width / 2.8346:.1f} x {box_height / 2.8346:.1f} mm box "
                       f"even at {min_size:g} pt ({len(text)} characters); shorten it")


def fit_line(text: str, font_name: str, box_width: float, max_size: float, min_size: float = MIN_SIZE) -> float:
    """The size at which one line (a title) fits `box_width`, or TextFitError."""
    size = max_size
    while size >= min_size - 1e-9:
        if width(text, font_name, size) <= box_width:
            return size
        size -= STEP
    raise TextFitError(f"'{excerpt(text)}' ({len(text)} characters) is too long for its {box_width / 2.8346:.1f} mm "
                       f"line even at {min_size:g} pt")
