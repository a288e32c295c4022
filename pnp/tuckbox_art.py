"""What a tuck box shows (issue 36: plain line art was "the biggest home-made tell"): a light ground of the
game's colour over the body and a wrap-round band at one height on every panel; the front the game's logo,
the deck's picture in a window and its name on the band; the back what is in the box (the count, each
kind's count) under the logo in a line, the game's name on the band and its tagline; the sides the deck's
name; the glue flap hatched and marked. Ink stays low (pale tints, a white window); under --ink-saver the
ground goes and the band is two lines.

Everything is drawn in the net's millimetre frame of pnp/tuckbox.py (panels given as x ranges).
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.contrast import readable
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import colour, lighten
from goblinkit.pnp.fonts import width
from goblinkit.pnp.logo import RATIO, draw_logo, draw_logo_line, line_height_for, line_size, logo_for
from goblinkit.pnp.style import Style
from goblinkit.pnp.surfaces import shade

GROUND, BAND = 0.9, 0.6  # the ground's and the band's tints of the box's colour (shares of white)
BAND_FOOT, BAND_H = 0.13, 0.14  # the band's foot and height, in the body's heights
# ... and at least this far up and this tall on a short box (a box of 38 mm blips): room under the band for the
# count and the tagline's two lines, and a band the box's name reads on
MIN_FOOT, MIN_BAND = mm(10), mm(6)
SHORT = mm(60)  # a body under this height: a smaller logo on its back, closer to what is in the box
MIN_SIZE = 6.5


@dataclass(frozen=True)
class Panels:
    """The net's body: its foot and height, and the x ranges of its panels."""

    y0: float
    h: float
    glue: tuple[float, float]
    back: tuple[float, float]
    sides: tuple[tuple[float, float], tuple[float, float]]
    front: tuple[float, float]

    @property
    def band(self) -> tuple[float, float]:
        return self.y0 + max(self.h * BAND_FOOT, MIN_FOOT), max(self.h * BAND_H, MIN_BAND)


def box_colour(style: Style) -> str:
    """The box's colour: style.yaml `box.band`, else the logo's."""
    return style.box.get("band") or logo_for(style).colour


def draw_ground(c: Canvas, p: Panels, style: Style, ink_saver: bool) -> None:
    """The pale ground over the body and the band round it (under the net's lines)."""
    hue = box_colour(style)
    left, right = p.back[0], p.sides[1][1]
    foot, band_h = p.band
    c.saveState()
    if ink_saver:
        c.setStrokeColor(colour(hue))
        c.setLineWidth(0.8)
        for y in (foot, foot + band_h):
            c.line(left, y, right, y)
    else:
        c.setFillColor(lighten(hue, GROUND))
        c.rect(left, p.y0, right - left, p.h, stroke=0, fill=1)
        c.setFillColor(lighten(hue, BAND))
        c.rect(left, foot, right - left, band_h, stroke=0, fill=1)
    c.restoreState()
    _hatch_glue(c, p, hue, style.fonts.bold)


def _hatch_glue(c: Canvas, p: Panels, hue: str, face: str) -> None:
    """Thin diagonal hatching over the glue flap and the word GLUE up it."""
    (a, b), top = p.glue, p.y0 + p.h
    c.saveState()
    path = c.beginPath()
    path.moveTo(a, p.y0 + mm(4))
    path.lineTo(b, p.y0)
    path.lineTo(b, top)
    path.lineTo(a, top - mm(4))
    path.close()
    c.clipPath(path, stroke=0, fill=0)
    c.setStrokeColor(lighten(hue, 0.45))
    c.setLineWidth(0.4)
    step = mm(3)
    y = p.y0 - (b - a)
    while y < top:
        c.line(a, y, b, y + (b - a))
        y += step
    c.restoreState()
    c.saveState()
    c.translate((a + b) / 2 + 3, p.y0 + p.h / 2)
    c.rotate(90)
    fitted(c, "GLUE", face, 0, 0, p.h * 0.5, 8, shade(hue, 0.4), spacing=True)
    c.restoreState()


