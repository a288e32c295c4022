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

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.document import PdfDocument
from goblinkit.pnp.drawers.paint import colour
from goblinkit.pnp.fonts import BODY, BODY_BOLD, TITLE, font
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import Job, PageJob, PosterJob, SheetJob
from goblinkit.pnp.listing import list_rows
from goblinkit.pnp.logo import RATIO
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
    whole_page: bool
    job: Job


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
        return job.cut
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
                           cut(job), job.width * job.height, tuple(row["parts"]), row["whole_page"], job))
    return sorted(found, key=lambda e: STOCK_ORDER.index(e.stock))


def _plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def half_mm(value: float) -> str:
    """A length in mm to the half millimetre a ruler and a knife work to: 15.875 reads 16, 228.63 reads 228.5."""
    return f"{round(value * 2) / 2:g}"


def size_text(part: dict, whole_page: bool, paper: str) -> str:
    if whole_page:
        return f"{_paper(paper)} page"
    return f"{half_mm(part['width_mm'])} x {half_mm(part['height_mm'])} mm"


def _paper(paper: str) -> str:
    return paper.upper() if len(paper) == 2 else paper.title()


def _backs(opts: PrintOptions) -> str:
    """How the build prints card backs: beside their fronts to fold (gutterfold), or the duplex mode."""
    return "gutterfold (single-sided, folded)" if opts.gutterfold else SIDES[opts.duplex].split(";")[0]


def check_text(e: Entry, part: dict, opts: PrintOptions) -> tuple[str, str]:
    """A checklist line as (what, where): the part and how many (a shop's "x3"); its size, its file, sheets
    and whether they are double-sided."""
    count = f" x{part['count']}" if part["count"] > 1 and e.stock != PAPER else ""  # paper: its pages say
    sheets = _plural(e.sheets, "sheet", "sheets") if e.sheets != e.pages else _plural(e.pages, "page", "pages")
    sided = "gutterfold" if e.sides.startswith("single-sided, gutterfold") else e.sides.split(",")[0].split(";")[0]
    return f"{part['name']}{count}", f"{size_text(part, e.whole_page, opts.paper)}: {e.file}, {sheets}, {sided}"


Line = tuple  # (style, text) or, for a checklist line, (style, what, (job, part id, copies), where)


def lines(game: str, game_id: str, jobs: list[Job], opts: PrintOptions) -> list[Line]:
    """The sheet's lines: title, head, text, item (a numbered step) or check (a box and a picture)."""
    files = entries(game_id, jobs, opts)
    marks = "crop marks" if opts.crop_marks else "no crop marks"
    out: list[Line] = [
        ("title", f"{game}: contents"),
        ("text", f"Built for {_paper(opts.paper)} paper, backs {_backs(opts)}, {opts.bleed_mm:g} mm bleed, {marks}"
                 f"{', ink saver' if opts.ink_saver else ''}. Print every page at 100% (actual size): "
                 "check the 50 mm ruler on each page."),
        ("head", "1. Print")]
    for n, e in enumerate(files, 1):
        out.append(("item", f"{n}. {e.file}: {_plural(e.pages, 'page', 'pages')}, {e.sides}, on {e.stock}"))
    out.append(("head", "2. Cut, in this order"))
    to_cut = sorted((e for e in files if e.cut), key=lambda e: -e.area)
    for n, e in enumerate(to_cut, 1):
        out.append(("item", f"{n}. {e.name}, {e.file}: {e.cut}"))
    if not to_cut:
        out.append(("text", "Nothing to cut: every file is whole pages."))
    out.append(("head", "3. Checklist: every component"))
    for e in files:
        for part in e.parts:
            what, where = check_text(e, part, opts)
            out.append(("check", what, (e.job, part["component"], part["count"]), where))
    return out


def _wrap(text: str, face: str, size: float, room: float) -> list[str]:
    """`text` in rows no wider than `room`; a word too long for a row (a file name) breaks after a hyphen."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    rows, row = [], ""
    for word in text.split():
        pieces = re.findall(r"[^-]+-?|-", word) if stringWidth(word, face, size) > room else [word]
        for n, piece in enumerate(pieces):
            trial = f"{row}{piece}" if n else f"{row} {piece}".strip()
            if row and stringWidth(trial, face, size) > room:
                rows.append(row)
                row = piece
            else:
                row = trial
    return rows + [row] if row else rows


STYLES = {"title": (TITLE, TITLE_SIZE, 1.5), "head": (BODY_BOLD, HEAD_SIZE, 1.9), "text": (BODY, BODY_SIZE, 1.3),
          "item": (BODY, BODY_SIZE, 1.3), "check": (BODY_BOLD, BODY_SIZE, 1.3), "where": (BODY, BODY_SIZE - 0.5, 1.3)}
Styles = dict[str, tuple[str, float, float]]  # a line's style: (face, size, leading in sizes)
THUMB_H, THUMB_MAX, THUMB_W_MAX = 17, 34, 30  # a checklist picture's box: mm tall (least, most), most wide
BOX = mm(3.2)  # the tick box
CELL_GAP = mm(6)  # between the checklist's two columns
ROW_GAP = mm(2.5)  # between its rows


def _styles(style: Style | None) -> Styles:
    """The sheet's faces: the game's own (its display face for the title and heads, its text faces for the
    lines, a size larger) when the build has its style, else the kit's."""
    if style is None:
        return {key: (font(face), size, lead) for key, (face, size, lead) in STYLES.items()}
    f = style.fonts
    return {"title": (f.display, TITLE_SIZE + 5, 1.5), "head": (f.display, HEAD_SIZE + 2, 1.9),
            "text": (f.text, BODY_SIZE + 1, 1.35), "item": (f.text, BODY_SIZE + 1, 1.35),
            "check": (f.bold, BODY_SIZE + 1, 1.3), "where": (f.text, BODY_SIZE, 1.3)}


