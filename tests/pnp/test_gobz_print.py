"""The Gob'z'Heroes print, measured: tiles at 1 in squares with face b registered behind face a, cards
with their backs, the markers, the two VP gauges and the Quick Reference Sheet."""

from __future__ import annotations

import json

import pytest

from goblinkit.pnp.build import build
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import lines, open_pdf


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("gobz")
    return {b.component: b for b in build(["gobz-heroes"], PrintOptions(), out)}


def test_list(app, runner):
    rows = {r["component"]: r for r in json.loads(runner.invoke(app, ["pnp", "list", "gobz-heroes", "--json"]).output)}
    assert {k: rows[k]["count"] for k in ("gobz", "objectives", "combos", "stuff", "markers", "tiles", "vp-gauges")} == {
        "gobz": 7, "objectives": 8, "combos": 40, "stuff": 10, "markers": 48, "tiles": 6, "vp-gauges": 4}
    assert rows["tiles"]["width_mm"] == 127.0 and rows["tiles"]["height_mm"] == 177.8


def grid(page):  # noqa: ANN001
    verticals = sorted({round(l[0], 2) for l in lines(page) if abs(l[0] - l[2]) < 1e-6 and l[3] - l[1] > 170})
    horizontals = sorted({round(l[1], 2) for l in lines(page) if abs(l[1] - l[3]) < 1e-6 and l[2] - l[0] > 120})
    return verticals, horizontals


def test_tiles_are_one_inch_squares_with_both_faces_registered(built):
    with open_pdf(built["tiles"].path) as pdf:
        assert len(pdf.pages) == 6
        front, back = pdf.pages[0], pdf.pages[1]
        assert "1a Scrapyard" in front.extract_text() and "1b Hatchery" in back.extract_text()
        xs, ys = grid(front)
        bxs, bys = grid(back)
        height = front.height * 25.4 / 72
    first = xs[:6]
    assert [round(b - a, 2) for a, b in zip(first, first[1:])] == [25.4] * 5  # 5 columns of 1 in
    assert [round(b - a, 2) for a, b in zip(ys, ys[1:])] == [25.4] * 7  # 7 rows
    assert bxs == xs  # landscape, long edge: the back mirrors top to bottom
    assert sorted(round(height - y, 2) for y in ys) == bys


def test_cards_have_their_backs(built):
    with open_pdf(built["gobz"].path) as pdf:
        assert pdf.pages[1].extract_text().count("PROFILE CARD") == 7
        assert "Mog the Massive" in pdf.pages[0].extract_text() and "TROLL" in pdf.pages[0].extract_text()
    with open_pdf(built["combos"].path) as pdf:
        assert len(pdf.pages) == 10
        fronts = " ".join(pdf.pages[i].extract_text() for i in range(0, 10, 2))
        assert fronts.count("Wet Blanket") == 6 and fronts.count("Remove all Tickle markers from the") == 6
    with open_pdf(built["stuff"].path) as pdf:
        text = pdf.pages[0].extract_text()
        assert "Repeat 3 · Range 4 · Strength 2" in text
        assert "knocks out the carrier" in text
        assert pdf.pages[1].extract_text().count("Stuff") >= 9
    with open_pdf(built["objectives"].path) as pdf:
        assert pdf.pages[1].extract_text().count("SECRET") == 8


def test_vp_gauges_and_reference(built):
    with open_pdf(built["vp-gauges"].path) as pdf:
        words = [w["text"] for w in pdf.pages[0].extract_words()]
    assert all(words.count(str(n)) >= 2 for n in range(13)) and "RED" in words and "BLUE" in words
    with open_pdf(built["quick-reference"].path) as pdf:
        first, second = (p.extract_text() for p in pdf.pages)
        sizes = {round(ch["size"], 1) for p in pdf.pages for ch in p.chars if ch["top"] < p.height - 40}  # not the footer
    assert "KO a Gob': 2 VP (main text 2 VP, Quick Reference 1 VP: we keep 2)" in first.replace("\n", " ")
    assert "No Troll as Backup" in second and "game-icons.net" in second
    assert min(sizes) >= 6.5


def test_markers(built):
    with open_pdf(built["markers"].path) as pdf:
        text = pdf.pages[0].extract_text()
    assert text.count("Tickle") == 25 and text.count("Zombie") == 4 and text.count("Teleporter") == 5
