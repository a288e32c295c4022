"""The footer band of every page (pnp/document.py): the page label, the print-at-100% line and the check
ruler's labels in the game's own text face (DejaVu only where no game is), at 6.5 pt or more, inside the band
on A4, Letter and A3; and a deck whose backs are played (game.yaml `back_notes:`) says so on its backs pages
and on its contents-sheet row."""

from __future__ import annotations

import pytest
from reportlab.pdfbase import pdfmetrics

from goblinkit.content.units import mm
from goblinkit.pnp.build import checked_jobs, render_job
from goblinkit.pnp.contents import lines, render_contents
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import Face, PageJob, SheetJob, footed
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.style import style_for
from tests.pnp.measure import PT, char_size, open_pdf
from tests.pnp.probe import outline, probe_job
from tests.pnp.test_contents import _sections

GAMES = ["goblins-vs-zombies", "gobbledygook", "goblout", "gobz-heroes", "globbo"]
RULER = 60  # mm from the paper margin: the check ruler and its labels left of it, the page label right (62 mm on)
FLAG, BASIC = "Backs are playable: a Flag-bearer", "Backs are playable: a Basic Zombie"


def _postscript(face: str) -> str:
    """The name a PDF gives a registered face (its subset prefix aside)."""
    return pdfmetrics.getFont(face).face.name.decode()  # type: ignore[attr-defined]


def _band(page, top: bool = False) -> tuple[list[dict], list[str], list[str]]:  # noqa: ANN001
    """The characters whose middle lies in the page's footer band, and the band's text a line per row (top
    first): right of the check ruler, and beside it (its labels)."""
    height = page.height / PT
    low, high = (height - EDGE / mm(1) - FOOTER / mm(1), height - EDGE / mm(1)) if top else \
        (EDGE / mm(1), EDGE / mm(1) + FOOTER / mm(1))
    chars = [ch for ch in page.chars if ch["text"].strip()
             and low <= height - (ch["top"] + ch["bottom"]) / 2 / PT <= high]
    band = page.crop((0, (height - high) * PT, page.width, (height - low) * PT), strict=False)
    ruler = (EDGE / mm(1) + RULER) * PT
    rows = band.within_bbox((ruler, band.bbox[1], page.width, band.bbox[3])).extract_text().splitlines()
    return chars, rows, band.within_bbox((0, band.bbox[1], ruler, band.bbox[3])).extract_text().splitlines()


def _small_jobs(game_id: str) -> list:
    """The game's smallest sheet job and its smallest job of whole pages or tiles (quick to render)."""
    _, jobs = checked_jobs(game_id, None)
    opts = PrintOptions()
    sheets = sorted((j for j in jobs if isinstance(j, SheetJob)), key=lambda j: (j.pages(opts), j.component))
    pages = sorted((j for j in jobs if not isinstance(j, SheetJob)), key=lambda j: (j.pages(opts), j.component))
    return sheets[:1] + pages[:1]


def _check_band(path, face: str, paper: str) -> int:  # noqa: ANN001
    """Every page's band: in `face`, at 6.5 pt or more, inside the paper margin and clear of the ruler; the
    number of pages looked at."""
    expected = _postscript(face)
    with open_pdf(path) as pdf:
        for number, page in enumerate(pdf.pages, 1):
            width = page.width / PT
            chars, rows, ruler = _band(page)
            if not any("Print at 100%" in row for row in rows):  # a backs page whose grid moved down (flipped on
                # the short edge): its band is at the top
                chars, rows, ruler = _band(page, top=True)
            text = " ".join(rows)
            assert f"page {number} of {len(pdf.pages)}" in text and "Print at 100%" in text, (path.name, number, text)
            assert ruler == ["50 mm", "2 in"], (path.name, number, ruler)  # nothing else runs into the ruler
            for ch in chars:
                where = f"{path.name} on {paper}, page {number}: '{ch['text']}'"
                assert ch["fontname"].split("+")[-1] == expected, f"{where} in {ch['fontname']}, not {expected}"
                assert char_size(ch) >= 6.5 - 0.01, f"{where} at {char_size(ch):.2f} pt"
                assert EDGE / mm(1) - 0.05 <= ch["x0"] / PT and ch["x1"] / PT <= width - EDGE / mm(1) + 0.05, where
        return len(pdf.pages)


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_footer_prints_in_the_games_text_face(game_id, paper, tmp_path):
    opts = PrintOptions(paper=paper)
    face = style_for(checked_jobs(game_id, None)[0]).fonts.text
    pages = 0
    for job in _small_jobs(game_id):
        assert job.face == face
        pages += _check_band(render_job(job, opts, tmp_path).path, face, paper)
    assert pages >= 2


@pytest.mark.parametrize("game_id", ["goblout", "goblins-vs-zombies"])
def test_the_contents_sheets_footer_is_in_the_games_face_too(game_id, tmp_path):
    game, jobs = checked_jobs(game_id, None)
    style = style_for(game)
    path = tmp_path / "contents.pdf"
    assert render_contents(path, game.meta.name, game_id, jobs, PrintOptions(), style) == 1
    _check_band(path, style.fonts.text, "a4")


