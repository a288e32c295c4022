"""Printer's marks: crop marks, the check ruler, alignment targets. Thin black hairlines."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import inch, mm
from goblinkit.pnp.fonts import PLAIN, font
from goblinkit.pnp.imposition import MARK_GAP, Grid

HAIRLINE = 0.25


def crop_marks(c: Canvas, grid: Grid, count: int) -> None:
    """Marks that extend every cut line outside the grid's bleed, never into a component."""
    outer = grid.used(count)
    xs, ys = grid.cut_lines(count)
    start_x, start_y = grid.bleed_x + MARK_GAP, grid.bleed_y + MARK_GAP
    c.saveState()
    c.setStrokeColorRGB(0, 0, 0)
    c.setLineWidth(HAIRLINE)
    for x in xs:
        c.line(x, outer.top + start_y, x, outer.top + start_y + grid.mark_y)
        c.line(x, outer.y - start_y, x, outer.y - start_y - grid.mark_y)
    for y in ys:
        c.line(outer.x - start_x, y, outer.x - start_x - grid.mark_x, y)
        c.line(outer.right + start_x, y, outer.right + start_x + grid.mark_x, y)
    c.restoreState()


def check_ruler(c: Canvas, x: float, y: float, face: str = "") -> float:
    """A 50 mm scale above a 2 in scale, both starting at x, labelled in `face` (the footer's; DejaVu if
    none); returns the width used.

    A player lays a real ruler on it: if either scale is off, the printer scaled the page. Every page
    has one: it is drawn once per file as a form and placed on each page.
    """
    made = c.__dict__.setdefault("_goblin_ruler", [])
    if not made:
        c.beginForm("check-ruler", -mm(1), -mm(1), mm(70), mm(8))  # type: ignore[arg-type]  # stub says int; ReportLab takes any number for a bbox
        _ruler(c, 0, 0, face or font(PLAIN))
        c.endForm()
        made.append(True)
    c.saveState()
    c.translate(x, y)
    c.doForm("check-ruler")
    c.restoreState()
    return mm(58)


def _ruler(c: Canvas, x: float, y: float, label: str) -> None:
    c.saveState()
    c.setLineWidth(HAIRLINE)
    c.setStrokeColorRGB(0, 0, 0)
    c.setFillColorRGB(0, 0, 0)
    mid = y + mm(2.6)
    c.line(x, mid, x + mm(50), mid)
    for i in range(51):
        length = mm(1.6) if i % 10 == 0 else mm(1.0) if i % 5 == 0 else mm(0.6)
        c.line(x + mm(i), mid, x + mm(i), mid + length)
    c.line(x, mid - mm(0.3), x + inch(2), mid - mm(0.3))
    for i in range(17):
        length = mm(1.6) if i % 8 == 0 else mm(1.0) if i % 4 == 0 else mm(0.6)
        c.line(x + inch(i / 8), mid - mm(0.3), x + inch(i / 8), mid - mm(0.3) - length)
    c.setFont(label, 6.5)
    c.drawString(x + mm(51.5), mid + mm(0.4), "50 mm")
    c.drawString(x + inch(2) + mm(0.7), mid - mm(2.0), "2 in")
    c.restoreState()


def target(c: Canvas, x: float, y: float, radius: float = mm(3)) -> None:
    """A registration target: a circle with a cross, centred on (x, y)."""
    c.saveState()
    c.setLineWidth(HAIRLINE)
    c.setStrokeColorRGB(0, 0, 0)
    c.circle(x, y, radius * 0.6, stroke=1, fill=0)
    c.line(x - radius, y, x + radius, y)
    c.line(x, y - radius, x, y + radius)
    c.restoreState()
