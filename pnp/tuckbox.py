"""A tuck box per deck, one page each (tuck-boxes.pdf): the deck's size plus play, its thickness from its
card count, a glue flap, a tuck flap with its tongue at both ends and dust flaps on the sides. Cut lines
are solid, fold lines dashed. What the panels show (the logo, the deck's picture and name, what is in the
box, the game's colours as a light band) is pnp/tuckbox_art.py.

The net is laid out in millimetres from its lower-left corner: across, glue flap | back | side | front |
side; up, bottom tuck | the body | top tuck. Too wide for the page, it is turned a quarter.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.face import FaceDrawing, FaceSpec
from goblinkit.pnp.drawers.face_fit import is_icon
from goblinkit.pnp.drawers.paint import colour
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import Job, PageJob, SheetJob
from goblinkit.pnp.logo import RATIO, draw_logo
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.style import style_for
from goblinkit.pnp.tuckbox_art import Panels, draw_back, draw_ends, draw_front, draw_ground, draw_side, fitted
from goblinkit.pnp.tuckbox_model import CARD, CUT, FOLD, GLUE, MIN_CARDS, MIN_DEPTH, PLAY, TAB, TONGUE, DeckBox
from goblinkit.pnp.tuckbox_pieces import pieces_box


@dataclass(frozen=True)
class Deck:
    name: str
    cards: int
    w: float  # a card's size (points)
    h: float
    icon: str = ""
    kinds: tuple[tuple[str, int], ...] = ()  # its cards' kinds (their labels) and counts, in print order
    id: str = ""  # its component's id (its style under style.yaml `decks:`)


def _is_deck(job: Job) -> bool:
    """Designed card faces of a card's size (40 x 55 mm to 130 mm long), one piece each: not tiles, boards,
    or cards cut into tokens. A designed face is one that names its FaceSpec (`spec`): a FaceDrawing, or a
    game's own drawing of a card (GobbledyGook!'s scenario cards)."""
    return isinstance(job, SheetJob) and min(job.width, job.height) >= mm(40) and \
        mm(55) <= max(job.width, job.height) <= mm(130) and job.shape == "rect" and \
        all(isinstance(getattr(face.front, "spec", None), FaceSpec) and not face.parts for face in job.faces)


def decks(jobs: list[Job]) -> list[Deck]:
    """Every deck among the jobs, in print order; a sheet shared by several decks gives each its own."""
    found = []
    for job in jobs:
        if isinstance(job, SheetJob) and _is_deck(job):
            members: dict[str, list] = {}
            ids: dict[str, str] = {}
            for face in job.faces:
                members.setdefault(face.group or job.title, []).append(cast(FaceDrawing, face.front).spec)
                ids[face.group or job.title] = face.group_id or job.component
            found += [Deck(name, len(specs), job.width, job.height,
                           _commonest([s.icon for s in specs if is_icon(s.icon)]),
                           _counted([s.label or name for s in specs]), ids[name]) for name, specs in members.items()]
    return found


def _counted(names: list[str]) -> tuple[tuple[str, int], ...]:
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return tuple(counts.items())


def _commonest(names: list[str]) -> str:
    """The name most often given (the first of the most), or ""."""
    counted = _counted(names)
    return max(counted, key=lambda pair: pair[1])[0] if counted else ""


def _box(members: list[Deck]) -> DeckBox:
    cards = sum(d.cards for d in members)
    shared = len(members) > 1
    return DeckBox(" & ".join(d.name for d in members), cards, members[0].w + PLAY, members[0].h + PLAY,
                   max(MIN_DEPTH, cards * CARD + mm(2)), tuple(d.name for d in members) if shared else (),
                   next((d.icon for d in members if d.icon), ""),
                   tuple((d.name, d.cards) for d in members) if shared else members[0].kinds, members[0].id)


def deck_boxes(jobs: list[Job]) -> list[DeckBox]:
    """A box for every deck: its own when it has MIN_CARDS or more, else shared with the other small decks of
    its size (at the place of the first of them)."""
    all_decks = decks(jobs)
    small: dict[tuple[float, float], list[Deck]] = {}
    for deck in all_decks:
        if deck.cards < MIN_CARDS:
            small.setdefault((deck.w, deck.h), []).append(deck)
    boxes = []
    for deck in all_decks:
        if deck.cards >= MIN_CARDS:
            boxes.append(_box([deck]))
        elif small[(deck.w, deck.h)][0] is deck:
            boxes.append(_box(small[(deck.w, deck.h)]))
    return boxes


def tuck_boxes(game: GameContent, jobs: list[Job]) -> list[DeckBox]:
    """Every box the game prints: one per deck (deck_boxes), then the box of pieces its style.yaml names."""
    pieces = pieces_box(style_for(game), jobs, _is_deck, CARD, PLAY)
    return deck_boxes(jobs) + ([pieces] if pieces else [])


def tuck_box_job(game: GameContent, jobs: list[Job]) -> PageJob | None:
    boxes = tuck_boxes(game, jobs)
    if not boxes:
        return None
    style = style_for(game)

    def draw(c: Canvas, w: float, h: float, page: int, opts: PrintOptions) -> None:
        box = boxes[page - 1]
        x, y, turned = placement(box, w, h)
        c.saveState()
        c.translate(x, y)
        if turned:
            c.rotate(90)
        draw_net(c, box, style, game.meta.name, opts.ink_saver)
        c.restoreState()
        if box.dividers:
            room_w, room_h = w - 2 * EDGE, h - 2 * EDGE - FOOTER
            x = EDGE + (room_w - len(box.dividers) * (box.w + mm(4)) + mm(4)) / 2
            y = EDGE + FOOTER + (room_h - box.net[1] - _dividers_height(box)) / 2
            for name in box.dividers:
                draw_divider(c, x, y, box.w - PLAY, box.h - PLAY, name, style, opts.ink_saver)
                x += box.w + mm(4)

    pieces = boxes[-1].words  # a box of pieces comes last: the contents sheet names it
    title = f"Tuck boxes (one per deck, one for the {boxes[-1].name.lower()})" if pieces else "Tuck boxes (one per deck)"
    return PageJob(game.meta.name, game.meta.id, "tuck-boxes", title, 0, 0,
                   count=len(boxes), print_only=True, card_stock=True, draw_page_opts=draw,
                   cut="cut on the solid lines, fold on the dashed ones, glue the side flap")


def placement(box: DeckBox, w: float, h: float) -> tuple[float, float, bool]:
    """Where the net's origin goes on a `w` x `h` page, and whether it is turned a quarter (too wide for the
    page, it is taller than it is wide): centred in the printable area, over the dividers if it has any."""
    net_w, net_h = box.net
    room_w, room_h = w - 2 * EDGE, h - 2 * EDGE - FOOTER
    if net_w > room_w:
        return EDGE + (room_w + net_h) / 2, EDGE + FOOTER + (room_h - net_w) / 2, True
    return EDGE + (room_w - net_w) / 2, EDGE + FOOTER + (room_h - net_h + _dividers_height(box)) / 2, False


def _motif(style, deck: str) -> str:  # noqa: ANN001 - a Style
    """A deck whose cards have no picture (all words: scenarios) shows its back's motif (the deck's own, else the
    game's); read from the data, not `back_for`, which counts the deck as printed."""
    own = ((style.decks.get(deck) or {}).get("back") or {}).get("motif")
    return own or style.back.motif


