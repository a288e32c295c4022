"""Cards: a coloured frame per family, title, cost badge, an icon panel, rules text that fits.

`card_layout` fits every text first (raising TextFitError if anything cannot fit legibly);
the same layout is then drawn, so what the preflight accepted is exactly what prints.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from content.fonts import ICON_FONT
from content.models import Back, Card, CardSet
from content.units import mm
from pnp.drawers.paint import CREAM, INK, colour, draw_lines, fill_area, lighten
from pnp.fonts import BODY, TITLE, font
from pnp.jobs import DrawFn
from pnp.textfit import FittedText, fit_line, fit_text

FRAME = mm(3)
TITLE_H = mm(9)
DEFAULT_COLOUR = "#5b6b3a"


@dataclass(frozen=True)
class CardLayout:
    title_size: float
    text: FittedText | None
    flavor: FittedText | None
    family_label: str
    colour: str


def card_layout(card: Card, cards: CardSet, title_font: str = TITLE, body_font: str = BODY) -> CardLayout:
    w, h = cards.size.width.pt, cards.size.height.pt
    inner_w = w - 2 * FRAME - mm(4)
    badge = mm(9) if card.cost is not None else 0
    title_size = fit_line(card.name, font(title_font), inner_w - badge, 11)
    family = cards.families.get(card.family) if card.family else None
    text_h = h * 0.40
    text = fit_text(card.text, font(body_font), inner_w, text_h, 9.5) if card.text else None
    flavor = fit_text(card.flavor, font(body_font), inner_w, mm(7), 7) if card.flavor else None
    return CardLayout(title_size, text, flavor, family.label if family else "",
                      family.colour if family else DEFAULT_COLOUR)


def card_front(card: Card, cards: CardSet, title_font: str = TITLE, body_font: str = BODY) -> DrawFn:
    layout = card_layout(card, cards, title_font, body_font)
    title_name, body_name = font(title_font), font(body_font)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        fill_area(c, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed, layout.colour, ink_saver)
        fill_area(c, FRAME, FRAME, w - 2 * FRAME, h - 2 * FRAME, "#ffffff" if ink_saver else CREAM, False, mm(2))
        left, right, top = FRAME + mm(2), w - FRAME - mm(2), h - FRAME
        badge = mm(9) if card.cost is not None else 0
        c.setFillColor(colour(INK))
        c.setFont(title_name, layout.title_size)
        c.drawString(left + badge, top - TITLE_H / 2 - layout.title_size * 0.35, card.name)
        if card.cost is not None:
            _badge(c, left + mm(3.8), top - TITLE_H / 2, str(card.cost), layout.colour, title_name, ink_saver)
        art_top = top - TITLE_H
        art_h = h * 0.30
        fill_area(c, left, art_top - art_h, right - left, art_h, lighten(layout.colour, 0.75),
                  ink_saver, mm(1.5), 0.6)
        if card.icon:
            c.setFillColor(colour(layout.colour))
            c.setFont(font(ICON_FONT), art_h * 0.6)
            c.drawCentredString((left + right) / 2, art_top - art_h * 0.72, card.icon)
        text_top = art_top - art_h - mm(2.5)
        if layout.text:
            draw_lines(c, layout.text, body_name, left, text_top, right - left)
        if layout.flavor:
            draw_lines(c, layout.flavor, body_name, left, FRAME + mm(3.5) + layout.flavor.height, right - left,
                       fill="#6b6256")
        if layout.family_label:
            c.setFont(body_name, 6)
            c.setFillColor(colour("#ffffff" if not ink_saver else layout.colour))
            c.drawCentredString(w / 2, FRAME / 2 - 2, layout.family_label.upper())

    return draw


def _badge(c: Canvas, x: float, y: float, label: str, hex_colour: str, font_name: str, ink_saver: bool) -> None:
    c.saveState()
    c.setFillColor(colour("#ffffff" if ink_saver else hex_colour))
    c.setStrokeColor(colour(hex_colour))
    c.setLineWidth(1)
    c.circle(x, y, mm(3.6), stroke=1, fill=1)
    c.setFillColor(colour(hex_colour if ink_saver else "#ffffff"))
    c.setFont(font_name, 11)
    c.drawCentredString(x, y - 4, label)
    c.restoreState()


def back_layout(back: Back, width: float, title_font: str = TITLE, body_font: str = BODY) -> tuple[float, FittedText | None]:
    inner = width - 2 * FRAME - mm(6)
    size = fit_line(back.title, font(title_font), inner, 16)
    text = fit_text(back.text, font(body_font), inner, mm(20), 9) if back.text else None
    return size, text


def card_back(back: Back, width: float, title_font: str = TITLE, body_font: str = BODY) -> DrawFn:
    title_size, text = back_layout(back, width, title_font, body_font)
    title_name, body_name = font(title_font), font(body_font)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        fill_area(c, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed, back.colour, ink_saver)
        c.saveState()
        c.setStrokeColor(colour("#ffffff" if not ink_saver else back.colour))
        c.setLineWidth(1)
        c.roundRect(FRAME, FRAME, w - 2 * FRAME, h - 2 * FRAME, mm(2), stroke=1, fill=0)
        c.setFillColor(colour("#ffffff" if not ink_saver else back.colour))
        c.setFont(title_name, title_size)
        c.drawCentredString(w / 2, h / 2, back.title)
        c.restoreState()
        if text:
            draw_lines(c, text, body_name, FRAME + mm(3), h / 2 - mm(3), w - 2 * FRAME - mm(6), "center",
                       "#ffffff" if not ink_saver else back.colour)

    return draw
