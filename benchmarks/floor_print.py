"""The bare-ReportLab floor of a game's card build (bench_print.py): what drawing alone costs.

`floor_files` takes what each printed card shows from the build's plan, outside the timing: a
FaceSpec per face (title, badges, colours, sections, icons, type line) or, for GvZ's Token cards,
the tokens. `draw_floor` then draws every copy with plain canvas calls, nine cards a page, a backs
page after each fronts page: frame, panel, title, badges, the picture, corner, title and type-line
icons, text wrapped greedily at one size, the label. Every icon is the vendored path, defined as a
form once per file and painted per use, as DESIGN.md asks of the real build: so the floor draws
exactly the icon paths the build draws. Since issue 24 the cards show a surface under the panel and the
picture and the picture in three tones: the floor draws those too (a seeded grass tile made once a file,
each area of it once a file, placed per card; a ground shadow and a dark copy behind each picture), so
that it still draws what the cards show. Nothing is fitted, clipped or checked; no marks, no footers.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.colors import HexColor
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

WHITE, INK, SHADOW = HexColor("#ffffff"), HexColor("#1d1a16"), HexColor("#c9cbb8")


@dataclass(frozen=True)
class FloorFace:
    """One side of a card: a FaceSpec, or a grid of tokens (name, icon, colour per cell)."""

    spec: object = None
    tokens: tuple = ()

    @property
    def icon_uses(self) -> int:
        if self.tokens:
            return len(self.tokens)
        spec = self.spec
        return sum(1 for name in (spec.icon, spec.corner, spec.title_icon) if name) + len(spec.traits)


@dataclass(frozen=True)
class FloorCard:
    front: FloorFace
    back: FloorFace | None

    @property
    def icon_uses(self) -> int:
        return self.front.icon_uses + (self.back.icon_uses if self.back else 0)


def floor_files(game_id: str) -> list[tuple[str, list[FloorCard]]]:
    """Each file of the game's build with its cards, as the floor draws them."""
    from goblinkit.pnp.build import plan

    jobs = plan([game_id], None)
    game = jobs.contents[game_id]
    tokens = {card.id: tuple(t for t in card.tokens for _ in range(t.count))  # GvZ's Token cards
              for component in game.components.values() for card in component.items if hasattr(card, "tokens")}

    def side(draw, item_id: str) -> FloorFace | None:  # noqa: ANN001 - a DrawFn
        if draw is None:
            return None
        spec = getattr(draw, "spec", None)
        return FloorFace(spec=spec) if spec is not None else FloorFace(tokens=tokens[item_id])

    return [(job.component, [FloorCard(side(face.front, face.item_id), side(face.back, face.item_id))
                             for face in job.faces]) for job in jobs[game_id]
            if hasattr(job, "faces")]  # card jobs only: whole pages (tuck boxes, sheets) have no floor


def draw_floor(files: list[tuple[str, list[FloorCard]]], out: Path) -> None:
    from goblinkit.pnp.fonts import BODY, BODY_BOLD, TITLE, font

    fonts = font(TITLE), font(BODY), font(BODY_BOLD), font("dejavu-sans")
    out.mkdir(parents=True, exist_ok=True)
    for name, cards in files:
        c = Canvas(str(out / f"{name}.pdf"), pagesize=A4, invariant=1, pageCompression=1)
        w, h = 63.5 * mm, 88 * mm
        x0, y0 = (A4[0] - 3 * w) / 2, A4[1] - 12 * mm - 3 * h
        for start in range(0, len(cards), 9):
            sheet = cards[start:start + 9]
            for backs in (False, True):
                if backs and not any(card.back for card in sheet):
                    continue
                for i, card in enumerate(sheet):
                    col, row = i % 3, i // 3
                    face = card.back if backs else card.front
                    if face is None:
                        continue
                    x, y = x0 + (2 - col if backs else col) * w, y0 + (2 - row) * h
                    if face.tokens:
                        _tokens(c, face.tokens, x, y, w, h, fonts)
                    else:
                        _face(c, face.spec, x, y, w, h, fonts)
                c.showPage()
        c.save()


