"""SVG path data (`d`) to ReportLab path operations: M L H V C S Q T A Z, absolute and relative.

The vendored game-icons.net icons are single SVG paths; drawing them as vectors keeps the PDFs sharp
and small. Arcs are converted to cubic Béziers (at most 90 degrees each), quadratics to cubics.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator

NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
TOKEN = re.compile(rf"([MmLlHhVvCcSsQqTtAaZz])|({NUMBER})|([01])")
ARITY = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}

# An operation: ("M", x, y) | ("L", x, y) | ("C", x1, y1, x2, y2, x, y) | ("Z",)
Op = tuple


class PathError(ValueError):
    pass


COMMAND = re.compile(r"([MmLlHhVvCcSsQqTtAaZz])")
NUMBERS = re.compile(NUMBER)
ARGUMENTS = re.compile(rf"(?:[\s,]*{NUMBER})*[\s,]*")


def _fast_tokens(d: str) -> list[str | float]:
    """_tokens with the regular expressions doing the scanning (a cold build parses 175 icons: 130 ms
    one character at a time, a third of that here). The numbers after an arc command, and anything the
    fast path cannot read, go through _tokens, which also words the error."""
    parts = COMMAND.split(d)
    tokens: list[str | float] = []
    for index, part in enumerate(parts):
        if index % 2:
            tokens.append(part)
            continue
        numbers = NUMBERS.findall(part) if ARGUMENTS.fullmatch(part) else None
        if numbers is None:
            return list(_tokens(d))  # raises PathError where the data goes wrong
        if index and parts[index - 1] in "Aa" and not _plain_flags(numbers):
            tokens.extend(_tokens(part, "A"))
        else:
            tokens.extend(map(float, numbers))
    return tokens


def _plain_flags(numbers: list[str]) -> bool:
    """True when an arc's numbers were read right as numbers: whole groups of seven whose two flags
    are a lone 0 or 1 each ("011" is a flag 0, a flag 1 and a 1 written together: the slow path's)."""
    return len(numbers) % 7 == 0 and all(numbers[i] in ("0", "1") for i in range(len(numbers)) if i % 7 in (3, 4))


def _tokens(d: str, command: str = "") -> Iterator[str | float]:
    """Commands as letters, numbers as floats; an arc's two flags may be written with no separator."""
    pos, arg_index = 0, 0
    while pos < len(d):
        if d[pos] in " ,\t\r\n":
            pos += 1
            continue
        if command.upper() == "A" and arg_index % 7 in (3, 4) and d[pos] in "01":
            yield float(d[pos])
            pos, arg_index = pos + 1, arg_index + 1
            continue
        match = TOKEN.match(d, pos)
        if not match:
            raise PathError(f"unexpected {d[pos]!r} at {pos} in path data")
        if match.group(1):
            command, arg_index = match.group(1), 0
            yield command
        else:
            yield float(match.group(2) or match.group(3))
            arg_index += 1
        pos = match.end()


def _arc(x0: float, y0: float, rx: float, ry: float, angle: float, large: bool, sweep: bool,
         x: float, y: float) -> list[Op]:
    """Endpoint arc (SVG F.6.5) as cubic Béziers."""
    if rx == 0 or ry == 0 or (x0, y0) == (x, y):
        return [("L", x, y)]
    rx, ry, phi = abs(rx), abs(ry), math.radians(angle)
    cos, sin = math.cos(phi), math.sin(phi)
    dx, dy = (x0 - x) / 2, (y0 - y) / 2
    x1p, y1p = cos * dx + sin * dy, -sin * dx + cos * dy
    scale = (x1p / rx) ** 2 + (y1p / ry) ** 2
    if scale > 1:
        rx, ry = rx * math.sqrt(scale), ry * math.sqrt(scale)
    num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    coef = math.sqrt(max(0.0, num / den)) * (-1 if large == sweep else 1)
    cxp, cyp = coef * rx * y1p / ry, -coef * ry * x1p / rx
    cx, cy = cos * cxp - sin * cyp + (x0 + x) / 2, sin * cxp + cos * cyp + (y0 + y) / 2

    def angle_of(ux: float, uy: float) -> float:
        return math.atan2(uy, ux)

    start = angle_of((x1p - cxp) / rx, (y1p - cyp) / ry)
    delta = angle_of((-x1p - cxp) / rx, (-y1p - cyp) / ry) - start
    if sweep and delta < 0:
        delta += 2 * math.pi
    elif not sweep and delta > 0:
        delta -= 2 * math.pi
    pieces = max(1, math.ceil(abs(delta) / (math.pi / 2) - 1e-9))
    step = delta / pieces
    k = 4 / 3 * math.tan(step / 4)
    ops: list[Op] = []

    def point(t: float, along: float = 0.0, sign: int = 0) -> tuple[float, float]:
        px, py = rx * (math.cos(t) - sign * along * math.sin(t)), ry * (math.sin(t) + sign * along * math.cos(t))
        return cos * px - sin * py + cx, sin * px + cos * py + cy

    for i in range(pieces):
        t0, t1 = start + i * step, start + (i + 1) * step
        c1, c2, end = point(t0, k, 1), point(t1, k, -1), point(t1)
        if i == pieces - 1:
            end = (x, y)
        ops.append(("C", *c1, *c2, *end))
    return ops


def parse(d: str) -> list[Op]:
    """Absolute M/L/C/Z operations for path data `d`."""
    tokens = _fast_tokens(d)
    ops: list[Op] = []
    i, command = 0, ""
    x = y = start_x = start_y = 0.0
    last_control: tuple[float, float] | None = None
    last_quad: tuple[float, float] | None = None
    while i < len(tokens):
        token = tokens[i]
        if isinstance(token, str):
            command = token
            i += 1
        elif not command:
            raise PathError("path data must start with a command")
        upper, rel = command.upper(), command.islower()
        arity = ARITY[upper]
        args = [a for a in tokens[i:i + arity] if not isinstance(a, str)]
        if len(args) < arity:  # too few numbers, or a command among them
            raise PathError(f"command {command} needs {arity} numbers")
        i += arity
        ox, oy = (x, y) if rel else (0.0, 0.0)
        control, quad = None, None
        if upper == "Z":
            ops.append(("Z",))
            x, y = start_x, start_y
        elif upper == "M":
            x, y = args[0] + ox, args[1] + oy
            start_x, start_y = x, y
            ops.append(("M", x, y))
            command = "l" if rel else "L"  # further pairs are lines
        elif upper in "LHV":
            if upper == "H":
                x = args[0] + (x if rel else 0)
            elif upper == "V":
                y = args[0] + (y if rel else 0)
            else:
                x, y = args[0] + ox, args[1] + oy
            ops.append(("L", x, y))
        elif upper in "CS":
            if upper == "C":
                x1, y1 = args[0] + ox, args[1] + oy
                rest = args[2:]
            else:
                x1, y1 = (2 * x - last_control[0], 2 * y - last_control[1]) if last_control else (x, y)
                rest = args
            x2, y2, x, y = rest[0] + ox, rest[1] + oy, rest[2] + ox, rest[3] + oy
            ops.append(("C", x1, y1, x2, y2, x, y))
            control = (x2, y2)
        elif upper in "QT":
            if upper == "Q":
                qx, qy, nx, ny = args[0] + ox, args[1] + oy, args[2] + ox, args[3] + oy
            else:
                qx, qy = (2 * x - last_quad[0], 2 * y - last_quad[1]) if last_quad else (x, y)
                nx, ny = args[0] + ox, args[1] + oy
            ops.append(("C", x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y),
                        nx + 2 / 3 * (qx - nx), ny + 2 / 3 * (qy - ny), nx, ny))
            x, y, quad = nx, ny, (qx, qy)
        else:  # A
            nx, ny = args[5] + ox, args[6] + oy
            ops.extend(_arc(x, y, args[0], args[1], args[2], bool(args[3]), bool(args[4]), nx, ny))
            x, y = nx, ny
        last_control, last_quad = control, quad
    return ops
