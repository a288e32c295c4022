"""Globbo!'s play sheet, one page for the table: the round as a numbered rail in two rows (4 + 3 equal
columns, each >= 40 mm, each step's disc in its side's colour), a regeneration track per HEAD and the Extras (Column A
for the Kids, B for GLOBBO, grades and rules), each a colour block of the shared aid."""

from __future__ import annotations

import io
from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.aid import BAND, GAP, PAD, RAIL_GAP, AidFaces, draw_rail_across, frame
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.logo import draw_heading
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.style import Fonts, style_for
from goblinkit.pnp.textfit import TextFitError, wrap

TRACK_BOX = mm(6.5)
KIDS, GLOBBO_HUE = "#1e8449", "#1f5f8b"
ROUND_HUE = "#6c3483"  # the round's and the tracks' blocks: the HEAD's purple
BLOCK_SIZE = 9.0  # the play sheet's block bands, in the shared aid's ems
STEP_SIZES = (9.5, 9.0, 8.5, 8.0, 7.5)  # the rail's words: the largest at which every step fits its lines
RAIL_ROW = 4  # steps a row: seven steps in 4 + 3 columns of ~43 mm, not seven of ~22 mm
STEP_LINES = 4  # a step's most lines on the rail
HEADING = mm(16)  # the heading band: the logo's name at ~15 pt
SPREAD = 1.2  # an Extras entry's most extra space below it, in ems: the columns end level, not ragged


def play_sheet_job(game: GameContent) -> PageJob:
    """The round, the four HEADs' regeneration tracks two by two, and the Extras in the rest of the page,
    at the largest size that fits (TextFitError below 6.5 pt)."""
    sheet = game.components["sequence"].items[0]
    extras = game.components["extras"].items
    fonts = style_for(game).fonts  # the game's faces: Fredoka for titles and numbers, Fira Sans for the words

    def draw(c: Canvas, w: float, h: float, page: int, opts: PrintOptions = PrintOptions()) -> None:
        margin, ink_saver = mm(14), opts.ink_saver
        faces = AidFaces(fonts.display, fonts.text, fonts.bold)
        y = h - margin
        draw_heading(c, style_for(game), margin, y - HEADING, w - 2 * margin, HEADING, f"{sheet.name} and Extras",
                     ink_saver)
        y = _in_block(c, margin, y - HEADING - mm(2), w - 2 * margin, "The round", "hourglass", ROUND_HUE, faces,
                      ink_saver, lambda cc, x, top, width: _steps(cc, sheet, faces, x, top, width, ink_saver))
        y = _in_block(c, margin, y - GAP, w - 2 * margin,
                      "Regeneration points: one track per HEAD (SLAP 1, ZAP 2, HEAD 4)", "dna1", ROUND_HUE, faces,
                      ink_saver, lambda cc, x, top, width: _tracks(cc, sheet.track, fonts, x, top, width))
        _extras(c, extras, fonts, faces, margin, y - GAP, w - 2 * margin, EDGE + FOOTER + mm(4), ink_saver)

    return PageJob(game.meta.name, game.meta.id, "play-sheet", "Sequence of play and Extras", 0, 0, draw_page=draw,
                   draw_page_opts=draw)


def _in_block(c: Canvas, x: float, top: float, width: float, title: str, icon: str, hue: str, faces: AidFaces,
              ink_saver: bool, content: Callable[[Canvas, float, float, float], float]) -> float:
    """A colour block (the shared aid's band, icon and tint) round what `content` draws: measured on a scratch
    canvas first, so the block fits its words. Returns the y below the block."""
    inner_top = top - BAND * BLOCK_SIZE - PAD
    inner_x, inner_w = x + PAD, width - 2 * PAD
    bottom = content(Canvas(io.BytesIO()), inner_x, inner_top, inner_w) - PAD
    frame(c, x, bottom, width, top - bottom, title, icon, hue, BLOCK_SIZE, faces, ink_saver)
    content(c, inner_x, inner_top, inner_w)
    return bottom


def step_hue(step: str) -> str:
    """A step's side: the Kids' steps begin "KIDS", every other step is GLOBBO's (the rulebook's order)."""
    return KIDS if step.startswith("KIDS") else GLOBBO_HUE


def _steps(c: Canvas, sheet, faces: AidFaces, x: float, top: float, width: float,  # noqa: ANN001
           ink_saver: bool = False) -> float:
    """The numbered steps on the shared aid's rail across, RAIL_ROW a row (every row's columns as wide as the
    first's), then how each side wins; returns the y below."""
    steps = list(sheet.steps)
    rows = [steps[i:i + RAIL_ROW] for i in range(0, len(steps), RAIL_ROW)]
    col_w = (width - RAIL_GAP * (RAIL_ROW - 1)) / RAIL_ROW
    size = next((s for s in STEP_SIZES if all(len(wrap(step, faces.text, s, col_w) or [""]) <= STEP_LINES
                                              for step in steps)), STEP_SIZES[-1])
    y, first = top - mm(1), 1
    for row in rows:
        row_w = len(row) * col_w + (len(row) - 1) * RAIL_GAP
        y = draw_rail_across(c, x, y, row_w, row, [step_hue(s) for s in row], size, faces, ink_saver, first)
        y, first = y - mm(2.5), first + len(row)
    c.setFillColor(colour(INK))
    c.setFont(faces.bold, 8.5)
    y -= mm(1.5)
    for line in sheet.wins:
        for part in wrap(line, faces.bold, 8.5, width) or [line]:
            y -= 8.5 * 1.25
            c.drawString(x, y, part)
    return y - mm(2)


