"""A tuck box per deck (issue 36): one page each, the deck's size and its thickness from its card count,
cut lines solid and fold lines dashed, the game's drawn logo on the front, listed on the contents sheet,
and inside the printable area on A4, Letter and A3."""

from __future__ import annotations

import subprocess

import pytest

from goblinkit.content.loader import load_game
from goblinkit.content.units import mm
from goblinkit.pnp.build import build
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.recipes import jobs_for
from goblinkit.pnp.tuckbox import deck_boxes
from tests.pnp.measure import PT, open_pdf


def test_each_deck_gets_a_box_its_size_and_thickness():
    boxes = deck_boxes(jobs_for(load_game("goblout"), packed=False))
    assert [(b.name, b.cards) for b in boxes] == [("Goblout cards", 110)]
    box = boxes[0]
    assert round(box.w / PT, 1) == 65.0 and round(box.h / PT, 1) == 89.5  # the card and 1.5 mm of play
    assert round(box.d / PT, 2) == round(110 * 0.32 + 2, 2)  # 110 cards thick, and a little room
    gvz = [(b.name, b.cards) for b in deck_boxes(jobs_for(load_game("goblins-vs-zombies"), packed=False))]
    assert [name for name, _ in gvz][:2] == ["Goblin Deck", "Zombie Deck (Zombies and Events)"]


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_the_net_prints_inside_the_page_with_dashed_folds_and_the_logo(tmp_path, paper):
    built = {b.component: b for b in build(["goblout"], PrintOptions(paper=paper), tmp_path)}
    with open_pdf(built["tuck-boxes"].path) as pdf:
        page = pdf.pages[0]
        dashed = [line for line in page.lines if line.get("dash") and line["dash"][0]]
        solid = [line for line in page.lines if not (line.get("dash") and line["dash"][0])]
        assert len(dashed) >= 8 and len(solid) >= 20  # the folds of the body, its flaps; the cut outline
        for line in page.lines:
            assert line["x0"] >= mm(6.5) - 0.1 and line["x1"] <= page.width - mm(6.5) + 0.1
            assert line["top"] >= mm(6.5) - 0.1 and line["bottom"] <= page.height - mm(6.5) + 0.1
    text = subprocess.run(["pdftotext", "-f", "1", "-l", "1", str(built["tuck-boxes"].path), "-"], check=True,
                          capture_output=True, text=True).stdout  # (pdftotext reads the turned net's lines upright)
    assert "GOBLOUT" in text and "110 cards" in text  # the logo's name on the front, the count under it
    contents = subprocess.run(["pdftotext", str(built["contents"].path), "-"], check=True, capture_output=True,
                              text=True).stdout
    assert "tuck-boxes.pdf: 1 page, single-sided, on card stock" in contents.replace("\n", " ")


def test_the_contents_sheet_is_headed_by_the_games_drawn_logo(tmp_path):
    """The logo's words in the game's display face, its icon a vector path, above the sheet's title."""
    built = {b.component: b for b in build(["gobz-heroes"], PrintOptions(), tmp_path)}
    with open_pdf(built["contents"].path) as pdf:
        page = pdf.pages[0]
        title = next(w for w in page.extract_words() if w["text"] == "contents")
        above = [ch for ch in page.chars if ch["bottom"] < title["top"]]  # the logo first, the text under it
    assert "".join(ch["text"] for ch in above) == "Gob'z'Heroes"
    assert all("AlfaSlabOne" in ch["fontname"] for ch in above)  # in the game's display face (as are the heads)