def draw_front(c: Canvas, p: Panels, style: Style, name: str, count: str, icon: str, ink_saver: bool) -> None:
    """The logo at the top, the deck's picture in a white window, its name on the band, its count below. A short
    box (of pieces) has no room for both over the band: the logo fills it alone."""
    hue, (x0, x1) = box_colour(style), p.front
    w, top = x1 - x0, p.y0 + p.h
    foot, band_h = p.band
    above = top - (foot + band_h) - mm(4)  # the room over the band: the logo, then the picture
    if p.h < SHORT:
        logo_w = min(w * 0.86, (above + mm(1)) / RATIO)
        draw_logo(c, style, x0 + (w - logo_w) / 2, foot + band_h + (above + mm(4) - logo_w * RATIO) / 2, logo_w,
                  ink_saver)
    else:
        logo_w = min(w * 0.86, above * 0.56 / RATIO)
        logo_y = top - mm(3) - logo_w * RATIO
        draw_logo(c, style, x0 + (w - logo_w) / 2, logo_y, logo_w, ink_saver)
        _window(c, x0 + w / 2, foot + band_h, logo_y, w, hue, icon)
    ink = readable(hue, lighten(hue, BAND), 7.0)
    cx = x0 + w / 2
    fitted(c, name, style.fonts.display, cx, foot + band_h / 2 - 4.5, w * 0.9, 14, ink)
    fitted(c, count, style.fonts.text, cx, foot - mm(5), w * 0.85, 9, colour(style.ink))


def _window(c: Canvas, cx: float, floor: float, logo_y: float, w: float, hue: str, icon: str) -> None:
    """The deck's picture in a white round window between the band (`floor`) and the logo."""
    room = logo_y - floor - mm(4)
    side = min(w * 0.6, room)
    cy = floor + mm(2) + room / 2
    c.saveState()
    c.setFillColor(colour("#ffffff"))
    c.setStrokeColor(shade(hue, 0.3))
    c.setLineWidth(1.4)
    c.circle(cx, cy, side / 2, stroke=1, fill=1)
    c.setStrokeColor(lighten(hue, 0.3))
    c.setLineWidth(0.6)
    c.circle(cx, cy, side / 2 - mm(1.3), stroke=1, fill=0)
    c.restoreState()
    if icon:
        draw_icon(c, icon, cx - side * 0.33, cy - side * 0.33, side * 0.66, shade(hue, 0.45))


# A logo in a line on a box's back or spine has its name at this size or is left out (the band names the
# game): drawn at 7 pt, the display faces' small letters read as a smudge at arm's length (the print panel).
BOX_NAME = 10.0

def draw_back(c: Canvas, p: Panels, style: Style, game: str, count: str, kinds: tuple[tuple[str, int], ...],
              ink_saver: bool) -> None:
    """The logo in a line at the top, then what is in the box: its count and each kind's count; the game's name
    on the band and its tagline under it."""
    hue, (x0, x1) = box_colour(style), p.back
    w, top = x1 - x0, p.y0 + p.h
    foot, band_h = p.band
    short = p.h < SHORT
    logo_h = line_height_for(style, BOX_NAME)
    if short or line_size(style, logo_h, w * 0.86)[0] < BOX_NAME - 0.01:  # no room: the band names the game
        logo_h = 0.0
    else:
        draw_logo_line(c, style, x0 + w / 2, top - mm(4) - logo_h, logo_h, w * 0.86, ink_saver)
    ink = colour(style.ink)
    y = top - mm(4) - logo_h - (mm(6) if short else mm(8))
    fitted(c, "In this box", style.fonts.display, x0 + w / 2, y, w * 0.8, 12, shade(hue, 0.5))
    y -= 15
    fitted(c, count, style.fonts.bold, x0 + w / 2, y, w * 0.8, 10, ink)
    size = 9.0 if len(kinds) <= 5 else 8.0
    column = x0 + w * 0.3
    c.saveState()
    c.setStrokeColor(lighten(hue, 0.4))
    c.setLineWidth(0.5)
    c.line(x0 + w * 0.2, y - 5, x1 - w * 0.2, y - 5)
    c.restoreState()
    for label, number in kinds:
        y -= size * 1.45
        if y < foot + band_h + mm(2):
            break
        c.setFillColor(ink)
        c.setFont(style.fonts.bold, size)
        c.drawRightString(column, y, str(number))
        fitted(c, label, style.fonts.text, column + mm(2), y, x1 - column - mm(6), size, ink, left=True)
    fitted(c, game, style.fonts.display, x0 + w / 2, foot + band_h / 2 - 4.5, w * 0.9, 14,
           readable(hue, lighten(hue, BAND), 7.0))
    tagline = style.box.get("tagline", "")
    for i, line in enumerate(_two_lines(tagline, style.fonts.text, 8.5, w * 0.86)):
        fitted(c, line, style.fonts.text, x0 + w / 2, foot - (mm(4) if short else mm(5)) - i * 11, w * 0.86, 8.5, ink)


