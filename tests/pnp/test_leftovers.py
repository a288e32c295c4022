"""Leftovers (pnp/leftovers.py): one-sided chits ride on the free places of a deck's last sheet only
where that saves sheets and no paper prints more; every chit is a part of its carrier, whole, apart
from its neighbours and inside the card's cut lines."""

from __future__ import annotations

import math

import pytest

from goblinkit.content.loader import load_game
from goblinkit.content.units import mm
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.options import PAPERS, PrintOptions
from goblinkit.pnp.recipes import jobs_for
from goblinkit.pnp.sprue import pack_sprues

GAMES = ["goblins-vs-zombies", "gobbledygook", "goblout", "gobz-heroes", "globbo"]


def _sheets(jobs, paper: str) -> int:  # noqa: ANN001
    opts = PrintOptions(paper=paper)
    return sum(j.sheets(opts) for j in jobs if isinstance(j, SheetJob))


@pytest.mark.parametrize("game_id", GAMES)
def test_tucking_never_costs_a_sheet(game_id):
    game = load_game(game_id, None)
    packed = jobs_for(game)
    plain = pack_sprues(jobs_for(game, packed=False))
    for paper in PAPERS:
        assert _sheets(packed, paper) <= _sheets(plain, paper), paper
    if game_id == "gobz-heroes":  # the markers: a sheet fewer on A4 (Goblout's teeth butt on a sheet of their own)
        assert _sheets(packed, "a4") == _sheets(plain, "a4") - 1


def test_every_chit_rides_whole_and_apart():
    game = load_game("gobz-heroes", None)
    host = next(j for j in jobs_for(game) if j.component == "combos-markers")
    carriers = [f for f in host.faces if f.parts]
    parts = [p for f in carriers for p in f.parts]
    assert len(parts) == 48 and len(carriers) == math.ceil(48 / 12)
    for face in carriers:
        for a in face.parts:
            x, y, w, h = a.box
            assert x >= mm(1) - 1e-6 and y >= mm(1) - 1e-6
            assert x + w <= host.width - mm(1) + 1e-6 and y + h <= host.height - mm(1) + 1e-6
            for b in face.parts:
                if b is not a:
                    gap = math.dist(a.box[:2], b.box[:2]) - w  # circles of one size: centre distance - diameter
                    assert gap >= mm(2.1) - 1e-6
