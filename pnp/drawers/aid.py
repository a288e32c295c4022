"""A player aid read at a glance, shared by every game: a numbered phase rail (one disc per step of the
turn, the step's name in bold, the rail joining the discs) and colour blocks (a section's title on a band
of its colour with its icon, its lines below on a light tint of it), flowed into columns at the largest
type size that fits, never below 6.5 pt.

A game's aid is data: a TextSheet (content/models.py) whose sections may say `steps: true` (the rail;
"1. Name: text" lines), an `icon` and a `colour`. Chips and inline icons set as everywhere else.

Icon-led items (`AidFaces.lead`, off by default): a line that begins with an icon (":sprint: {MOVE} 1 stick")
has that icon drawn large in a gutter down the block's left, in the block's colour, its words hanging
beside it, as a published quick-reference card leads each rule with its symbol.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.models import TextSection
from goblinkit.content.units import mm
from goblinkit.pnp.contrast import best_ink
from goblinkit.pnp.drawers.blocks import Block
from goblinkit.pnp.drawers.face_fit import Section, _height, wrap_sections
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.inline import Run, draw_line, line_advance
from goblinkit.pnp.drawers.paint import INK, colour, fill_area, lighten
from goblinkit.pnp.textfit import MIN_SIZE, STEP, TextFitError

BAND = 1.6  # a block's title band, in ems
DISC = 1.45  # a step's numbered disc, in ems
PAD = mm(1.4)
GAP = mm(2.2)  # between blocks in a column
SPREAD = 1.0  # an even column's most extra space between two lines of a block, in ems
_STEP = re.compile(r"^\s*\d+[.)]\s*")
_HEAD = re.compile(r"^((?::[a-z0-9-]+:\s+)?)([^:]+):\s+(.*)$", re.S)  # an optional :icon:, a name, a colon


@dataclass(frozen=True)
class AidFaces:
    display: str
    text: str
    bold: str
    widows: str = "allow"  # "avoid": no line of the aid ends on a line of one word (as a style's body.widows)
    lead: bool = False  # a line's leading :icon: goes in the block's gutter (icon-led items), not inline


LEAD = 1.7  # an icon-led item's icon, in ems
_LEAD = re.compile(r"^:([a-z0-9]+(?:-[a-z0-9]+)*):\s+")


def lead_icon(line: str, faces: AidFaces) -> tuple[str, str]:
    """A line's leading icon (when the aid leads with icons) and the rest of it: ("", line) if none."""
    found = _LEAD.match(line) if faces.lead else None
    return (found.group(1), line[found.end():]) if found else ("", line)


def _led(block: TextSection, faces: AidFaces) -> bool:
    """Whether the block has an icon gutter: some line of it leads with an icon."""
    return not block.steps and any(lead_icon(line, faces)[0] for line in block.lines)


def step_section(line: str, words: int = 6) -> Section:
    """"1. Discard and draw: discard any cards" as a step: its name (up to the first colon, if it is at most
    `words` words: a name, not a clause) run in bold; a block's "Red: Warrior" likewise."""
    text = _STEP.sub("", line)
    found = _HEAD.match(text)
    if found and len(found.group(2).split()) <= words:
        return Section(found.group(3), found.group(1) + found.group(2) + ":")
    return Section(text)


def _indent(block: TextSection, size: float, faces: AidFaces) -> float:
    """How far a block's words stand in from its padding: past the rail's discs or the items' icons."""
    return DISC * size + mm(1.2) if block.steps else LEAD * size + mm(1.5) if _led(block, faces) else 0.0


def _inner(block: TextSection, w: float, size: float, faces: AidFaces) -> float:
    return w - 2 * PAD - _indent(block, size, faces)


def _wrapped(block: TextSection, w: float, size: float, faces: AidFaces, words: int = 3
             ) -> list[list[list[Run]]] | None:
    """Each line of the block (each step) wrapped on its own; a line's name of up to `words` words in bold."""
    out = []
    for line in block.lines:
        line = lead_icon(line, faces)[1]
        section = step_section(line) if block.steps else step_section(line, words) if not _STEP.match(line) else Section(line)
        wrapped = wrap_sections((section,), size, _inner(block, w, size, faces), faces.text, faces.bold, faces.widows)
        if wrapped is None:
            return None
        out.append(wrapped)
    return out


