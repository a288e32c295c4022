"""Crop marks on backs (issue 36): a backs page carries the fronts' crop marks where the backs put them
(mirrored for duplex, shifted by the back offsets), so a sheet can be cut from either side and fronts and
backs keep identical positions."""

from __future__ import annotations

import pytest

from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.sheets import render_sheet_job
from tests.pnp.measure import lines, open_pdf
from tests.pnp.probe import probe_job


def _lines(path, index: int) -> set[tuple[float, ...]]:  # noqa: ANN001
    with open_pdf(path) as pdf:
        return {tuple(round(v, 1) for v in (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)))
                for x0, y0, x1, y1 in lines(pdf.pages[index])}


def _marks(tmp_path, duplex: str) -> tuple[set[tuple[float, ...]], set[tuple[float, ...]]]:  # noqa: ANN001
    """The crop marks of the fronts page and of the backs page: the lines the page has with crop marks
    and not without (the ruler and the components' own lines are on both)."""
    pages = {}
    for marks in (True, False):
        path = tmp_path / f"probe-{marks}.pdf"
        render_sheet_job(probe_job(9, 63.5, 88, butted=True),
                         PrintOptions(duplex=duplex, back_offset_x_mm=1.0, crop_marks=marks), path)
        pages[marks] = (_lines(path, 0), _lines(path, 1))
    return pages[True][0] - pages[False][0], pages[True][1] - pages[False][1]


@pytest.mark.parametrize("duplex", ["long", "short", "none"])
def test_a_backs_page_has_the_fronts_crop_marks_where_its_backs_are(tmp_path, duplex):
    front, back = _marks(tmp_path, duplex)
    page_w, page_h = 210.0, 297.0
    assert len(front) == 16  # four cut lines each way, a mark at both ends
    if duplex == "long":  # portrait A4 flips about its long edge: left and right swap
        expected = {(round(page_w - x1 + 1, 1), y0, round(page_w - x0 + 1, 1), y1) for x0, y0, x1, y1 in front}
    else:  # short: top and bottom swap; none: the backs' page as the fronts', shifted by the offset
        expected = {(round(x0 + 1, 1), round(page_h - y1, 1) if duplex == "short" else y0, round(x1 + 1, 1),
                     round(page_h - y0, 1) if duplex == "short" else y1) for x0, y0, x1, y1 in front}
    assert _close(back, expected)


def _close(got: set[tuple[float, ...]], want: set[tuple[float, ...]]) -> bool:
    """Every mark matched within 0.15 mm (rounding), one to one."""
    assert len(got) == len(want), (sorted(got), sorted(want))
    for mark in want:
        assert any(all(abs(a - b) <= 0.15 for a, b in zip(mark, other)) for other in got), (mark, sorted(got))
    return True
