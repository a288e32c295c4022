"""A designed card face, shared by every game's cards, laid out by its deck's template (pnp/layout.py):
a neutral edge, a colour frame with the title in the game's display face and labelled badges at its
ends, a picture panel on a seeded surface with the icon in three tones, a type line, a note, and rules
text in the text box at the deck's one body size.

Every card of a deck shares one geometry (the template's slots) and one body size, the largest at
which the deck's longest card fits (`layout_deck`); a card that cannot fit even at 6.5 pt raises
TextFitError naming it. Everything that must survive cutting stays 3 mm (SAFE) inside the cut line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.fonts import ICON_FONT
from goblinkit.content.icons import available
from goblinkit.content.units import mm
from goblinkit.pnp.contrast import aa_ground, best_ink, readable
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.paint import INK, colour, cut_alone, fill_area, lighten
from goblinkit.pnp.fonts import font, width
from goblinkit.pnp.layout import Slots, Template, slots
from goblinkit.pnp.style import Fonts
from goblinkit.pnp.surfaces import shade, surface
from goblinkit.pnp.textfit import MIN_SIZE, STEP, FittedText, TextFitError, fit_line, fit_text

EDGE_BAND = mm(1.5)  # the neutral edge, from the bleed to here (the base template's)
FRAME = mm(4)
SAFE = mm(3)  # nothing that must survive cutting nearer the cut line than this
TRAIT_SIZE = 8.0  # the type line decides who can be targeted: never smaller
NEUTRAL = "#ffffff"
CREAM = "#f6f1e1"
GAP = 0.35  # between sections, in ems


@dataclass(frozen=True)
class Badge:
    text: str
    colour: str
    label: str = ""  # what the number is ("HP", "COST"), printed under the badge


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


Overlay = Callable[[Canvas, Slots, bool], None]


@dataclass(frozen=True)
class FaceSpec:
    title: str
    colour: str
    sections: tuple[Section, ...] = ()
    icon: str = ""  # a vendored icon name (or, for older content, a symbol drawn in the icon font)
    badge_left: Badge | None = None
    badge_right: Badge | None = None
    strip: str = ""  # the note under the picture
    corner: str = ""  # a small icon (or symbol) in the picture's top-right corner: a die face
    label: str = ""
    border: str | None = None  # a second colour ringing the panel (the red-bordered cards)
    panel: str = ""  # the panel's colour ("": the game's)
    traits: tuple[Trait, ...] = ()  # the type line, drawn as a band of icons and words
    edge: str | None = NEUTRAL  # the outer edge and bleed; None: the frame colour bleeds
    title_icon: str = ""  # an icon at the title band's right end (a text-heavy face with no picture)
    overlay: Overlay | None = field(default=None, compare=True)  # drawn last, given the deck's slots


@dataclass(frozen=True)
class Run:
    text: str
    bold: bool


@dataclass
class FaceLayout:
    spec: FaceSpec
    slots: Slots
    fonts: Fonts
    title_size: float
    text_size: float
    lines: list[list[Run]]
    note: FittedText | None
    panel: str
    surface: tuple[str, int]

    @property
    def strip_size(self) -> float:
        return self.note.size if self.note else self.text_size


def is_icon(name: str) -> bool:
    return bool(name) and name in available()


def _height(lines: list[list[Run]], size: float) -> float:
    return sum(size * 1.2 if line else size * GAP for line in lines)


def wrap_sections(sections: tuple[Section, ...], size: float, box_w: float, body: str, bold: str) -> list[list[Run]] | None:
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


def _largest(spec: FaceSpec, box_w: float, box_h: float, fonts: Fonts, top: float) -> float:
    """The largest body size (top down to the floor) at which the card's text fits its box."""
    size = top
    while size >= MIN_SIZE - 1e-9:
        lines = wrap_sections(spec.sections, size, box_w, fonts.text, fonts.bold)
        if lines is not None and _height(lines, size) <= box_h:
            return size
        size -= STEP
    chars = sum(len(s.body) + len(s.head) for s in spec.sections)
    raise TextFitError(f"text does not fit its {box_w / mm(1):.1f} x {box_h / mm(1):.1f} mm box even at "
                       f"{MIN_SIZE:g} pt ({chars} characters); shorten it")


def _title_span(spec: FaceSpec, s: Slots) -> tuple[float, float]:
    """Where the title may run: between the badges (or the title icon)."""
    room = 2 * s.template.badge_r + mm(1.5)
    return (s.title.x + (room if spec.badge_left else 0),
            s.title.x + s.title.w - (room if spec.badge_right or spec.title_icon else 0))


