"""Faces to pixels: an export PDF with one page per face, rasterised by PDFium, cropped by Pillow.

Each page is exactly one face at its trim size plus the bleed on every side, drawn by the same
drawer `pnp build` uses, on a canvas marked "cut alone" so the frame colour runs out into the
bleed (see paint.cut_alone). Pixel sizes are whole pixels by a documented rule:

    trim px  = round_half_up(trim mm  * dpi / 25.4)
    bleed px = round_half_up(bleed mm * dpi / 25.4)
    image px = trim px + 2 * bleed px

so the cut line lies on a pixel boundary, `bleed px` in from every edge. The page is that many
pixels at the dpi, with the trim at `bleed px` from the bottom-left; the drawer is given one pixel
more bleed than the page shows, so a trim rounded up never leaves a white hairline at the edge.
"""

from __future__ import annotations

import hashlib
import math
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.errors import GoblinError
from goblinkit.pnp.export_plan import Piece
from goblinkit.pnp.fonts import BODY, font
from goblinkit.pnp.jobs import DrawFn
from goblinkit.pnp.png import encode, png_bytes

MIN_DPI, MAX_DPI = 30, 1200
MAX_BLEED_MM = 10.0
PENDING = 2  # rendered pages waiting for the PNG encoder (rasterise_png)
MAX_PIXELS = 12000  # per side: a larger image is a typo in --dpi, and more than any print shop asks


def round_half_up(value: float) -> int:
    return int(math.floor(value + 0.5 + 1e-9))


@dataclass(frozen=True)
class Raster:
    """Resolution and bleed of an export."""

    dpi: int
    bleed_mm: float

    def __post_init__(self) -> None:
        if not MIN_DPI <= self.dpi <= MAX_DPI:
            raise GoblinError(f"--dpi: expected {MIN_DPI} to {MAX_DPI}, got {self.dpi}")
        if not 0 <= self.bleed_mm <= MAX_BLEED_MM:
            raise GoblinError(f"--bleed: expected 0 to {MAX_BLEED_MM:g} mm, got {self.bleed_mm:g} mm")

    def px(self, mm: float) -> int:
        return round_half_up(mm * self.dpi / 25.4)

    def bleed_px(self, piece: Piece) -> int:
        return self.px(self.bleed_mm) if piece.bleeds else 0

    def trim_px(self, piece: Piece) -> tuple[int, int]:
        return self.px(piece.width_mm), self.px(piece.height_mm)

    def size_px(self, piece: Piece) -> tuple[int, int]:
        (w, h), b = self.trim_px(piece), self.bleed_px(piece)
        return w + 2 * b, h + 2 * b

    def check_size(self, piece: Piece) -> None:
        width, height = self.size_px(piece)
        if max(width, height) > MAX_PIXELS:
            raise GoblinError(f"--dpi: {piece.game_id}/{piece.component} would be {width} x {height} px at {self.dpi} dpi "
                              f"(at most {MAX_PIXELS} a side); lower the dpi")

    def points(self, pixels: int) -> float:
        return pixels * 72.0 / self.dpi


@dataclass(frozen=True)
class Page:
    """One page of the export PDF: a drawing of one piece (its front or its back)."""

    piece: Piece
    draw: DrawFn


