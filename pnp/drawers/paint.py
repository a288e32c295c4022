"""Shared painting helpers: colours, fills that honour ink-saver mode, fitted text blocks."""

from __future__ import annotations

from functools import lru_cache

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from goblinkit.pnp.textfit import FittedText

CREAM = "#f6f1e1"
INK = "#1d1a16"


def colour(value: str | Color) -> Color:
    """A reportlab colour from '#rrggbb' (or a colour already made)."""
    return value if isinstance(value, Color) else _hex(value)


@lru_cache(maxsize=256)
def _hex(text: str) -> Color:
    """Parsed once: a build sets the same few colours thousands of times (reportlab never changes one)."""
    return HexColor(text)


def ink_on(hex_text: str) -> str:
    """Dark ink on a light ground, white on a dark one (by perceived luminance)."""
    c = HexColor(hex_text)
    return INK if 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue > 0.45 else "#ffffff"


def lighten(hex_text: str, amount: float) -> Color:
    c = HexColor(hex_text)
    return Color(c.red + (1 - c.red) * amount, c.green + (1 - c.green) * amount, c.blue + (1 - c.blue) * amount)


def fill_area(c: Canvas, x: float, y: float, w: float, h: float, hex_text: str | Color, ink_saver: bool,
              radius: float = 0.0, line: float = 1.2) -> None:
    """A large coloured area; in ink-saver mode only its outline, in the same colour."""
    c.saveState()
    if ink_saver:
        c.setStrokeColor(colour(hex_text))
        c.setLineWidth(line)
        c.setFillColorRGB(1, 1, 1)
        c.roundRect(x + line / 2, y + line / 2, w - line, h - line, radius, stroke=1, fill=1)
    else:
        c.setFillColor(colour(hex_text))
        if radius:
            c.roundRect(x, y, w, h, radius, stroke=0, fill=1)
        else:
            c.rect(x, y, w, h, stroke=0, fill=1)
    c.restoreState()


def cut_alone(c: Canvas) -> bool:
    """True on an export canvas (`goblin pnp export`), where every face is cut on its own by a print
    shop or shown whole in Tabletop Simulator: no neighbour shares its cut line, so the neutral edge
    that lets cards of different colours butt is not needed and the frame colour runs into the bleed."""
    return bool(c.__dict__.get("_goblin_cut_alone"))


def bleed_fill(c: Canvas, w: float, h: float, bleed: float, hex_text: str | Color, ink_saver: bool) -> None:
    """A component's background out to its bleed; in ink-saver mode its outline on the cut line
    instead (an outline in the bleed would be cut away, or cut along and give the wrong size)."""
    if ink_saver:
        fill_area(c, 0, 0, w, h, hex_text, True, 0.0, 0.8)
    else:
        fill_area(c, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed, hex_text, False)


def draw_lines(c: Canvas, fitted: FittedText, font_name: str, x: float, top: float, width: float,
               align: str = "left", fill: str = INK) -> None:
    """Draw fitted lines downward from `top` (first baseline one size below it)."""
    c.saveState()
    c.setFillColor(colour(fill))
    c.setFont(font_name, fitted.size)
    y = top - fitted.size
    for line in fitted.lines:
        if align == "center":
            c.drawCentredString(x + width / 2, y, line)
        else:
            c.drawString(x, y, line)
        y -= fitted.leading
    c.restoreState()
