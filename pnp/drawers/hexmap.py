"""A wrap-around hex map (content/globbo/torus.py geometry) drawn at true size.

Pointy-top hexes, odd rows shifted half a hex right. The printed rectangle shows every hex
whole along the top, and cuts through the hexes along the bottom, left and right edges: those
incomplete hexes are the hexes of the opposite edge (the ghosts of `Torus.ghosts()`), shaded and
labelled "=A1" with the hex they are. Every hex carries its coordinate small at its top, so a
player can follow "Z3 to K12". The hexes are chalked on a playroom's floorboards (translucent cells
over board_surfaces.floor); warp-holes are holes broken through the boards, a swirl inside and the
number on it; walls are rows of toy building blocks along the hex sides. Ink-saver (`--ink-saver`):
no floorboards, white cells, outlined holes and blocks; labels, walls and hole numbers stay as legible.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.globbo.torus import Hex, Torus, label
from goblinkit.pnp.board_surfaces import Surfaces, floor
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.fonts import BODY, BODY_BOLD, TITLE, font

LABEL_PT = 7.0
LABEL_INK = "#3b3126"
GHOST_PT = 7.5
BLOCKS = ("#c0392b", "#f1c40f", "#2e86c1", "#27ae60")  # toy blocks, in turn along a wall


@dataclass(frozen=True)
class HexMap:
    torus: Torus
    flat: float  # flat-to-flat width of a hex, points
    holes: dict[int, Hex]
    walls: tuple[tuple[Hex, Hex], ...]

    @property
    def radius(self) -> float:
        return self.flat / math.sqrt(3)

    @property
    def width(self) -> float:
        return (self.torus.columns + 0.5) * self.flat

    @property
    def height(self) -> float:
        return self.radius * (1 + 1.5 * self.torus.rows)

    def centre(self, col: int, row: int) -> tuple[float, float]:
        """Centre of (possibly off-map) hex (col, row); origin at the map's bottom-left, y up."""
        x = self.flat * (col + 0.5 * (row & 1)) + self.flat / 2
        y = self.height - (self.radius + 1.5 * self.radius * row)
        return x, y

    def corners(self, col: int, row: int) -> list[tuple[float, float]]:
        cx, cy = self.centre(col, row)
        r = self.radius
        return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in (30, 90, 150, 210, 270, 330)]


def draw_hexmap(c: Canvas, m: HexMap, x0: float, y0: float, ink_saver: bool = False,
                surfaces: Surfaces | None = None) -> None:
    """The whole map with its bottom-left corner at (x0, y0)."""
    t = m.torus
    c.saveState()
    c.translate(x0, y0)
    clip = c.beginPath()
    clip.rect(0, 0, m.width, m.height)
    c.clipPath(clip, stroke=0, fill=0)
    ghosts = {pos: twin for pos, twin in t.ghosts()}
    cells = [((col, row), (col, row)) for row in range(t.rows) for col in range(t.columns)] + list(ghosts.items())
    hole_at = {h: n for n, h in m.holes.items()}
    if not ink_saver:
        floor(c, 0, 0, m.width, m.height, surfaces or Surfaces(), mm(14))
    for (col, row), real in cells:
        ghost = (col, row) in ghosts
        fill = "#cdbf9f" if ghost else ("#fbf6ea" if (real[0] + real[1]) % 3 else "#f3ead3")
        _hexagon(c, m, col, row, "#ffffff" if ink_saver else fill, 1.0 if ink_saver else (0.7 if ghost else 0.5))
    for (col, row), real in cells:
        ghost = (col, row) in ghosts
        cx, cy = m.centre(col, row)
        if real in hole_at:
            warp_hole(c, cx, cy - m.radius * 0.2, m.radius * 0.56, hole_at[real], ink_saver)
        if ghost:
            _ghost_label(c, m, col, row, real)
        else:
            c.setFillColor(colour(LABEL_INK))
            c.setFont(font(BODY_BOLD), LABEL_PT)
            c.drawCentredString(cx, cy + m.radius * 0.5, label(real))
    for a, b in m.walls:
        for pos_a, pos_b in _wall_positions(m, a, b, ghosts):
            toy_blocks(c, _edge_pos(m, pos_a, pos_b), ink_saver)
    c.restoreState()
    c.saveState()
    c.setStrokeColor(colour(INK))
    c.setLineWidth(1.2)
    c.rect(x0, y0, m.width, m.height, stroke=1, fill=0)
    c.restoreState()


def _hexagon(c: Canvas, m: HexMap, col: int, row: int, fill: str, alpha: float = 1.0) -> None:
    p = c.beginPath()
    cs = m.corners(col, row)
    p.moveTo(*cs[0])
    for pt in cs[1:]:
        p.lineTo(*pt)
    p.close()
    c.saveState()
    c.setFillColor(colour(fill))
    c.setFillAlpha(alpha)
    c.setStrokeColor(colour("#7a6c55"))
    c.setLineWidth(0.7)
    c.drawPath(p, stroke=1, fill=1)
    c.restoreState()


