"""Round chits (GobbledyGook! and Gob'z'Heroes markers), measured: each has its cut circle
drawn, and its colour runs 1 mm past it all round, on the sheet's outer rows and columns too (a tight
sheet narrows the grid's outward bleed, never a circle's)."""

from __future__ import annotations

import subprocess

import pytest

from goblinkit.content.units import mm
from goblinkit.pnp.build import build
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import PT, open_pdf

DPI = 150


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("round")
    return {(b.game, b.component): b for b in build(["gobbledygook", "gobz-heroes"], PrintOptions(), out)}


@pytest.mark.parametrize("game,component,size_in,count", [
    ("gobbledygook", "markers", 0.625, 99), ("gobz-heroes", "markers", 0.75, 48)])
def test_every_round_chit_has_its_cut_circle_and_its_whole_bleed(built, tmp_path, game, component, size_in, count):
    from PIL import Image

    # its own file, or the last front page of the deck whose free card places carry it (pnp/leftovers.py)
    found = next(b for (g, c), b in built.items() if g == game and (c == component or c.endswith("-" + component)))
    path, own = found.path, found.component == component
    diameter = size_in * 72
    with open_pdf(path) as pdf:
        index = 0 if own else len(pdf.pages) - 2
        page = pdf.pages[index]
        cuts = [c for c in page.curves if abs(c["x1"] - c["x0"] - diameter) < 0.2 and abs(c["bottom"] - c["top"] - diameter) < 0.2
                and c["stroke"]]
        height = page.height
    centres = sorted({(round((c["x0"] + c["x1"]) / 2, 1), round((c["top"] + c["bottom"]) / 2, 1)) for c in cuts})
    assert len(centres) == count
    subprocess.run(["pdftoppm", "-r", str(DPI), "-f", str(index + 1), "-l", str(index + 1), str(path),
                    str(tmp_path / "p")], check=True)
    image = Image.open(next(tmp_path.glob("p-*.ppm"))).convert("RGB")
    scale = DPI / 72
    reach = diameter / 2 + mm(0.6)  # inside the 1 mm ring of colour past the cut circle
    xs, ys = {x for x, _ in centres}, {y for _, y in centres}
    outer = [(x, y) for x, y in centres if x in (min(xs), max(xs)) or y in (min(ys), max(ys))]
    assert outer
    for x, y in outer:
        for dx, dy in ((-reach, 0), (reach, 0), (0, -reach), (0, reach)):
            pixel = image.getpixel((round((x + dx) * scale), round((y + dy) * scale)))
            assert min(pixel) < 235, (game, component, x / PT, (height - y) / PT, dx, dy, pixel)