def write_export_pdf(pages: list[Page], raster: Raster, path: Path) -> None:
    """One page per drawing, each page the piece's trim plus bleed at whole pixels (see the module)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    c = Canvas(str(path), invariant=1, pageCompression=1, initialFontName=font(BODY), initialFontSize=8)  # type: ignore[arg-type]  # stub: float
    c.setTitle("Goblin Kit export: one face per page")
    c.setCreator("Goblin Kit")
    c.__dict__["_goblin_cut_alone"] = True  # read by paint.cut_alone: every face is cut on its own
    for page in pages:
        raster.check_size(page.piece)
        width, height = raster.size_px(page.piece)
        c.setPageSize((raster.points(width), raster.points(height)))
        offset = raster.points(raster.bleed_px(page.piece))
        c.saveState()
        c.translate(offset, offset)
        page.draw(c, page.piece.width, page.piece.height, offset + raster.points(1), False)
        c.restoreState()
        c.showPage()
    c.save()


def _bitmaps(document, pages: list[Page], raster: Raster):  # noqa: ANN001, ANN202 - (page, PDFium bitmap) pairs
    """Every page of the export PDF rendered at the dpi. PDFium makes a bitmap ceil(page size x scale)
    pixels and fits the page to it; our page is whole pixels, but comes back from PDFium as a float32 a
    hair over (198.24 pt is 198.24000549), which made a column and a row more and stretched the face into
    them (the far cut line a pixel out). A scale a millionth under dpi/72 keeps the bitmap at the whole
    pixels (the stretch is then a millionth of a pixel). PDFium writes RGB (rev_byteorder): no conversion.
    `document` is an open pypdfium2 PdfDocument of the export PDF."""
    scale = raster.dpi / 72.0 * (1 - 1e-6)
    for index, page in enumerate(pages):
        pdf_page = document[index]
        bitmap = pdf_page.render(scale=scale, fill_color=(255, 255, 255, 255), rev_byteorder=True)
        pdf_page.close()
        yield page, bitmap


@contextmanager
def _pdfium(path: Path):  # noqa: ANN202 - a pypdfium2 PdfDocument, closed on leaving
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(path))
    try:
        yield document
    finally:
        document.close()


def _image(bitmap, size: tuple[int, int], dpi: int):  # noqa: ANN001, ANN202 - PDFium bitmap, PIL image
    """The bitmap as an RGB image of exactly `size` pixels (padded or cropped at the bottom and right
    should PDFium ever round otherwise), carrying its dpi."""
    from PIL import Image

    image = bitmap.to_pil()
    if image.mode != "RGB":
        image = image.convert("RGB")
    if image.size != size:
        width, height = size
        padded = Image.new("RGB", size, image.getpixel((image.width - 1, image.height - 1)))
        padded.paste(image.crop((0, 0, min(width, image.width), min(height, image.height))), (0, 0))
        image = padded
    image.info["dpi"] = (dpi, dpi)
    return image


def rasterise(path: Path, pages: list[Page], raster: Raster):  # noqa: ANN201 - a list of PIL images
    """Render every page of the export PDF at the dpi, each exactly its pixel size."""
    with _pdfium(path) as document:
        return [_image(bitmap, raster.size_px(page.piece), raster.dpi)
                for page, bitmap in _bitmaps(document, pages, raster)]


def _bitmap_png(bitmap, dpi: int) -> bytes:  # noqa: ANN001 - a PDFium RGB bitmap
    return encode(bitmap.buffer, bitmap.width, bitmap.height, bitmap.stride, "RGB", dpi)


def rasterise_png(path: Path, pages: list[Page], raster: Raster) -> list[bytes]:
    """Every page of the export PDF as a PNG file's bytes, straight from PDFium's bitmap (no image
    object, no copy but the PNG rows: a whole A4 page at 300 dpi is 26 MB of pixels). PDFium renders
    the next page while a second thread compresses this one (zlib lets go of the GIL; PDFium itself is
    only ever called from this thread): on two free cores the export takes the longer of the two, not
    their sum. At most PENDING bitmaps wait for the encoder, so memory stays a few pages."""
    from concurrent.futures import Future, ThreadPoolExecutor

    pending: deque[Future] = deque()
    pngs: list[bytes] = []
    with _pdfium(path) as document, ThreadPoolExecutor(max_workers=1) as encoder:
        for page, bitmap in _bitmaps(document, pages, raster):
            size = raster.size_px(page.piece)
            if (bitmap.width, bitmap.height) == size and bitmap.mode == "RGB":
                job = encoder.submit(_bitmap_png, bitmap, raster.dpi)  # the job holds the bitmap: its memory lives
            else:
                job = encoder.submit(png_bytes, _image(bitmap, size, raster.dpi), raster.dpi)
            pending.append(job)
            while len(pending) > PENDING:
                pngs.append(pending.popleft().result())
        pngs.extend(job.result() for job in pending)
    return pngs


def render_pages(pages: list[Page], raster: Raster, pdf_path: Path):  # noqa: ANN201 - PIL images
    """Write the export PDF and rasterise it; the PDF stays beside the images (print shops take PDFs too)."""
    write_export_pdf(pages, raster, pdf_path)
    return rasterise(pdf_path, pages, raster)


def fingerprint(image) -> str:  # noqa: ANN001 - a PIL image
    """Identical pixels, identical name: two drawings that render alike are one file."""
    return hashlib.sha1(image.tobytes() + repr(image.size).encode()).hexdigest()


def unique_drawings(pieces: list[Piece]) -> list[Page]:
    """Every distinct drawing of the pieces once (fronts, then backs), in order."""
    seen: set[int] = set()
    pages: list[Page] = []
    for piece in pieces:
        for draw in (piece.front, piece.back):
            if draw is not None and id(draw) not in seen:
                seen.add(id(draw))
                pages.append(Page(piece, draw))
    return pages
