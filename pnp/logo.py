"""A game's drawn logo, vector, from data: its name in the game's display face on a banner of its colour,
a vendored game-icons.net icon in a disc above the banner's middle. The data is `logo:` in the game's
style.yaml (icon, text, colour, ink); what it leaves out comes from the back design (motif, lockup) and
the palette (frame), so every game has a logo before anyone writes one.

Used where a game names itself: the contents sheet, the tuck boxes' fronts.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.pnp.contrast import best_ink
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import colour
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
    logo, display = logo_for(style), style.fonts.display
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
