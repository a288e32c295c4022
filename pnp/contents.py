"""The contents sheet, `output/<game>/contents.pdf`, written first for each game: what to print single- or
double-sided and on what stock, in which order to cut, and a checklist of every component with its file,
sheets and duplex mode.

Nothing on it is written by hand: it is made from the build's own jobs and `pnp list`'s rows (listing.py)
at the build's print options, so it always names what this build printed.

Stock and cutting follow from what a job is: whole pages (rules, record sheets) go on plain paper and are
not cut; a poster's tiles are trimmed and taped; cards on card stock; pieces under 30 mm (chits,
markers) on heavy card. Pieces are cut largest first (a sheet of big cards is easy to square up; chits
last), and a sheet whose pieces butt together needs one cut between neighbours, not two.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING
from pathlib import Path

from goblinkit.content.units import mm
from goblinkit.pnp.document import PdfDocument
from goblinkit.pnp.drawers.paint import colour
from goblinkit.pnp.fonts import BODY, BODY_BOLD, TITLE, font
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import Job, PageJob, PosterJob, SheetJob
from goblinkit.pnp.listing import list_rows
from goblinkit.pnp.options import PrintOptions

if TYPE_CHECKING:
    from goblinkit.pnp.style import Style

FILE = "contents"
LOGO_W = mm(46)
PAPER, CARD, HEAVY = "plain paper (80-120 g/m²)", "card stock (250-300 g/m²)", "heavy card (300+ g/m², or glue on 1.5 mm board)"
STOCK_ORDER = (PAPER, CARD, HEAVY)
SMALL = mm(30)  # a piece smaller than this on both sides is a chit: heavy card
SIDES = {"long": "double-sided, flip on the long edge", "short": "double-sided, flip on the short edge",
         "none": "single-sided; fronts and backs on separate pages, glue back to back"}
BODY_SIZE, HEAD_SIZE, TITLE_SIZE = 8.5, 11.0, 15.0
AFTER_HEAD = 3.0  # points between a head's rule and its first line


@dataclass(frozen=True)
class Entry:
    """One printed file as the contents sheet tells it."""

    file: str
    name: str
    pages: int
    sheets: int
    sides: str
    stock: str
    cut: str
    area: float  # one piece's area (cutting order: largest first)
    parts: tuple[dict, ...]


def stock(job: Job) -> str:
    if isinstance(job, (PageJob, PosterJob)):
        return CARD if getattr(job, "card_stock", False) else PAPER
    return HEAVY if max(job.width, job.height) < SMALL else CARD


def sides(job: Job, opts: PrintOptions) -> str:
    if isinstance(job, SheetJob) and job.gutterfold(opts):
        return "single-sided, gutterfold: fold each sheet on the dashed line, glue, then cut"
    if isinstance(job, SheetJob) and job.has_backs:
        return SIDES[opts.duplex]
    if isinstance(job, PageJob) and job.two_sided and opts.duplex != "none":
        return SIDES[opts.duplex]
    return "single-sided"


def cut(job: Job) -> str:
    if isinstance(job, PageJob):
        return ""
    if isinstance(job, PosterJob):
        return "trim each tile's overlap strip, then tape the tiles together on their alignment marks"
    shape = "cut round each circle" if job.shape == "circle" else ""
    if job.butted and not shape:
        return "butted: cut the rows along the crop marks, then the columns (one cut between neighbours)"
    return f"apart: {shape or 'cut each piece on its own crop marks'} (the gutters between are waste)"


def entries(game_id: str, jobs: list[Job], opts: PrintOptions) -> list[Entry]:
    """Every file of the build, in print order (plain paper, then card stock, then heavy card; the build's
    order within each)."""
    found = []
    for job, row in zip(jobs, list_rows(game_id, jobs, opts)):
        sheets = job.sheets(opts) if isinstance(job, SheetJob) and not job.gutterfold(opts) else row["pages"]
        found.append(Entry(f"{job.component}.pdf", job.title, row["pages"], sheets, sides(job, opts), stock(job),
                           cut(job), job.width * job.height, tuple(row["parts"])))
    return sorted(found, key=lambda e: STOCK_ORDER.index(e.stock))


def _plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def _backs(opts: PrintOptions) -> str:
    """How the build prints card backs: beside their fronts to fold (gutterfold), or the duplex mode."""
    return "gutterfold (single-sided, folded)" if opts.gutterfold else SIDES[opts.duplex].split(";")[0]


def lines(game: str, game_id: str, jobs: list[Job], opts: PrintOptions) -> list[tuple[str, str]]:
    """The sheet's lines as (style, text): title, head, text, item (a numbered step) or check (a box)."""
    files = entries(game_id, jobs, opts)
    marks = "crop marks" if opts.crop_marks else "no crop marks"
    out = [("title", f"{game}: contents"),
           ("text", f"Built for {opts.paper.upper() if len(opts.paper) == 2 else opts.paper.title()} paper, "
                    f"backs {_backs(opts)}, {opts.bleed_mm:g} mm bleed, {marks}"
                    f"{', ink saver' if opts.ink_saver else ''}. Print every page at 100% (actual size): "
                    "check the 50 mm ruler on each page."),
           ("head", "1. Print")]
    for n, e in enumerate(files, 1):
        out.append(("item", f"{n}. {e.file}: {_plural(e.pages, 'page', 'pages')}, {e.sides}, on {e.stock}"))
    out.append(("head", "2. Cut, in this order"))
    to_cut = sorted((e for e in files if e.cut), key=lambda e: -e.area)
    for n, e in enumerate(to_cut, 1):
        out.append(("item", f"{n}. {e.name} ({e.file}): {e.cut}"))
    if not to_cut:
        out.append(("text", "Nothing to cut: every file is whole pages."))
    out.append(("head", "3. Checklist: every component"))
    for e in files:
        where = f"{e.file}, {_plural(e.pages, 'page', 'pages')}" + \
            (f" ({_plural(e.sheets, 'sheet', 'sheets')})" if e.sheets != e.pages else "") + f", {e.sides.split(';')[0]}"
        for part in e.parts:
            size = f"{part['width_mm']:g} x {part['height_mm']:g} mm"
            count = "" if e.stock == PAPER else f"{part['count']} x "
            out.append(("check", f"{count}{part['name']} ({size}): {where}"))
    return out


