"""Drawing a designed card face, shared by every game's cards, as its deck's template placed it (the
data and the fitting are face_fit.py's): a neutral edge, a colour frame with the title in the game's
display face and labelled badges at its ends, a picture panel on a seeded surface with the icon in
three tones, a type line, a note, and rules text in the text box at the deck's one body size.
Everything that must survive cutting stays 3 mm (SAFE) inside the cut line.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.fonts import ICON_FONT
from goblinkit.content.units import mm
from goblinkit.pnp.contrast import best_ink, readable
from goblinkit.pnp.drawers.face_fit import (CREAM, EDGE_BAND, GAP, NEUTRAL, SAFE, TRAIT_SIZE, Badge,  # noqa: F401
                                            FaceLayout, FaceSpec, Run, Section, Trait, _height, _title_span,
                                            _trait_width, deck_slots, is_icon, layout_deck, wrap_sections)
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.drawers.inline import draw_line, line_advance
from goblinkit.pnp.drawers.paint import INK, colour, cut_alone, fill_area, lighten
from goblinkit.pnp.fonts import font, width
from goblinkit.pnp.layout import Slots
from goblinkit.pnp.surfaces import shade, surface
from goblinkit.pnp.textfit import FittedText

# FaceSpec, Badge, Section, Trait, layout_deck ... are imported from here by the games (re-exported).


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
    _draw_runs(c, layout, ink_saver)
    if spec.label and s.label_y is not None:
        _spaced(c, spec.label.upper(), layout.fonts.bold, s.template.label_size, w / 2, s.label_y,
                spec.colour if ink_saver else readable(spec.colour, layout.panel))
    if spec.overlay:
        spec.overlay(c, s, ink_saver)


BORDER, BORDER_SAVER = 0.9, 0.45  # the second colour's ring (mm): the red-bordered cards, Goblout's two colours


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
            _symbol(c, spec.icon, x + size * 0.025, y - size * 0.025, size, shade(spec.icon_colour or spec.colour, 0.45))
        _symbol(c, spec.icon, x, y, size, spec.icon_colour or spec.colour)
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
        if not spec.border:  # a second colour's ring (drawn below) is then the card's only frame line
            c.setStrokeColor(colour(spec.colour))
            c.setLineWidth(1.4)
            c.roundRect(SAFE, SAFE, w - 2 * SAFE, h - 2 * SAFE, mm(1.5), stroke=1, fill=0)
        dark = sum(colour(spec.colour).rgb()) < 0.6  # a Black Goblin keeps a heavy rule
        c.setLineWidth(3.2 if (dark if spec.heavy_rule is None else spec.heavy_rule) else 1.0)
        y = s.title.y + mm(0.3) if s.title.y > s.panel.y else s.title.top - mm(0.3)  # the rule between band and panel
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
        c.roundRect(inset, inset, w - 2 * inset, max(s.title.top, s.panel.top) + mm(0.8) - inset, t.radius + mm(0.6),
                    stroke=1, fill=0)
        p = s.panel
        surface(c, layout.surface[0], p.x, p.y, p.w, p.h, layout.panel, layout.surface[1] + 7, t.radius,
                strength=0.3)  # under the rules text: a whisper of the surface, so the text keeps its contrast
    c.restoreState()
    if spec.border:
        c.saveState()
        c.setStrokeColor(colour(spec.border))
        c.setLineWidth(mm(BORDER_SAVER if ink_saver else BORDER))  # ink-saver: a rule that still names the deck
        inset = SAFE + mm(0.45)
        c.rect(inset, inset, w - 2 * inset, h - 2 * inset, stroke=1, fill=0)
        c.restoreState()


def title_left(align: str, beside: bool) -> bool:
    """Whether a title starts at the left of its span: `left` always, `centre` never, `auto` when a badge
    or an icon is beside it (a centred title would look off-centre between uneven neighbours)."""
    return align == "left" or (align == "auto" and beside)


def _title(c: Canvas, layout: FaceLayout, ink_saver: bool) -> None:
    spec, s = layout.spec, layout.slots
    mid = s.badge_left[1]
    left, right = _title_span(spec, s)
    c.setFillColor(colour(INK if ink_saver else best_ink(spec.colour)))
    c.setFont(layout.fonts.display, layout.title_size)
    baseline = mid - layout.title_size * 0.36
    if title_left(s.template.title_align, bool(spec.badge_left or spec.badge_right or spec.title_icon)):
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


def _draw_runs(c: Canvas, layout: FaceLayout, ink_saver: bool) -> None:
    """The rules text from the text box's top, each line from its left edge, chips and icons inline."""
    size, box = layout.text_size, layout.slots.text
    y = box.top - layout.slots.template.text_pad / 2 - size
    faces = layout.fonts.text, layout.fonts.bold
    for line, below in zip(layout.lines, layout.lines[1:] + [[]]):
        if not line:
            y -= size * GAP
            continue
        draw_line(c, line, box.x, y, size, faces, layout.spec.colour, ink_saver)
        y -= line_advance(line, below, size)


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
        tab_h, tab_y, baseline = _label_tab(y - r, t.badge_label, t.badge_label_place)
        c.setFillColor(colour("#ffffff" if ink_saver else badge.colour))
        c.setStrokeColor(colour(badge.colour))
        c.setLineWidth(0.6)
        card_w = 2 * layout.slots.panel.x + layout.slots.panel.w
        left = min(max(x - tab_w / 2, SAFE), card_w - SAFE - tab_w)  # kept inside the safe zone
        c.roundRect(left, tab_y, tab_w, tab_h, mm(0.8), stroke=1, fill=1)
        c.setFillColor(colour(ink))
        c.setFont(name, t.badge_label)
        c.drawCentredString(left + tab_w / 2, baseline, badge.label)
    c.setFillColor(colour("#ffffff" if ink_saver else badge.colour))
    c.setStrokeColor(colour(badge.colour if ink_saver else shade(badge.colour, -0.55)))
    c.setLineWidth(1)
    c.circle(x, y, r, stroke=1, fill=1)
    c.setFillColor(colour(ink))
    size = t.badge_size if len(badge.text) < 2 else t.badge_size * 0.78
    c.setFont(layout.fonts.display, size)
    c.drawCentredString(x, y - size * 0.36, badge.text)
    c.restoreState()


