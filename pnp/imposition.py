"""Where components go on a sheet: an N-up grid, its cut lines, and the mirrored backs.

Pure geometry in PDF points (no drawing), so it is tested exactly. A sheet keeps a 6.5 mm edge
the printer may not reach (nothing at all is drawn there: printers' margins reach 6.35 mm on
Letter), a footer band at the bottom for the page label and check ruler, and room outside the grid
for bleed and crop marks. Where the paper is tight (three poker cards across A4) the outward bleed
gives way first, then the marks shorten, down to 2 mm: a neutral card edge needs little bleed,
while a cut line without a mark cannot be cut. Components are either apart (each with its own
bleed, 2 x bleed between them) or butted (neighbours share a cut line; bleed only on the outside).
The grid takes whichever orientation of the paper holds more components.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from goblinkit.content.errors import GoblinError
from goblinkit.content.units import mm

EDGE = mm(6.5)  # the paper margin: nothing within it
FOOTER = mm(9)
MARK_GAP = mm(0.5)
MARK_LENGTH = mm(3)
MIN_MARK = mm(2)
SAFE_ZONE = mm(3)  # what must survive cutting stays this far inside the cut line


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    def grow(self, left: float, bottom: float, right: float, top: float) -> Rect:
        return Rect(self.x - left, self.y - bottom, self.w + left + right, self.h + bottom + top)


@dataclass(frozen=True)
class Grid:
    page_w: float
    page_h: float
    cols: int
    rows: int
    item_w: float
    item_h: float
    gap: float
    bleed: float
    x0: float  # left cut edge of the first column
    top: float  # top cut edge of the first row
    outer_x: float | None = None  # bleed beyond the grid's left and right cut lines (None: bleed)
    outer_y: float | None = None  # ... beyond its top and bottom
    mark_x: float = MARK_LENGTH  # crop marks left and right of the grid
    mark_y: float = MARK_LENGTH  # ... above and below

    @property
    def bleed_x(self) -> float:
        return self.bleed if self.outer_x is None else self.outer_x

    @property
    def bleed_y(self) -> float:
        return self.bleed if self.outer_y is None else self.outer_y

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    @property
    def landscape(self) -> bool:
        return self.page_w > self.page_h

    @property
    def butted(self) -> bool:
        return self.gap == 0

    def position(self, index: int) -> tuple[int, int]:
        """(row, column) of the index-th component on a page: left to right, top to bottom."""
        return divmod(index, self.cols)

    def cell(self, index: int) -> Rect:
        row, col = self.position(index)
        x = self.x0 + col * (self.item_w + self.gap)
        y = self.top - (row + 1) * self.item_h - row * self.gap
        return Rect(x, y, self.item_w, self.item_h)

    def bleed_rect(self, index: int) -> Rect:
        """The cell plus its bleed: all round when apart; butted cells bleed only on the grid's outside,
        where the bleed may be narrower (`outer_x`, `outer_y`) when the paper is tight."""
        cell = self.cell(index)
        row, col = self.position(index)
        inner = 0.0 if self.butted else self.bleed
        bx, by = self.bleed_x, self.bleed_y
        return cell.grow(bx if col == 0 else inner, by if row == self.rows - 1 else inner,
                         bx if col == self.cols - 1 else inner, by if row == 0 else inner)

    def used(self, count: int) -> Rect:
        """The cut area covered by the first `count` cells (a last page may be partly filled)."""
        cells = [self.cell(i) for i in range(min(count, self.per_page))]
        x, y = min(c.x for c in cells), min(c.y for c in cells)
        return Rect(x, y, max(c.right for c in cells) - x, max(c.top for c in cells) - y)

    def cut_lines(self, count: int) -> tuple[list[float], list[float]]:
        """The x and y of every cut line of the first `count` cells (what the crop marks extend)."""
        xs: set[float] = set()
        ys: set[float] = set()
        for index in range(min(count, self.per_page)):
            cell = self.cell(index)
            xs.update((round(cell.x, 6), round(cell.right, 6)))
            ys.update((round(cell.y, 6), round(cell.top, 6)))
        return sorted(xs), sorted(ys)


def _fit(length: float, item: float, gap: float) -> int:
    return max(0, math.floor((length + gap + 1e-6) / (item + gap)))


def _outside(room: float, bleed: float, crop_marks: bool) -> tuple[float, float]:
    """(outward bleed, crop mark length) that fit `room` beside the grid: the bleed gives way first."""
    if not crop_marks:
        return min(bleed, room), 0.0
    outer = min(bleed, max(0.0, room - MARK_GAP - MIN_MARK))
    return outer, min(MARK_LENGTH, room - MARK_GAP - outer)


def plan_grid(paper: tuple[float, float], item_w: float, item_h: float, bleed: float, butted: bool,
              crop_marks: bool = True) -> Grid:
    """The grid holding the most components; portrait wins a tie. Refuses a component too big to fit."""
    gap = 0.0 if butted else 2 * bleed
    reserve = MARK_GAP + MIN_MARK if crop_marks else 0.0
    best: Grid | None = None
    for page_w, page_h in (paper, (paper[1], paper[0])):
        usable_w = page_w - 2 * EDGE - 2 * reserve
        usable_h = page_h - 2 * EDGE - FOOTER - 2 * reserve
        cols, rows = _fit(usable_w, item_w, gap), _fit(usable_h, item_h, gap)
        if cols * rows == 0:
            continue
        grid_w = cols * item_w + (cols - 1) * gap
        grid_h = rows * item_h + (rows - 1) * gap
        room_x = (page_w - 2 * EDGE - grid_w) / 2
        room_y = (page_h - 2 * EDGE - FOOTER - grid_h) / 2
        outer_x, mark_x = _outside(room_x, bleed, crop_marks)
        outer_y, mark_y = _outside(room_y, bleed, crop_marks)
        x0 = (page_w - grid_w) / 2
        bottom = EDGE + FOOTER + room_y
        grid = Grid(page_w, page_h, cols, rows, item_w, item_h, gap, bleed, x0, bottom + grid_h,
                    outer_x, outer_y, mark_x, mark_y)
        if best is None or grid.per_page > best.per_page:
            best = grid
    if best is None:
        raise GoblinError(f"a {item_w / mm(1):.1f} x {item_h / mm(1):.1f} mm component does not fit on the paper "
                          "with its bleed and crop marks; print it as a poster")
    return best


def mirror_axis(grid: Grid, duplex: str) -> str | None:
    """Which way the back page mirrors the front: the paper flips about its long or short edge."""
    if duplex == "none":
        return None
    portrait = not grid.landscape
    flips_vertical_axis = (duplex == "long") == portrait
    return "x" if flips_vertical_axis else "y"


def back_rect(grid: Grid, rect: Rect, duplex: str, offset_x: float = 0.0, offset_y: float = 0.0) -> Rect:
    """Where a front rectangle's back goes on the back page (then shifted by the user's offsets)."""
    axis = mirror_axis(grid, duplex)
    x, y = rect.x, rect.y
    if axis == "x":
        x = grid.page_w - rect.x - rect.w
    elif axis == "y":
        y = grid.page_h - rect.y - rect.h
    return Rect(x + offset_x, y + offset_y, rect.w, rect.h)
