"""A designed card face, shared by every game's cards: a neutral edge, a frame in the family colour
with the title on it and badges at its ends, a picture panel carrying a game-icons.net icon large,
a type line (small icons with words, 8 pt and up), and rules text in sections that always fit.

The picture takes whatever height the text leaves (never less than `art_share` of the card), so no
face has an empty lower half. Everything that must survive cutting stays 3 mm (SAFE_ZONE) inside
the cut line. The colour frame starts inside a neutral edge: cards of different colours may share a
cut line, since a miscut shows the same neutral edge on every card.

A game describes a face as a FaceSpec (what to show); `layout_face` fits every text (raising
TextFitError if it cannot fit legibly) and `draw_face` paints exactly that layout.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.fonts import ICON_FONT
from goblinkit.content.icons import available
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import CREAM, INK, colour, cut_alone, fill_area, ink_on, lighten
from goblinkit.pnp.fonts import font, width
from goblinkit.pnp.textfit import MIN_SIZE, STEP, FittedText, TextFitError, fit_line, fit_text

EDGE_BAND = mm(1.5)  # the neutral edge, from the bleed to here
FRAME = mm(4)  # the colour frame ends here and the panel begins
TITLE_H = mm(8.5)  # the title band, on the frame colour above the panel
PAD = mm(1.6)
SAFE = mm(3)  # nothing that must survive cutting nearer the cut line than this
TRAIT_SIZE = 8.0  # the type line decides who can be targeted: never smaller
LABEL_SIZE = MIN_SIZE
NEUTRAL = "#ffffff"
MIN_ART = mm(6)  # a picture panel lower than this is left out


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
class Trait:
    """One entry of the type line: a small icon (a vendored icon name) and its word."""

    icon: str
    text: str


@dataclass(frozen=True)
class FaceSpec:
    title: str
    colour: str
    sections: tuple[Section, ...] = ()
    icon: str = ""  # a vendored icon name (or, for older content, a symbol drawn in the icon font)
    badge_left: Badge | None = None
    badge_right: Badge | None = None
    strip: str = ""  # a short note under the picture (wrapped to two lines at most)
    corner: str = ""  # a small icon (or symbol) in the picture's top-right corner: a die face
    label: str = ""
    border: str | None = None  # a second colour ringing the panel (the red-bordered cards)
    panel: str = CREAM
    art_share: float = 0.27  # the least share of the card's height for the picture (0: it may be left out)
    traits: tuple[Trait, ...] = ()  # the type line, drawn as a band of icons and words
    edge: str | None = NEUTRAL  # the outer edge and bleed; None: the frame colour bleeds
    title_icon: str = ""  # an icon at the title band's right end (a text-heavy face with no picture)


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
    art_h: float = 0.0
    strip: FittedText | None = None


GAP = 0.35  # between sections, in ems; an empty line in a layout stands for it
TYPE_H = mm(4.6)
LABEL_H = mm(3.4)
BADGE_R = mm(3.4)


def is_icon(name: str) -> bool:
    return bool(name) and name in available()


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
            text = (" " if gap else "") + word
            if line and line[-1].bold == is_bold:  # one run per font change, not per word
                line[-1] = Run(line[-1].text + text, is_bold)
            else:
                line.append(Run(text, is_bold))
            used += gap + need
        lines.append(line)
    return lines


def _trait_width(traits: tuple[Trait, ...], bold: str) -> float:
    words = sum(width(t.text, bold, TRAIT_SIZE) + TRAIT_SIZE * 1.1 for t in traits)
    return words + mm(1.5) * (len(traits) - 1)


def _panel(w: float, h: float) -> tuple[float, float, float, float]:
    """left, right, top, bottom of the cream panel inside the frame."""
    return FRAME, w - FRAME, h - FRAME - TITLE_H, FRAME


def _fixed_height(spec: FaceSpec, strip: FittedText | None) -> float:
    """The panel's height not given to picture or text: pads, type line, note and label."""
    used = PAD * 2
    if spec.traits:
        used += TYPE_H + mm(1)
    if strip:
        used += strip.height + mm(1)
    used += LABEL_H if spec.label else PAD
    return used


def layout_face(spec: FaceSpec, w: float, h: float, title_font: str, body_font: str, bold_font: str,
                max_text: float = 10.0) -> FaceLayout:
    inner = w - 2 * FRAME - 2 * PAD
    left, right = _title_span(spec, w)
    title_room = right - left - mm(1.5)
    title_size = fit_line(spec.title, font(title_font), title_room, 11.5, MIN_SIZE + 1)
    strip = fit_text(spec.strip, font(body_font), inner, 2 * 8 * 1.2, 8, MIN_SIZE) if spec.strip else None
    if spec.traits and _trait_width(spec.traits, font(bold_font)) > inner:
        raise TextFitError(f"the type line ({', '.join(t.text for t in spec.traits)}) does not fit "
                           f"{inner / mm(1):.1f} mm at {TRAIT_SIZE:g} pt")
    _, _, top, bottom = _panel(w, h)
    room = top - bottom - _fixed_height(spec, strip)
    box_h = room - h * spec.art_share - mm(1.2)
    size = max_text
    while size >= MIN_SIZE - 1e-9:
        lines = _wrap_sections(spec.sections, size, inner, font(body_font), font(bold_font))
        if lines is not None and _height(lines, size) <= box_h:
            text_h = _height(lines, size) + mm(1.2) if spec.sections else 0.0
            return FaceLayout(spec, title_size, size, lines, strip.size if strip else 6.5, room - text_h, strip)
        size -= STEP
    raise TextFitError(f"text does not fit its {inner / mm(1):.1f} x {box_h / mm(1):.1f} mm box even at "
                       f"{MIN_SIZE:g} pt ({sum(len(s.body) + len(s.head) for s in spec.sections)} characters); shorten it")


