"""Chits, blips and markers butt (issue 36): neighbours share one cut line, no gutter between them
(Globbo!'s 5/8 in chits had 6 mm gutters, four cuts each), and a crop mark stands at every shared cut line
(GobbledyGook!'s and Gob'z'Heroes' markers were round, each cut alone); round pieces keep their gutter."""

from __future__ import annotations

import pytest

from goblinkit.content.loader import load_game
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.recipes import jobs_for
from goblinkit.pnp.sheets import render_sheet_job
from tests.pnp.measure import open_pdf


@pytest.mark.parametrize(("game", "component", "per_page"), [("globbo", "counters", 204),
                                                             ("gobbledygook", "blips", 35),
                                                             ("gobbledygook", "markers", 204),
                                                             ("gobz-heroes", "markers", 140)])
def test_chits_share_their_cut_lines(game, component, per_page):
    job = next(j for j in jobs_for(load_game(game, None)) if j.component == component)
    assert isinstance(job, SheetJob) and job.butted
    grid = job.grid(PrintOptions())
    assert grid.gap == 0 and grid.per_page == per_page
    assert grid.cell(1).x == pytest.approx(grid.cell(0).right)  # one cut between neighbours


def test_round_chits_keep_a_gutter():
    job = next(j for j in jobs_for(load_game("gobz-heroes", None)) if j.component == "vp-gauges")
    assert isinstance(job, SheetJob) and not job.butted and job.grid(PrintOptions()).gap > 0


MARK = 5.7  # a crop mark's length (points), outside the grid


@pytest.mark.parametrize(("game", "component", "pitch_in", "columns", "rows"), [
    ("gobbledygook", "markers", 0.625, 12, 9), ("gobz-heroes", "markers", 0.75, 10, 5)])
def test_a_crop_mark_at_every_shared_cut_line(tmp_path, game, component, pitch_in, columns, rows):
    """Fronts and backs alike: one mark per cut line at each end, the lines one chit apart (no gutter)."""
    job = next(j for j in jobs_for(load_game(game, None)) if j.component == component)
    path = tmp_path / "chits.pdf"
    render_sheet_job(job, PrintOptions(ink_saver=True), path)
    with open_pdf(path) as pdf:
        assert len(pdf.pages) == 2
        for page in pdf.pages:
            marks = [ln for ln in page.lines if abs(max(ln["x1"] - ln["x0"], ln["bottom"] - ln["top"]) - MARK) < 0.3]
            xs = sorted({round(ln["x0"], 1) for ln in marks if ln["x0"] == ln["x1"]})
            ys = sorted({round(ln["top"], 1) for ln in marks if ln["top"] == ln["bottom"]})
            assert (len(xs), len(ys)) == (columns + 1, rows + 1)
            assert len(marks) == 2 * (columns + 1) + 2 * (rows + 1)  # each cut line marked at both ends
            for cuts in (xs, ys):
                assert {round(b - a, 1) for a, b in zip(cuts, cuts[1:])} == {round(pitch_in * 72, 1)}