def test_a_page_of_no_game_keeps_dejavu(tmp_path):
    from goblinkit.pnp.fonts import BODY, font
    from goblinkit.pnp.sheets import render_sheet_job

    path = tmp_path / "probe.pdf"
    render_sheet_job(probe_job(2, 63.5, 88, True, backs=False), PrintOptions(), path)
    _check_band(path, font(BODY), "a4")


def test_a_goblout_sheet_carries_no_dejavu_at_all(tmp_path):
    """Its faces are Lilita One and Fira Sans: the footer was the only DejaVu on its pages."""
    job = next(j for j in checked_jobs("goblout", None)[1] if j.component == "dice")
    with open_pdf(render_job(job, PrintOptions(), tmp_path).path) as pdf:
        assert not {ch["fontname"] for page in pdf.pages for ch in page.chars if "DejaVu" in ch["fontname"]}


def _deck(component: str):  # noqa: ANN202
    return next(j for j in checked_jobs("goblins-vs-zombies", None)[1] if j.component == component)


@pytest.mark.parametrize("component,note", [("goblin-deck", FLAG), ("zombie-deck", BASIC)])
def test_gvz_backs_pages_say_the_backs_are_playable(component, note, tmp_path):
    job = _deck(component)
    assert job.back_note == note
    for duplex in ("long", "short"):
        with open_pdf(render_job(job, PrintOptions(duplex=duplex), tmp_path / duplex).path) as pdf:
            for number, page in enumerate(pdf.pages, 1):
                band = _band(page, top=duplex == "short" and number % 2 == 0)[1]
                assert (note in band) == (number % 2 == 0), (duplex, number, band)  # the backs pages only


def test_gvz_gutterfold_pages_say_it_on_every_page_the_credit_keeping_its_line(tmp_path):
    job = _deck("goblin-deck")
    with open_pdf(render_job(job, PrintOptions(gutterfold=True), tmp_path).path) as pdf:
        bands = [_band(page)[1] for page in pdf.pages]
    assert len(bands) > 1
    assert f"{FLAG}. Print at 100% / actual size; check the ruler." in bands[0]
    assert any(row.startswith("Icons by Lorc") for row in bands[0])
    assert all(FLAG in bands[n] for n in range(1, len(bands))), bands


def test_other_gvz_sheets_have_no_note():
    _, jobs = checked_jobs("goblins-vs-zombies", None)
    assert {j.component: j.back_note for j in jobs if j.back_note} == {"goblin-deck": FLAG, "zombie-deck": BASIC}


def test_the_contents_rows_of_those_decks_say_it_and_no_other(tmp_path):
    game, jobs = checked_jobs("goblins-vs-zombies", None)
    asides = {line[1]: line[4] for line in lines(game.meta.name, game.meta.id, jobs, PrintOptions()) if line[0] == "check"}
    assert {what: aside for what, aside in asides.items() if aside} == {
        "Goblin Deck x54": FLAG, "Zombie Deck (Zombies and Events) x36": BASIC}
    path = tmp_path / "contents.pdf"
    assert render_contents(path, game.meta.name, game.meta.id, jobs, PrintOptions(), style_for(game)) == 1
    _, cells = _sections(path)
    assert [cell for cell in cells if "playable" in cell] == [
        next(c for c in cells if c.startswith("Goblin Deck")), next(c for c in cells if c.startswith("Zombie Deck"))]
    assert any(cell.endswith(FLAG) for cell in cells) and any(cell.endswith(BASIC) for cell in cells)


def test_a_shared_sheet_names_the_part_whose_backs_are_played():
    faces = [Face(f"{part}{i}", part, outline, outline, group=title, group_id=part)
             for part, title in (("goblins", "Goblin Deck"), ("tokens", "Tokens")) for i in range(2)]
    sprue = SheetJob("G", "g", "goblins-tokens", "Shared", mm(63.5), mm(88), faces)
    plain = PageJob("G", "g", "goblins", "Rules", mm(210), mm(297))
    footed([sprue, plain], "face", {"goblins": "Backs are playable"})
    assert sprue.back_note == "Goblin Deck: Backs are playable" and sprue.face == "face"
    assert plain.back_note == "" and plain.face == "face"  # whole pages have no backs to explain


@pytest.mark.parametrize("paper,gutterfold", [("a4", False), ("letter", False), ("letter", True), ("a3", True)])
def test_the_gvz_contents_sheet_keeps_to_one_page_with_its_notes(paper, gutterfold, tmp_path):
    """Two rows a line longer: on Letter, folded, the smallest pictures' rows close up rather than spill."""
    game, jobs = checked_jobs("goblins-vs-zombies", None)
    opts = PrintOptions(paper=paper, gutterfold=gutterfold)
    path = tmp_path / "contents.pdf"
    assert render_contents(path, game.meta.name, game.meta.id, jobs, opts, style_for(game), tuple(game.meta.needs)) == 1
    _, cells = _sections(path)
    assert sum(FLAG in cell or BASIC in cell for cell in cells) == 2
