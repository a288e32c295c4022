"""Blocks for sheets players read (reference cards, record sheets): headed bullet lists, tables with
wrapping cells, icon keys, flowed into columns at one shared type size.

`flow` finds the largest size (down to the 6.5 pt floor) at which every block fits the columns,
keeping each block whole, and draws them; if nothing fits it raises TextFitError, so a sheet is
never silently cut. Blocks measure and draw at a given size, so measuring is exact.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.inline import Run, draw_line, wrap_text
from goblinkit.pnp.drawers.paint import INK, colour, lighten
from goblinkit.content.fonts import BUILTIN_FONTS
from goblinkit.pnp.fonts import BODY, BODY_BOLD, covering, font, width
from goblinkit.pnp.textfit import MIN_SIZE, STEP, TextFitError, wrap

HEAD = 1.25  # a block's heading, in ems of the body size
LEADING = 1.22


def _wrapped(text: str, name: str, size: float, w: float) -> list[str]:
    lines = wrap(text, name, size, w)
    if lines is None:
        raise TextFitError(f"a word of '{text[:40]}' is wider than its {w / 2.8346:.1f} mm column")
    return lines


@dataclass(frozen=True)
class Faces:
    """The reportlab names a sheet's blocks are set in: the game's text, bold and heading faces (DejaVu
    by default; a line with a symbol the face lacks falls back to DejaVu)."""

    text: str = BODY
    bold: str = BODY_BOLD
    heading: str = BODY_BOLD

    @classmethod
    def of(cls, fonts) -> Faces:  # noqa: ANN001 (a style's Fonts)
        """A game's player-sheet faces: its text and bold faces for text, its display face for headings."""
        return cls(fonts.text, fonts.bold, fonts.display)

    def pick(self, text: str, bold: bool = False, heading: bool = False) -> str:
        name = self.heading if heading else self.bold if bold else self.text
        fallback = BODY_BOLD if bold or heading else BODY
        return covering(text, font(name) if name in BUILTIN_FONTS else name, fallback)  # (font(): registered once)


@dataclass
class Block:
    title: str
    accent: str = INK
    ink_saver: bool = field(default=False, kw_only=True)  # set by `flow`: no tinted fills
    faces: Faces = field(default_factory=Faces, kw_only=True)  # set by `flow`
    icon: str = field(default="", kw_only=True)  # a vendored icon: the heading becomes a band of its colour

    def height(self, size: float, w: float) -> float:
        return size * HEAD * 1.5 if self.title else 0.0

    def draw(self, c: Canvas, x: float, top: float, w: float, size: float) -> float:
        """Draw the heading; returns the y below it."""
        if not self.title:
            return top
        if self.icon:
            return self._band(c, x, top, w, size)
        c.saveState()
        c.setFillColor(colour(self.accent))
        face = self.faces.pick(self.title, heading=True)
        fitted = size * HEAD * w / max(width(self.title, face, size * HEAD), 1e-6)  # a long heading shrinks
        c.setFont(face, max(MIN_SIZE, min(size * HEAD, fitted)))
        base = top - size * HEAD
        c.drawString(x, base, self.title)
        c.setStrokeColor(colour(self.accent))
        c.setLineWidth(0.6)
        c.line(x, base - size * 0.25, x + w, base - size * 0.25)
        c.restoreState()
        return top - size * HEAD * 1.5

    def _band(self, c: Canvas, x: float, top: float, w: float, size: float) -> float:
        """The heading as a colour block's band: the icon and the title in the ink that reads on it."""
        from goblinkit.pnp.contrast import best_ink
        from goblinkit.pnp.drawers.paint import fill_area

        band = size * HEAD * 1.3
        fill_area(c, x, top - band, w, band, self.accent, self.ink_saver, mm(1.2), 0.8)
        ink = self.accent if self.ink_saver else best_ink(self.accent)
        draw_icon(c, self.icon, x + size * 0.3, top - band + band * 0.15, band * 0.7, ink)
        face = self.faces.pick(self.title, heading=True)
        room = w - band - size * 0.6
        c.saveState()
        c.setFillColor(colour(ink))
        c.setFont(face, max(MIN_SIZE, min(size * HEAD, size * HEAD * room / max(width(self.title, face, size * HEAD), 1e-6))))
        c.drawString(x + band + size * 0.2, top - band / 2 - size * HEAD * 0.33, self.title)
        c.restoreState()
        return top - size * HEAD * 1.5


@dataclass
class Bullets(Block):
    """A heading and bullet points; a leading 'WORD:' or 'WORD' in capitals is set in bold."""

    lines: list[str] = field(default_factory=list)

    def height(self, size: float, w: float) -> float:
        body = sum(len(self._lines(line, size, w)) for line in self.lines) * size * LEADING
        return super().height(size, w) + body + size * 0.5

    def _lines(self, line: str, size: float, w: float) -> list[list[Run]]:
        """A bullet's lines, chips and inline icons set as they print (inline.py)."""
        wrapped = wrap_text(line, size, w - size, (self.faces.pick(line), self.faces.pick(line, bold=True)))
        if wrapped is None:
            raise TextFitError(f"a word of '{line[:40]}' is wider than its {(w - size) / 2.8346:.1f} mm column")
        return wrapped

    def draw(self, c: Canvas, x: float, top: float, w: float, size: float) -> float:
        y = super().draw(c, x, top, w, size)
        c.setFillColor(colour(INK))
        for line in self.lines:
            faces = (self.faces.pick(line), self.faces.pick(line, bold=True))
            for number, part in enumerate(self._lines(line, size, w)):
                y -= size * LEADING
                if number == 0:
                    c.setFillColor(colour(INK))
                    c.setFont(self.faces.pick("•", bold=True), size)
                    c.drawString(x, y, "•")
                draw_line(c, part, x + size, y, size, faces, self.accent, self.ink_saver)
        return y - size * 0.5


