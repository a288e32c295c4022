"""A tuck box per deck, one page each (tuck-boxes.pdf): the deck's size plus play, its thickness from its
card count, a glue flap, a tuck flap with its tongue at both ends and dust flaps on the sides. Cut lines
are solid, fold lines dashed; the game's logo is on the front, the deck's name on the back and sides.

The net is laid out in millimetres from its lower-left corner: across, glue flap | back | side | front |
side; up, bottom tuck | the body | top tuck. Too wide for the page, it is turned a quarter.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.face import FaceDrawing
from goblinkit.pnp.drawers.paint import colour
from goblinkit.pnp.fonts import width
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import Job, PageJob, SheetJob
from goblinkit.pnp.logo import RATIO, draw_logo
from goblinkit.pnp.style import style_for

CARD = mm(0.32)  # one card's thickness, with the play a hand needs to slide the deck out
PLAY = mm(1.5)  # around the cards' faces
GLUE = mm(9)
TONGUE = mm(14)
MIN_CARDS = 6  # fewer than this is not a deck that wants a box
CUT, FOLD = "#333333", "#777777"


@dataclass(frozen=True)
class DeckBox:
    name: str
    cards: int
    w: float  # the front's width (points)
    h: float  # its height
    d: float  # the box's depth (the deck's thickness)

    @property
    def net(self) -> tuple[float, float]:
        return GLUE + 2 * self.w + 2 * self.d, self.h + 2 * (self.d + TONGUE)


def deck_boxes(jobs: list[Job]) -> list[DeckBox]:
    """A box for each card deck among the jobs (designed card faces at least 40 x 55 mm, six or more)."""
    boxes = []
    for job in jobs:
        if isinstance(job, SheetJob) and min(job.width, job.height) >= mm(40) and max(job.width, job.height) >= mm(55) \
                and max(job.width, job.height) <= mm(130) and len(job.faces) >= MIN_CARDS and job.shape == "rect" \
                and all(isinstance(face.front, FaceDrawing) for face in job.faces):  # cards, not tiles or boards
            boxes.append(DeckBox(job.title, len(job.faces), job.width + PLAY, job.height + PLAY,
                                 len(job.faces) * CARD + mm(2)))
    return boxes


def tuck_box_job(game: GameContent, jobs: list[Job]) -> PageJob | None:
    boxes = deck_boxes(jobs)
    if not boxes:
        return None
    style = style_for(game)

    def draw(c: Canvas, w: float, h: float, page: int) -> None:
        box = boxes[page - 1]
        net_w, net_h = box.net
        room_w, room_h = w - 2 * EDGE, h - 2 * EDGE - FOOTER
        c.saveState()
        if net_w > room_w:  # turned a quarter: it is taller than it is wide
            c.translate(EDGE + (room_w + net_h) / 2, EDGE + FOOTER + (room_h - net_w) / 2)
            c.rotate(90)
        else:
            c.translate(EDGE + (room_w - net_w) / 2, EDGE + FOOTER + (room_h - net_h) / 2)
        draw_net(c, box, style, game.meta.name)
        c.restoreState()

    return PageJob(game.meta.name, game.meta.id, "tuck-boxes", "Tuck boxes, one per deck (" +
                   ", ".join(f"{b.name}: {b.cards} cards" for b in boxes) + ")", 0, 0, draw_page=draw,
                   count=len(boxes), print_only=True, card_stock=True)


def draw_net(c: Canvas, box: DeckBox, style, game: str) -> None:  # noqa: ANN001 - a Style
    W, H, D = box.w, box.h, box.d
    y0 = D + TONGUE  # the body's foot
    xs = [0.0, GLUE, GLUE + W, GLUE + W + D, GLUE + 2 * W + D, GLUE + 2 * W + 2 * D]
    back, front = (xs[1], xs[2]), (xs[3], xs[4])
    cut: list[tuple[float, float, float, float]] = []
    fold: list[tuple[float, float, float, float]] = []
    # the glue flap, tapered
    cut += [(0, y0 + mm(4), GLUE, y0), (0, y0 + mm(4), 0, y0 + H - mm(4)), (0, y0 + H - mm(4), GLUE, y0 + H)]
    fold += [(xs[1], y0, xs[1], y0 + H), (xs[2], y0, xs[2], y0 + H), (xs[3], y0, xs[3], y0 + H),
             (xs[4], y0, xs[4], y0 + H)]
    cut += [(xs[5], y0, xs[5], y0 + H)]
    for top in (True, False):  # the tuck flap on the back's top and the front's foot; dust flaps on the sides
        edge = y0 + H if top else y0
        sign = 1 if top else -1
        a, b = back if top else front
        flap, tongue = edge + sign * D, edge + sign * (D + TONGUE)
        fold += [(a, edge, b, edge), (a, flap, b, flap)]
        cut += [(a, edge, a, flap), (b, edge, b, flap), (a, flap, a + mm(3), tongue), (a + mm(3), tongue, b - mm(3), tongue),
                (b - mm(3), tongue, b, flap)]
        for lo, hi in ((xs[2], xs[3]), (xs[4], xs[5])):  # dust flaps, tapered
            fold.append((lo, edge, hi, edge))
            cut += [(lo, edge, lo + mm(1), edge + sign * D * 0.85), (lo + mm(1), edge + sign * D * 0.85,
                                                                      hi - mm(2), edge + sign * D * 0.85),
                    (hi - mm(2), edge + sign * D * 0.85, hi, edge)]
        other_a, other_b = front if top else back  # the other panel's edge is cut
        cut.append((other_a, edge, other_b, edge))
    c.saveState()
    c.setStrokeColor(colour(CUT))
    c.setLineWidth(0.7)
    for x1, y1, x2, y2 in cut:
        if (x1, y1) != (x2, y2):
            c.line(x1, y1, x2, y2)
    c.setStrokeColor(colour(FOLD))
    c.setLineWidth(0.5)
    c.setDash(3, 2)
    for x1, y1, x2, y2 in fold:
        c.line(x1, y1, x2, y2)
    c.restoreState()
    logo_w = min(W * 0.8, H * 0.5 / RATIO)
    draw_logo(c, style, front[0] + (W - logo_w) / 2, y0 + H * 0.45, logo_w)
    _centred(c, box.name, style.fonts.display, front[0] + W / 2, y0 + H * 0.3, W * 0.85, 12)
    _centred(c, f"{box.cards} cards", style.fonts.text, front[0] + W / 2, y0 + H * 0.3 - 14, W * 0.85, 9)
    _centred(c, game, style.fonts.display, back[0] + W / 2, y0 + H / 2, W * 0.85, 14)
    for lo in (xs[2], xs[4]):  # the deck's name up each side
        c.saveState()
        c.translate(lo + D / 2 + 3, y0 + H / 2)
        c.rotate(90)
        _centred(c, box.name, style.fonts.bold, 0, 0, H * 0.9, min(9, D * 0.6))
        c.restoreState()


def _centred(c: Canvas, text: str, face: str, cx: float, y: float, room: float, size: float) -> None:
    while size > 6.5 and width(text, face, size) > room:
        size -= 0.25
    c.setFillColorRGB(0.1, 0.1, 0.1)
    c.setFont(face, max(size, 6.5))
    c.drawCentredString(cx, y, text)
