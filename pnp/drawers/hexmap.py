"""A wrap-around hex map (content/globbo/torus.py geometry) drawn at true size.

Pointy-top hexes, odd rows shifted half a hex right. The printed rectangle shows every hex
whole along the top, and cuts through the hexes along the bottom, left and right edges: those
incomplete hexes are the hexes of the opposite edge (the ghosts of `Torus.ghosts()`), shaded and
labelled "=A1" with the hex they are. Every hex carries its coordinate small at its top, so a
player can follow "Z3 to K12". Warp-holes are numbered discs; walls are spiky lines on hex edges.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.globbo.torus import Hex, Torus, label
from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.fonts import BODY, BODY_BOLD, TITLE, font

LABEL_PT = 6.5
GHOST_PT = 7.5


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


def draw_hexmap(c: Canvas, m: HexMap, x0: float, y0: float, ink_saver: bool = False) -> None:
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
    for (col, row), real in cells:
        ghost = (col, row) in ghosts
        fill = "#e5ddc8" if ghost else ("#f6f1e1" if (real[0] + real[1]) % 3 else "#efe8d3")
        _hexagon(c, m, col, row, "#ffffff" if ink_saver else fill)
    for (col, row), real in cells:
        ghost = (col, row) in ghosts
        cx, cy = m.centre(col, row)
        if real in hole_at:
            _warp_hole(c, m, cx, cy, hole_at[real], ink_saver)
        if ghost:
            _ghost_label(c, m, col, row, real)
        else:
            c.setFillColor(colour("#6b6256"))
            c.setFont(font(BODY), LABEL_PT)
            c.drawCentredString(cx, cy + m.radius * 0.52, label(real))
    for a, b in m.walls:
        for pos_a, pos_b in _wall_positions(m, a, b, ghosts):
            _spiky(c, _edge_pos(m, pos_a, pos_b))
    c.restoreState()
    c.saveState()
    c.setStrokeColor(colour(INK))
    c.setLineWidth(1.2)
    c.rect(x0, y0, m.width, m.height, stroke=1, fill=0)
    c.restoreState()


def _hexagon(c: Canvas, m: HexMap, col: int, row: int, fill: str) -> None:
    p = c.beginPath()
    cs = m.corners(col, row)
    p.moveTo(*cs[0])
    for pt in cs[1:]:
        p.lineTo(*pt)
    p.close()
    c.setFillColor(colour(fill))
    c.setStrokeColor(colour("#8a7f6c"))
    c.setLineWidth(0.6)
    c.drawPath(p, stroke=1, fill=1)


def _warp_hole(c: Canvas, m: HexMap, cx: float, cy: float, number: int, ink_saver: bool) -> None:
    r = m.radius * 0.5
    cy -= m.radius * 0.14
    c.setFillColor(colour("#ffffff" if ink_saver else "#3b1f5c"))
    c.setStrokeColor(colour("#3b1f5c"))
    c.setLineWidth(1.5)
    c.circle(cx, cy, r, stroke=1, fill=1)
    c.setStrokeColor(colour("#b39ddb"))
    c.setLineWidth(0.6)
    for k in (0.75, 0.5):
        c.circle(cx, cy, r * k, stroke=1, fill=0)
    c.setFillColor(colour("#3b1f5c" if ink_saver else "#ffffff"))
    c.setFont(font(TITLE), 13)
    c.drawCentredString(cx, cy - 4.6, str(number))


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


def _spiky(c: Canvas, edge: tuple[tuple[float, float], tuple[float, float]]) -> None:
    """A wall: a thick line along the hex side with little spikes."""
    (x1, y1), (x2, y2) = edge
    c.saveState()
    c.setStrokeColor(colour("#7b241c"))
    c.setFillColor(colour("#7b241c"))
    c.setLineWidth(2.2)
    c.line(x1, y1, x2, y2)
    length = math.hypot(x2 - x1, y2 - y1)
    nx, ny = -(y2 - y1) / length, (x2 - x1) / length
    spikes = 4
    for k in range(spikes):
        t0, t1 = k / spikes, (k + 1) / spikes
        tm = (t0 + t1) / 2
        bx0, by0 = x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0
        bx1, by1 = x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1
        sign = 1 if k % 2 == 0 else -1
        px, py = x1 + (x2 - x1) * tm + sign * nx * 4, y1 + (y2 - y1) * tm + sign * ny * 4
        p = c.beginPath()
        p.moveTo(bx0, by0)
        p.lineTo(px, py)
        p.lineTo(bx1, by1)
        p.close()
        c.drawPath(p, stroke=0, fill=1)
    c.restoreState()
