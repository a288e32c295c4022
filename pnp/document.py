"""A PDF being written: reproducible bytes, metadata, an outline, and the footer on every page.

`invariant=1` makes reportlab write fixed dates and ids, so the same content builds
byte-identical files (a designer can diff builds; CI can check).
"""

from __future__ import annotations

from pathlib import Path

from reportlab import rl_config
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.icons import CREDIT as ICON_CREDIT
from goblinkit.content.units import mm
from goblinkit.pnp.fonts import BODY, covering, font
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.marks import check_ruler
from goblinkit.pnp.textfit import MIN_SIZE

CREATOR = "Goblin Kit"
PRINT_AT_100 = "Print at 100% / actual size; check the ruler."
LABEL_SIZE = 7.0  # the page label's size, shrunk (to MIN_SIZE at least) when a long label needs it


class PdfDocument:
    """Pages with a footer 'game · component · side · page x of y' and a check ruler, in `face` (the reportlab
    name of the game's text face, as a published kit sets its small print; DejaVu when none is given)."""

    def __init__(self, path: Path, page_size: tuple[float, float], game: str, component: str,
                 total_pages: int, subject: str = "", face: str = ""):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.face = face or font(BODY)
        # The initial font is one of ours: reportlab's default (Helvetica) would be an unembedded font.
        self.canvas = Canvas(str(path), pagesize=page_size, invariant=1, pageCompression=1,
                             initialFontName=self.face, initialFontSize=8)  # type: ignore[arg-type]  # stub types the name as a float
        self.canvas.setTitle(f"{game}: {component}")
        self.canvas.setAuthor(CREATOR)
        self.canvas.setCreator(CREATOR)
        self.canvas.setSubject(subject or f"Print-and-play {component} for {game}; print at 100% (actual size)")
        self.canvas.setKeywords(", ".join(["print and play", game, component]))  # as ReportLab joins a list
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

    def footer(self, side: str = "", top: bool = False, note: str = "") -> None:
        """The check ruler and the page label in the footer band, inside the paper margin; `top` puts
        the band at the top (a backs page flipped on the short edge: its grid moved down). The first
        page of a file that draws game-icons.net icons carries their credit (CC BY 3.0 asks for it).
        `note` (a backs page's: what its backs are) has the last line, or leads the second when the
        credit has the last."""
        c = self.canvas
        width, height = c._pagesize  # type: ignore[attr-defined]  # ReportLab has no public getter
        base = height - EDGE - FOOTER if top else EDGE
        check_ruler(c, EDGE, base + mm(1.0), self.face)
        label = " · ".join(p for p in (self.game, self.component, side,
                                       f"page {self.page} of {self.total_pages}") if p)
        credit = ICON_CREDIT if self.page == 1 and c.__dict__.get("_goblin_icon_forms") else ""
        lines = [(label, LABEL_SIZE, mm(6.2)),
                 (f"{note}. {PRINT_AT_100}" if note and credit else PRINT_AT_100, MIN_SIZE, mm(3.4)),
                 (credit or note, MIN_SIZE, mm(0.8))]
        room = width - 2 * EDGE - mm(62)
        c.saveState()
        c.setFillColorRGB(0.2, 0.2, 0.2)
        for text, size, y in lines:
            if text:
                face = covering(text, self.face)
                c.setFont(face, max(MIN_SIZE, min(size, size * room / max(1.0, stringWidth(text, face, size)))))
                c.drawRightString(width - EDGE, base + y, text)
        c.restoreState()

    def next_page(self) -> None:
        self.canvas.showPage()
        self.page += 1

    def save(self) -> None:
        """Streams written as binary Flate only: reportlab's default also wraps every stream in ASCII85,
        a quarter more bytes and time for a 7-bit safety no PDF reader needs."""
        useA85, rl_config.useA85 = rl_config.useA85, 0
        try:
            self.canvas.save()
        finally:
            rl_config.useA85 = useA85
