"""The calibration sheet: front lines where promised, back scales at the mirrored place, offsets applied."""

from __future__ import annotations

import pytest

from goblinkit.pnp.calibration import render_calibration
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import lines, open_pdf


def zero_ticks(page):  # noqa: ANN001
    """x of the 4 mm zero ticks on the horizontal scales, y of those on the vertical scales."""
    found = lines(page)
    xs = sorted({round(l[0], 2) for l in found if abs(l[0] - l[2]) < 1e-6 and abs((l[3] - l[1]) - 4) < 0.01})
    ys = sorted({round(l[1], 2) for l in found if abs(l[1] - l[3]) < 1e-6 and abs((l[2] - l[0]) - 4) < 0.01})
    return xs, ys


@pytest.mark.parametrize("duplex,dx,dy,back_x,back_y", [
    ("long", 0, 0, 126.0, 133.65),   # flipped about the vertical axis: x mirrored
    ("short", 0, 0, 84.0, 163.35),   # flipped about the horizontal axis: y mirrored
    ("none", 0, 0, 84.0, 133.65),
    ("long", 1.5, -2.0, 127.5, 131.65),
])
def test_scales_sit_behind_the_front_lines(tmp_path, duplex, dx, dy, back_x, back_y):
    path = tmp_path / "cal.pdf"
    render_calibration(path, PrintOptions(duplex=duplex, back_offset_x_mm=dx, back_offset_y_mm=dy))
    with open_pdf(path) as pdf:
        assert len(pdf.pages) == 2
        front = lines(pdf.pages[0])
        vertical = [l for l in front if abs(l[0] - l[2]) < 1e-6 and l[3] - l[1] > 100]
        horizontal = [l for l in front if abs(l[1] - l[3]) < 1e-6 and l[2] - l[0] > 100]
        xs, ys = zero_ticks(pdf.pages[1])
        text = pdf.pages[0].extract_text()
    assert [round(l[0], 2) for l in vertical] == [84.0] and [round(l[1], 2) for l in horizontal] == [133.65]
    assert xs == [pytest.approx(back_x, abs=0.01)]
    assert ys == [pytest.approx(back_y, abs=0.01)]
    assert "that is your --back-offset-x" in text
    assert ("already applies offsets x=1.5 mm, y=-2 mm" in text) == bool(dx or dy)


def test_the_scale_numbers_are_readable_through_the_paper(tmp_path):
    """Every scale number (-10 ... +10) at least 7 pt, and no two of them touch."""
    path = tmp_path / "cal.pdf"
    render_calibration(path, PrintOptions())
    with open_pdf(path) as pdf:
        words = [w for w in pdf.pages[1].extract_words(extra_attrs=["size"]) if w["text"] in {"-10", "-5", "0", "+5", "+10"}]
    assert len(words) == 4 * 5
    assert min(w["size"] for w in words) >= 7
    for a in words:
        for b in words:
            if a is not b:
                apart = a["x1"] < b["x0"] or b["x1"] < a["x0"] or a["bottom"] < b["top"] or b["bottom"] < a["top"]
                assert apart, (a["text"], b["text"])
