"""Reading a game's look (content/<game>/style.yaml, and a content pack's over it) and the shared card
templates (content/layouts.yaml), every key checked against a schema so a typo is an error at its
file:line, never a silently ignored setting.

The schema is a tree of dicts: a key's value is either a nested schema, a leaf type name, or for
`*` any key of that shape (deck ids, template names). A pack's file is checked alone, then merged
over the built-in data key by key (a pack restyles one colour without repeating the rest).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from goblinkit.content.errors import ContentError, ContentErrors
from goblinkit.content.fonts import BUILTIN_FONTS
from goblinkit.content.icons import available
from goblinkit.content.loader import builtin_root
from goblinkit.content.units import parse_length
from goblinkit.content.yamlsource import Document, read_yaml
from goblinkit.pnp.board_colours import BOARD_ROLES
from goblinkit.pnp.textfit import MIN_SIZE

STYLE_FILE = "style.yaml"
PATTERNS = ("plain", "parchment", "stone", "grass", "wood", "playroom", "dots", "scales", "bricks", "rays", "vignette")

BOX = {"height": "length", "size": "points", "lines": "lines"}
TEMPLATE: dict[str, Any] = {
    "extends": "text", "about": "text",
    "frame": {"edge": "length", "width": "length", "radius": "length"},
    "title": {"height": "length", "size": "points", "align": "align"},
    "badge": {"radius": "length", "size": "points", "label_size": "points", "label": "badge-label"},
    "art": {"height": "length", "max": "length", "icon": "share", "pattern": "pattern"},
    "types": dict(BOX), "note": dict(BOX),
    "text": {"max_size": "points", "pad": "length", "template": "jinja"},
    "body": {"min": "points", "max": "points", "widows": "widows", "chip": "points"},  # the deck's body size range (body.max overrides
    # text.max_size); widows: avoid re-wraps a paragraph whose last line is one word; chip: a chip's words' least size
    "label": {"height": "length", "size": "points"},
    "pad": "length",
    "elements": ["element"],  # free elements at x/y (pnp/elements.py), drawn over the card
}
ELEMENT: dict[str, Any] = {
    "kind": "element-kind", "x": "length", "y": "length", "w": "length", "h": "length", "text": "jinja",
    "size": "points", "font": "element-font", "colour": "colour", "fill": "colour", "shape": "shape", "icon": "icon",
    "image": "text", "align": "align", "line": "length",
}
ELEMENT_KINDS = ("text", "box", "shape", "image", "icon")
SHAPES = ("ellipse", "rounded", "diamond")
NEEDS = {"text": ("text",), "box": ("w", "h"), "shape": ("w", "h", "shape"), "image": ("w", "h", "image"),
         "icon": ("w", "icon")}
BACK = {"pattern": "pattern", "motif": "icon", "lockup": "text", "tagline": "text", "colour": "colour",
        "ink": "colour", "ground": "colour"}
SCHEMA: dict[str, Any] = {
    "about": "text",
    "fonts": {"display": "font", "text": "font", "bold": "font", "lockup": "font"},
    "palette": {"frame": "colour", "panel": "colour", "ink": "colour", "accent": "colour", "edge": "colour",
                "kinds": {"*": "colour"}},
    "surface": {"pattern": "pattern", "seed": "count", "tint": "colour", "strength": "share"},
    "back": BACK,
    "logo": {"icon": "icon", "text": "text", "colour": "colour", "ink": "colour", "face": "font",  # the drawn logo
             "shape": "logo-shape", "emblem": "colour", "outline": "colour", "shadow": "colour"},  # (pnp/logo.py)
    "box": {"band": "colour", "tagline": "text",  # the tuck boxes' wrap-round band and the line on their backs,
            "pieces": "ids"},  # and the components (chits, blips) boxed together in one more box (pnp/tuckbox.py)
    "board": {name: "colour" for name in BOARD_ROLES},
    "chits": {"tint": "share", "rim": "length"},  # counters and markers: a pale ground and a rim (drawers/counter.py)
    "decks": {"*": {"template": "text", "back": BACK}},
    "templates": {"*": TEMPLATE},
}
LAYOUT_SCHEMA: dict[str, Any] = {"about": "text", "templates": {"*": TEMPLATE}}
MAX_POINTS = 72.0  # an inch-high letter: the largest type size a template may ask for
MAX_LINES = 10
ALIGNS = ("auto", "left", "centre")  # auto: left beside a badge or icon, else centred
PLACES = ("top", "bottom")
WIDOWS = ("allow", "avoid")  # body.widows: a paragraph may end on a one-word line, or is re-wrapped so it does not
BADGE_LABELS = ("tucked", "below")  # a badge's label tab: tucked under its ring, or its words wholly below it  # where the title band sits (title.align: bottom, or "bottom left")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


def _leaf_problem(kind: str, value: Any) -> str | None:
    """Why `value` is not a `kind` (None if it is)."""
    if kind == "text":
        return None if isinstance(value, str) else "expected text"
    if kind == "colour":
        return None if isinstance(value, str) and _COLOUR.match(value) else "expected a colour '#rrggbb'"
    if kind == "points":  # a type size: nothing is printed below the floor, nor a card's worth of one letter
        ok = _number(value) and MIN_SIZE <= value <= MAX_POINTS
        return None if ok else \
            f"expected a type size in points from {MIN_SIZE:g} to {MAX_POINTS:g}, got {_shown(value)}"
    if kind == "share":
        ok = _number(value) and 0 <= value <= 1
        return None if ok else f"expected a share from 0 to 1 (such as 0.8), got {_shown(value)}"
    if kind == "lines":
        return None if _number(value) and value == int(value) and 1 <= value <= MAX_LINES else \
            f"expected a whole number of lines from 1 to {MAX_LINES}, got {_shown(value)}"
    if kind == "count":
        return None if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 1_000_000 else \
            "expected a whole number"
    if kind == "length":
        try:
            parse_length(value)
        except (ValueError, TypeError):
            return "expected a length with its unit ('4mm', '0.2in')"
        return None
    if kind == "font":  # a pack's own .ttf is checked where the file is known (pack_fonts)
        if isinstance(value, str) and value.lower().endswith(".ttf"):
            return None
        problem = _one_of(value, BUILTIN_FONTS, "font", "built-in")
        return problem and problem[:-1] + "; or a .ttf beside the style, with its licence)"
    if kind == "icon":
        return None if isinstance(value, str) and value in available() else f"unknown icon {_shown(value)}"
    if kind == "pattern":
        return _one_of(value, PATTERNS, "pattern")
    if kind == "align":
        return _align_problem(value)
    if kind == "element-font":  # one of the style's faces, or a built-in font
        return _one_of(value, ("display", "text", "bold") + tuple(BUILTIN_FONTS), "font")
    if kind == "widows":
        return _one_of(value, WIDOWS, "widows setting")
    if kind == "badge-label":
        return _one_of(value, BADGE_LABELS, "badge label place")
    if kind == "element-kind":
        return _one_of(value, ELEMENT_KINDS, "element kind")
    if kind == "shape":
        return _one_of(value, SHAPES, "shape")
    if kind == "logo-shape":
        from goblinkit.pnp.logo_shapes import SHAPES as LOGO_SHAPES

        return _one_of(value, LOGO_SHAPES, "logo shape")
    if kind == "ids":  # component ids, checked against the game where it is known (pnp/tuckbox_pieces.py)
        ok = isinstance(value, list) and value and all(isinstance(v, str) and v for v in value)
        return None if ok else "expected a list of component ids, such as [blips, markers]"
    if kind == "jinja":  # a card's rules text as a jinja2 template, written here or in a .j2 file of the pack
        if not isinstance(value, str):
            return "expected a jinja2 template (text) or the name of a .j2 file beside the style"
        from goblinkit.pnp.text_templates import syntax_problem

        return None if value.endswith(".j2") and "\n" not in value else syntax_problem(value)
    raise AssertionError(kind)


def _align_problem(value: Any) -> str | None:
    """title.align: a place (top, bottom), an alignment (auto, left, centre), or one of each ("bottom left")."""
    words = value.split() if isinstance(value, str) else []
    places = [w for w in words if w in PLACES]
    aligns = [w for w in words if w in ALIGNS]
    if words and len(places) <= 1 and len(aligns) <= 1 and len(places) + len(aligns) == len(words):
        return None
    return f"unknown alignment {_shown(value)} (a place: {', '.join(PLACES)}; an alignment: {', '.join(ALIGNS)}; " \
           "such as 'bottom left')"


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _one_of(value: Any, known: Any, noun: str, listed: str = "known") -> str | None:
    """None if `value` is one of `known` (text only: a list or a mapping is never a name)."""
    if isinstance(value, str) and value in known:
        return None
    return f"unknown {noun} {_shown(value)} ({listed}: {', '.join(known)})"


def _shown(value: Any) -> str:
    """A value quoted for an error line, cut short (a pack's value may be anything, of any length)."""
    text = repr(value) if not isinstance(value, str) else f"'{value}'"
    return text if len(text) <= 40 else text[:37] + "..."


def check(doc: Document, schema: dict[str, Any], data: Any, loc: tuple = ()) -> list[ContentError]:
    """Every unknown key and badly typed value of `data`, located in `doc`."""
    if not isinstance(data, dict):
        return [ContentError(doc.where(loc), "expected a mapping of keys to values", field=".".join(map(str, loc)))]
    errors = []
    for key, value in data.items():
        where = loc + (key,)
        shape = schema.get(key, schema.get("*"))
        if shape is None:
            known = ", ".join(k for k in schema if k != "*")
            errors.append(ContentError(doc.where(where, key=True), f"unknown key '{key}' (known: {known})",
                                       field=".".join(map(str, loc)) or "style"))
        elif isinstance(shape, dict):
            errors.extend(check(doc, shape, value, where))
        elif isinstance(shape, list):
            errors.extend(_check_elements(doc, value, where))
        elif (problem := _leaf_problem(shape, value)) is not None:
            errors.append(ContentError(doc.where(where), problem, field=".".join(map(str, where))))
    return errors


def pack_fonts(doc: Document, root: Path) -> list[ContentError]:
    """A style's `fonts:` that name a .ttf beside the style: inside the pack, a usable TrueType font, with
    its licence beside it; each is replaced by its resolved path (what the print side registers)."""
    from goblinkit.content.fonts import font_problem, licence_problem
    from goblinkit.content.xref import file_problem

    errors = []
    data = doc.data if isinstance(doc.data, dict) else {}
    for section, keys in (("fonts", None), ("logo", ("face",))):  # the faces, and the logo's own
        fonts = data.get(section)
        if not isinstance(fonts, dict):
            continue
        for role, ref in fonts.items():
            if (keys and role not in keys) or not (isinstance(ref, str) and ref.lower().endswith(".ttf")):
                continue
            problem = file_problem(ref, doc.path.parent, root)
            path = (doc.path.parent / ref).resolve()
            problem = problem or font_problem(path) or licence_problem(path)
            if problem:
                errors.append(ContentError(doc.where((section, role)), f"font '{ref}': {problem}",
                                           field=f"{section}.{role}"))
            else:
                fonts[role] = str(path)
    return errors


def _check_elements(doc: Document, value: Any, loc: tuple) -> list[ContentError]:
    """A template's free elements: a list of mappings, each of a known kind with the keys it needs."""
    field = ".".join(map(str, loc))
    if not isinstance(value, list):
        return [ContentError(doc.where(loc), "expected a list of elements (each with kind, x, y ...)", field=field)]
    errors = []
    for i, element in enumerate(value):
        at = loc + (i,)
        found = check(doc, ELEMENT, element, at)
        errors.extend(found)
        if found or not isinstance(element, dict):
            continue
        kind = str(element.get("kind", ""))
        missing = [k for k in ("kind", "x", "y") + NEEDS.get(kind, ()) if k not in element]
        if missing:
            errors.append(ContentError(doc.where(at), f"missing {', '.join(missing)} (a {kind or 'free'} element "
                                       f"needs {', '.join(('kind', 'x', 'y') + NEEDS.get(kind, ()))})",
                                       field=".".join(map(str, at))))
    return errors


def merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """`over` laid on `base` key by key (nested mappings merged, anything else replaced)."""
    out = dict(base)
    for key, value in over.items():
        out[key] = merge(out[key], value) if isinstance(value, dict) and isinstance(out.get(key), dict) else value
    return out


def read_checked(path: Path, display: str, schema: dict[str, Any],
                 root: Path | None = None) -> tuple[dict[str, Any], dict[str, Document]]:
    """One file read (only inside `root`, the content folder it belongs to) and checked; its data and,
    for each template it defines, the document (for errors)."""
    doc = read_yaml(path, display, root)
    errors = check(doc, schema, doc.data) or pack_fonts(doc, root or path.parent)
    if errors:
        raise ContentErrors(errors)
    docs = {name: doc for name in (doc.data.get("templates") or {})}
    docs.update({f"deck:{name}": doc for name in (doc.data.get("decks") or {})})
    if "box" in doc.data:
        docs["style:box"] = doc  # where `box.pieces` is written, for pnp/tuckbox_pieces.py's errors
    return doc.data, docs


def load_style_data(folders: list[tuple[Path, str]]) -> tuple[dict[str, Any], dict[str, Document]]:
    """The built-in layouts, then each folder's style.yaml (built in, then the pack's) merged over it."""
    data, docs = read_checked(builtin_root() / "layouts.yaml", "content/layouts.yaml", LAYOUT_SCHEMA)
    errors: list[ContentError] = []
    for folder, display in folders:
        file = folder / STYLE_FILE
        if not file.is_file() and not file.is_symlink():
            continue
        try:
            more, more_docs = read_checked(file, f"{display}/{STYLE_FILE}", SCHEMA, folder.parent)
        except ContentError as exc:
            errors.append(exc)
            continue
        except ContentErrors as exc:
            errors.extend(exc.errors)
            continue
        data = merge(data, more)
        docs.update(more_docs)
    if errors:
        raise ContentErrors(errors)
    return data, docs
