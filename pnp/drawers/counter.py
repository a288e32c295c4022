"""Counters and markers: a square or round chit with its name and a big value, and its back."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.models import Counter, CounterSet
from goblinkit.pnp.drawers.paint import colour, draw_lines, ink_on
from goblinkit.pnp.fonts import BODY, TITLE, font
from goblinkit.pnp.jobs import DrawFn
from goblinkit.pnp.textfit import FittedText, fit_text


def counter_layout(counter: Counter, size: float, title_font: str = TITLE,
                   body_font: str = BODY) -> tuple[FittedText, FittedText | None, FittedText | None]:
    inner = size * 0.78
    name = fit_text(counter.name, font(title_font), inner, size * 0.34, 7, min_size=4.5)
    text = fit_text(counter.text, font(body_font), inner, size * 0.38, 14) if counter.text else None
    back = fit_text(counter.back_text, font(body_font), inner, size * 0.7, 9, min_size=4.5) if counter.back_text else None
    return name, text, back


def _shape(c: Canvas, shape: str, size: float, bleed: float, fill: str, ink_saver: bool) -> None:
    c.saveState()
    c.setStrokeColor(colour(fill))
    c.setFillColor(colour("#ffffff" if ink_saver else fill))
    c.setLineWidth(1)
    if shape == "circle":
        c.circle(size / 2, size / 2, size / 2 + bleed, stroke=1 if ink_saver else 0, fill=1)
    else:
        c.rect(-bleed, -bleed, size + 2 * bleed, size + 2 * bleed, stroke=0, fill=1)
        if ink_saver:
            c.rect(0.5, 0.5, size - 1, size - 1, stroke=1, fill=0)
    c.restoreState()


def counter_front(counter: Counter, counters: CounterSet, title_font: str = TITLE, body_font: str = BODY) -> DrawFn:
    size = counters.size.pt
    name, text, _ = counter_layout(counter, size, title_font, body_font)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        _shape(c, counters.shape, size, bleed, counter.colour, ink_saver)
        inner = size * 0.78
        x = (size - inner) / 2
        block = name.height + (text.height if text else 0)
        top = size / 2 + block / 2
        ink = counter.colour if ink_saver else ink_on(counter.colour)
        draw_lines(c, name, font(title_font), x, top, inner, "center", ink)
        if text:
            draw_lines(c, text, font(body_font), x, top - name.height, inner, "center", ink)

    return draw


def counter_back(counter: Counter, counters: CounterSet, body_font: str = BODY) -> DrawFn:
    size = counters.size.pt
    _, _, back = counter_layout(counter, size, body_font=body_font)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        _shape(c, counters.shape, size, bleed, counter.colour, ink_saver)
        if back:
            inner = size * 0.78
            ink = counter.colour if ink_saver else ink_on(counter.colour)
            draw_lines(c, back, font(body_font), (size - inner) / 2, size / 2 + back.height / 2, inner, "center", ink)

    return draw
