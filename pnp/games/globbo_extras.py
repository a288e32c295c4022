"""Globbo!'s Extras as a published variant sheet prints them: Column A (the Kids) and Column B (GLOBBO) side
by side, each a colour block of its side's hue; every Extra a row with its grade in a badge of that hue
(a rounded square, not a disc: the round's numbered discs are on the same page), its name in bold and its
rule beside the badge, a thin rule between two rows. One size for both columns, the largest that fits,
never under EXTRAS_FLOOR: the panel read 7-8 pt lists as amateur."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.globbo.models import Extra
from goblinkit.content.units import mm
from goblinkit.pnp.contrast import best_ink
from goblinkit.pnp.drawers.aid import BAND, GAP, PAD, AidFaces, frame
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.style import Fonts
from goblinkit.pnp.textfit import TextFitError, wrap

KIDS, GLOBBO_HUE = "#1e8449", "#1f5f8b"
EXTRAS_TOP, EXTRAS_FLOOR, STEP = 10.5, 8.5, 0.25  # the Extras' words: as large as fits, 8.5 pt at the least
A4_WIDTH = mm(182)  # the Extras' width on A4 (its margins off): a wider page sets them larger
BLOCK_SIZE = 9.0  # the blocks' title bands, as the play sheet's other blocks
BADGE = 1.6  # a grade badge's side, in ems: it leads its name's line, the rule runs the column's width below
SPREAD = 1.2  # a row's most extra space below it, in ems: the columns end level, not ragged
INTRO = ("Before play, both players secretly pick Extras worth the same total of grades (the number in each "
         "badge): the Kids from Column A, GLOBBO from Column B. * designed for this edition.")


def column_items(extras: list[Extra]) -> list[list[Extra]]:
    return [[e for e in extras if e.column == column] for column in ("A", "B")]


def _name(extra: Extra) -> str:
    return f"{extra.name}{' *' if extra.origin == 'designed' else ''}"


def _lines(extra: Extra, width: float, size: float, fonts: Fonts) -> list[str]:
    return wrap(extra.text, fonts.text, size, width) or []


def _row_height(extra: Extra, width: float, size: float, fonts: Fonts) -> float:
    return BADGE * size + size * 0.3 + len(_lines(extra, width, size, fonts)) * size * 1.2 + size * 0.9


INTRO_PT = 10.0


def intro_lines(width: float, fonts: Fonts) -> list[str]:
    return wrap(INTRO, fonts.text, INTRO_PT, width) or [INTRO]


def intro_height(width: float, fonts: Fonts) -> float:
    return len(intro_lines(width, fonts)) * INTRO_PT * 1.25 + mm(2.5)


def extras_size(extras: list[Extra], width: float, room: float, fonts: Fonts) -> float | None:
    """The largest size at which both columns fit `room` high (under their bands), or None below the floor."""
    inner = (width - GAP) / 2 - 2 * PAD
    room -= BAND * BLOCK_SIZE + 2 * PAD
    size = round(EXTRAS_TOP * max(1.0, width / A4_WIDTH) * 4) / 4  # A3's side is A4's enlarged, not emptier
    while size >= EXTRAS_FLOOR - 1e-9:
        if all(all(_lines(e, inner, size, fonts) for e in items)
               and sum(_row_height(e, inner, size, fonts) for e in items) <= room for items in column_items(extras)):
            return size
        size -= STEP
    return None


def draw_extras(c: Canvas, extras: list[Extra], fonts: Fonts, faces: AidFaces, x: float, top: float, width: float,
                bottom: float, ink_saver: bool) -> None:
    """The intro and the two columns from `top` down to `bottom` (TextFitError if they do not fit at
    EXTRAS_FLOOR)."""
    c.setFillColor(colour(INK))
    c.setFont(fonts.text, INTRO_PT)
    for index, line in enumerate(intro_lines(width, fonts)):
        c.drawString(x, top - INTRO_PT - index * INTRO_PT * 1.25, line)
    top -= intro_height(width, fonts)
    size = extras_size(extras, width, top - bottom, fonts)
    if size is None:
        raise TextFitError(f"Globbo!'s Extras do not fit their {(top - bottom) / mm(1):.0f} mm at {EXTRAS_FLOOR:g} pt; "
                           "shorten them")
    col_w = (width - GAP) / 2
    inner = col_w - 2 * PAD
    room = top - bottom - BAND * BLOCK_SIZE - 2 * PAD
    columns = column_items(extras)
    spreads = [min(SPREAD * size, (room - sum(_row_height(e, inner, size, fonts) for e in items))
                   / max(1, len(items) - 1)) for items in columns]
    need = max(sum(_row_height(e, inner, size, fonts) for e in items) + extra * (len(items) - 1)
               for items, extra in zip(columns, spreads))
    bottom = max(bottom, top - BAND * BLOCK_SIZE - 2 * PAD - need)  # a large page: the blocks end at their rows
    for index, (items, extra) in enumerate(zip(columns, spreads)):
        kids = index == 0
        hue = KIDS if kids else GLOBBO_HUE
        bx = x + index * (col_w + GAP)
        frame(c, bx, bottom, col_w, top - bottom, f"Column {'A: the Kids' if kids else 'B: GLOBBO'}",
              "long-legged-spider" if kids else "gooey-daemon", hue, BLOCK_SIZE, faces, ink_saver)
        y = top - BAND * BLOCK_SIZE - PAD
        for number, e in enumerate(items):
            if number:  # a table's row rule between two entries, in the column's hue
                _rule(c, bx + PAD, y + (size * 0.9 + extra) / 2, inner, hue)
            y = _row(c, e, bx + PAD, y, inner, size, hue, fonts, ink_saver) - extra


def _row(c: Canvas, e: Extra, x: float, top: float, width: float, size: float, hue: str, fonts: Fonts,
         ink_saver: bool) -> float:
    """One Extra: its grade badge, its name in bold beside it, its rule below; returns the y below."""
    badge = BADGE * size
    c.saveState()
    c.setStrokeColor(colour(hue))
    c.setLineWidth(0.8)
    c.setFillColor(colour("#ffffff" if ink_saver else hue))
    c.roundRect(x, top - badge, badge, badge, badge * 0.22, stroke=1, fill=1)
    c.setFillColor(colour(hue if ink_saver else best_ink(hue)))
    c.setFont(fonts.display, size * 1.25)
    c.drawCentredString(x + badge / 2, top - badge / 2 - size * 1.25 * 0.36, str(e.grade))
    c.restoreState()
    c.setFillColor(colour(INK))
    c.setFont(fonts.bold, size + 1)
    c.drawString(x + badge + mm(1.8), top - badge / 2 - (size + 1) * 0.36, _name(e))
    c.setFont(fonts.text, size)
    y = top - badge - size * 0.3
    for line in _lines(e, width, size, fonts):
        y -= size * 1.2
        c.drawString(x, y, line)
    return top - _row_height(e, width, size, fonts)


def _rule(c: Canvas, x: float, y: float, width: float, hue: str) -> None:
    """A thin rule across a column: the Extras read as a table of rows, not one long list."""
    c.saveState()
    c.setStrokeColor(colour(hue))
    c.setLineWidth(0.4)
    c.line(x, y, x + width, y)
    c.restoreState()