def _wrap(text: str, face: str, size: float, room: float) -> list[str]:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    words, rows, row = text.split(), [], ""
    for word in words:
        trial = f"{row} {word}".strip()
        if row and stringWidth(trial, face, size) > room:
            rows.append(row)
            row = word
        else:
            row = trial
    return rows + [row] if row else rows


STYLES = {"title": (TITLE, TITLE_SIZE, 1.5), "head": (BODY_BOLD, HEAD_SIZE, 1.9), "text": (BODY, BODY_SIZE, 1.3),
          "item": (BODY, BODY_SIZE, 1.3), "check": (BODY, BODY_SIZE, 1.3)}
Styles = dict[str, tuple[str, float, float]]  # a line's style: (face, size, leading in sizes)


def _styles(style: Style | None) -> Styles:
    """The sheet's faces: the game's own (its display face for the title and heads, its text faces for the
    lines, a size larger) when the build has its style, else the kit's."""
    if style is None:
        return {key: (font(face), size, lead) for key, (face, size, lead) in STYLES.items()}
    f = style.fonts
    return {"title": (f.display, TITLE_SIZE + 5, 1.5), "head": (f.display, HEAD_SIZE + 2, 1.9),
            "text": (f.text, BODY_SIZE + 1, 1.35), "item": (f.text, BODY_SIZE + 1, 1.35),
            "check": (f.text, BODY_SIZE + 1, 1.35)}


def _pages(content: list[tuple[str, str]], size: tuple[float, float], drop: float = 0.0,
           styles: Styles | None = None) -> list[list[tuple[str, str, float]]]:
    """The lines laid out into pages: (style, one printed row, its indent)."""
    w, h = size
    left = EDGE + mm(8)
    room = w - left - EDGE - mm(8)
    top, bottom = h - EDGE - mm(10), EDGE + FOOTER + mm(6)
    pages: list[list[tuple[str, str, float]]] = [[]]
    y = top - drop  # the first page starts under the logo
    styles = styles or _styles(None)
    for style, text in content:
        face, fsize, lead = styles[style]
        indent = mm(5) if style in ("check", "item") else 0.0
        rows = _wrap(text, face, fsize, room - indent)
        need = fsize * lead * len(rows) + (fsize * 0.6 + AFTER_HEAD if style == "head" else 0)
        if y - need < bottom:
            pages.append([])
            y = top
        for i, row in enumerate(rows):
            pages[-1].append((style if i == 0 else f"{style}-more", row, indent))
        y -= need
    return pages


def _hue(style: Style) -> str:
    """The heads' colour: the game's logo colour (dark enough to read on white, as the logo's band is)."""
    from goblinkit.pnp.logo import logo_for

    return logo_for(style).colour


def render_contents(path: Path, game: str, game_id: str, jobs: list[Job], opts: PrintOptions,
                    style: Style | None = None) -> int:
    """Write the contents sheet, the game's drawn logo at the top right of its first page; its page count."""
    size = opts.paper_size
    drop = LOGO_W * 0.62 + mm(4) if style is not None else 0.0
    styles = _styles(style)
    hue = _hue(style) if style is not None else None  # the title's and heads' colour: the game's, if it has a style
    pages = _pages(lines(game, game_id, jobs, opts), size, drop, styles)
    doc = PdfDocument(path, size, game, "contents", len(pages),
                      subject=f"What to print, on what, how to cut, and a checklist for {game}")
    c = doc.canvas
    left, top = EDGE + mm(8), size[1] - EDGE - mm(10)
    for number, page in enumerate(pages, 1):
        if number > 1:
            doc.next_page()
        doc.bookmark("Contents" if len(pages) == 1 else f"Contents, page {number}")
        y = top - (drop if number == 1 else 0.0)
        if style is not None and number == 1:
            from goblinkit.pnp.logo import RATIO, draw_logo

            draw_logo(c, style, left, size[1] - EDGE - mm(6) - LOGO_W * RATIO, LOGO_W, opts.ink_saver)
        for at, (kind, row, indent) in enumerate(page):
            base = kind.removesuffix("-more")
            face, fsize, lead = styles[base]
            if base == "head" and not kind.endswith("-more") and at:
                y -= fsize * 0.6
            y -= fsize * lead if at else fsize
            c.setFillColor(colour(hue if hue and base in ("title", "head") else "#1a1a1a"))
            c.setFont(face, fsize)
            c.drawString(left + indent, y, row)
            if hue and base == "head":  # a rule under each head, in the game's colour
                c.setStrokeColor(colour(hue))
                c.setLineWidth(0.8)
                c.line(left, y - fsize * 0.3, size[0] - left, y - fsize * 0.3)
                y -= AFTER_HEAD
            if kind == "check":  # a box to tick
                c.setStrokeColorRGB(0.2, 0.2, 0.2)
                c.setLineWidth(0.6)
                c.rect(left, y - 0.5, fsize * 0.9, fsize * 0.9, stroke=1, fill=0)
        doc.footer()
    doc.save()
    return len(pages)
