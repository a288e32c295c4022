"""The Gob'z'Heroes print, measured: tiles at 1 in squares with face b registered behind face a, cards
with their backs (the three small decks sharing sheets), the markers with their icons, the two VP gauges
and the Quick Reference Sheet; the icon credit on each file's first page. (The print rules themselves,
6.5 pt, 3 mm and 6.5 mm, are measured for every game in test_print_rules.py.)"""

from __future__ import annotations

import re

import json

import pytest

from typer.testing import CliRunner

from goblinkit.content.icons import CREDIT
from goblinkit.content.loader import load_game
from goblinkit.pnp.build import build
from goblinkit.pnp.cli import app as pnp_app
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import forms, lines, open_pdf


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("gobz")
    return {b.component: b for b in build(["gobz-heroes"], PrintOptions(), out)}


def test_list():
    result = CliRunner().invoke(pnp_app, ["list", "gobz-heroes", "--json"])
    rows = {r["component"]: r for r in json.loads(result.output)}
    assert {k: rows[k]["count"] for k in ("gobz-objectives-stuff", "combos", "markers", "tiles", "vp-gauges")} == {
        "gobz-objectives-stuff": 7 + 8 + 10, "combos": 40, "markers": 48, "tiles": 6, "vp-gauges": 4}
    # 65 poker cards on 8 sheets of 9 (A4): the small decks share 3 sheets, the Combos take 5; the 48
    # markers are square chits butted on a sheet of their own (issue 36: shared cuts)
    assert rows["gobz-objectives-stuff"]["pages"] == 6 and rows["combos"]["pages"] == 10
    assert rows["markers"]["pages"] == 2
    assert rows["tiles"]["width_mm"] == 127.0 and rows["tiles"]["height_mm"] == 177.8


def grid(page):  # noqa: ANN001
    verticals = sorted({round(l[0], 2) for l in lines(page) if abs(l[0] - l[2]) < 1e-6 and l[3] - l[1] > 170})
    horizontals = sorted({round(l[1], 2) for l in lines(page) if abs(l[1] - l[3]) < 1e-6 and l[2] - l[0] > 120})
    return verticals, horizontals


def test_tiles_are_one_inch_squares_with_both_faces_registered(built):
    with open_pdf(built["tiles"].path) as pdf:
        assert len(pdf.pages) == 6
        front, back = pdf.pages[0], pdf.pages[1]
        front_words, back_words = ({w["text"] for w in page.extract_words()} for page in (front, back))
        assert {"1a", "Scrapyard"} <= front_words and {"1b", "Hatchery"} <= back_words  # each face's name plate
        xs, ys = grid(front)
        bxs, bys = grid(back)
        height = front.height * 25.4 / 72
    first = xs[:6]
    assert [round(b - a, 2) for a, b in zip(first, first[1:])] == [25.4] * 5  # 5 columns of 1 in
    assert [round(b - a, 2) for a, b in zip(ys, ys[1:])] == [25.4] * 7  # 7 rows
    assert bxs == xs  # landscape, long edge: the back mirrors top to bottom
    assert sorted(round(height - y, 2) for y in ys) == bys


def test_cards_have_their_backs(built):
    with open_pdf(built["gobz-objectives-stuff"].path) as pdf:
        fronts = [pdf.pages[i].extract_text().replace("\n", " ") for i in range(0, 6, 2)]
        backs = " ".join(pdf.pages[i].extract_text() for i in range(1, 6, 2))
    assert "Mog the Massive" in fronts[0] and "TROLL" in fronts[0] and "Troll Hunter" in fronts[0]
    assert backs.count("PROFILE") == 7 and backs.count("Secret: keep it face down") == 8
    assert backs.count("From a supply crate") == 10
    assert "Repeat 3" in " ".join(fronts) and "Range 4" in " ".join(fronts) and "knocks" in " ".join(fronts)  # (lines of cards side by side interleave)
    # the badge, not the note: a Stuff's note stops at its Range (a Profile's sentence "... Range 4 · Strength 4." may print)
    assert all(found.endswith(".") for found in re.findall(r"Range 4 · Strength ?\d*\.?", " ".join(fronts)))
    assert "STRENGTH" in " ".join(fronts)
    assert "Strength 2" not in " ".join(fronts) and "Range 4," not in " ".join(fronts)  # nor the text: each stat once
    import pikepdf

    with pikepdf.open(built["gobz-objectives-stuff"].path) as pdf, pdf.open_outline() as outline:
        parts = {item.title: [child.title for child in item.children] for item in outline.root}
    assert list(parts) == ["Profile Cards", "Gob'jective Cards", "Stuff Cards"]
    assert parts["Profile Cards"][0] == "Profile Cards: Mog the Massive"
    with open_pdf(built["combos"].path) as pdf:
        assert len(pdf.pages) == 10
        fronts = " ".join(pdf.pages[i].extract_text() for i in range(0, 10, 2))
        assert fronts.count("Wet Blanket") == 6 and fronts.count("Remove all Tickle markers") == 6


