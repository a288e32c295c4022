"""Square-grid tiles with two levels (Gob'z'Heroes): ground, raised platforms with heavy edges, walls,
Ladders (a pair of squares joined by rails and rungs), footbridges (planks over the ground) and
deployment corners, at exact square size. The map comes from the content (board.py's letters)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.gobz_heroes.board import ORTHOGONAL
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.paint import colour
from goblinkit.pnp.fonts import BODY_BOLD, font
from goblinkit.pnp.jobs import DrawFn

GROUND, PLATFORM, WALL, EDGE, WOOD, GRID, CORNER = ("#e3d3a8", "#9c8a76", "#3b3129", "#1f1711", "#7a4a22", "#6b5a3a",
                                                    "#b5543c")
HIGH = "##l"  # cells standing on the platform level
LOW = ".L"


def level_tile(rows: list[str], square: float, label: str) -> DrawFn:
    """A tile face: `rows` top first, each character a square (see content/gobz_heroes/board.py)."""
    height = len(rows)

    def cell(c_: int, r: int) -> tuple[float, float]:
        return c_ * square, (height - 1 - r) * square

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        c.saveState()
        c.setFillColor(colour("#ffffff" if ink_saver else GROUND))
        c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
        for r, line in enumerate(rows):
            for col, ch in enumerate(line):
                x, y = cell(col, r)
                if ch in "#l":
                    _platform(c, x, y, square, ink_saver)
                elif ch == "X":
                    _wall(c, x, y, square, ink_saver)
        _grid(c, rows, square, w, h)
        for r, line in enumerate(rows):
            for col, ch in enumerate(line):
                x, y = cell(col, r)
                if ch == "=":
                    _bridge(c, rows, col, r, x, y, square)
                if ch == "L":
                    _ladder(c, rows, col, r, square, cell)
        _edges(c, rows, square, cell)
        _corners(c, rows, square, w, h)
        c.setFillColor(colour(EDGE))
        c.setFont(font(BODY_BOLD), 7)
        c.drawCentredString(w / 2, h - mm(3.5) - 6, label)  # between the deployment corners
        c.restoreState()

    return draw


def _platform(c: Canvas, x: float, y: float, s: float, ink_saver: bool) -> None:
    c.setFillColor(colour("#ffffff" if ink_saver else PLATFORM))
    c.rect(x, y, s, s, stroke=0, fill=1)
    c.setStrokeColor(colour(EDGE if ink_saver else "#b7a894"))
    c.setLineWidth(0.5)
    step = s / 6
    for i in range(1, 6):  # a hatch: the platform stays readable in ink-saver mode and in grey print
        c.line(x + i * step, y + s, x + s, y + i * step)
        c.line(x, y + i * step, x + i * step, y)


def _wall(c: Canvas, x: float, y: float, s: float, ink_saver: bool) -> None:
    c.setFillColor(colour("#ffffff" if ink_saver else WALL))
    c.setStrokeColor(colour(WALL))
    c.setLineWidth(1.5)
    c.rect(x, y, s, s, stroke=1 if ink_saver else 0, fill=1)
    if ink_saver:  # an outlined cross instead of a solid block
        c.line(x, y, x + s, y + s)
        c.line(x, y + s, x + s, y)
    c.setStrokeColor(colour("#8c7b6b"))
    c.setLineWidth(0.8)
    for i in range(1, 4):  # brick courses
        c.line(x, y + i * s / 4, x + s, y + i * s / 4)


def _grid(c: Canvas, rows: list[str], s: float, w: float, h: float) -> None:
    c.setStrokeColor(colour(GRID))
    c.setLineWidth(0.4)
    for col in range(len(rows[0]) + 1):
        c.line(col * s, 0, col * s, h)
    for r in range(len(rows) + 1):
        c.line(0, r * s, w, r * s)


def _bridge(c: Canvas, rows: list[str], col: int, r: int, x: float, y: float, s: float) -> None:
    across = 0 < col < len(rows[r]) - 1 and rows[r][col - 1] in "#l=" and rows[r][col + 1] in "#l="
    c.setFillColor(colour(WOOD))
    c.setStrokeColor(colour(EDGE))
    c.setLineWidth(0.6)
    if across:  # planks across a bridge running left-right
        c.rect(x, y + s * 0.25, s, s * 0.5, stroke=1, fill=1)
        for i in range(1, 6):
            c.line(x + i * s / 6, y + s * 0.25, x + i * s / 6, y + s * 0.75)
    else:
        c.rect(x + s * 0.25, y, s * 0.5, s, stroke=1, fill=1)
        for i in range(1, 6):
            c.line(x + s * 0.25, y + i * s / 6, x + s * 0.75, y + i * s / 6)


def _ladder(c: Canvas, rows: list[str], col: int, r: int, s: float, cell) -> None:  # noqa: ANN001
    for dc, dr in ORTHOGONAL:
        cc, rr = col + dc, r + dr
        if 0 <= rr < len(rows) and 0 <= cc < len(rows[rr]) and rows[rr][cc] == "l":
            (x0, y0), (x1, y1) = cell(col, r), cell(cc, rr)
            ax, ay, bx, by = x0 + s / 2, y0 + s / 2, x1 + s / 2, y1 + s / 2
            vertical = ax == bx
            c.setStrokeColor(colour(WOOD))
            c.setLineWidth(2.2)
            off = s * 0.18
            if vertical:
                c.line(ax - off, ay, bx - off, by)
                c.line(ax + off, ay, bx + off, by)
            else:
                c.line(ax, ay - off, bx, by - off)
                c.line(ax, ay + off, bx, by + off)
            c.setLineWidth(1.4)
            for i in range(1, 8):
                t = i / 8
                px, py = ax + (bx - ax) * t, ay + (by - ay) * t
                if vertical:
                    c.line(px - off, py, px + off, py)
                else:
                    c.line(px, py - off, px, py + off)


def _edges(c: Canvas, rows: list[str], s: float, cell) -> None:  # noqa: ANN001
    """The platform's edge: a heavy line wherever a platform square meets the ground or a wall."""
    c.setStrokeColor(colour(EDGE))
    c.setLineWidth(2.4)
    for r, line in enumerate(rows):
        for col, ch in enumerate(line):
            if ch not in HIGH:
                continue
            x, y = cell(col, r)
            for dc, dr in ORTHOGONAL:
                cc, rr = col + dc, r + dr
                inside = 0 <= rr < len(rows) and 0 <= cc < len(rows[rr])
                if not inside or rows[rr][cc] not in LOW + "X":
                    continue
                if dc == 1:
                    c.line(x + s, y, x + s, y + s)
                elif dc == -1:
                    c.line(x, y, x, y + s)
                elif dr == 1:
                    c.line(x, y, x + s, y)
                else:
                    c.line(x, y + s, x + s, y + s)


def _corners(c: Canvas, rows: list[str], s: float, w: float, h: float) -> None:
    """Deployment corners: a wedge in each ground corner square (a board corner, if the tile lies there)."""
    c.setFillColor(colour(CORNER))
    size = s * 0.3
    for (col, r), (x, y, sx, sy) in (((0, 0), (0, h, 1, -1)), ((len(rows[0]) - 1, 0), (w, h, -1, -1)),
                                     ((0, len(rows) - 1), (0, 0, 1, 1)),
                                     ((len(rows[0]) - 1, len(rows) - 1), (w, 0, -1, 1))):
        if rows[r][col] not in LOW:
            continue
        path = c.beginPath()
        path.moveTo(x + sx * mm(4), y + sy * mm(4))
        path.lineTo(x + sx * (mm(4) + size), y + sy * mm(4))
        path.lineTo(x + sx * mm(4), y + sy * (mm(4) + size))
        path.close()
        c.drawPath(path, stroke=0, fill=1)
