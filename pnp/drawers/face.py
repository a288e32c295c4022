"""A designed card face, shared by every game's cards: frame, title with badges, an icon panel,
a strip of small labels, and rules text in sections that always fit.

A game describes a face as a FaceSpec (what to show); `layout_face` fits every text (raising
TextFitError if it cannot fit legibly) and `draw_face` paints exactly that layout.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.fonts import ICON_FONT
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.paint import CREAM, INK, colour, fill_area, lighten
from goblinkit.pnp.fonts import font, width
from goblinkit.pnp.textfit import MIN_SIZE, STEP, TextFitError, fit_line

FRAME = mm(3)
TITLE_H = mm(9)
PAD = mm(2)


@dataclass(frozen=True)
class Badge:
    text: str
    colour: str


@dataclass(frozen=True)
class Section:
    """A paragraph of rules text, with an optional bold head ("Village:") run in before it."""

    body: str
    head: str = ""


@dataclass(frozen=True)
class FaceSpec:
    title: str
    colour: str
    sections: tuple[Section, ...] = ()
    icon: str = ""
    badge_left: Badge | None = None
    badge_right: Badge | None = None
    strip: str = ""
    corner: str = ""
    label: str = ""
    border: str | None = None  # a second colour ringing the frame (the red-bordered cards)
    panel: str = CREAM
    art_share: float = 0.27  # of the card's height, for the icon panel; the text gets what remains


@dataclass(frozen=True)
class Run:
    text: str
    bold: bool


@dataclass
class FaceLayout:
    spec: FaceSpec
    title_size: float
    text_size: float
    lines: list[list[Run]] = field(default_factory=list)
    strip_size: float = 6.5


GAP = 0.35  # between sections, in ems; an empty line in a layout stands for it


def _height(lines: list[list[Run]], size: float) -> float:
    return sum(size * 1.2 if line else size * GAP for line in lines)


def _wrap_sections(sections: tuple[Section, ...], size: float, box_w: float, body: str, bold: str) -> list[list[Run]] | None:
    lines: list[list[Run]] = []
    for number, section in enumerate(sections):
        if number:
            lines.append([])
        line: list[Run] = []
        used = 0.0
        words = [(w, True) for w in section.head.split()] + [(w, False) for w in section.body.split()]
        for word, is_bold in words:
            name = bold if is_bold else body
            gap = width(" ", body, size) if line else 0.0
            need = width(word, name, size)
            if need > box_w:
                return None
            if used + gap + need > box_w:
                lines.append(line)
                line, used, gap = [], 0.0, 0.0
            line.append(Run((" " if gap else "") + word, is_bold))
            used += gap + need
        lines.append(line)
    return lines


def _text_top(spec: FaceSpec, h: float, strip_size: float) -> float:
    """Where the rules text starts: below the title, the icon panel and the strip."""
    top = h - FRAME - TITLE_H - h * spec.art_share - mm(1.5)
    return top - (strip_size + mm(1.5) if spec.strip else 0)


def layout_face(spec: FaceSpec, w: float, h: float, title_font: str, body_font: str, bold_font: str,
                max_text: float = 9.0) -> FaceLayout:
    inner = w - 2 * FRAME - 2 * PAD
    badges = (mm(8.5) if spec.badge_left else 0) + (mm(8.5) if spec.badge_right else 0)
    title_size = fit_line(spec.title, font(title_font), inner - badges, 11)
    strip_size = fit_line(spec.strip, font(body_font), inner, 6.5, 4.5) if spec.strip else 6.5
    box_h = _text_top(spec, h, strip_size) - (FRAME + PAD)
    size = max_text
    while size >= MIN_SIZE - 1e-9:
        lines = _wrap_sections(spec.sections, size, inner, font(body_font), font(bold_font))
        if lines is not None and _height(lines, size) <= box_h:
            return FaceLayout(spec, title_size, size, lines, strip_size)
        size -= STEP
    raise TextFitError(f"text does not fit its {inner / mm(1):.1f} x {box_h / mm(1):.1f} mm box even at "
                       f"{MIN_SIZE:g} pt ({sum(len(s.body) + len(s.head) for s in spec.sections)} characters); shorten it")


def draw_face(c: Canvas, layout: FaceLayout, w: float, h: float, bleed: float, ink_saver: bool,
              title_font: str, body_font: str, bold_font: str) -> None:
    spec = layout.spec
    fill_area(c, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed, spec.colour, ink_saver)
    if spec.border:
        c.saveState()
        c.setStrokeColor(colour(spec.border))
        c.setLineWidth(mm(1.6))
        c.rect(mm(1.0), mm(1.0), w - mm(2.0), h - mm(2.0), stroke=1, fill=0)
        c.restoreState()
    fill_area(c, FRAME, FRAME, w - 2 * FRAME, h - 2 * FRAME, "#ffffff" if ink_saver else spec.panel, False, mm(2))
    left, right, top = FRAME + PAD, w - FRAME - PAD, h - FRAME
    title_x = left + (mm(8.5) if spec.badge_left else 0)
    c.setFillColor(colour(INK))
    c.setFont(font(title_font), layout.title_size)
    c.drawString(title_x, top - TITLE_H / 2 - layout.title_size * 0.35, spec.title)
    if spec.badge_left:
        _badge(c, left + mm(3.6), top - TITLE_H / 2, spec.badge_left, title_font, ink_saver)
    if spec.badge_right:
        _badge(c, right - mm(3.6), top - TITLE_H / 2, spec.badge_right, title_font, ink_saver)
    art_top = top - TITLE_H
    art_h = h * spec.art_share
    fill_area(c, left, art_top - art_h, right - left, art_h, lighten(spec.colour, 0.78), ink_saver, mm(1.5), 0.6)
    if spec.icon:
        c.setFillColor(colour(spec.colour))
        c.setFont(font(ICON_FONT), art_h * 0.6)
        c.drawCentredString((left + right) / 2, art_top - art_h * 0.72, spec.icon)
    if spec.corner:
        c.setFillColor(colour(INK))
        c.setFont(font(ICON_FONT), 13)
        c.drawRightString(right - mm(1), art_top - mm(5), spec.corner)
    if spec.strip:
        c.setFont(font(body_font), layout.strip_size)
        c.setFillColor(colour(INK))
        c.drawCentredString((left + right) / 2, art_top - art_h - mm(1.5) - layout.strip_size, spec.strip)
    _draw_runs(c, layout, left, _text_top(spec, h, layout.strip_size), body_font, bold_font)
    if spec.label:
        c.setFont(font(body_font), 6)
        c.setFillColor(colour(spec.colour if ink_saver else "#ffffff"))
        c.drawCentredString(w / 2, FRAME / 2 - 2, spec.label.upper())


def _draw_runs(c: Canvas, layout: FaceLayout, x: float, top: float, body_font: str, bold_font: str) -> None:
    size = layout.text_size
    y = top - size
    c.setFillColor(colour(INK))
    for line in layout.lines:
        if not line:
            y -= size * GAP
            continue
        cursor = x
        for run in line:
            name = font(bold_font if run.bold else body_font)
            c.setFont(name, size)
            c.drawString(cursor, y, run.text)
            cursor += width(run.text, name, size)
        y -= size * 1.2


def _badge(c: Canvas, x: float, y: float, badge: Badge, title_font: str, ink_saver: bool) -> None:
    c.saveState()
    c.setFillColor(colour("#ffffff" if ink_saver else badge.colour))
    c.setStrokeColor(colour(badge.colour))
    c.setLineWidth(1)
    c.circle(x, y, mm(3.5), stroke=1, fill=1)
    c.setFillColor(colour(badge.colour if ink_saver else "#ffffff"))
    size = 11 if len(badge.text) < 2 else 8.5
    c.setFont(font(title_font), size)
    c.drawCentredString(x, y - size * 0.36, badge.text)
    c.restoreState()
