"""Markers are no longer round (issue 36): GobbledyGook!'s and Gob'z'Heroes' markers were round chits, each
cut alone round its own circle; they are square chits butted on their own sheet now, so no cut circle is
drawn on it (the shared straight cuts come from the crop marks, tests/pnp/test_butted.py), and their light
look keeps a rim of each kind's colour out to the cut."""

from __future__ import annotations

import pytest

from goblinkit.content.loader import load_game
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.recipes import jobs_for
from goblinkit.pnp.sheets import render_sheet_job
from tests.pnp.measure import open_pdf


@pytest.mark.parametrize("game,size_in,count", [("gobbledygook", 0.625, 99), ("gobz-heroes", 0.75, 48)])
def test_markers_are_square_and_have_no_cut_circle(tmp_path, game, size_in, count):
    job = next(j for j in jobs_for(load_game(game, None)) if j.component == "markers")
    assert job.shape == "square" and job.butted and len(job.faces) == count
    path = tmp_path / "markers.pdf"
    render_sheet_job(job, PrintOptions(), path)
    side = size_in * 72
    with open_pdf(path) as pdf:
        front = pdf.pages[0]
        circles = [c for c in front.curves if abs(c["x1"] - c["x0"] - side) < 0.5 and abs(c["bottom"] - c["top"] - side) < 0.5]
        inner = side - 2 * 72 / 25.4  # the pale ground's rounded square inside its 1 mm rim
        grounds = [c for c in front.curves if abs(c["x1"] - c["x0"] - inner) < 0.5 and abs(c["bottom"] - c["top"] - inner) < 0.5]
    assert circles == []
    assert len(grounds) == count
