"""The duplex calibration sheet: print it two-sided, hold it to the light, read the back offset.

The front has one vertical and one horizontal line through known points. The back prints
scales where those lines should show through. Each scale is labelled with the correction
itself: the number under the line seen through the paper is what to pass as --back-offset-x
(or -y). Printing it again with those offsets should put both lines on 0.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.templates import render_lines
from goblinkit.pnp.document import PdfDocument
from goblinkit.pnp.fonts import BODY, TITLE, font
from goblinkit.pnp.imposition import Grid
from goblinkit.pnp.marks import HAIRLINE
from goblinkit.pnp.options import PrintOptions

SCALE_MM = 10
SCALE_PT = 8  # the scale numbers are read through the paper against a light: well above the 6.5 pt floor


def line_positions(page_w: float, page_h: float) -> tuple[float, float]:
    """Where the front's lines run: off-centre on purpose, so a back printed unmirrored cannot read 0."""
    return page_w * 0.4, page_h * 0.45


def _page_grid(opts: PrintOptions) -> Grid:
    w, h = opts.paper_size
    return Grid(w, h, 1, 1, w, h, 0.0, 0.0, 0.0, h)


def render_calibration(path: Path, opts: PrintOptions) -> int:
    from goblinkit.pnp.imposition import mirror_axis

    w, h = opts.paper_size
    doc = PdfDocument(path, (w, h), "Goblin Kit", "Duplex calibration", 2,
                      "Print two-sided at 100% to measure your printer's back-page offset")
    c = doc.canvas
    x_line, y_line = line_positions(w, h)
    doc.bookmark("Front: lines")
    _front(c, w, h, x_line, y_line, opts)
    doc.footer("front")
    doc.next_page()
    doc.bookmark("Back: scales")
    axis = mirror_axis(_page_grid(opts), opts.duplex)
    bx = w - x_line if axis == "x" else x_line
    by = h - y_line if axis == "y" else y_line
    c.saveState()
    c.translate(mm(opts.back_offset_x_mm), mm(opts.back_offset_y_mm))
    _back(c, w, h, bx, by)
    c.restoreState()
    doc.footer(f"back ({opts.duplex} edge)" if opts.duplex != "none" else "back")
    doc.save()
    return 2


def _front(c: Canvas, w: float, h: float, x_line: float, y_line: float, opts: PrintOptions) -> None:
    c.saveState()
    c.setLineWidth(0.5)
    c.line(x_line, mm(25), x_line, h - mm(75))
    c.line(mm(15), y_line, w - mm(15), y_line)
    c.setFont(font(TITLE), 16)
    c.drawCentredString(w / 2, h - mm(18), "Goblin Kit duplex calibration")
    c.setFont(font(BODY), 9)
    mode = {"long": "flip on long edge", "short": "flip on short edge", "none": "one side, then the back by hand"}
    steps = render_lines("calibration.j2", mode=mode[opts.duplex], offset_x=opts.back_offset_x_mm,
                         offset_y=opts.back_offset_y_mm)
    for i, step in enumerate(steps):
        c.drawString(mm(18), h - mm(30) - i * 13, step)
    c.restoreState()


def _back(c: Canvas, w: float, h: float, bx: float, by: float) -> None:
    c.saveState()
    c.setLineWidth(HAIRLINE)
    label = font(BODY)
    for y in (h * 0.25, h * 0.65):  # horizontal scales read the vertical line: x offset
        c.line(bx - mm(SCALE_MM), y, bx + mm(SCALE_MM), y)
        for k in range(-SCALE_MM, SCALE_MM + 1):
            tick = mm(4) if k == 0 else mm(3) if k % 5 == 0 else mm(1.8)
            c.line(bx + mm(k), y, bx + mm(k), y + tick)
            if k % 5 == 0:
                c.setFont(label, SCALE_PT)
                drop = SCALE_PT if k % 10 else 0  # +-5 a line lower: 5 mm is too narrow for "+5" beside "+10"
                c.drawCentredString(bx + mm(k), y - mm(1) - SCALE_PT - drop, f"{k:+d}" if k else "0")
        c.setFont(label, SCALE_PT)
        c.drawString(bx + mm(SCALE_MM + 3), y - mm(1), "x offset (mm)")
    for x in (w * 0.25, w * 0.75):  # vertical scales read the horizontal line: y offset
        c.line(x, by - mm(SCALE_MM), x, by + mm(SCALE_MM))
        for k in range(-SCALE_MM, SCALE_MM + 1):
            tick = mm(4) if k == 0 else mm(3) if k % 5 == 0 else mm(1.8)
            c.line(x, by + mm(k), x + tick, by + mm(k))
            if k % 5 == 0:
                c.setFont(label, SCALE_PT)
                c.drawRightString(x - mm(1), by + mm(k) - SCALE_PT * 0.35, f"{k:+d}" if k else "0")
        c.setFont(label, SCALE_PT)
        c.drawCentredString(x, by + mm(SCALE_MM + 3), "y offset (mm)")
    c.setFont(font(TITLE), 12)
    c.drawCentredString(w / 2, h - mm(18), "Back: read the offsets where the front's lines show through")
    c.restoreState()
