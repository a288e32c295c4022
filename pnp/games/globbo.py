"""Globbo! print recipe: the Playroom of Death at true size with its reference table (tiled with
the poster engine, each tile saying how the tiles go together, or one sheet on A3 / Tabloid), the counters with
fronts and backs (Blips and Yeasts share one back: they are thrown face down), and one play sheet:
the turn sequence, a regeneration track per HEAD and the Extras."""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.globbo.board import make_board
from goblinkit.content.globbo.models import Marker, Piece
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.board_surfaces import surface_colours
from goblinkit.pnp.drawers.chit import SOLID, ChitLook, chit_look, paint_chit
from goblinkit.pnp.drawers.counter import ICON_SHARE
from goblinkit.pnp.drawers.hexmap import HexMap, draw_hexmap
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import colour, ink_on
from goblinkit.pnp.fonts import width as text_width
from goblinkit.pnp.textfit import TextFitError, fit_line
from goblinkit.content.errors import ContentError, ContentErrors
from goblinkit.pnp.games.globbo_sheets import panel_width, play_sheet_job, reference_panel
from goblinkit.pnp.jobs import DrawFn, Face, Job, PosterJob, SheetJob
from goblinkit.pnp.recipes import RECIPES
from goblinkit.pnp.backs import token_back
from goblinkit.pnp.style import Style, style_for
from goblinkit.pnp.surfaces import shade

GAP = mm(5)  # map to reference panel: keeps the whole sheet inside A3's 395 mm window
BACK = "#2e2a24"


def hex_map(game: GameContent) -> HexMap:
    item = game.components["map"].items[0]
    board = make_board(item)
    return HexMap(board.torus, item.hex.pt, board.holes, board.walls)


def map_job(game: GameContent) -> PosterJob:
    m = hex_map(game)
    surfaces = surface_colours(game)
    width = m.width + GAP + panel_width()
    height = m.height

    def draw(c: Canvas, ink_saver: bool) -> None:
        draw_hexmap(c, m, 0, 0, ink_saver, surfaces)
        reference_panel(c, game, m.width + GAP, height, ink_saver)

    return PosterJob(game.meta.name, game.meta.id, "map", "The Playroom of Death (map)", width, height, draw)


SAFE = mm(3)  # everything that must survive cutting stays 3 mm inside the cut


LABEL_TOP, LABEL_FLOOR = 9.0, 8.0  # a chit's words: 8 pt at least (issue 36's panel), 9 pt where they fit
INDEX_TOP = 8.0  # a piece's two labels: the floor, so its icon keeps half the chit with a gap above its name
CAP = 0.69  # Fira Sans' capital and figure height, in ems: where a corner index's top sits
ICON_OVER = mm(0.8)  # an icon is no text: it may reach this far into the 3 mm safe zone (still clear of the rim)


def _label(c: Canvas, text: str, w: float, baseline: float, name: str, top: float = LABEL_TOP) -> None:
    """A chit's words in `name`, fitted to the safe zone (9 pt down to 8 pt)."""
    size = fit_line(text, name, w - 2 * SAFE, top, LABEL_FLOOR)
    c.setFont(name, size)
    c.drawCentredString(w / 2, baseline, text)


RING = mm(1.9)  # a chit's keyline, inside the cut: each chit reads as a chit, not a patch of a colour block


def chit_ring(c: Canvas, w: float, h: float, tint: str) -> None:
    """The keyline round a chit's face, in its words' colour (as its back's ring)."""
    c.saveState()
    c.setStrokeColor(colour(tint))
    c.setLineWidth(0.5)
    c.roundRect(RING, RING, w - 2 * RING, h - 2 * RING, mm(1.2), stroke=1, fill=0)
    c.restoreState()


def piece_index(piece: Piece, number: int) -> str:
    """A piece's number, as the assistant names it ("Y18")."""
    return f"{piece.prefix}{number}"


def piece_caption(piece: Piece, number: int) -> str:
    """A piece's number and name ("Y18 YEAST"): the chit's two labels, read together."""
    return f"{piece_index(piece, number)} {piece.short}"


