"""GobbledyGook!'s quick reference and record sheet look finished (issue 36, the panel's notes): the
reference's pages are full (no empty band down a column), the record sheet is headed by the drawn logo
and its header rows are light tints of the game's colours over white cells."""

from __future__ import annotations

import pypdfium2
import pytest

from goblinkit.pnp.build import build
from goblinkit.pnp.games.gg_reference import _body
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import open_pdf

DPI = 30
LOGO = (0x4a, 0x23, 0x5a)  # style.yaml's logo colour: the plate under the game's drawn name


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("gg-look")
    return {b.component: b for b in build(["gobbledygook"], PrintOptions(), out)}


def empty_bands(path) -> list[list[float]]:  # noqa: ANN001
    """Each page's tallest run of blank rows (mm) in each half of the body under the heading: a half
    page left empty under a column shows as one long run."""
    pdf = pypdfium2.PdfDocument(str(path))
    bands = []
    for page in pdf:
        w, h = page.get_size()
        x, bottom, bw, bh = _body((w, h))
        img = page.render(scale=DPI / 72, grayscale=True).to_pil().convert("L")
        px, k = img.load(), DPI / 72
        rows = range(int((h - bottom - bh) * k) + 1, int((h - bottom) * k))
        halves = ((int(x * k) + 1, int((x + bw / 2) * k)), (int((x + bw / 2) * k), int((x + bw) * k) - 1))
        page_bands = []
        for x0, x1 in halves:
            run = best = 0
            for y in rows:
                run = run + 1 if all(px[i, y] > 245 for i in range(x0, x1)) else 0
                best = max(best, run)
            page_bands.append(round(best / k / (72 / 25.4), 1))
        bands.append(page_bands)
    pdf.close()
    return bands


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_the_quick_reference_pages_have_no_empty_band(paper, built, tmp_path):
    """The panel saw 23 mm empty across side 2, 55 mm under its marker legend, 60 mm under side 1's
    right column: every column now runs to the body's foot, on every paper (each picks its own layout)."""
    jobs = built if paper == "a4" else {b.component: b for b in build(["gobbledygook"], PrintOptions(paper=paper),
                                                                      tmp_path)}
    bands = empty_bands(jobs["quick-reference"].path)
    assert len(bands) == 2
    assert max(max(page) for page in bands) < 12, bands


def test_the_record_sheet_is_headed_by_the_drawn_logo(built):
    with open_pdf(built["record-sheet"].path) as pdf:
        page = pdf.pages[0]
        words = page.extract_words(extra_attrs=["fontname"])
        plates = [s for s in page.curves + page.rects if s.get("fill") and isinstance(s.get("non_stroking_color"), tuple)
                  and tuple(round(v * 255) for v in s["non_stroking_color"]) == LOGO]
        name = next(w for w in words if w["text"] == "GobbledyGook!")
        assert "PirataOne" in name["fontname"]
        assert any(p["x0"] <= name["x0"] and name["x1"] <= p["x1"] and p["top"] <= name["top"]
                   and name["bottom"] <= p["bottom"] for p in plates), "the name is not on the logo's plate"
        assert " ".join(w["text"] for w in words[1:4]) == "Brood record sheet"


def test_the_record_sheet_header_rows_are_light_tints_of_the_game_colours(built):
    with open_pdf(built["record-sheet"].path) as pdf:
        page = pdf.pages[0]
        fills = {tuple(round(v * 255) for v in r["non_stroking_color"]) for r in page.rects
                 if r.get("fill") and isinstance(r.get("non_stroking_color"), tuple)
                 and len(r["non_stroking_color"]) == 3 and r["top"] > 110}
    tints = {f for f in fills if len(set(f)) > 1}  # coloured, not the grey of a closed upgrade slot
    assert len(tints) == 3, tints  # creature types, creatures, campaign log: each its own colour
    assert all(min(f) > 170 for f in tints), tints  # light: writable, little ink
