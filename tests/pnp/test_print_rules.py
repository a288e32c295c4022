"""The print rules, measured on every page of every game (Goblins vs Zombies, GobbledyGook!, Goblout,
Gob'z'Heroes, Globbo!): nothing under
6.5 pt, text on a component 3 mm inside its cut line, nothing printed within 6.5 mm of the paper's
edge (checked on the rendered pixels of the whole 6.5 mm band, so clipping counts), on A4, Letter and A3, every duplex mode,
with and without ink-saver, and on A3; and one icon per kind of card."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from goblinkit.content.loader import load_game
from goblinkit.content.units import mm
from goblinkit.pnp.build import plan, render_job
from goblinkit.pnp.imposition import back_rect
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import PT, char_size, open_pdf

GAMES = ["goblins-vs-zombies", "gobbledygook", "goblout", "gobz-heroes", "globbo"]
FLOOR, SAFE, MARGIN, TOL = 6.5, 3.0, 6.5, 0.05
# Each paper, each duplex mode and both ink modes appear (all 12 combinations are rendered and looked
# at by hand before a release; four keep the suite quick).
VARIANTS = [("a4", "long", False), ("a4", "short", True), ("letter", "none", False), ("letter", "short", True),
            ("a3", "long", False)]


def _cells(job: SheetJob, opts: PrintOptions, page_index: int) -> list[tuple[float, float, float, float]]:
    """The cut rectangles (mm, from the bottom-left) of the components on a page of a sheet job."""
    grid = job.grid(opts)
    per_page = grid.per_page
    sides = 2 if job.has_backs else 1
    sheet, side = divmod(page_index, sides)
    count = min(per_page, len(job.faces) - sheet * per_page)
    rects = [grid.cell(i) for i in range(count)]
    if side == 1:
        rects = [back_rect(grid, r, opts.duplex) for r in rects]
    return [(r.x / mm(1), r.y / mm(1), r.right / mm(1), r.top / mm(1)) for r in rects]


def _white_margin(path, page_count: int, tmp_path) -> list[str]:  # noqa: ANN001
    """Pages whose rendered pixels within 6.5 mm of any edge are not white: the whole band, at 254 dpi
    (a pixel is 0.1 mm, so the band is exactly 65 pixels), each strip rendered on its own (pdftoppm
    renders only the slice asked for)."""
    from PIL import Image

    dpi = 254
    band = round(MARGIN / 25.4 * dpi)
    with open_pdf(path) as pdf:
        sizes = {(round(p.width / 72 * dpi), round(p.height / 72 * dpi)) for p in pdf.pages}
    assert len(sizes) == 1, f"{path.name}: pages of several sizes"
    (w, h), = sizes
    bad = set()
    for side, (x, y, sw, sh) in {"left": (0, 0, band, h), "right": (w - band, 0, band, h),
                                 "top": (0, 0, w, band), "bottom": (0, h - band, w, band)}.items():
        stem = tmp_path / f"m-{side}"
        subprocess.run(["pdftoppm", "-gray", "-r", str(dpi), "-x", str(x), "-y", str(y), "-W", str(sw), "-H", str(sh),
                        str(path), str(stem)], check=True)
        for image_path in sorted(tmp_path.glob(f"m-{side}-*.pgm")):
            with Image.open(image_path) as image:
                if image.size != (sw, sh) or image.getextrema()[0] < 245:
                    bad.add(f"{image_path.stem.split('-')[-1]} {side}")
            image_path.unlink()
    return sorted(bad)


@pytest.mark.parametrize("paper,duplex,ink_saver", VARIANTS)
def test_floor_safe_zone_and_paper_margin_on_every_page(paper, duplex, ink_saver, tmp_path):
    opts = PrintOptions(paper=paper, duplex=duplex, ink_saver=ink_saver)
    pages = 0
    for job in [job for jobs in plan(GAMES, None).values() for job in jobs]:
        built = render_job(job, opts, tmp_path)
        with open_pdf(built.path) as pdf:
            for index, page in enumerate(pdf.pages):
                pages += 1
                height = page.height / PT
                small = {(c["text"], round(char_size(c), 2)) for c in page.chars if char_size(c) < FLOOR - 0.01}
                assert not small, f"{built.path.name} page {index + 1}: under {FLOOR} pt: {sorted(small)[:5]}"
                cells = _cells(job, opts, index) if isinstance(job, SheetJob) else []
                for ch in page.chars:
                    if not ch["text"].strip():
                        continue
                    x0, x1 = ch["x0"] / PT, ch["x1"] / PT
                    y0, y1 = height - ch["bottom"] / PT, height - ch["top"] / PT
                    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
                    for left, bottom, right, top in cells:
                        if left <= cx <= right and bottom <= cy <= top:
                            inside = min(x0 - left, right - x1, top - y1 + 0.6, y0 - bottom + 0.6)
                            # (0.6 mm: the font's ascent and descent boxes overhang the glyphs)
                            assert inside >= SAFE - TOL, (f"{built.path.name} page {index + 1}: '{ch['text']}' is "
                                                          f"{inside:.2f} mm inside its cut line")
        if shutil.which("pdftoppm"):
            assert _white_margin(built.path, len(pdf.pages), tmp_path) == [], built.path.name
    assert pages > 30


def _icons() -> dict[str, list[tuple[str, str]]]:
    """Every icon of a game and the kinds (component, id) that show it."""
    found: dict[str, list[tuple[str, str]]] = {}
    for game_id in GAMES:
        game = load_game(game_id, None)
        for component in game.components.values():
            extra = []
            if getattr(component, "flag_bearer", None):
                extra.append((component.flag_bearer.name.lower(), component.flag_bearer.icon))
            if getattr(component, "basic", None):
                extra.append((component.basic.name.lower(), component.basic.icon))
            for item in component.items:
                if getattr(item, "icon", None):
                    extra.append((item.name.lower(), item.icon))
                for token in getattr(item, "tokens", []):
                    extra.append((token.name.lower(), token.icon))
            for kind, icon in extra:
                found.setdefault(f"{game_id}:{icon}", []).append((component.component, kind))
    return found


def test_no_two_kinds_share_an_icon():
    shared = {icon: kinds for icon, kinds in _icons().items() if len({kind for _, kind in kinds}) > 1}
    assert shared == {}
    gvz = [icon for icon in _icons() if icon.startswith("goblins-vs-zombies:")]
    assert len(gvz) >= 24 + 1 + 18 + 5 + 2 + 4 + 2  # goblins, flag-bearer, zombies, events, bosses ..., tokens


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_the_margin_check_covers_the_whole_band(paper, tmp_path):
    """Ink 6.2 mm from an edge is caught (the old 40 dpi check looked at 5.7 mm); ink from 6.5 mm is not."""
    from reportlab.pdfgen.canvas import Canvas

    from goblinkit.pnp.options import PAPERS

    w, h = PAPERS[paper]
    for inset, expected in ((6.2, ["1 right"]), (6.5, [])):
        path = tmp_path / f"{paper}-{inset}.pdf"
        c = Canvas(str(path), pagesize=(w, h))
        c.rect(w / 2, h / 2, mm(20), mm(20), stroke=0, fill=1)
        c.rect(w - mm(inset) - mm(0.3), h / 2, mm(0.3), mm(5), stroke=0, fill=1)  # a hairline bar, inset from the right
        c.save()
        assert _white_margin(path, 1, tmp_path) == expected, (paper, inset)
