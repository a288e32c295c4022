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
from goblinkit.pnp.pages import render_pages
from goblinkit.pnp.tuckbox import deck_boxes, decks, tuck_boxes
from goblinkit.pnp.tuckbox_model import MIN_CARDS, MIN_DEPTH
from tests.pnp.measure import PT, open_pdf


def test_each_deck_gets_a_box_its_size_and_thickness():
    boxes = deck_boxes(jobs_for(load_game("goblout"), packed=False))
    assert [(b.name, b.cards) for b in boxes] == [("Goblout cards", 110)]
    box = boxes[0]
    assert round(box.w / PT, 1) == 65.0 and round(box.h / PT, 1) == 89.5  # the card and 1.5 mm of play
    assert round(box.d / PT, 2) == round(110 * 0.32 + 2, 2)  # 110 cards thick, and a little room
    gvz = [(b.name, b.cards) for b in deck_boxes(jobs_for(load_game("goblins-vs-zombies"), packed=False))]
    assert gvz == [("Goblin Deck", 54), ("Zombie Deck (Zombies and Events)", 36),
                   ("Red-bordered cards (The Boss!! and Bosses)", 8), ("Guardians & Turn Reminders", 6)]


@pytest.mark.parametrize("game_id", ["goblins-vs-zombies", "goblout", "gobbledygook", "globbo", "gobz-heroes"])
def test_every_deck_of_every_game_has_a_box(tmp_path, game_id):
    """Each deck in its own box, or, under MIN_CARDS, in one shared with the other small decks of its size;
    the file has a page per box, each naming its box's decks and its count (after them, a box of pieces)."""
    game = load_game(game_id)
    jobs = jobs_for(game, packed=False)
    boxes = deck_boxes(jobs)
    everything = tuck_boxes(game, jobs)
    assert everything[:len(boxes)] == boxes and len(everything) == len(boxes) + (game_id == "gobbledygook")
    boxed = [name for box in boxes for name in (box.decks or (box.name,))]
    assert sorted(boxed) == sorted(deck.name for deck in decks(jobs))
    assert sum(box.cards for box in boxes) == sum(deck.cards for deck in decks(jobs))
    for box in boxes:
        assert box.d >= MIN_DEPTH and (len(box.decks) != 1)
        assert box.cards >= MIN_CARDS or not box.decks  # a small deck shares, unless it is the only one its size
    job = next((j for j in jobs if j.component == "tuck-boxes"), None)
    if not boxes:
        assert job is None and game_id == "globbo"  # counters, a map and a sheet: no deck
        return
    render_pages(job, PrintOptions(), tmp_path / "t.pdf")
    with open_pdf(tmp_path / "t.pdf") as pdf:
        assert len(pdf.pages) == len(everything)
    for number, box in enumerate(everything, 1):
        text = subprocess.run(["pdftotext", "-f", str(number), "-l", str(number), str(tmp_path / "t.pdf"), "-"],
                              check=True, capture_output=True, text=True).stdout
        assert box.count in text and all(name.split(" (")[0] in text for name in box.decks or (box.name,))
        assert box.count == (f"{box.cards} cards" if box in boxes else "72 blips, 99 markers")


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_small_decks_share_a_box_with_a_divider_inside_the_page(tmp_path, paper):
    """GvZ's 3 Guardians and 3 Turn Reminders: one box of 6 cards, 5 mm deep (the thinnest that holds), and a
    divider card the cards' size with a tab naming the deck behind it."""
    game = load_game("goblins-vs-zombies")
    jobs = jobs_for(game, packed=False)
    shared = deck_boxes(jobs)[-1]
    assert (shared.decks, shared.cards, round(shared.d / PT, 2)) == (("Guardians", "Turn Reminders"), 6, 5.0)
    job = next(j for j in jobs if j.component == "tuck-boxes")
    render_pages(job, PrintOptions(paper=paper), tmp_path / "t.pdf")
    with open_pdf(tmp_path / "t.pdf") as pdf:
        page = pdf.pages[-1]
        tab = [w for w in page.extract_words() if w["text"] == "Reminders" and w["upright"]]
        divider = [c for c in page.curves if abs((c["x1"] - c["x0"]) - 63.5 * PT) < 0.5
                   and abs((c["bottom"] - c["top"]) - (88 + 8) * PT) < 0.5]  # the card and its 8 mm tab
        assert len(divider) == 1 and len(tab) >= 2  # the tab's name (and the box's front, upright)
        for thing in page.lines + page.curves + page.chars:
            assert thing["x0"] >= mm(6.5) - 0.1 and thing["x1"] <= page.width - mm(6.5) + 0.1
            assert thing["top"] >= mm(6.5) - 0.1 and thing["bottom"] <= page.height - mm(6.5) + 0.1


