"""The shapes a drawn logo stands on (style.yaml `logo.shape`): an emblem behind its icon and a plate
behind its name, as paths, so each game's logo is its own design by data rather than one template with
the name swapped (issue 36).

A shape names a pair: the emblem (disc, arch, shield, tombstone, burst, blob) and the plate (rounded,
ribbon, slab, drip, pill). Both are drawn in a box given by the caller; each emblem also says where its
icon sits in its box (a shield's icon high, under its top edge), and each plate how much of its width its
ends take (a ribbon's tails), which the name's room leaves out.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (the shapes' names are read by the style's schema check, which draws nothing)
    from reportlab.pdfgen.canvas import Canvas
    from reportlab.pdfgen.pathobject import PDFPathObject

Path = Callable[["Canvas", float, float, float, float], "PDFPathObject"]
K = 0.5523  # a quarter circle's Bézier handle, for the radius


def _disc(c: Canvas, x: float, y: float, w: float, h: float) -> PDFPathObject:
    p = c.beginPath()
    p.circle(x + w / 2, y + h / 2, min(w, h) / 2)
    return p


def _arch(c: Canvas, x: float, y: float, w: float, h: float) -> PDFPathObject:
    """A gothic window: straight sides, a pointed top of two arcs meeting at the apex."""
    a, spring = w * 0.86, y + h * 0.48
    left, right = x + (w - a) / 2, x + (w + a) / 2
    p = c.beginPath()
    p.moveTo(left, y)
    p.lineTo(left, spring)
    p.curveTo(left, spring + (h - spring + y) * 0.55, x + w / 2 - a * 0.18, y + h * 0.9, x + w / 2, y + h)
    p.curveTo(x + w / 2 + a * 0.18, y + h * 0.9, right, spring + (h - spring + y) * 0.55, right, spring)
    p.lineTo(right, y)
    p.close()
    return p


def _shield(c: Canvas, x: float, y: float, w: float, h: float) -> PDFPathObject:
    """A heater shield: a flat top with a dip, straight sides curving to the point at the foot."""
    s = w * 0.86
    left, right, top = x + (w - s) / 2, x + (w + s) / 2, y + h
    p = c.beginPath()
    p.moveTo(left, top)
    p.curveTo(left + s * 0.3, top - h * 0.05, right - s * 0.3, top - h * 0.05, right, top)
    p.lineTo(right, y + h * 0.5)
    p.curveTo(right, y + h * 0.22, x + w / 2 + s * 0.12, y + h * 0.06, x + w / 2, y)
    p.curveTo(x + w / 2 - s * 0.12, y + h * 0.06, left, y + h * 0.22, left, y + h * 0.5)
    p.close()
    return p


def _tombstone(c: Canvas, x: float, y: float, w: float, h: float) -> PDFPathObject:
    """A headstone: a slab with a round top, a little crooked (it has stood a long time)."""
    s = w * 0.8
    r = s / 2
    left, right, spring = x + (w - s) / 2, x + (w + s) / 2, y + h - r
    p = c.beginPath()
    p.moveTo(left, y)
    p.lineTo(left + s * 0.02, spring)
    p.curveTo(left + s * 0.02, spring + r * K * 1.9, right, spring + r * K * 1.7, right - s * 0.01, spring - r * 0.04)
    p.lineTo(right, y)
    p.close()
    return p


def _radial(c: Canvas, x: float, y: float, w: float, h: float, radius: Callable[[float], float],
            steps: int) -> PDFPathObject:
    cx, cy, r = x + w / 2, y + h / 2, min(w, h) / 2
    p = c.beginPath()
    for i in range(steps):
        a = 2 * math.pi * i / steps
        px, py = cx + r * radius(a) * math.cos(a), cy + r * radius(a) * math.sin(a)
        p.moveTo(px, py) if i == 0 else p.lineTo(px, py)
    p.close()
    return p


def _burst(c: Canvas, x: float, y: float, w: float, h: float) -> PDFPathObject:
    """A fight poster's starburst: sixteen spikes."""
    return _radial(c, x, y, w, h, lambda a: 1.0 if round(a / (2 * math.pi) * 32) % 2 == 0 else 0.78, 32)


def _blob(c: Canvas, x: float, y: float, w: float, h: float) -> PDFPathObject:
    """A splat of goo: a circle with soft lobes."""
    return _radial(c, x, y, w, h, lambda a: 0.88 + 0.08 * math.sin(5 * a + 0.6) + 0.04 * math.sin(3 * a), 60)


