"""The contents sheet, `output/<game>/contents.pdf`, written first for each game: what to print single- or
double-sided and on what stock, in which order to cut, and a checklist of every component with its file,
sheets and duplex mode.

Nothing on it is written by hand: it is made from the build's own jobs and `pnp list`'s rows (listing.py)
at the build's print options, so it always names what this build printed.

Stock and cutting follow from what a job is: whole pages (rules, record sheets) go on plain paper and are
not cut; a poster's tiles are trimmed and taped; cards on card stock; pieces under 30 mm (chits,
markers) on heavy card. Pieces are cut largest first (a sheet of big cards is easy to square up; chits
last), and a sheet whose pieces butt together needs one cut between neighbours, not two. Each step is worded
for its kind of piece (CUTS), as that piece's own sheet tells it: a die net is cut on its solid outline, not on
crop marks. What a player brings besides the kit is the game's `needs:` in game.yaml, from its rulebook.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from goblinkit.content.units import mm
from goblinkit.pnp.contents_page import (Frame, Line, draw_block, draw_header, frame_for, lay_out, paginate,
                                         sheet_styles)
from goblinkit.pnp.document import PdfDocument
from goblinkit.pnp.jobs import Job, PageJob, PosterJob, SheetJob
from goblinkit.pnp.listing import list_rows
from goblinkit.pnp.options import PrintOptions

if TYPE_CHECKING:
    from goblinkit.pnp.style import Style

FILE = "contents"
PAPER, CARD, HEAVY = "plain paper (80-120 g/m²)", "card stock (250-300 g/m²)", "heavy card (300+ g/m², or glue on 1.5 mm board)"
STOCK_ORDER = (PAPER, CARD, HEAVY)
SMALL = mm(30)  # a piece smaller than this on both sides is a chit: heavy card
SIDES = {"long": "double-sided, flip on the long edge", "short": "double-sided, flip on the short edge",
         "none": "single-sided; fronts and backs on separate pages"}
GLUE = "Single-sided: glue each backs page to the fronts page before it, back to back, lined up on the crop marks, then cut"


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


# How each kind of piece is cut, in the words its own sheet uses (a die net says "Cut: solid, Fold: dashed").
CUTS = {
    "net": "cut out each net on its solid outline, fold every dashed line, glue the tabs inside the die",
    "dial": "cut round each disc on its solid outline, pierce the cross at its centre, "
            "and pin each pointer on its dial with a split pin",
    "round": "cut round each chit on its solid outline (the crop marks only square it)",
    "tile": "cut each one on its own crop marks, after both sides are printed (the strips between are waste)",
    "apart": "cut each one on its own crop marks (the strips between are waste)",
    "chits": "cut the sheet into strips along the crop marks, then each strip into chits "
             "(they butt: one cut between neighbours)",
    "cards": "cut the rows along the crop marks, then the columns (one cut between neighbours)",
}
TOKENS = ", then cut round each token on the cards that carry them"


def cut_kind(job: SheetJob) -> str:
    """What a sheet's pieces are, for their cutting step: die nets (faces cut into die faces), dials (discs
    of 30 mm or more, their centres marked for a split pin), round chits, tiles and other pieces that
    stand apart (their backs printed first when they have them), or butted chits and cards (shared cuts)."""
    if any(part.shape == "die-face" for face in job.faces for part in face.parts):
        return "net"
    small = max(job.width, job.height) < SMALL
    if job.shape == "circle":
        return "round" if small else "dial"
    if not job.butted:
        return "tile" if job.has_backs else "apart"
    return "chits" if small else "cards"


def cut(job: Job) -> str:
    if isinstance(job, PageJob):
        return job.cut
    if isinstance(job, PosterJob):
        # the words of pnp/poster.py's part headings: a part's cut edge goes on its neighbour's dashed line
        return ("cut each part along its frame where it lies over a neighbour, lay that edge on the neighbour's "
                "dashed line, over its shaded strip, and tape (a map on one page is only trimmed)")
    kind = cut_kind(job)
    tokens = kind == "cards" and any(part.shape == "circle" for face in job.faces for part in face.parts)
    return CUTS[kind] + (TOKENS if tokens else "")


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




def gutterfold_note(game_id: str, jobs: list[Job], opts: PrintOptions) -> str:
    """For a game with double-sided sheets, built for a duplex printer: how to print it without one; built
    single-sided (--duplex none), how to glue the backs on, said once for every file (or how to fold)."""
    if opts.gutterfold or not any(isinstance(job, SheetJob) and job.has_backs for job in jobs):
        return ""
    command = f"--gutterfold (goblin pnp build {game_id} --gutterfold)"
    if opts.duplex == "none":
        return f"{GLUE}; or build with {command} to fold each front onto its back instead."
    return (f"No duplex printer? Build with {command}: each front "
            "prints beside its back, to fold on the dashed line and glue before cutting.")


def needs_note(needs: tuple[str, ...] | list[str]) -> str:
    """The game's `needs:` (game.yaml) as one line: what to have besides the printed kit."""
    return f"You will also need: {', '.join(needs)}." if needs else ""