def test_a_lone_small_deck_gets_the_thinnest_box():
    jobs = [j for j in jobs_for(load_game("goblins-vs-zombies"), packed=False) if j.component != "turn-reminders"]
    lone = deck_boxes(jobs)[-1]
    assert (lone.name, lone.cards, lone.decks, round(lone.d / PT, 2)) == ("Guardians", 3, (), 5.0)


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
    """The logo's words in the game's display face, its icon a vector path, at the left of the sheet's title."""
    built = {b.component: b for b in build(["gobz-heroes"], PrintOptions(), tmp_path)}
    with open_pdf(built["contents"].path) as pdf:
        page = pdf.pages[0]
        title = next(w for w in page.extract_words() if w["text"] == "contents")
        start = min(w["x0"] for w in page.extract_words() if abs(w["top"] - title["top"]) < 1)  # the title's line
        above = [ch for ch in page.chars if ch["x1"] < start and ch["top"] < title["bottom"] + 40]  # the logo
    assert "".join(ch["text"] for ch in above) == "Gob'z'Heroes"
    assert all("AlfaSlabOne" in ch["fontname"] for ch in above)  # in the game's display face (as are the heads)


def _panel_words(page, box, panel: tuple[float, float], page_h: float) -> str:  # noqa: ANN001
    """The words inside one of an unturned net's panels, in reading order."""
    from goblinkit.pnp.tuckbox import panels, placement

    x, y, turned = placement(box, page.width, page_h)
    assert not turned
    body = panels(box)
    left, right = x + panel[0], x + panel[1]
    top, bottom = page_h - (y + body.y0 + body.h), page_h - (y + body.y0)
    return " ".join(w["text"] for w in page.extract_words()
                    if left <= w["x0"] and w["x1"] <= right and top <= w["top"] and w["bottom"] <= bottom)


def test_the_front_carries_the_logo_the_deck_and_its_picture_the_back_what_is_in_it(tmp_path):
    """Like a boxed card game's: the front the game's logo, the deck's name and count; the back the contents by
    kind (GvZ's Goblin Deck: 38 Goblins and 16 Black Goblins) and the game's tagline (style.yaml `box:`)."""
    game = load_game("goblins-vs-zombies")
    jobs = jobs_for(game, packed=False)
    box = deck_boxes(jobs)[0]
    assert (box.icon, box.kinds) == ("slingshot", (("Goblin", 38), ("Black Goblin", 16)))
    job = next(j for j in jobs if j.component == "tuck-boxes")
    render_pages(job, PrintOptions(), tmp_path / "t.pdf")
    from goblinkit.pnp.tuckbox import panels

    with open_pdf(tmp_path / "t.pdf") as pdf:
        page = pdf.pages[0]
        front = _panel_words(page, box, panels(box).front, page.height)
        back = _panel_words(page, box, panels(box).back, page.height)
        logo = {ch["fontname"].split("+")[-1] for ch in page.chars if ch["text"] == "Z"}
    assert front == "Goblins vs Zombies Goblin Deck 54 cards"  # the logo's name, the deck on its band, the count
    assert back == ("Goblins vs Zombies In this box 54 cards 38 Goblin 16 Black Goblin Goblins vs Zombies Goblins "
                    "hold the graveyard against the rising dead")
    assert "Creepster-Regular" in logo  # the logo's own face


