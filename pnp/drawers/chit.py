"""How a game's chits (counters and markers) are painted: the ground, the rim and the ink of their icons
and words, read from the `chits:` entry of the game's style.yaml.

Solid (tint 0, the default): the chit's colour edge to edge, white or dark ink on it. Light (issue 36,
as published chits print): a pale tint of the colour, a band of the full colour round the edge, and the
icon in the colour deepened to WCAG AAA (7:1) on the tint, so the colour still tells kinds apart at arm's
length while a sheet of chits prints at a third of the ink. In ink-saver mode either is an outline in
the colour on white, its icon deepened to AA on white (a yellow chit's icon turns ochre).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm, parse_length
from goblinkit.pnp.contrast import AA_SMALL, WHITE, readable
from goblinkit.pnp.drawers.paint import colour, cut_alone, ink_on

CIRCLE_BLEED = mm(1)  # a round chit is cut by hand or punched: 1 mm of colour past the line is plenty
RIM = mm(1.0)  # a light chit's band of full colour, from the cut inward (and out into the bleed)
OUTLINE = 0.6  # ink-saver mode's outline of a round chit on its cut circle (points)
DEEP = 7.0  # a light chit's icon and words against its ground: WCAG AAA, a dark shade of its colour


def hex_of(value: Color) -> str:
    return "#" + value.hexval()[2:]


@dataclass(frozen=True)
class ChitLook:
    """`tint`: the share of white mixed into a chit's colour for its ground (0: the colour solid);
    `rim`: the width of the full-colour band inside the cut of a light chit."""
    tint: float = 0.0
    rim: float = RIM

    @property
    def light(self) -> bool:
        return self.tint > 0

    def ground(self, hue: str, ink_saver: bool = False) -> str:
        """What the chit's icon and words sit on."""
        if ink_saver:
            return WHITE
        return _tinted(hue, self.tint) if self.light else hue

    def ink(self, hue: str, ink_saver: bool = False, deep: bool = False) -> str:
        """The icon's and the words' colour: the hue deepened to 7:1 (AAA) on a light chit, to AA (4.5:1)
        on an outlined one (ink-saver mode spends no more ink than reading needs), unless `deep` (words
        over a faint icon: 7:1 there too)."""
        if ink_saver:
            return _deepened(hue, WHITE, DEEP if deep else AA_SMALL)
        if self.light:
            return _deepened(hue, self.ground(hue), DEEP)
        return ink_on(hue)


SOLID = ChitLook()


def chit_look(chits: dict[str, Any]) -> ChitLook:
    """A style's `chits:` entry (tint, rim), checked by style_load's schema."""
    rim = chits.get("rim")
    return ChitLook(float(chits.get("tint", 0.0)), parse_length(rim).pt if rim is not None else RIM)


@lru_cache(maxsize=256)
def _tinted(hue: str, tint: float) -> str:
    c = colour(hue)
    return hex_of(Color(c.red + (1 - c.red) * tint, c.green + (1 - c.green) * tint, c.blue + (1 - c.blue) * tint))


@lru_cache(maxsize=256)
def _deepened(hue: str, ground: str, need: float) -> str:
    return hex_of(readable(hue, ground, need))


def paint_chit(c: Canvas, shape: str, size: float, bleed: float, hue: str, look: ChitLook, ink_saver: bool) -> None:
    """A chit's ground on the square `size` (a disc for shape 'circle'), out into its bleed (a disc's at
    most CIRCLE_BLEED): solid, light with its rim, or in ink-saver mode nothing but a round chit's cut
    circle (square chits butt and are cut in straight lines from the sheet's crop marks)."""
    c.saveState()
    if ink_saver:
        if shape == "circle":  # (square chits butt: the sheet's crop marks give their straight cuts)
            c.setStrokeColor(colour(hue))
            c.setLineWidth(OUTLINE)
            c.circle(size / 2, size / 2, size / 2 - OUTLINE / 2, stroke=1, fill=0)
        c.restoreState()
        return
    c.setFillColor(colour(hue))
    inset = look.rim if look.light else 0.0
    if shape == "circle":
        c.circle(size / 2, size / 2, size / 2 + min(bleed, CIRCLE_BLEED), stroke=0, fill=1)
        if inset:
            c.setFillColor(colour(look.ground(hue)))
            c.circle(size / 2, size / 2, size / 2 - inset, stroke=0, fill=1)
        if not cut_alone(c):  # the cut circle, as on Goblout's teeth (an exported face is cut by die)
            c.setStrokeColor(colour(ink_on(hue)))
            c.setStrokeAlpha(0.6)
            c.setLineWidth(0.4)
            c.circle(size / 2, size / 2, size / 2, stroke=1, fill=0)
    else:
        c.rect(-bleed, -bleed, size + 2 * bleed, size + 2 * bleed, stroke=0, fill=1)
        if inset:
            c.setFillColor(colour(look.ground(hue)))
            c.roundRect(inset, inset, size - 2 * inset, size - 2 * inset, inset * 0.8, stroke=0, fill=1)
    c.restoreState()
