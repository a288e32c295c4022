"""The Playroom of Death as geometry: a hex grid whose edges wrap both ways (a torus).

It lives beside the map data because both users need it: the printer draws the lettered
half-hexes and coordinates from it, the rules engine moves, measures and aims with it.

Layout: pointy-top hexes in rows, odd rows shifted half a hex right ("odd-r" offset). A hex is
(column, row), 0-based; its printed name is the column letter and the row number ("C7").
Such a grid wraps left-right for any number of columns, but top-bottom only when the number of
rows is even: row H must have the same parity as row 0, or the hexes below the bottom row would
be shifted half a hex against the top row (`wrap_problems` shows it; the tests prove it).
Internally the axial coordinates (q, r) make neighbours and distances simple; the two torus
translations are (W, 0) and (-H/2, H) in axial coordinates.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Sequence
from functools import cached_property

Hex = tuple[int, int]  # (column, row), 0-based

# Axial steps, rows growing downwards: east, north-east, north-west, west, south-west, south-east.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIRECTION_NAMES = ("E", "NE", "NW", "W", "SW", "SE")


def to_axial(h: Hex) -> tuple[int, int]:
    col, row = h
    return col - (row - (row & 1)) // 2, row


def from_axial(q: int, r: int) -> Hex:
    """The offset position of axial (q, r), not wrapped (may lie outside the map)."""
    return q + (r - (r & 1)) // 2, r


def cube_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def wrap_problems(columns: int, rows: int) -> list[str]:
    """Why a columns x rows odd-r grid does not wrap into a consistent torus ([] when it does):
    every hex must have six different neighbours, and being neighbours must go both ways."""
    problems = []
    if columns < 3 or rows < 2:
        return [f"a {columns} x {rows} grid is too small to wrap"]
    for row in range(rows):
        for col in range(columns):
            q, r = to_axial((col, row))
            near = set()
            for dq, dr in DIRECTIONS:
                c2, r2 = from_axial(q + dq, r + dr)
                other = (c2 % columns, r2 % rows)
                near.add(other)
                q2, rr2 = to_axial(other)
                back = {(x % columns, y % rows) for x, y in (from_axial(q2 + a, rr2 + b) for a, b in DIRECTIONS)}
                if (col, row) not in back:
                    problems.append(f"{label((col, row))} is next to {label(other)} but not the other way round")
            if len(near) != 6:
                problems.append(f"{label((col, row))} has {len(near)} different neighbours, not 6")
    return problems


def label(h: Hex) -> str:
    """The printed name of a hex: column letter(s), row number from 1 ("C7")."""
    col, row = h
    letters = string.ascii_uppercase[col] if col < 26 else string.ascii_uppercase[col // 26 - 1] + string.ascii_uppercase[col % 26]
    return f"{letters}{row + 1}"


class Torus:
    """A columns x rows wrap-around hex map with its walls and warp-holes."""

    def __init__(self, columns: int, rows: int, walls: frozenset[frozenset[Hex]] = frozenset()):
        problems = wrap_problems(columns, rows)
        if problems:
            raise ValueError(f"a {columns} x {rows} hex grid does not wrap: {problems[0]}")
        self.columns, self.rows = columns, rows
        self.walls = walls
        self.translations = ((columns, 0), (-(rows // 2), rows))

    # -- naming -----------------------------------------------------------------------------
    @cached_property
    def hexes(self) -> list[Hex]:
        return [(c, r) for r in range(self.rows) for c in range(self.columns)]

    @cached_property
    def _by_label(self) -> dict[str, Hex]:
        return {label(h): h for h in self.hexes}

    def parse(self, text: str) -> Hex | None:
        """A hex from its printed name, any case ("c7", "C7"), or None."""
        return self._by_label.get(text.strip().upper())

    def wrap(self, h: Hex) -> Hex:
        return h[0] % self.columns, h[1] % self.rows

    # -- neighbours -------------------------------------------------------------------------
    def step(self, h: Hex, direction: int) -> Hex:
        q, r = to_axial(h)
        dq, dr = DIRECTIONS[direction]
        return self.wrap(from_axial(q + dq, r + dr))

    @cached_property
    def _neighbours(self) -> dict[Hex, tuple[Hex, ...]]:
        return {h: tuple(self.step(h, d) for d in range(6)) for h in self.hexes}

    def neighbours(self, h: Hex) -> tuple[Hex, ...]:
        """The six hexes around h, in direction order E, NE, NW, W, SW, SE (across the edges too)."""
        return self._neighbours[h]

    def adjacent(self, a: Hex, b: Hex) -> bool:
        return b in self._neighbours[a]

    def wall_between(self, a: Hex, b: Hex) -> bool:
        return frozenset((a, b)) in self.walls

    # -- distances and lines ----------------------------------------------------------------
    def _images(self, b: Hex, reach: int = 1) -> list[tuple[tuple[int, int], int]]:
        """Axial positions of b's copies in the tiles around the map, with how many edges each crosses."""
        q, r = to_axial(b)
        (t1q, t1r), (t2q, t2r) = self.translations
        return [((q + k * t1q + m * t2q, r + k * t1r + m * t2r), abs(k) + abs(m))
                for k in range(-reach, reach + 1) for m in range(-reach, reach + 1)]

    @cached_property
    def _from_origin(self) -> dict[Hex, int]:
        """Distances from A1 by breadth-first search; the torus looks the same from every hex."""
        seen, frontier = {(0, 0): 0}, [(0, 0)]
        while frontier:
            nxt = []
            for h in frontier:
                for other in self.neighbours(h):
                    if other not in seen:
                        seen[other] = seen[h] + 1
                        nxt.append(other)
            frontier = nxt
        return seen

    def distance(self, a: Hex, b: Hex) -> int:
        """Hexes between a and b the short way round (any edge may be crossed), walls ignored."""
        (qa, ra), (qb, rb) = to_axial(a), to_axial(b)
        return self._from_origin[self.wrap(from_axial(qb - qa, rb - ra))]

    def within(self, h: Hex, radius: int) -> list[Hex]:
        return [other for other in self.hexes if self.distance(h, other) <= radius]

    def ray(self, start: Hex, direction: int, length: int) -> list[Hex]:
        """The straight row of hexes leaving `start` in a direction (start excluded), wrapping."""
        out, here = [], start
        for _ in range(length):
            here = self.step(here, direction)
            out.append(here)
        return out

    def straight_line(self, start: Hex, target: Hex, longest: int) -> list[Hex] | None:
        """The hexes from start (excluded) to target (included) if target lies on one of the six
        straight rows of hexes through start within `longest` steps, the shortest such; else None.
        Kept once found (pure geometry, asked thousands of times a search); the caller gets its own list."""
        key = (start, target, longest)
        if key not in self._lines:
            self._lines[key] = shortest_to(target, (self.ray(start, direction, longest) for direction in range(6)))
        line = self._lines[key]
        return None if line is None else list(line)

    @cached_property
    def _lines(self) -> dict[tuple[Hex, Hex, int], list[Hex] | None]:
        return {}

    def crosses_wall(self, path: list[Hex], start: Hex) -> bool:
        here = start
        for nxt in path:
            if self.wall_between(here, nxt):
                return True
            here = nxt
        return False

    def sight_lines(self, start: Hex, target: Hex, bends: int = 1) -> list[list[Hex]]:
        """Drawn lines of hexes (start excluded, target included) from start to each copy of target
        reached crossing the map's edges at most `bends` times, shortest first (Flexible Head)."""
        a = to_axial(start)
        lines = []
        for image, crossings in self._images(target, 1):
            if crossings > bends or image == a:
                continue
            n = cube_distance(a, image)
            if n == 0:
                continue
            path = [self.wrap(from_axial(*_cube_round(a, image, i / n))) for i in range(1, n + 1)]
            lines.append(path)
        return sorted(lines, key=len)

    # -- the printed map --------------------------------------------------------------------
    def ghosts(self) -> list[tuple[Hex, Hex]]:
        """The incomplete hexes printed along the bottom and the left and right edges, each with the
        real hex it is: (unwrapped position, the hex). The top row prints complete."""
        out = [((c, self.rows), self.wrap((c, self.rows))) for c in range(self.columns)]
        out.append(((self.columns, self.rows), (0, 0)))
        out += [((-1, r), self.wrap((-1, r))) for r in range(1, self.rows, 2)]
        out += [((self.columns, r), self.wrap((self.columns, r))) for r in range(0, self.rows, 2)]
        return out


def _cube_round(a: tuple[int, int], b: tuple[int, int], t: float) -> tuple[int, int]:
    """The hex under the point a fraction t of the way from a to b (nudged off hex edges)."""
    aq, ar = a[0] + 1e-6, a[1] + 2e-6
    q = aq + (b[0] - a[0]) * t
    r = ar + (b[1] - a[1]) * t
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return rq, rr


def shortest_to(target: Hex, rays: Iterable[Sequence[Hex]]) -> list[Hex] | None:
    """The shortest start of a ray that reaches `target` (target included), or None if no ray does: the
    straight line of the map (Torus.straight_line) and of the bots' lookup tables (assistant geometry)."""
    best: list[Hex] | None = None
    for ray in rays:
        if target in ray:
            cut = list(ray[:ray.index(target) + 1])
            if best is None or len(cut) < len(best):
                best = cut
    return best
