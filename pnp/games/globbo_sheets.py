"""Globbo! sheets: the reference table and legend printed beside the map (as the rulebook has it,
"Depends where HEAD is." one merged cell over the ZAP and SLAP rows), and the play sheet: the turn
sequence, a regeneration track per HEAD and the Extras (both columns, grades and rules) on one page."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.icons import CREDIT
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.hexmap import toy_blocks, warp_hole
from goblinkit.pnp.drawers.paint import INK, colour

from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.logo import draw_heading
from goblinkit.pnp.style import Fonts, style_for
from goblinkit.pnp.textfit import TextFitError, fit_text, wrap

PANEL = mm(92)  # the table's width, and the panel's length before the legend
DEPTH = mm(55)  # how far the panel reaches beside the map: it is printed turned a quarter, reading upwards
COLUMNS = (("THINGIE", 25), ("MOVEMENT", 21), ("ATTACK STRENGTH", 16), ("RANGE", 12), ("COST TO REGENERATE", 18))


def panel_width() -> float:
    """The panel lies along the map's right edge, turned a quarter, so the map and it fit two A4 or
    Letter tiles (the panel whole on the second) and one A3 or Tabloid sheet."""
    return DEPTH


def _cell(c: Canvas, text: str, x: float, y_top: float, w: float, h: float, fonts: Fonts, bold: bool = False,
          size: float = 7) -> None:
    name = fonts.bold if bold else fonts.text
    fitted = fit_text(text, name, w - mm(1.6), h - mm(1), size, min_size=6.5)
    c.setFont(name, fitted.size)
    block = fitted.height
    y = y_top - (h - block) / 2 - fitted.size * 0.95
    for line in fitted.lines:
        c.drawCentredString(x + w / 2, y, line)
        y -= fitted.leading


def reference_panel(c: Canvas, game: GameContent, x: float, height: float, ink_saver: bool) -> None:
    """Beside the map (x is its near edge), turned a quarter so it reads from the bottom up: the title
    and the reference table first, then the legend and the icon credit beside them (its warp-hole and
    wall drawn as the map draws them, outlined in ink-saver mode)."""
    c.saveState()
    c.translate(x + DEPTH, 0)
    c.rotate(90)
    fonts = style_for(game).fonts  # the game's faces: Fredoka for the title, Fira Sans for the table and legend
    _title_and_table(c, game, 0, DEPTH, fonts)
    _legend(c, PANEL + mm(7), DEPTH - mm(4), height - PANEL - mm(9), fonts, ink_saver)
    c.restoreState()


def _title_and_table(c: Canvas, game: GameContent, x: float, height: float, fonts: Fonts) -> None:
    """Title, then the reference table, top to bottom from height."""
    pieces = {p.id: p for p in game.components["pieces"].items}
    c.saveState()
    c.setFillColor(colour("#1f5f8b"))
    c.setFont(fonts.display, 24)
    top = height - mm(1)
    c.drawString(x, top - 22, "GLOBBO!")
    c.setFont(fonts.bold, 10)
    c.setFillColor(colour(INK))
    c.drawString(x, top - 36, "The Playroom of Death")
    y = top - mm(20)
    widths = [mm(w) for _, w in COLUMNS]
    head_h, row_h = mm(9), mm(8)
    c.setLineWidth(0.6)
    c.setStrokeColor(colour(INK))
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    c.setFillColor(colour("#d6e4ee"))
    c.rect(x, y - head_h, sum(widths), head_h, stroke=1, fill=1)
    c.setFillColor(colour(INK))
    for (title, _), cx, w in zip(COLUMNS, xs, widths):
        _cell(c, title, cx, y, w, head_h, fonts, bold=True, size=6.5)
    y -= head_h
    rows = [pieces["head"], pieces["zap"], pieces["slap"]]
    for i, p in enumerate(rows):
        c.rect(x, y - row_h, sum(widths), row_h, stroke=1, fill=0)
        values = [p.name, None, str(p.strength), str(p.range), str(p.cost)]
        if p.id == "head":
            values[1] = p.move_text
        for value, cx, w in zip(values, xs, widths):
            if value is not None:
                _cell(c, value, cx, y, w, row_h, fonts, bold=(value == p.name))
        y -= row_h
    # the merged "Depends where HEAD is." cell over the ZAP and SLAP rows
    c.setFillColor(colour("#ffffff"))
    c.rect(xs[1], y, widths[1], 2 * row_h, stroke=1, fill=1)
    c.setFillColor(colour(INK))
    _cell(c, rows[1].move_text, xs[1], y + 2 * row_h, widths[1], 2 * row_h, fonts)
    for cx in xs[2:-1]:
        c.line(cx, y, cx, y + 3 * row_h)
    c.restoreState()


def _legend(c: Canvas, x: float, y: float, width: float, fonts: Fonts, ink_saver: bool) -> None:
    """The warp-holes, walls and wrap-around legend, then the icon credit, from y down."""
    c.saveState()
    legend = [  # the map's own drawings of a warp-hole and a wall, in small
        ("warp", "#3b1f5c", "Warp-holes 1-5: a kid landing on one rolls a die and pops out of that hole; a 6 is lost "
                              "in hyperspace. Once per kid per turn. GLOBBO never enters them."),
        ("wall", "#7b241c", "Walls (if chosen before play): only BLIPS float over them."),
        (None, "#5a3e1b", "The map wraps: an incomplete hex marked =A1 IS hex A1. Top meets bottom, left meets right; "
                          "move and attack across the edges."),
    ]
    c.setFont(fonts.text, 7.5)
    for icon, tint, text in legend:
        if icon == "warp":
            warp_hole(c, x + mm(3), y - mm(3), mm(3), None, ink_saver)
        elif icon == "wall":
            toy_blocks(c, ((x, y - mm(3)), (x + mm(7), y - mm(3))), ink_saver)
        lines = wrap(text, fonts.text, 7.5, width - mm(9)) or [text]
        for line in lines:
            c.drawString(x + mm(8), y - 8, line)
            y -= 9.5
        y -= mm(2.5)
    c.setFont(fonts.text, 6.5)
    for line in wrap(CREDIT, fonts.text, 6.5, width) or [CREDIT]:
        c.drawString(x, y - 7, line)
        y -= 8
    c.restoreState()


TRACK_BOX = mm(6.5)
KIDS, GLOBBO_HUE = "#1e8449", "#1f5f8b"


def play_sheet_job(game: GameContent) -> PageJob:
    """One sheet for the table: the sequence of play in two columns, the four HEADs' regeneration tracks
    two by two, and the Extras (Column A for the Kids, B for GLOBBO) in the rest of the page, at the
    largest size that fits (TextFitError below 6.5 pt)."""
    sheet = game.components["sequence"].items[0]
    extras = game.components["extras"].items
    fonts = style_for(game).fonts  # the game's faces: Fredoka for titles and numbers, Fira Sans for the words
    display = fonts.display

    def draw(c: Canvas, w: float, h: float, page: int) -> None:
        margin = mm(14)
        y = h - margin
        draw_heading(c, style_for(game), margin, y - mm(10), w - 2 * margin, mm(10), f"{sheet.name} and Extras")
        y = _steps(c, sheet, fonts, margin, y - mm(12), w - 2 * margin)
        y = _tracks(c, sheet.track, fonts, margin, y - mm(2), w - 2 * margin)
        _extras(c, extras, fonts, margin, y - mm(3), w - 2 * margin, EDGE + FOOTER + mm(4))

    return PageJob(game.meta.name, game.meta.id, "play-sheet", "Sequence of play and Extras", 0, 0, draw_page=draw)


def _steps(c: Canvas, sheet, fonts: Fonts, x: float, top: float, width: float) -> float:  # noqa: ANN001
    """The numbered steps, 1-4 left and 5-7 right, then how each side wins, across; returns the y below."""
    col_w, size, disc = (width - mm(8)) / 2, 9.0, mm(3.2)
    bottoms = []
    half = (len(sheet.steps) + 1) // 2
    for column, steps in enumerate((sheet.steps[:half], sheet.steps[half:])):
        y = top
        for offset, step in enumerate(steps):
            n = column * half + offset + 1
            cx = x + column * (col_w + mm(8)) + disc
            c.setFillColor(colour(GLOBBO_HUE if n <= 3 or n >= 6 else KIDS))
            c.circle(cx, y - disc, disc, stroke=0, fill=1)
            c.setFillColor(colour("#ffffff"))
            c.setFont(fonts.display, 9)
            c.drawCentredString(cx, y - disc - 3.2, str(n))
            c.setFillColor(colour(INK))
            c.setFont(fonts.text, size)
            lines = wrap(step, fonts.text, size, col_w - 2 * disc - mm(2)) or [step]
            for index, line in enumerate(lines):
                c.drawString(cx + disc + mm(2), y - disc - 3.2 - index * size * 1.2, line)
            y -= max(2 * disc + mm(1.5), len(lines) * size * 1.2 + mm(2.5))
        bottoms.append(y)
    y = min(bottoms) - mm(1)
    c.setFont(fonts.bold, 8.5)
    for line in sheet.wins:
        for part in wrap(line, fonts.bold, 8.5, width) or [line]:
            y -= 8.5 * 1.25
            c.drawString(x, y, part)
    return y - mm(2)


def _tracks(c: Canvas, track: int, fonts: Fonts, x: float, top: float, width: float) -> float:
    """A regeneration track per HEAD (0 to `track` points), two tracks a row."""
    c.setFillColor(colour(INK))
    c.setFont(fonts.display, 11)
    c.drawString(x, top - 11, "Regeneration points (one track per HEAD: SLAP 1, ZAP 2, HEAD 4)")
    y = top - mm(7)
    half = (width - mm(6)) / 2
    box = min(TRACK_BOX, (half - mm(8)) / (track + 1))
    for head in range(1, 5):
        row, col = divmod(head - 1, 2)
        bx0, by = x + col * (half + mm(6)), y - row * (box + mm(3))
        c.setFillColor(colour(INK))
        c.setFont(fonts.bold, 9)
        c.drawString(bx0, by - box / 2 - 3, f"H{head}")
        c.setStrokeColor(colour("#6c3483"))
        c.setLineWidth(0.8)
        for point in range(track + 1):
            bx = bx0 + mm(8) + point * box
            c.rect(bx, by - box, box, box, stroke=1, fill=0)
            c.setFont(fonts.text, 7)
            c.drawCentredString(bx + box / 2, by - box / 2 - 2.5, str(point))
    return y - 2 * (box + mm(3))


def _extras(c: Canvas, extras: list, fonts: Fonts, x: float, top: float, width: float, bottom: float) -> None:
    """Column A (Kids) and Column B (GLOBBO) side by side, one size for both, the largest that fits."""
    c.setFillColor(colour(INK))
    c.setFont(fonts.display, 11)
    c.drawString(x, top - 11, "Extras")
    c.setFont(fonts.text, 8)
    c.drawString(x + mm(16), top - 11, "Both players pick the same total of grades, in secret: the Kids from "
                                      "Column A, GLOBBO from Column B. * designed for this edition.")
    col_w = (width - mm(8)) / 2
    top -= mm(6)
    columns = [[e for e in extras if e.column == column] for column in ("A", "B")]
    size = 8.5
    while max(_column_height(items, col_w, size, fonts) for items in columns) > top - mm(6) - bottom:
        size -= 0.25
        if size < 6.5:
            raise TextFitError("Globbo!'s Extras do not fit under the sequence of play at 6.5 pt; shorten them")
    for index, (column, items) in enumerate(zip(("A", "B"), columns)):
        cx, y = x + index * (col_w + mm(8)), top
        c.setFont(fonts.display, 10)
        c.setFillColor(colour(KIDS if column == "A" else GLOBBO_HUE))
        c.drawString(cx, y - 10, f"COLUMN {column} ({'KIDS' if column == 'A' else 'GLOBBO'})")
        y -= mm(6)
        for e in items:
            c.setFillColor(colour(INK))
            c.setFont(fonts.bold, size + 0.5)
            c.drawString(cx, y - size, f"{e.name}{' *' if e.origin == 'designed' else ''}")
            c.drawRightString(cx + col_w, y - size, f"{e.grade} grade{'s' if e.grade > 1 else ''}")
            y -= size * 1.5
            c.setFont(fonts.text, size)
            for line in wrap(e.text, fonts.text, size, col_w) or []:
                y -= size * 1.2
                c.drawString(cx, y, line)
            y -= size * 0.9


def _column_height(items: list, width: float, size: float, fonts: Fonts) -> float:
    return sum(size * 2.4 + len(wrap(e.text, fonts.text, size, width) or []) * size * 1.2 for e in items)