def lines(game: str, game_id: str, jobs: list[Job], opts: PrintOptions, needs: tuple[str, ...] = ()) -> list[Line]:
    """The sheet's lines: title, head, text (the build's line, in the header), note (a full-width line),
    item (a numbered step, its wrapped rows hung under its text) or check (a box and a picture)."""
    files = entries(game_id, jobs, opts)
    marks = "crop marks" if opts.crop_marks else "no crop marks"
    out: list[Line] = [
        ("title", f"{game}: contents"),
        ("text", f"Built for {_paper(opts.paper)} paper, backs {_backs(opts)}, {opts.bleed_mm:g} mm bleed, {marks}"
                 f"{', ink saver' if opts.ink_saver else ''}. Print every page at 100% (actual size): "
                 "check the 50 mm ruler on each page.")]
    if needs:
        out.append(("note", needs_note(needs)))
    out.append(("head", "1. Print"))
    for n, e in enumerate(files, 1):
        out.append(("item", f"{n}. {e.file}: {_plural(e.pages, 'page', 'pages')}, {e.sides}, on {e.stock}"))
    if note := gutterfold_note(game_id, jobs, opts):
        out.append(("note", note))
    out.append(("head", "2. Cut, in this order"))
    to_cut = sorted((e for e in files if e.cut), key=lambda e: -e.area)
    for n, e in enumerate(to_cut, 1):
        out.append(("item", f"{n}. {e.name}, {e.file}: {e.cut}"))
    if not to_cut:
        out.append(("note", "Nothing to cut: every file is whole pages."))
    out.append(("head", "3. Checklist: every component"))
    for e in files:
        for part in e.parts:
            what, where = check_text(e, part, opts)
            out.append(("check", what, (e.job, part["component"], part["count"]), where,
                        e.job.back_notes.get(part["component"], "")))  # game.yaml back_notes: its backs are played
    return out


def _hue(style: Style) -> str:
    """The heads' colour: the game's logo colour (dark enough to read on white, as the logo's band is)."""
    from goblinkit.pnp.logo import logo_for

    return logo_for(style).colour


def render_contents(path: Path, game: str, game_id: str, jobs: list[Job], opts: PrintOptions,
                    style: Style | None = None, needs: tuple[str, ...] = ()) -> int:
    """Write the contents sheet, the game's drawn logo at the top left of its first page with the title beside
    it, and a picture of each component beside its checklist line; its page count. `needs`: the game's
    `needs:` from game.yaml (what a player brings besides the kit)."""
    size = opts.paper_size
    styles = sheet_styles(style)
    hue = _hue(style) if style is not None else None  # the title's and heads' colour: the game's, if it has a style
    frame = frame_for(size, style is not None)
    header, blocks, header_h = lay_out(lines(game, game_id, jobs, opts, needs), frame, styles)
    frame = Frame(frame.left, frame.right, frame.top, frame.bottom, header_h, frame.header_left)
    pages = paginate(blocks, frame)
    doc = PdfDocument(path, size, game, "contents", len(pages),
                      subject=f"What to print, on what, how to cut, and a checklist for {game}",
                      face=style.fonts.text if style is not None else "")
    c = doc.canvas
    for number, page in enumerate(pages, 1):
        if number > 1:
            doc.next_page()
        doc.bookmark("Contents" if len(pages) == 1 else f"Contents, page {number}")
        y = frame.top
        if number == 1:
            draw_header(c, header, frame, styles, style, hue, opts)
            y -= frame.header
        for block in page:
            y = draw_block(c, block, frame, y, styles, hue, opts)
        doc.footer()
    doc.save()
    return len(pages)


