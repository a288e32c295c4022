"""Generic cards (the `card` kind): a FaceSpec per card, and a back with a centred title."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.models import Back, Card, CardSet
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.face import EDGE_BAND, FRAME, NEUTRAL, Badge, FaceSpec, Section, draw_face, layout_face
from goblinkit.pnp.drawers.paint import bleed_fill, colour, cut_alone, draw_lines, fill_area
from goblinkit.pnp.fonts import BODY, BODY_BOLD, TITLE, font
from goblinkit.pnp.jobs import DrawFn
from goblinkit.pnp.textfit import FittedText, fit_line, fit_text

DEFAULT_COLOUR = "#5b6b3a"


def card_spec(card: Card, cards: CardSet) -> FaceSpec:
    family = cards.families.get(card.family) if card.family else None
    hue = family.colour if family else DEFAULT_COLOUR
    sections = tuple(Section(text) for text in (card.text, card.flavor) if text)
    return FaceSpec(title=card.name, colour=hue, sections=sections, icon=card.icon or "",
                    badge_left=Badge(str(card.cost), hue) if card.cost is not None else None,
                    label=family.label if family else "")


def card_front(card: Card, cards: CardSet, title_font: str = TITLE, body_font: str = BODY,
               bold_font: str = BODY_BOLD) -> DrawFn:
    """A generic card: the layout is fitted now (TextFitError if it cannot be), drawn later."""
    w, h = cards.size.width.pt, cards.size.height.pt
    layout = layout_face(card_spec(card, cards), w, h, title_font, body_font, bold_font, 9.5)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        draw_face(c, layout, w, h, bleed, ink_saver, title_font, body_font, bold_font)

    return draw


def back_layout(back: Back, width: float, title_font: str = TITLE, body_font: str = BODY) -> tuple[float, FittedText | None]:
    inner = width - 2 * FRAME - mm(6)
    size = fit_line(back.title, font(title_font), inner, 16)
    text = fit_text(back.text, font(body_font), inner, mm(20), 9) if back.text else None
    return size, text


def card_back(back: Back, width: float, title_font: str = TITLE, body_font: str = BODY) -> DrawFn:
    title_size, text = back_layout(back, width, title_font, body_font)
    title_name, body_name = font(title_font), font(body_font)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        if ink_saver or cut_alone(c):  # cut alone (an export): the back's colour runs into the bleed
            bleed_fill(c, w, h, bleed, back.colour, ink_saver)
        else:  # a neutral edge, as on the fronts: backs of different decks may share a sheet
            bleed_fill(c, w, h, bleed, NEUTRAL, False)
            fill_area(c, EDGE_BAND, EDGE_BAND, w - 2 * EDGE_BAND, h - 2 * EDGE_BAND, back.colour, False)
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
