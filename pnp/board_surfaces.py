"""Board surfaces: earth, planks, stone and a playroom floor, painted as small vector patterns.

A surface is drawn inside a rectangle from a fixed seed, so a build is deterministic. Square surfaces
(`square_surface`) are stored once per file as a few PDF forms (three variants of each) and painted per
square, so a tile of 35 squares costs a few kilobytes, not an image. Colours come from the game's style
(style.yaml `board:`, read with the rest of the style by pnp/style.py) over the defaults here. In ink-saver mode callers skip the surfaces (white ground, lines
only); the patterns here are never needed to read the board, only to make it look like a place.
"""

from __future__ import annotations

import random
import zlib

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.board_colours import Surfaces
from goblinkit.pnp.drawers.paint import colour
from goblinkit.pnp.style import style_for




def surface_colours(game: GameContent) -> Surfaces:
    """The board colours of a game: its style's `board:` roles over the defaults."""
    return Surfaces(**style_for(game).board)


def _rng(*seed: object) -> random.Random:
    return random.Random("/".join(str(s) for s in seed))


def earth(c: Canvas, x: float, y: float, w: float, h: float, seed: object, s: Surfaces) -> None:
    """Packed earth: the ground colour with a scatter of darker grit and a few pale pebbles."""
    rnd = _rng("earth", seed)
    c.saveState()
    c.setFillColor(colour(s.earth))
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillColor(colour(s.earth_dark))
    for _ in range(int(w * h / mm(4.5) ** 2)):  # grit: tiny squares cost a few bytes each
        size = mm(0.35 + rnd.random() * 0.45)
        c.rect(x + rnd.random() * (w - size), y + rnd.random() * (h - size), size, size, stroke=0, fill=1)
    c.setFillColor(colour(s.earth_light))
    c.setStrokeColor(colour(s.earth_dark))
    c.setLineWidth(0.3)
    for _ in range(max(1, int(w * h / mm(14) ** 2))):
        px, py = x + mm(1.5) + rnd.random() * (w - mm(3)), y + mm(1.5) + rnd.random() * (h - mm(3))
        c.ellipse(px - mm(0.9), py - mm(0.6), px + mm(0.9), py + mm(0.6), stroke=1, fill=1)
    c.restoreState()


def planks(c: Canvas, x: float, y: float, w: float, h: float, seed: object, s: Surfaces, across: bool = True,
           count: int = 4) -> None:
    """Boards side by side (running left-right when `across`), each a shade apart, with seams, nails and
    a wood grain (`_grain`): drawn along x, turned a quarter for boards that run up the page."""
    rnd = _rng("planks", seed)
    c.saveState()
    if not across:  # the same boards turned: x runs up the page
        c.translate(x + w, y)
        c.rotate(90)
        x, y, w, h = 0.0, 0.0, h, w
    step = h / count
    for i in range(count):
        by = y + i * step
        c.setLineWidth(0.45)
        c.setFillColor(colour((s.plank, s.plank_light, s.plank)[i % 3]))
        c.setStrokeColor(colour(s.plank_dark))
        c.rect(x, by, w, step, stroke=1, fill=1)
        _grain(c, x, by, w, step, rnd, s)
        c.setFillColor(colour(s.plank_dark))
        for end in (0.08, 0.92):  # nails at both ends
            c.circle(x + w * end, by + step / 2, mm(0.35), stroke=0, fill=1)
    c.restoreState()