@pytest.mark.parametrize("ink_saver", [False, True], ids=["default", "ink-saver"])
def test_every_tuck_box_page_is_light(tmp_path, ink_saver):
    """The colour is a pale ground and a band (about 5 % of the page's grey, the kit's budget 22 %); under
    --ink-saver outlines (about 3 %, budget 10 %)."""
    from tests.pnp.ink import page_inks
    from tests.pnp.test_ink_budget import BUDGET

    for game_id in ("goblins-vs-zombies", "gobbledygook", "goblout", "gobz-heroes"):
        game = load_game(game_id)
        job = next(j for j in jobs_for(game, packed=False) if j.component == "tuck-boxes")
        render_pages(job, PrintOptions(ink_saver=ink_saver), tmp_path / f"{game_id}.pdf")
        inks = page_inks(tmp_path / f"{game_id}.pdf")
        assert max(inks) <= BUDGET[ink_saver], (game_id, inks)  # the kit's budget
        assert 0.015 < max(inks) <= (0.04 if ink_saver else 0.066), (game_id, inks)  # coloured, and lighter still


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_box_of_pieces_prints_inside_the_page(tmp_path, paper):
    """GobbledyGook!'s blips and markers (style.yaml `box.pieces`): the net, upright, inside the kit's 6.5 mm
    margin on A4 and Letter; its front 39.6 mm square, its folds dashed."""
    from goblinkit.pnp.tuckbox import panels, placement

    game = load_game("gobbledygook")
    jobs = jobs_for(game, packed=False)
    box = tuck_boxes(game, jobs)[-1]
    render_pages(next(j for j in jobs if j.component == "tuck-boxes"), PrintOptions(paper=paper), tmp_path / "t.pdf")
    with open_pdf(tmp_path / "t.pdf") as pdf:
        page = pdf.pages[-1]
        assert not placement(box, page.width, page.height)[2]  # not turned
        front = panels(box).front
        assert round((front[1] - front[0]) / PT, 1) == round(panels(box).h / PT, 1) == 39.6
        assert len([line for line in page.lines if line.get("dash") and line["dash"][0]]) >= 8
        for thing in page.lines + page.curves + page.chars:
            assert thing["x0"] >= mm(6.5) - 0.1 and thing["x1"] <= page.width - mm(6.5) + 0.1
            assert thing["top"] >= mm(6.5) - 0.1 and thing["bottom"] <= page.height - mm(6.5) + 0.1


def test_a_box_of_pieces_is_checked_where_it_is_written(tmp_path):
    """`box.pieces` names sheets of pieces the game prints: anything else is an error at its file:line."""
    from goblinkit.content.errors import ContentErrors

    cases = {"box:\n  pieces: [blips, markerz, scenarios]\n": [
        ":2:19: box.pieces: 'markerz' is not a sheet of pieces this game prints (its sheets of pieces: markers, "
        "blips, measuring-sticks)",
        ":2:28: box.pieces: 'scenarios' is a deck, boxed on its own (its sheets of pieces: markers, blips, "
        "measuring-sticks)"],
        "box:\n  pieces: [measuring-sticks]\n": [
        ":2:11: box.pieces: the box for 18 measuring sticks would be 332 x 59 mm, more than A4 and Letter hold "
        "inside their margins"],
        "box:\n  pieces: blips\n": [":2:11: box.pieces: expected a list of component ids, such as [blips, markers]"]}
    for number, (text, expected) in enumerate(cases.items()):
        pack = tmp_path / f"pack{number}" / "gobbledygook"  # a folder each: a style is read once per folder
        pack.mkdir(parents=True)
        (pack / "style.yaml").write_text(text)
        with pytest.raises(ContentErrors) as caught:
            jobs_for(load_game("gobbledygook", pack.parent), packed=False)
        found = list(dict.fromkeys(str(e) for e in caught.value.errors))  # (each recipe that reads the style says it)
        assert found == [str(pack / "style.yaml") + line for line in expected]


@pytest.mark.parametrize("game_id", ["gobbledygook", "goblins-vs-zombies"])
def test_the_small_logos_on_a_box_are_lettered_at_10_pt_or_more(tmp_path, game_id):
    """The panel read the logos on the boxes' backs and spines at 2-4 pt (a line logo 6-8 mm tall), and the
    pieces box set its name at 6.3 pt; at 7 pt the display faces' letters still blurred (the next panel): every
    logo's name on a box is now at least 10 pt, or the logo is left out there (the band names the game)."""
    from tests.pnp.measure import char_size

    from goblinkit.pnp.logo import logo_for
    from goblinkit.pnp.style import style_for

    face = logo_for(style_for(load_game(game_id))).face  # the logo's face: only the logos use it on a box
    [built] = [b for b in build([game_id], PrintOptions(), tmp_path) if b.component == "tuck-boxes"]
    with open_pdf(built.path) as pdf:
        for page in pdf.pages:
            chars = [c for c in page.chars if c["text"].strip()]
            assert min(char_size(c) for c in chars) >= 6.5 - 0.01
            logo = [c for c in chars if face.replace("-", "").lower() in c["fontname"].replace("-", "").lower()]
            assert logo and min(char_size(c) for c in logo) >= 10.0 - 0.01, sorted({round(char_size(c), 1) for c in logo})
