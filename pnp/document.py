"""A PDF being written: reproducible bytes, metadata, an outline, and the footer on every page.

`invariant=1` makes reportlab write fixed dates and ids, so the same content builds
byte-identical files (a designer can diff builds; CI can check).
"""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.fonts import BODY, font
from goblinkit.pnp.imposition import EDGE
from goblinkit.pnp.marks import check_ruler

CREATOR = "Goblin Kit"


class PdfDocument:
    """Pages with a footer 'game · component · side · page x of y' and a check ruler."""

    def __init__(self, path: Path, page_size: tuple[float, float], game: str, component: str,
                 total_pages: int, subject: str = ""):
        path.parent.mkdir(parents=True, exist_ok=True)
        # The initial font is one of ours: reportlab's default (Helvetica) would be an unembedded font.
        self.canvas = Canvas(str(path), pagesize=page_size, invariant=1, pageCompression=1,
                             initialFontName=font(BODY), initialFontSize=8)
        self.canvas.setTitle(f"{game}: {component}")
        self.canvas.setAuthor(CREATOR)
        self.canvas.setCreator(CREATOR)
        self.canvas.setSubject(subject or f"Print-and-play {component} for {game}; print at 100% (actual size)")
        self.canvas.setKeywords(["print and play", game, component])
        self.game = game
        self.component = component
        self.total_pages = total_pages
        self.page = 1
        self._bookmarks: set[str] = set()

    def set_page_size(self, size: tuple[float, float]) -> None:
        self.canvas.setPageSize(size)

    def bookmark(self, title: str, level: int = 0) -> None:
        """An outline entry pointing at the current page (each title once)."""
        key = f"b{len(self._bookmarks)}"
        if title in self._bookmarks:
            return
        self._bookmarks.add(title)
        self.canvas.bookmarkPage(key)
        self.canvas.addOutlineEntry(title, key, level=level, closed=True)

    def footer(self, side: str = "") -> None:
        c = self.canvas
        check_ruler(c, EDGE + mm(4), EDGE + mm(1.2))
        width = c._pagesize[0]
        text = " · ".join(p for p in (self.game, self.component, side,
                                      f"page {self.page} of {self.total_pages}") if p)
        c.saveState()
        c.setFillColorRGB(0.2, 0.2, 0.2)
        c.setFont(font(BODY), 7)
        c.drawRightString(width - EDGE - mm(4), EDGE + mm(4.2), text)
        c.setFont(font(BODY), 5.5)
        c.drawRightString(width - EDGE - mm(4), EDGE + mm(1.6), "Print at 100% / actual size; check the ruler.")
        c.restoreState()

    def next_page(self) -> None:
        self.canvas.showPage()
        self.page += 1

    def save(self) -> None:
        self.canvas.save()