def name_top(size: float) -> float:
    """The top of a chit's name's capitals, its baseline just inside the safe zone."""
    return SAFE + mm(0.2) + CAP * size


ICON_LEAST = 0.51  # of the chit's width: over the kit's floor of half (tests/pnp/test_chits.py), rounding and all


def icon_side(w: float, size: float) -> float:
    """A chit's icon: from above its name's capitals up to ICON_OVER into the safe zone, at most ICON_SHARE
    of the chit, and never under half of it."""
    return max(ICON_LEAST * w, min(ICON_SHARE * w, w - SAFE + ICON_OVER - name_top(size) - mm(0.6)))


@dataclass(frozen=True)
class PieceLayout:
    """Where a piece chit's three parts go, the same on every piece so a sheet reads as one design: the
    icon as large as a marker's, set to the right; the number top left as a card's corner index, on a
    patch of the chit's ground where it laps the icon's corner; the name along the foot. Both words at
    one size, 8 pt or more: the two on one line would need 6.5 pt on a 5/8 in chit."""
    size: float  # both words' size
    icon: float  # the icon's side

    @classmethod
    def for_pieces(cls, pieces: list[Piece], w: float, face: str, number_face: str) -> "PieceLayout":
        indexes = [piece_index(p, p.count) for p in pieces]
        size = min(fit_line(t, face, w - 2 * SAFE, INDEX_TOP, LABEL_FLOOR) for t in [p.short for p in pieces])
        size = min(size, min(fit_line(t, number_face, w / 2 - SAFE, INDEX_TOP, LABEL_FLOOR) for t in indexes))
        return cls(size, icon_side(w, size))


def piece_front(piece: Piece, number: int, caption_font: str, look: ChitLook = SOLID,
                layout: PieceLayout | None = None, number_font: str = "") -> DrawFn:
    """A shop chit: its ground (drawers/chit.py: light with a rim of its colour, or solid with a keyline),
    its icon over half of it, its number top left ("Y18"), its name along the foot, the words inside the
    3 mm safe zone at 8 pt or more: the name in the game's bold face, the number in `number_font` (the
    display face, as the kit prints numbers; the bold face if none)."""
    index = piece_index(piece, number)
    digits = number_font or caption_font

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        fit = layout or PieceLayout.for_pieces([piece], w, caption_font, digits)
        paint_chit(c, "rect", w, bleed, piece.colour, look, ink_saver)
        tint = look.ink(piece.colour, ink_saver)
        if not (ink_saver or look.light):  # (a rim, or ink-saver's outline on the cut, marks the chit already)
            chit_ring(c, w, h, tint)
        edge = w - SAFE + ICON_OVER
        draw_icon(c, piece.icon, edge - fit.icon, edge - fit.icon, fit.icon, tint)
        base = h - SAFE - CAP * fit.size
        c.setFillColor(colour(look.ground(piece.colour, ink_saver)))  # the number's patch over the icon's corner
        pad = mm(0.5)
        c.roundRect(SAFE - pad, base - pad, text_width(index, digits, fit.size) + 2 * pad,
                    CAP * fit.size + 2 * pad, pad, stroke=0, fill=1)
        c.setFillColor(colour(tint))
        c.setFont(digits, fit.size)
        c.drawString(SAFE, base, index)
        c.setFont(caption_font, fit.size)
        c.drawCentredString(w / 2, SAFE + mm(0.2), piece.short)  # (Fira's descent box is deeper)

    return draw


def piece_back(piece: Piece, style: Style, size: float, shared: DrawFn) -> DrawFn:
    """Its own back (the game's back design in its colour, its icon and the words of its back), or for
    Blips and Yeasts `shared`, the one back they share, identical by rule (they are thrown face down)."""
    if piece.back == "fission":
        return shared
    design = style.back_for("pieces", colour=piece.colour, ground=ink_on(piece.colour), ink=ink_on(piece.colour))
    return token_back(style, design, piece.icon, piece.back, size, word_top=LABEL_TOP)


