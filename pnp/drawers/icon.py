"""Draw a vendored game-icons.net icon as a vector, tinted, each icon defined once per PDF.

The first use of an icon in a document stores its path in a PDF form XObject that sets no colour;
every use paints that form with the current fill colour, so one icon serves every tint and the
file carries its path once however many cards show it.
"""

from __future__ import annotations

from functools import cache

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from goblinkit.content.icons import VIEWBOX, icon_path
from goblinkit.pnp.drawers.paint import colour
from goblinkit.pnp.svgpath import Op, parse


@cache
def icon_ops(name: str) -> tuple[Op, ...]:
    return tuple(parse(icon_path(name)))


@cache
def icon_code(name: str) -> str:
    """The icon's path as PDF operators (y flipped into the viewbox), formatted once per process: every
    file that defines the icon writes the same text, so only the first pays for its thousands of numbers."""
    path = PDFPathObject()
    for op in icon_ops(name):
        if op[0] == "M":
            path.moveTo(op[1], VIEWBOX - op[2])
        elif op[0] == "L":
            path.lineTo(op[1], VIEWBOX - op[2])
        elif op[0] == "C":
            path.curveTo(op[1], VIEWBOX - op[2], op[3], VIEWBOX - op[4], op[5], VIEWBOX - op[6])
        else:
            path.close()
    return path.getCode()


def _define(c: Canvas, name: str, outline: bool = False) -> str:
    form = f"icon-{name}" + ("-outline" if outline else "")
    defined = c.__dict__.setdefault("_goblin_icon_forms", set())
    if form not in defined:
        c.beginForm(form, 0, 0, VIEWBOX, VIEWBOX)
        c.addLiteral(icon_code(name))
        # filled with the nonzero winding rule, as SVG (what drawPath(fillMode=1) writes); or its edges stroked
        c.addLiteral("S" if outline else "f")
        c.endForm()
        defined.add(form)
    return form


def draw_icon(c: Canvas, name: str, x: float, y: float, size: float, tint: str | Color = "#000000",
              outline: float = 0.0) -> None:
    """The icon `name` in a size x size square whose lower-left corner is (x, y), filled with `tint`; or, with
    `outline` (a line width in points), only its edges drawn in it (ink-saver: a mark with no fill)."""
    form = _define(c, name, bool(outline))
    c.saveState()
    c.setFillColor(colour(tint))
    c.translate(x, y)
    c.scale(size / VIEWBOX, size / VIEWBOX)
    if outline:
        c.setStrokeColor(colour(tint))
        c.setLineWidth(outline * VIEWBOX / size)
        c.setLineJoin(1)
    c.doForm(form)
    c.restoreState()