def block_height(block: TextSection, w: float, size: float, faces: AidFaces, extra: float = 0.0,
                 words: int = 3) -> float | None:
    """The block's height; `extra` more between each two of its lines (an even column's spread)."""
    lines = _wrapped(block, w, size, faces, words)
    if lines is None:
        return None
    spacing = size * (0.55 if block.steps or _led(block, faces) else 0.25) + extra
    body = sum(max(_height(l, size), _least(block, line, size, faces))
               for l, line in zip(lines, block.lines)) + spacing * (len(lines) - 1)
    return BAND * size + 2 * PAD + body


def _least(block: TextSection, line: str, size: float, faces: AidFaces) -> float:
    """The least height of one line of a block: its disc's on the rail, its icon's if it leads with one."""
    return DISC * size if block.steps else LEAD * size * 0.92 if lead_icon(line, faces)[0] else 0.0


def flow(blocks: list[TextSection], columns: int, w: float, h: float, faces: AidFaces, top: float = 12.5
         ) -> tuple[float, list[list[TextSection]]]:
    """The largest size (top down to the floor) at which the blocks, in order and whole, fill `columns`
    columns of `w` x `h` points; each column's blocks. TextFitError if nothing fits."""
    col_w = (w - GAP * (columns - 1)) / columns
    size = top
    while size >= MIN_SIZE - 1e-9:
        heights = [block_height(block, col_w, size, faces) for block in blocks]
        if None not in heights:
            split = _split([hh for hh in heights if hh is not None], columns, h)
            if split is not None:
                return size, [blocks[i:j] for i, j in zip(split, split[1:])]
        size -= STEP
    raise TextFitError(f"the aid does not fit {columns} columns of {col_w / mm(1):.0f} x {h / mm(1):.0f} mm even at "
                       f"{MIN_SIZE:g} pt; shorten it")


def _split(heights: list[float], columns: int, h: float, start: int = 0) -> list[int] | None:
    """Where the blocks (in order, kept whole) break into at most `columns` columns no taller than `h`:
    the column starts and the end, or None."""
    if start == len(heights):
        return [start]
    if columns == 0:
        return None
    used = 0.0
    for end in range(start + 1, len(heights) + 1):
        used += heights[end - 1] + (GAP if end > start + 1 else 0)
        if used > h + 1e-6:
            break
        rest = _split(heights, columns - 1, h, end)
        if rest is not None:
            return [start] + rest
    return None


def draw_aid(c: Canvas, x: float, y: float, w: float, h: float, blocks: list[TextSection], columns: int,
             faces: AidFaces, accent: str, ink_saver: bool, top: float = 12.5, even: bool = False) -> float:
    """The blocks flowed into columns in the box whose lower-left corner is (x, y); returns the size used.
    `even`: every column ends at the box's foot (its lines spread a little, its last block stretched)."""
    size, placed = flow(blocks, columns, w, h, faces, top)
    col_w = (w - GAP * (columns - 1)) / columns
    for index, column in enumerate(placed):
        extra, stretch = spread(column, col_w, h, size, faces) if even else (0.0, 0.0)
        cy = y + h
        for number, block in enumerate(column, 1):
            need = (block_height(block, col_w, size, faces, extra) or 0.0) + (stretch if number == len(column) else 0)
            _block(c, x + index * (col_w + GAP), cy - need, col_w, need, block, size, faces, accent, ink_saver, extra)
            cy -= need + GAP
    return size


def spread(column: list[TextSection], w: float, h: float, size: float, faces: AidFaces) -> tuple[float, float]:
    """How an even column fills its height: the extra between each two lines of a block (at most SPREAD
    ems, so the lines still read as one block) and what is left over, added to the last block's foot."""
    used = sum(block_height(block, w, size, faces) or 0.0 for block in column) + GAP * (len(column) - 1)
    gaps = sum(len(block.lines) - 1 for block in column)
    extra = min(SPREAD * size, (h - used) / gaps) if gaps else 0.0
    return max(0.0, extra), max(0.0, h - used - extra * gaps)


def _block(c: Canvas, x: float, y: float, w: float, h: float, block: TextSection, size: float, faces: AidFaces,
           accent: str, ink_saver: bool, extra: float = 0.0, words: int = 3) -> None:
    hue = block.colour or accent
    frame(c, x, y, w, h, block.title, block.icon, hue, size, faces, ink_saver)
    _body(c, x, y, w, h, block, size, faces, hue, ink_saver, extra, words)


