"""The GobbledyGook! quick reference: one sheet, two sides, read at a glance (issue 36).

Side 1, the round: the turn as a numbered phase rail, then the rules as colour blocks (a band of the
section's colour with its icon, its lines on a light tint), in the game's faces (pnp/drawers/aid.py).
Side 2, your Brood: what happens after the game, then the creature and upgrade tables and the marker
key, printed from the same data the assistant plays by, so they cannot drift. Both sides' words are at
least BODY_MIN, on A4, Letter and A3: a reference that cannot fit is a located content error.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.errors import ContentError, ContentErrors
from goblinkit.content.loader import GameContent
from goblinkit.content.models import TextSheet
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.aid import AidFaces, draw_aid, flow as flow_aid
from goblinkit.pnp.drawers.blocks import Block, Bullets, Faces, Key, Table, flow
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.logo import draw_heading, unnamed
from goblinkit.pnp.options import PAPERS, PrintOptions
from goblinkit.pnp.style import style_for
from goblinkit.pnp.textfit import TextFitError

ACCENT = "#4a235a"
MARGIN = mm(12)
HEADER = mm(14)
BODY_MIN = 8.5  # the panel's floor for a reference read across the table
TABLE_TOP = 9.5  # the tables' largest size
GUTTER = mm(5)  # between the tables' columns
GROW = 1.15  # the shorter table column's type may grow by this much so that it ends where the other does
FRONT_TOP, BACK_TOP = 12.5, 11.0  # the blocks' largest sizes on A4 (scaled with the page: A3 is A4 enlarged)
AID_COLUMNS = (2, 2)  # the round's blocks and the Brood side's blocks, each in two columns


def creature_table(game: GameContent) -> Table:
    creatures = game.components["creature-types"]
    rows = [[t.name, str(t.dice), str(t.upgrades), f"{t.limit} per Brood" if t.limit else "any", t.note]
            for t in creatures.items]
    return Table("Creatures", ACCENT, [("Type", 1.6), ("Dice", 1.0), ("Slots", 1.1), ("Limit", 1.8), ("Notes", 4.5)], rows)


def creature_notes(game: GameContent) -> list[str]:
    """What the creature table's columns mean and what a new Brood has, from the same data: the last
    lines of the Brood side's last block (after the game: what Charm and Tin buy)."""
    creatures = game.components["creature-types"]
    return ["DICE: what a creature rolls for everything, the hits it takes, its cost in Charm, and the Tin each "
            "of its upgrades costs. SLOTS: how many upgrades it may take.",
            f"A new Brood: {creatures.start_charm} Charm, {creatures.start_tin} Tin."]


def upgrade_table(game: GameContent) -> Table:
    rows = [[u.name, str(u.limit), u.text] for u in game.components["upgrades"].items]
    return Table("Upgrades (limit: times per Brood)", ACCENT, [("Upgrade", 2.0), ("Limit", 1.0), ("Effect", 5.6)], rows)


def marker_key(game: GameContent, per_line: int = 1) -> Key:
    """One entry per kind of marker that shows an icon (the numbered blip markers explain themselves);
    one a line fills the column under the creature table, two a line where the page is short (Letter)."""
    seen: dict[str, tuple[str, str, str]] = {}
    for marker in game.components["markers"].items:
        if marker.icon and marker.name not in seen:
            words = f"{marker.name} (dice)" if marker.text else marker.name
            seen[marker.name] = (marker.icon, marker.colour, words)
    return Key("Markers", ACCENT, list(seen.values()), per_line=per_line)


@dataclass(frozen=True)
class Layout:
    """How the Brood side balances: the marker key's entries a line, and whether the creature notes close
    the tables' first column (under the key) or the last block above them."""

    per_line: int = 1
    notes_below: bool = False


LAYOUTS = [Layout(per_line, notes) for per_line in (1, 2) for notes in (False, True)]


def table_blocks(game: GameContent, layout: Layout = Layout()) -> list[Block]:
    """The Brood side's tables: the creatures and the marker key (and the notes), then the upgrades."""
    notes = [Bullets("A new Brood", ACCENT, creature_notes(game))] if layout.notes_below else []
    return [creature_table(game), marker_key(game, layout.per_line), *notes, upgrade_table(game)]


def sheets(game: GameContent, layout: Layout = Layout()) -> list[TextSheet]:
    """The reference's two sides, in reference.yaml's order; the Brood side's last block ends with the
    creature notes unless they close the tables' first column."""
    front, back = game.components["reference"].items
    if layout.notes_below:
        return [front, back]
    last = back.sections[-1]
    sections = [*back.sections[:-1], last.model_copy(update={"lines": [*last.lines, *creature_notes(game)]})]
    return [front, back.model_copy(update={"sections": sections})]


def _faces(game: GameContent) -> tuple[AidFaces, Faces]:
    fonts = style_for(game).fonts
    # no one-word last lines; each rule led by its icon in the block's gutter
    return AidFaces(fonts.display, fonts.text, fonts.bold, widows="avoid", lead=True), Faces.of(fonts)


def _scale(page: tuple[float, float]) -> float:
    """How much larger than A4 the page is: the sizes' ceilings grow with it, so an A3 reference is the A4
    one enlarged, not the A4 one with a hole in the middle."""
    a4 = PAPERS["a4"]
    return max(1.0, min(page[0] / a4[0], page[1] / a4[1]))


