"""`--gutterfold` (pnp/gutterfold.py): each card's front and back side by side on one sheet, mirrored across
a fold line that is the innermost card's edge; every print number kept on A4, Letter and A3."""

from __future__ import annotations

import pytest

from goblinkit.content.units import mm
from goblinkit.pnp.build import build
from goblinkit.pnp.fold_plan import plan
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.options import PAPERS, PrintOptions
from tests.pnp.measure import open_pdf

W, H = mm(63.5), mm(88)


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_each_back_is_its_front_mirrored_across_the_fold_on_the_cards_edge(paper):
    fold = plan(PAPERS[paper], W, H)
    assert fold.page_w > fold.page_h and fold.fold_x == fold.page_w / 2
    assert fold.per_page == {"a4": 4, "letter": 4, "a3": 9}[paper]
    for front, back in zip(fold.fronts, fold.backs):
        assert front.right <= fold.fold_x <= back.x
        assert front.x + back.right == pytest.approx(2 * fold.fold_x)  # mirrored across the fold line
        assert (front.y, front.h, back.y, back.h) == (front.y, H, front.y, H)
    inner = [i for i, f in enumerate(fold.fronts) if f.right == pytest.approx(fold.fold_x)]
    assert len(inner) == fold.rows  # the fold is the edge of each row's innermost front and back
    assert all(fold.backs[i].x == pytest.approx(fold.fold_x) for i in inner)
    for r in fold.fronts + fold.backs:  # nothing within the printer's margin nor the footer band
        assert r.x >= EDGE and r.right <= fold.page_w - EDGE and r.y >= EDGE + FOOTER and r.top <= fold.page_h - EDGE


def test_a_gutterfold_build_draws_the_fold_line_on_the_cards_edge(tmp_path, demo_pack):
    built = {b.component: b for b in build(["demo"], PrintOptions(gutterfold=True), tmp_path, str(demo_pack))}
    fold = plan(PAPERS["a4"], W, H)
    with open_pdf(built["fixture-deck"].path) as pdf:
        page = pdf.pages[0]
        assert (page.width, page.height) == pytest.approx((fold.page_w, fold.page_h))
        dashed = [ln for ln in page.lines if abs(ln["x0"] - fold.fold_x) < 0.01 and abs(ln["x1"] - fold.fold_x) < 0.01
                  and ln.get("dash") and ln["dash"][0]]
        assert len(dashed) == 2, "the fold line's two ends, above and below the cards"
        word = next(w for w in page.extract_words() if w["text"] == "fold")
        assert fold.fold_x < word["x0"] < fold.fold_x + mm(2)
        assert len(pdf.pages) == built["fixture-deck"].pages
    contents = open_pdf(built["contents"].path)
    with contents as pdf:
        assert "gutterfold: fold each sheet on the dashed line" in pdf.pages[0].extract_text().replace("\n", " ")


def test_sheets_without_backs_print_as_they_are(tmp_path, demo_pack):
    plain = {b.component: b.pages for b in build(["demo"], PrintOptions(), tmp_path / "p", str(demo_pack))}
    folded = {b.component: b.pages for b in build(["demo"], PrintOptions(gutterfold=True), tmp_path / "g", str(demo_pack))}
    assert folded["floor-tiles"] == plain["floor-tiles"]
    assert plain["fixture-deck"] == 12  # 6 sheets of 9, each with its backs page
    assert folded["fixture-deck"] == 14  # 54 cards, 4 pairs a page
    assert (plain["markers"], folded["markers"]) == (2, 1)  # 24 butted markers: one sheet and its backs, or one fold