def _icon(c: Canvas, name: str, x: float, y: float, size: float, tint: str, symbol_font: str) -> None:
    """A vendored icon: its path as a form the first time in this file, then painted in its tint."""
    from goblinkit.content.icons import VIEWBOX, available
    from goblinkit.pnp.drawers.icon import icon_ops

    if name not in available():  # older content: a symbol in the icon font
        c.setFillColor(HexColor(tint))
        c.setFont(symbol_font, size)
        c.drawCentredString(x + size / 2, y + size * 0.15, name)
        return
    form = f"floor-{name}"
    if not c.hasForm(form):
        c.beginForm(form, 0, 0, VIEWBOX, VIEWBOX)
        path = c.beginPath()
        for op in icon_ops(name):
            if op[0] == "M":
                path.moveTo(op[1], VIEWBOX - op[2])
            elif op[0] == "L":
                path.lineTo(op[1], VIEWBOX - op[2])
            elif op[0] == "C":
                path.curveTo(op[1], VIEWBOX - op[2], op[3], VIEWBOX - op[4], op[5], VIEWBOX - op[6])
            else:
                path.close()
        c.drawPath(path, stroke=0, fill=1, fillMode=1)
        c.endForm()
    c.saveState()
    c.setFillColor(HexColor(tint))
    c.translate(x, y)
    c.scale(size / VIEWBOX, size / VIEWBOX)
    c.doForm(form)
    c.restoreState()


