"""WCAG 2 contrast: the relative luminance of a colour, the ratio of two, and the ink (dark or white)
that reads best on a ground. Badges, titles and labels pick their ink here, so a white number on a
yellow badge cannot happen: AA asks 4.5:1 for small text and 3:1 for large text (14 pt bold and up)."""

from __future__ import annotations

from functools import lru_cache

from reportlab.lib.colors import Color

from goblinkit.pnp.drawers.paint import INK, colour

WHITE = "#ffffff"
AA_SMALL, AA_LARGE = 4.5, 3.0


@lru_cache(maxsize=1024)
def luminance(value: str | Color) -> float:
    """Cached: a build asks the same few colours thousands of times (a Color hashes by its value)."""
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    c = colour(value)
    return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)


def ratio(a: str | Color, b: str | Color) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@lru_cache(maxsize=1024)
def best_ink(ground: str | Color, dark: str = INK, light: str = WHITE) -> str:
    """Dark or white ink, whichever contrasts more with `ground`."""
    return dark if ratio(ground, dark) >= ratio(ground, light) else light


@lru_cache(maxsize=1024)
def readable(tint: str, ground: str | Color, need: float = AA_SMALL) -> Color:
    """`tint`, darkened (or lightened on a dark ground) just enough to reach `need` against `ground`:
    a label keeps its family's hue (a yellow Lightning label turns ochre) and stays legible."""
    c = colour(tint)
    dark = luminance(ground) > 0.18
    for step in range(21):
        k = step / 20
        mixed = Color(c.red * (1 - k), c.green * (1 - k), c.blue * (1 - k)) if dark else \
            Color(c.red + (1 - c.red) * k, c.green + (1 - c.green) * k, c.blue + (1 - c.blue) * k)
        if ratio(mixed, ground) >= need:
            return mixed
    return colour(INK if dark else WHITE)


@lru_cache(maxsize=1024)
def aa_ground(tint: str) -> str:
    """`tint`, darkened just enough that dark or white ink on it reaches AA for small text (an orange
    Event frame deepens a shade; most colours come back unchanged)."""
    c = colour(tint)
    for step in range(21):
        k = step / 40
        mixed = Color(c.red * (1 - k), c.green * (1 - k), c.blue * (1 - k))
        text = "#%02x%02x%02x" % tuple(round(v * 255) for v in (mixed.red, mixed.green, mixed.blue))
        if max(ratio(text, INK), ratio(text, WHITE)) >= AA_SMALL:
            return text
    return tint
