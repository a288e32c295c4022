"""The contents sheet (pnp/contents.py): first in each game's output, made from the build's own list, it
names every component with its file, sheets and duplex mode, what stock to print on and the cutting order."""

from __future__ import annotations

import re

import pypdfium2
import pytest

from goblinkit.pnp.build import build, checked_jobs
from goblinkit.pnp.contents import render_contents
from goblinkit.pnp.listing import list_rows
from goblinkit.pnp.options import PrintOptions
from goblinkit.content.units import mm
from tests.pnp.measure import open_pdf


def _text(path) -> str:  # noqa: ANN001
    with open_pdf(path) as pdf:
        return re.sub(r"\s+", " ", " ".join(page.extract_text() for page in pdf.pages))


def _sections(path) -> tuple[str, list[str]]:  # noqa: ANN001
    """The sheet's text above its checklist (full width), and the checklist's cells, each read in its own
    column from its tick box down the height of its picture (PDFium: quick on a page of drawn pictures)."""
    upper, cells = [], []
    pdf = pypdfium2.PdfDocument(str(path))
    try:
        for page in pdf:
            w, h = page.get_size()
            text = page.get_textpage()
            whole = text.get_text_range()
            if "Checklist:" in whole:
                upper.append(whole[:whole.index("Checklist:") + len("Checklist: every component")])
            ticks = _tick_boxes(page)
            for box in ticks:  # a cell reaches down to the next row's box in its column (or 40 mm)
                below = [b["top"] for b in ticks if abs(b["x0"] - box["x0"]) < 1 and b["top"] > box["top"] + 1]
                top, bottom = h - box["top"] + 1, max(h - min(below + [box["top"] + mm(40)]) + 2, mm(21.5))
                cells.append(text.get_text_bounded(box["x0"] - 1, bottom, min(w, box["x0"] + w / 2 - 30), top))
    finally:
        pdf.close()
    return re.sub(r"\s+", " ", " ".join(upper)), [re.sub(r"-\s+", "-", re.sub(r"\s+", " ", c.replace("\x02", "-"))).strip() for c in cells]  # (a file name broken after a hyphen, joined)


def _tick_boxes(page) -> list[dict]:  # noqa: ANN001
    """The checklist's tick boxes (stroked squares of 3.2 mm), top to bottom, left to right: x0, x1 and top
    (from the page's top), in points."""
    w, h = page.get_size()
    margin = mm(14.5)  # the sheet's text margin: the left column's boxes there, the right's past the middle
    columns = (margin, margin + (w - 2 * margin - mm(6)) / 2 + mm(6))
    found = []
    for obj in page.get_objects(filter=[pypdfium2.raw.FPDF_PAGEOBJ_PATH], max_depth=1):
        left, bottom, right, top = obj.get_bounds()
        if abs(right - left - mm(3.2) - 1.2) < 0.3 and abs(top - bottom - mm(3.2) - 1.2) < 0.3 \
                and any(abs(left + 0.6 - x) < 1 for x in columns):  # (bounds: + the stroke)
            found.append({"x0": left, "x1": right, "top": h - top})
    return sorted(found, key=lambda r: (round(r["top"]), r["x0"]))


@pytest.mark.parametrize("game_id,duplex", [("goblout", "long"), ("gobbledygook", "short"), ("globbo", "none")])
def test_the_contents_sheet_lists_every_component_with_its_sheets_and_duplex_mode(tmp_path, game_id, duplex):
    opts = PrintOptions(duplex=duplex)
    game, jobs = checked_jobs(game_id, None)
    path = tmp_path / "contents.pdf"
    render_contents(path, game.meta.name, game_id, jobs, opts)
    upper, cells = _sections(path)
    rows = list_rows(game_id, jobs, opts)
    assert rows
    parts = [(job, row, part) for job, row in zip(jobs, rows) for part in row["parts"]]
    assert len(cells) == len(parts)  # a ticked line per part
    for job, row in zip(jobs, rows):
        assert f"{job.component}.pdf: {row['pages']} page" in upper, job.component  # in the print list
    for job, row, part in parts:  # every part ticked off in the checklist, with its file and sides
        assert any(f"{job.component}.pdf, " in cell and part["name"] in cell for cell in cells), part
    with_backs = [j for j in jobs if getattr(j, "has_backs", False)]
    mode = {"long": "double-sided, flip on the long edge", "short": "double-sided, flip on the short edge",
            "none": "single-sided; fronts and backs on separate pages"}[duplex]
    assert (mode in upper) == bool(with_backs)
    assert "1. Print" in upper and "2. Cut, in this order" in upper and "3. Checklist: every component" in upper