@dataclass
class Block:
    """A piece of the page that is not split across pages: a line's rows, a head, or a checklist row of
    (up to) two cells, each its rows and its picture."""

    kind: str
    height: float
    rows: list[str]
    cells: list[tuple[list[str], list[str], tuple]] | None = None
    thumb: tuple[float, float] = (0.0, 0.0)  # the checklist pictures' box (width, height)


@dataclass(frozen=True)
class Frame:
    left: float
    right: float
    top: float
    bottom: float
    header: float  # the first page's header (logo, title, the build's line): its height
    header_left: float  # where its text starts (right of the logo)


def _frame(size: tuple[float, float], logo: bool) -> Frame:
    w, h = size
    left = EDGE + mm(8)
    return Frame(left, w - left, h - EDGE - mm(10), EDGE + FOOTER + mm(6), LOGO_W * RATIO + mm(5) if logo else 0.0,
                 left + (LOGO_W + mm(6) if logo else 0.0))


def _blocks(content: list[Line], frame: Frame, styles: Styles) -> tuple[list[str], list[Block], float]:
    """The header's rows (the title's and the build line's, beside the logo), the blocks under it, and the
    header's height. The checklist's pictures are as large as the first page's room allows (17 to 34 mm
    tall): a short checklist fills the page with its pictures, not with white."""
    header: list[str] = []
    blocks: list[Block] = []
    room = frame.right - frame.left
    checks: list[Line] = []
    for line in content:
        kind, text = line[0], line[1]
        face, size, lead = styles[kind]
        if kind == "title" or (kind == "text" and not blocks):
            rows = _wrap(text, face, size, frame.right - frame.header_left)
            header += [f"{kind}|{row}" for row in rows]
            continue
        if kind == "check":
            checks.append(line)
            continue
        indent = mm(5) if kind == "item" else 0.0
        rows = _wrap(text, face, size, room - indent)
        need = size * lead * len(rows) + (size * 0.6 + AFTER_HEAD if kind == "head" else 0)
        blocks.append(Block(kind, need, rows))
    header_h = max(frame.header, _header_height(header, styles))
    left = frame.top - header_h - frame.bottom - sum(b.height for b in blocks)
    rows_of_checks: list[Block] = []
    for tall in range(THUMB_MAX, THUMB_H - 1, -1):  # the largest pictures that keep the list on the first page
        rows_of_checks = _check_rows(checks, frame, styles, mm(tall))
        if sum(b.height for b in rows_of_checks) <= left:
            break
    return header, blocks + rows_of_checks, header_h


def _check_rows(checks: list[Line], frame: Frame, styles: Styles, thumb_h: float) -> list[Block]:
    thumb_w = min(thumb_h * 1.3, mm(THUMB_W_MAX))
    text_w = (frame.right - frame.left - CELL_GAP) / 2 - BOX - mm(2) - thumb_w - mm(3)
    (face, size, _), (small_face, small, _) = styles["check"], styles["where"]
    cells = [(_wrap(line[1], face, size, text_w), _wrap(line[3], small_face, small, text_w), line[2])
             for line in checks]
    rows = []
    for at in range(0, len(cells), 2):
        pair = cells[at:at + 2]
        tall = max(max(_cell_height(what, where, styles), thumb_h) for what, where, _ in pair)
        rows.append(Block("checks", tall + ROW_GAP, [], pair, (thumb_w, thumb_h)))
    return rows


def _cell_height(what: list[str], where: list[str], styles: Styles) -> float:
    (_, size, lead), (_, small, small_lead) = styles["check"], styles["where"]
    return len(what) * size * lead + len(where) * small * small_lead


def _paginate(blocks: list[Block], frame: Frame) -> list[list[Block]]:
    pages: list[list[Block]] = [[]]
    y = frame.top - frame.header
    for block in blocks:
        if y - block.height < frame.bottom and pages[-1]:
            pages.append([])
            y = frame.top
        pages[-1].append(block)
        y -= block.height
    return pages


