"""The export's PNG writer (pnp/png.py) and the rasteriser's exact pixel grid (export_render)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from goblinkit.content.units import mm
from goblinkit.pnp.export_plan import Piece
from goblinkit.pnp.export_render import Page, Raster, rasterise, rasterise_png, write_export_pdf
from goblinkit.pnp.png import encode, png_bytes


def _pattern(mode: str, size: tuple[int, int]) -> Image.Image:
    bands = len(mode)
    data = bytes((x * 7 + y * 13 + band * 101) % 256 for y in range(size[1]) for x in range(size[0])
                 for band in range(bands))
    return Image.frombytes(mode, size, data)


@pytest.mark.parametrize("mode", ["L", "RGB", "RGBA"])
def test_png_reads_back_as_the_same_pixels_and_dpi(mode):
    image = _pattern(mode, (37, 23))
    with Image.open(io.BytesIO(png_bytes(image, 300))) as back:
        assert back.format == "PNG" and back.mode == mode and back.size == (37, 23)
        assert back.tobytes() == image.tobytes()
        assert back.info["dpi"] == pytest.approx((300, 300), abs=0.01)


def test_png_rows_are_taken_a_stride_apart():
    """A PDFium bitmap pads its rows: the padding is left out of the file."""
    image = _pattern("RGB", (5, 4))
    raw = image.tobytes()
    padded = b"".join(raw[row * 15:(row + 1) * 15] + b"\xee" for row in range(4))
    with Image.open(io.BytesIO(encode(padded, 5, 4, 16, "RGB", 150))) as back:
        assert back.tobytes() == raw


def _probe(c, w, h, bleed, ink):  # noqa: ANN001 - a DrawFn: black trim, white bleed
    c.setFillColorRGB(1, 1, 1)
    c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
    c.setFillColorRGB(0, 0, 0)
    c.rect(0, 0, w, h, stroke=0, fill=1)


def test_the_trim_is_exactly_its_pixels_bleed_px_in_from_every_edge(tmp_path):
    """A poker card at 300 dpi: 750 x 1039 px of trim, 38 px in from the sides and the bottom of an
    826 x 1115 image (PDFium reads the page as a float32 a hair over 826 px: the face must not be
    stretched into an 827th column, which put the right cut line a pixel out)."""
    raster = Raster(300, 3.175)
    piece = Piece("g", "c", "C", "card", "x", "X", mm(63.5), mm(88), _probe, None)
    pages = [Page(piece, _probe)]
    write_export_pdf(pages, raster, tmp_path / "faces.pdf")
    [image] = rasterise(tmp_path / "faces.pdf", pages, raster)
    [png] = rasterise_png(tmp_path / "faces.pdf", pages, raster)
    with Image.open(io.BytesIO(png)) as from_png:
        assert from_png.tobytes() == image.tobytes()
    assert image.size == (826, 1115)
    dark = [x for x in range(image.width) if image.getpixel((x, 500))[0] < 128]
    assert (dark[0], dark[-1]) == (38, 38 + 750 - 1)
    dark = [y for y in range(image.height) if image.getpixel((400, y))[0] < 128]
    assert dark[-1] == 1115 - 38 - 1  # 88 mm is 1039.4 px: the bottom cut line is on the grid, the top within it
