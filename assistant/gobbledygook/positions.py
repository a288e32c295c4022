"""Positions on a free table, in inches, when the players give them (`place`): then the assistant
measures instead of asking (nearest, within reach, how many sticks) and says where a figure moves.
A stick is 6 inches; "adjacent" is within 1 inch, base to base."""

from __future__ import annotations

import math

STICK = 6.0
ADJACENT = 1.0

Point = tuple[float, float]


def distance(a: Point, b: Point) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def nearest(origin: Point | None, candidates: list[tuple[str, Point | None]]) -> tuple[str, float] | None:
    """The nearest candidate's name and distance, or None when any position is unknown; ties by name."""
    if origin is None or any(p is None for _, p in candidates) or not candidates:
        return None
    return min(((name, distance(origin, p)) for name, p in candidates if p is not None), key=lambda t: (round(t[1], 6), t[0]))


def toward(origin: Point, target: Point, inches: float, stop_short: float = ADJACENT) -> Point:
    """Move up to `inches` toward `target`, stopping `stop_short` inches from it."""
    gap = distance(origin, target)
    step = max(0.0, min(inches, gap - stop_short))
    if gap == 0:
        return origin
    return (round(origin[0] + (target[0] - origin[0]) * step / gap, 2),
            round(origin[1] + (target[1] - origin[1]) * step / gap, 2))


def where(point: Point) -> str:
    return f"({point[0]:g}, {point[1]:g})"
