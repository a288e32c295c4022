"""Designed backs, for every deck and counter sheet: the game's pattern on its back colour, a ring, the
motif icon in two tones, the game's drawn logo at the head (pnp/logo.py, in a line, where the back design
has a lockup: one placement for every back of a deck) and the deck's name on a banner.

Backs are light by default (issue 36: a back page printed 33-62 % ink): the pattern in a pale tint of the
back's colour, inside a white margin on a card (a slipped duplex shows white, not a dark sliver), the ring,
motif and words in the back's colour. A back is all data (style.yaml `back:` and `decks.<id>.back:`), so decks that must look the same
face down (Globbo!'s Blips and Yeasts) are given the same design and draw identical backs.
In ink-saver mode: no ground, the ring and the words in the back's colour on white; a counter's or chit's
mark only outlined (issue 36: filled, ink-saver counter backs printed heavier than the default ones).
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfmetrics import getAscentDescent
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.contrast import best_ink, readable
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import colour, cut_alone, lighten
from goblinkit.pnp.fonts import width
from goblinkit.pnp.jobs import DrawFn
from goblinkit.pnp.logo import draw_logo_line
from goblinkit.pnp.style import BackDesign, Style
from goblinkit.pnp.surfaces import shade, surface
from goblinkit.pnp.textfit import MIN_SIZE, fit_line

EDGE = mm(1.5)
RING = mm(4)
PALE = 0.93  # how far a light back's ground is taken toward white
PATTERN = 0.3  # the pattern's strength on that ground
LOGO_H = mm(12)  # the logo's height at a card back's head
MARK_LINE = 0.5  # ink-saver: a counter's mark is outlined with a line this wide (points), not filled
CUT_LINE = 0.3  # ink-saver: the light grey line a card back's cut edge gets (points)
SAVER_MARK = 0.5  # ink-saver: how far a counter's outlined mark is taken toward white (still reads as its colour)


def logo_top(h: float) -> float:
    """Where the logo's top sits on a card back `h` tall (every back of every deck: one placement)."""
    return h - RING - mm(2.5)


@dataclass(frozen=True)
class Tones:
    """The colours a back is drawn in: its ground, the words and ring, the motif and the motif's shade."""

    ground: Color
    ink: Color
    motif: Color
    shadow: Color


def light_tones(design: BackDesign) -> Tones:
    """A light back: a pale ground of the back's colour, the back's colour (deepened to read) for the rest."""
    ground = lighten(design.colour, PALE)
    ink = readable(design.colour, ground)
    return Tones(ground, ink, colour(design.colour), lighten(design.colour, 0.75))


def _fit(text: str, font_name: str, room: float, top: float) -> float:
    return fit_line(text, font_name, room, top, MIN_SIZE) if text else 0.0


def motif_box(w: float, h: float, logo_h: float, name_size: float) -> tuple[float, float, float]:
    """Where a back's motif goes (x, y, side): half the back's shorter side, centred; with a logo, between
    the deck's banner and the logo, never touching it (a landscape back has less height to share)."""
    small = h < mm(40)
    motif = min(w, h) * (0.62 if small else 0.5)
    if small or not logo_h:
        return (w - motif) / 2, (h - motif) / 2 + (0 if small else h * 0.02), motif
    low, high = RING + mm(6.5) + name_size * 1.7 + mm(2), logo_top(h) - logo_h - mm(2)
    motif = min(motif, high - low)
    return (w - motif) / 2, (low + high - motif) / 2, motif


