"""A cube net to cut, fold and glue into a die: six faces in a cross, glue tabs, fold lines.

The net is the usual cross (one face above the column, three across, two more below), laid out so
opposite faces of the folded cube are 1-6, 2-5 and 3-4 when the faces are given in number order.
Seven glue tabs, one on each edge pair that meets when folding; solid lines are cut, dashed lines
are folded. The faces' art is the caller's (`paint(canvas, number, x, y, size, ink_saver)`).
"""

from __future__ import annotations

from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from goblinkit.pnp.drawers.paint import INK, colour
from goblinkit.pnp.jobs import Part

# Where each face number sits in the net: (column, row from the top).
# Front 1, back 6 (opposite); top 2, bottom 5; left 3, right 4.
CELLS: dict[int, tuple[int, int]] = {2: (1, 0), 3: (0, 1), 1: (1, 1), 4: (2, 1), 5: (1, 2), 6: (1, 3)}
# The tabs: (face, side). Each glues to the edge it meets when folded (top-left, top-right, back...).
TABS: tuple[tuple[int, str], ...] = (
    (3, "top"), (4, "top"), (6, "bottom"), (3, "bottom"), (4, "bottom"), (6, "left"), (6, "right"))
TAB_DEPTH = 0.3  # of the face size
CUT_WIDTH = 0.6
FOLD_DASH = (2.5, 1.8)

Paint = Callable[[Canvas, int, float, float, float, bool], None]


def net_size(face: float) -> tuple[float, float]:
    """The net's bounding box for a face of `face` points: 3 faces wide, 4 high plus the bottom tab."""
    return 3 * face, 4 * face + TAB_DEPTH * face


def face_origin(number: int, face: float) -> tuple[float, float]:
    """The lower-left corner of a face inside the net's box (origin bottom-left)."""
    col, row = CELLS[number]
    _, height = net_size(face)
    return col * face, height - (row + 1) * face


def net_parts(face: float) -> tuple[Part, ...]:
    """The six faces of the net (ids "1" to "6"), for a virtual table that rolls the die itself."""
    return tuple(Part(str(number), f"Face {number}", (*face_origin(number, face), face, face), "die-face")
                 for number in sorted(CELLS))


def _edge(number: int, side: str, face: float) -> tuple[tuple[float, float], tuple[float, float], tuple[float, float]]:
    """An edge of a face: its two ends and its outward normal."""
    x, y = face_origin(number, face)
    return {"top": ((x, y + face), (x + face, y + face), (0.0, 1.0)),
            "bottom": ((x + face, y), (x, y), (0.0, -1.0)),
            "left": ((x, y), (x, y + face), (-1.0, 0.0)),
            "right": ((x + face, y + face), (x + face, y), (1.0, 0.0))}[side]


def _neighbour(number: int, side: str) -> int | None:
    col, row = CELLS[number]
    dc, dr = {"top": (0, -1), "bottom": (0, 1), "left": (-1, 0), "right": (1, 0)}[side]
    return next((n for n, cell in CELLS.items() if cell == (col + dc, row + dr)), None)


def tab_polygon(number: int, side: str, face: float) -> list[tuple[float, float]]:
    """A trapezoid tab on an edge: its base on the edge, its ends cut in at 45 degrees."""
    (x0, y0), (x1, y1), (nx, ny) = _edge(number, side, face)
    depth = TAB_DEPTH * face
    dx, dy = (x1 - x0) / face, (y1 - y0) / face
    return [(x0, y0), (x0 + nx * depth + dx * depth, y0 + ny * depth + dy * depth),
            (x1 + nx * depth - dx * depth, y1 + ny * depth - dy * depth), (x1, y1)]


def draw_net(c: Canvas, face: float, paint: Paint, ink_saver: bool = False) -> None:
    """The whole net at the origin: faces painted, tabs shaded, then cut (solid) and fold (dashed) lines."""
    tabs = set(TABS)
    c.saveState()
    for number, side in TABS:
        path = c.beginPath()
        points = tab_polygon(number, side, face)
        path.moveTo(*points[0])
        for point in points[1:]:
            path.lineTo(*point)
        path.close()
        c.setFillColor(colour("#ffffff" if ink_saver else "#e6e1d3"))
        c.setStrokeColor(colour(INK))
        c.setLineWidth(CUT_WIDTH)
        c.drawPath(path, stroke=0, fill=1)
        c.setDash()
        for a, b in zip(points, points[1:]):
            c.line(a[0], a[1], b[0], b[1])
    for number in CELLS:
        x, y = face_origin(number, face)
        paint(c, number, x, y, face, ink_saver)
    c.setStrokeColor(colour(INK))
    c.setLineWidth(CUT_WIDTH)
    done: set[frozenset[int]] = set()
    for number in CELLS:
        for side in ("top", "bottom", "left", "right"):
            (x0, y0), (x1, y1), _ = _edge(number, side, face)
            other = _neighbour(number, side)
            if other is not None:
                if frozenset((number, other)) in done:
                    continue
                done.add(frozenset((number, other)))
                c.setDash(*FOLD_DASH)
            elif (number, side) in tabs:
                c.setDash(*FOLD_DASH)
            else:
                c.setDash()
            c.line(x0, y0, x1, y1)
    c.restoreState()


def fold_lines(face: float) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Every fold: the five edges between faces and the seven tab bases (for tests and instructions)."""
    folds, seen = [], set()
    for number in CELLS:
        for side in ("top", "bottom", "left", "right"):
            other = _neighbour(number, side)
            if other is not None and frozenset((number, other)) not in seen:
                seen.add(frozenset((number, other)))
                folds.append(_edge(number, side, face)[:2])
            elif other is None and (number, side) in set(TABS):
                folds.append(_edge(number, side, face)[:2])
    return folds