def deck_slots(specs: list[FaceSpec], t: Template, w: float, h: float) -> Slots:
    return slots(t, w, h, types=any(s.traits for s in specs), note=any(s.strip for s in specs),
                 label=any(s.label for s in specs), art=any(s.icon or s.corner for s in specs))


def layout_deck(specs: list[FaceSpec], t: Template, w: float, h: float, fonts: Fonts, panel: str = CREAM,
                surface_key: tuple[str, int] = ("", 1)) -> dict[FaceSpec, FaceLayout | TextFitError]:
    """Every face of one deck laid out on the deck's slots at one body size and one note size: the
    largest at which its longest card fits. A face that cannot fit at all maps to its TextFitError."""
    s = deck_slots(specs, t, w, h)
    failed: dict[FaceSpec, FaceLayout | TextFitError] = {}
    size, note_size = t.text_max, t.note_size
    for spec in specs:
        try:
            if spec.traits and _trait_width(spec.traits, fonts.bold) > s.text.w:
                raise TextFitError(f"the type line ({', '.join(t.text for t in spec.traits)}) does not fit "
                                   f"{s.text.w / mm(1):.1f} mm at {TRAIT_SIZE:g} pt")
            if spec.strip and s.note:
                note_size = min(note_size, fit_text(spec.strip, fonts.text, s.note.w, s.note.h, note_size).size)
            size = min(size, _largest(spec, s.text.w, s.text.h - t.text_pad, fonts, size))
        except TextFitError as exc:
            failed[spec] = exc
    out: dict[FaceSpec, FaceLayout | TextFitError] = dict(failed)
    for spec in specs:
        if spec in failed:
            continue
        left, right = _title_span(spec, s)
        title = fit_line(spec.title, fonts.display, right - left - mm(1.5), t.title_size, MIN_SIZE + 1)
        lines = wrap_sections(spec.sections, size, s.text.w, fonts.text, fonts.bold) or []
        note = fit_text(spec.strip, fonts.text, s.note.w, s.note.h, note_size, note_size) if spec.strip and s.note else None
        shown = replace(spec, colour=aa_ground(spec.colour))  # the frame deepened if its title would not read
        out[spec] = FaceLayout(shown, s, fonts, title, size, lines, note, spec.panel or panel, surface_key)
    return out


def draw_face(c: Canvas, layout: FaceLayout, w: float, h: float, bleed: float, ink_saver: bool) -> None:
    spec, s = layout.spec, layout.slots
    _frame(c, layout, w, h, bleed, ink_saver)
    _title(c, layout, ink_saver)
    if s.art and (spec.icon or spec.corner):
        _art(c, layout, ink_saver)
    if s.types and spec.traits:
        _type_line(c, spec, s, layout.fonts.bold, ink_saver)
    if s.note and layout.note:
        _note(c, layout.note, layout.fonts.text, s)
    _draw_runs(c, layout)
    if spec.label and s.label_y is not None:
        _spaced(c, spec.label.upper(), layout.fonts.bold, s.template.label_size, w / 2, s.label_y,
                spec.colour if ink_saver else readable(spec.colour, layout.panel))
    if spec.overlay:
        spec.overlay(c, s, ink_saver)


def _art(c: Canvas, layout: FaceLayout, ink_saver: bool) -> None:
    """The picture panel: a tint of the card's colour on the game's surface, the icon in three tones
    (a ground shadow, a dark shade offset behind, the fill), sized to fill the panel."""
    spec, box = layout.spec, layout.slots.art
    assert box is not None
    t = layout.slots.template
    ground = lighten(spec.colour, 0.8)
    pattern = t.art_pattern or layout.surface[0]
    if ink_saver:
        fill_area(c, box.x, box.y, box.w, box.h, ground, True, mm(1.5), 0.6)
    else:
        surface(c, pattern, box.x, box.y, box.w, box.h, ground, layout.surface[1], mm(1.5), strength=0.6)
    if spec.icon:
        size = min(box.h * t.icon, box.w * 0.8)
        x, y = box.x + (box.w - size) / 2, box.y + (box.h - size) / 2 + size * 0.03
        if not ink_saver:
            c.saveState()
            c.setFillColor(shade(ground, 0.16))
            c.ellipse(x + size * 0.12, y - size * 0.02, x + size * 0.88, y + size * 0.08, stroke=0, fill=1)
            c.restoreState()
            _symbol(c, spec.icon, x + size * 0.025, y - size * 0.025, size, shade(spec.colour, 0.45))
        _symbol(c, spec.icon, x, y, size, spec.colour)
    if spec.corner and box.h >= mm(8):
        _symbol(c, spec.corner, box.x + box.w - mm(6.5), box.top - mm(6.5), mm(5.5), INK)


