"""Globbo!'s play sheet and map title as a shop game prints them (issue 36's panel): the round on a rail of
equal columns, numbered heads and first lines level; the map's title the game's drawn logo, upright and
sized to the panel, on A4, Letter and A3."""

from __future__ import annotations

import pytest

from goblinkit.content.loader import load_game
from goblinkit.pnp.build import build
from goblinkit.pnp.logo import logo_for
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.style import style_for
from tests.pnp.measure import open_pdf


def test_the_rounds_rail_has_equal_columns_level_heads_and_level_first_lines(tmp_path):
    """Seven steps, seven columns of one width (measured between the numbered discs' centres), every disc
    and every number on one line, every column's first words on one baseline."""
    sheet = {b.component: b for b in build(["globbo"], PrintOptions(), tmp_path)}["play-sheet"]
    with open_pdf(sheet.path) as pdf:
        page = pdf.pages[0]
        words = page.extract_words(extra_attrs=["fontname", "size"])
        numbers = sorted((w for w in words if w["text"] in "1234567" and "Fredoka" in w["fontname"]
                          and w["top"] < page.height / 3), key=lambda w: w["x0"])
        discs = sorted((c for c in page.curves if 10 < c["x1"] - c["x0"] < 30 and c.get("fill")
                        and any(c["x0"] < n["x0"] < c["x1"] and c["top"] < n["top"] < c["bottom"] for n in numbers)),
                       key=lambda c: c["x0"])
    assert [n["text"] for n in numbers] == list("1234567")
    assert len(discs) == 7
    centres = [(d["x0"] + d["x1"]) / 2 for d in discs]
    widths = [b - a for a, b in zip(centres, centres[1:])]
    assert max(widths) - min(widths) < 0.05, widths  # equal columns
    assert max(d["top"] for d in discs) - min(d["top"] for d in discs) < 0.05  # the heads on one line
    assert max(n["bottom"] for n in numbers) - min(n["bottom"] for n in numbers) < 0.05
    below = discs[0]["bottom"]
    firsts = []
    for left in (d["x0"] for d in discs):  # each column's first line: the highest words starting at its left
        column = [w for w in words if abs(w["x0"] - left) < 1.5 and below < w["top"] < below + 30]
        firsts.append(min(column, key=lambda w: w["top"]))
    assert [f["text"] for f in firsts] == ["GLOBBO", "GLOBBO", "BITERS", "KIDS", "KIDS", "Each", "GLOBBO"]
    assert max(f["bottom"] for f in firsts) - min(f["bottom"] for f in firsts) < 0.05  # one baseline


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_the_maps_title_is_the_games_drawn_logo(tmp_path, paper):
    """Issue 36: the map's title was typed ("GLOBBO!" in 28 pt); it is the drawn logo (its disc and banner,
    its name in the lockup face), upright and centred over the reference table, as wide as the panel allows
    and no wider, on every paper (the panel is whole on the last page)."""
    style = style_for(load_game("globbo"))
    text = logo_for(style).text
    game_map = {b.component: b for b in build(["globbo"], PrintOptions(paper=paper), tmp_path)}["map"]
    with open_pdf(game_map.path) as pdf:
        page = pdf.pages[-1]
        words = page.extract_words(extra_attrs=["fontname", "size", "upright"])
        table = next(w for w in words if w["text"] == "THINGIE")
        cells = [r for r in page.rects if r["stroke"] and abs(r["top"] - table["top"]) < 15]
        left, right = min(r["x0"] for r in cells), max(r["x1"] for r in cells)
        name = [w for w in words if w["text"] == text and w["top"] < table["top"] and w["x0"] > left - 1]
        paths = [s for s in page.curves + page.rects if s["x0"] >= left - 1 and s["x1"] <= right + 1
                 and s["bottom"] < table["top"] - 20]
    assert "GLOBBO!" not in [w["text"] for w in words]  # no typed title
    assert len(name) == 1 and name[0]["upright"] and name[0]["size"] > 12, name
    assert "Fredoka" in name[0]["fontname"]  # the lockup face (Globbo!'s display face)
    assert abs((name[0]["x0"] + name[0]["x1"]) / 2 - (left + right) / 2) < 2  # centred over the table
    drawn = [s for s in paths if s.get("fill")]
    assert drawn, "no drawn logo over the table"
    span = max(s["x1"] for s in drawn) - min(s["x0"] for s in drawn)
    assert (right - left) * 0.6 < span <= right - left + 1  # sized to its area
