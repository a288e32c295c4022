"""Square-grid tiles with two levels (Gob'z'Heroes), drawn as places: earth for the ground, plank
decks for the raised platforms (a heavy edge and a cast shadow where they drop to the ground), stone
walls, ladders and footbridges of wood, deployment squares, every square's board coordinate, and the
spots where the boards put their markers (a dashed ring the marker's size, its icon and the players
it is for). The map comes from the content (board.py's letters); ink-saver mode drops the surfaces
and keeps the lines and hatches that tell the levels apart."""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.gobz_heroes.board import ORTHOGONAL, square_name
from goblinkit.content.units import mm
from goblinkit.pnp.board_surfaces import Surfaces, planks, square_surface
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import colour
from goblinkit.pnp.fonts import BODY, BODY_BOLD, font, width
from goblinkit.pnp.jobs import DrawFn

EDGE, GRID, CORNER, INK_DARK, INK_LIGHT = "#1f1711", "#6b5a3a", "#b5543c", "#2b2114", "#f4ead6"
CORNER_INK = "#8a3424"  # a deployment square's words: the ring's red, dark enough to read (WCAG AA on the wash)
DEPLOY_PT = 8.0  # "Deploy 2/4p" at a deployment square's foot
TAG_PT = 7.5  # who a spot or deployment square is for ("3-4p"), as large as the cards' badge labels (issue 36)
HIGH = "##l"  # cells standing on the platform level
LOW = ".L"
COORD_PT = 7.0  # every square's name: small, a reference, not a label
COORD_INSET = mm(3.2)  # 3 mm inside the cut even on a tile's edge squares
SPOT = mm(19.05)  # a 3/4 in marker


@dataclass(frozen=True)
class Spot:
    """Where a board puts a marker on this face: local square, the marker's look, who it is for."""

    col: int
    row: int
    name: str
    icon: str
    hue: str
    tag: str


def level_tile(rows: list[str], square: float, label: str, origin: tuple[int, int] = (0, 0),
               spots: tuple[Spot, ...] = (), surfaces: Surfaces | None = None, title_font: str = "",
               text_fonts: tuple[str, str] = ("", ""), deploy: tuple[Spot, ...] = ()) -> DrawFn:
    """A tile face: `rows` top first, each character a square (see content/gobz_heroes/board.py);
    `origin` the board column and row of its top-left square, for the printed coordinates; `text_fonts`
    the game's (text, bold) faces for the coordinates and player tags (else the built-in sans); `deploy`
    the deployment squares on this face, each tagged with the players who deploy there."""
    text_face, bold_face = text_fonts[0] or font(BODY), text_fonts[1] or font(BODY_BOLD)
    height = len(rows)
    s = surfaces or Surfaces()
    name_at = name_square(rows, spots + deploy)  # where the face's name goes: found once, not at every copy drawn

    def cell(c_: int, r: int) -> tuple[float, float]:
        return c_ * square, (height - 1 - r) * square

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        c.saveState()
        c.setFillColor(colour("#ffffff"))
        c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
        if not ink_saver:  # earth under every square and out into the bleed
            for r in range(-1, height + 1):
                for col in range(-1, len(rows[0]) + 1):
                    square_surface(c, "earth", *cell(col, r), square, (col, r), s)
        for r, line in enumerate(rows):
            for col, ch in enumerate(line):
                x, y = cell(col, r)
                if ch in "#l":
                    _platform(c, x, y, square, ink_saver, s, (label, col, r))
                elif ch == "X":
                    _wall(c, x, y, square, ink_saver, s, (label, col, r))
        if not ink_saver:
            _shadows(c, rows, square, cell)
        _grid(c, rows, square, w, h)
        for r, line in enumerate(rows):
            for col, ch in enumerate(line):
                x, y = cell(col, r)
                if ch == "=":
                    _bridge(c, rows, col, r, x, y, square, ink_saver, s)
                if ch == "L":
                    _ladder(c, rows, col, r, square, cell, s)
        _edges(c, rows, square, cell)
        _deploy(c, deploy, square, cell, ink_saver, bold_face)
        for spot in spots:
            _spot(c, spot, *cell(spot.col, spot.row), square, bold_face)
        _coordinates(c, rows, square, cell, origin, text_face)
        _name(c, rows, square, cell, name_at, label, ink_saver, title_font or font(BODY_BOLD))
        c.restoreState()

    return draw


def _platform(c: Canvas, x: float, y: float, side: float, ink_saver: bool, s: Surfaces, seed: object) -> None:
    if ink_saver:
        c.setStrokeColor(colour(EDGE))
        c.setLineWidth(0.5)
        step = side / 6
        for i in range(1, 6):  # a hatch: the platform stays readable in ink-saver mode and in grey print
            c.line(x + i * step, y + side, x + side, y + i * step)
            c.line(x, y + i * step, x + i * step, y)
        return
    square_surface(c, "planks", x, y, side, seed, s)


