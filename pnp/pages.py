"""Render a PageJob: whole pages drawn by a recipe, each with the footer and check ruler."""

from __future__ import annotations

from pathlib import Path

from goblinkit.pnp.document import PdfDocument
from goblinkit.pnp.jobs import PageJob
from goblinkit.pnp.options import PrintOptions


def render_pages(job: PageJob, opts: PrintOptions, path: Path) -> int:
    w, h = opts.paper_size
    if job.landscape:
        w, h = h, w
    doc = PdfDocument(path, (w, h), job.game, job.title, job.count, face=job.face)
    for number in range(1, job.count + 1):
        if number > 1:
            doc.next_page()
        doc.bookmark(f"{job.title}, page {number}" if job.count > 1 else job.title)
        if job.draw_page_opts:
            job.draw_page_opts(doc.canvas, w, h, number, opts)
        else:
            job.draw_page(doc.canvas, w, h, number)
        doc.footer()
    doc.save()
    return job.count