def draw_side(c: Canvas, p: Panels, side: tuple[float, float], style: Style, name: str, icon: str,
              ink_saver: bool) -> None:
    """The deck's name up the side, its icon at its head when the side is wide enough for it, and on a side
    as wide as a thick deck's the logo in a line above the name."""
    a, b = side
    d = b - a
    c.saveState()
    c.translate(a + d / 2, p.y0 + p.h * 0.5)
    c.rotate(90)
    logo_h = line_height_for(style, BOX_NAME)
    if logo_h <= d * 0.8 and line_size(style, logo_h, p.h * 0.62)[0] >= BOX_NAME - 0.01:  # else the name alone
        draw_logo_line(c, style, -p.h * 0.08, mm(0.5), logo_h, p.h * 0.62, ink_saver)
        fitted(c, name, style.fonts.display, -p.h * 0.08, -mm(1) - 10, p.h * 0.62, 12, colour(style.ink))
    else:
        fitted(c, name, style.fonts.bold, -p.h * 0.05, -3, p.h * 0.66, min(9, d * 0.6), colour(style.ink))
    c.restoreState()
    if icon and d >= mm(8):
        s = min(d * 0.7, mm(9))
        draw_icon(c, icon, a + (d - s) / 2, p.y0 + p.h - mm(3) - s, s, shade(box_colour(style), 0.45))


def draw_ends(c: Canvas, p: Panels, depth: float, style: Style, name: str, ink_saver: bool) -> None:
    """The box's top (the lid, over the back) and its bottom (under the front): a tint and the deck's name,
    when the deck is thick enough for a line of it."""
    if depth < mm(7):
        return
    hue = box_colour(style)
    for (a, b), foot in ((p.back, p.y0 + p.h), (p.front, p.y0 - depth)):
        if not ink_saver:
            c.saveState()
            c.setFillColor(lighten(hue, GROUND))
            c.rect(a, foot, b - a, depth, stroke=0, fill=1)
            c.restoreState()
        fitted(c, name, style.fonts.display, (a + b) / 2, foot + depth / 2 - 4, (b - a) * 0.85, min(12, depth * 0.45),
               readable(hue, lighten(hue, GROUND), 7.0))


def _two_lines(text: str, face: str, size: float, room: float) -> list[str]:
    """`text` in one line, or two split at the word that balances them best, when one will not fit."""
    if not text or width(text, face, size) <= room:
        return [text] if text else []
    words = text.split()
    at = min(range(1, len(words)), key=lambda i: max(width(" ".join(words[:i]), face, size),
                                                     width(" ".join(words[i:]), face, size)))
    return [" ".join(words[:at]), " ".join(words[at:])]


def fitted(c: Canvas, text: str, face: str, x: float, y: float, room: float, size: float, ink,  # noqa: ANN001
           left: bool = False, spacing: bool = False) -> None:
    """`text` at `size`, shrunk (to 6.5 pt) to fit `room`, centred on `x` (or from it), in `ink`."""
    while size > MIN_SIZE and width(text, face, size) > room:
        size -= 0.25
    c.saveState()
    c.setFillColor(ink)
    c.setFont(face, max(size, MIN_SIZE))
    if spacing:
        text = " ".join(text)
    (c.drawString if left else c.drawCentredString)(x, y, text)
    c.restoreState()
