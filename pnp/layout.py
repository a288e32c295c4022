"""Card templates as data: a deck's template (content/layouts.yaml, a game's style.yaml, a pack's) is
resolved through its `extends` chain into a Template in points, and `slots` places its boxes on a
card: every card of a deck gets the same title band, badges, picture panel, bands and text box.

Lengths are written with units ("8.5mm"); sizes in points. A band (the type line, the note) that
no card of the deck uses is left out for the whole deck, so the deck still has one geometry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from goblinkit.content.errors import ContentError, ContentErrors, Location
from goblinkit.content.units import mm, parse_length
from goblinkit.content.gamecontent import GameContent
from goblinkit.pnp.style import Style, style_for
from goblinkit.pnp.textfit import MIN_SIZE

DEFAULT = "card"


@dataclass(frozen=True)
class Template:
    name: str
    edge: float  # the neutral band from the cut line in
    frame: float  # the colour frame's width from the cut line
    radius: float
    title_h: float
    title_size: float
    title_align: str
    badge_r: float
    badge_size: float
    badge_label: float
    art_h: float
    icon: float  # the icon's share of the picture panel's height
    art_pattern: str
    types_h: float
    note_lines: int
    note_size: float
    text_max: float  # the deck's body size range: body.max (or text.max_size) ...
    text_pad: float
    label_h: float
    label_size: float
    pad: float
    title_place: str = "top"  # the title band at the top or the bottom of the card (title.align: bottom)
    elements: tuple = ()  # free elements (text, box, shape, image, icon at x/y): each mapping as sorted pairs
    text_template: str = ""  # text.template: the rules text as jinja2 (inline, or a .j2 file of the pack)
    text_min: float = 6.5  # ... down to body.min: each card's text at the largest size in the range that fits
    badge_label_place: str = "tucked"  # badge.label: the tab tucked under the ring, or its words wholly below it
    art_max: float = 0.0  # the picture's tallest (art.max): the deck's picture grows to it while every card fits
    widows: str = "allow"  # body.widows: "avoid" re-wraps a paragraph that would end on a one-word line
    chip: float = 0.0  # body.chip: a chip's words never under this size (0: 0.8 of the line's, as inline.py sets)


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def top(self) -> float:
        return self.y + self.h


@dataclass(frozen=True)
class Slots:
    """Where things go on every card of one deck (points from the card's lower-left corner)."""

    template: Template
    panel: Box
    title: Box
    badge_left: tuple[float, float]
    badge_right: tuple[float, float]
    art: Box | None
    types: Box | None
    note: Box | None
    text: Box
    label_y: float | None


def _resolve(style: Style, name: str, seen: tuple[str, ...] = ()) -> dict[str, Any]:
    raw = style.templates.get(name)
    if raw is None or name in seen:
        at = seen[-1] if seen else ""
        if name in seen:  # a circle, named from its first template (the same line whichever one is asked for)
            members = seen[seen.index(name):]
            at = min(members)
            turn = members.index(at)
            circle = members[turn:] + members[:turn] + (at,)
            problem = f"template '{name}' extends itself" if len(circle) == 2 else \
                f"templates extend one another in a circle ({' -> '.join(circle)})"
        else:
            problem = f"unknown template '{name}' (known: {', '.join(sorted(style.templates))})"
        doc = style.docs.get(at)
        where = doc.where(("templates", at, "extends")) if doc else Location("content/layouts.yaml")
        raise ContentErrors([ContentError(where, problem, field=f"templates.{at}.extends" if at else "extends")])
    parent = raw.get("extends")
    base = _resolve(style, parent, seen + (name,)) if parent else {}
    merged = dict(base)
    for key, value in raw.items():
        merged[key] = (base.get(key, {}) | value) if isinstance(value, dict) else value
    return merged


def template(style: Style, deck: str) -> Template:
    """The Template of `deck` (its own, the one style.yaml names for it, or the base card)."""
    name = style.template_name(deck)
    problem = _deck_template_problem(style, deck, name)
    if problem:
        raise ContentErrors([problem])
    return named_template(style, name)


def _deck_template_problem(style: Style, deck: str, name: str) -> ContentError | None:
    """A deck's `template:` that names no template, located where style.yaml names it."""
    if name in style.templates or f"deck:{deck}" not in style.docs:
        return None
    where = style.docs[f"deck:{deck}"].where(("decks", deck, "template"))
    return ContentError(where, f"unknown template '{name}' (known: {', '.join(sorted(style.templates))})",
                        field=f"decks.{deck}.template")


def checked_style(game: GameContent) -> Style:
    """The game's style with every template and deck's template checked (ContentErrors, located)."""
    style = style_for(game)
    problems = template_problems(style)
    if problems:
        raise ContentErrors(problems)
    return style


def template_problems(style: Style) -> list[ContentError]:
    """Every template resolved, used or not, and every deck's template named: an `extends` circle or
    an unknown parent is an error where it is written, even in a template no deck uses yet."""
    errors: list[ContentError] = []
    for name in sorted(style.templates):
        try:
            named_template(style, name)
        except ContentErrors as exc:  # a circle is reported once, from the first of its templates
            errors.extend(e for e in exc.errors if str(e) not in {str(f) for f in errors})
        errors.extend(_range_problems(style, name))
    for deck in sorted(style.decks):
        chosen = (style.decks[deck] or {}).get("template")
        if chosen and (problem := _deck_template_problem(style, deck, chosen)):
            errors.append(problem)
    return errors


def _range_problems(style: Style, name: str) -> list[ContentError]:
    """A range written upside down (body.min above body.max, art.max below art.height) would be silently
    ignored: an error where the template writes it."""
    try:
        t = named_template(style, name)
    except ContentErrors:
        return []
    raw, doc = style.templates.get(name) or {}, style.docs.get(name)
    problems = []
    if t.text_min > t.text_max and "body" in raw:
        problems.append((("body", "min"), f"body.min ({t.text_min:g} pt) is above body.max ({t.text_max:g} pt)"))
    if t.art_max < t.art_h and "max" in (raw.get("art") or {}):
        problems.append((("art", "max"), f"art.max ({t.art_max / mm(1):g} mm) is below art.height "
                                          f"({t.art_h / mm(1):g} mm)"))
    return [ContentError(doc.where(("templates", name, *path)) if doc else Location("content/layouts.yaml"), problem,
                         field=f"templates.{name}.{'.'.join(path)}") for path, problem in problems]


def named_template(style: Style, name: str) -> Template:
    """The template called `name`, its `extends` chain resolved, in points."""
    data = _resolve(style, name)

    def length(section: str, key: str, default: str) -> float:
        value = (data.get(section) or {}).get(key, default) if section else data.get(key, default)
        return parse_length(value).pt

    def number(section: str, key: str, default: float) -> float:
        return float((data.get(section) or {}).get(key, default))

    align_words = str((data.get("title") or {}).get("align", "auto")).split()
    place = next((w for w in align_words if w in ("top", "bottom")), "top")
    align = next((w for w in align_words if w not in ("top", "bottom")), "auto")
    return Template(
        name=name, edge=length("frame", "edge", "1.5mm"), frame=length("frame", "width", "4mm"),
        radius=length("frame", "radius", "1.6mm"), title_h=length("title", "height", "8.5mm"),
        title_size=number("title", "size", 11.5), title_align=align, title_place=place,
        badge_r=length("badge", "radius", "3.4mm"), badge_size=number("badge", "size", 11),
        badge_label=number("badge", "label_size", 6.5),
        badge_label_place=str((data.get("badge") or {}).get("label", "tucked")), art_h=length("art", "height", "30mm"),
        icon=number("art", "icon", 0.82), art_pattern=(data.get("art") or {}).get("pattern", ""),
        types_h=length("types", "height", "4.6mm"), note_lines=int(number("note", "lines", 1)),
        note_size=number("note", "size", 8), text_max=number("body", "max", number("text", "max_size", 10)),
        text_min=number("body", "min", MIN_SIZE), art_max=length("art", "max", (data.get("art") or {}).get("height", "30mm")),
        text_pad=length("text", "pad", "1.2mm"),
        label_h=length("label", "height", "3.4mm"), label_size=number("label", "size", 6.5),
        pad=length("", "pad", "1.6mm"), elements=tuple(tuple(sorted(e.items())) for e in data.get("elements") or ()), text_template=(data.get("text") or {}).get("template", ""),
        widows=str((data.get("body") or {}).get("widows", "allow")), chip=number("body", "chip", 0.0))


def slots(t: Template, w: float, h: float, types: bool, note: bool, label: bool, art: bool = True,
          art_h: float | None = None) -> Slots:
    """The deck's boxes, top to bottom: title band (or at the bottom), picture (`art_h` tall, the template's
    art.height unless the deck's picture grew), type line, note, text, label."""
    art_h = t.art_h if art_h is None else art_h
    if t.title_place == "bottom":  # the band along the bottom edge, the panel above it
        panel = Box(t.frame, t.frame + t.title_h, w - 2 * t.frame, h - 2 * t.frame - t.title_h)
        title = Box(t.frame, t.frame, w - 2 * t.frame, t.title_h)
    else:
        panel = Box(t.frame, t.frame, w - 2 * t.frame, h - 2 * t.frame - t.title_h)
        title = Box(t.frame, h - t.frame - t.title_h, w - 2 * t.frame, t.title_h)
    mid = title.y + t.title_h / 2 + mm(0.9)
    x0, x1 = panel.x + t.pad, panel.x + panel.w - t.pad
    y = panel.top - t.pad
    art_box = None
    if art and art_h > 0:
        art_box = Box(x0, y - art_h, x1 - x0, art_h)
        y -= art_h + mm(1)
    types_box = None
    if types:
        types_box = Box(x0, y - t.types_h, x1 - x0, t.types_h)
        y -= t.types_h + mm(1)
    note_box = None
    if note:
        note_h = t.note_lines * t.note_size * 1.2
        note_box = Box(x0, y - note_h, x1 - x0, note_h)
        y -= note_h + mm(0.6)
    bottom = panel.y + (t.label_h if label else t.pad)
    text = Box(x0, bottom, x1 - x0, y - bottom)
    return Slots(t, panel, title, (t.frame + t.badge_r + mm(0.4), mid), (w - t.frame - t.badge_r - mm(0.4), mid),
                 art_box, types_box, note_box, text, panel.y + mm(1.3) if label else None)
