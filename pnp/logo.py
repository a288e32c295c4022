"""A game's drawn logo, vector, from data: its name in the game's lockup face (style.yaml `fonts.lockup`, the
display face unless set) on a banner of its colour,
a vendored game-icons.net icon in a disc above the banner's middle. The data is `logo:` in the game's
style.yaml (icon, text, colour, ink); what it leaves out comes from the back design (motif, lockup) and
the palette (frame), so every game has a logo before anyone writes one.

Two shapes of the one logo: stacked (`draw_logo`: the contents sheet, the tuck boxes' fronts) and in a
line (`draw_logo_line`: the disc at the left of the banner, for a card back's head and an aid's heading,
where height is short). Both draw the same disc, icon, banner, face and colours.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.contrast import best_ink, readable
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import colour, fill_area, lighten
from goblinkit.pnp.fonts import width
from goblinkit.pnp.style import Style
from goblinkit.pnp.surfaces import shade

RATIO = 0.62  # the logo's height for its width


@dataclass(frozen=True)
class Logo:
    icon: str
    text: str
    colour: str
    ink: str


def logo_for(style: Style) -> Logo:
    data = style.logo or {}
    hue = data.get("colour") or style.frame
    return Logo(icon=data.get("icon") or style.back.motif, text=data.get("text") or style.back.lockup or style.name,
                colour=hue, ink=data.get("ink") or best_ink(hue))


def draw_logo(c: Canvas, style: Style, x: float, y: float, w: float, ink_saver: bool = False) -> float:
    """The logo in the box from (x, y), `w` wide and w * RATIO tall; returns its height."""
    logo, display = logo_for(style), style.fonts.lockup
    h = w * RATIO
    band_h, disc = h * 0.42, h * 0.62
    c.saveState()
    dark = shade(logo.colour, 0.35)
    ink = logo.colour if ink_saver else logo.ink
    size = band_h * 0.62
    while size > 6.5 and width(logo.text, display, size) > w * 0.9:
        size -= 0.25
    c.setLineWidth(1.2)
    c.setStrokeColor(colour(dark))
    c.setFillColor(colour("#ffffff" if ink_saver else logo.colour))  # the disc, under the banner
    c.circle(x + w / 2, y + band_h + disc * 0.28, disc / 2, stroke=1, fill=1)
    draw_icon(c, logo.icon, x + w / 2 - disc * 0.34, y + band_h + disc * 0.28 - disc * 0.34, disc * 0.68, ink)
    c.setFillColor(colour("#ffffff" if ink_saver else logo.colour))
    c.roundRect(x, y, w, band_h, band_h * 0.3, stroke=1, fill=1)
    c.setFillColor(colour(ink))
    c.setFont(display, size)
    c.drawCentredString(x + w / 2, y + band_h / 2 - size * 0.34, logo.text)
    c.restoreState()
    return h


LINE_BAND = 0.66  # the line logo's banner, for its height
LINE_GAP = 0.18  # the text's margins in the banner, in heights


def line_size(style: Style, h: float, room: float) -> tuple[float, float]:
    """The line logo `h` tall in at most `room` width: (its name's size, its width); the name shrinks (to
    6.5 pt) before the logo grows wider than the room."""
    logo, display = logo_for(style), style.fonts.lockup
    size = h * LINE_BAND * 0.62
    text_room = room - h - h * LINE_GAP * 1.5
    while size > 6.5 and width(logo.text, display, size) > text_room:
        size -= 0.25
    return size, h + h * LINE_GAP * 1.5 + width(logo.text, display, size)


def draw_logo_line(c: Canvas, style: Style, cx: float, y: float, h: float, room: float,
                   ink_saver: bool = False) -> float:
    """The logo in a line, centred on `cx`, from `y` up `h` tall, no wider than `room`: the icon's disc at
    the left overlapping the banner that carries the name. Returns its width."""
    logo, display = logo_for(style), style.fonts.lockup
    size, w = line_size(style, h, room)
    x = cx - w / 2
    band_h = h * LINE_BAND
    band_y = y + (h - band_h) / 2
    dark, ink = shade(logo.colour, 0.35), logo.colour if ink_saver else logo.ink
    fill = colour("#ffffff" if ink_saver else logo.colour)
    c.saveState()
    c.setLineWidth(max(0.6, h * 0.035))
    c.setStrokeColor(colour(dark))
    c.setFillColor(fill)
    c.roundRect(x + h / 2, band_y, w - h / 2, band_h, band_h * 0.3, stroke=1, fill=1)
    c.circle(x + h / 2, y + h / 2, h / 2, stroke=1, fill=1)
    draw_icon(c, logo.icon, x + h * 0.16, y + h * 0.16, h * 0.68, ink)
    c.setFillColor(colour(ink))
    c.setFont(display, size)
    c.drawString(x + h + h * LINE_GAP * 0.5, band_y + band_h / 2 - size * 0.34, logo.text)
    c.restoreState()
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
