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
from goblinkit.pnp.games.globbo import SAFE
from tests.pnp.measure import open_pdf, to_mm


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return {b.component: b for b in build(["globbo"], PrintOptions(), tmp_path_factory.mktemp("globbo"))}


def _rail(page):  # noqa: ANN001
    """The rail's numbers (Fredoka digits in its discs) and their filled discs, each sorted by row then x."""
    words = page.extract_words(extra_attrs=["fontname", "size"])
    numbers = [w for w in words if w["text"] in "1234567" and "Fredoka" in w["fontname"] and w["top"] < page.height / 3]
    discs = [c for c in page.curves if 10 < c["x1"] - c["x0"] < 30 and c.get("fill")
             and any(c["x0"] < n["x0"] < c["x1"] and c["top"] < n["top"] < c["bottom"] for n in numbers)]
    key = lambda b: (round(b["top"] / 20), b["x0"])  # noqa: E731
    return words, sorted(numbers, key=key), sorted(discs, key=key)


def test_the_rounds_rail_is_two_rows_of_columns_at_least_40_mm(built):
    """Issue 36's panel: seven columns of ~22 mm wrapped step 3 to 8 lines. The rail is two rows, 4 + 3, of
    one column width (>= 40 mm, measured between the discs' centres), the second row under the first's
    columns, heads level in a row, every column's first words on its row's baseline."""
    with open_pdf(built["play-sheet"].path) as pdf:
        words, numbers, discs = _rail(pdf.pages[0])
    assert [n["text"] for n in numbers] == list("1234567")
    assert len(discs) == 7
    rows = [discs[:4], discs[4:]]
    for row in rows:
        assert max(d["top"] for d in row) - min(d["top"] for d in row) < 0.05  # a row's heads on one line
    assert rows[1][0]["top"] > rows[0][0]["bottom"] + 20  # the second row below the first
    centres = [(d["x0"] + d["x1"]) / 2 for d in discs]
    widths = [b - a for a, b in zip(centres[:4], centres[1:4])] + [b - a for a, b in zip(centres[4:], centres[5:])]
    assert max(widths) - min(widths) < 0.05, widths  # equal columns
    assert to_mm(min(widths)) >= 40 + 2.5, [to_mm(w) for w in widths]  # a column >= 40 mm (plus the gap)
    assert [abs(a - b) < 0.05 for a, b in zip(centres[:3], centres[4:])] == [True] * 3  # under the first row
    firsts = []
    for disc in discs:  # each column's first line: the highest words starting at its left under its disc
        column = [w for w in words if abs(w["x0"] - disc["x0"]) < 1.5 and disc["bottom"] < w["top"] < disc["bottom"] + 30]
        firsts.append(min(column, key=lambda w: w["top"]))
    assert [f["text"] for f in firsts] == ["GLOBBO", "GLOBBO", "BITERS", "KIDS", "KIDS", "Each", "GLOBBO"]
    for row in (firsts[:4], firsts[4:]):
        assert max(f["bottom"] for f in row) - min(f["bottom"] for f in row) < 0.05  # one baseline a row


def test_every_step_of_the_rail_is_at_most_four_lines(built):
    """Step 3 (BITERS explode...) was 8 lines; every step now reads in at most 4, at >= 8 pt."""
    with open_pdf(built["play-sheet"].path) as pdf:
        words, _, discs = _rail(pdf.pages[0])
    col = discs[1]["x0"] - discs[0]["x0"]
    wins = min(w["top"] for w in words if w["text"] == "wins")  # the line under the rail
    lines = []
    for index, disc in enumerate(discs):
        below = discs[4]["top"] if index < 4 else wins
        column = [w for w in words if disc["x0"] - 1.5 <= w["x0"] < disc["x0"] + col - 2
                  and disc["bottom"] < w["top"] < below - 2 and "Fredoka" not in w["fontname"]
                  and w["size"] < 10.5]
        lines.append(len({round(w["top"]) for w in column}))
        assert min(w["size"] for w in column) >= 8, disc
    assert 1 <= min(lines) and max(lines) <= 4, lines


def test_the_heading_logos_name_reads_at_14_pt_or_more(built):
    """The play sheet's heading logo was tiny (its name ~9 pt); its name is >= 14 pt, in the display face."""
    text = logo_for(style_for(load_game("globbo"))).text
    with open_pdf(built["play-sheet"].path) as pdf:
        page = pdf.pages[0]
        names = [w for w in page.extract_words(extra_attrs=["fontname", "size"])
                 if w["text"] == text and w["top"] < page.height / 8]
    assert len(names) == 1 and "Fredoka" in names[0]["fontname"], names
    assert names[0]["size"] >= 14, names[0]["size"]


