"""WCAG 2 contrast: the relative luminance of a colour, the ratio of two, and the ink (dark or white)
that reads best on a ground. Badges, titles and labels pick their ink here, so a white number on a
yellow badge cannot happen: AA asks 4.5:1 for small text and 3:1 for large text (14 pt bold and up)."""

from __future__ import annotations

from reportlab.lib.colors import Color

from goblinkit.pnp.drawers.paint import INK, colour

WHITE = "#ffffff"
AA_SMALL, AA_LARGE = 4.5, 3.0


def luminance(value: str | Color) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    c = colour(value)
    return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)


def ratio(a: str | Color, b: str | Color) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def best_ink(ground: str | Color, dark: str = INK, light: str = WHITE) -> str:
    """Dark or white ink, whichever contrasts more with `ground`."""
    return dark if ratio(ground, dark) >= ratio(ground, light) else light