def test_vp_gauges_and_reference(built):
    with open_pdf(built["vp-gauges"].path) as pdf:
        words = [w["text"] for w in pdf.pages[0].extract_words()]
    assert all(words.count(str(n)) >= 2 for n in range(13)) and "RED" in words and "BLUE" in words
    with open_pdf(built["quick-reference"].path) as pdf:
        first, second, third = (p.extract_text().replace("\n", " ") for p in pdf.pages)
        sizes = {round(ch["size"], 1) for p in pdf.pages for ch in p.chars if ch["top"] < p.height - 40}  # not the footer
        halves = [sum(1 for ch in p.chars if ch["x0"] > p.width / 2 and ch["top"] < p.height - 40) for p in pdf.pages]
    assert "KO a Gob': 2 VP" in first and "No Troll as Backup" in second and "game-icons.net" in third
    everything = first + second + third
    assert "--" not in everything and "we keep" not in everything  # no flags, no designer notes
    assert all(half > 150 for half in halves), halves  # two columns a side
    for board in ("Duel, 2 players: 1a 2a / 3a 4a", "Brawl B, 3-4 players: 1b 2b 5b / 3b 4b 6b"):
        assert board in third  # each board's setup diagram, under its title
    assert min(sizes) >= 6.5


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_quick_reference_is_a_numbered_rail_and_colour_blocks_at_8_5_pt(tmp_path, paper):
    """Issue 36: the reference was dense text in one colour. The turn is now a rail of numbered discs
    (1-4, each step's name in bold), every section a block with its band, and the rules text at least
    8.5 pt on both sides of the rules (the boards' page keeps its 6.5 pt coordinates)."""
    out = {b.component: b for b in build(["gobz-heroes"], PrintOptions(paper=paper), tmp_path)}
    with open_pdf(out["quick-reference"].path) as pdf:
        pages = pdf.pages
        body = [ch for p in pages[:2] for ch in p.chars if ch["top"] < p.height - 60]  # not the footer
        assert min(ch["size"] for ch in body) >= 8.5
        text = pages[0].extract_text()
        bands = [r for r in pages[0].rects + pages[0].curves if r["non_stroking_color"] not in (None, (1, 1, 1))]
    for step in ("Backup:", "Rationing:", "Activation:", "Crew Rehab:"):
        assert step in text
    first = pages[0].chars
    discs = [ch["text"] for ch in first if "Alfa" in ch["fontname"] and ch["text"] in "1234"
             and ch["x0"] < pages[0].width / 2]
    assert discs[:4] == ["1", "2", "3", "4"], discs
    bold = "".join(ch["text"] for ch in first if "Bold" in ch["fontname"])
    assert all(step in bold for step in ("Backup:", "Rationing:", "Activation:", "Crew Rehab:")), bold
    for title in ("Your turn", "Set Up", "Victory Points", "Moving", "Making an Attack", "Ranged Combat"):
        assert title in text
    assert len(bands) >= 12  # each of the six blocks: a tint and a band


def test_markers_show_their_icons(built):
    """A 3/4 in marker shows its game-icons.net icon (no name: the Quick Reference carries the key); the
    markers are butted on their own sheet, each icon stored once in the file."""
    with open_pdf(built["markers"].path) as pdf:
        words = pdf.pages[0].extract_text()
    assert "Tickle" not in words
    icons = {name: count for name, count in forms(built["markers"].path).items() if name.startswith("icon-")}
    markers = [m.icon for m in load_game("gobz-heroes", None).components["markers"].items]
    assert all(icons.get(f"icon-{icon}") == 1 for icon in markers)  # each kind's icon stored once


def test_every_file_credits_its_icons_on_its_first_page(built):
    for name in ("gobz-objectives-stuff", "combos", "markers"):
        with open_pdf(built[name].path) as pdf:
            assert "game-icons.net" in pdf.pages[0].extract_text(), name


def test_no_front_looks_like_a_back_or_another_front():
    """A card's picture is never a deck back's emblem (Steady Aim was the Gob'jective back's target,
    Scavenger the Stuff back's chest), and no two Gob'jectives share a picture or are both chests."""
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.style import style_for

    game = load_game("gobz-heroes", None)
    style = style_for(game)
    backs = {style.back_for(deck).motif for deck in ("gobz", "objectives", "combos", "stuff")}
    fronts = {deck: [card.icon for card in game.components[deck].items] for deck in ("objectives", "combos", "stuff")}
    assert {icon for icons in fronts.values() for icon in icons} & backs == set()
    objectives = fronts["objectives"]
    assert len(set(objectives)) == len(objectives) and sum("chest" in icon for icon in objectives) <= 1


def test_each_deck_reads_as_one_set():
    """Issue 36: Profile text swung from 8 to 12 pt between cards. Every card of a deck is now set within
    3 pt of the others and at 9 pt at least (Mog the Massive, the longest, included): a short Stuff card is
    set larger so that no text box is a third empty (test_text_fill), never further from its deck than that."""
    from tests.pnp.test_templates import _decks

    sizes = {name: sorted(d.layout.text_size for d in drawings if d.spec.sections)
             for name, (_, drawings) in _decks("gobz-heroes").items()}
    assert set(sizes) == {"gobz", "objectives", "combos", "stuff"}
    for name, found in sizes.items():
        assert found[0] >= 9 and found[-1] - found[0] <= 3.0, (name, found)