def marker_back(marker: Marker, style: Style, size: float) -> DrawFn:
    """The game's back design (its pattern, a ring) in the marker's colour deepened, with the marker's
    icon and what its back means ("USED"): a marker turned over still looks like Globbo!'s."""
    hue = "#" + shade(marker.colour, 0.35).hexval()[2:]
    design = style.back_for("markers", colour=hue, ground=ink_on(hue), ink=ink_on(hue))
    return token_back(style, design, marker.icon, marker.back, size, word_top=LABEL_TOP)


def marker_face(marker: Marker, label_font: str, look: ChitLook = SOLID) -> DrawFn:
    """Its ground as a piece's, its icon over half the chit, its name below, 3 mm inside the cut."""
    hue = marker.colour

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        paint_chit(c, "rect", w, bleed, hue, look, ink_saver)
        ink = look.ink(hue, ink_saver)
        if not (ink_saver or look.light):
            chit_ring(c, w, h, ink)
        icon = icon_side(w, fit_line(marker.name, label_font, w - 2 * SAFE, LABEL_TOP, LABEL_FLOOR))
        draw_icon(c, marker.icon, (w - icon) / 2, h - SAFE + ICON_OVER - icon, icon, ink)
        c.setFillColor(colour(ink))
        _label(c, marker.name, w, SAFE + mm(0.2), label_font)  # (Fira's descent box is deeper)

    return draw


def counters_job(game: GameContent) -> SheetJob:
    pieces = game.components["pieces"]
    markers = game.components["markers"]
    size = pieces.size.pt
    faces: list[Face] = []
    errors = []
    style = style_for(game)
    face = style.fonts.bold  # the chits' words in the game's bold face: narrow enough for "SCORCH" at 8 pt
    digits = style.fonts.display  # and pieces' numbers in its display face (Fredoka), as the kit prints numbers
    room = size - 2 * SAFE  # a name's line; a number has the left half (the icon is beside it)
    checks = ([("pieces", p, p.short, room, face, "short") for p in pieces.items]
              + [("pieces", p, piece_index(p, p.count), size / 2 - SAFE, digits, "count") for p in pieces.items]
              + [("markers", m, m.name, room, face, "name") for m in markers.items]
              + [(kind, item, word, room, face, "back") for kind, items in (("pieces", pieces.items),
                                                                          ("markers", markers.items))
                 for item in items if item.back != "fission" for word in item.back.upper().split(" ", 1)])
    for component, item, text, width, font_name, field in checks:
        try:
            fit_line(text, font_name, width, LABEL_TOP, LABEL_FLOOR)
        except TextFitError as exc:
            errors.append(ContentError(game.where(component, item.id), str(exc), f"{component[:-1]} '{item.id}'",
                                       field))
    if errors:
        raise ContentErrors(errors)
    layout = PieceLayout.for_pieces(pieces.items, size, face, digits)
    fission = style.back_for("fission")  # Blips' and Yeasts' one back, with the game's title under the motif
    shared = token_back(style, fission, fission.motif, fission.lockup, size)
    look = chit_look(style.chits)  # the chits' ground: light with a rim (style.yaml `chits:`), or solid
    for piece in pieces.items:
        back = piece_back(piece, style, size, shared)
        for number in range(1, piece.count + 1):
            faces.append(Face(f"{piece.id}-{number}", f"{piece.short} {piece.prefix}{number}",
                              piece_front(piece, number, face, look, layout, digits), back))
    for marker in markers.items:
        front, back = marker_face(marker, face, look), marker_back(marker, style, size)
        faces.extend(Face(marker.id, marker.name, front, back) for _ in range(marker.count))
    return SheetJob(game.meta.name, game.meta.id, "counters", "Counters and markers (5/8 in)", size, size, faces,
                    butted=True)  # chits butt: one cut between neighbours, the sheet cut in straight lines



def recipe(game: GameContent) -> list[Job]:
    poster = map_job(game)
    return [poster, counters_job(game), play_sheet_job(game)]


RECIPES["globbo"] = recipe