def frame(c: Canvas, x: float, y: float, w: float, h: float, title: str, icon: str | None, hue: str, size: float,
           faces: AidFaces, ink_saver: bool) -> None:
    """A colour block's tint, outline and title band (its icon, then its title in the ink that reads)."""
    band = BAND * size
    fill_area(c, x, y, w, h, "#ffffff" if ink_saver else lighten(hue, 0.88), False, mm(1.5))
    c.saveState()
    c.setStrokeColor(colour(hue))
    c.setLineWidth(0.6)
    c.roundRect(x, y, w, h, mm(1.5), stroke=1, fill=0)
    c.restoreState()
    fill_area(c, x, y + h - band, w, band, hue, ink_saver, mm(1.5), 0.6)
    ink = hue if ink_saver else best_ink(hue)
    tx = x + PAD
    if icon:
        draw_icon(c, icon, tx, y + h - band + size * 0.25, band - size * 0.5, ink)
        tx += band - size * 0.5 + mm(1)
    c.setFillColor(colour(ink))
    c.setFont(faces.display, size * 1.15)
    c.drawString(tx, y + h - band + (band - size * 0.8) / 2, title)


def _body(c: Canvas, x: float, y: float, w: float, h: float, block: TextSection, size: float, faces: AidFaces,
          hue: str, ink_saver: bool, extra: float = 0.0, words: int = 3) -> None:
    """A block's lines under its band, the steps on the numbered rail (`extra` more between lines)."""
    lines = _wrapped(block, w, size, faces, words) or []
    cy = y + h - BAND * size - PAD
    text_x = x + PAD + _indent(block, size, faces)
    rail: list[float] = []
    led = _led(block, faces)
    for number, (wrapped, text) in enumerate(zip(lines, block.lines), 1):
        if block.steps:
            rail.append(cy - DISC * size / 2)
        icon = lead_icon(text, faces)[0] if led else ""
        if icon:
            draw_icon(c, icon, x + PAD, cy - LEAD * size * 0.92, LEAD * size, hue)
        line_y = cy - size
        for line in wrapped:
            if line:
                draw_line(c, line, text_x, line_y, size, (faces.text, faces.bold), hue, ink_saver)
            line_y -= size * 1.2 if line else size * 0.35
        spacing = size * (0.55 if block.steps or led else 0.25) + extra
        cy -= max(_height(wrapped, size), _least(block, text, size, faces)) + spacing
    if rail:
        _rail(c, x + PAD + DISC * size / 2, rail, DISC * size / 2, hue, faces.display, size, ink_saver)


def _rail(c: Canvas, cx: float, centres: list[float], r: float, hue: str, display: str, size: float,
          ink_saver: bool) -> None:
    """The numbered discs of the turn's steps, joined by the rail."""
    c.saveState()
    c.setStrokeColor(colour(hue))
    c.setLineWidth(1.4)
    c.line(cx, centres[0], cx, centres[-1])
    for number, cy in enumerate(centres, 1):
        _disc(c, cx, cy, r, number, hue, display, size, ink_saver)
    c.restoreState()


RAIL_GAP = mm(2.5)  # between two columns of a rail across


def _across(steps: list[str], w: float, size: float, faces: AidFaces) -> tuple[float, list[list[list[Run]]]] | None:
    """A rail across's column width and each step's lines wrapped to it (None if a word is too wide)."""
    col_w = (w - RAIL_GAP * (len(steps) - 1)) / len(steps)
    out = []
    for step in steps:
        lines = wrap_sections((step_section(step),), size, col_w, faces.text, faces.bold, faces.widows)
        if lines is None:
            return None
        out.append(lines)
    return col_w, out


def rail_across_height(steps: list[str], w: float, size: float, faces: AidFaces) -> float | None:
    """How tall draw_rail_across draws: the discs' row, then the tallest column (None if it cannot)."""
    across = _across(steps, w, size, faces)
    if across is None:
        return None
    return DISC * size + size * 0.5 + max(_height(lines, size) for lines in across[1])


