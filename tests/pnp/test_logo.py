"""The drawn logo (pnp/logo.py) where a game names itself (issue 36): at the head of every card back whose
design has a lockup, at one placement for all of a game's decks, in the game's display face on the logo's
banner; a back without a lockup has none."""

from __future__ import annotations

from dataclasses import replace

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import load_game
from goblinkit.content.units import mm
from goblinkit.pnp.backs import card_back, logo_top
from goblinkit.pnp.style import style_for
from tests.pnp.measure import open_pdf

POKER = (mm(63.5), mm(88))


def _words(tmp_path, draws) -> list[list[dict]]:  # noqa: ANN001
    path = tmp_path / "backs.pdf"
    c = Canvas(str(path), pagesize=POKER, invariant=1)
    for draw in draws:
        draw(c, *POKER, 0.0, False)
        c.showPage()
    c.save()
    with open_pdf(path) as pdf:
        return [page.extract_words(extra_attrs=["fontname", "size"]) for page in pdf.pages]


def test_every_deck_back_carries_the_logo_at_one_place(tmp_path):
    style = style_for(load_game("gobz-heroes"))
    decks = ["gobz", "objectives", "combos", "stuff"]
    pages = _words(tmp_path, [card_back(style, style.back_for(deck), deck.title(), *POKER) for deck in decks])
    heads = []
    for words in pages:
        logo = [w for w in words if w["text"] == "Gob'z'Heroes"]
        assert len(logo) == 1, words
        assert "AlfaSlabOne" in logo[0]["fontname"]  # the display face, not the text face
        heads.append((round(logo[0]["x0"], 2), round(logo[0]["top"], 2), round(logo[0]["size"], 2)))
    assert len(set(heads)) == 1, heads  # a blue Gob'jective back and a brown Profile back: the same logo
    assert POKER[1] - logo_top(POKER[1]) <= heads[0][1] <= POKER[1] - logo_top(POKER[1]) + mm(12)
    assert heads[0][2] >= 10  # reads across a table


def test_a_back_without_a_lockup_has_no_logo(tmp_path):
    style = style_for(load_game("goblout"))
    design = replace(style.back_for("cards"), lockup="")
    (words,) = _words(tmp_path, [card_back(style, design, "Dégoblinade", *POKER)])
    assert [w["text"] for w in words] == ["DÉGOBLINADE"]


def test_the_line_logo_fits_a_narrow_back(tmp_path):
    """A long name shrinks in its banner rather than running past the back's ring."""
    style = style_for(load_game("goblins-vs-zombies"))
    narrow = (mm(44), mm(63))
    path = tmp_path / "narrow.pdf"
    c = Canvas(str(path), pagesize=narrow, invariant=1)
    card_back(style, style.back_for("tokens"), "Tokens", *narrow)(c, *narrow, 0.0, False)
    c.save()
    with open_pdf(path) as pdf:
        page = pdf.pages[0]
        logo = [ch for ch in page.chars if "Creepster" in ch["fontname"]]  # the lockup face
    assert logo and min(ch["x0"] for ch in logo) > mm(4) and max(ch["x1"] for ch in logo) < narrow[0] - mm(4)


def test_the_gobz_reference_is_headed_by_the_drawn_logo_and_its_title(tmp_path):
    """Every side of the Quick Reference: the logo's name in the display face, then the sheet's title
    without the game's name the logo already shows."""
    from goblinkit.pnp.options import PrintOptions
    from goblinkit.pnp.pages import render_pages
    from goblinkit.pnp.games.gobz_sheets import reference_job

    render_pages(reference_job(load_game("gobz-heroes")), PrintOptions(), tmp_path / "ref.pdf")
    with open_pdf(tmp_path / "ref.pdf") as pdf:
        heads = [" ".join(w["text"] for w in page.extract_words(extra_attrs=["fontname"])
                          if "AlfaSlabOne" in w["fontname"] and w["top"] < 80) for page in pdf.pages]
    assert heads == ["Gob'z'Heroes Quick Reference", "Gob'z'Heroes Markers, tiles, scenarios, rulings",
                     "Gob'z'Heroes The boards"]


def test_the_gobbledygook_reference_is_headed_by_the_drawn_logo(tmp_path):
    from goblinkit.pnp.games.gg_reference import reference_job
    from goblinkit.pnp.options import PrintOptions
    from goblinkit.pnp.pages import render_pages

    render_pages(reference_job(load_game("gobbledygook")), PrintOptions(), tmp_path / "ref.pdf")
    with open_pdf(tmp_path / "ref.pdf") as pdf:
        head = " ".join(w["text"] for w in pdf.pages[0].extract_words() if w["top"] < 80)
    assert head == "GobbledyGook! Quick reference: the round"


def test_the_globbo_play_sheet_is_headed_by_the_drawn_logo(tmp_path):
    from goblinkit.pnp.games.globbo_sheets import play_sheet_job
    from goblinkit.pnp.options import PrintOptions
    from goblinkit.pnp.pages import render_pages

    render_pages(play_sheet_job(load_game("globbo")), PrintOptions(), tmp_path / "play.pdf")
    with open_pdf(tmp_path / "play.pdf") as pdf:  # both sides of the sheet: the Extras have the back
        heads = [" ".join(w["text"] for w in page.extract_words() if w["top"] < 70) for page in pdf.pages]
    assert heads == ["Globbo! The sequence of play", "Globbo! Extras: advantages picked before play"]


def test_the_motif_keeps_clear_of_the_logo_on_a_landscape_back():
    from goblinkit.pnp.backs import LOGO_H, motif_box

    for w, h in (POKER, POKER[::-1]):
        logo_h = min(LOGO_H, h * 0.14)
        x, y, side = motif_box(w, h, logo_h, 10.0)
        assert y + side <= logo_top(h) - logo_h - mm(2) + 1e-6, (w, h)  # under the logo, with a gap
        assert y >= mm(4) + mm(6.5) + 17 and side >= min(w, h) * 0.4  # over the deck's banner, still large


def test_a_back_does_not_repeat_the_logos_icon_as_its_motif():
    """The logo heads the back; the motif below it says something else (Gob'z'Heroes' shield was both)."""
    from goblinkit.pnp.logo import logo_for

    for game_id, decks in (("goblout", ["cards"]), ("gobz-heroes", ["gobz", "objectives", "combos", "stuff"])):
        style = style_for(load_game(game_id))
        for deck in decks:
            assert style.back_for(deck).motif != logo_for(style).icon, (game_id, deck)
