"""Imposition geometry, exactly: how many fit, where, the cut lines and the mirrored backs."""

from __future__ import annotations

import pytest

from goblinkit.content.units import mm
from goblinkit.pnp.imposition import EDGE, FOOTER, MARK_GAP, MIN_MARK, back_rect, mirror_axis, plan_grid
from goblinkit.pnp.options import PAPERS

A4, LETTER = PAPERS["a4"], PAPERS["letter"]


def test_poker_cards_butted_nine_up_on_a4_centred():
    grid = plan_grid(A4, mm(63.5), mm(88), mm(3), butted=True)
    assert (grid.cols, grid.rows, grid.landscape) == (3, 3, False)
    first, last = grid.cell(0), grid.cell(8)
    assert first.x / mm(1) == pytest.approx((210 - 190.5) / 2)
    assert (last.right - first.x) / mm(1) == pytest.approx(190.5)
    assert (first.top - last.y) / mm(1) == pytest.approx(264)
    # vertically centred in the band above the footer
    assert (last.y - EDGE - FOOTER) == pytest.approx(A4[1] - EDGE - first.top)


def test_letter_takes_landscape_when_it_holds_more():
    grid = plan_grid(LETTER, mm(63.5), mm(88), mm(3), butted=True)
    assert (grid.cols, grid.rows, grid.landscape) == (4, 2, True)


def test_apart_components_have_two_bleeds_between_them():
    grid = plan_grid(A4, mm(19.05), mm(19.05), mm(3), butted=False)
    assert (grid.cell(1).x - grid.cell(0).right) / mm(1) == pytest.approx(6)
    assert grid.per_page == 77


def test_everything_stays_inside_the_printable_area():
    """Bleed and crop marks never come within the 6.5 mm paper margin; the footer band stays free."""
    for paper in (A4, LETTER):
        for size, butted in (((63.5, 88), True), ((19.05, 19.05), False), ((127, 127), False), ((15.875, 15.875), False)):
            grid = plan_grid(paper, mm(size[0]), mm(size[1]), mm(3), butted)
            outer = grid.used(grid.per_page)
            reach_x = grid.bleed_x + MARK_GAP + grid.mark_x
            reach_y = grid.bleed_y + MARK_GAP + grid.mark_y
            assert EDGE == pytest.approx(mm(6.5))
            assert outer.x - reach_x >= EDGE - 1e-6 and outer.right + reach_x <= grid.page_w - EDGE + 1e-6
            assert outer.y - reach_y >= EDGE + FOOTER - 1e-6 and outer.top + reach_y <= grid.page_h - EDGE + 1e-6
            assert grid.mark_x >= mm(2) - 1e-6 and grid.mark_y >= mm(2) - 1e-6


def test_tight_paper_gives_up_side_bleed_before_marks():
    grid = plan_grid(A4, mm(63.5), mm(88), mm(3), butted=True)
    assert grid.per_page == 9
    room = (A4[0] - 2 * EDGE - mm(190.5)) / 2  # 3.25 mm beside three poker cards
    assert grid.mark_x == pytest.approx(MIN_MARK) and grid.bleed_x == pytest.approx(room - MARK_GAP - MIN_MARK)
    assert grid.bleed_y == pytest.approx(mm(3)) and grid.mark_y == pytest.approx(MIN_MARK)  # 5.5 mm above and below
    roomy = plan_grid(LETTER, mm(63.5), mm(88), mm(3), butted=True)
    assert roomy.bleed_x == pytest.approx(mm(3)) and roomy.mark_x == pytest.approx(mm(6.2 - 3.5), abs=0.01)


def test_butted_bleed_only_on_the_outside():
    grid = plan_grid(A4, mm(63.5), mm(88), mm(3), butted=True)
    centre = grid.bleed_rect(4)
    assert centre == grid.cell(4)
    corner = grid.bleed_rect(0)
    assert (corner.x, corner.top) == pytest.approx((grid.cell(0).x - grid.bleed_x, grid.cell(0).top + mm(3)))
    assert corner.right == pytest.approx(grid.cell(0).right)


def test_cut_lines_are_shared_when_butted():
    grid = plan_grid(A4, mm(63.5), mm(88), mm(3), butted=True)
    xs, ys = grid.cut_lines(9)
    assert len(xs) == 4 and len(ys) == 4
    xs_apart, _ = plan_grid(A4, mm(63.5), mm(88), mm(3), butted=False).cut_lines(8)
    assert len(xs_apart) == 8


def test_mirror_axes():
    portrait = plan_grid(A4, mm(63.5), mm(88), 0, True)
    landscape = plan_grid(LETTER, mm(63.5), mm(88), 0, True)
    assert mirror_axis(portrait, "long") == "x" and mirror_axis(portrait, "short") == "y"
    assert mirror_axis(landscape, "long") == "y" and mirror_axis(landscape, "short") == "x"
    assert mirror_axis(portrait, "none") is None


def test_backs_mirror_and_offset():
    grid = plan_grid(A4, mm(63.5), mm(88), mm(3), True)
    front = grid.cell(0)  # top-left
    back = back_rect(grid, front, "long")
    assert back.x == pytest.approx(grid.page_w - front.right) and back.y == pytest.approx(front.y)
    top_right = back_rect(grid, grid.cell(2), "none")
    assert (back.x, back.y) == pytest.approx((top_right.x, top_right.y))  # the back sits where top-right is
    shifted = back_rect(grid, front, "short", mm(1.5), mm(-2))
    assert shifted.x == pytest.approx(front.x + mm(1.5))
    assert shifted.y == pytest.approx(grid.page_h - front.top - mm(2))


def test_too_big_for_the_paper():
    from goblinkit.content.errors import GoblinError

    with pytest.raises(GoblinError, match="print it as a poster"):
        plan_grid(A4, mm(300), mm(300), mm(3), False)
