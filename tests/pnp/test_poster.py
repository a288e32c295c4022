"""Poster tiling: full coverage, exact overlaps, labelled tiles, targets in every seam."""

from __future__ import annotations

import pytest

from goblinkit.content.units import mm
from goblinkit.pnp.options import PAPERS
from goblinkit.pnp.poster import OVERLAP, plan_tiles, render_poster
from tests.pnp.measure import open_pdf, to_mm


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
    assert "Map, top-right quarter" in text and "row" not in text and "column" not in text
    assert "page 2 of 4" in text


@pytest.mark.parametrize("rows, cols, names", [
    (1, 2, ["left half", "right half"]), (2, 1, ["top half", "bottom half"]),
    (2, 2, ["top-left quarter", "top-right quarter", "bottom-left quarter", "bottom-right quarter"]),
    (2, 3, ["top-left part", "top-centre part", "top-right part", "bottom-left part", "bottom-centre part",
            "bottom-right part"])])
def test_parts_are_named_as_a_published_map_names_them(rows, cols, names):
    from goblinkit.pnp.imposition import Rect
    from goblinkit.pnp.poster import Tile, part_name

    tiles = [Tile(r, c, rows, cols, 1, 1, Rect(0, 0, 1, 1), Rect(0, 0, 1, 1)) for r in range(rows) for c in range(cols)]
    assert [part_name(t) for t in tiles] == names


def test_each_part_says_how_it_joins_its_neighbours():
    from goblinkit.pnp.imposition import Rect
    from goblinkit.pnp.poster import Tile, joins

    left, right = (Tile(0, c, 1, 2, 1, 1, Rect(0, 0, 1, 1), Rect(0, 0, 1, 1)) for c in (0, 1))
    assert joins(left) == "the right half goes over the shaded strip"
    assert joins(right) == "cut off the left margin along the frame; lay the edge on the left half's dashed line"


def test_a_poster_job_builds_through_the_pipeline(tmp_path):
    from goblinkit.pnp.build import render_job
    from goblinkit.pnp.jobs import PosterJob
    from goblinkit.pnp.options import PrintOptions

    def drawing(c, ink_saver):  # noqa: ANN001
        c.circle(mm(150), mm(150), mm(140), stroke=1, fill=0)

    job = PosterJob("Demo", "demo", "map", "Big map", mm(300), mm(300), drawing)
    built = render_job(job, PrintOptions(paper="letter"), tmp_path)
    assert built.path == tmp_path / "demo" / "map.pdf" and built.pages == job.pages(PrintOptions(paper="letter")) == 4


def _targets(page) -> list[tuple[float, float]]:  # noqa: ANN001
    """Centres (points, from the top-left) of the registration circles (3.6 mm across)."""
    return sorted((round((c["x0"] + c["x1"]) / 2, 1), round((c["top"] + c["bottom"]) / 2, 1)) for c in page.curves
                  if abs(to_mm(c["x1"] - c["x0"]) - 3.6) < 0.05 and abs(c["x1"] - c["x0"] - c["bottom"] + c["top"]) < 0.1)


def _frame(page):  # noqa: ANN001
    return max((r for r in page.rects if r["stroke"] and not r["fill"]), key=lambda r: r["width"] * r["height"])


def test_the_printed_words_give_a_seamless_map(tmp_path):
    """Cut tile 2's left margin along its frame and lay that edge on the inner edge of tile 1's shaded
    strip, as the tile label says: the drawing lines up, the strip is covered, the half targets on the cut
    edge complete tile 1's targets."""

    def drawing(c):  # noqa: ANN001
        c.setFont("Helvetica", 8)
        for n in range(40):
            c.drawString(mm(3 + 10 * n), mm(100), f"L{n}")

    path = tmp_path / "poster.pdf"
    render_poster(path, "Demo", "Map", mm(400), mm(200), drawing, PAPERS["a4"])
    with open_pdf(path) as pdf:
        first, second = pdf.pages[0], pdf.pages[1]
        strip = next(r for r in first.rects if r["fill"] and not r["stroke"] and r["height"] > mm(50))
        frame1, frame2 = _frame(first), _frame(second)
        assert to_mm(strip["x1"] - strip["x0"]) == pytest.approx(to_mm(OVERLAP))
        assert strip["x1"] == pytest.approx(frame1["x1"])  # the strip runs to the frame: all of it is covered
        shift = strip["x0"] - frame2["x0"]  # tile 2 moved so its cut edge lies on the strip's inner edge
        at1 = {w["text"]: w["x0"] for w in first.extract_words() if w["text"].startswith("L") and w["text"][1:].isdigit()}
        at2 = {w["text"]: w["x0"] for w in second.extract_words() if w["text"].startswith("L") and w["text"][1:].isdigit()}
        assert len(at1.keys() & at2.keys()) == 40
        assert all(at2[k] + shift == pytest.approx(at1[k], abs=0.01) for k in at1)
        t1, t2 = _targets(first), [t for t in _targets(second) if t[0] < frame2["x0"] + mm(5)]
        assert len(t1) == 2 and [y for x, y in t1] == [y for x, y in t2]
        assert all(x == pytest.approx(strip["x0"], abs=0.1) for x, _ in t1)
        assert all(x == pytest.approx(frame2["x0"], abs=0.1) for x, _ in t2)
        assert "cut off the left margin along the frame" in second.extract_text()
        assert "cut off" not in first.extract_text().replace("cut off that margin", "")
        # the join mark: a dashed line on the strip's inner edge, with words saying what goes there
        dashed = [ln for ln in first.lines if ln.get("dash") and abs(ln["x0"] - strip["x0"]) < 0.1]
        assert dashed or any(abs(e["x0"] - strip["x0"]) < 0.1 for e in first.edges if e.get("dash"))
        assert "lay the centre part's edge on the dashed line" in "".join(ch["text"] for ch in first.chars)
