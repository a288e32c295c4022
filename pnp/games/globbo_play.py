"""Globbo!'s play sheet, one sheet printed on both sides as a shop game's player aid. The front: the round as
a numbered rail in two rows (4 + 3 equal columns, each >= 40 mm, each step's disc in its side's colour) and
a regeneration track per HEAD, its boxes as large as the POINTS marker that sits on them. The back: the
Extras (globbo_extras), a whole side so their words need not shrink (issue 36's panel)."""

from __future__ import annotations

import io
from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.aid import BAND, GAP, PAD, RAIL_GAP, AidFaces, draw_aid, draw_rail_across, frame
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.games.globbo_extras import GLOBBO_HUE, KIDS, draw_extras
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.logo import draw_heading
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.style import Fonts, style_for
from goblinkit.pnp.textfit import TextFitError, wrap

TRACK_BOX = mm(6.5)
ROUND_HUE = "#6c3483"  # the round's and the tracks' blocks: the HEAD's purple
BLOCK_SIZE = 9.0  # the play sheet's block bands, in the shared aid's ems
STEP_SIZES = (9.5, 9.0, 8.5, 8.0, 7.5)  # the rail's words: the largest at which every step fits its lines
RAIL_ROW = 4  # steps a row: seven steps in 4 + 3 columns of ~43 mm, not seven of ~22 mm
STEP_LINES = 4  # a step's most lines on the rail
HEADING = mm(16)  # the heading band: the logo's name at ~15 pt
REMINDER_TOP, REMINDER_FLOOR = 10.0, 8.5  # the front's reminders: as large as the space left allows


def play_sheet_job(game: GameContent) -> PageJob:
    """Front: the round and the four HEADs' regeneration tracks. Back: the Extras, at the largest size that
    fits (TextFitError below globbo_extras' floor)."""
    sheet = game.components["sequence"].items[0]
    extras = game.components["extras"].items
    marker = game.components["markers"].size.pt  # the POINTS marker a track's boxes hold
    fonts = style_for(game).fonts  # the game's faces: Fredoka for titles and numbers, Fira Sans for the words

    def draw(c: Canvas, w: float, h: float, page: int, opts: PrintOptions = PrintOptions()) -> None:
        margin, ink_saver = mm(14), opts.ink_saver
        faces = AidFaces(fonts.display, fonts.text, fonts.bold)
        y = h - margin
        draw_heading(c, style_for(game), margin, y - HEADING, w - 2 * margin, HEADING,
                     sheet.name if page == 1 else "Extras: advantages picked before play", ink_saver)
        y -= HEADING + mm(2)
        if page == 2:
            draw_extras(c, extras, fonts, faces, margin, y, w - 2 * margin, EDGE + FOOTER + mm(4), ink_saver)
            return
        y = _in_block(c, margin, y, w - 2 * margin, "The round", "hourglass", ROUND_HUE, faces,
                      ink_saver, lambda cc, x, top, width: _steps(cc, sheet, faces, x, top, width, ink_saver))
        y = _in_block(c, margin, y - GAP, w - 2 * margin,
                      "Regeneration points: one track per HEAD (SLAP 1, ZAP 2, HEAD 4)", "dna1", ROUND_HUE, faces,
                      ink_saver, lambda cc, x, top, width: _tracks(cc, sheet.track, marker, fonts, x, top, width))
        if sheet.reminders:  # the rest of the front: the rules a table looks up, a block each, side by side
            bottom = EDGE + FOOTER + mm(4)
            size = draw_aid(c, margin, bottom, w - 2 * margin, y - GAP - bottom, sheet.reminders,
                            len(sheet.reminders), faces, ROUND_HUE, ink_saver, top=REMINDER_TOP, even=True)
            if size < REMINDER_FLOOR:
                raise TextFitError(f"Globbo!'s reminders need {REMINDER_FLOOR:g} pt; they fit at {size:g}: shorten them")

    return PageJob(game.meta.name, game.meta.id, "play-sheet", "Sequence of play and Extras", 0, 0, draw_page=draw,
                   draw_page_opts=draw, count=2, two_sided=True)


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


def _tracks(c: Canvas, track: int, marker: float, fonts: Fonts, x: float, top: float, width: float) -> float:
    """A regeneration track per HEAD (0 to `track` points), a row each: its boxes as tall as the POINTS
    marker and as wide as the row allows, up to the marker's width, so the marker sits on one box."""
    label = mm(9)
    box_w = min(marker + mm(1), (width - label) / (track + 1))
    box_h = marker + mm(1)
    y = top - mm(1)
    for head in range(1, 5):
        by = y - (head - 1) * (box_h + mm(2.5))
        c.setFillColor(colour(ROUND_HUE))
        c.setFont(fonts.display, 13)
        c.drawString(x, by - box_h / 2 - 4.5, f"H{head}")
        c.setStrokeColor(colour(ROUND_HUE))
        c.setLineWidth(0.8)
        for point in range(track + 1):
            bx = x + label + point * box_w
            c.rect(bx, by - box_h, box_w, box_h, stroke=1, fill=0)
            c.setFillColor(colour(INK))
            c.setFont(fonts.text, 9)
            c.drawCentredString(bx + box_w / 2, by - box_h / 2 - 3, str(point))
    return y - 4 * (box_h + mm(2.5)) + mm(2)
