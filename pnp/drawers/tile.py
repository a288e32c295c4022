"""Square-grid board tiles: columns x rows squares at exact size (1 inch for 28 mm miniatures)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.models import Tile, TileSet
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.paint import bleed_fill, colour
from goblinkit.pnp.fonts import BODY, font
from goblinkit.pnp.jobs import DrawFn
from goblinkit.pnp.textfit import fit_line


def tile_size(tiles: TileSet) -> tuple[float, float]:
    return tiles.columns * tiles.square.pt, tiles.rows * tiles.square.pt


def tile_front(tile: Tile, tiles: TileSet, body_font: str = BODY) -> DrawFn:
    square = tiles.square.pt
    label_size = fit_line(f"{tile.name} {tile.text}".strip(), font(body_font), tiles.columns * square - mm(6), 8)

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        bleed_fill(c, w, h, bleed, "#c9b98f", ink_saver)
        c.saveState()
        c.setStrokeColor(colour("#5a4a2a"))
        c.setLineWidth(0.6)
        for col in range(tiles.columns + 1):
            c.line(col * square, 0, col * square, h)
        for row in range(tiles.rows + 1):
            c.line(0, row * square, w, row * square)
        c.setFillColor(colour("#3a2f1a"))
        c.setFont(font(body_font), label_size)
        c.drawString(mm(3), mm(3), f"{tile.name} {tile.text}".strip())  # 3 mm inside the cut: it must survive
        c.restoreState()

    return draw
