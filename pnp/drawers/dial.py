"""Disk gauges: a numbered dial (e.g. 0-12 Victory Points) and the pointer wheel that turns on it,
both with their centre marked for a split pin. Circles are drawn as cut lines."""

from __future__ import annotations

import math

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.fonts import BODY_BOLD, TITLE, font
from goblinkit.pnp.jobs import DrawFn


def _pin(c: Canvas, cx: float, cy: float) -> None:
    """The split pin's hole: a small circle and a cross through the exact centre."""
    c.setStrokeColor(colour(INK))
    c.setLineWidth(0.5)
    c.circle(cx, cy, mm(1.5), stroke=1, fill=0)
    c.line(cx - mm(3), cy, cx + mm(3), cy)
    c.line(cx, cy - mm(3), cx, cy + mm(3))


def dial_face(first: int, last: int, title: str, hue: str, numbers: str = "", words: str = "") -> DrawFn:
    """A disc numbered first..last around its rim, a sector each, the first at the top; `numbers` and
    `words` the game's faces for its numbers and its title (reportlab names; DejaVu when not given)."""
    values = list(range(first, last + 1))

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        cx, cy, radius = w / 2, h / 2, min(w, h) / 2 - mm(1)
        c.saveState()
        c.setFillColor(colour("#ffffff" if ink_saver else hue))
        c.setStrokeColor(colour(INK))
        c.setLineWidth(0.8)
        c.circle(cx, cy, radius, stroke=1, fill=1)  # the cut line
        c.setFillColor(colour("#ffffff"))
        c.circle(cx, cy, radius * 0.72, stroke=1, fill=1)
        step = 2 * math.pi / len(values)
        c.setLineWidth(0.6)
        for i, value in enumerate(values):
            edge = math.pi / 2 - (i - 0.5) * step
            c.line(cx + radius * 0.72 * math.cos(edge), cy + radius * 0.72 * math.sin(edge),
                   cx + radius * math.cos(edge), cy + radius * math.sin(edge))
            mid = math.pi / 2 - i * step
            c.setFillColor(colour(INK if ink_saver else "#ffffff"))
            size = 15
            c.setFont(numbers or font(TITLE), size)
            c.drawCentredString(cx + radius * 0.86 * math.cos(mid), cy + radius * 0.86 * math.sin(mid) - size * 0.35,
                                str(value))
        c.setFillColor(colour(INK))
        c.setFont(words or font(BODY_BOLD), 9)
        c.drawCentredString(cx, cy + radius * 0.3, title)
        _pin(c, cx, cy)
        c.restoreState()

    return draw


def pointer_face(label: str, hue: str, reach: float = 0.84, hub: float = 0.6, words: str = "") -> DrawFn:
    """The wheel on top: a disc of `hub` x the dial's radius with an arrow tab reaching `reach` x it,
    so the number it points at stays readable; its label in `words` (a reportlab name; DejaVu if not given)."""

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        cx, cy, radius = w / 2, h / 2, min(w, h) / 2 - mm(1)
        r = radius * hub
        c.saveState()
        c.setFillColor(colour("#ffffff" if ink_saver else hue))
        c.setStrokeColor(colour(INK))
        c.setLineWidth(0.8)
        c.circle(cx, cy, r, stroke=1, fill=1)
        half = math.radians(16)
        left = (cx - r * math.sin(half), cy + r * math.cos(half))
        right = (cx + r * math.sin(half), cy + r * math.cos(half))
        tip = (cx, cy + radius * reach)
        path = c.beginPath()  # the arrow tab, filled over the disc's outline so the cut line runs around both
        path.moveTo(*left)
        path.lineTo(*tip)
        path.lineTo(*right)
        path.lineTo(cx, cy)
        path.close()
        c.drawPath(path, stroke=0, fill=1)
        c.line(*left, *tip)
        c.line(*tip, *right)
        c.setFillColor(colour(INK if ink_saver else "#ffffff"))
        c.setFont(words or font(TITLE), 10)
        c.drawCentredString(cx, cy - r * 0.5, label)
        _pin(c, cx, cy)
        c.restoreState()

    return draw
