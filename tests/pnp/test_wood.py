"""The wood surface (Gob'z'Heroes' panels) reads as boards, not ruled notepaper (issue 36): its boards
butt end to end at staggered joints, and no line of grain runs the panel's width."""

from __future__ import annotations

import re

from goblinkit.pnp.surfaces import _marks

W, H = 150.0, 100.0
_NUM = r"(-?[\d.]+)"


def _subpaths(code: str) -> list[list[float]]:
    """Each subpath of a path's code (from its `m`): its numbers in order."""
    paths: list[list[float]] = []
    numbers: list[float] = []
    for token in code.split():
        if re.fullmatch(_NUM, token):
            numbers.append(float(token))
        elif token == "m":
            paths.append(numbers[-2:])
            numbers = []
        elif token in ("l", "c") and paths:
            paths[-1].extend(numbers)
            numbers = []
    return paths


def test_wood_has_staggered_butt_joints_and_grain_that_stops():
    strokes = [s for mode, _, _, code in _marks("wood", 9, W, H, 0.5) if mode == "s" for s in _subpaths(code)]
    joints = [s for s in strokes if len(s) == 4 and abs(s[0] - s[2]) < 1e-6 and 0 < s[0] < W]
    assert len({round(s[0]) for s in joints}) >= 4  # board ends at different places, row by row
    grain = [s for s in strokes if len(s) > 4]
    assert grain and all(s[-2] - s[0] < W * 0.9 for s in grain)  # no line of grain crosses the panel


def test_a_knot_is_small():
    fills = [code for mode, _, _, code in _marks("wood", 9, W, H, 0.5) if mode == "f" and " c" in code]
    knots = [path for code in fills for path in _subpaths(code)]
    assert knots
    for path in knots:
        xs = path[0::2]
        assert max(xs) - min(xs) < 6  # a knot is a few points across, not a blot over the panel
