"""Register the shipped TrueType fonts with reportlab (embedded and subset in every PDF)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from goblinkit.content.errors import GoblinError
from goblinkit.content.fonts import BUILTIN_FONTS, FONT_DIR

TITLE = "dejavu-sans-bold"
BODY = "dejavu-sans-condensed"
BODY_BOLD = "dejavu-sans-condensed-bold"
PLAIN = "dejavu-sans"


@lru_cache(maxsize=None)
def font(font_ref: str) -> str:
    """The reportlab name of a font (a built-in id, or the path of a TTF a pack ships), registered once."""
    file = FONT_DIR / BUILTIN_FONTS[font_ref] if font_ref in BUILTIN_FONTS else Path(font_ref)
    name = font_ref if font_ref in BUILTIN_FONTS else f"pack-{file.stem}"
    if name not in pdfmetrics.getRegisteredFontNames():
        try:
            pdfmetrics.registerFont(TTFont(name, str(file)))
        except Exception as exc:  # reportlab raises TTFError, struct.error, KeyError ... on a bad file
            raise GoblinError(f"font {file}: cannot be used for printing ({exc})") from None
    return name


@lru_cache(maxsize=1 << 16)
def width(text: str, font_name: str, size: float) -> float:
    """Cached: fitting a deck measures the same words at the same sizes card after card."""
    return pdfmetrics.stringWidth(text, font_name, size)


def covering(text: str, name: str, fallback: str = BODY) -> str:
    """`name` (a registered reportlab name) if its font draws every character of `text`, else the DejaVu
    `fallback`: the games' faces are Latin subsets, DejaVu has the symbols (☐, ➤, die faces)."""
    glyphs = pdfmetrics.getFont(name).face.charToGlyph  # type: ignore[attr-defined]  # ours are TTFonts; stub: Font
    return name if all(ord(ch) in glyphs or ch.isspace() for ch in text) else font(fallback)
