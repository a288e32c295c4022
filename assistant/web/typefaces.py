"""A game's own faces on the page: the display face and the text face its style.yaml names (the
vendored OFL TTFs the printed cards embed, content/fonts/), as @font-face rules with font-display: swap.

The page serves the built-in TTFs as they are (GET /fonts/<id>.ttf, their licence at /fonts/<id>.txt),
not subset or as woff2: the display faces are already fontsource's Latin subsets (24-57 KB), the
service worker keeps them after the first visit, and subsetting would need fontTools (with brotli for
woff2) as a runtime dependency every player installs. A face a content pack brings (a path, not a
built-in id) is not served: the page falls back to the game's default for that role.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from markupsafe import Markup, escape

from goblinkit.content.fonts import BUILTIN_FONTS, FONT_DIR, builtin_font_path

DEFAULT = {"display": "dejavu-sans-bold", "text": "dejavu-sans-condensed", "bold": "dejavu-sans-condensed-bold"}
FALLBACK = {"display": "Georgia, serif", "text": "system-ui, sans-serif"}
LICENCES = {"dejavu": "LICENSE-DejaVu.txt", "pirata-one": "LICENSE-PirataOne.txt", "lilita-one": "LICENSE-LilitaOne.txt",
            "creepster": "LICENSE-Creepster.txt", "fredoka": "LICENSE-Fredoka.txt",
            "alfa-slab-one": "LICENSE-AlfaSlabOne.txt", "fira-sans-condensed": "LICENSE-FiraSansCondensed.txt"}


def family(font_id: str) -> str:
    """The face's family name as CSS reads it: "pirata-one" -> "Pirata One" (a bold file joins its family)."""
    base = font_id.removesuffix("-bold")
    return " ".join("DejaVu" if w == "dejavu" else w.capitalize() for w in base.split("-"))


@lru_cache(maxsize=16)  # a few games; any other name asked for is answered, not kept forever
def faces(slug: str) -> dict[str, str]:
    """The game's faces by role (display, text, bold) as built-in font ids, from its style data."""
    from goblinkit.content.errors import GoblinError
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.style_load import load_style_data

    try:
        data, _ = load_style_data(list(getattr(load_game(slug), "folders", []) or []))
    except GoblinError:
        return dict(DEFAULT)
    named = data.get("fonts") or {}
    return {role: named[role] if named.get(role) in BUILTIN_FONTS else default for role, default in DEFAULT.items()}


def font_file(font_id: str) -> Path | None:
    """The TTF of a built-in face (None for any other name: nothing outside content/fonts/ is served)."""
    return builtin_font_path(font_id) if font_id in BUILTIN_FONTS else None


def licence_file(font_id: str) -> Path | None:
    """The licence travelling with a built-in face (its LICENSE-<Face>.txt)."""
    if font_id not in BUILTIN_FONTS:
        return None
    name = next((file for stem, file in LICENCES.items() if font_id.startswith(stem)), None)
    return FONT_DIR / name if name else None


def _face(font_id: str, weight: int) -> str:
    return (f'@font-face {{ font-family: "{family(font_id)}"; src: url("/fonts/{font_id}.ttf") format("truetype"); '
            f"font-weight: {weight}; font-style: normal; font-display: swap; }}")


@lru_cache(maxsize=16)  # a few games; any other name asked for is answered, not kept forever
def stylesheet(slug: str) -> str:
    """The game's faces as CSS: @font-face rules and the two variables look.css sets headings, buttons,
    card titles and text in (--display-face, --text-face)."""
    chosen = faces(slug)
    rules = [_face(chosen["display"], 400), _face(chosen["text"], 400)]
    if family(chosen["bold"]) == family(chosen["text"]):
        rules.append(_face(chosen["bold"], 700))
    return "\n".join(rules + [
        f':root {{ --display-face: "{family(chosen["display"])}", {FALLBACK["display"]}; '
        f'--text-face: "{family(chosen["text"])}", {FALLBACK["text"]}; }}', ""])


def faces_credit(slug: str) -> Markup:
    """The footer's words naming the game's faces, each linked to the licence served beside it."""
    chosen = faces(slug)
    shown = {family(chosen[role]): chosen[role] for role in ("display", "text")}
    links = [f'<a href="/fonts/{escape(font_id)}.txt">{escape(name)}</a> '
             f'({"Bitstream Vera licence" if font_id.startswith("dejavu") else "SIL OFL 1.1"})'
             for name, font_id in shown.items()]
    return Markup(f"Faces: {', '.join(links)}.")