def _wall(c: Canvas, x: float, y: float, side: float, ink_saver: bool, s: Surfaces, seed: object) -> None:
    if not ink_saver:
        square_surface(c, "stone", x, y, side, seed, s)
        return
    c.setStrokeColor(colour(s.stone_dark))
    c.setLineWidth(1.5)
    c.rect(x, y, side, side, stroke=1, fill=0)
    c.line(x, y, x + side, y + side)  # an outlined cross instead of a solid block
    c.line(x, y + side, x + side, y)


def _shadows(c: Canvas, rows: list[str], side: float, cell) -> None:  # noqa: ANN001
    """A soft band on the ground below and right of a raised square: the platform stands up off the earth."""
    c.saveState()
    c.setFillColor(colour("#5e4a2c"))
    c.setFillAlpha(0.28)
    band = mm(2.2)
    for r, line in enumerate(rows):
        for col, ch in enumerate(line):
            if ch not in HIGH + "X":
                continue
            x, y = cell(col, r)
            if r + 1 < len(rows) and rows[r + 1][col] in LOW + "=":
                c.rect(x + band, y - band, side, band, stroke=0, fill=1)
            if col + 1 < len(line) and line[col + 1] in LOW + "=":
                c.rect(x + side, y - band, band, side, stroke=0, fill=1)
    c.restoreState()


def _grid(c: Canvas, rows: list[str], side: float, w: float, h: float) -> None:
    c.setStrokeColor(colour(GRID))
    c.setLineWidth(0.4)
    for col in range(len(rows[0]) + 1):
        c.line(col * side, 0, col * side, h)
    for r in range(len(rows) + 1):
        c.line(0, r * side, w, r * side)


def _bridge(c: Canvas, rows: list[str], col: int, r: int, x: float, y: float, side: float, ink_saver: bool,
            s: Surfaces) -> None:
    """A footbridge: planks laid across the gap between two platforms, with a rope rail on each side."""
    across = 0 < col < len(rows[r]) - 1 and rows[r][col - 1] in "#l=" and rows[r][col + 1] in "#l="
    bx, by, bw, bh = (x, y + side * 0.2, side, side * 0.6) if across else (x + side * 0.2, y, side * 0.6, side)
    if ink_saver:
        c.setStrokeColor(colour(EDGE))
        c.setLineWidth(0.6)
        c.rect(bx, by, bw, bh, stroke=1, fill=0)
        for i in range(1, 6):
            if across:
                c.line(bx + i * bw / 6, by, bx + i * bw / 6, by + bh)
            else:
                c.line(bx, by + i * bh / 6, bx + bw, by + i * bh / 6)
        return
    planks(c, bx, by, bw, bh, ("bridge", col, r), s, across=not across, count=6)
    c.setStrokeColor(colour(EDGE))
    c.setLineWidth(1.0)
    c.setDash(2, 1.5)
    if across:
        c.line(bx, by, bx + bw, by)
        c.line(bx, by + bh, bx + bw, by + bh)
    else:
        c.line(bx, by, bx, by + bh)
        c.line(bx + bw, by, bx + bw, by + bh)
    c.setDash()


def _ladder(c: Canvas, rows: list[str], col: int, r: int, side: float, cell, s: Surfaces) -> None:  # noqa: ANN001
    for dc, dr in ORTHOGONAL:
        cc, rr = col + dc, r + dr
        if 0 <= rr < len(rows) and 0 <= cc < len(rows[rr]) and rows[rr][cc] == "l":
            (x0, y0), (x1, y1) = cell(col, r), cell(cc, rr)
            ax, ay, bx, by = x0 + side / 2, y0 + side / 2, x1 + side / 2, y1 + side / 2
            vertical = ax == bx
            off = side * 0.2
            for width, hue in ((3.2, EDGE), (2.2, s.plank_light)):  # rails: dark outline, light wood
                c.setStrokeColor(colour(hue))
                c.setLineWidth(width)
                if vertical:
                    c.line(ax - off, ay, bx - off, by)
                    c.line(ax + off, ay, bx + off, by)
                else:
                    c.line(ax, ay - off, bx, by - off)
                    c.line(ax, ay + off, bx, by + off)
            c.setStrokeColor(colour(s.plank_dark))
            c.setLineWidth(1.6)
            for i in range(1, 8):
                t = i / 8
                px, py = ax + (bx - ax) * t, ay + (by - ay) * t
                if vertical:
                    c.line(px - off, py, px + off, py)
                else:
                    c.line(px, py - off, px, py + off)


def _edges(c: Canvas, rows: list[str], side: float, cell) -> None:  # noqa: ANN001
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
                    c.line(x + side, y, x + side, y + side)
                elif dc == -1:
                    c.line(x, y, x, y + side)
                elif dr == 1:
                    c.line(x, y, x + side, y)
                else:
                    c.line(x, y + side, x + side, y + side)