def _spaced(c: Canvas, text: str, font_name: str, size: float, centre: float, y: float, tint) -> None:  # noqa: ANN001
    """A small-caps style label: letter-spaced, centred."""
    space = size * 0.18
    t = c.beginText()
    t.setFont(font_name, size)
    t.setCharSpace(space)
    t.setFillColor(colour(tint))
    t.setTextOrigin(centre - (width(text, font_name, size) + space * (len(text) - 1)) / 2, y)
    t.textOut(text)
    c.drawText(t)


def _frame(c: Canvas, layout: FaceLayout, w: float, h: float, bleed: float, ink_saver: bool) -> None:
    """Neutral edge (or the frame colour) out to the bleed, the colour frame with a light inner rule,
    the panel on the game's surface; in ink-saver mode hairlines and a thin frame instead of fills."""
    spec, s = layout.spec, layout.slots
    t = s.template
    c.saveState()
    if ink_saver:
        c.setStrokeColorRGB(0.55, 0.55, 0.55)
        c.setLineWidth(0.3)
        c.rect(0, 0, w, h, stroke=1, fill=0)
        c.setStrokeColor(colour(spec.colour))
        c.setLineWidth(1.4)
        c.roundRect(SAFE, SAFE, w - 2 * SAFE, h - 2 * SAFE, mm(1.5), stroke=1, fill=0)
        dark = sum(colour(spec.colour).rgb()) < 0.6  # a Black Goblin keeps a heavy rule
        c.setLineWidth(3.2 if dark else 1.0)
        y = s.title.y + mm(0.3)
        c.line(SAFE + mm(0.5), y, w - SAFE - mm(0.5), y)
    else:
        if spec.edge and not cut_alone(c):
            c.setFillColor(colour(spec.edge))
            c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
            out = t.edge
        else:
            out = -bleed
        c.setFillColor(colour(spec.colour))
        c.rect(out, out, w - 2 * out, h - 2 * out, stroke=0, fill=1)
        c.setStrokeColor(shade(spec.colour, -0.35))
        c.setLineWidth(0.5)
        inset = t.frame - mm(0.8)
        c.roundRect(inset, inset, w - 2 * inset, s.title.top + mm(0.8) - inset, t.radius + mm(0.6), stroke=1, fill=0)
        p = s.panel
        surface(c, layout.surface[0], p.x, p.y, p.w, p.h, layout.panel, layout.surface[1] + 7, t.radius,
                strength=0.3)  # under the rules text: a whisper of the surface, so the text keeps its contrast
    c.restoreState()
    if spec.border:
        c.saveState()
        c.setStrokeColor(colour(spec.border))
        c.setLineWidth(mm(0.9))
        inset = SAFE + mm(0.45)
        c.rect(inset, inset, w - 2 * inset, h - 2 * inset, stroke=1, fill=0)
        c.restoreState()


def _title(c: Canvas, layout: FaceLayout, ink_saver: bool) -> None:
    spec, s = layout.spec, layout.slots
    mid = s.badge_left[1]
    left, right = _title_span(spec, s)
    c.setFillColor(colour(INK if ink_saver else best_ink(spec.colour)))
    c.setFont(layout.fonts.display, layout.title_size)
    baseline = mid - layout.title_size * 0.36
    if spec.badge_left or spec.badge_right or spec.title_icon or s.template.title_align == "left":
        c.drawString(left + mm(0.75), baseline, spec.title)
    else:
        c.drawCentredString((left + right) / 2, baseline, spec.title)
    for badge, (x, y) in ((spec.badge_left, s.badge_left), (spec.badge_right, s.badge_right)):
        if badge:
            _badge(c, x, y, badge, layout, ink_saver)
    if spec.title_icon and not spec.badge_right:
        size = 2 * s.template.badge_r
        _symbol(c, spec.title_icon, s.badge_right[0] - size / 2, mid - size / 2, size,
                spec.colour if ink_saver else best_ink(spec.colour))