def test_checklist_lines_read_as_a_shop_game_lists_its_parts(tmp_path):
    """One bracket at most (the name's own), sizes to the half millimetre, counts as "x3"."""
    built = {}
    for game_id in ("globbo", "goblins-vs-zombies", "gobbledygook"):
        game, jobs = checked_jobs(game_id, None)
        built[(game_id, "contents")] = tmp_path / f"{game_id}.pdf"
        render_contents(built[(game_id, "contents")], game.meta.name, game_id, jobs, PrintOptions())
    cells = {game: _sections(built[(game, "contents")])[1] for game in ("globbo", "goblins-vs-zombies", "gobbledygook")}
    assert cells["globbo"] == [
        "The Playroom of Death (map) 357 x 228.5 mm: map.pdf, 2 pages, single-sided",
        "Sequence of play and Extras A4 page: play-sheet.pdf, 2 pages, double-sided",
        "Counters and markers (5/8 in) x153 16 x 16 mm: counters.pdf, 1 sheet, double-sided"]
    assert "Guardians x3 63.5 x 88 mm: guardians-turn-reminders.pdf, 1 sheet, double-sided" \
        in cells["goblins-vs-zombies"]
    assert "Tuck boxes (one per deck) x4 A4 page: tuck-boxes.pdf, 4 pages, single-sided" in cells["goblins-vs-zombies"]
    assert "Measuring sticks (6 in) x18 152.5 x 14 mm: measuring-sticks.pdf, 1 page, single-sided" \
        in cells["gobbledygook"]
    for game, found in cells.items():
        text = " ".join(found) + _text(built[(game, "contents")])
        assert not re.search(r"\d\.\d\d|\d\.[1-46-9]\b", text), game  # 0.5 mm at most: no 228.63, no 15.87
        assert ") (" not in text and "((" not in text and "copies" not in text, game


def test_the_contents_sheet_comes_first_in_a_games_output(tmp_path, demo_pack):
    built = build(["demo"], PrintOptions(), tmp_path, str(demo_pack))
    assert built[0].component == "contents" and built[0].path == tmp_path / "demo" / "contents.pdf"
    upper, cells = _sections(built[0].path)
    assert "Demo Goblins: contents" in upper and "Built for A4 paper, backs double-sided, flip on the long edge" in upper
    assert "Fixture deck x54 63.5 x 88 mm: fixture-deck.pdf, 6 sheets, double-sided" in cells
    assert "Markers x24 19 x 19 mm: markers.pdf, 1 sheet, double-sided" in cells


def test_a_two_sided_reference_is_printed_double_sided(tmp_path):
    """The GobbledyGook! reference is one sheet with two sides: the contents sheet says to print it
    double-sided (single-sided when the build asks for no duplex); a plain page stays single-sided."""
    from goblinkit.pnp.build import build
    from goblinkit.pnp.options import PrintOptions
    from tests.pnp.measure import open_pdf

    for duplex, wanted in (("long", "quick-reference.pdf: 2 pages, double-sided, flip on the long edge"),
                           ("none", "quick-reference.pdf: 2 pages, single-sided")):
        built = build(["gobbledygook"], PrintOptions(duplex=duplex), tmp_path / duplex)
        with open_pdf(built[0].path) as pdf:
            text = " ".join(pdf.pages[0].extract_text().split())
        assert wanted in text and "record-sheet.pdf: 1 page, single-sided" in text


def test_a_gutterfold_builds_contents_say_so_in_its_header(tmp_path):
    """With --gutterfold the header names the gutterfold, not the duplex the build did not use."""
    opts = PrintOptions(gutterfold=True)
    game, jobs = checked_jobs("goblout", None)
    path = tmp_path / "contents.pdf"
    render_contents(path, game.meta.name, "goblout", jobs, opts)
    text = _text(path)
    assert "backs gutterfold (single-sided, folded)" in text
    assert "backs double-sided" not in text


@pytest.mark.parametrize("game_id", ["goblins-vs-zombies", "gobz-heroes"])
def test_single_sided_gluing_is_said_once_and_the_letter_sheet_stays_one_page(game_id, tmp_path):
    """--duplex none: each printed file says "single-sided; fronts and backs on separate pages", and how to
    glue them is one note under the print list (on every line it ran GvZ's and Gob'z'Heroes' Letter sheets
    onto a second page)."""
    from goblinkit.pnp.contents import GLUE
    from goblinkit.pnp.style import style_for

    game, jobs = checked_jobs(game_id, None)
    path = tmp_path / "contents.pdf"
    opts = PrintOptions(paper="letter", duplex="none")
    assert render_contents(path, game.meta.name, game_id, jobs, opts, style_for(game), tuple(game.meta.needs)) == 1
    upper, _ = _sections(path)
    flat = " ".join(upper.split())
    assert flat.count("Single-sided: glue each backs page") == 1 and " ".join(GLUE.split()) in flat
    assert "No duplex printer" not in flat  # it has none: the fold is offered in the same note
    assert "fronts and backs on separate pages" in flat
