"""Globbo! sheets: the reference table and key printed upright beside the map ("Depends where HEAD
is." one merged cell over ZAP and SLAP, as the rulebook has it), and the play sheet: the turn
sequence, a regeneration track per HEAD and the Extras (both columns, grades and rules) on one page."""

from __future__ import annotations

import io
from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.icons import CREDIT
from goblinkit.content.globbo.models import Piece
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.aid import BAND, GAP, PAD, AidFaces, frame
from goblinkit.pnp.drawers.hexmap import toy_blocks, warp_hole
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import INK, colour, fill_area, ink_on

from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.logo import draw_heading
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.style import Fonts, style_for
from goblinkit.pnp.textfit import TextFitError, fit_line, fit_text, wrap

PANEL_W = mm(55)  # the panel's width beside the map, upright: the map and it fit two A4 or Letter tiles
ROWS = (("MOVEMENT", "move_text"), ("ATTACK STRENGTH", "strength"), ("RANGE", "range"),
        ("COST TO REGENERATE", "cost"))
LABEL_W = mm(17)  # the table's first column (what a row tells); the three threats share the rest
HEAD_H, ROW_H = mm(11), mm(9)
INNER = PANEL_W - mm(3)  # what the panel prints on: clear of the frame a tile draws round it
TABLE_TINT = "#d6e4ee"  # the reference table's header row and label column (none in ink-saver mode)
LEGEND_SIZES = (9.0, 8.5, 8.0, 7.5, 7.0)  # the key's words at the largest that fits the map's height


def panel_width() -> float:
    """The panel stands upright along the map's right edge, so the map and it fit two A4 or Letter
    tiles (the panel whole on the second) and one A3 or Tabloid sheet."""
    return PANEL_W


def _cell(c: Canvas, text: str, x: float, y_top: float, w: float, h: float, fonts: Fonts, bold: bool = False,
          size: float = 7.5) -> None:
    name = fonts.bold if bold else fonts.text
    fitted = fit_text(text, name, w - mm(1.6), h - mm(1), size, min_size=6.5)
    c.setFont(name, fitted.size)
    y = y_top - (h - fitted.height) / 2 - fitted.size * 0.95
    for line in fitted.lines:
        c.drawCentredString(x + w / 2, y, line)
        y -= fitted.leading


def reference_panel(c: Canvas, game: GameContent, x: float, height: float, ink_saver: bool) -> None:
    """Beside the map (x is its near edge), upright, top down: the title, the reference table (a
    column per threat), the key to the map in the game's faces (its warp-hole and wall drawn as the
    map draws them, outlined in ink-saver mode), and the icon credit at the foot."""
    fonts = style_for(game).fonts  # the game's faces: Fredoka for the titles, Fira Sans for the table and key
    y = _title(c, x, height, fonts)
    y = _table(c, game, x, y - mm(5), fonts, ink_saver)
    credit = wrap(CREDIT, fonts.text, 6.5, INNER) or [CREDIT]
    foot = len(credit) * 8
    _legend(c, game, x, y - mm(6), foot + mm(4), fonts, ink_saver)
    c.saveState()
    c.setFillColor(colour(INK))
    c.setFont(fonts.text, 6.5)
    for index, line in enumerate(credit):
        c.drawString(x, foot - 7 - index * 8, line)
    c.restoreState()


def _title(c: Canvas, x: float, top: float, fonts: Fonts) -> float:
    """GLOBBO! and the map's name; returns the y below them."""
    c.saveState()
    c.setFillColor(colour("#1f5f8b"))
    c.setFont(fonts.display, fit_line("GLOBBO!", fonts.display, INNER, 28))
    c.drawString(x, top - 24, "GLOBBO!")
    c.setFont(fonts.bold, 11)
    c.setFillColor(colour(INK))
    c.drawString(x, top - 39, "The Playroom of Death")
    c.restoreState()
    return top - 42


