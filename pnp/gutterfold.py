"""`--gutterfold`: a card's front and back on the same side of one sheet, for players without a duplex
printer. The page is landscape; fronts fill the columns left of a vertical fold line at the page's
centre, backs the columns right of it, each back the mirror of its front across the line. The innermost
front's right edge and its back's left edge are the fold line itself: fold the sheet on the card's
edge, glue the halves, then cut the cards out through both layers.

Folding over a vertical line turns a card over its long axis, as long-edge duplex does, so a back is
drawn upright, only its place mirrored. The geometry is fold_plan.py's (jobs count pages with it).
"""

from __future__ import annotations

from pathlib import Path

from goblinkit.content.units import mm
from goblinkit.pnp.document import PdfDocument
from goblinkit.pnp.fonts import BODY, font
from goblinkit.pnp.fold_plan import ROOM, plan
from goblinkit.pnp.imposition import MARK_GAP, Rect
from goblinkit.pnp.jobs import DrawFn, SheetJob
from goblinkit.pnp.marks import HAIRLINE
from goblinkit.pnp.options import PrintOptions

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
    doc = PdfDocument(path, (fold.page_w, fold.page_h), job.game, job.title, len(chunks), face=job.face)
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
        doc.footer(f"gutterfold sheet {number} of {len(chunks)}: fold on the dashed line, glue, then cut",
                   note=job.back_note)
    doc.save()
    return len(chunks)
