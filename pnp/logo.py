"""A game's drawn logo, vector, from data (style.yaml `logo:`): its name in the logo's face on a plate, a
vendored game-icons.net icon on an emblem above it, in the logo's colours, with an outline round the name
and a drop shadow if asked. `shape` picks the emblem and the plate (pnp/logo_shapes.py: a badge's disc and
rounded band, a gothic arch over a ribbon, a shield over a slab, a tombstone over a dripping band, a
starburst, a splat of goo), so every game's logo is its own design, not one template with the name
swapped (issue 36). What the data leaves out comes from the back design (motif, lockup), the fonts
(lockup) and the palette (frame), so every game has a logo before anyone writes one.

Two shapes of the one logo: stacked (`draw_logo`: the contents sheet, the tuck boxes' fronts) and in a
line (`draw_logo_line`: the emblem at the left of the plate, for a card back's head and an aid's heading,
where height is short). Both draw the same emblem, icon, plate, face and colours.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.contrast import best_ink, readable
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import colour, fill_area, lighten
from goblinkit.pnp.fonts import font, width
from goblinkit.pnp.logo_shapes import Path, shape_parts
from goblinkit.pnp.style import Style
from goblinkit.pnp.surfaces import shade

RATIO = 0.62  # the logo's height for its width


@dataclass(frozen=True)
class Logo:
    icon: str
    text: str
    colour: str
    ink: str
    face: str = ""  # the name's face (a reportlab name)
    shape: str = "badge"  # pnp/logo_shapes.SHAPES
    emblem: str = ""  # the emblem's colour ("" the logo's)
    icon_ink: str = ""  # the icon's colour on the emblem
    outline: str = ""  # a colour round the name's letters ("" none)
    shadow: str = ""  # a drop shadow's colour under the shapes ("" none)


def logo_for(style: Style) -> Logo:
    data = style.logo or {}
    hue = data.get("colour") or style.frame
    emblem, ink = data.get("emblem") or hue, data.get("ink") or best_ink(hue)
    return Logo(icon=data.get("icon") or style.back.motif, text=data.get("text") or style.back.lockup or style.name,
                colour=hue, ink=ink, face=font(data["face"]) if data.get("face") else style.fonts.lockup,
                shape=data.get("shape") or "badge", emblem=emblem,
                icon_ink=best_ink(emblem) if data.get("emblem") else ink,  # (on the logo's colour: its ink)
                outline=data.get("outline") or "", shadow=data.get("shadow") or "")


def _shape(c: Canvas, path: Path, box: tuple[float, float, float, float], fill: Color, stroke: Color,
           line: float) -> None:
    c.saveState()
    c.setFillColor(fill)
    c.setStrokeColor(stroke)
    c.setLineWidth(line)
    c.setLineJoin(1)
    c.drawPath(path(c, *box), stroke=1 if line else 0, fill=1)
    c.restoreState()


def _name(c: Canvas, logo: Logo, cx: float, base: float, size: float, ink_saver: bool, left: bool = False) -> None:
    """The name in its face, in its outline colour round the letters if it has one."""
    x = cx if left else cx - width(logo.text, logo.face, size) / 2
    c.saveState()
    c.setFillColor(colour(logo.colour if ink_saver else logo.ink))
    text = c.beginText()
    text.setFont(logo.face, size)
    if logo.outline and not ink_saver:  # filled and stroked in one pass: the text layer has the name once
        c.setStrokeColor(colour(logo.outline))
        c.setLineWidth(size * 0.07)
        c.setLineJoin(1)
        text.setTextRenderMode(2)
    text.setTextOrigin(x, base)
    text.textOut(logo.text)
    c.drawText(text)
    c.restoreState()


def _shadow(logo: Logo, band_h: float) -> float:
    """How far the shadow falls right and down (the plate leaves that room in the logo's box)."""
    return band_h * 0.1 if logo.shadow else 0.0


def _paint(c: Canvas, logo: Logo, emblem_box: tuple[float, float, float, float],
           plate_box: tuple[float, float, float, float], line: float, ink_saver: bool, emblem_on_top: bool) -> None:
    """The shadow, then the emblem with its icon and the plate (in the order the layout asks)."""
    emblem, plate = shape_parts(logo.shape)
    dark = shade(logo.colour, 0.35)
    white = colour("#ffffff")
    if logo.shadow and not ink_saver:
        off = _shadow(logo, plate_box[3])
        for path, (x, y, w, h) in ((emblem.path, emblem_box), (plate.path, plate_box)):
            _shape(c, path, (x + off, y - off, w, h), colour(logo.shadow), colour(logo.shadow), 0)

    def paint_emblem() -> None:
        _shape(c, emblem.path, emblem_box, white if ink_saver else colour(logo.emblem), shade(logo.emblem, 0.35), line)
        x, y, w, h = emblem_box
        ix, iy, side = emblem.icon
        s = min(w, h) * side
        draw_icon(c, logo.icon, x + w * ix - s / 2, y + h * iy - s / 2, s, logo.emblem if ink_saver else logo.icon_ink)

    if not emblem_on_top:
        paint_emblem()
    _shape(c, plate.path, plate_box, white if ink_saver else colour(logo.colour), dark, line)
    if emblem_on_top:
        paint_emblem()


def draw_logo(c: Canvas, style: Style, x: float, y: float, w: float, ink_saver: bool = False) -> float:
    """The logo in the box from (x, y), `w` wide and w * RATIO tall; returns its height."""
    logo = logo_for(style)
    _, plate = shape_parts(logo.shape)
    h = w * RATIO
    band_h, side = h * 0.42, h * 0.62
    lo, hi = plate.band
    room = w - 2 * plate.ends * band_h - w * 0.06
    size = band_h * (hi - lo) * 0.62
    while size > 6.5 and width(logo.text, logo.face, size) > room:
        size = max(6.5, size - 0.25)
    off = _shadow(logo, band_h)
    emblem_box = (x + w / 2 - side / 2, y + band_h - side * 0.22, side, side)
    _paint(c, logo, emblem_box, (x, y + off, w - off, band_h - off), 1.2, ink_saver, emblem_on_top=False)
    _name(c, logo, x + (w - off) / 2, y + off + (band_h - off) * (lo + hi) / 2 - size * 0.34, size, ink_saver)
    return h


LINE_BAND = 0.66  # the line logo's plate, for its height
LINE_GAP = 0.18  # the text's margins on the plate, in heights


def _right_margin(logo: Logo, h: float) -> float:
    _, plate = shape_parts(logo.shape)
    return max(h * LINE_GAP, plate.ends * h * LINE_BAND + h * LINE_GAP * 0.4)


NAME_MIN = 7.0  # the smallest the name of a line logo is set where a layout may choose the logo's height


def line_height_for(style: Style, size: float = NAME_MIN) -> float:
    """The height of a line logo whose name is `size` pt (before any shrinking to fit a width): a small
    logo on a tuck box's back or spine was lettered at 2-4 pt."""
    lo, hi = shape_parts(logo_for(style).shape)[1].band
    return size / (LINE_BAND * (hi - lo) * 0.62)


def line_size(style: Style, h: float, room: float) -> tuple[float, float]:
    """The line logo `h` tall in at most `room` width: (its name's size, its width); the name shrinks (to
    6.5 pt) before the logo grows wider than the room."""
    logo = logo_for(style)
    _, plate = shape_parts(logo.shape)
    lo, hi = plate.band
    size = h * LINE_BAND * (hi - lo) * 0.62
    fixed = h + h * LINE_GAP * 0.5 + _right_margin(logo, h)
    while size > 6.5 and width(logo.text, logo.face, size) > room - fixed:
        size = max(6.5, size - 0.25)
    return size, fixed + width(logo.text, logo.face, size)


def draw_logo_line(c: Canvas, style: Style, cx: float, y: float, h: float, room: float,
                   ink_saver: bool = False) -> float:
    """The logo in a line, centred on `cx`, from `y` up `h` tall, no wider than `room`: the icon's emblem at
    the left overlapping the plate that carries the name. Returns its width."""
    logo = logo_for(style)
    _, plate = shape_parts(logo.shape)
    size, w = line_size(style, h, room)
    x = cx - w / 2
    band_h = h * LINE_BAND
    band_y = y + (h - band_h) / 2
    lo, hi = plate.band
    _paint(c, logo, (x, y, h, h), (x + h / 2, band_y, w - h / 2 - _shadow(logo, band_h), band_h),
           max(0.6, h * 0.035), ink_saver, emblem_on_top=True)
    _name(c, logo, x + h + h * LINE_GAP * 0.5, band_y + band_h * (lo + hi) / 2 - size * 0.34, size, ink_saver,
          left=True)
    return w


def draw_heading(c: Canvas, style: Style, x: float, y: float, w: float, h: float, title: str,
                 ink_saver: bool = False) -> float:
    """An aid's or reference's heading: a band of a pale tint of the logo's colour, the line logo at its
    left and `title` after it in the display face, in the logo's colour. Returns where the title ends (a
    game may set more on the band's right, the Goblout die's faces)."""
    logo = logo_for(style)
    fill_area(c, x, y, w, h, logo.colour if ink_saver else lighten(logo.colour, 0.86), ink_saver, mm(2), 0.8)
    logo_h = h - mm(2.5)
    _, logo_w = line_size(style, logo_h, w * 0.45)
    draw_logo_line(c, style, x + mm(1.5) + logo_w / 2, y + (h - logo_h) / 2, logo_h, w * 0.45, ink_saver)
    size = min(h * 0.5, 16.0)
    ink = colour(logo.colour) if ink_saver else readable(logo.colour, lighten(logo.colour, 0.86))
    c.saveState()
    c.setFillColor(ink)
    c.setFont(style.fonts.display, size)
    tx = x + mm(1.5) + logo_w + mm(3)
    c.drawString(tx, y + h / 2 - size * 0.34, title)
    c.restoreState()
    return tx + width(title, style.fonts.display, size)


def unnamed(title: str, game_name: str) -> str:
    """A sheet's title without the game's name the logo beside it already shows: "GobbledyGook! quick
    reference" under the logo reads "Quick reference"."""
    rest = title.removeprefix(game_name).lstrip(": ")
    return rest[:1].upper() + rest[1:] if rest else title
