"""The contents sheet (pnp/contents.py): first in each game's output, made from the build's own list, it
names every component with its file, sheets and duplex mode, what stock to print on and the cutting order."""

from __future__ import annotations

import re

import pytest

from goblinkit.pnp.build import build, checked_jobs
from goblinkit.pnp.contents import render_contents
from goblinkit.pnp.listing import list_rows
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import open_pdf


def _text(path) -> str:  # noqa: ANN001
    with open_pdf(path) as pdf:
        return re.sub(r"\s+", " ", " ".join(page.extract_text() for page in pdf.pages))


@pytest.mark.parametrize("game_id,duplex", [("goblout", "long"), ("gobbledygook", "short"), ("globbo", "none")])
def test_the_contents_sheet_lists_every_component_with_its_sheets_and_duplex_mode(tmp_path, game_id, duplex):
    opts = PrintOptions(duplex=duplex)
    game, jobs = checked_jobs(game_id, None)
    path = tmp_path / "contents.pdf"
    render_contents(path, game.meta.name, game_id, jobs, opts)
    text = _text(path)
    rows = list_rows(game_id, jobs, opts)
    assert rows
    for job, row in zip(jobs, rows):
        assert f"{job.component}.pdf: {row['pages']} page" in text, job.component  # in the print list
        for part in row["parts"]:  # and every part of it ticked off in the checklist, with its file and sides
            assert f"{part['name']} ({part['width_mm']:g} x {part['height_mm']:g} mm): {job.component}.pdf, " \
                   f"{row['pages']} page" in text, part
    with_backs = [j for j in jobs if getattr(j, "has_backs", False)]
    mode = {"long": "double-sided, flip on the long edge", "short": "double-sided, flip on the short edge",
            "none": "single-sided; fronts and backs on separate pages"}[duplex]
    assert (mode in text) == bool(with_backs)
    assert "1. Print" in text and "2. Cut, in this order" in text and "3. Checklist: every component" in text


def test_the_contents_sheet_comes_first_in_a_games_output(tmp_path, demo_pack):
    built = build(["demo"], PrintOptions(), tmp_path, str(demo_pack))
    assert built[0].component == "contents" and built[0].path == tmp_path / "demo" / "contents.pdf"
    text = _text(built[0].path)
    assert "Demo Goblins: contents" in text and "Built for A4 paper, backs double-sided, flip on the long edge" in text
    assert "54 x Fixture deck (63.5 x 88 mm): fixture-deck.pdf, 12 pages (6 sheets), double-sided, flip on " \
           "the long edge" in text
    assert "24 x Markers (19.05 x 19.05 mm): markers.pdf, 2 pages (1 sheet), double-sided, flip on the long edge" in text


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