def _dividers_height(box: DeckBox) -> float:
    return box.h - PLAY + TAB + mm(8) if box.dividers else 0.0


def draw_divider(c: Canvas, x: float, y: float, w: float, h: float, name: str, style,  # noqa: ANN001
                 ink_saver: bool = False) -> None:
    """A divider card the deck's size with a tab above it naming the deck that follows it in the box."""
    tab_w = w * 0.55
    c.saveState()
    c.setStrokeColor(colour(CUT))
    c.setLineWidth(0.7)
    path = c.beginPath()
    path.moveTo(x, y)
    path.lineTo(x + w, y)
    path.lineTo(x + w, y + h)
    path.lineTo(x + tab_w + mm(2), y + h)
    path.lineTo(x + tab_w, y + h + TAB)
    path.lineTo(x + mm(2), y + h + TAB)
    path.lineTo(x, y + h)
    path.close()
    c.drawPath(path, stroke=1, fill=0)
    c.restoreState()
    fitted(c, name, style.fonts.bold, x + tab_w / 2 + mm(1), y + h + TAB / 2 - 3, tab_w - mm(4), 9, colour(style.ink))
    logo_w = w * 0.7
    draw_logo(c, style, x + (w - logo_w) / 2, y + (h - logo_w * RATIO) / 2, logo_w, ink_saver)


def _columns(box: DeckBox) -> list[float]:
    """The net's fold lines across: glue flap | back | side | front | side."""
    W, D = box.w, box.d
    return [0.0, GLUE, GLUE + W, GLUE + W + D, GLUE + 2 * W + D, GLUE + 2 * W + 2 * D]


def panels(box: DeckBox) -> Panels:
    """The body's panels in the net's frame (what tuckbox_art draws on; the tests find the front by it)."""
    xs, y0 = _columns(box), box.d + TONGUE
    return Panels(y0, box.h, (xs[0], xs[1]), (xs[1], xs[2]), ((xs[2], xs[3]), (xs[4], xs[5])), (xs[3], xs[4]))


def draw_net(c: Canvas, box: DeckBox, style, game: str, ink_saver: bool = False) -> None:  # noqa: ANN001 - a Style
    W, H, D = box.w, box.h, box.d
    y0 = D + TONGUE  # the body's foot
    xs = _columns(box)
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
    body = panels(box)
    draw_ground(c, body, style, ink_saver)
    draw_ends(c, body, D, style, box.name, ink_saver)
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
    draw_front(c, body, style, box.name, box.count, box.icon or _motif(style, box.deck), ink_saver)
    draw_back(c, body, style, game, box.count, () if box.words else box.kinds, ink_saver)
    for side in body.sides:
        draw_side(c, body, side, style, box.name, box.icon, ink_saver)
