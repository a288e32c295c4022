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


def test_the_platform_planks_grain_waves_and_is_lighter_than_the_seams():
    """Issue 36: the tiles' planks had grain of straight ruled lines. Every stroked grain line of a
    plank (a path not a seam's rectangle) is now a curve, in a shade lighter than the seams, in hairline."""
    import io

    from reportlab.pdfgen.canvas import Canvas

    from goblinkit.pnp.board_colours import Surfaces
    from goblinkit.pnp.board_surfaces import planks

    for across in (True, False):
        c = Canvas(io.BytesIO(), pageCompression=0)
        planks(c, 0, 0, 72, 72, 3, Surfaces(), across=across)
        code = c._code
        grain = [op for op, after in zip(code, code[1:]) if after == "S" and " m " in op]
        assert len(grain) >= 12  # three lines a board, four boards
        assert all(op.rstrip().endswith(" c") and " l" not in op for op in grain), grain
        seams = [op for op in code if op.endswith(" RG")]
        assert len(set(seams)) >= 2  # the grain's stroke colour is not the seams'