def _symbol(c: Canvas, name: str, x: float, y: float, size: float, tint) -> None:  # noqa: ANN001 - hex or Color
    """A vendored icon; a name that is not one is drawn as a symbol in the icon font (older content)."""
    if is_icon(name):
        draw_icon(c, name, x, y, size, tint)
        return
    c.saveState()
    c.setFillColor(colour(tint))
    c.setFont(font(ICON_FONT), size)
    c.drawCentredString(x + size / 2, y + size * 0.15, name)
    c.restoreState()


def _type_line(c: Canvas, spec: FaceSpec, s: Slots, bold: str, ink_saver: bool) -> None:
    """The type and traits as one band: icons and words on the card's colour, in the ink that reads."""
    box = s.types
    assert box is not None
    ink = spec.colour if ink_saver else best_ink(spec.colour)
    fill_area(c, box.x, box.y, box.w, box.h, spec.colour, ink_saver, box.h / 2, 0.8)
    total = _trait_width(spec.traits, bold)
    cursor = box.x + box.w / 2 - total / 2
    base = box.y + box.h / 2 - TRAIT_SIZE * 0.35
    c.saveState()
    for trait in spec.traits:
        icon = TRAIT_SIZE * 1.0
        _symbol(c, trait.icon, cursor, box.y + (box.h - icon) / 2, icon, ink)
        cursor += TRAIT_SIZE * 1.1
        c.setFillColor(colour(ink))
        c.setFont(bold, TRAIT_SIZE)
        c.drawString(cursor, base, trait.text)
        cursor += width(trait.text, bold, TRAIT_SIZE) + mm(1.5)
    c.restoreState()


def _note(c: Canvas, note: FittedText, font_name: str, s: Slots) -> None:
    box = s.note
    assert box is not None
    c.saveState()
    c.setFillColor(colour(INK))
    c.setFont(font_name, note.size)
    y = box.top - note.size
    for line in note.lines:
        c.drawCentredString(box.x + box.w / 2, y, line)
        y -= note.leading
    c.restoreState()


def _draw_runs(c: Canvas, layout: FaceLayout) -> None:
    """The rules text as one text object from the text box's top: each line starts at its left edge."""
    size, box = layout.text_size, layout.slots.text
    y = box.top - layout.slots.template.text_pad / 2 - size
    c.setFillColor(colour(INK))
    text = c.beginText()
    names = layout.fonts.text, layout.fonts.bold
    current = ""
    for line in layout.lines:
        if not line:
            y -= size * GAP
            continue
        text.setTextOrigin(box.x, y)
        for run in line:
            name = names[run.bold]
            if name != current:
                text.setFont(name, size)
                current = name
            text.textOut(run.text)
        y -= size * 1.2
    c.drawText(text)


def _badge(c: Canvas, x: float, y: float, badge: Badge, layout: FaceLayout, ink_saver: bool) -> None:
    """A round badge: the number in the display face in the ink that reads on it (WCAG AA), a light
    ring, and what the number is on a small tab below it."""
    t = layout.slots.template
    r = t.badge_r
    c.saveState()
    ink = badge.colour if ink_saver else best_ink(badge.colour)
    if badge.label:
        name = layout.fonts.bold
        tab_w = max(width(badge.label, name, t.badge_label) + mm(1.6), 2 * r * 0.9)
        tab_h = t.badge_label * 1.15
        c.setFillColor(colour("#ffffff" if ink_saver else badge.colour))
        c.setStrokeColor(colour(badge.colour))
        c.setLineWidth(0.6)
        card_w = 2 * layout.slots.panel.x + layout.slots.panel.w
        left = min(max(x - tab_w / 2, SAFE), card_w - SAFE - tab_w)  # kept inside the safe zone
        c.roundRect(left, y - r - tab_h + mm(0.6), tab_w, tab_h, mm(0.8), stroke=1, fill=1)
        c.setFillColor(colour(ink))
        c.setFont(name, t.badge_label)
        c.drawCentredString(left + tab_w / 2, y - r - tab_h + mm(0.6) + t.badge_label * 0.28, badge.label)
    c.setFillColor(colour("#ffffff" if ink_saver else badge.colour))
    c.setStrokeColor(colour(badge.colour if ink_saver else shade(badge.colour, -0.55)))
    c.setLineWidth(1)
    c.circle(x, y, r, stroke=1, fill=1)
    c.setFillColor(colour(ink))
    size = t.badge_size if len(badge.text) < 2 else t.badge_size * 0.78
    c.setFont(layout.fonts.display, size)
    c.drawCentredString(x, y - size * 0.36, badge.text)
    c.restoreState()
