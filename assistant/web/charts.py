"""`simulate` reports as charts: plain SVG bars drawn on the server (no chart library, no script).

A simulation's JSON holds numbers (games, win rate, mean score) and tables of counts (scores,
outcomes, who ranked where, wins per seat). Each table of counts becomes one bar chart; the numbers
a row of figures. Bars are scaled to the largest count; numeric keys (a score) keep their order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

BAR = 22  # one bar's height
LABEL = 120  # room for the labels on the left
WIDTH = 340  # the whole chart, to fit a 360 px screen


@dataclass
class Chart:
    title: str
    bars: list[tuple[str, float, float, str]]  # label, value, bar length, value shown
    height: int
    width: int = WIDTH
    label: int = LABEL


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _ordered(table: dict[str, Any]) -> list[tuple[str, float]]:
    items = [(str(k), float(v)) for k, v in table.items() if _number(v)]
    if all(k.lstrip("-").replace(".", "", 1).isdigit() for k, _ in items):
        return sorted(items, key=lambda kv: float(kv[0]))
    return sorted(items, key=lambda kv: -kv[1])


def charts(report: dict[str, Any], prefix: str = "") -> list[Chart]:
    """One chart per table of counts in the report (nested tables too, titled by their path)."""
    found = []
    for key, value in report.items():
        if isinstance(value, dict) and value:
            items = _ordered(value)
            if items and len(items) == len(value):
                top = max(v for _, v in items) or 1.0
                bars = [(k, v, (WIDTH - LABEL - 50) * v / top, f"{v:g}") for k, v in items]
                found.append(Chart(f"{prefix}{key}".replace("_", " "), bars, BAR * len(bars) + 4))
            else:
                found += charts(value, f"{prefix}{key} / ")
    return found


def figures(report: dict[str, Any]) -> list[tuple[str, str]]:
    """The report's single numbers and words, to print above the charts."""
    shown = []
    for key, value in report.items():
        if _number(value):
            shown.append((key.replace("_", " "), f"{value:.3g}" if isinstance(value, float) else str(value)))
        elif isinstance(value, (str, bool)) or value is None:
            shown.append((key.replace("_", " "), str(value)))
    return shown