def _table(c: Canvas, game: GameContent, x: float, top: float, fonts: Fonts, ink_saver: bool = False) -> float:
    """The rulebook's reference table turned to fit the panel: a row per figure, a column per threat,
    "Depends where HEAD is." one cell over ZAP and SLAP. Returns the y below it. The header row and the
    label column are a pale tint; in ink-saver mode they stay white, set apart by their bold words."""
    pieces = {p.id: p for p in game.components["pieces"].items}
    threats = [pieces["head"], pieces["zap"], pieces["slap"]]
    col = (INNER - LABEL_W) / len(threats)
    xs = [x + LABEL_W + i * col for i in range(len(threats))]
    c.saveState()
    c.setLineWidth(0.6)
    c.setStrokeColor(colour(INK))
    c.setFillColor(colour(TABLE_TINT))
    c.rect(x, top - HEAD_H, INNER, HEAD_H, stroke=1, fill=0 if ink_saver else 1)
    c.rect(x, top - HEAD_H - len(ROWS) * ROW_H, LABEL_W, len(ROWS) * ROW_H, stroke=1, fill=0 if ink_saver else 1)
    c.setFillColor(colour(INK))
    _cell(c, "THINGIE", x, top, LABEL_W, HEAD_H, fonts, bold=True, size=7)
    for threat, cx in zip(threats, xs):
        _cell(c, threat.name, cx, top, col, HEAD_H, fonts, bold=True, size=7.5)
    y = top - HEAD_H
    for label, field in ROWS:
        c.rect(x + LABEL_W, y - ROW_H, INNER - LABEL_W, ROW_H, stroke=1, fill=0)
        c.line(x, y - ROW_H, x + LABEL_W, y - ROW_H)
        _cell(c, label, x, y, LABEL_W, ROW_H, fonts, bold=True, size=7)
        if field == "move_text":  # the merged cell: ZAP and SLAP move as HEAD says
            _cell(c, str(threats[0].move_text), xs[0], y, col, ROW_H, fonts, size=9)
            _cell(c, threats[1].move_text, xs[1], y, 2 * col, ROW_H, fonts)
            c.line(xs[1], y, xs[1], y - ROW_H)
        else:
            for threat, cx in zip(threats, xs):
                _cell(c, str(getattr(threat, field)), cx, y, col, ROW_H, fonts, size=9)
                if cx > xs[0]:
                    c.line(cx, y, cx, y - ROW_H)
        y -= ROW_H
    c.restoreState()
    return y


LEGEND = (  # the map's own drawings of a warp-hole and a wall, in small
    ("warp", "Warp-holes 1-5: a kid landing on one rolls a die and pops out of that hole; a 6 is lost "
             "in hyperspace. Once per kid per turn. GLOBBO never enters them."),
    ("wall", "Walls (if chosen before play): only BLIPS float over them."),
    ("wrap", "The map wraps: an incomplete hex marked =A1 IS hex A1. Top meets bottom, left meets right; "
             "move and attack across the edges."),
)
MARK = mm(10)  # an entry's drawing (or chit) and the space beside it


def _entries(game: GameContent) -> list[tuple[str, str | Piece, str, str]]:
    """The key's entries as (heading, drawing, bold words, words): the map's marks, then each piece's
    chit with its numbers and how far it attacks."""
    pieces = game.components["pieces"].items
    return ([("KEY", kind, "", text) for kind, text in LEGEND]
            + [("PIECES", piece, f"{piece.name} {piece.prefix}1-{piece.prefix}{piece.count}", piece.reach)
               for piece in pieces])


def _legend(c: Canvas, game: GameContent, x: float, top: float, bottom: float, fonts: Fonts, ink_saver: bool) -> None:
    """The key and the pieces under their headings, each entry's words beside its drawing, at the largest
    size that fits between top and bottom (TextFitError below the smallest)."""
    entries = _entries(game)
    room = INNER - MARK
    for size in LEGEND_SIZES:
        wrapped = [wrap(f"{bold} {text}".strip(), fonts.text, size, room) for _, _, bold, text in entries]
        need = 2 * (size + 12) + sum(max(len(w or []) * size * 1.25, MARK * 0.8) + mm(2.5) for w in wrapped)
        if all(wrapped) and need <= top - bottom:
            break
    else:
        raise TextFitError(f"the map's key does not fit its {(top - bottom) / mm(1):.0f} mm beside the map")
    c.saveState()
    y, heading = top, ""
    for (title, mark, bold, text), lines in zip(entries, wrapped):
        if title != heading:
            heading = title
            y -= mm(2) if y < top else 0
            c.setFillColor(colour(GLOBBO_HUE))
            c.setFont(fonts.display, 13)
            c.drawString(x, y - 12, title)
            y -= size + 12
        assert lines is not None  # every entry fitted (the loop above)
        _mark(c, mark, x, y - size * 0.6, ink_saver, fonts, size)
        _entry(c, lines, bold, x + MARK, y, size, fonts)
        y -= max(len(lines) * size * 1.25, MARK * 0.8) + mm(2.5)
    c.restoreState()


def _mark(c: Canvas, mark: str | Piece, x: float, y: float, ink_saver: bool, fonts: Fonts, size: float) -> None:
    """An entry's drawing centred on y: the map's warp-hole or wall, the wrap label, or a piece's chit."""
    if mark == "warp":
        warp_hole(c, x + mm(3.5), y, mm(3.2), None, ink_saver)
    elif mark == "wall":
        toy_blocks(c, ((x, y), (x + mm(7.5), y)), ink_saver)
    elif isinstance(mark, str):  # "wrap"
        c.setFillColor(colour("#5a3e1b"))
        c.setFont(fonts.bold, size)
        c.drawCentredString(x + mm(3.5), y - size * 0.35, "=A1")
    else:
        chit = mm(7)
        top = y + size * 0.6 + mm(0.5)  # the chit's top level with the entry's first line
        fill_area(c, x, top - chit, chit, chit, mark.colour, ink_saver, mm(0.8))
        draw_icon(c, mark.icon, x + chit * 0.18, top - chit * 0.82, chit * 0.64,
                  mark.colour if ink_saver else ink_on(mark.colour))


