"""The contents sheet's page (pnp/contents.py says what it says): the logo at the top left with the title
and the build's line beside it, full-width sections (Print, Cut), then the checklist in two columns, each
line a box to tick, a picture of the component (pnp/thumbs.py) and its words.

The pictures are as large as the first page's room allows, from 17 to 34 mm tall, so a short checklist
fills the page with pictures rather than leaving its lower half white; a long one keeps them small and
stays on one page where it can.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.drawers.paint import colour
from goblinkit.pnp.fonts import BODY, BODY_BOLD, TITLE, font
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.logo import RATIO
from goblinkit.pnp.options import PrintOptions

if TYPE_CHECKING:
    from goblinkit.pnp.style import Style

LOGO_W = mm(46)
BODY_SIZE, HEAD_SIZE, TITLE_SIZE = 8.5, 11.0, 15.0
AFTER_HEAD = 3.0  # points between a head's rule and its first line
NOTE_GAP = mm(1.5)  # above a full-width note (what else to have, how to print without duplex): set off a little
ITEM_INDENT = mm(5)  # a numbered step's number, from the margin
Line = tuple  # (style, text) or, for a checklist line, (style, what, (job, part id, copies), where[, aside])


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
          "note": (BODY, BODY_SIZE, 1.3), "item": (BODY, BODY_SIZE, 1.3), "check": (BODY_BOLD, BODY_SIZE, 1.3), "where": (BODY, BODY_SIZE - 0.5, 1.3),
          "aside": (BODY_BOLD, BODY_SIZE - 0.5, 1.3)}
Styles = dict[str, tuple[str, float, float]]  # a line's style: (face, size, leading in sizes)
THUMB_H, THUMB_MAX, THUMB_W_MAX = 12, 34, 30  # a checklist picture's box: mm tall (least, most), most wide
BOX = mm(3.2)  # the tick box
CELL_GAP = mm(6)  # between the checklist's two columns
ROW_GAP = mm(2.5)  # between its rows
TIGHT_GAPS = (mm(1.8), mm(1.2))  # between them when the smallest pictures still leave the list a line too long


def sheet_styles(style: Style | None) -> Styles:
    """The sheet's faces: the game's own (its display face for the title and heads, its text faces for the
    lines, a size larger) when the build has its style, else the kit's."""
    if style is None:
        return {key: (font(face), size, lead) for key, (face, size, lead) in STYLES.items()}
    f = style.fonts
    return {"title": (f.display, TITLE_SIZE + 5, 1.5), "head": (f.display, HEAD_SIZE + 2, 1.9),
            "text": (f.text, BODY_SIZE + 1, 1.35),
            "note": (f.text, BODY_SIZE + 1, 1.35), "item": (f.text, BODY_SIZE + 1, 1.35),
            "check": (f.bold, BODY_SIZE + 1, 1.3), "where": (f.text, BODY_SIZE, 1.3), "aside": (f.bold, BODY_SIZE, 1.3)}


@dataclass
class Block:
    """A piece of the page that is not split across pages: a line's rows, a head, or a checklist row of
    (up to) two cells, each its rows and its picture."""

    kind: str
    height: float
    rows: list[str]
    cells: list[tuple[list[str], list[str], list[str], tuple]] | None = None
    thumb: tuple[float, float] = (0.0, 0.0)  # the checklist pictures' box (width, height)
    label: str = ""  # a numbered step's number ("2."), drawn before its first row
    hang: float = 0.0  # how far right of the number the step's rows start (its wrapped rows hang there too)


@dataclass(frozen=True)
class Frame:
    left: float
    right: float
    top: float
    bottom: float
    header: float  # the first page's header (logo, title, the build's line): its height
    header_left: float  # where its text starts (right of the logo)


def frame_for(size: tuple[float, float], logo: bool) -> Frame:
    w, h = size
    left = EDGE + mm(8)
    return Frame(left, w - left, h - EDGE - mm(10), EDGE + FOOTER + mm(6), LOGO_W * RATIO + mm(5) if logo else 0.0,
                 left + (LOGO_W + mm(6) if logo else 0.0))


def lay_out(content: list[Line], frame: Frame, styles: Styles) -> tuple[list[str], list[Block], float]:
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
        label, hang = _step_number(text, face, size) if kind == "item" else ("", 0.0)
        rows = _wrap(text[len(label):].strip(), face, size, room - ITEM_INDENT - hang) if label else \
            _wrap(text, face, size, room - (ITEM_INDENT if kind == "item" else 0.0))
        need = size * lead * len(rows) + (size * 0.6 + AFTER_HEAD if kind == "head" else 0) + \
            (NOTE_GAP if kind == "note" else 0)
        blocks.append(Block(kind, need, rows, label=label, hang=hang))
    header_h = max(frame.header, _header_height(header, styles))
    left = frame.top - header_h - frame.bottom - sum(b.height for b in blocks)
    rows_of_checks: list[Block] = []
    # The largest pictures that keep the list on the first page; at the smallest, closer rows before a second page.
    tries = [(tall, ROW_GAP) for tall in range(THUMB_MAX, THUMB_H - 1, -1)] + [(THUMB_H, gap) for gap in TIGHT_GAPS]
    for tall, gap in tries:
        rows_of_checks = _check_rows(checks, frame, styles, mm(tall), gap)
        if sum(b.height for b in rows_of_checks) <= left:
            break
    return header, blocks + rows_of_checks, header_h