def _grass(c: Canvas, x: float, y: float, w: float, h: float) -> None:
    """The GvZ cards' surface (issue 24): grass blades in three tones on a 56 pt tile, the tile drawn
    once per file and the area of each size once per file (as the build stores them), placed per card."""
    import math
    import random

    area = f"floor-grass-{round(w)}x{round(h)}"
    if not c.hasForm("floor-grass-tile"):
        c.beginForm("floor-grass-tile", 0, 0, 56, 56)
        rng = random.Random(3)
        paths = [c.beginPath() for _ in range(3)]
        for _ in range(56 * 56 // 60):
            bx, by = rng.uniform(0, 56), rng.uniform(0, 56)
            p = paths[rng.randrange(3)]
            p.moveTo(bx, by)
            p.lineTo(bx + rng.uniform(-1.2, 1.2), by + rng.uniform(2, 4))
        c.setLineWidth(0.45)
        for tone, p in zip((0.99, 0.975, 0.96), paths):
            c.setStrokeColorRGB(tone * 0.96, tone * 0.94, tone * 0.88)  # a whisper darker than the panel
            c.drawPath(p, stroke=1, fill=0)
        c.endForm()
    if not c.hasForm(area):
        c.beginForm(area, 0, 0, w, h)
        for i in range(math.ceil(w / 56)):
            for j in range(math.ceil(h / 56)):
                c.saveState()
                c.translate(i * 56, j * 56)
                c.doForm("floor-grass-tile")
                c.restoreState()
        c.endForm()
    c.saveState()
    c.translate(x, y)
    c.doForm(area)
    c.restoreState()


def _face(c: Canvas, spec, x: float, y: float, w: float, h: float, fonts: tuple[str, ...]) -> None:  # noqa: ANN001
    title, body, bold, symbols = fonts
    c.setFillColor(HexColor(spec.colour))
    c.rect(x, y, w, h, stroke=0, fill=1)
    from goblinkit.pnp.drawers.face import CREAM

    c.setFillColor(HexColor(spec.panel or CREAM))  # "": the game's own panel colour
    c.roundRect(x + 4 * mm, y + 4 * mm, w - 8 * mm, h - 16.5 * mm, 1.6 * mm, stroke=0, fill=1)
    _grass(c, x + 4 * mm, y + 4 * mm, w - 8 * mm, h - 16.5 * mm)
    if spec.border:
        c.setStrokeColor(HexColor(spec.border))
        c.setLineWidth(2.5)
        c.rect(x + 3.5 * mm, y + 3.5 * mm, w - 7 * mm, h - 7 * mm, stroke=1, fill=0)
    top = y + h - 8 * mm
    c.setFillColor(WHITE)
    c.setFont(title, 11)
    c.drawString(x + 12 * mm, top - 1.5 * mm, spec.title)
    for badge, bx in ((spec.badge_left, x + 8 * mm), (spec.badge_right, x + w - 8 * mm)):
        if badge:
            c.setFillColor(HexColor(badge.colour))
            c.setStrokeColor(WHITE)
            c.circle(bx, top, 3.4 * mm, stroke=1, fill=1)
            c.setFillColor(WHITE)
            c.setFont(title, 11)
            c.drawCentredString(bx, top - 4, badge.text)
    if spec.title_icon:
        _icon(c, spec.title_icon, x + w - 12 * mm, top - 3.4 * mm, 6.8 * mm, "#ffffff", symbols)
    if spec.icon:
        ix, iy = x + w / 2 - 13 * mm, y + h - 42 * mm
        _grass(c, x + 6 * mm, iy - 2 * mm, w - 12 * mm, 30 * mm)
        c.setFillColor(SHADOW)  # the picture in three tones: a ground shadow, a dark copy behind, the fill
        c.ellipse(ix + 3 * mm, iy - 0.5 * mm, ix + 23 * mm, iy + 2 * mm, stroke=0, fill=1)
        _icon(c, spec.icon, ix + 0.65 * mm, iy - 0.65 * mm, 26 * mm, "#1d1a16", symbols)
        _icon(c, spec.icon, ix, iy, 26 * mm, spec.colour, symbols)
    if spec.corner:
        _icon(c, spec.corner, x + w - 12 * mm, y + h - 20 * mm, 5.5 * mm, "#1d1a16", symbols)
    ty = y + h - 48 * mm
    if spec.traits:
        c.setFillColor(HexColor(spec.colour))
        c.roundRect(x + 6 * mm, ty, w - 12 * mm, 4.6 * mm, 2.3 * mm, stroke=0, fill=1)
        tx = x + 10 * mm
        for trait in spec.traits:
            _icon(c, trait.icon, tx, ty + 1 * mm, 8, "#ffffff", symbols)
            c.setFillColor(WHITE)
            c.setFont(bold, 8)
            c.drawString(tx + 9, ty + 1.8 * mm, trait.text)
            tx += c.stringWidth(trait.text, bold, 8) + 14
        ty -= 5 * mm
    c.setFillColor(INK)
    if spec.strip:
        c.setFont(body, 7)
        c.drawCentredString(x + w / 2, ty, spec.strip)
        ty -= 9
    c.setFont(body, 8)
    for section in spec.sections:
        line = ""
        for word in f"{section.head} {section.body}".split():
            if c.stringWidth(f"{line} {word}", body, 8) > w - 12 * mm:
                c.drawString(x + 6 * mm, ty, line)
                line, ty = word, ty - 9.6
            else:
                line = f"{line} {word}".strip()
        c.drawString(x + 6 * mm, ty, line)
        ty -= 12
    if spec.label:
        c.setFont(bold, 6.5)
        c.drawCentredString(x + w / 2, y + 5.3 * mm, spec.label.upper())


def _tokens(c: Canvas, tokens: tuple, x: float, y: float, w: float, h: float, fonts: tuple[str, ...]) -> None:
    c.setFillColor(HexColor("#f6f1e1"))
    c.rect(x, y, w, h, stroke=0, fill=1)
    cw, ch = w / 3, h / 3
    for index, token in enumerate(tokens):
        row, col = divmod(index, 3)
        cx, cy = x + col * cw + cw / 2, y + h - row * ch - ch / 2
        radius = min(cw, ch) * 0.42
        c.setFillColor(HexColor(token.colour))
        c.circle(cx, cy, radius, stroke=0, fill=1)
        _icon(c, token.icon, cx - radius * 0.475, cy - radius * 0.32, radius * 0.95, "#ffffff", fonts[3])
        c.setFillColor(WHITE)
        c.setFont(fonts[2], 6.5)
        c.drawCentredString(cx, cy - radius * 0.62, token.name.upper())