def _deploy(c: Canvas, squares: tuple[Spot, ...], side: float, cell, ink_saver: bool, face: str) -> None:  # noqa: ANN001
    """Deployment squares (where the known boards put a corner, or with 3 players the top edge's middle,
    on this face): a faint red wash, a thin red ring 1.6 mm inside the square (whole however the tile is
    cut) and who deploys there at its foot, as the reference's board diagrams ring them. Only the real
    ones: a bracket in all four corners of every tile marked squares no Crew ever starts on (issue 36)."""
    inset, r = mm(1.6), mm(1.2)
    for spot in squares:
        x, y = cell(spot.col, spot.row)
        c.saveState()
        if not ink_saver:
            c.setFillColor(colour(CORNER))
            c.setFillAlpha(0.12)
            c.roundRect(x + inset, y + inset, side - 2 * inset, side - 2 * inset, r, stroke=0, fill=1)
            c.setFillAlpha(1)
        c.setStrokeColor(colour(CORNER))
        c.setLineWidth(1.2)
        c.roundRect(x + inset, y + inset, side - 2 * inset, side - 2 * inset, r, stroke=1, fill=0)
        c.setFillColor(colour(CORNER_INK))
        c.setFont(face, DEPLOY_PT)
        c.drawCentredString(x + side / 2, y + mm(3.4), f"Deploy {spot.tag}".strip())
        c.restoreState()


def _spot(c: Canvas, spot: Spot, x: float, y: float, side: float, face: str) -> None:
    """A dashed ring the size of the marker, its icon faint inside and the players it is for below."""
    cx, cy = x + side / 2, y + side / 2 - mm(1.2)
    c.saveState()
    c.setFillColor(colour("#ffffff"))
    c.setFillAlpha(0.55)
    c.circle(cx, cy, SPOT / 2, stroke=0, fill=1)
    c.setFillAlpha(1)
    c.setStrokeColor(colour(spot.hue))
    c.setLineWidth(1.4)
    c.setDash(3, 2)
    c.circle(cx, cy, SPOT / 2, stroke=1, fill=0)
    c.setDash()
    icon = mm(9)
    draw_icon(c, spot.icon, cx - icon / 2, cy - mm(2.2), icon, spot.hue)
    c.setFillColor(colour(INK_DARK))
    c.setFont(face, TAG_PT)
    c.drawCentredString(cx, cy - mm(5.6), spot.tag)
    c.restoreState()


def name_square(rows: list[str], spots: tuple[Spot, ...] = ()) -> tuple[int, int]:
    """The square that carries the face's name plate: a plain ground or platform square with no marker
    spot, ladder or bridge, nearest the bottom edge's middle, so the plate covers no coordinate or drawing."""
    taken = {(spot.col, spot.row) for spot in spots}
    middle = len(rows[0]) // 2
    for r in range(len(rows) - 1, -1, -1):
        for col in sorted(range(len(rows[r])), key=lambda c_: abs(c_ - middle)):
            if rows[r][col] in ".#" and (col, r) not in taken:
                return col, r
    raise ValueError("a tile face with no free square for its name")


def _name(c: Canvas, rows: list[str], side: float, cell, at: tuple[int, int], label: str,  # noqa: ANN001
          ink_saver: bool, face: str) -> None:
    """The face's name on a plate in one free square, under that square's coordinate: the key ("6b")
    large, the name below, shrunk to the plate's width but never under the print floor."""
    key, _, name = label.partition(" ")
    x, y = cell(*at)
    left, right = x + mm(2.4), x + side - mm(2.4)
    bottom, top = y + mm(2.6), y + side - COORD_INSET - COORD_PT - mm(1.2)
    size = 8.0
    while size > COORD_PT and width(name, face, size) > right - left - mm(1.6):
        size -= 0.25
    c.saveState()
    c.setStrokeColor(colour(EDGE))
    c.setLineWidth(0.6)
    if ink_saver:
        c.roundRect(left, bottom, right - left, top - bottom, mm(1.5), stroke=1, fill=0)
    else:
        c.setFillColor(colour(INK_LIGHT))
        c.setFillAlpha(0.85)
        c.roundRect(left, bottom, right - left, top - bottom, mm(1.5), stroke=1, fill=1)
        c.setFillAlpha(1)
    c.setFillColor(colour(EDGE))
    centre = (left + right) / 2
    c.setFont(face, 14)
    c.drawCentredString(centre, bottom + mm(8.2), key)
    c.setFont(face, size)
    c.drawCentredString(centre, bottom + mm(3.6), name)
    c.restoreState()


def _coordinates(c: Canvas, rows: list[str], side: float, cell, origin: tuple[int, int],  # noqa: ANN001
                 face: str) -> None:
    """Every square's board name (A1 the board's top-left), small in its top-left corner, dark on every
    square: the walls' stone is light since the tiles lost ink, and ink-saver walls are white."""
    c.setFont(face, COORD_PT)
    c.setFillColor(colour(INK_DARK))
    for r, line in enumerate(rows):
        for col in range(len(line)):
            x, y = cell(col, r)
            c.drawString(x + COORD_INSET, y + side - COORD_INSET - COORD_PT * 0.75,
                         square_name((origin[0] + col, origin[1] + r)))