def draw_face(c: Canvas, layout: FaceLayout, w: float, h: float, bleed: float, ink_saver: bool,
              title_font: str, body_font: str, bold_font: str) -> None:
    spec = layout.spec
    _frame(c, spec, w, h, bleed, ink_saver)
    left, right, top, bottom = _panel(w, h)
    _title(c, layout, w, h, title_font, ink_saver)
    x0, x1 = left + PAD, right - PAD
    art_top = top - PAD
    # No room, or nothing to show: no picture panel, and the text moves up (the space goes below it).
    art_h = layout.art_h if layout.art_h >= MIN_ART and (spec.icon or spec.corner) else 0.0
    art_bottom = art_top - art_h
    if art_h:
        fill_area(c, x0, art_bottom, x1 - x0, art_h, lighten(spec.colour, 0.82), ink_saver, mm(1.5), 0.6)
    if spec.icon and art_h:
        size = min(art_h - mm(2.5), (x1 - x0) * 0.7)
        _symbol(c, spec.icon, (x0 + x1) / 2 - size / 2, art_bottom + (art_h - size) / 2, size, spec.colour)
    if spec.corner and art_h >= mm(8):
        _symbol(c, spec.corner, x1 - mm(6.5), art_top - mm(6.5), mm(5.5), INK)
    y = art_bottom - (mm(1) if art_h else 0.0)
    if spec.traits:
        _type_line(c, spec, x0, x1, y - TYPE_H, bold_font, ink_saver)
        y -= TYPE_H + mm(1)
    if layout.strip:
        _strip(c, layout.strip, font(body_font), x0, x1, y)
        y -= layout.strip.height + mm(1)
    _draw_runs(c, layout, x0, y - mm(0.6), body_font, bold_font)
    if spec.label:
        _spaced(c, spec.label.upper(), font(bold_font), LABEL_SIZE, w / 2, bottom + mm(1.3), spec.colour)


def _spaced(c: Canvas, text: str, font_name: str, size: float, centre: float, y: float, tint: str) -> None:
    """A small-caps style label: letter-spaced, centred."""
    space = size * 0.18
    t = c.beginText()
    t.setFont(font_name, size)
    t.setCharSpace(space)
    t.setFillColor(colour(tint))
    t.setTextOrigin(centre - (width(text, font_name, size) + space * (len(text) - 1)) / 2, y)
    t.textOut(text)
    c.drawText(t)


def _frame(c: Canvas, spec: FaceSpec, w: float, h: float, bleed: float, ink_saver: bool) -> None:
    """Neutral edge (or the frame colour) out to the bleed, the colour frame, the panel; in ink-saver
    mode a hairline on the cut line and a thin frame in the card's colour instead of fills."""
    c.saveState()
    if ink_saver:
        c.setStrokeColorRGB(0.55, 0.55, 0.55)
        c.setLineWidth(0.3)
        c.rect(0, 0, w, h, stroke=1, fill=0)
        c.setStrokeColor(colour(spec.colour))
        c.setLineWidth(1.4)
        c.roundRect(SAFE, SAFE, w - 2 * SAFE, h - 2 * SAFE, mm(1.5), stroke=1, fill=0)
        # The title band ruled off in the card's colour; a dark card (a Black Goblin) gets a heavy rule,
        # so it stays recognisable without its fill.
        dark = ink_on(spec.colour) != INK and sum(colour(spec.colour).rgb()) < 0.6
        c.setLineWidth(3.2 if dark else 1.0)
        y = h - FRAME - TITLE_H + mm(0.3)
        c.line(SAFE + mm(0.5), y, w - SAFE - mm(0.5), y)
    else:
        if spec.edge and not cut_alone(c):
            c.setFillColor(colour(spec.edge))
            c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
            out = EDGE_BAND
        else:
            out = -bleed
        c.setFillColor(colour(spec.colour))
        c.rect(out, out, w - 2 * out, h - 2 * out, stroke=0, fill=1)
        left, right, top, bottom = _panel(w, h)
        c.setFillColor(colour(spec.panel))
        c.roundRect(left, bottom, right - left, top - bottom, mm(1.6), stroke=0, fill=1)
    c.restoreState()
    if spec.border:
        c.saveState()
        c.setStrokeColor(colour(spec.border))
        c.setLineWidth(mm(0.9))
        inset = SAFE + mm(0.45)
        c.rect(inset, inset, w - 2 * inset, h - 2 * inset, stroke=1, fill=0)
        c.restoreState()