@dataclass
class Table(Block):
    """A heading and a table: columns (header, share of the width), rows of cells that wrap."""

    columns: list[tuple[str, float]] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)

    def _widths(self, w: float) -> list[float]:
        total = sum(share for _, share in self.columns)
        return [w * share / total for _, share in self.columns]

    def _row_lines(self, row: list[str], size: float, w: float, header: bool) -> list[list[str]]:
        """Each cell's lines, as drawn: the header row and the first column in bold."""
        pad = size * 0.4
        return [_wrapped(cell, self.faces.pick(cell, header or i == 0), size, cw - 2 * pad) if cell else [""]
                for i, (cell, cw) in enumerate(zip(row, self._widths(w)))]

    def height(self, size: float, w: float) -> float:
        rows = [self._row_lines([h for h, _ in self.columns], size, w, True)] + \
               [self._row_lines(row, size, w, False) for row in self.rows]
        return super().height(size, w) + sum(max(len(cell) for cell in row) * size * LEADING + size * 0.5
                                             for row in rows) + size * 0.5

    def draw(self, c: Canvas, x: float, top: float, w: float, size: float) -> float:
        y = super().draw(c, x, top, w, size)
        widths = self._widths(w)
        pad = size * 0.4
        for index, row in enumerate([[h for h, _ in self.columns]] + self.rows):
            cells = self._row_lines(row, size, w, index == 0)
            row_h = max(len(cell) for cell in cells) * size * LEADING + size * 0.5
            if (index == 0 or index % 2 == 0) and not self.ink_saver:
                c.setFillColor(lighten(self.accent, 0.55 if index == 0 else 0.9))
                c.rect(x, y - row_h, w, row_h, stroke=0, fill=1)
            cursor = x
            for col, (lines, cw, text) in enumerate(zip(cells, widths, row)):
                c.setFillColor(colour(INK))
                c.setFont(self.faces.pick(text, index == 0 or col == 0), size)
                line_y = y - size * 0.25
                for line in lines:
                    line_y -= size * LEADING
                    c.drawString(cursor + pad, line_y + size * 0.2, line)
                cursor += cw
            y -= row_h
        return y - size * 0.5


@dataclass
class Key(Block):
    """A heading and a key of icons: (icon, colour, words), two to a line."""

    entries: list[tuple[str, str, str]] = field(default_factory=list)
    per_line: int = 2

    def height(self, size: float, w: float) -> float:
        lines = -(-len(self.entries) // self.per_line)
        return super().height(size, w) + lines * size * 1.9 + size * 0.5

    def draw(self, c: Canvas, x: float, top: float, w: float, size: float) -> float:
        y = super().draw(c, x, top, w, size)
        cell = w / self.per_line
        for index, (icon, tint, words) in enumerate(self.entries):
            row, col = divmod(index, self.per_line)
            cx, cy = x + col * cell, y - (row + 1) * size * 1.9
            disc = size * 1.6
            c.setFillColor(colour(tint))
            c.setStrokeColor(colour(tint))
            c.circle(cx + disc / 2, cy + disc / 2, disc / 2, stroke=1, fill=0 if self.ink_saver else 1)
            if icon:
                draw_icon(c, icon, cx + disc * 0.15, cy + disc * 0.15, disc * 0.7, tint if self.ink_saver else "#ffffff")
            c.setFillColor(colour(INK))
            face = self.faces.pick(words)
            c.setFont(face, size)
            room = cell - disc - size * 0.8
            text = words
            if width(text, face, size) > room:
                raise TextFitError(f"'{words}' does not fit its {room / 2.8346:.1f} mm key entry")
            c.drawString(cx + disc + size * 0.4, cy + disc / 2 - size * 0.35, text)
        lines = -(-len(self.entries) // self.per_line)
        return y - lines * size * 1.9 - size * 0.5


def _columns_for(blocks: list[Block], size: float, columns: int, col_w: float, height: float) -> list[list[Block]] | None:
    """The blocks dealt into columns in order, each kept whole; None if they do not fit."""
    dealt: list[list[Block]] = [[] for _ in range(columns)]
    col, used = 0, 0.0
    for block in blocks:
        need = block.height(size, col_w)
        if used + need > height and dealt[col]:
            col, used = col + 1, 0.0
            if col == columns:
                return None
        if need > height:
            return None
        dealt[col].append(block)
        used += need
    return dealt


def flow(c: Canvas | None, blocks: list[Block], x: float, top: float, w: float, height: float, columns: int = 2,
         gutter: float = 14.0, max_size: float = 10.0, ink_saver: bool = False, faces: Faces | None = None) -> float:
    """Fit the blocks into `columns` at the largest size possible and draw them (c=None: measure only).
    Returns the size used. `faces`: the game's faces (default DejaVu)."""
    for block in blocks:
        block.ink_saver = ink_saver
        block.faces = faces or Faces()
    col_w = (w - gutter * (columns - 1)) / columns
    size = max_size
    while size >= MIN_SIZE - 1e-9:
        try:
            dealt = _columns_for(blocks, size, columns, col_w, height)
        except TextFitError:
            dealt = None
        if dealt is not None:
            if c is not None:
                for index, column in enumerate(dealt):
                    y = top
                    for block in column:
                        y = block.draw(c, x + index * (col_w + gutter), y, col_w, size)
            return size
        size -= STEP
    raise TextFitError(f"the sheet's {len(blocks)} blocks do not fit {columns} columns even at {MIN_SIZE:g} pt; shorten them")
