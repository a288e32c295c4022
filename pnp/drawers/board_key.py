"""Reference-sheet blocks for square-grid boards (Gob'z'Heroes): the key to what the tiles show,
drawn with the tiles' own surfaces, and a board's setup diagram (its tile faces in small, where the
markers go, where the Crews deploy). Both flow with the other blocks of a sheet (blocks.flow)."""

from __future__ import annotations

from dataclasses import dataclass, field

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.board_surfaces import Surfaces, square_surface
from goblinkit.pnp.drawers.blocks import Block
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.levels import CORNER, EDGE, TAG_PT
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.fonts import width
from goblinkit.pnp.textfit import TextFitError

COLOURS = {".": "#d8c49a", "L": "#d8c49a", "=": "#d8c49a", "#": "#b88a56", "l": "#b88a56", "X": "#4a443d"}


@dataclass
class Legend(Block):
    """What the tiles show, each entry a small swatch drawn like the tile: (kind, words)."""

    entries: list[tuple[str, str]] = field(default_factory=list)
    surfaces: Surfaces = field(default_factory=Surfaces)
    per_line: int = 2

    def _row(self, size: float) -> float:
        return size * 2.6

    def height(self, size: float, w: float) -> float:
        return super().height(size, w) + -(-len(self.entries) // self.per_line) * self._row(size) + size * 0.5

    def draw(self, c: Canvas, x: float, top: float, w: float, size: float) -> float:
        y = super().draw(c, x, top, w, size)
        cell, swatch = w / self.per_line, size * 2.2
        for index, (kind, words) in enumerate(self.entries):
            row, col = divmod(index, self.per_line)
            sx, sy = x + col * cell, y - (row + 1) * self._row(size) + size * 0.2
            c.saveState()
            self._swatch(c, kind, sx, sy, swatch)
            c.restoreState()
            room = cell - swatch - size
            face = self.faces.pick(words)
            if width(words, face, size) > room:
                raise TextFitError(f"'{words}' does not fit its {room / 2.8346:.1f} mm key entry")
            c.setFillColor(colour(INK))
            c.setFont(face, size)
            c.drawString(sx + swatch + size * 0.5, sy + swatch / 2 - size * 0.35, words)
        return y - -(-len(self.entries) // self.per_line) * self._row(size) - size * 0.5

    def _swatch(self, c: Canvas, kind: str, x: float, y: float, s: float) -> None:
        surf = self.surfaces
        ink_saver = self.ink_saver
        base = {"platform": "planks", "wall": "stone"}.get(kind, "earth")
        if not ink_saver:
            square_surface(c, base, x, y, s, (kind, 0), surf)
        c.setStrokeColor(colour(EDGE))
        c.setLineWidth(0.5)
        c.rect(x, y, s, s, stroke=1, fill=0)
        if kind == "platform":
            c.setLineWidth(1.8)
            c.line(x, y, x + s, y)
            c.line(x + s, y, x + s, y + s)
        elif kind == "ladder":
            c.setStrokeColor(colour(surf.plank_dark))
            c.setLineWidth(1.2)
            for dx in (0.3, 0.7):
                c.line(x + s * dx, y + s * 0.1, x + s * dx, y + s * 0.9)
            for k in range(1, 5):
                c.line(x + s * 0.3, y + s * k / 5, x + s * 0.7, y + s * k / 5)
        elif kind == "bridge":
            c.setFillColor(colour(surf.plank))
            c.rect(x, y + s * 0.25, s, s * 0.5, stroke=1, fill=1)
            for k in range(1, 5):
                c.line(x + s * k / 5, y + s * 0.25, x + s * k / 5, y + s * 0.75)
        elif kind == "corner":  # a deployment square as the tiles print it: a thin red ring on a faint wash
            c.setStrokeColor(colour(CORNER))
            c.setFillColor(colour(CORNER))
            c.setFillAlpha(0.12)
            c.setLineWidth(1)
            c.roundRect(x + s * 0.12, y + s * 0.12, s * 0.76, s * 0.76, s * 0.08, stroke=1, fill=0 if ink_saver else 1)
            c.setFillAlpha(1)
        elif kind == "spot":
            c.setStrokeColor(colour("#6a3d9a"))
            c.setDash(2, 1.2)
            c.circle(x + s / 2, y + s / 2, s * 0.42, stroke=1, fill=0)
            c.setDash()


@dataclass
class BoardDiagram(Block):
    """A board in small: `rows` the whole board's map (top row first), `marks` (column, row, icon, hue,
    tag), deployment squares `deploy` (column, row, tag); columns lettered, rows numbered."""

    rows: list[str] = field(default_factory=list)
    marks: list[tuple[int, int, str, str, str]] = field(default_factory=list)
    deploy: list[tuple[int, int, str]] = field(default_factory=list)
    widest: int = 15  # the widest board on the sheet: every diagram at one scale

    def _square(self, w: float, size: float) -> float:
        return (w - size * 1.6) / self.widest

    def height(self, size: float, w: float) -> float:
        return super().height(size, w) + (len(self.rows) + 1) * self._square(w, size) + size * 0.6

    def draw(self, c: Canvas, x: float, top: float, w: float, size: float) -> float:
        y = super().draw(c, x, top, w, size)
        sq = self._square(w, size)
        left, upper = x + size * 1.6, y - sq
        c.saveState()
        c.setFont(self.faces.pick("ABCDEFGHIJKLMNO0123456789"), 6.5)
        c.setFillColor(colour(INK))
        for col in range(len(self.rows[0])):
            c.drawCentredString(left + (col + 0.5) * sq, upper + sq * 0.25, chr(ord("A") + col))
        for r, line in enumerate(self.rows):
            cy = upper - (r + 1) * sq
            c.setFillColor(colour(INK))
            c.drawRightString(left - size * 0.3, cy + sq * 0.3, str(r + 1))
            for col, ch in enumerate(line):
                c.setFillColor(colour("#ffffff" if self.ink_saver and ch not in "X" else COLOURS.get(ch, "#d8c49a")))
                c.setStrokeColor(colour("#8a7a5a"))
                c.setLineWidth(0.25)
                c.rect(left + col * sq, cy, sq, sq, stroke=1, fill=1)
                if ch in "Ll":
                    c.setStrokeColor(colour(EDGE))
                    c.setLineWidth(0.6)
                    for k in (0.3, 0.5, 0.7):
                        c.line(left + col * sq + sq * 0.2, cy + sq * k, left + col * sq + sq * 0.8, cy + sq * k)
                if ch == "=":
                    c.setFillColor(colour("#b88a56"))
                    c.rect(left + col * sq + sq * 0.2, cy, sq * 0.6, sq, stroke=0, fill=1)
                if ch in "#l" and self.ink_saver:
                    c.setStrokeColor(colour(EDGE))
                    c.line(left + col * sq, cy, left + (col + 1) * sq, cy + sq)
        for col, r, tag in self.deploy:
            c.setStrokeColor(colour(CORNER))
            c.setLineWidth(1.4)
            c.rect(left + col * sq + 0.7, upper - (r + 1) * sq + 0.7, sq - 1.4, sq - 1.4, stroke=1, fill=0)
        for col, r, icon, hue, tag in self.marks:
            cx, cy = left + (col + 0.5) * sq, upper - (r + 0.5) * sq
            c.setFillColor(colour(hue))
            c.setStrokeColor(colour(hue))
            c.circle(cx, cy, sq * 0.42, stroke=1, fill=0 if self.ink_saver else 1)
            draw_icon(c, icon, cx - sq * 0.3, cy - sq * 0.3, sq * 0.6, hue if self.ink_saver else "#ffffff")
        tags = [(col, r, tag, INK) for col, r, _, _, tag in self.marks if tag]
        tags += [(col, r, tag, CORNER) for col, r, tag in self.deploy if tag]
        for col, r, tag, hue in tags:  # last, over everything: a tag beside its disc sat on the next square's ladder
            self._tag(c, tag, left + (col + 1) * sq - mm(0.8), upper - r * sq, hue)
        c.restoreState()
        return upper - len(self.rows) * sq - size * 0.6

    def _tag(self, c: Canvas, text: str, cx: float, cy: float, hue: str) -> None:
        """Who a mark or deployment square is for ("3p"), on a small white pill centred at (cx, cy) (its
        square's top-right corner), ringed in `hue`, at the kit's label size."""
        face = self.faces.pick(text, bold=True)
        w, h = width(text, face, TAG_PT) + mm(1.2), TAG_PT * 1.05
        c.setFillColor(colour("#ffffff"))
        c.setStrokeColor(colour(hue))
        c.setLineWidth(0.5)
        c.roundRect(cx - w / 2, cy - h / 2, w, h, h / 2, stroke=1, fill=1)
        c.setFillColor(colour(INK))
        c.setFont(face, TAG_PT)
        c.drawCentredString(cx, cy - TAG_PT * 0.36, text)
