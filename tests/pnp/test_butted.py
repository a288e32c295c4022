"""Chits, blips and square markers butt (issue 36): neighbours share one cut line, no gutter between them
(Globbo!'s 5/8 in chits had 6 mm gutters, four cuts each); round chits keep theirs."""

from __future__ import annotations

import pytest

from goblinkit.content.loader import load_game
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.recipes import jobs_for


@pytest.mark.parametrize(("game", "component", "per_page"), [("globbo", "counters", 204),
                                                             ("gobbledygook", "blips-markers", 35)])
def test_chits_share_their_cut_lines(game, component, per_page):
    job = next(j for j in jobs_for(load_game(game, None)) if j.component == component)
    assert isinstance(job, SheetJob) and job.butted
    grid = job.grid(PrintOptions())
    assert grid.gap == 0 and grid.per_page == per_page
    assert grid.cell(1).x == pytest.approx(grid.cell(0).right)  # one cut between neighbours


def test_round_chits_keep_a_gutter():
    job = next(j for j in jobs_for(load_game("gobz-heroes", None)) if j.component == "vp-gauges")
    assert isinstance(job, SheetJob) and not job.butted and job.grid(PrintOptions()).gap > 0
