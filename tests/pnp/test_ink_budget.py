"""Ink per game (issue 36): the grey coverage averaged over every page a game builds, maps and boards
included, at most 22 % with the default settings and at most 10 % with `--ink-saver` (measured by
tests/pnp/ink.py; `python -m tests.pnp.ink [--ink-saver]` reports every game's figure)."""

from __future__ import annotations

import pytest

from goblinkit.pnp.build import build
from goblinkit.pnp.options import PrintOptions
from tests.pnp.ink import game_ink

GAMES = ["globbo", "gobbledygook", "goblins-vs-zombies", "goblout", "gobz-heroes"]
BUDGET = {False: 0.22, True: 0.10}


@pytest.mark.parametrize("ink_saver", [False, True], ids=["default", "ink-saver"])
def test_every_game_prints_within_its_ink_budget(tmp_path, ink_saver):
    over = {}
    for game in GAMES:
        built = build([game], PrintOptions(ink_saver=ink_saver), tmp_path / game)
        ink = game_ink([b.path for b in built])
        if ink > BUDGET[ink_saver]:
            over[game] = f"{ink:.1%}"
    assert over == {}, f"over {BUDGET[ink_saver]:.0%} of ink: {over}"


def test_a_card_back_is_light_with_a_white_margin(tmp_path):
    from tests.pnp.ink import page_inks

    built = {b.component: b for b in build(["goblout"], PrintOptions(), tmp_path)}
    backs = page_inks(built["cards"].path)[1::2]  # the card backs' pages
    assert max(backs) < 0.18, [f"{ink:.0%}" for ink in backs]
