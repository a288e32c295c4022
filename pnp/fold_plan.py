"""Where a gutterfold page puts its cards (pure geometry in points, tested exactly): fronts left of a
vertical fold line at the centre of a landscape page, each back its front mirrored across the line, the
innermost front's right edge on the line (pnp/gutterfold.py draws it)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from goblinkit.content.errors import GoblinError
from goblinkit.content.units import mm
from goblinkit.pnp.imposition import EDGE, FOOTER, MARK_GAP, MARK_LENGTH, Rect

ROOM = MARK_GAP + MARK_LENGTH  # room around the block for the crop marks and the fold line's ends


@dataclass(frozen=True)
class FoldPlan:
    """Where cards go on a gutterfold page (points, landscape)."""

    page_w: float
    page_h: float
    fold_x: float
    cols: int  # columns on each side of the fold
    rows: int
    fronts: tuple[Rect, ...]  # by place on the page, the first `cols * rows` cards
    backs: tuple[Rect, ...]  # backs[i] is fronts[i] mirrored across the fold line

    @property
    def per_page(self) -> int:
        return self.cols * self.rows


def plan(paper: tuple[float, float], w: float, h: float) -> FoldPlan:
    """The largest grid of front/back pairs on the landscape paper, the fold line at its centre."""
    page_w, page_h = max(paper), min(paper)
    room_w = page_w - 2 * (EDGE + ROOM)
    room_h = page_h - 2 * (EDGE + ROOM) - FOOTER
    cols, rows = int(room_w // (2 * w)), int(room_h // h)
    if cols < 1 or rows < 1:
        raise GoblinError(f"--gutterfold: a {w / mm(1):.1f} x {h / mm(1):.1f} mm card and its back side by side do "
                          "not fit on the paper; print it with --duplex instead")
    fold = page_w / 2
    bottom = EDGE + FOOTER + ROOM + (room_h - rows * h) / 2
    fronts, backs = [], []
    for row in range(rows):
        y = bottom + (rows - 1 - row) * h
        for col in range(cols):  # col 0 is the innermost: its right edge is the fold line
            x = fold - (col + 1) * w
            fronts.append(Rect(x, y, w, h))
            backs.append(Rect(2 * fold - x - w, y, w, h))
    return FoldPlan(page_w, page_h, fold, cols, rows, tuple(fronts), tuple(backs))


def pages(faces: int, paper: tuple[float, float], w: float, h: float) -> int:
    return math.ceil(faces / plan(paper, w, h).per_page)
