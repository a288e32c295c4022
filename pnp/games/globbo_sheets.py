"""Globbo! sheets: the reference table and legend printed beside the map (as the rulebook has it,
"Depends where HEAD is." one merged cell over the ZAP and SLAP rows), the Extras sheet (both
columns, grades and rules) and the turn sequence with a regeneration track per HEAD."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.icons import CREDIT
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.hexmap import toy_blocks, warp_hole
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.fonts import BODY, BODY_BOLD, TITLE, font
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.textfit import fit_text, wrap

PANEL = mm(92)  # the table's width, and the panel's length before the legend
DEPTH = mm(55)  # how far the panel reaches beside the map: it is printed turned a quarter, reading upwards
COLUMNS = (("THINGIE", 25), ("MOVEMENT", 21), ("ATTACK STRENGTH", 16), ("RANGE", 12), ("COST TO REGENERATE", 18))


def panel_width() -> float:
    """The panel lies along the map's right edge, turned a quarter, so the map and it fit two A4 or
    Letter tiles (the panel whole on the second) and one A3 or Tabloid sheet."""
    return DEPTH


def _cell(c: Canvas, text: str, x: float, y_top: float, w: float, h: float, bold: bool = False, size: float = 7) -> None:
    fitted = fit_text(text, font(BODY_BOLD if bold else BODY), w - mm(1.6), h - mm(1), size, min_size=6.5)
    c.setFont(font(BODY_BOLD if bold else BODY), fitted.size)
    block = fitted.height
    y = y_top - (h - block) / 2 - fitted.size * 0.95
    for line in fitted.lines:
        c.drawCentredString(x + w / 2, y, line)
        y -= fitted.leading


def reference_panel(c: Canvas, game: GameContent, x: float, height: float) -> None:
    """Beside the map (x is its near edge), turned a quarter so it reads from the bottom up: the title
    and the reference table first, then the legend and the icon credit beside them."""
    c.saveState()
    c.translate(x + DEPTH, 0)
    c.rotate(90)
    _title_and_table(c, game, 0, DEPTH)
    _legend(c, PANEL + mm(7), DEPTH - mm(4), height - PANEL - mm(9))
    c.restoreState()


def _title_and_table(c: Canvas, game: GameContent, x: float, height: float) -> None:
    """Title, then the reference table, top to bottom from height."""
    pieces = {p.id: p for p in game.components["pieces"].items}
    c.saveState()
    c.setFillColor(colour("#1f5f8b"))
    c.setFont(font(TITLE), 24)
    top = height - mm(1)
    c.drawString(x, top - 22, "GLOBBO!")
    c.setFont(font(BODY_BOLD), 10)
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
        _cell(c, title, cx, y, w, head_h, bold=True, size=6.5)
    y -= head_h
    rows = [pieces["head"], pieces["zap"], pieces["slap"]]
    for i, p in enumerate(rows):
        c.rect(x, y - row_h, sum(widths), row_h, stroke=1, fill=0)
        values = [p.name, None, str(p.strength), str(p.range), str(p.cost)]
        if p.id == "head":
            values[1] = p.move_text
        for value, cx, w in zip(values, xs, widths):
            if value is not None:
                _cell(c, value, cx, y, w, row_h, bold=(value == p.name))
        y -= row_h
    # the merged "Depends where HEAD is." cell over the ZAP and SLAP rows
    c.setFillColor(colour("#ffffff"))
    c.rect(xs[1], y, widths[1], 2 * row_h, stroke=1, fill=1)
    c.setFillColor(colour(INK))
    _cell(c, rows[1].move_text, xs[1], y + 2 * row_h, widths[1], 2 * row_h)
    for cx in xs[2:-1]:
        c.line(cx, y, cx, y + 3 * row_h)
    c.restoreState()


def _legend(c: Canvas, x: float, y: float, width: float) -> None:
    """The warp-holes, walls and wrap-around legend, then the icon credit, from y down."""
    c.saveState()
    legend = [  # the map's own drawings of a warp-hole and a wall, in small
        ("warp", "#3b1f5c", "Warp-holes 1-5: a kid landing on one rolls a die and pops out of that hole; a 6 is lost "
                              "in hyperspace. Once per kid per turn. GLOBBO never enters them."),
        ("wall", "#7b241c", "Walls (if chosen before play): only BLIPS float over them."),
        (None, "#5a3e1b", "The map wraps: an incomplete hex marked =A1 IS hex A1. Top meets bottom, left meets right; "
                          "move and attack across the edges."),
    ]
    c.setFont(font(BODY), 7.5)
    for icon, tint, text in legend:
        if icon == "warp":
            warp_hole(c, x + mm(3), y - mm(3), mm(3), None, False)
        elif icon == "wall":
            toy_blocks(c, ((x, y - mm(3)), (x + mm(7), y - mm(3))), False)
        lines = wrap(text, font(BODY), 7.5, width - mm(9)) or [text]
        for line in lines:
            c.drawString(x + mm(8), y - 8, line)
            y -= 9.5
        y -= mm(2.5)
    c.setFont(font(BODY), 6.5)
    for line in wrap(CREDIT, font(BODY), 6.5, width) or [CREDIT]:
        c.drawString(x, y - 7, line)
        y -= 8
    c.restoreState()


def extras_job(game: GameContent) -> PageJob:
    extras = game.components["extras"].items

    def draw(c: Canvas, w: float, h: float, page: int) -> None:
        margin = mm(14)
        c.setFillColor(colour(INK))
        c.setFont(font(TITLE), 16)
        c.drawString(margin, h - margin - 10, "Globbo! Extras")
        c.setFont(font(BODY), 8.5)
        c.drawString(margin, h - margin - 24, "Both players pick the same total of grades, in secret: the Kids from "
                                              "Column A, GLOBBO from Column B. * designed for this edition.")
        col_w = (w - 2 * margin - mm(8)) / 2
        bottom = EDGE + FOOTER + mm(6)
        for index, column in enumerate(("A", "B")):
            x = margin + index * (col_w + mm(8))
            y = h - margin - mm(14)
            c.setFont(font(TITLE), 11)
            c.setFillColor(colour("#1e8449" if column == "A" else "#1f5f8b"))
            c.drawString(x, y, f"COLUMN {column} ({'KIDS' if column == 'A' else 'GLOBBO'})")
            y -= mm(4)
            items = [e for e in extras if e.column == column]
            size = 8.5
            while size > 6.5 and _column_height(items, col_w, size) > y - bottom:
                size -= 0.25
            for e in items:
                c.setFillColor(colour(INK))
                c.setFont(font(BODY_BOLD), size + 0.5)
                c.drawString(x, y - size, f"{e.name}{' *' if e.origin == 'designed' else ''}")
                c.drawRightString(x + col_w, y - size, f"{e.grade} grade{'s' if e.grade > 1 else ''}")
                y -= size * 1.5
                c.setFont(font(BODY), size)
                for line in wrap(e.text, font(BODY), size, col_w) or []:
                    y -= size * 1.2
                    c.drawString(x, y, line)
                y -= size * 0.9

    return PageJob(game.meta.name, game.meta.id, "extras", "Extras", 0, 0, draw_page=draw)


def _column_height(items: list, width: float, size: float) -> float:
    return sum(size * 2.4 + len(wrap(e.text, font(BODY), size, width) or []) * size * 1.2 for e in items)


def sequence_job(game: GameContent) -> PageJob:
    sheet = game.components["sequence"].items[0]

    def draw(c: Canvas, w: float, h: float, page: int) -> None:
        margin = mm(16)
        y = h - margin
        c.setFillColor(colour(INK))
        c.setFont(font(TITLE), 18)
        c.drawString(margin, y - 16, f"Globbo! {sheet.name}")
        y -= mm(14)
        width = w - 2 * margin - mm(12)
        for n, step in enumerate(sheet.steps, 1):
            c.setFillColor(colour("#1f5f8b" if n <= 3 or n >= 6 else "#1e8449"))
            c.circle(margin + mm(4), y - mm(3), mm(4), stroke=0, fill=1)
            c.setFillColor(colour("#ffffff"))
            c.setFont(font(TITLE), 11)
            c.drawCentredString(margin + mm(4), y - mm(3) - 4, str(n))
            c.setFillColor(colour(INK))
            c.setFont(font(BODY), 11)
            for line in wrap(step, font(BODY), 11, width) or [step]:
                c.drawString(margin + mm(12), y - mm(4), line)
                y -= 14
            y -= mm(5)
        y -= mm(2)
        c.setFont(font(BODY_BOLD), 10)
        for line in sheet.wins:
            for part in wrap(line, font(BODY_BOLD), 10, w - 2 * margin) or [line]:
                c.drawString(margin, y, part)
                y -= 13
        y -= mm(8)
        c.setFont(font(TITLE), 13)
        c.drawString(margin, y, "Regeneration points (one track per HEAD: SLAP 1, ZAP 2, HEAD 4)")
        y -= mm(6)
        box = min(mm(11), (w - 2 * margin - mm(16)) / (sheet.track + 1))
        for head in range(1, 5):
            c.setFont(font(BODY_BOLD), 10)
            c.drawString(margin, y - box / 2 - 4, f"H{head}")
            for point in range(sheet.track + 1):
                bx = margin + mm(14) + point * box
                c.setStrokeColor(colour("#6c3483"))
                c.setLineWidth(0.8)
                c.rect(bx, y - box, box, box, stroke=1, fill=0)
                c.setFont(font(BODY), 8)
                c.drawCentredString(bx + box / 2, y - box / 2 - 3, str(point))
            y -= box + mm(4)

    return PageJob(game.meta.name, game.meta.id, "turn-sequence", "Turn sequence", 0, 0, draw_page=draw)