def draw_rail_across(c: Canvas, x: float, top: float, w: float, steps: list[str], hues: list[str], size: float,
                     faces: AidFaces, ink_saver: bool, first: int = 1) -> float:
    """The turn's steps as a rail across the box: equal columns, each headed by its numbered disc (in its
    hue) on one line, the rail joining them, every column's words from one baseline below (a step's
    "Name:" in bold). Returns the y under the tallest column. A short turn on a wide sheet reads at a
    glance this way; columns of steps stacked beside each other end at different heights for no reason.
    `first` numbers the first disc (SHARED: a long turn's second row goes on from the first's numbers)."""
    across = _across(steps, w, size, faces)
    if across is None:
        col_w = (w - RAIL_GAP * (len(steps) - 1)) / len(steps)
        raise TextFitError(f"a step of the rail does not fit its {col_w / mm(1):.0f} mm column at {size:g} pt")
    col_w, columns = across
    r = DISC * size / 2
    cy = top - r
    c.saveState()
    c.setStrokeColor(colour(INK))
    c.setLineWidth(1.0)
    c.line(x + r, cy, x + (len(steps) - 1) * (col_w + RAIL_GAP) + r, cy)
    for index, hue in enumerate(hues):
        _disc(c, x + index * (col_w + RAIL_GAP) + r, cy, r, first + index, hue, faces.display, size, ink_saver)
    c.restoreState()
    baseline = top - DISC * size - size * 0.5 - size
    for index, lines in enumerate(columns):
        y = baseline
        for line, below in zip(lines, lines[1:] + [[]]):
            if line:
                draw_line(c, line, x + index * (col_w + RAIL_GAP), y, size, (faces.text, faces.bold), hues[index],
                          ink_saver)
            y -= line_advance(line, below, size) if line else size * 0.35
    return top - (rail_across_height(steps, w, size, faces) or 0.0)


def _disc(c: Canvas, cx: float, cy: float, r: float, number: int, hue: str, display: str, size: float,
          ink_saver: bool) -> None:
    """A step's numbered disc: filled with its hue (a ring of it in ink-saver mode), its number in the ink
    that reads."""
    c.setStrokeColor(colour(hue))
    c.setFillColor(colour("#ffffff" if ink_saver else hue))
    c.circle(cx, cy, r, stroke=1, fill=1)
    c.setFillColor(colour(hue if ink_saver else best_ink(hue)))
    c.setFont(display, size)
    c.drawCentredString(cx, cy - size * 0.35, str(number))


@dataclass
class AidBlock(Block):
    """A colour block for a sheet flowed by blocks.flow (a quick reference mixing text with keys and
    diagrams): a TextSection (its rail, if `steps`) or another block drawn on the tint under the band."""

    section: TextSection | None = None
    inner: Block | None = None  # drawn without its own heading
    words: int = 3  # a line's name ("Fallout area: ...") in bold up to this many words
    widows: str = "allow"  # "avoid": no line ends its paragraph on a one-word line
    lead: bool = False  # icon-led items (AidFaces.lead)

    def _faces(self) -> AidFaces:
        return AidFaces(self.faces.heading, self.faces.text, self.faces.bold, self.widows, self.lead)

    def _need(self, size: float, w: float) -> float:
        if self.section is not None:
            return block_height(self.section, w, size, self._faces(), words=self.words) or 1e9  # a word too wide: never fits
        assert self.inner is not None
        self.inner.ink_saver, self.inner.faces = self.ink_saver, self.faces
        try:  # a key checks its entries' widths as it draws: drawn once unseen, so flow picks a size that fits
            self.inner.draw(Canvas(io.BytesIO()), 0.0, 0.0, w - 2 * PAD, size)
        except TextFitError:
            return 1e9
        return BAND * size + 2 * PAD + self.inner.height(size, w - 2 * PAD)

    def height(self, size: float, w: float) -> float:
        return self._need(size, w) + GAP

    def draw(self, c: Canvas, x: float, top: float, w: float, size: float) -> float:
        h = self._need(size, w)
        if self.section is not None:
            _block(c, x, top - h, w, h, self.section, size, self._faces(), self.accent, self.ink_saver, words=self.words)
        else:
            assert self.inner is not None
            frame(c, x, top - h, w, h, self.title, self.icon, self.accent, size, self._faces(), self.ink_saver)
            c.saveState()
            self.inner.draw(c, x + PAD, top - BAND * size - PAD, w - 2 * PAD, size)
            c.restoreState()
        return top - h - GAP


__all__ = ["AidBlock", "AidFaces", "INK", "LEAD", "block_height", "draw_aid", "draw_rail_across", "flow", "frame", "lead_icon",
           "rail_across_height", "spread", "step_section"]