def _hue(style: Style) -> str:
    """The heads' colour: the game's logo colour (dark enough to read on white, as the logo's band is)."""
    from goblinkit.pnp.logo import logo_for

    return logo_for(style).colour


def render_contents(path: Path, game: str, game_id: str, jobs: list[Job], opts: PrintOptions,
                    style: Style | None = None) -> int:
    """Write the contents sheet, the game's drawn logo at the top left of its first page with the title beside
    it, and a picture of each component beside its checklist line; its page count."""
    size = opts.paper_size
    styles = _styles(style)
    hue = _hue(style) if style is not None else None  # the title's and heads' colour: the game's, if it has a style
    frame = _frame(size, style is not None)
    header, blocks, header_h = _blocks(lines(game, game_id, jobs, opts), frame, styles)
    frame = Frame(frame.left, frame.right, frame.top, frame.bottom, header_h, frame.header_left)
    pages = _paginate(blocks, frame)
    doc = PdfDocument(path, size, game, "contents", len(pages),
                      subject=f"What to print, on what, how to cut, and a checklist for {game}")
    c = doc.canvas
    for number, page in enumerate(pages, 1):
        if number > 1:
            doc.next_page()
        doc.bookmark("Contents" if len(pages) == 1 else f"Contents, page {number}")
        y = frame.top
        if number == 1:
            _draw_header(c, header, frame, styles, style, hue, opts)
            y -= frame.header
        for block in page:
            y = _draw_block(c, block, frame, y, styles, hue, opts)
        doc.footer()
    doc.save()
    return len(pages)


def _header_height(header: list[str], styles: Styles) -> float:
    return sum(styles[row.split("|", 1)[0]][1] * styles[row.split("|", 1)[0]][2] for row in header) + mm(3)


def _draw_header(c: Canvas, header: list[str], frame: Frame, styles: Styles, style: Style | None, hue: str | None,
                 opts: PrintOptions) -> None:
    """The logo at the top left, the title and the build's line beside it (under each other without a logo)."""
    if style is not None:
        from goblinkit.pnp.logo import draw_logo

        draw_logo(c, style, frame.left, frame.top - LOGO_W * RATIO + mm(4), LOGO_W, opts.ink_saver)
    y = frame.top - (mm(4) if style is not None else 0.0)
    for at, row in enumerate(header):
        kind, text = row.split("|", 1)
        face, fsize, lead = styles[kind]
        y -= fsize * lead if at else fsize
        c.setFillColor(colour(hue if hue and kind == "title" else "#1a1a1a"))
        c.setFont(face, fsize)
        c.drawString(frame.header_left, y, text)


def _draw_block(c: Canvas, block: Block, frame: Frame, y: float, styles: Styles, hue: str | None,
                opts: PrintOptions) -> float:
    """Draw one block from `y` down; where the next one starts."""
    if block.cells is not None:
        return _draw_checks(c, block, frame, y, styles, opts)
    face, fsize, lead = styles[block.kind]
    top = y
    indent = mm(5) if block.kind == "item" else 0.0
    if block.kind == "head":
        y -= fsize * 0.6
    for at, row in enumerate(block.rows):
        y -= fsize * lead if at or block.kind != "head" else fsize
        c.setFillColor(colour(hue if hue and block.kind == "head" else "#1a1a1a"))
        c.setFont(face, fsize)
        c.drawString(frame.left + indent, y, row)
    if block.kind == "head":
        c.saveState()
        c.setStrokeColor(colour(hue or "#1a1a1a"))
        c.setLineWidth(0.8)
        c.line(frame.left, y - fsize * 0.3, frame.right, y - fsize * 0.3)
        c.restoreState()
    return top - block.height


def _draw_checks(c: Canvas, block: Block, frame: Frame, y: float, styles: Styles, opts: PrintOptions) -> float:
    """A checklist row: in each cell a box to tick, the component's picture, what it is (bold) and, under
    it, its size and where it prints."""
    from goblinkit.pnp.thumbs import draw_thumb

    cell_w = (frame.right - frame.left - CELL_GAP) / 2
    for at, (what, where, (job, part, copies)) in enumerate(block.cells or []):
        x = frame.left + at * (cell_w + CELL_GAP)
        face, fsize, lead = styles["check"]
        c.saveState()
        c.setStrokeColorRGB(0.2, 0.2, 0.2)
        c.setLineWidth(0.6)
        c.rect(x, y - fsize - 0.5, BOX, BOX, stroke=1, fill=0)
        c.restoreState()
        thumb_w, thumb_h = block.thumb
        draw_thumb(c, job, part, copies, opts, x + BOX + mm(2), y - thumb_h, thumb_w, thumb_h)
        tx, ty = x + BOX + mm(2) + thumb_w + mm(3), y - fsize
        c.setFillColor(colour("#1a1a1a"))
        for rows, style in ((what, "check"), (where, "where")):
            face, fsize, lead = styles[style]
            c.setFont(face, fsize)
            for row in rows:
                c.drawString(tx, ty, row)
                ty -= fsize * lead
    return y - block.height
