"""Poster tiling: full coverage, exact overlaps, labelled tiles, targets in every seam."""

from __future__ import annotations

import pytest

from goblinkit.content.units import mm
from goblinkit.pnp.options import PAPERS
from goblinkit.pnp.poster import OVERLAP, plan_tiles, render_poster
from tests.pnp.measure import open_pdf


def test_tiles_cover_the_drawing_with_exact_overlaps():
    width, height = mm(500), mm(380)
    tiles = plan_tiles(PAPERS["a4"], width, height)
    rows, cols = tiles[0].rows, tiles[0].cols
    assert len(tiles) == rows * cols > 1
    by_pos = {(t.row, t.col): t for t in tiles}
    for (row, col), tile in by_pos.items():
        if col + 1 < cols:
            right = by_pos[(row, col + 1)]
            assert tile.source.right - right.source.x == pytest.approx(OVERLAP)
        if row + 1 < rows:
            below = by_pos[(row + 1, col)]
            assert below.source.top - tile.source.y == pytest.approx(OVERLAP)
    assert min(t.source.x for t in tiles) == 0 and max(t.source.right for t in tiles) == pytest.approx(width)
    assert min(t.source.y for t in tiles) == pytest.approx(0) and max(t.source.top for t in tiles) == pytest.approx(height)
    for tile in tiles:  # every window is on its page, above the footer
        assert tile.window.x >= mm(3) and tile.window.right <= tile.page_w - mm(3)
        assert tile.window.y >= mm(12) and tile.window.top <= tile.page_h - mm(3)


def test_small_drawing_is_one_tile():
    assert len(plan_tiles(PAPERS["a4"], mm(100), mm(100))) == 1


def test_rendered_tiles_are_labelled(tmp_path):
    def drawing(c):  # noqa: ANN001
        c.rect(0, 0, mm(400), mm(300), stroke=1, fill=0)

    path = tmp_path / "poster.pdf"
    pages = render_poster(path, "Demo", "Map", mm(400), mm(300), drawing, PAPERS["a4"])
    with open_pdf(path) as pdf:
        assert len(pdf.pages) == pages == 4
        text = pdf.pages[1].extract_text()
    assert "Tile row 1, column 2 (of 2 rows x 2 columns)" in text
    assert "page 2 of 4" in text


def test_a_poster_job_builds_through_the_pipeline(tmp_path):
    from goblinkit.pnp.build import render_job
    from goblinkit.pnp.jobs import PosterJob
    from goblinkit.pnp.options import PrintOptions

    def drawing(c):  # noqa: ANN001
        c.circle(mm(150), mm(150), mm(140), stroke=1, fill=0)

    job = PosterJob("Demo", "demo", "map", "Big map", mm(300), mm(300), drawing)
    built = render_job(job, PrintOptions(paper="letter"), tmp_path)
    assert built.path == tmp_path / "demo" / "map.pdf" and built.pages == job.pages(PrintOptions(paper="letter")) == 4
