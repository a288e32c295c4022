"""Card surfaces: subtle seeded vector patterns (parchment, stone, grass, wood, a playroom floor, a vignette ...)
painted under a panel, so a card reads as a printed thing rather than a flat fill.

Each pattern is generated from a fixed seed (random.Random(seed), never the global one) and stored
once per PDF as a form XObject named by what it is, then placed wherever that surface shows: the
build stays byte-identical and the file small. In ink-saver mode no surface is drawn at all.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from goblinkit.pnp.drawers.paint import colour

Painter = Callable[["Tones", random.Random, float, float], None]


class Tones:
    """A pattern's marks gathered by tone, then painted one path per tone: a grass panel is a few
    paths, not a colour change and a stroke per blade (a tenth of the bytes and the time). A tone is
    `amount` darker (or lighter) than the ground, scaled by the surface's strength and rounded to a
    step of 0.01, too fine to see."""

    def __init__(self, strength: float):
        self.strength = strength
        self.paths: dict[tuple[str, int, float], PDFPathObject] = {}

    def path(self, mode: str, amount: float, line: float = 0.0) -> PDFPathObject:
        """The path of marks filled ("f") or stroked ("s", `line` wide) in this tone."""
        key = (mode, round(amount * self.strength * 100), line)
        found = self.paths.get(key)
        if found is None:
            found = self.paths[key] = PDFPathObject()
        return found

    def marks(self) -> tuple[tuple[str, int, float, str], ...]:
        """(mode, tone, line width, PDF path code): the fills, then the strokes over them (a stone's
        joints ring its face)."""
        ordered = sorted(self.paths.items(), key=lambda item: item[0][0] != "f")
        return tuple((mode, tone, line, path.getCode()) for (mode, tone, line), path in ordered)


def shade(hex_text: str | Color, amount: float) -> Color:
    """A colour mixed towards black (amount > 0) or white (amount < 0)."""
    c = colour(hex_text)
    if amount >= 0:
        return Color(c.red * (1 - amount), c.green * (1 - amount), c.blue * (1 - amount))
    a = -amount
    return Color(c.red + (1 - c.red) * a, c.green + (1 - c.green) * a, c.blue + (1 - c.blue) * a)


def _parchment(t: Tones, rng: random.Random, w: float, h: float) -> None:
    for _ in range(int(w * h / 900) + 6):
        amount = rng.uniform(-0.02, 0.05)
        r = rng.uniform(4, 16)
        t.path("f", amount).circle(rng.uniform(0, w), rng.uniform(0, h), r)
    fibres = t.path("s", 0.08, 0.25)
    for _ in range(int(w * h / 2500) + 3):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        fibres.moveTo(x, y)
        fibres.curveTo(x + rng.uniform(-9, 9), y + rng.uniform(-3, 3), x + rng.uniform(-9, 9),
                       y + rng.uniform(-3, 3), x + rng.uniform(-16, 16), y + rng.uniform(-4, 4))


def _stone(t: Tones, rng: random.Random, w: float, h: float) -> None:
    joints = t.path("s", 0.16, 0.5)
    row_h = 11.0
    y = -rng.uniform(0, row_h)
    while y < h:
        x = -rng.uniform(0, 14)
        while x < w:
            sw = rng.uniform(12, 22)
            t.path("f", rng.uniform(-0.03, 0.07)).roundRect(x + 0.8, y + 0.8, sw - 1.6, row_h - 1.6, 3)
            joints.roundRect(x + 0.8, y + 0.8, sw - 1.6, row_h - 1.6, 3)
            x += sw
        y += row_h


def _grass(t: Tones, rng: random.Random, w: float, h: float) -> None:
    """A tile of grass that repeats without a seam: a blade crossing the tile's edge is drawn again a
    tile's width (or height) over, so the part cut off one side grows in on the other."""
    for _ in range(int(w * h / 60)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        dx, dy = rng.uniform(-1.2, 1.2), rng.uniform(2, 4)
        blade = t.path("s", rng.uniform(0.04, 0.14), 0.45)
        for sx in (-w, 0.0, w):
            for sy in (-h, 0.0):
                x0, y0 = x + sx, y + sy
                if max(x0, x0 + dx) > -0.5 and min(x0, x0 + dx) < w + 0.5 and y0 + dy > -0.5:
                    blade.moveTo(x0, y0)
                    blade.lineTo(x0 + dx, y0 + dy)


def _wood(t: Tones, rng: random.Random, w: float, h: float) -> None:
    """Boards of uneven width, each row of boards butted end to end at staggered joints; the grain long
    curved strokes that start and stop along a board, in three tones, with now and then a knot. (Evenly
    spaced straight lines the width of the panel read as ruled notepaper: issue 36.)"""
    seams = t.path("s", 0.2, 0.4)
    y = -rng.uniform(0, 6)
    while y < h:
        plank = rng.uniform(11, 17)
        x = -rng.uniform(0, 70)
        while x < w:
            length = rng.uniform(60, 130)
            t.path("f", rng.uniform(-0.03, 0.06)).rect(x, y, length, plank)
            if x > 0:
                seams.moveTo(x, y)
                seams.lineTo(x, y + plank)
            for _ in range(rng.randint(2, 4)):
                _grain(t, rng, x, y, length, plank)
            if rng.random() < 0.25:
                kx, ky = x + rng.uniform(10, length - 10), y + plank * rng.uniform(0.35, 0.65)
                t.path("f", 0.14).ellipse(kx - 2.2, ky - 1.1, 4.4, 2.2)
                t.path("s", 0.09, 0.3).ellipse(kx - 4.5, ky - 2.2, 9, 4.4)
            x += length
        seams.moveTo(0, y)
        seams.lineTo(w, y)
        y += plank


def _grain(t: Tones, rng: random.Random, x: float, y: float, length: float, plank: float) -> None:
    """One line of grain along a board: a part of its length, wandering a little across it."""
    start = x + rng.uniform(0, length * 0.35)
    run = rng.uniform(length * 0.35, length * 0.9)
    gy = y + rng.uniform(1.5, plank - 1.5)
    bend = min(plank * 0.25, 2.5)
    stroke = t.path("s", rng.choice((0.08, 0.12, 0.16)), rng.choice((0.3, 0.4)))
    stroke.moveTo(start, gy)
    stroke.curveTo(start + run * 0.33, gy + rng.uniform(-bend, bend), start + run * 0.66,
                   gy + rng.uniform(-bend, bend), start + run, gy + rng.uniform(-bend * 0.5, bend * 0.5))


def _playroom(t: Tones, rng: random.Random, w: float, h: float) -> None:
    tile = 14.0
    for i in range(int(w / tile) + 1):
        for j in range(int(h / tile) + 1):
            if (i + j) % 2:
                t.path("f", 0.07).rect(i * tile, j * tile, tile, tile)


def _dots(t: Tones, rng: random.Random, w: float, h: float) -> None:
    dots = t.path("f", 0.09)
    step = 9.0
    for j in range(int(h / step) + 2):
        for i in range(int(w / step) + 2):
            dots.circle(i * step + (step / 2 if j % 2 else 0), j * step, 1.3)


def _scales(t: Tones, rng: random.Random, w: float, h: float) -> None:
    scales = t.path("s", 0.14, 0.5)
    r = 6.0
    for j in range(int(h / r) + 2):
        for i in range(int(w / (2 * r)) + 2):
            x = i * 2 * r + (r if j % 2 else 0)
            scales.arc(x - r, j * r - r, x + r, j * r + r, 180, 180)


def _bricks(t: Tones, rng: random.Random, w: float, h: float) -> None:
    mortar = t.path("s", 0.15, 0.45)
    bh, bw = 7.0, 16.0
    for j in range(int(h / bh) + 1):
        mortar.moveTo(0, j * bh)
        mortar.lineTo(w, j * bh)
        off = bw / 2 if j % 2 else 0
        for i in range(int(w / bw) + 2):
            x = i * bw + off
            mortar.moveTo(x, j * bh)
            mortar.lineTo(x, j * bh + bh)


def _rays(t: Tones, rng: random.Random, w: float, h: float) -> None:
    cx, cy, reach = w / 2, h / 2, math.hypot(w, h)
    rays = t.path("f", 0.1)
    count = 24
    for k in range(0, count, 2):
        a0, a1 = 2 * math.pi * k / count, 2 * math.pi * (k + 1) / count
        rays.moveTo(cx, cy)
        rays.lineTo(cx + reach * math.cos(a0), cy + reach * math.sin(a0))
        rays.lineTo(cx + reach * math.cos(a1), cy + reach * math.sin(a1))
        rays.close()


def _vignette(t: Tones, rng: random.Random, w: float, h: float) -> None:
    """A soft light behind a picture: the ground lifts a little towards the middle and deepens towards
    the corners, as a published card's picture panel does. Concentric ellipses, outermost first, each a
    tone lighter and painting over the last (a step of 0.01 is too fine to see as a ring); no lines."""
    steps = 14
    for k in range(steps, 0, -1):
        f = k / steps  # at f = 1 the ellipse passes through the panel's corners
        rx, ry = f * w / math.sqrt(2), f * h / math.sqrt(2)
        t.path("f", 0.13 * f * f - 0.045).ellipse(w / 2 - rx, h / 2 - ry, 2 * rx, 2 * ry)  # rim +8.5 %, middle -4.5 %


TILE = 56.0  # the side of a repeating tile, in points (about 20 mm)
TILED = {"grass"}  # dense random marks: painted once as a seamless tile and repeated, not per panel size
PAINTERS: dict[str, Painter] = {"parchment": _parchment, "stone": _stone, "grass": _grass, "wood": _wood,
                                "playroom": _playroom, "dots": _dots, "scales": _scales, "bricks": _bricks,
                                "rays": _rays, "vignette": _vignette}


def _form(c: Canvas, key: str, w: float, h: float, paint: Callable[[], None]) -> str:
    """The form `key`, painted the first time this file asks for it."""
    made = c.__dict__.setdefault("_goblin_surface_forms", set())
    if key not in made:
        c.beginForm(key, 0, 0, w, h)
        paint()
        c.endForm()
        made.add(key)
    return key


@lru_cache(maxsize=256)
def _marks(pattern: str, seed: int, w: float, h: float, strength: float) -> tuple[tuple[str, int, float, str], ...]:
    """A pattern's marks as path code, made once a process: they do not depend on the ground, which
    only colours them (a deck of six colours paints the same grass six times)."""
    tones = Tones(strength)
    PAINTERS[pattern](tones, random.Random(f"{pattern}:{seed}:{round(w)}:{round(h)}"), w, h)
    return tones.marks()


def _pattern(c: Canvas, pattern: str, seed: int, w: float, h: float, ground: Color, strength: float) -> None:
    for mode, tone, line, code in _marks(pattern, seed, w, h, strength):
        ink = shade(ground, tone / 100)
        if mode == "f":
            c.setFillColor(ink)
        else:
            c.setStrokeColor(ink)
            c.setLineWidth(line)
        c.addLiteral(code)
        c.addLiteral("f" if mode == "f" else "S")  # fills with the nonzero rule, as drawPath(fillMode=1)


def _tiles(c: Canvas, tile: str, w: float, h: float) -> None:
    for i in range(math.ceil(w / TILE)):
        for j in range(math.ceil(h / TILE)):
            c.saveState()
            c.translate(i * TILE, j * TILE)
            c.doForm(tile)
            c.restoreState()


def surface(c: Canvas, pattern: str, x: float, y: float, w: float, h: float, ground: str | Color,
            seed: int = 1, radius: float = 0.0, ink_saver: bool = False, strength: float = 1.0) -> None:
    """The ground colour with `pattern` over it in the box (clipped to its rounded corners), drawn
    from a form made once per file (a TILED pattern: one tile made once, repeated in that form);
    nothing in ink-saver mode (the caller draws its outline)."""
    if ink_saver:
        return
    ground_c = colour(ground)
    painter = PAINTERS.get(pattern)
    key = ""
    if painter is not None:  # the forms first, outside any clip or saved state of the page
        stem = f"surface-{pattern}-{seed}-{ground_c.hexval()[2:]}-{round(strength * 100)}"
        if pattern in TILED:
            tile = _form(c, f"{stem}-tile", TILE, TILE,
                         lambda: _pattern(c, pattern, seed, TILE, TILE, ground_c, strength))
            key = _form(c, f"{stem}-{round(w)}x{round(h)}", w, h, lambda: _tiles(c, tile, w, h))
        else:
            key = _form(c, f"{stem}-{round(w)}x{round(h)}", w, h,
                        lambda: _pattern(c, pattern, seed, w, h, ground_c, strength))
    c.saveState()
    clip = c.beginPath()
    clip.roundRect(x, y, w, h, radius) if radius else clip.rect(x, y, w, h)
    c.clipPath(clip, stroke=0, fill=0)
    c.setFillColor(ground_c)
    c.rect(x, y, w, h, stroke=0, fill=1)
    if key:
        c.translate(x, y)
        c.doForm(key)
    c.restoreState()