def _entry(c: Canvas, lines: list[str], bold: str, x: float, y: float, size: float, fonts: Fonts) -> None:
    """An entry's wrapped lines, its first words (a piece's name and numbers) in bold."""
    c.setFillColor(colour(INK))
    for index, line in enumerate(lines):
        c.setFont(fonts.text, size)
        if index == 0 and bold and line.startswith(bold):
            c.setFont(fonts.bold, size)
            c.drawString(x, y - size, bold)
            c.setFont(fonts.text, size)
            c.drawString(x + c.stringWidth(bold + " ", fonts.bold, size), y - size, line[len(bold):].strip())
        else:
            c.drawString(x, y - size, line)
        y -= size * 1.25


TRACK_BOX = mm(6.5)
KIDS, GLOBBO_HUE = "#1e8449", "#1f5f8b"
ROUND_HUE = "#6c3483"  # the round's and the tracks' blocks: the HEAD's purple
BLOCK_SIZE = 9.0  # the play sheet's block bands, in the shared aid's ems


def play_sheet_job(game: GameContent) -> PageJob:
    """One sheet for the table: the sequence of play in two columns, the four HEADs' regeneration tracks
    two by two, and the Extras (Column A for the Kids, B for GLOBBO) in the rest of the page, at the
    largest size that fits (TextFitError below 6.5 pt)."""
    sheet = game.components["sequence"].items[0]
    extras = game.components["extras"].items
    fonts = style_for(game).fonts  # the game's faces: Fredoka for titles and numbers, Fira Sans for the words
    display = fonts.display

    def draw(c: Canvas, w: float, h: float, page: int, opts: PrintOptions = PrintOptions()) -> None:
        margin, ink_saver = mm(14), opts.ink_saver
        faces = AidFaces(fonts.display, fonts.text, fonts.bold)
        y = h - margin
        draw_heading(c, style_for(game), margin, y - mm(10), w - 2 * margin, mm(10), f"{sheet.name} and Extras",
                     ink_saver)
        y = _in_block(c, margin, y - mm(12), w - 2 * margin, "The round", "hourglass", ROUND_HUE, faces,
                      ink_saver, lambda cc, x, top, width: _steps(cc, sheet, fonts, x, top, width, ink_saver))
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


def _steps(c: Canvas, sheet, fonts: Fonts, x: float, top: float, width: float,  # noqa: ANN001
           ink_saver: bool = False) -> float:
    """The numbered steps, 1-4 left and 5-7 right, then how each side wins, across; returns the y below.
    Each step's disc is its side's colour (GLOBBO blue, Kids green); in ink-saver mode a ring of it."""
    col_w, size, disc = (width - mm(8)) / 2, 9.0, mm(3.2)
    bottoms = []
    half = (len(sheet.steps) + 1) // 2
    for column, steps in enumerate((sheet.steps[:half], sheet.steps[half:])):
        y = top
        for offset, step in enumerate(steps):
            n = column * half + offset + 1
            cx = x + column * (col_w + mm(8)) + disc
            hue = GLOBBO_HUE if n <= 3 or n >= 6 else KIDS
            c.setFillColor(colour(hue))
            c.setStrokeColor(colour(hue))
            c.setLineWidth(1.0)
            c.circle(cx, y - disc, disc, stroke=1 if ink_saver else 0, fill=0 if ink_saver else 1)
            c.setFillColor(colour(hue if ink_saver else "#ffffff"))
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
    y = top - mm(1)
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
    return y - 2 * (box + mm(3)) + mm(2)


def _extras(c: Canvas, extras: list, fonts: Fonts, faces: AidFaces, x: float, top: float, width: float,
            bottom: float, ink_saver: bool) -> None:
    """Column A (Kids) and Column B (GLOBBO) side by side, each a colour block of its side's hue, one size for
    both, the largest that fits down to `bottom`."""
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
        cx, y = bx + PAD, top - BAND * BLOCK_SIZE - PAD
        for e in items:
            c.setFillColor(colour(INK))
            c.setFont(fonts.bold, size + 0.5)
            c.drawString(cx, y - size, f"{e.name}{' *' if e.origin == 'designed' else ''}")
            c.drawRightString(cx + inner_w, y - size, f"{e.grade} grade{'s' if e.grade > 1 else ''}")
            y -= size * 1.5
            c.setFont(fonts.text, size)
            for line in wrap(e.text, fonts.text, size, inner_w) or []:
                y -= size * 1.2
                c.drawString(cx, y, line)
            y -= size * 0.9


def _column_height(items: list, width: float, size: float, fonts: Fonts) -> float:
    return sum(size * 2.4 + len(wrap(e.text, fonts.text, size, width) or []) * size * 1.2 for e in items)