def _body(page: tuple[float, float]) -> tuple[float, float, float, float]:
    """The box under the heading: x, bottom, width, height."""
    w, h = page
    top, bottom = h - MARGIN - HEADER - mm(4), EDGE + FOOTER + mm(3)
    return MARGIN, bottom, w - 2 * MARGIN, top - bottom


def _table_size(game: GameContent, width: float, height: float, faces: Faces, scale: float = 1.0
                ) -> tuple[float, float, float, Layout]:
    """The Brood side's split: the tables' size, their height, the blocks' size above them and the layout:
    of those whose smallest words read largest, the one whose two table columns end closest (no half-empty
    column), then the one whose blocks read largest. (Ranking the blocks' size before the balance left a
    column 20 mm short for a quarter point more.)"""
    splits = [_split(game, width, height, faces, scale, layout) for layout in LAYOUTS]
    best = max(min(split[0], split[2]) for split in splits)  # the smallest words
    return min((split for split in splits if min(split[0], split[2]) >= best),
               key=lambda split: (round(split[4] / mm(4)), -split[2]))[:4]  # balance to 4 mm, then the blocks' size


def _split(game: GameContent, width: float, height: float, faces: Faces, scale: float, layout: Layout
           ) -> tuple[float, float, float, Layout, float]:
    """The largest table size (down from TABLE_TOP) at which the blocks, in the rest, read at least as
    large, in `layout`; and how far apart its table columns end."""
    blocks = table_blocks(game, layout)
    for block in blocks:
        block.faces = faces
    col_w = (width - GUTTER) / 2
    aid_faces = _faces(game)[0]
    back = sheets(game, layout)[1]
    size = TABLE_TOP * scale
    while True:
        first, second = sum(b.height(size, col_w) for b in blocks[:-1]), blocks[-1].height(size, col_w)
        table_h = max(first, second)
        try:
            aid_size = flow_aid(list(back.sections), AID_COLUMNS[1], width, height - table_h - mm(5), aid_faces,
                                top=BACK_TOP * scale)[0]
        except TextFitError:
            aid_size = 0.0
        if aid_size >= size or size <= BODY_MIN + 1e-9:
            return size, table_h, aid_size, layout, abs(first - second)
        size -= 0.25


def measure(game: GameContent, page: tuple[float, float]) -> list[float]:
    """Each side's smallest type size on `page` (TextFitError if a side cannot fit at the 6.5 pt floor)."""
    aid_faces, faces = _faces(game)
    x, bottom, w, h = _body(page)
    front = sheets(game)[0]
    sizes = [flow_aid(list(front.sections), AID_COLUMNS[0], w, h, aid_faces, top=FRONT_TOP * _scale(page))[0]]
    table_size, _, aid_size, _ = _table_size(game, w, h, faces, _scale(page))
    return sizes + [min(aid_size, table_size)]


def reference_job(game: GameContent) -> PageJob:
    """The reference's two pages; checked now on every paper, so a reference too long to read at
    BODY_MIN is a located content error before anything is drawn."""
    front, back = sheets(game)
    for paper in PAPERS.values():
        try:
            sizes = measure(game, paper)
        except TextFitError as exc:
            sizes, reason = [0.0, 0.0], str(exc)
        else:
            reason = f"its words would be {min(sizes):g} pt, under the {BODY_MIN:g} pt a reference needs; shorten it"
        if min(sizes) < BODY_MIN:
            sheet = (front, back)[sizes.index(min(sizes))]
            raise ContentErrors([ContentError(game.where("reference", sheet.id), reason, f"sheet '{sheet.id}'")])
    aid_faces, faces = _faces(game)
    style = style_for(game)

    def draw(c: Canvas, w: float, h: float, page: int, opts: PrintOptions = PrintOptions()) -> None:
        sheet = (front, back)[page - 1]
        draw_heading(c, style, MARGIN, h - MARGIN - HEADER, w - 2 * MARGIN, HEADER,
                     unnamed(sheet.name, game.meta.name), opts.ink_saver)
        x, bottom, bw, bh = _body((w, h))
        c.setFillColor(colour(INK))
        if page == 1:
            draw_aid(c, x, bottom, bw, bh, list(sheet.sections), AID_COLUMNS[0], aid_faces, style.accent, opts.ink_saver,
                     top=FRONT_TOP * _scale((w, h)), even=True)
            return
        size, table_h, _, layout = _table_size(game, bw, bh, faces, _scale((w, h)))
        top = bottom + bh
        aid_h = bh - table_h - mm(5)
        draw_aid(c, x, top - aid_h, bw, aid_h, list(sheets(game, layout)[1].sections), AID_COLUMNS[1], aid_faces, style.accent,
                 opts.ink_saver, top=BACK_TOP * _scale((w, h)), even=True)
        blocks = table_blocks(game, layout)
        col_w = (bw - GUTTER) / 2
        for index, column in enumerate((blocks[:-1], blocks[-1:])):  # each column grows a little to its foot
            flow(c, column, x + index * (col_w + GUTTER), bottom + table_h, col_w, table_h + 1, columns=1,
                 max_size=size * GROW, ink_saver=opts.ink_saver, faces=faces)

    return PageJob(game.meta.name, game.meta.id, "quick-reference", "Quick reference (two sides)", 0, 0,
                   draw_page=draw, draw_page_opts=draw, count=2, two_sided=True)
