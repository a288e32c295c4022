"""Render a SheetJob: fronts page, then its backs page mirrored for duplex, crop marks, footers.

A drawing several faces share (the copies of a card, a deck's one back) is drawn once per file
into a PDF form XObject and painted at each of its places: the file carries it once and the build
draws it once, which is most of a deck (the GvZ Goblin Deck: 108 faces, 24 drawings).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from reportlab.pdfbase.pdfdoc import PDFResourceDictionary, xObjectName
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
    doc = PdfDocument(path, (grid.page_w, grid.page_h), job.game, job.title, job.pages(opts), face=job.face)
    forms = FaceForms(job, grid, opts)
    for sheet, faces in enumerate(chunks, 1):
        if sheet > 1:
            doc.next_page()
        for index, face in enumerate(faces):
            _place(doc.canvas, face.front, grid.cell(index), _bleed(grid, index, job.shape), forms)
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
            _backs_page(doc, grid, faces, forms, sheet, len(chunks), job.shape, job.back_note)
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


def _backs_page(doc: PdfDocument, grid: Grid, faces: list, forms: FaceForms, sheet: int, sheets: int,
                shape: str = "rect", note: str = "") -> None:
    opts = forms.opts
    ox, oy = mm(opts.back_offset_x_mm), mm(opts.back_offset_y_mm)
    doc.canvas.__dict__["_goblin_mirror"] = mirror_axis(grid, opts.duplex)  # a carrier mirrors its chits' backs
    for index, face in enumerate(faces):
        if face.back is None:
            continue
        cell = back_rect(grid, grid.cell(index), opts.duplex, ox, oy)
        bleed = back_rect(grid, _bleed(grid, index, shape), opts.duplex, ox, oy)
        _place(doc.canvas, face.back, cell, bleed, forms)
    if opts.crop_marks:  # the fronts' marks, where the backs put them: cut from either side
        _mirrored_marks(doc.canvas, grid, len(faces), opts.duplex, ox, oy)
    mode = {"long": "flip on long edge", "short": "flip on short edge", "none": "print separately"}[opts.duplex]
    doc.footer(f"backs {sheet} of {sheets} ({mode})", top=mirror_axis(grid, opts.duplex) == "y", note=note)


def _mirrored_marks(c: Canvas, grid: Grid, count: int, duplex: str, ox: float, oy: float) -> None:
    """The fronts' crop marks mirrored as the backs are (and shifted by the back offsets), so each mark on
    a back page lies on the same cut line as its front's: the sheet can be cut from its back."""
    axis = mirror_axis(grid, duplex)
    c.saveState()
    c.translate(ox + (grid.page_w if axis == "x" else 0), oy + (grid.page_h if axis == "y" else 0))
    c.scale(-1 if axis == "x" else 1, -1 if axis == "y" else 1)
    crop_marks(c, grid, count)
    c.restoreState()


class FaceForms:
    """The drawings a job uses more than once, each made a form the first time it is placed."""

    def __init__(self, job: SheetJob, grid: Grid, opts: PrintOptions):
        uses = Counter(id(draw) for face in job.faces for draw in (face.front, face.back) if draw is not None)
        self.shared = {key for key, count in uses.items() if count > 1}
        self.names: dict[int, str] = {}
        # The form's box: the face and as far past its cut line as any place's clip reaches.
        cells = [(grid.cell(i), _bleed(grid, i, job.shape)) for i in range(grid.per_page)]
        self.reach = max(max(cell.x - b.x, cell.y - b.y, b.right - cell.right, b.top - cell.top) for cell, b in cells)
        self.opts = opts

    def form(self, c: Canvas, draw: DrawFn, w: float, h: float) -> str | None:
        """The form name of a shared drawing (drawn now if this is its first place), None for one used once."""
        key = id(draw)
        if key not in self.shared:
            return None
        if key not in self.names:
            name = self.names[key] = f"face-{len(self.names)}"
            c.beginForm(name, -self.reach, -self.reach, w + self.reach, h + self.reach)  # type: ignore[arg-type]  # stub says int; ReportLab takes any number for a bbox
            draw(c, w, h, self.opts.bleed, self.opts.ink_saver)
            shading = dict(c._shadingUsed)  # type: ignore[attr-defined]  # noqa: SLF001 - what endForm forgets (see complete_form)
            c.endForm()
            complete_form(c, name, shading)
        return self.names[key]


def complete_form(c: Canvas, name: str, shading: dict) -> None:
    """ReportLab gives a form XObject fonts and XObjects as resources but leaves out the graphics states
    (alpha: a chit's cut circle), colour spaces and shadings its drawing used: add them, as a page has."""
    form = c._doc.idToObject[xObjectName(name)]  # type: ignore[attr-defined]  # noqa: SLF001 - private, not in the stub
    if not (form.ExtGState or form._colorsUsed or shading):  # noqa: SLF001
        return
    resources = PDFResourceDictionary()
    resources.basicFonts()
    resources.basicProcs()
    if form.XObjects:
        resources.XObject = form.XObjects  # type: ignore[attr-defined]  # the stub declares no resource fields
    if form.ExtGState:
        resources.ExtGState = form.ExtGState  # type: ignore[attr-defined]  # the stub declares no resource fields
    resources.setShading(shading)
    resources.setColorSpace(form._colorsUsed)  # noqa: SLF001
    form.Resources = resources


def _place(c: Canvas, draw: DrawFn, cell: Rect, bleed: Rect, forms: FaceForms) -> None:
    """Draw one face clipped to its bleed area, with the origin at its cut corner (a shared drawing
    as its form)."""
    form = forms.form(c, draw, cell.w, cell.h)
    c.saveState()
    path = c.beginPath()
    path.rect(bleed.x, bleed.y, bleed.w, bleed.h)
    c.clipPath(path, stroke=0, fill=0)
    c.translate(cell.x, cell.y)
    if form:
        c.doForm(form)
    else:
        draw(c, cell.w, cell.h, forms.opts.bleed, forms.opts.ink_saver)
    c.restoreState()