def card_back(style: Style, design: BackDesign, deck_name: str, w: float, h: float) -> DrawFn:
    """A card (or tile) back of size w x h: fitted now (TextFitError if the words cannot fit), drawn later."""
    room = w - 2 * RING - mm(4)
    fonts = style.fonts
    logo_h = min(LOGO_H, h * 0.14) if design.lockup else 0.0  # the back's lockup is the game's drawn logo
    name = _fit(deck_name.upper(), fonts.bold, room - mm(4), min(10.0, max(MIN_SIZE, h * 0.05)))
    tagline = _fit(design.tagline, fonts.text, room, 8.0)
    small = h < mm(40)  # a counter: the motif and the lockup only

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        tones = light_tones(design)
        ink = design.colour if ink_saver else tones.ink
        inset = min(RING, w * 0.12) - mm(0.6)
        if ink_saver:
            _cut_edge(c, w, h)
        elif small:  # a counter's back: the pale pattern out to the bleed (counters butt)
            surface(c, design.pattern, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed, tones.ground, 3,
                    strength=PATTERN)
        else:  # the pale pattern inside the ring, a white margin round it
            surface(c, design.pattern, inset, inset, w - 2 * inset, h - 2 * inset, tones.ground, 3, mm(2),
                    strength=PATTERN)
        c.saveState()
        c.setStrokeColor(colour(ink))
        c.setLineWidth(1.2 if not small else 0.6)
        c.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, mm(2), stroke=1, fill=0)
        if not small:
            c.setLineWidth(0.4)
            c.roundRect(inset + mm(1), inset + mm(1), w - 2 * inset - mm(2), h - 2 * inset - mm(2), mm(1.5),
                        stroke=1, fill=0)
        c.restoreState()
        mx, my, motif = motif_box(w, h, logo_h, name)
        if not ink_saver:
            draw_icon(c, design.motif, mx + motif * 0.03, my - motif * 0.03, motif, tones.shadow)
            draw_icon(c, design.motif, mx, my, motif, tones.motif)
        else:
            draw_icon(c, design.motif, mx, my, motif, shade(design.colour, -0.7))
        if small:
            return
        c.saveState()
        c.setFillColor(colour(ink))
        if logo_h:
            draw_logo_line(c, style, w / 2, logo_top(h) - logo_h, logo_h, room, ink_saver)
        if name:
            _banner(c, deck_name.upper(), fonts.bold, name, w, RING + mm(6.5), design, ink_saver)
        if tagline:
            c.setFillColor(colour(ink))
            c.setFont(fonts.text, tagline)
            c.drawCentredString(w / 2, RING + mm(2), design.tagline)
        c.restoreState()

    return draw


def _banner(c: Canvas, text: str, font_name: str, size: float, w: float, y: float, design: BackDesign,
            ink_saver: bool) -> None:
    """The deck's name on a ribbon with notched ends, in the ink that reads on the ribbon."""
    text_w = width(text, font_name, size)
    half = min(text_w / 2 + mm(3), w / 2 - RING - mm(1))
    height = size * 1.7
    ribbon = design.colour if not ink_saver else "#ffffff"
    c.saveState()
    p = c.beginPath()
    notch = mm(1.5)
    p.moveTo(w / 2 - half - notch, y)
    p.lineTo(w / 2 + half + notch, y)
    p.lineTo(w / 2 + half, y + height / 2)
    p.lineTo(w / 2 + half + notch, y + height)
    p.lineTo(w / 2 - half - notch, y + height)
    p.lineTo(w / 2 - half, y + height / 2)
    p.close()
    c.setFillColor(colour(ribbon))
    c.setStrokeColor(colour(design.colour))
    c.setLineWidth(0.6)
    c.drawPath(p, stroke=1, fill=1)
    c.setFillColor(colour(best_ink(ribbon) if not ink_saver else design.colour))
    c.setFont(font_name, size)
    c.drawCentredString(w / 2, y + height / 2 - size * 0.35, text)
    c.restoreState()


