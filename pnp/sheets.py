"""Render a SheetJob: fronts page, then its backs page mirrored for duplex, crop marks, footers."""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.document import PdfDocument
from goblinkit.pnp.drawers.counter import CIRCLE_BLEED
from goblinkit.pnp.imposition import Grid, Rect, back_rect, mirror_axis
from goblinkit.pnp.jobs import DrawFn, SheetJob
from goblinkit.pnp.marks import crop_marks
from goblinkit.pnp.options import PrintOptions


def render_sheet_job(job: SheetJob, opts: PrintOptions, path: Path) -> int:
    """Write the job's PDF; returns the number of pages."""
    grid = job.grid(opts)
    per_page = grid.per_page
    chunks = [job.faces[i:i + per_page] for i in range(0, len(job.faces), per_page)]
    doc = PdfDocument(path, (grid.page_w, grid.page_h), job.game, job.title, job.pages(opts))
    for sheet, faces in enumerate(chunks, 1):
        if sheet > 1:
            doc.next_page()
        for index, face in enumerate(faces):
            _place(doc.canvas, face.front, grid.cell(index), _bleed(grid, index, job.shape), opts)
            if face.group:
                doc.bookmark(face.group)
                doc.bookmark(f"{face.group}: {face.label}", level=1)
            else:
                doc.bookmark(face.label)
        if opts.crop_marks:
            crop_marks(doc.canvas, grid, len(faces))
        doc.footer(f"fronts {sheet} of {len(chunks)}" if job.has_backs else f"sheet {sheet} of {len(chunks)}")
        if job.has_backs:
            doc.next_page()
            _backs_page(doc, grid, faces, opts, sheet, len(chunks), job.shape)
    doc.save()
    return doc.page


def _bleed(grid: Grid, index: int, shape: str) -> Rect:
    """The area a face may print in. A round chit prints its colour CIRCLE_BLEED past its cut circle: where a
    tight sheet narrows the grid's outward bleed below that, it keeps it anyway (the plan leaves at least
    MARK_GAP + MIN_MARK, 2.5 mm, outside the grid, and the circle meets that band only at its cell's edge
    midpoints, never where the crop marks run)."""
    rect = grid.bleed_rect(index)
    if shape != "circle":
        return rect
    cell = grid.cell(index)
    return Rect(min(rect.x, cell.x - CIRCLE_BLEED), min(rect.y, cell.y - CIRCLE_BLEED),
                max(rect.right, cell.right + CIRCLE_BLEED) - min(rect.x, cell.x - CIRCLE_BLEED),
                max(rect.top, cell.top + CIRCLE_BLEED) - min(rect.y, cell.y - CIRCLE_BLEED))


def _backs_page(doc: PdfDocument, grid: Grid, faces: list, opts: PrintOptions, sheet: int, sheets: int,
                shape: str = "rect") -> None:
    ox, oy = mm(opts.back_offset_x_mm), mm(opts.back_offset_y_mm)
    for index, face in enumerate(faces):
        if face.back is None:
            continue
        cell = back_rect(grid, grid.cell(index), opts.duplex, ox, oy)
        bleed = back_rect(grid, _bleed(grid, index, shape), opts.duplex, ox, oy)
        _place(doc.canvas, face.back, cell, bleed, opts)
    if opts.crop_marks and opts.duplex == "none":
        crop_marks(doc.canvas, grid, len(faces))
    mode = {"long": "flip on long edge", "short": "flip on short edge", "none": "print separately"}[opts.duplex]
    doc.footer(f"backs {sheet} of {sheets} ({mode})", top=mirror_axis(grid, opts.duplex) == "y")


def _place(c: Canvas, draw: DrawFn, cell: Rect, bleed: Rect, opts: PrintOptions) -> None:
    """Draw one face clipped to its bleed area, with the origin at its cut corner."""
    c.saveState()
    path = c.beginPath()
    path.rect(bleed.x, bleed.y, bleed.w, bleed.h)
    c.clipPath(path, stroke=0, fill=0)
    c.translate(cell.x, cell.y)
    draw(c, cell.w, cell.h, opts.bleed, opts.ink_saver)
    c.restoreState()