def _grain(c: Canvas, x: float, y: float, w: float, h: float, rnd: random.Random, s: Surfaces) -> None:
    """A board's grain at low ink: hairlines in a shade between the board and its seams that wave along
    it and stop short, and on some boards the nested arches of a flat-sawn face around a small knot."""
    c.saveState()
    c.setStrokeColor(mix(s.plank, s.plank_dark, 0.5))
    c.setLineWidth(0.22)
    c.setLineCap(1)
    lines = 3
    for k in range(lines):
        base = y + h * (k + 0.5 + (rnd.random() - 0.5) * 0.5) / lines
        start, stop = x + w * rnd.random() * 0.25, x + w * (0.7 + rnd.random() * 0.3)
        path = c.beginPath()
        path.moveTo(start, base)
        pieces = 3
        for n in range(pieces):
            x0 = start + (stop - start) * n / pieces
            x1 = start + (stop - start) * (n + 1) / pieces
            lift = h * 0.09 * (1 if (n + k) % 2 else -1) * (0.5 + rnd.random())
            path.curveTo(x0 + (x1 - x0) / 3, base + lift, x0 + 2 * (x1 - x0) / 3, base + lift, x1, base)
        c.drawPath(path, stroke=1, fill=0)
    if rnd.random() < 0.6:  # cathedral arches around a knot, pointing along the board
        tip, mid = x + w * (0.3 + rnd.random() * 0.45), y + h * (0.4 + rnd.random() * 0.2)
        for ring in range(1, 4):
            reach, spread = w * (0.1 + 0.07 * ring), h * 0.11 * ring
            path = c.beginPath()
            path.moveTo(tip - reach, mid + spread)
            path.curveTo(tip - reach * 0.2, mid + spread, tip + mm(0.4) * ring, mid + spread * 0.4, tip + mm(0.4) * ring, mid)
            path.curveTo(tip + mm(0.4) * ring, mid - spread * 0.4, tip - reach * 0.2, mid - spread, tip - reach, mid - spread)
            c.drawPath(path, stroke=1, fill=0)
        c.setFillColor(mix(s.plank, s.plank_dark, 0.7))
        c.ellipse(tip - mm(0.8), mid - mm(0.35), tip, mid + mm(0.35), stroke=0, fill=1)
    c.restoreState()


def mix(a: str, b: str, t: float):  # noqa: ANN201 (a reportlab Color)
    """The colour `t` of the way from `a` to `b`."""
    ca, cb = colour(a), colour(b)
    return type(ca)(ca.red + (cb.red - ca.red) * t, ca.green + (cb.green - ca.green) * t, ca.blue + (cb.blue - ca.blue) * t)


def stone(c: Canvas, x: float, y: float, w: float, h: float, seed: object, s: Surfaces, courses: int = 4) -> None:
    """Dressed stone: courses of blocks, every other course offset half a block, each block its own shade."""
    rnd = _rng("stone", seed)
    c.saveState()
    c.setFillColor(colour(s.stone_dark))
    c.rect(x, y, w, h, stroke=0, fill=1)
    step = h / courses
    block = w / 2
    gap = mm(0.5)
    for row in range(courses):
        offset = block / 2 if row % 2 else 0.0
        bx = x - offset
        while bx < x + w:
            left, right = max(bx, x), min(bx + block, x + w)
            c.setFillColor(colour((s.stone, s.stone_light)[rnd.random() < 0.35]))
            c.rect(left + gap / 2, y + row * step + gap / 2, right - left - gap, step - gap, stroke=0, fill=1)
            bx += block
    c.restoreState()


def floor(c: Canvas, x: float, y: float, w: float, h: float, s: Surfaces, board: float = mm(12),
          seed: object = "floor") -> None:
    """A playroom floor: long floorboards running left-right with staggered joints, two shades."""
    rnd = _rng("floor", seed)
    c.saveState()
    c.setLineWidth(0.5)
    c.setStrokeColor(colour(s.floor_line))
    row = 0
    by = y
    while by < y + h:
        bx = x - rnd.random() * mm(60)
        while bx < x + w:
            length = mm(60) + rnd.random() * mm(60)
            c.setFillColor(colour((s.floor, s.floor_dark)[rnd.random() < 0.3]))
            c.rect(bx, by, length, board, stroke=1, fill=1)
            bx += length
        row += 1
        by += board
    c.restoreState()


VARIANTS = 3
PAINTERS = {
    "earth": lambda c, side, v, s: earth(c, 0, 0, side, side, v, s),
    "planks": lambda c, side, v, s: planks(c, 0, 0, side, side, v, s, across=True),
    "stone": lambda c, side, v, s: stone(c, 0, 0, side, side, v, s),
}


def square_surface(c: Canvas, kind: str, x: float, y: float, side: float, seed: object, s: Surfaces) -> None:
    """A side x side square of `kind` (earth, planks, stone) at (x, y): one of its variants, picked by
    the seed, defined as a form the first time a file uses it."""
    variant = _rng("variant", seed).randrange(VARIANTS)
    name = f"surface-{kind}-{variant}-{round(side)}-{zlib.crc32(repr(s).encode()) % 9973}"
    defined = c.__dict__.setdefault("_goblin_surface_forms", set())
    if name not in defined:
        c.beginForm(name, 0, 0, side, side)
        PAINTERS[kind](c, side, variant, s)
        c.endForm()
        defined.add(name)
    c.saveState()
    c.translate(x, y)
    c.doForm(name)
    c.restoreState()