def token_back(style: Style, design: BackDesign, mark: str, word: str, size: float, ink_saver_ink: str = "",
               shape: str = "rect", word_top: float = 7.5) -> DrawFn:
    """The back of a counter or chit: the game's pattern on the back colour out to the bleed (counters
    butt, so the pattern runs on), a ring 3 mm in, the mark (an icon name, or a short text such as "?"
    in the display face) and a word along the foot (at most `word_top` pt). Identical designs draw identical backs. A round
    chit's back is a disc (its colour 1 mm past the cut circle, as its front) with a round ring."""
    if shape == "circle":
        return _disc_back(design, mark, size)
    fonts = style.fonts
    room = size - 2 * mm(3)
    words = word.upper().split(" ", 1) if word else []  # at most two lines ("HIT!" over "FISSIONS")
    word_size = min((_fit(line, fonts.bold, room, word_top) for line in words), default=0.0)
    is_icon = mark in _icons()

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        tones = light_tones(design)
        ink = design.colour if ink_saver else tones.ink
        mark_tint = lighten(design.colour, SAVER_MARK) if ink_saver else colour(design.colour)
        if not ink_saver:  # the pale pattern out to the bleed: counters butt, so it runs on
            surface(c, design.pattern, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed, tones.ground, 5,
                    strength=PATTERN)
        c.saveState()
        c.setStrokeColor(colour(ink))
        c.setLineWidth(0.5)
        c.roundRect(mm(2.2), mm(2.2), w - mm(4.4), h - mm(4.4), mm(1.2), stroke=1, fill=0)
        word_descent = -getAscentDescent(fonts.bold, word_size)[1] if words else 0.0
        foot = mm(3) + word_descent + word_size * 1.15 * len(words)
        space = h - foot - mm(3.5)
        if is_icon:
            icon = min(space, w - mm(7))
            x, y = (w - icon) / 2, foot + (space - icon) / 2
            if not ink_saver:
                draw_icon(c, mark, x + icon * 0.04, y - icon * 0.04, icon, tones.shadow)
            draw_icon(c, mark, x, y, icon, mark_tint, MARK_LINE if ink_saver else 0.0)
        elif mark:  # its font box (ascent to descent) inside the safe zone, centred in the space
            top_room = (h - mm(3) - foot) * 0.96  # and room for the shade, 3% of the size lower
            ascent, descent = getAscentDescent(fonts.display, 100)
            big = min(fit_line(mark, fonts.display, w - mm(7), 200, MIN_SIZE), top_room * 100 / (ascent - descent))
            base = foot + (top_room - big * (ascent - descent) / 100) / 2 - big * descent / 100
            if not ink_saver:  # the shade behind, offset down and right: inside the same box (no lower)
                c.setFillColor(tones.shadow)
                c.setFont(fonts.display, big)
                c.drawCentredString(w / 2 + big * 0.03, base, mark)  # (the box is 4% short: room for both)
            c.setFillColor(mark_tint)
            c.setStrokeColor(mark_tint)
            c.setLineWidth(MARK_LINE)
            c.setFont(fonts.display, big)
            c.drawCentredString(w / 2, base + big * 0.03, mark, mode=1 if ink_saver else None)  # 1: outlined
        c.setFillColor(colour(ink))
        for number, line in enumerate(reversed(words)):
            c.setFont(fonts.bold, word_size)
            c.drawCentredString(w / 2, mm(3) + word_descent + number * word_size * 1.15, line)
        c.restoreState()

    return draw


def _disc_back(design: BackDesign, mark: str, size: float) -> DrawFn:
    """A round chit's back: the pattern on a disc out to its bleed, a ring 2.2 mm inside the cut circle
    and the mark (an icon) in two tones inside the 3 mm safe circle."""
    from goblinkit.pnp.drawers.counter import CIRCLE_BLEED, icon_side

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        r = size / 2
        tones = light_tones(design)
        if not ink_saver:
            c.saveState()
            disc = c.beginPath()
            disc.circle(r, r, r + min(bleed, CIRCLE_BLEED))
            c.clipPath(disc, stroke=0, fill=0)
            surface(c, design.pattern, -CIRCLE_BLEED, -CIRCLE_BLEED, size + 2 * CIRCLE_BLEED,
                    size + 2 * CIRCLE_BLEED, tones.ground, 5, strength=PATTERN)
            c.restoreState()
        c.saveState()
        c.setStrokeColor(colour(design.colour if ink_saver else tones.ink))
        c.setLineWidth(0.5)
        c.circle(r, r, r - mm(2.2), stroke=1, fill=0)
        c.restoreState()
        if mark in _icons():
            icon = icon_side(size, "circle") * 0.9
            x = y = (size - icon) / 2
            if not ink_saver:
                draw_icon(c, mark, x + icon * 0.04, y - icon * 0.04, icon, tones.shadow)
            draw_icon(c, mark, x, y, icon, lighten(design.colour, SAVER_MARK) if ink_saver else design.colour,
                      MARK_LINE if ink_saver else 0.0)

    return draw


def _cut_edge(c: Canvas, w: float, h: float) -> None:
    """Ink-saver: a card back's cut edge as a thin light grey line (no ground marks it)."""
    c.saveState()
    c.setStrokeColorRGB(0.55, 0.55, 0.55)
    c.setLineWidth(CUT_LINE)
    c.rect(0, 0, w, h, stroke=1, fill=0)
    c.restoreState()


def _icons() -> frozenset[str]:
    from goblinkit.content.icons import available

    return frozenset(available())
