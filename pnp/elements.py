"""Free elements of a card template (`elements:` in style.yaml): text, a box, a shape, an image or an icon
placed at x/y on every card of the deck, as Squib and nanDECK place them, drawn over the designed face.

    templates:
      card:
        elements:
          - {kind: text, x: 5mm, y: 80mm, text: "{{ count }} in the box", size: 7, font: bold}
          - {kind: box, x: 4mm, y: 4mm, w: 55.5mm, h: 6mm, fill: "#f0e0c0"}
          - {kind: shape, shape: ellipse, x: 50mm, y: 10mm, w: 8mm, h: 8mm, colour: "#8a2be2"}
          - {kind: icon, icon: crown, x: 28mm, y: 2mm, w: 7mm}
          - {kind: image, image: seal.png, x: 50mm, y: 70mm, w: 9mm, h: 9mm}

x and y are measured from the card's top-left cut corner (as a designer measures), lengths with units.
A text is a jinja2 template rendered with the card's fields. Every element stays 3 mm inside the cut
line (what must survive cutting); images come from the game's folder of the pack only.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from goblinkit.content.packfiles import game_file
from goblinkit.content.units import mm, parse_length
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import colour
from goblinkit.pnp.fonts import font, width
from goblinkit.pnp.layout import Slots
from goblinkit.pnp.style import Style
from goblinkit.pnp.text_templates import TextTemplateError, render_text

SAFE = mm(3)
DEFAULT_SIZE = 9.0


@dataclass(frozen=True)
class Placed:
    """One element ready to draw: its kind, box (points from the card's lower-left) and what it shows."""

    kind: str
    x: float
    y: float
    w: float
    h: float
    text: str = ""
    font: str = ""
    size: float = DEFAULT_SIZE
    colour: str = "#1d1a16"
    fill: str = ""
    shape: str = ""
    icon: str = ""
    image: str = ""  # a resolved path
    centre: bool = False
    line: float = 0.8


class ElementError(Exception):
    """An element that cannot be placed on a card: `index` says which (for its line in style.yaml)."""

    def __init__(self, index: int, message: str):
        super().__init__(message)
        self.index = index


def place(elements: tuple, style: Style, folders: list[tuple[Path, str]], item: Any, w: float, h: float,
          ink: str) -> tuple[Placed, ...]:
    """The template's elements for one card of w x h: texts rendered, images found, each box checked to
    stay inside the safe zone (ElementError otherwise)."""
    placed = []
    faces = {"display": style.fonts.display, "text": style.fonts.text, "bold": style.fonts.bold}
    for index, pairs in enumerate(elements):
        e = dict(pairs)
        size = float(e.get("size", DEFAULT_SIZE))
        name = e.get("font", "text")
        face = faces.get(name) or font(name)
        x, top = parse_length(e["x"]).pt, parse_length(e["y"]).pt
        text, image = "", ""
        if e["kind"] == "text":
            try:
                text = render_text(e["text"], item)
            except TextTemplateError as exc:
                raise ElementError(index, str(exc).replace("text.template", "text")) from None
            bw = max((width(line, face, size) for line in text.splitlines()), default=0.0)
            bh = size * 1.2 * max(1, len(text.splitlines()))
            if "w" in e:
                bw = parse_length(e["w"]).pt
        else:
            bw = parse_length(e["w"]).pt
            bh = parse_length(e["h"]).pt if "h" in e else bw
        if e["kind"] == "image":
            path, problem = game_file(e["image"], folders)
            if path is None or path.suffix.lower() not in (".png", ".jpg", ".jpeg"):
                raise ElementError(index, f"image: {problem or 'expected a .png or .jpg file'}")
            image = str(path)
        y = h - top - bh
        if x < SAFE or y < SAFE or x + bw > w - SAFE or y + bh > h - SAFE:
            raise ElementError(index, f"the {e['kind']} element at x {x / mm(1):.1f} mm, y {top / mm(1):.1f} mm "
                               f"({bw / mm(1):.1f} x {bh / mm(1):.1f} mm) reaches within {SAFE / mm(1):g} mm of the "
                               f"cut line of a {w / mm(1):g} x {h / mm(1):g} mm card")
        placed.append(Placed(e["kind"], x, y, bw, bh, text, face, size, e.get("colour", ink), e.get("fill", ""),
                             e.get("shape", ""), e.get("icon", ""), image, e.get("align") == "centre",
                             parse_length(e["line"]).pt if "line" in e else 0.8))
    return tuple(placed)


@dataclass(frozen=True)
class FreeElements:
    """An overlay (FaceSpec.overlay) drawing the placed elements after the face, then any overlay the
    face already had. Frozen and compared by value, so identical cards still share one drawing."""

    placed: tuple[Placed, ...]
    then: Any = None

    def __call__(self, c, slots: Slots, ink_saver: bool) -> None:  # noqa: ANN001
        if self.then is not None:
            self.then(c, slots, ink_saver)
        for p in self.placed:
            _draw(c, p, ink_saver)


def _draw(c, p: Placed, ink_saver: bool) -> None:  # noqa: ANN001
    c.saveState()
    c.setStrokeColor(colour(p.colour))
    c.setLineWidth(p.line)
    fill = bool(p.fill) and not ink_saver
    if fill:
        c.setFillColor(colour(p.fill))
    if p.kind == "box":
        c.rect(p.x, p.y, p.w, p.h, stroke=1, fill=int(fill))
    elif p.kind == "shape" and p.shape == "ellipse":
        c.ellipse(p.x, p.y, p.x + p.w, p.y + p.h, stroke=1, fill=int(fill))
    elif p.kind == "shape" and p.shape == "rounded":
        c.roundRect(p.x, p.y, p.w, p.h, min(p.w, p.h) / 4, stroke=1, fill=int(fill))
    elif p.kind == "shape":  # a diamond
        path = c.beginPath()
        path.moveTo(p.x + p.w / 2, p.y)
        path.lineTo(p.x + p.w, p.y + p.h / 2)
        path.lineTo(p.x + p.w / 2, p.y + p.h)
        path.lineTo(p.x, p.y + p.h / 2)
        path.close()
        c.drawPath(path, stroke=1, fill=int(fill))
    elif p.kind == "icon":
        draw_icon(c, p.icon, p.x, p.y, min(p.w, p.h), p.colour)
    elif p.kind == "image":
        c.drawImage(p.image, p.x, p.y, p.w, p.h, mask="auto", preserveAspectRatio=True, anchor="c")
    else:
        c.setFillColor(colour(p.colour))
        c.setFont(p.font, p.size)
        y = p.y + p.h - p.size
        for line in p.text.splitlines():
            if p.centre:
                c.drawCentredString(p.x + p.w / 2, y, line)
            else:
                c.drawString(p.x, y, line)
            y -= p.size * 1.2
    c.restoreState()