def _step_number(text: str, face: str, size: float) -> tuple[str, float]:
    """A step's number ("12.") and the room it takes with its space: the step's rows start after it, the
    first and the wrapped ones alike, so a long step reads as a hanging paragraph under its own text."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    found = re.match(r"\d+\.(?= )", text)
    return (found.group(), stringWidth(found.group() + " ", face, size)) if found else ("", 0.0)


def _check_rows(checks: list[Line], frame: Frame, styles: Styles, thumb_h: float, gap: float = ROW_GAP) -> list[Block]:
    thumb_w = min(thumb_h * 1.3, mm(THUMB_W_MAX))
    text_w = (frame.right - frame.left - CELL_GAP) / 2 - BOX - mm(2) - thumb_w - mm(3)

    def wrap(text: str, kind: str) -> list[str]:
        return _wrap(text, styles[kind][0], styles[kind][1], text_w) if text else []

    cells = [(wrap(line[1], "check"), wrap(line[3], "where"), wrap(line[4] if len(line) > 4 else "", "aside"), line[2])
             for line in checks]
    rows = []
    for at in range(0, len(cells), 2):
        pair = cells[at:at + 2]
        tall = max(max(_cell_height(what, where + aside, styles), thumb_h) for what, where, aside, _ in pair)
        rows.append(Block("checks", tall + gap, [], pair, (thumb_w, thumb_h)))
    return rows


def _cell_height(what: list[str], where: list[str], styles: Styles) -> float:
    (_, size, lead), (_, small, small_lead) = styles["check"], styles["where"]
    return len(what) * size * lead + len(where) * small * small_lead


def paginate(blocks: list[Block], frame: Frame) -> list[list[Block]]:
    pages: list[list[Block]] = [[]]
    y = frame.top - frame.header
    for block in blocks:
        if y - block.height < frame.bottom and pages[-1]:
            pages.append([])
            y = frame.top
        pages[-1].append(block)
        y -= block.height
    return pages


def _header_height(header: list[str], styles: Styles) -> float:
    return sum(styles[row.split("|", 1)[0]][1] * styles[row.split("|", 1)[0]][2] for row in header) + mm(3)


def draw_header(c: Canvas, header: list[str], frame: Frame, styles: Styles, style: Style | None, hue: str | None,
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


def draw_block(c: Canvas, block: Block, frame: Frame, y: float, styles: Styles, hue: str | None,
                opts: PrintOptions) -> float:
    """Draw one block from `y` down; where the next one starts."""
    if block.cells is not None:
        return _draw_checks(c, block, frame, y, styles, opts)
    face, fsize, lead = styles[block.kind]
    top = y
    indent = ITEM_INDENT if block.kind == "item" else 0.0
    if block.kind == "head":
        y -= fsize * 0.6
    if block.kind == "note":
        y -= NOTE_GAP
    for at, row in enumerate(block.rows):
        y -= fsize * lead if at or block.kind != "head" else fsize
        c.setFillColor(colour(hue if hue and block.kind == "head" else "#1a1a1a"))
        c.setFont(face, fsize)
        if block.label and not at:
            c.drawString(frame.left + indent, y, block.label)
        c.drawString(frame.left + indent + block.hang, y, row)
    if block.kind == "head":
        c.saveState()
        c.setStrokeColor(colour(hue or "#1a1a1a"))
        c.setLineWidth(0.8)
        c.line(frame.left, y - fsize * 0.3, frame.right, y - fsize * 0.3)
        c.restoreState()
    return top - block.height


def _draw_checks(c: Canvas, block: Block, frame: Frame, y: float, styles: Styles, opts: PrintOptions) -> float:
    """A checklist row: in each cell a box to tick, the component's picture, what it is (bold) and, under
    it, its size and where it prints, and an aside (bold: what its backs are, when they are played)."""
    from goblinkit.pnp.thumbs import draw_thumb

    cell_w = (frame.right - frame.left - CELL_GAP) / 2
    for at, (what, where, aside, (job, part, copies)) in enumerate(block.cells or []):
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
        for rows, style in ((what, "check"), (where, "where"), (aside, "aside")):
            face, fsize, lead = styles[style]
            c.setFont(face, fsize)
            for row in rows:
                c.drawString(tx, ty, row)
                ty -= fsize * lead
    return y - block.height

