"""A card face as data (FaceSpec: title, badges, picture, type line, note, rules text) and its fitting
to its deck's template: every card of a deck on the template's slots at one body size, the largest at
which the deck's longest card fits (`layout_deck`); a card that cannot fit even at 6.5 pt raises
TextFitError naming it. Drawing the laid-out face is face.py's job.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.icons import available
from goblinkit.content.units import mm
from goblinkit.pnp.contrast import aa_ground
from goblinkit.pnp.drawers.inline import Run, join, line_advance, run_width, segments, words, wrap_pieces
from goblinkit.pnp.fonts import width
from goblinkit.pnp.layout import Slots, Template, slots
from goblinkit.pnp.style import Fonts
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
    icon_colour: str = ""  # the picture's icon ("": the card's colour); a light colour deepened to read on its ground
    heavy_rule: bool | None = None  # ink-saver's rule under the title: heavy (a Black Goblin), or None: if the colour is dark
    overlay: Overlay | None = field(default=None, compare=True)  # drawn last, given the deck's slots


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
    return sum(line_advance(line, below, size) if line else size * GAP
               for line, below in zip(lines, lines[1:] + [[]]))


WIDOW_NARROWING = (0.97, 0.94, 0.91, 0.88, 0.85, 0.82)  # the measures a widowed paragraph is tried at
FAIR_FILL = 0.65  # a re-wrap keeps each line mid-paragraph at about two thirds of the measure (or the greedy's shortest)


def wrap_sections(sections: tuple[Section, ...], size: float, box_w: float, body: str, bold: str,
                  widows: str = "allow", chip: float = 0.0) -> list[list[Run]] | None:
    """The sections wrapped into lines of runs at `size` (chips and inline icons measured as they print);
    None if one word is wider than the box. `widows: avoid`: a paragraph that would end on a line of one
    word ("it.") is wrapped at a slightly narrower measure, the first that ends it on two words or more in
    as many lines, else its last line takes the word before it (`_pull_down`); either only if it leaves no
    line inside the paragraph much shorter than the measure (`_fair`), else the widow stays.
    `chip`: the chips' words at this size or more (the deck's body.chip)."""
    lines: list[list[Run]] = []
    for number, section in enumerate(sections):
        if number:
            lines.append([])
        pieces = _slashes_kept([segments(w, True) for w in _tied(section.head)] +
                               [segments(w, False) for w in _tied(section.body)])
        if chip:
            pieces = [[replace(run, least=chip) if run.kind == "chip" else run for run in piece] for piece in pieces]
        wrapped = wrap_pieces(pieces, size, box_w, (body, bold))
        if wrapped is None:
            return None
        if widows == "avoid" and _widowed(wrapped):
            faces = (body, bold)
            tries = (wrap_pieces(pieces, size, box_w * k, faces) for k in WIDOW_NARROWING)
            narrower = (t for t in tries if t is not None and len(t) == len(wrapped) and not _widowed(t))
            pulled = (t for t in [_pull_down(wrapped, size, box_w, faces)] if t is not None)
            wrapped = next((t for t in (*narrower, *pulled) if _fair(t, wrapped, size, box_w, faces)), wrapped)
        lines.extend(wrapped)
    return lines


def _fair(lines: list[list[Run]], greedy: list[list[Run]], size: float, box_w: float, faces: tuple[str, str]) -> bool:
    """No line mid-paragraph (neither the first nor the last) shorter than FAIR_FILL of the measure, or than
    the greedy wrap's shortest such line if that was shorter (a long word that could not fit): "Brutes /
    and Super-Goblins." is not fair; two balanced lines ("Fly: changes level / anywhere, freely.") are."""
    def shortest(paragraph: list[list[Run]]) -> float:
        return min((line_width(line, faces, size) for line in paragraph[1:-1]), default=box_w)
    return shortest(lines) >= min(FAIR_FILL * box_w, shortest(greedy)) - 1e-6


def line_width(line: list[Run], faces: tuple[str, str], size: float) -> float:
    return sum(run_width(run, faces, size) for run in line)