def _rounded(c: Canvas, x: float, y: float, w: float, h: float) -> PDFPathObject:
    p = c.beginPath()
    p.roundRect(x, y, w, h, h * 0.3)
    return p


def _pill(c: Canvas, x: float, y: float, w: float, h: float) -> PDFPathObject:
    p = c.beginPath()
    p.roundRect(x, y, w, h, h / 2)
    return p


def _slab(c: Canvas, x: float, y: float, w: float, h: float) -> PDFPathObject:
    """A plaque with pointed ends (a hero's name on a sword's blade)."""
    tip = h * 0.32
    p = c.beginPath()
    p.moveTo(x, y + h / 2)
    p.lineTo(x + tip, y + h)
    p.lineTo(x + w - tip, y + h)
    p.lineTo(x + w, y + h / 2)
    p.lineTo(x + w - tip, y)
    p.lineTo(x + tip, y)
    p.close()
    return p


def _ribbon(c: Canvas, x: float, y: float, w: float, h: float) -> PDFPathObject:
    """A banner with swallowtail ends."""
    notch = h * 0.3
    p = c.beginPath()
    p.moveTo(x, y + h)
    p.lineTo(x + w, y + h)
    p.lineTo(x + w - notch, y + h / 2)
    p.lineTo(x + w, y)
    p.lineTo(x, y)
    p.lineTo(x + notch, y + h / 2)
    p.close()
    return p


def _drip(c: Canvas, x: float, y: float, w: float, h: float) -> PDFPathObject:
    """A band (the box's top DRIP_BAND) with goo dripping off its lower edge into the rest of the box: drips of
    three lengths, at fixed places."""
    foot = y + h * (1 - DRIP_BAND)
    p = c.beginPath()
    p.moveTo(x, y + h)
    p.lineTo(x + w, y + h)
    p.lineTo(x + w, foot)
    for at, depth in ((0.88, 0.55), (0.66, 1.0), (0.43, 0.4), (0.21, 0.8)):
        d, cx, tip = h * 0.06, x + w * at, foot - (foot - y) * depth
        p.lineTo(cx + d * 1.6, foot)
        p.curveTo(cx + d, foot - d * 0.5, cx + d, tip + d, cx, tip)
        p.curveTo(cx - d, tip + d, cx - d, foot - d * 0.5, cx - d * 1.6, foot)
    p.lineTo(x, foot)
    p.close()
    return p


DRIP_BAND = 0.74


@dataclass(frozen=True)
class Emblem:
    path: Path
    icon: tuple[float, float, float]  # the icon's box in the emblem's: centre x, centre y, side (shares of its side)


@dataclass(frozen=True)
class Plate:
    path: Path
    ends: float  # the room its ends take at each side, in plate heights (the name keeps clear of them)
    band: tuple[float, float] = (0.0, 1.0)  # the solid band the name sits on, from and to (shares of its height)


EMBLEMS = {
    "disc": Emblem(_disc, (0.5, 0.5, 0.68)),
    "arch": Emblem(_arch, (0.5, 0.5, 0.62)),
    "shield": Emblem(_shield, (0.5, 0.6, 0.6)),
    "tombstone": Emblem(_tombstone, (0.5, 0.56, 0.62)),
    "burst": Emblem(_burst, (0.5, 0.5, 0.6)),
    "blob": Emblem(_blob, (0.5, 0.5, 0.62)),
}
PLATES = {
    "rounded": Plate(_rounded, 0.15),
    "pill": Plate(_pill, 0.35),
    "slab": Plate(_slab, 0.4),
    "ribbon": Plate(_ribbon, 0.45),
    "drip": Plate(_drip, 0.15, (1 - DRIP_BAND, 1.0)),
}
# logo.shape: the pair drawn behind the icon and the name
SHAPES = {
    "badge": ("disc", "rounded"),
    "banner": ("arch", "ribbon"),
    "shield": ("shield", "slab"),
    "tombstone": ("tombstone", "drip"),
    "burst": ("burst", "slab"),
    "splat": ("blob", "pill"),
}


def shape_parts(shape: str) -> tuple[Emblem, Plate]:
    emblem, plate = SHAPES[shape]
    return EMBLEMS[emblem], PLATES[plate]
