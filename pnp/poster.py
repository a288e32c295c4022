"""Drawings larger than a sheet (hex maps, boards) tiled across pages.

Each tile shows a window onto the whole drawing, framed by a thin line. Neighbouring windows
overlap by a strip (10 mm by default), shaded on the tile that goes underneath (the right and bottom
strips). The player cuts a tile's left and top margins off along the frame, where it has a neighbour,
and lays that cut edge on the inner edge of the neighbour's shaded strip: the strip is then covered
by the same drawing, so the map is seamless. Registration targets sit on that inner edge, in the
drawing's own coordinates: the underneath tile prints them whole, the cut tile keeps their inner
halves, and the halves complete the circles when the tiles line up. The seam is a dashed line with a
"lay the right half's edge here" in the strip (both hidden once the map is taped).

A tile is named as a published map in parts names it ("Map, left half", "Map, top-right quarter"), never
by grid numbers: its heading says what it joins and how, and ASSEMBLY says it in words on every tile below
its window with a small plan of the parts (this one filled), so no separate assembly page is needed.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.document import PdfDocument
from goblinkit.pnp.fonts import BODY, BODY_BOLD, font
from goblinkit.pnp.textfit import wrap
from goblinkit.pnp.imposition import EDGE, FOOTER, Rect
from goblinkit.pnp.marks import target

OVERLAP = mm(10)
MARGIN = mm(6)  # between the printer's edge and the window, for the tile label
ASSEMBLY = ("Where a part joins a part on its left or above it, cut off that margin along the frame. Lay the cut "
            "edge on the neighbour's dashed line, over its shaded strip, so the half circles on the edge make "
            "whole ones; tape from the back.")


@dataclass(frozen=True)
class Tile:
    row: int
    col: int
    rows: int
    cols: int
    page_w: float
    page_h: float
    window: Rect  # where the tile prints on its page
    source: Rect  # which part of the drawing it shows (drawing coordinates, origin bottom-left)


def plan_tiles(paper: tuple[float, float], width: float, height: float, overlap: float | None = None) -> list[Tile]:
    """Tiles covering a width x height drawing; the paper orientation needing fewer pages wins."""
    overlap = OVERLAP if overlap is None else overlap
    best: list[Tile] | None = None
    for page_w, page_h in (paper, (paper[1], paper[0])):
        win_w = page_w - 2 * (EDGE + MARGIN)
        win_h = page_h - 2 * (EDGE + MARGIN) - FOOTER
        cols = _count(width, win_w, overlap)
        rows = _count(height, win_h, overlap)
        step_w, step_h = win_w - overlap, win_h - overlap
        tiles = []
        for row in range(rows):
            for col in range(cols):
                src_w = min(win_w, width - col * step_w)
                src_h = min(win_h, height - row * step_h)
                source = Rect(col * step_w, height - row * step_h - src_h, src_w, src_h)
                window = Rect(EDGE + MARGIN, page_h - EDGE - MARGIN - src_h, src_w, src_h)
                tiles.append(Tile(row, col, rows, cols, page_w, page_h, window, source))
        if len(tiles) == 1:  # a poster on one sheet sits in the middle of its page, not in a corner
            tiles[0] = replace(tiles[0], window=Rect((page_w - width) / 2,
                                                     EDGE + FOOTER + (page_h - 2 * EDGE - FOOTER - height) / 2,
                                                     width, height))
        if best is None or len(tiles) < len(best):
            best = tiles
    assert best is not None
    return best


def _count(length: float, window: float, overlap: float) -> int:
    if length <= window + 1e-6:
        return 1
    return math.ceil((length - overlap - 1e-6) / (window - overlap))


def render_poster(path: Path, game: str, title: str, width: float, height: float,
                  draw: Callable[[Canvas], None], paper: tuple[float, float], overlap: float | None = None,
                  face: str = "") -> int:
    """Write the tiled drawing (its footers in `face`, the game's text face); returns the number of pages."""
    overlap = OVERLAP if overlap is None else overlap
    tiles = plan_tiles(paper, width, height, overlap)
    doc = PdfDocument(path, (tiles[0].page_w, tiles[0].page_h), game, title, len(tiles), face=face)
    for number, tile in enumerate(tiles, 1):
        if number > 1:
            doc.next_page()
        c = doc.canvas
        c.saveState()
        clip = c.beginPath()
        clip.rect(tile.window.x, tile.window.y, tile.window.w, tile.window.h)
        c.clipPath(clip, stroke=0, fill=0)
        c.translate(tile.window.x - tile.source.x, tile.window.y - tile.source.y)
        draw(c)
        _overlaps(c, tile, width, height, overlap)
        c.restoreState()
        _frame(c, tile)
        if len(tiles) > 1:
            assembly_note(c, tile, tiles)
        doc.bookmark(part_name(tile).capitalize())
        doc.footer(part_name(tile) if len(tiles) > 1 else "")  # a poster on one sheet is the whole thing
    doc.save()
    return len(tiles)


def _overlaps(c: Canvas, tile: Tile, width: float, height: float, overlap: float) -> None:
    """Shade the strips the next tiles right and below cover; targets on every seam this tile shares."""
    src = tile.source
    c.setFillColorRGB(0.5, 0.5, 0.5, alpha=0.18)
    if tile.col < tile.cols - 1:
        c.rect(src.right - overlap, src.y, overlap, src.h, stroke=0, fill=1)
    if tile.row < tile.rows - 1:
        c.rect(src.x, src.y, src.w, overlap, stroke=0, fill=1)
    if tile.col < tile.cols - 1:
        _join(c, tile, src.right - overlap, src.y, src.top, overlap, _neighbour(tile, 0, 1), across=True)
    if tile.row < tile.rows - 1:
        _join(c, tile, src.y + overlap, src.x, src.right, overlap, _neighbour(tile, 1, 0), across=False)
    for seam_x in seams(tile, overlap, across=True):
        for y in (src.y + src.h * 0.25, src.y + src.h * 0.75):
            target(c, seam_x, y)
    for seam_y in seams(tile, overlap, across=False):
        for x in (src.x + src.w * 0.25, src.x + src.w * 0.75):
            target(c, x, seam_y)


JOIN_PT = 8.0


def _join(c: Canvas, tile: Tile, at: float, start: float, end: float, overlap: float, other: str, across: bool) -> None:
    """The join mark on a strip another part covers: a dashed line on its inner edge (where that part's cut
    edge goes) and, in the strip, "<other>'s edge here", turned along the strip if it runs up the page."""
    c.saveState()
    c.setStrokeColorRGB(0.15, 0.15, 0.15)
    c.setLineWidth(0.6)
    c.setDash(4, 2.5)
    if across:
        c.line(at, start, at, end)
    else:
        c.line(start, at, end, at)
    c.setFillColorRGB(0.15, 0.15, 0.15, alpha=1)  # (the strip's shade set a fill alpha)
    c.setFont(font(BODY_BOLD), JOIN_PT)
    words = f"lay the {other}'s edge on the dashed line"
    middle = (start + end) / 2
    if across:
        c.translate(at + overlap / 2 + JOIN_PT * 0.35, middle)
        c.rotate(90)
        c.drawCentredString(0, 0, words)
    else:
        c.drawCentredString(middle, at - overlap / 2 - JOIN_PT * 0.35, words)
    c.restoreState()


def seams(tile: Tile, overlap: float, across: bool) -> list[float]:
    """Where a cut edge meets a shaded strip's inner edge (x if across, else y), in drawing coordinates:
    this tile's own left or top edge, and the inner edges of its right or bottom strips."""
    src = tile.source
    if across:
        return ([src.x] if tile.col > 0 else []) + \
               ([src.right - overlap] if tile.col < tile.cols - 1 else [])
    return ([src.top] if tile.row > 0 else []) + \
           ([src.y + overlap] if tile.row < tile.rows - 1 else [])


HEAD_PT, HOW_PT = 9.0, 8.0  # a part's heading above its window: its name, then how it joins


def _frame(c: Canvas, tile: Tile) -> None:
    """The window's frame (the cut line where a neighbour joins) and, above it, the part's heading."""
    w = tile.window
    c.saveState()
    c.setLineWidth(0.3)
    c.setStrokeColorRGB(0.4, 0.4, 0.4)
    c.rect(w.x, w.y, w.w, w.h, stroke=1, fill=0)
    if tile.rows * tile.cols > 1:  # a poster on one sheet is the whole map: no heading
        name = f"Map, {part_name(tile)}"
        c.setFillColorRGB(0.1, 0.1, 0.1)
        c.setFont(font(BODY_BOLD), HEAD_PT)
        c.drawString(w.x, w.top + mm(1.5), name)
        c.setFont(font(BODY), HOW_PT)
        c.drawString(w.x + c.stringWidth(name + ":  ", font(BODY_BOLD), HEAD_PT), w.top + mm(1.5), joins(tile))
    c.restoreState()


def _place(index: int, count: int, ends: tuple[str, str], middle: str) -> str:
    if count == 1:
        return ""
    if index in (0, count - 1):
        return ends[0 if index == 0 else 1]
    return middle if count == 3 else f"{middle} {index}"


def part_name(tile: Tile) -> str:
    """What a published map in parts calls this part: "left half", "top-right quarter", "bottom-centre
    part"; a grid larger than 3 x 3 names its middle parts by number ("middle 2-left part")."""
    across = _place(tile.col, tile.cols, ("left", "right"), "centre")
    down = _place(tile.row, tile.rows, ("top", "bottom"), "middle")
    where = "-".join(p for p in (down, across) if p)
    if tile.rows * tile.cols == 2:
        return f"{where} half"
    if tile.rows == tile.cols == 2:
        return f"{where} quarter"
    return f"{where} part"


def _neighbour(tile: Tile, down: int, right: int) -> str:
    return part_name(replace(tile, row=tile.row + down, col=tile.col + right))


def joins(tile: Tile) -> str:
    """How this part joins its neighbours, in words: a cut tile says which margin to cut and where its edge
    goes; the tile underneath says which parts lie over its shaded strips."""
    cuts = [(side, _neighbour(tile, -down, -right)) for side, down, right, has in
            (("left", 0, 1, tile.col > 0), ("top", 1, 0, tile.row > 0)) if has]
    under = [_neighbour(tile, down, right) for down, right, has in
             ((0, 1, tile.col < tile.cols - 1), (1, 0, tile.row < tile.rows - 1)) if has]
    said = [f"cut off the {side} margin along the frame; lay the edge on the {other}'s dashed line"
            for side, other in cuts]
    if under:
        said.append(f"the {' and the '.join(under)} {'go' if len(under) > 1 else 'goes'} over the shaded "
                    f"strip{'s' if len(under) > 1 else ''}")
    return "; ".join(said)


NOTE_PT = 8.0


def assembly_note(c: Canvas, tile: Tile, tiles: list[Tile]) -> bool:
    """How to assemble, in the strip between the window and the footer: a plan of the parts (this one
    filled and labelled "this page") and ASSEMBLY beside it. False (nothing drawn) if the strip is too low."""
    bottom, top = EDGE + FOOTER + mm(1), tile.window.y - mm(2)
    lines = wrap(f"Assembling: the map prints in {len(tiles)} parts. {ASSEMBLY}", font(BODY), NOTE_PT,
                 tile.window.w - mm(40))
    if not lines or top - bottom < max(mm(12), len(lines) * NOTE_PT * 1.2):
        return False
    plan_h = min(top - bottom, mm(22))
    scale = min(mm(34) / max(t.source.right for t in tiles), plan_h / max(t.source.top for t in tiles))
    x0, y0 = tile.window.x, top - max(t.source.top for t in tiles) * scale
    c.saveState()
    c.setLineWidth(0.6)
    c.setStrokeColorRGB(0.12, 0.37, 0.55)
    for other in tiles:
        s = other.source
        c.setFillColorRGB(0.12, 0.37, 0.55, alpha=0.45 if other is tile else 0.08)
        c.rect(x0 + s.x * scale, y0 + s.y * scale, s.w * scale, s.h * scale, stroke=1, fill=1)
        c.setFillColorRGB(0.1, 0.1, 0.1, alpha=1)
        c.setFont(font(BODY_BOLD), NOTE_PT)
        c.drawCentredString(x0 + (s.x + s.w / 2) * scale, y0 + (s.y + s.h / 2) * scale - 2.5,
                            "this page" if other is tile else "")
    c.setFont(font(BODY), NOTE_PT)
    for index, line in enumerate(lines):
        c.drawString(x0 + mm(38), top - (index + 1) * NOTE_PT * 1.2, line)
    c.restoreState()
    return True