def test_every_chit_label_is_8_pt_or_more_inside_the_safe_zone(built):
    """Issue 36's panel: chit labels at 6.5-7 pt read as the kit's smallest text. Every front's words (a
    marker's name; a piece's number in its top-left corner and its name along its foot) are 8 pt or more,
    and every piece names itself: its number and its name on the same chit."""
    game = load_game("globbo")
    pieces = game.components["pieces"].items
    markers = {m.name for m in game.components["markers"].items}
    shorts = {p.short for p in pieces}
    indexes = {f"{p.prefix}{n}" for p in pieces for n in range(1, p.count + 1)}
    with open_pdf(built["counters"].path) as pdf:
        page = pdf.pages[0]
        words = [w for w in page.extract_words(extra_attrs=["fontname", "size"]) if w["top"] < page.height - 60]
    labels = [w for w in words if w["text"] in markers | shorts | indexes]
    assert len(labels) == len(words) == 2 * sum(p.count for p in pieces) + sum(
        m.count for m in game.components["markers"].items)
    assert min(w["size"] for w in labels) >= 8.0 - 1e-6
    chit = game.components["pieces"].size.pt
    for index in (w for w in labels if w["text"] in indexes):  # its name below it, on the same chit
        below = [w for w in labels if w["text"] in shorts and 0 < w["top"] - index["top"] < chit - 2 * SAFE
                 and abs((w["x0"] + w["x1"]) / 2 - (index["x0"] - SAFE + chit / 2)) < 1]
        assert len(below) == 1, index["text"]
        piece = next(p for p in pieces if index["text"].startswith(p.prefix) and index["text"][1:].isdigit())
        assert below[0]["text"] == piece.short, index["text"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_extras_are_a_variant_sheet_of_graded_rows_at_10_pt(tmp_path, paper):
    """Issue 36's panel read the Extras as long 7-8 pt lists: they have the play sheet's back to themselves,
    each column a table in its side's colour, every Extra's grade in a badge of that colour beside its bold
    name, a rule between two rows, the rules text 10 pt or more on A4 and Letter."""
    extras = load_game("globbo").components["extras"].items
    sheet = {b.component: b for b in build(["globbo"], PrintOptions(paper=paper), tmp_path)}["play-sheet"]
    with open_pdf(sheet.path) as pdf:
        page = pdf.pages[1]
        words = page.extract_words(extra_attrs=["fontname", "size"])
        top = next(w for w in words if w["text"] == "Column")["bottom"]
        rules = [ln for ln in page.lines if ln["top"] > top and abs(ln["top"] - ln["bottom"]) < 0.01
                 and abs(ln["linewidth"] - 0.4) < 0.01]
        badges = [r for r in page.rects + page.curves if r["fill"] and 12 < r["x1"] - r["x0"] < 20
                  and abs((r["x1"] - r["x0"]) - (r["bottom"] - r["top"])) < 0.2 and r["top"] > top]
    body = [w for w in words if w["top"] > top and w["bottom"] < page.height - 60 and "Regular" in w["fontname"]]
    assert min(w["size"] for w in body) >= 10.0 - 1e-6
    for e in extras:  # the name in bold, its grade in the badge level with it
        first = next(w for w in words if w["text"] == e.name.split()[0] and "Bold" in w["fontname"] and w["top"] > top)
        grade = [w for w in words if w["text"] == str(e.grade) and "Fredoka" in w["fontname"]
                 and abs((w["top"] + w["bottom"]) / 2 - (first["top"] + first["bottom"]) / 2) < 2
                 and 0 < first["x0"] - w["x1"] < mm_pt(10)]
        assert grade, e.name
    assert len(badges) == len(extras)
    assert len(rules) == len(extras) - 2  # one fewer than the rows, in each of the two columns


def mm_pt(value: float) -> float:
    return value * 72 / 25.4


def test_the_regeneration_tracks_hold_the_points_marker(built):
    """A POINTS marker (5/8 in) sits on one box of a HEAD's track: every box is at least as tall as the
    marker and nearly as wide (13 boxes across the page), not the 6.5 mm boxes it covered three of."""
    marker = load_game("globbo").components["markers"].size.pt
    with open_pdf(built["play-sheet"].path) as pdf:
        page = pdf.pages[0]
        boxes = [r for r in page.rects if r["stroke"] and not r["fill"] and r["height"] >= marker]
    assert len(boxes) == 4 * 13
    assert min(r["width"] for r in boxes) >= marker * 0.8


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
