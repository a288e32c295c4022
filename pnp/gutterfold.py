"""`--gutterfold`: a card's front and back on the same side of one sheet, for players without a duplex
printer. The page is landscape; fronts fill the columns left of a vertical fold line at the page's
centre, backs the columns right of it, each back the mirror of its front across the line. The innermost
front's right edge and its back's left edge are the fold line itself: fold the sheet on the card's
edge, glue the halves, then cut the cards out through both layers.

Folding over a vertical line turns a card over its long axis, as long-edge duplex does, so a back is
drawn upright, only its place mirrored. Pure geometry first (`plan`), tested exactly; then drawing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from goblinkit.content.errors import GoblinError
from goblinkit.content.units import mm
from goblinkit.pnp.document import PdfDocument
from goblinkit.pnp.fonts import BODY, font
from goblinkit.pnp.imposition import EDGE, FOOTER, MARK_GAP, MARK_LENGTH, Rect
from goblinkit.pnp.jobs import DrawFn, SheetJob
from goblinkit.pnp.marks import HAIRLINE
from goblinkit.pnp.options import PrintOptions

ROOM = MARK_GAP + MARK_LENGTH  # room around the block for the crop marks and the fold line's ends


@dataclass(frozen=True)
class FoldPlan:
    """Where cards go on a gutterfold page (points, landscape)."""

    page_w: float
    page_h: float
    fold_x: float
    cols: int  # columns on each side of the fold
    rows: int
    fronts: tuple[Rect, ...]  # by place on the page, the first `cols * rows` cards
    backs: tuple[Rect, ...]  # backs[i] is fronts[i] mirrored across the fold line

    @property
    def per_page(self) -> int:
        return self.cols * self.rows


def plan(paper: tuple[float, float], w: float, h: float) -> FoldPlan:
    """The largest grid of front/back pairs on the landscape paper, the fold line at its centre."""
    page_w, page_h = max(paper), min(paper)
    room_w = page_w - 2 * (EDGE + ROOM)
    room_h = page_h - 2 * (EDGE + ROOM) - FOOTER
    cols, rows = int(room_w // (2 * w)), int(room_h // h)
    if cols < 1 or rows < 1:
        raise GoblinError(f"--gutterfold: a {w / mm(1):.1f} x {h / mm(1):.1f} mm card and its back side by side do "
                          "not fit on the paper; print it with --duplex instead")
    fold = page_w / 2
    bottom = EDGE + FOOTER + ROOM + (room_h - rows * h) / 2
    fronts, backs = [], []
    for row in range(rows):
        y = bottom + (rows - 1 - row) * h
        for col in range(cols):  # col 0 is the innermost: its right edge is the fold line
            x = fold - (col + 1) * w
            fronts.append(Rect(x, y, w, h))
            backs.append(Rect(2 * fold - x - w, y, w, h))
    return FoldPlan(page_w, page_h, fold, cols, rows, tuple(fronts), tuple(backs))


def pages(job: SheetJob, opts: PrintOptions) -> int:
    return math.ceil(len(job.faces) / plan(opts.paper_size, job.width, job.height).per_page)


def _place(c, draw: DrawFn, cell: Rect, ink_saver: bool) -> None:  # noqa: ANN001
    c.saveState()
    path = c.beginPath()
    path.rect(cell.x, cell.y, cell.w, cell.h)
    c.clipPath(path, stroke=0, fill=0)
    c.translate(cell.x, cell.y)
    draw(c, cell.w, cell.h, 0.0, ink_saver)
    c.restoreState()


def _marks(c, cells: list[Rect], fold_x: float) -> None:  # noqa: ANN001
    """Crop marks on every cut line outside the block, and the fold line (dashed) above and below it."""
    left, right = min(r.x for r in cells), max(r.right for r in cells)
    low, high = min(r.y for r in cells), max(r.top for r in cells)
    xs = sorted({round(v, 3) for r in cells for v in (r.x, r.right)} - {round(fold_x, 3)})
    ys = sorted({round(v, 3) for r in cells for v in (r.y, r.top)})
    c.saveState()
    c.setStrokeColorRGB(0, 0, 0)
    c.setLineWidth(HAIRLINE)
    for x in xs:
        c.line(x, high + MARK_GAP, x, high + ROOM)
        c.line(x, low - MARK_GAP, x, low - ROOM)
    for y in ys:
        c.line(left - MARK_GAP, y, left - ROOM, y)
        c.line(right + MARK_GAP, y, right + ROOM, y)
    c.setDash(2, 1.5)
    c.setLineWidth(0.5)
    c.line(fold_x, high + MARK_GAP, fold_x, high + ROOM)
    c.line(fold_x, low - MARK_GAP, fold_x, low - ROOM)
    c.restoreState()
    c.setFont(font(BODY), 6.5)
    c.setFillColorRGB(0.2, 0.2, 0.2)
    c.drawString(fold_x + mm(1), high + MARK_GAP + mm(0.6), "fold")


def render_gutterfold(job: SheetJob, opts: PrintOptions, path: Path) -> int:
    """Fronts and backs on one side of each sheet; the page count."""
    fold = plan(opts.paper_size, job.width, job.height)
    chunks = [job.faces[i:i + fold.per_page] for i in range(0, len(job.faces), fold.per_page)]
    doc = PdfDocument(path, (fold.page_w, fold.page_h), job.game, job.title, len(chunks))
    for number, faces in enumerate(chunks, 1):
        if number > 1:
            doc.next_page()
        for face in faces:
            doc.bookmark(f"{job.title}: {face.label}", level=0)
        used: list[Rect] = []
        for i, face in enumerate(faces):
            _place(doc.canvas, face.front, fold.fronts[i], opts.ink_saver)
            used.append(fold.fronts[i])
            if face.back is not None:
                _place(doc.canvas, face.back, fold.backs[i], opts.ink_saver)
            used.append(fold.backs[i])
        if opts.crop_marks:
            _marks(doc.canvas, used, fold.fold_x)
        doc.footer(f"gutterfold sheet {number} of {len(chunks)}: fold on the dashed line, glue, then cut")
    doc.save()
    return len(chunks)