def _pull_down(lines: list[list[Run]], size: float, box_w: float, faces: tuple[str, str]) -> list[list[Run]] | None:
    """The widowed paragraph with the last word of its next-to-last line moved down beside the widow, when
    that line ends in a plain word (not a chip, a chain's "/" or a bold head's) and keeps at least two;
    None otherwise."""
    before, last = lines[-2], lines[-1]
    if not before or before[-1].kind != "text" or before[-1].bold:  # a bold head ("Comes into play:") stays whole
        return None
    text = before[-1].text.rstrip()
    keep, space, word = text.rpartition(" ")
    kept = before[:-1] + ([Run(keep, before[-1].bold)] if keep else [])
    if not space or not any(ch.isalnum() for ch in word) or \
            len("".join(r.text if r.kind == "text" else " x " for r in kept).split()) < 2:
        return None  # a chain's "/" stays at its line's end: a line never starts with it
    moved: list[Run] = [Run(word, before[-1].bold)]
    join(moved, last, True)
    if line_width(moved, faces, size) > box_w:
        return None
    return lines[:-2] + [kept, moved]


NO_BREAK, _TIE = "\u00a0", "\u2060"  # a no-break space in the text; held as a word joiner while wrapping


def _tied(text: str) -> list[str]:
    """The words of a text, two joined by a no-break space ("Range\u00a03") kept as one word."""
    return [w.replace(_TIE, " ") for w in words(text.replace(NO_BREAK, _TIE))]


KEPT_BEFORE = (["/"], ["·"])  # a chain's "/", a list's "·": never at a line's start


def _slashes_kept(pieces: list[list[Run]]) -> list[list[Run]]:
    """A chain's "/" ("{ATTACK} / {ENTER}") or a list's "·" ("Strength 3 · Fallout") joined to the word
    before it, so no line starts with it (a Profile ended on a stray "· Fallout.")."""
    kept: list[list[Run]] = []
    for piece in pieces:
        if kept and [run.text for run in piece] in KEPT_BEFORE:
            kept[-1] = list(kept[-1])
            join(kept[-1], piece, True)
        else:
            kept.append(piece)
    return kept


def _widowed(lines: list[list[Run]]) -> bool:
    """A paragraph of two lines or more whose last line is one word (a chip or an icon counts as a word)."""
    last = "".join(run.text if run.kind == "text" else " x " for run in lines[-1])
    return len(lines) > 1 and len(last.split()) == 1


def _trait_width(traits: tuple[Trait, ...], bold: str) -> float:
    words = sum(width(t.text, bold, TRAIT_SIZE) + TRAIT_SIZE * 1.1 for t in traits)
    return words + mm(1.5) * (len(traits) - 1)


def _largest(spec: FaceSpec, box_w: float, box_h: float, fonts: Fonts, top: float, floor: float = MIN_SIZE,
             chip: float = 0.0) -> float:
    """The largest body size (top down to the floor) at which the card's text fits its box."""
    size = top
    while size >= floor - 1e-9:
        lines = wrap_sections(spec.sections, size, box_w, fonts.text, fonts.bold, chip=chip)
        if lines is not None and _height(lines, size) <= box_h:
            return size
        size -= STEP
    chars = sum(len(s.body) + len(s.head) for s in spec.sections)
    floor_is = "" if floor <= MIN_SIZE else " (its deck's body.min)"
    raise TextFitError(f"text does not fit its {box_w / mm(1):.1f} x {box_h / mm(1):.1f} mm box even at "
                       f"{floor:g} pt{floor_is} ({chars} characters); shorten it")


