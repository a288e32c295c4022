"""The contents sheet against the build it describes (issue 36): a picture of each component beside its line,
inside the page's safe area, and the checklist's counts, sheets and pages what the build really printed."""

from __future__ import annotations

import re

import pypdfium2
import pytest

from goblinkit.content.units import mm
from goblinkit.pnp.build import build
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.recipes import jobs_for
from goblinkit.content.loader import load_game
from tests.pnp.measure import open_pdf
from tests.pnp.test_contents import _sections, _tick_boxes

GAMES = ["globbo", "gobbledygook", "goblins-vs-zombies", "goblout", "gobz-heroes"]
DPI = 40


@pytest.fixture(scope="module")
def built(tmp_path_factory):  # noqa: ANN001, ANN201
    out = tmp_path_factory.mktemp("kit")
    return {(b.game, b.component): b for b in build(GAMES, PrintOptions(), out)}


def _ink(image, box) -> float:  # noqa: ANN001
    """The share of not-white pixels in `box` (x0, top, x1, bottom in points) of the page image."""
    scale = DPI / 72
    crop = image.crop(tuple(round(v * scale) for v in box)).convert("L")
    pixels = crop.tobytes()
    return sum(1 for p in pixels if p < 235) / max(1, len(pixels))


def _drawn(page, box) -> int:  # noqa: ANN001
    """How many of the page's own objects (paths, images, forms) are centred inside `box` (from the top): an
    empty picture box has two (its outline and the stack's), a picture more."""
    h = page.get_size()[1]
    inside = 0
    for obj in page.get_objects(max_depth=1):
        if obj.type == pypdfium2.raw.FPDF_PAGEOBJ_TEXT:  # the line's own words are not its picture
            continue
        left, bottom, right, top = obj.get_bounds()
        inside += box[0] <= (left + right) / 2 <= box[2] and box[1] <= h - (top + bottom) / 2 <= box[3]
    return inside


@pytest.mark.parametrize("game", GAMES)
def test_every_checklist_line_has_a_picture_inside_the_safe_area(built, game):
    path = built[(game, "contents")].path
    pdf = pypdfium2.PdfDocument(str(path))
    lines = 0
    for page in pdf:
        image = page.render(scale=DPI / 72).to_pil()
        w, h = page.get_size()
        ticks = _tick_boxes(page)
        for tick in ticks:  # its picture: right of the box (at most 30 mm wide), down to the next row's box
            lines += 1
            below = [t["top"] for t in ticks if abs(t["x0"] - tick["x0"]) < 1 and t["top"] > tick["top"] + 1]
            picture = (tick["x1"] + mm(1), tick["top"] - 2, tick["x1"] + mm(2) + mm(30) + 1,
                       min(below + [tick["top"] + mm(34)]) - 1)
            assert _ink(image, picture) > 0.03, (game, tick["top"])  # ink there
            assert _drawn(page, picture) >= 3, (game, tick["top"])  # and a drawing, not one or two outlines
            assert picture[0] > mm(6.5) and picture[2] < w - mm(6.5) and picture[3] < h - mm(6.5)
        margin = [(0, 0, w, mm(6)), (0, h - mm(6), w, h), (0, 0, mm(6), h), (w - mm(6), 0, w, h)]  # (6: a pixel of blur)
        assert all(_ink(image, box) == 0 for box in margin), game  # nothing at all within 6.5 mm of the edge
    assert lines == len(_sections(path)[1]) > 0


def _pieces(job) -> dict[str, int]:  # noqa: ANN001
    """What a built sheet carries, counted from its faces: each deck's cards, and chits riding on carriers."""
    counts: dict[str, int] = {}
    for face in job.faces:
        name = face.group or job.title
        counts[name] = counts.get(name, 0) + (len(face.parts) if face.carrier else 1)
    return counts


@pytest.mark.parametrize("game", GAMES)
def test_the_checklist_counts_what_the_build_printed(built, game):
    """Each part's "xN" is the pieces its sheet carries; each file's pages are the built file's pages, its
    sheets half of them when it prints double-sided."""
    upper, cells = _sections(built[(game, "contents")].path)
    jobs = jobs_for(load_game(game))
    assert len(cells) == sum(len(_pieces(j)) if isinstance(j, SheetJob) else 1 for j in jobs)
    for job in jobs:
        pages = built[(game, job.component)].pages
        with open_pdf(built[(game, job.component)].path) as pdf:
            assert len(pdf.pages) == pages
        assert f"{job.component}.pdf: {pages} page{'s' if pages > 1 else ''}, " in upper
        if not isinstance(job, SheetJob):
            continue
        for name, count in _pieces(job).items():
            cell = next(c for c in cells if c.startswith(name + " ") and f" {job.component}.pdf, " in c)
            shown = re.search(r" x(\d+) ", cell)
            assert (int(shown.group(1)) if shown else 1) == count, cell
            where = f"{job.component}.pdf, {pages // 2} sheet" if job.has_backs else f"{job.component}.pdf, {pages} page"
            assert where in cell, cell


@pytest.mark.parametrize("game", GAMES)
def test_the_built_sheet_says_what_else_to_have(built, game):
    """`pnp build` hands the game's `needs:` (game.yaml) to its contents sheet: one line, every entry."""
    needs = load_game(game).meta.needs
    with open_pdf(built[(game, "contents")].path) as pdf:
        text = re.sub(r"\s+", " ", pdf.pages[0].extract_text())
    assert needs and f"You will also need: {', '.join(needs)}." in text


@pytest.mark.parametrize("game", GAMES)
def test_the_contents_sheet_is_one_page(built, game):
    """The sheet a buyer prints first is one page: Gob'z'Heroes' ninth checklist line (its markers, now a
    sheet of their own) spilled onto a second page, the pictures shrink (to 12 mm) before that happens."""
    assert built[(game, "contents")].pages == 1
