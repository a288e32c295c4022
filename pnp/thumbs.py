"""A small picture of a component beside its line on the contents sheet, as a published kit shows one: drawn
from the build's own drawing of it (a card's front, a chit, the first page of a reference, the whole map),
scaled into a box, vector, with a thin cut outline and, for several copies, a second outline behind it (a
stack). No text is drawn in a picture: at this size it could not be read, it would fall under the 6.5 pt
floor, and the sheet's searchable text stays the sheet's own words.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.jobs import Face, Job, PageJob, PosterJob, SheetJob
from goblinkit.pnp.options import PrintOptions

TEXT_CALLS = ("drawString", "drawCentredString", "drawRightString", "drawAlignedString", "drawText")
STACK = mm(1.2)  # how far the copy behind is set off
Picture = tuple[float, float, Any]  # (width, height, draw(c) from the origin at that size)


@contextmanager
def no_text(c: Canvas) -> Iterator[None]:
    """Every text call of `c` does nothing while inside (the instance's own attributes shadow its methods)."""
    for name in TEXT_CALLS:
        setattr(c, name, lambda *args, **kwargs: None)
    try:
        yield
    finally:
        for name in TEXT_CALLS:
            delattr(c, name)


def _faces(job: SheetJob, group_id: str) -> list[Face]:
    return [face for face in job.faces if face.group_id == group_id] or job.faces


def picture(job: Job, group_id: str, opts: PrintOptions) -> Picture:
    """What to draw for one part of a job: its natural size and how to draw it."""
    ink = opts.ink_saver
    if isinstance(job, SheetJob):
        face = _faces(job, group_id)[0]
        if face.carrier and face.parts:  # chits riding on a deck's free place: one chit
            x, y, w, h = face.parts[0].box

            def chit(c: Canvas) -> None:
                c.translate(-x, -y)
                face.front(c, job.width, job.height, 0.0, ink)

            return w, h, chit
        return job.width, job.height, lambda c: face.front(c, job.width, job.height, 0.0, ink)
    if isinstance(job, PosterJob):
        return job.width, job.height, lambda c: job.draw(c, ink)
    w, h = sorted(opts.paper_size, reverse=job.landscape)

    def page(c: Canvas) -> None:
        c.setFillColorRGB(1, 1, 1)
        c.rect(0, 0, w, h, stroke=0, fill=1)
        if job.draw_page_opts:
            job.draw_page_opts(c, w, h, 1, opts)
        else:
            job.draw_page(c, w, h, 1)

    return w, h, page


def draw_thumb(c: Canvas, job: Job, group_id: str, copies: int, opts: PrintOptions, x: float, y: float,
               room_w: float, room_h: float) -> tuple[float, float, float, float]:
    """The part's picture fitted into the box from (x, y), `room_w` x `room_h`, centred; returns the box it
    drew (x, y, w, h), its stack included."""
    w, h, draw = picture(job, group_id, opts)
    stack = STACK if copies > 1 or isinstance(job, PageJob) and job.count > 1 else 0.0
    scale = min((room_w - stack) / w, (room_h - stack) / h, 1.0)  # a chit that fits shows at its true size
    tw, th = w * scale, h * scale
    tx, ty = x + (room_w - tw - stack) / 2, y + (room_h - th - stack) / 2 + stack
    round_ = isinstance(job, SheetJob) and job.shape == "circle"
    c.saveState()
    c.setLineWidth(0.5)
    c.setStrokeColorRGB(0.45, 0.45, 0.45)
    c.setFillColorRGB(1, 1, 1)
    if stack:  # the copy behind
        _outline(c, tx + stack, ty - stack, tw, th, round_, fill=1)
    c.saveState()
    path = c.beginPath()
    if round_:
        path.circle(tx + tw / 2, ty + th / 2, min(tw, th) / 2)
    else:
        path.rect(tx, ty, tw, th)
    c.clipPath(path, stroke=0, fill=0)
    c.translate(tx, ty)
    c.scale(scale, scale)
    with no_text(c):
        draw(c)
    c.restoreState()
    _outline(c, tx, ty, tw, th, round_, fill=0)
    c.restoreState()
    return tx, ty - stack, tw + stack, th + stack


def _outline(c: Canvas, x: float, y: float, w: float, h: float, round_: bool, fill: int) -> None:
    if round_:
        c.circle(x + w / 2, y + h / 2, min(w, h) / 2, stroke=1, fill=fill)
    else:
        c.rect(x, y, w, h, stroke=1, fill=fill)