def _deck_art(specs: list[FaceSpec], t: Template, s: Slots, fonts: Fonts) -> float:
    """The deck's picture height: from art.height up to art.max (by half millimetres), as tall as the
    deck's longest text allows at body.min. Every card of the deck keeps one picture panel."""
    if s.art is None or t.art_max <= t.art_h:
        return t.art_h
    room = t.art_max - t.art_h
    for spec in specs:
        lines = wrap_sections(spec.sections, t.text_min, s.text.w, fonts.text, fonts.bold, chip=t.chip)
        if lines is not None:
            room = min(room, s.text.h - t.text_pad - _height(lines, t.text_min))
    return t.art_h + max(0.0, room // mm(0.5) * mm(0.5))


def _title_span(spec: FaceSpec, s: Slots) -> tuple[float, float]:
    """Where the title may run: between the badges (or the title icon)."""
    room = 2 * s.template.badge_r + mm(1.5)
    return (s.title.x + (room if spec.badge_left else 0),
            s.title.x + s.title.w - (room if spec.badge_right or spec.title_icon else 0))


def deck_slots(specs: list[FaceSpec], t: Template, w: float, h: float, art_h: float | None = None) -> Slots:
    return slots(t, w, h, types=any(s.traits for s in specs), note=any(s.strip for s in specs),
                 label=any(s.label for s in specs), art=any(s.icon or s.corner for s in specs), art_h=art_h)


def layout_deck(specs: list[FaceSpec], t: Template, w: float, h: float, fonts: Fonts, panel: str = CREAM,
                surface_key: tuple[str, int] = ("", 1)) -> dict[FaceSpec, FaceLayout | TextFitError]:
    """Every face of one deck laid out on the deck's slots (one picture panel, one note size) with its
    text at the largest size in the deck's body range at which it fits. The picture is as tall as the
    deck's longest text allows at body.min (within art.height..art.max). A face that cannot fit at
    body.min maps to its TextFitError."""
    s = deck_slots(specs, t, w, h)
    failed: dict[FaceSpec, FaceLayout | TextFitError] = {}
    note_size = t.note_size
    for spec in specs:
        try:
            if spec.traits and _trait_width(spec.traits, fonts.bold) > s.text.w:
                raise TextFitError(f"the type line ({', '.join(t.text for t in spec.traits)}) does not fit "
                                   f"{s.text.w / mm(1):.1f} mm at {TRAIT_SIZE:g} pt")
            if spec.strip and s.note:
                note_size = min(note_size, fit_text(spec.strip, fonts.text, s.note.w, s.note.h, note_size).size)
            _largest(spec, s.text.w, s.text.h - t.text_pad, fonts, t.text_max, t.text_min, t.chip)
        except TextFitError as exc:
            failed[spec] = exc
    ok = [spec for spec in specs if spec not in failed]
    if s.art is not None:
        s = deck_slots(specs, t, w, h, _deck_art(ok, t, s, fonts))
    out: dict[FaceSpec, FaceLayout | TextFitError] = dict(failed)
    for spec in ok:
        left, right = _title_span(spec, s)
        try:
            title = fit_line(spec.title, fonts.display, right - left - mm(1.5), t.title_size,
                             min(MIN_SIZE + 1, t.title_size))  # a title a point above the floor, unless set lower
        except TextFitError as exc:  # located at the card's name by the job that made the face
            out[spec] = TextFitError(str(exc), name=True)
            continue
        size = _largest(spec, s.text.w, s.text.h - t.text_pad, fonts, t.text_max, t.text_min, t.chip)
        lines = wrap_sections(spec.sections, size, s.text.w, fonts.text, fonts.bold, chip=t.chip) or []
        if t.widows == "avoid":  # sized without it (as many lines either way, so the fitting stays cheap) ...
            kept = wrap_sections(spec.sections, size, s.text.w, fonts.text, fonts.bold, t.widows, t.chip) or []
            lines = kept if _height(kept, size) <= s.text.h - t.text_pad + 1e-6 else lines  # ... and checked
        note = fit_text(spec.strip, fonts.text, s.note.w, s.note.h, note_size, note_size) if spec.strip and s.note else None
        shown = replace(spec, colour=aa_ground(spec.colour))  # the frame deepened if its title would not read
        out[spec] = FaceLayout(shown, s, fonts, title, size, lines, note, spec.panel or panel, surface_key)
    return out
