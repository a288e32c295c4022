"""Leftovers (pnp/leftovers.py): one-sided chits ride on the free places of a deck's last sheet only
where that saves sheets and no paper prints more (the kit's markers, teeth and tokens now butt on sheets of
their own, issue 36, so no shipped game tucks any)."""

from __future__ import annotations

import pytest

from goblinkit.content.loader import load_game
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


