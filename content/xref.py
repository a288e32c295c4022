"""The cross-reference pass, run after every schema check has passed.

What a schema cannot see: the copies add up to the box's total, a card's family exists, a file a
card names is inside its content folder, every character printed exists in the game's font.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from goblinkit.content.errors import ContentError
from goblinkit.content.fonts import builtin_font_path, font_path, missing_characters
from goblinkit.content.models import CardSet, ComponentSet
from goblinkit.content.packfiles import resolve_inside

MAX_FILE_BYTES = 30_000_000  # an image or a font a pack names: print art is big, not this big


def cross_check(component: ComponentSet, part: Any, fonts: dict[str, str]) -> list[ContentError]:
    errors: list[ContentError] = []
    subject = f"component '{component.component}'"
    if component.total is not None and component.copies() != component.total:
        errors.append(ContentError(part.where(("total",)),
                                   f"the items add up to {component.copies()} copies, expected {component.total}",
                                   subject, "total"))
    for loc, message in component.problems():
        item = component.items[loc[1]] if len(loc) > 1 and loc[0] == "items" else None
        errors.append(ContentError(part.where(loc), message,
                                   f"{component.noun} '{item.id}'" if item else subject,
                                   ".".join(str(p) for p in loc[2:] if item) or ".".join(str(p) for p in loc)))
    seen: dict[str, int] = {}
    for index, item in enumerate(component.items):
        who = f"{component.noun} '{item.id}'"
        if item.id in seen:
            first = part.where(("items", seen[item.id]))
            errors.append(ContentError(part.where(("items", index, "id")),
                                       f"duplicate id '{item.id}' (first defined at {first})", who, "id"))
        seen.setdefault(item.id, index)
        if isinstance(component, CardSet) and item.family is not None and item.family not in component.families:
            known = ", ".join(sorted(component.families)) or "none defined"
            errors.append(ContentError(part.where(("items", index, "family")),
                                       f"unknown family '{item.family}' (families: {known})", who, "family"))
        for name, relative in item.files().items():
            problem = file_problem(relative, part.folder, part.root.path)
            if problem:
                errors.append(ContentError(part.where(("items", index, name)), problem, who, name))
        errors.extend(_glyph_errors(item, index, part, fonts, who))
    return errors


def file_problem(relative: str, folder: Path, root: Path) -> str | None:
    """Files must stay inside the content folder that names them (no absolute paths, no '..' escapes)."""
    candidate = Path(relative)
    resolved = resolve_inside(folder / candidate, root)
    if candidate.is_absolute() or resolved is None:
        return f"path '{relative}' is outside the content folder"
    if not resolved.is_file():
        return f"file '{relative}' not found"
    size = resolved.stat().st_size
    if size > MAX_FILE_BYTES:
        return f"file '{relative}' is {size:,} bytes; the limit is {MAX_FILE_BYTES:,}"
    return None


def font_file(font: str, folder: Path, root: Path) -> Path | None:
    """A font reference: a built-in font id, or a .ttf inside the content folder."""
    builtin = builtin_font_path(font)
    if builtin is not None:
        return builtin
    if file_problem(font, folder, root) is None and font.lower().endswith(".ttf"):
        return (folder / font).resolve()
    return None


def _glyph_errors(item: Any, index: int, part: Any, fonts: dict[str, str], who: str) -> list[ContentError]:
    """Names print in the title font, everything else in the body font: each must have every glyph."""
    errors: list[ContentError] = []
    for name, (role, text) in item.texts().items():
        ref = fonts.get(role)
        if ref is None:
            continue
        for ch in missing_characters(text, font_path(ref)):
            shown = ref if builtin_font_path(ref) else Path(ref).name
            errors.append(ContentError(part.where(("items", index, name)),
                                       f"character '{ch}' (U+{ord(ch):04X}) is not in font '{shown}'", who, name))
    return errors