CAPS = 0.76  # a capital's height, in ems (the bold faces' cap height as their fonts declare it, DejaVu's the tallest)


def _label_tab(ring_bottom: float, size: float, place: str) -> tuple[float, float, float]:
    """A badge label's tab (height, bottom) and its words' baseline. `tucked`: the tab's top 0.6 mm under
    the ring (its capitals' tops hidden by it at 6.5 pt); `below`: the tab still starts under the ring, but
    its capitals end 0.25 mm below the ring's bottom, so every letter shows whole."""
    if place == "below":
        baseline = ring_bottom - mm(0.25) - size * CAPS
        bottom = baseline - size * 0.24
        return ring_bottom + mm(0.5) - bottom, bottom, baseline
    tab_h = size * 1.15
    bottom = ring_bottom - tab_h + mm(0.6)
    return tab_h, bottom, bottom + size * 0.28


@dataclass(frozen=True, eq=False)
class FaceDrawing:
    """A FaceSpec laid out once, as a DrawFn: every copy of an identical face is this one object
    (so a sheet can draw it once per file), and it names what it paints (the benchmark's floor)."""

    layout: FaceLayout
    deck: str = ""  # the deck it was laid out with (decks merged onto shared sheets keep their own)

    @property
    def spec(self) -> FaceSpec:
        return self.layout.spec

    def __call__(self, c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        draw_face(c, self.layout, w, h, bleed, ink_saver)
