"""Counters and markers: a square or round chit showing its icon (or its name) and a value, and its back.

Everything printed stays inside the safe area, 3 mm inside the cut line: for a round chit, the
square inscribed in the circle 3 mm inside its edge; the icon, not text, may reach a little past it
so that it spans ICON_SHARE of the chit (`icon_side`). A small marker says what it is with its icon;
its name is printed only when it has no icon (the game's reference sheet carries the key). An icon
with a short text (a leaf pile's "3") shows the text large over a faint icon. The ground, rim and ink
are the game's chit look (drawers/chit.py: solid, or light as published chits).
"""

from __future__ import annotations

import math

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.models import Counter, CounterSet
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.chit import CIRCLE_BLEED, SOLID, ChitLook, paint_chit  # noqa: F401 - CIRCLE_BLEED re-exported
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import colour, draw_lines
from goblinkit.pnp.fonts import BODY, TITLE, font
from goblinkit.pnp.jobs import DrawFn
from goblinkit.pnp.textfit import FittedText, fit_text

SAFE = mm(3)


FAINT = 0.35  # an icon behind a chit's number: this share of the way from the ground to the ink
ICON_SHARE = 0.54  # of the chit's width: an icon at least half the chit reads across the table


def icon_side(size: float, shape: str) -> float:
    """The side of a chit's icon: the safe square, or ICON_SHARE of the chit if that is larger (a round
    chit's icon then keeps its corners 2 mm inside the cut; game-icons fill their square's middle)."""
    return max(safe_side(size, shape), ICON_SHARE * size)


def safe_side(size: float, shape: str) -> float:
    """The side of the square a chit may print in: 3 mm inside the cut, inscribed in a circle."""
    if shape == "circle":
        return math.sqrt(2) * (size / 2 - SAFE)
    return size - 2 * SAFE


def counter_layout(counter: Counter, size: float, title_font: str = TITLE, body_font: str = BODY,
                   shape: str = "rect") -> tuple[FittedText | None, FittedText | None, FittedText | None]:
    """(name, text, back) fitted to the safe area; the name only when the counter has no icon."""
    inner = safe_side(size, shape)
    name = None if counter.icon else fit_text(counter.name, font(title_font), inner,
                                              inner * (0.5 if counter.text else 1.0), 8)
    room = inner if counter.icon else inner - (name.height if name else 0)
    text = fit_text(counter.text, font(title_font if counter.icon else body_font), inner, room, 14) if counter.text else None
    back = fit_text(counter.back_text, font(body_font), inner, inner, 9) if counter.back_text else None
    return name, text, back


def counter_front(counter: Counter, counters: CounterSet, title_font: str = TITLE, body_font: str = BODY,
                  look: ChitLook = SOLID) -> DrawFn:
    size = counters.size.pt
    name, text, _ = counter_layout(counter, size, title_font, body_font, counters.shape)
    inner = safe_side(size, counters.shape)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        paint_chit(c, counters.shape, size, bleed, counter.colour, look, ink_saver)
        x = (size - inner) / 2
        ink = look.ink(counter.colour, ink_saver, deep=bool(counter.icon and text))  # (words over a faint icon)
        if counter.icon:
            faint = text is not None
            tint = colour(ink) if not faint else _mix(look.ground(counter.colour, ink_saver), ink, FAINT)
            side = icon_side(size, counters.shape)
            draw_icon(c, counter.icon, (size - side) / 2, (size - side) / 2, side, tint)
            if text:
                draw_lines(c, text, font(title_font), x, size / 2 + text.height / 2, inner, "center", ink)
            return
        block = (name.height if name else 0) + (text.height if text else 0)
        top = size / 2 + block / 2
        if name:
            draw_lines(c, name, font(title_font), x, top, inner, "center", ink)
            top -= name.height
        if text:
            draw_lines(c, text, font(body_font), x, top, inner, "center", ink)

    return draw


def _mix(base: str, ink: str, amount: float):  # noqa: ANN202 - a reportlab Color
    a, b = colour(base), colour(ink)
    return type(a)(a.red + (b.red - a.red) * amount, a.green + (b.green - a.green) * amount,
                   a.blue + (b.blue - a.blue) * amount)


def counter_back(counter: Counter, counters: CounterSet, body_font: str = BODY, look: ChitLook = SOLID) -> DrawFn:
    size = counters.size.pt
    _, _, back = counter_layout(counter, size, body_font=body_font, shape=counters.shape)
    inner = safe_side(size, counters.shape)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        paint_chit(c, counters.shape, size, bleed, counter.colour, look, ink_saver)
        if back:
            ink = look.ink(counter.colour, ink_saver)
            draw_lines(c, back, font(body_font), (size - inner) / 2, size / 2 + back.height / 2, inner, "center", ink)

    return draw