def _tracks(c: Canvas, track: int, fonts: Fonts, x: float, top: float, width: float) -> float:
    """A regeneration track per HEAD (0 to `track` points), two tracks a row."""
    y = top - mm(1)
    half = (width - mm(6)) / 2
    box = min(TRACK_BOX, (half - mm(8)) / (track + 1))
    for head in range(1, 5):
        row, col = divmod(head - 1, 2)
        bx0, by = x + col * (half + mm(6)), y - row * (box + mm(3))
        c.setFillColor(colour(INK))
        c.setFont(fonts.bold, 9)
        c.drawString(bx0, by - box / 2 - 3, f"H{head}")
        c.setStrokeColor(colour(ROUND_HUE))
        c.setLineWidth(0.8)
        for point in range(track + 1):
            bx = bx0 + mm(8) + point * box
            c.rect(bx, by - box, box, box, stroke=1, fill=0)
            c.setFont(fonts.text, 7)
            c.drawCentredString(bx + box / 2, by - box / 2 - 2.5, str(point))
    return y - 2 * (box + mm(3)) + mm(2)


def _extras(c: Canvas, extras: list, fonts: Fonts, faces: AidFaces, x: float, top: float, width: float,
            bottom: float, ink_saver: bool) -> None:
    """Column A (Kids) and Column B (GLOBBO) side by side, each a colour block of its side's hue, its entries
    rows of a table (bold name and grades, then the text, a rule between rows), one size for both, the largest that fits down to `bottom`; each column's entries spread so both end at its foot."""
    c.setFillColor(colour(INK))
    c.setFont(fonts.display, 11)
    c.drawString(x, top - 11, "Extras")
    c.setFont(fonts.text, 8.5)
    c.drawString(x + mm(16), top - 11, "Both players pick the same total of grades, in secret: the Kids from "
                                      "Column A, GLOBBO from Column B. * designed for this edition.")
    col_w = (width - GAP) / 2
    top -= mm(6)
    inner_w, room = col_w - 2 * PAD, top - bottom - BAND * BLOCK_SIZE - 2 * PAD
    columns = [[e for e in extras if e.column == column] for column in ("A", "B")]
    size = 8.5
    while max(_column_height(items, inner_w, size, fonts) for items in columns) > room:
        size -= 0.25
        if size < 6.5:
            raise TextFitError("Globbo!'s Extras do not fit under the sequence of play at 6.5 pt; shorten them")
    for index, (column, items) in enumerate(zip(("A", "B"), columns)):
        bx = x + index * (col_w + GAP)
        kids = column == "A"
        frame(c, bx, bottom, col_w, top - bottom, f"Column {column}: {'the Kids' if kids else 'GLOBBO'}",
              "long-legged-spider" if kids else "gooey-daemon", KIDS if kids else GLOBBO_HUE, BLOCK_SIZE, faces,
              ink_saver)
        extra = min(SPREAD * size, (room - _column_height(items, inner_w, size, fonts)) / max(1, len(items) - 1))
        cx, y = bx + PAD, top - BAND * BLOCK_SIZE - PAD
        hue = KIDS if kids else GLOBBO_HUE
        for number, e in enumerate(items):
            if number:  # a table's row rule between two entries, in the column's hue
                _rule(c, cx, y + (size * 0.9 + extra) / 2, inner_w, hue)
            c.setFillColor(colour(INK))
            c.setFont(fonts.bold, size + 0.5)
            c.drawString(cx, y - size, f"{e.name}{' *' if e.origin == 'designed' else ''}")
            c.drawRightString(cx + inner_w, y - size, f"{e.grade} grade{'s' if e.grade > 1 else ''}")
            y -= size * 1.5
            c.setFont(fonts.text, size)
            for line in wrap(e.text, fonts.text, size, inner_w) or []:
                y -= size * 1.2
                c.drawString(cx, y, line)
            y -= size * 0.9 + extra


def _rule(c: Canvas, x: float, y: float, width: float, hue: str) -> None:
    """A thin rule across a column: the Extras read as a table of rows, not one long list."""
    c.saveState()
    c.setStrokeColor(colour(hue))
    c.setLineWidth(0.4)
    c.line(x, y, x + width, y)
    c.restoreState()


def _column_height(items: list, width: float, size: float, fonts: Fonts) -> float:
    return sum(size * 2.4 + len(wrap(e.text, fonts.text, size, width) or []) * size * 1.2 for e in items)
