"""Card surfaces: subtle seeded vector patterns (parchment, stone, grass, wood, a playroom floor ...)
painted under a panel, so a card reads as a printed thing rather than a flat fill.

Each pattern is generated from a fixed seed (random.Random(seed), never the global one) and stored
once per PDF as a form XObject named by what it is, then placed wherever that surface shows: the
build stays byte-identical and the file small. In ink-saver mode no surface is drawn at all.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from goblinkit.pnp.drawers.paint import colour

Painter = Callable[[Canvas, random.Random, float, float, Color], None]


_STRENGTH = [1.0]  # how strongly the pattern being painted marks its ground (set per form)


def _s(ink: Color, amount: float) -> Color:
    """A pattern's tone: `amount` darker (or lighter) than its ground, scaled by the surface's strength."""
    return shade(ink, amount * _STRENGTH[0])


def shade(hex_text: str | Color, amount: float) -> Color:
    """A colour mixed towards black (amount > 0) or white (amount < 0)."""
    c = colour(hex_text)
    if amount >= 0:
        return Color(c.red * (1 - amount), c.green * (1 - amount), c.blue * (1 - amount))
    a = -amount
    return Color(c.red + (1 - c.red) * a, c.green + (1 - c.green) * a, c.blue + (1 - c.blue) * a)


def _parchment(c: Canvas, rng: random.Random, w: float, h: float, ink: Color) -> None:
    for _ in range(int(w * h / 900) + 6):
        c.setFillColor(_s(ink, rng.uniform(-0.02, 0.05)))
        r = rng.uniform(4, 16)
        c.circle(rng.uniform(0, w), rng.uniform(0, h), r, stroke=0, fill=1)
    c.setStrokeColor(_s(ink, 0.08))
    c.setLineWidth(0.25)
    for _ in range(int(w * h / 2500) + 3):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        c.bezier(x, y, x + rng.uniform(-9, 9), y + rng.uniform(-3, 3), x + rng.uniform(-9, 9),
                 y + rng.uniform(-3, 3), x + rng.uniform(-16, 16), y + rng.uniform(-4, 4))


def _stone(c: Canvas, rng: random.Random, w: float, h: float, ink: Color) -> None:
    c.setStrokeColor(_s(ink, 0.16))
    c.setLineWidth(0.5)
    row_h = 11.0
    y = -rng.uniform(0, row_h)
    while y < h:
        x = -rng.uniform(0, 14)
        while x < w:
            sw = rng.uniform(12, 22)
            c.setFillColor(_s(ink, rng.uniform(-0.03, 0.07)))
            c.roundRect(x + 0.8, y + 0.8, sw - 1.6, row_h - 1.6, 3, stroke=1, fill=1)
            x += sw
        y += row_h


def _grass(c: Canvas, rng: random.Random, w: float, h: float, ink: Color) -> None:
    c.setLineWidth(0.45)
    for _ in range(int(w * h / 60)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        c.setStrokeColor(_s(ink, rng.uniform(0.04, 0.14)))
        c.line(x, y, x + rng.uniform(-1.2, 1.2), y + rng.uniform(2, 4))


def _wood(c: Canvas, rng: random.Random, w: float, h: float, ink: Color) -> None:
    plank = 13.0
    y = 0.0
    c.setLineWidth(0.35)
    while y < h:
        c.setFillColor(_s(ink, rng.uniform(-0.03, 0.05)))
        c.rect(0, y, w, plank, stroke=0, fill=1)
        c.setStrokeColor(_s(ink, 0.12))
        for _ in range(3):
            gy = y + rng.uniform(2, plank - 2)
            p = c.beginPath()
            p.moveTo(0, gy)
            for step in range(1, 9):
                p.lineTo(w * step / 8, gy + rng.uniform(-0.8, 0.8))
            c.drawPath(p, stroke=1, fill=0)
        c.setStrokeColor(_s(ink, 0.22))
        c.line(0, y, w, y)
        y += plank


def _playroom(c: Canvas, rng: random.Random, w: float, h: float, ink: Color) -> None:
    tile = 14.0
    for i in range(int(w / tile) + 1):
        for j in range(int(h / tile) + 1):
            if (i + j) % 2:
                c.setFillColor(_s(ink, 0.07))
                c.rect(i * tile, j * tile, tile, tile, stroke=0, fill=1)


def _dots(c: Canvas, rng: random.Random, w: float, h: float, ink: Color) -> None:
    c.setFillColor(_s(ink, 0.09))
    step = 9.0
    for j in range(int(h / step) + 2):
        for i in range(int(w / step) + 2):
            c.circle(i * step + (step / 2 if j % 2 else 0), j * step, 1.3, stroke=0, fill=1)


def _scales(c: Canvas, rng: random.Random, w: float, h: float, ink: Color) -> None:
    c.setStrokeColor(_s(ink, 0.14))
    c.setLineWidth(0.5)
    r = 6.0
    for j in range(int(h / r) + 2):
        for i in range(int(w / (2 * r)) + 2):
            x = i * 2 * r + (r if j % 2 else 0)
            c.arc(x - r, j * r - r, x + r, j * r + r, 180, 180)


def _bricks(c: Canvas, rng: random.Random, w: float, h: float, ink: Color) -> None:
    c.setStrokeColor(_s(ink, 0.15))
    c.setLineWidth(0.45)
    bh, bw = 7.0, 16.0
    for j in range(int(h / bh) + 1):
        c.line(0, j * bh, w, j * bh)
        off = bw / 2 if j % 2 else 0
        for i in range(int(w / bw) + 2):
            x = i * bw + off
            c.line(x, j * bh, x, j * bh + bh)


def _rays(c: Canvas, rng: random.Random, w: float, h: float, ink: Color) -> None:
    cx, cy, reach = w / 2, h / 2, math.hypot(w, h)
    c.setFillColor(_s(ink, 0.1))
    count = 24
    for k in range(0, count, 2):
        a0, a1 = 2 * math.pi * k / count, 2 * math.pi * (k + 1) / count
        p = c.beginPath()
        p.moveTo(cx, cy)
        p.lineTo(cx + reach * math.cos(a0), cy + reach * math.sin(a0))
        p.lineTo(cx + reach * math.cos(a1), cy + reach * math.sin(a1))
        p.close()
        c.drawPath(p, stroke=0, fill=1)


PAINTERS: dict[str, Painter] = {"parchment": _parchment, "stone": _stone, "grass": _grass, "wood": _wood,
                                "playroom": _playroom, "dots": _dots, "scales": _scales, "bricks": _bricks,
                                "rays": _rays}


def surface(c: Canvas, pattern: str, x: float, y: float, w: float, h: float, ground: str | Color,
            seed: int = 1, radius: float = 0.0, ink_saver: bool = False, strength: float = 1.0) -> None:
    """The ground colour with `pattern` over it in the box (clipped to its rounded corners), drawn
    from a form made once per file; nothing in ink-saver mode (the caller draws its outline)."""
    if ink_saver:
        return
    ground_c = colour(ground)
    painter = PAINTERS.get(pattern)
    key = ""
    if painter is not None:  # the form first, outside any clip or saved state of the page
        key = f"surface-{pattern}-{seed}-{ground_c.hexval()[2:]}-{round(w)}x{round(h)}-{round(strength * 100)}"
        made = c.__dict__.setdefault("_goblin_surface_forms", set())
        if key not in made:
            c.beginForm(key, 0, 0, w, h)
            _STRENGTH[0] = strength
            painter(c, random.Random(f"{pattern}:{seed}:{round(w)}:{round(h)}"), w, h, ground_c)
            _STRENGTH[0] = 1.0
            c.endForm()
            made.add(key)
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