def warp_hole(c: Canvas, cx: float, cy: float, r: float, number: int | None, ink_saver: bool) -> None:
    """A hole broken through the floorboards: a splintered rim, a swirl going down, its number on top."""
    dark, swirl = ("#ffffff", "#b9a6e0") if ink_saver else ("#2a1540", "#9b7fd1")
    rim = c.beginPath()
    for k in range(18):  # splinters: the rim alternates long and short
        angle = math.radians(k * 20 + 7)
        reach = r * (1.0 if k % 2 else 0.84)
        point = (cx + reach * math.cos(angle), cy + reach * math.sin(angle))
        rim.moveTo(*point) if k == 0 else rim.lineTo(*point)
    rim.close()
    c.saveState()
    c.setFillColor(colour("#5a3a1e" if not ink_saver else "#ffffff"))
    c.setStrokeColor(colour("#3b1f5c"))
    c.setLineWidth(1.0)
    c.drawPath(rim, stroke=1, fill=1)
    c.setFillColor(colour(dark))
    c.circle(cx, cy, r * 0.78, stroke=1 if ink_saver else 0, fill=1)
    c.setStrokeColor(colour(swirl))
    c.setLineWidth(1.1)
    for arm in range(3):  # three arms spiralling in
        p = c.beginPath()
        for k in range(16):
            t = k / 15
            angle = math.radians(arm * 120 + t * 260)
            rad = r * 0.74 * (1 - 0.8 * t)
            x, y = cx + rad * math.cos(angle), cy + rad * math.sin(angle)
            p.moveTo(x, y) if k == 0 else p.lineTo(x, y)
        c.drawPath(p, stroke=1, fill=0)
    if number is not None:
        if ink_saver:  # the dark number over the pale swirl would cross its arms: a white disc keeps it clear
            c.setFillColor(colour("#ffffff"))
            c.circle(cx, cy, 7.5, stroke=0, fill=1)
        c.setFillColor(colour("#3b1f5c" if ink_saver else "#ffffff"))
        c.setFont(font(TITLE), 13)
        c.drawCentredString(cx, cy - 4.6, str(number))
    c.restoreState()


def _ghost_label(c: Canvas, m: HexMap, col: int, row: int, real: Hex) -> None:
    """Where the incomplete hex shows: its visible half carries "=A1", bold."""
    t = m.torus
    cx, cy = m.centre(col, row)
    text = f"={label(real)}"
    c.setFillColor(colour("#5a3e1b"))
    c.setFont(font(BODY_BOLD), GHOST_PT)
    if row == t.rows:  # the bottom edge: its upper half shows, inside the map at the corners
        half = c.stringWidth(text, font(BODY_BOLD), GHOST_PT) / 2 + m.flat * 0.06
        c.drawCentredString(min(max(cx, half), m.width - half), cy + m.radius * 0.5, text)
    elif col < 0:  # the left edge: its right half shows
        c.drawString(cx + m.flat * 0.06, cy - GHOST_PT / 3, text)
    else:  # the right edge: its left half shows
        c.drawRightString(cx - m.flat * 0.06, cy - GHOST_PT / 3, text)


def _edge_pos(m: HexMap, pos_a: tuple[int, int], pos_b: tuple[int, int]) -> tuple[tuple[float, float], tuple[float, float]]:
    cb = m.centre(*pos_b)
    # the shared side: the two corners of a's hexagon nearest b's centre
    corners = sorted(m.corners(*pos_a), key=lambda p: (p[0] - cb[0]) ** 2 + (p[1] - cb[1]) ** 2)[:2]
    return corners[0], corners[1]


def _wall_positions(m: HexMap, a: Hex, b: Hex, ghosts: dict) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Every printed copy of the wall between a and b: the real pair, plus ghost copies at the edges."""
    t = m.torus
    out = []
    copies_a = [a] + [pos for pos, twin in ghosts.items() if twin == a]
    for pos in copies_a:
        for d in range(6):
            q = _step_unwrapped(pos, d)
            if t.wrap(q) == b:
                out.append((pos, q))
    return out


def _step_unwrapped(h: tuple[int, int], d: int) -> tuple[int, int]:
    from goblinkit.content.globbo.torus import DIRECTIONS, from_axial, to_axial

    q, r = to_axial(h)
    dq, dr = DIRECTIONS[d]
    return from_axial(q + dq, r + dr)


def toy_blocks(c: Canvas, edge: tuple[tuple[float, float], tuple[float, float]], ink_saver: bool) -> None:
    """A wall: toy building blocks standing along the hex side, each with its two studs."""
    (x1, y1), (x2, y2) = edge
    length = math.hypot(x2 - x1, y2 - y1)
    thick, count = 6.0, 3
    c.saveState()
    c.translate(x1, y1)
    c.rotate(math.degrees(math.atan2(y2 - y1, x2 - x1)))
    size = length / count
    c.setLineWidth(0.7)
    c.setStrokeColor(colour("#3a2410"))
    for k in range(count):
        hue = BLOCKS[(k + int(x1 + y1)) % len(BLOCKS)]
        c.setFillColor(colour("#ffffff" if ink_saver else hue))
        c.roundRect(k * size + 0.4, -thick / 2, size - 0.8, thick, 1.2, stroke=1, fill=1)
        for stud in (0.3, 0.7):
            c.circle(k * size + size * stud, 0, 1.1, stroke=1, fill=0)
    c.restoreState()
