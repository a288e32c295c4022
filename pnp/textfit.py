"""Text that always fits its box: wrap, shrink down to a legibility floor, or fail loudly.

Silent overflow is the worst print bug (the player only sees it after cutting), so `fit_text`
either returns lines that fit at the largest size possible, or raises TextFitError naming
what did not fit; the build's preflight turns that into a located content error.
"""

from __future__ import annotations

from dataclasses import dataclass

from goblinkit.pnp.fonts import width

MIN_SIZE = 6.5  # the print floor: nothing smaller, anywhere
STEP = 0.25


class TextFitError(ValueError):
    pass


@dataclass(frozen=True)
class FittedText:
    lines: list[str]
    size: float
    leading: float

    @property
    def height(self) -> float:
        return len(self.lines) * self.leading


def wrap(text: str, font_name: str, size: float, max_width: float) -> list[str] | None:
    """Greedy word wrap; None if a single word is wider than the box."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if width(candidate, font_name, size) <= max_width:
                line = candidate
                continue
            if not line or width(word, font_name, size) > max_width:
                return None
            lines.append(line)
            line = word
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
    raise TextFitError(f"'{text}' is too long for its {box_width / 2.8346:.1f} mm line even at {min_size:g} pt")