def _title_span(spec: FaceSpec, w: float) -> tuple[float, float]:
    """Where the title may run: between the badges (or the title icon)."""
    return (FRAME + (2 * BADGE_R + mm(1.5) if spec.badge_left else 0),
            w - FRAME - (2 * BADGE_R + mm(1.5) if spec.badge_right or spec.title_icon else 0))


def _title(c: Canvas, layout: FaceLayout, w: float, h: float, title_font: str, ink_saver: bool) -> None:
    spec = layout.spec
    mid = h - FRAME - TITLE_H / 2 + mm(0.9)
    left, right = _title_span(spec, w)
    c.setFillColor(colour(INK if ink_saver else ink_on(spec.colour)))
    c.setFont(font(title_font), layout.title_size)
    baseline = mid - layout.title_size * 0.36
    if spec.badge_left or spec.badge_right or spec.title_icon:
        c.drawString(left + mm(0.75), baseline, spec.title)
    else:
        c.drawCentredString((left + right) / 2, baseline, spec.title)
    if spec.badge_left:
        _badge(c, FRAME + BADGE_R + mm(0.4), mid, spec.badge_left, title_font, ink_saver)
    if spec.badge_right:
        _badge(c, w - FRAME - BADGE_R - mm(0.4), mid, spec.badge_right, title_font, ink_saver)
    elif spec.title_icon:
        size = 2 * BADGE_R
        _symbol(c, spec.title_icon, w - FRAME - size - mm(0.4), mid - size / 2, size,
                spec.colour if ink_saver else ink_on(spec.colour))


def _symbol(c: Canvas, name: str, x: float, y: float, size: float, tint: str) -> None:
    """A vendored icon; a name that is not one is drawn as a symbol in the icon font (older content)."""
    if is_icon(name):
        draw_icon(c, name, x, y, size, tint)
        return
    c.saveState()
    c.setFillColor(colour(tint))
    c.setFont(font(ICON_FONT), size)
    c.drawCentredString(x + size / 2, y + size * 0.15, name)
    c.restoreState()


def _type_line(c: Canvas, spec: FaceSpec, x0: float, x1: float, y: float, bold_font: str, ink_saver: bool) -> None:
    """The type and traits as one band: white icons and words on the card's colour."""
    ink = spec.colour if ink_saver else "#ffffff"
    fill_area(c, x0, y, x1 - x0, TYPE_H, spec.colour, ink_saver, TYPE_H / 2, 0.8)
    name = font(bold_font)
    total = _trait_width(spec.traits, name)
    cursor = (x0 + x1) / 2 - total / 2
    base = y + TYPE_H / 2 - TRAIT_SIZE * 0.35
    c.saveState()
    c.setFont(name, TRAIT_SIZE)
    c.setFillColor(colour(ink))
    for trait in spec.traits:
        icon = TRAIT_SIZE * 1.0
        _symbol(c, trait.icon, cursor, y + (TYPE_H - icon) / 2, icon, ink)
        cursor += TRAIT_SIZE * 1.1
        c.setFillColor(colour(ink))
        c.setFont(name, TRAIT_SIZE)
        c.drawString(cursor, base, trait.text)
        cursor += width(trait.text, name, TRAIT_SIZE) + mm(1.5)
    c.restoreState()


def _strip(c: Canvas, strip: FittedText, font_name: str, x0: float, x1: float, top: float) -> None:
    c.saveState()
    c.setFillColor(colour(INK))
    c.setFont(font_name, strip.size)
    y = top - strip.size
    for line in strip.lines:
        c.drawCentredString((x0 + x1) / 2, y, line)
        y -= strip.leading
    c.restoreState()


def _draw_runs(c: Canvas, layout: FaceLayout, x: float, top: float, body_font: str, bold_font: str) -> None:
    """The rules text as one text object: each line starts at x, its runs follow one another (the
    viewer advances by the same glyph widths the layout measured with)."""
    size = layout.text_size
    y = top - size
    c.setFillColor(colour(INK))
    text = c.beginText()
    names = font(body_font), font(bold_font)
    current = ""
    for line in layout.lines:
        if not line:
            y -= size * GAP
            continue
        text.setTextOrigin(x, y)
        for run in line:
            name = names[run.bold]
            if name != current:
                text.setFont(name, size)
                current = name
            text.textOut(run.text)
        y -= size * 1.2
    c.drawText(text)


def _badge(c: Canvas, x: float, y: float, badge: Badge, title_font: str, ink_saver: bool) -> None:
    c.saveState()
    c.setFillColor(colour("#ffffff" if ink_saver else badge.colour))
    c.setStrokeColor(colour(badge.colour if ink_saver else "#ffffff"))
    c.setLineWidth(1)
    c.circle(x, y, BADGE_R, stroke=1, fill=1)
    c.setFillColor(colour(badge.colour if ink_saver else "#ffffff"))
    size = 11 if len(badge.text) < 2 else 8.5
    c.setFont(font(title_font), size)
    c.drawCentredString(x, y - size * 0.36, badge.text)
    c.restoreState()
