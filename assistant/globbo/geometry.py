"""The map's geometry as the bots ask it, looked up instead of worked out: the bots score hundreds
of candidate moves a turn and each asks thousands of distances, rings, rays and walls. The answers
are the torus's own (content/globbo/torus.py), in the same order, computed once per map and kept;
the rules engine keeps asking the torus itself.

`fast(game.torus)` gives the map's Geometry; `holes(game)` the warp-holes' hexes (the board works
them out anew on every call)."""

from __future__ import annotations

from typing import Any

from goblinkit.content.globbo.torus import Hex, Torus, from_axial, shortest_to, to_axial

_DISTANCES: dict[tuple[int, int], dict[Hex, dict[Hex, int]]] = {}  # (columns, rows) -> rows of distances
_HELD: dict[int, tuple[Torus, Geometry]] = {}
_HOLES: dict[int, tuple[Any, frozenset[Hex]]] = {}


class _Rows(dict):
    """hex -> {hex: distance}, each row filled the first time it is asked for (walls never count)."""

    def __init__(self, torus: Torus):
        super().__init__()
        self.torus = torus

    def __missing__(self, a: Hex) -> dict[Hex, int]:
        t = self.torus
        qa, ra = to_axial(a)
        origin = t._from_origin
        row = {}
        for b in t.hexes:
            qb, rb = to_axial(b)
            row[b] = origin[t.wrap(from_axial(qb - qa, rb - ra))]
        self[a] = row
        return row


class Geometry:
    """The torus's questions answered from tables (same answers, same order as Torus's)."""

    def __init__(self, torus: Torus):
        self.torus = torus
        self.hexes = torus.hexes
        key = (torus.columns, torus.rows)
        if key not in _DISTANCES:
            _DISTANCES[key] = _Rows(Torus(torus.columns, torus.rows))
        self.rows = _DISTANCES[key]
        self.near = {h: torus.neighbours(h) for h in torus.hexes}
        self.walled = {(a, b) for wall in torus.walls for a in wall for b in wall if a != b}
        self._within: dict[tuple[Hex, int], tuple[Hex, ...]] = {}
        self._rays: dict[tuple[Hex, int, int], tuple[Hex, ...]] = {}

    def distance(self, a: Hex, b: Hex) -> int:
        return self.rows[a][b]

    def neighbours(self, h: Hex) -> tuple[Hex, ...]:
        return self.near[h]

    def adjacent(self, a: Hex, b: Hex) -> bool:
        return b in self.near[a]

    def wall_between(self, a: Hex, b: Hex) -> bool:
        return (a, b) in self.walled

    def step(self, h: Hex, direction: int) -> Hex:
        return self.near[h][direction]

    def within(self, h: Hex, radius: int) -> tuple[Hex, ...]:
        found = self._within.get((h, radius))
        if found is None:
            row = self.rows[h]
            found = self._within[(h, radius)] = tuple(o for o in self.hexes if row[o] <= radius)
        return found

    def ring(self, h: Hex, radius: int) -> tuple[Hex, ...]:
        """The hexes exactly `radius` away, in the map's order (within() less the inner rings)."""
        row = self.rows[h]
        return tuple(o for o in self.within(h, radius) if row[o] == radius)

    def ray(self, start: Hex, direction: int, length: int) -> tuple[Hex, ...]:
        found = self._rays.get((start, direction, length))
        if found is None:
            out, here = [], start
            for _ in range(length):
                here = self.near[here][direction]
                out.append(here)
            found = self._rays[(start, direction, length)] = tuple(out)
        return found

    def straight_line(self, start: Hex, target: Hex, longest: int) -> list[Hex] | None:
        return shortest_to(target, (self.ray(start, direction, longest) for direction in range(6)))

    def crosses_wall(self, path: Any, start: Hex) -> bool:
        if not self.walled:
            return False
        here = start
        for nxt in path:
            if (here, nxt) in self.walled:
                return True
            here = nxt
        return False


def fast(torus: Torus) -> Geometry:
    held = _HELD.get(id(torus))
    if held is None or held[0] is not torus:
        if len(_HELD) > 16:  # a simulation makes a map a game: keep the last few
            _HELD.clear()
        held = _HELD[id(torus)] = (torus, Geometry(torus))
    return held[1]


def holes(game: Any) -> frozenset[Hex]:
    """The warp-holes' hexes of the game's board."""
    board = game.board
    held = _HOLES.get(id(board))
    if held is None or held[0] is not board:
        if len(_HOLES) > 16:
            _HOLES.clear()
        held = _HOLES[id(board)] = (board, frozenset(board.hole_at))
    return held[1]

