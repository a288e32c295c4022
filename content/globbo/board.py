"""The map item as a playable board: the torus, its warp-holes by number and its walls, and the
checks that the designed map keeps the rulebook's promises (it wraps, the HEAD has somewhere to
start 4+ hexes from every warp-hole, the walls sit on real hex edges)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from goblinkit.content.globbo.torus import Hex, Torus, wrap_problems


@dataclass(frozen=True)
class Board:
    torus: Torus
    holes: dict[int, Hex]  # warp-hole number -> hex
    walls: tuple[tuple[Hex, Hex], ...]
    head_from_holes: int
    biters_from: int

    @property
    def hole_at(self) -> dict[Hex, int]:
        return {h: n for n, h in self.holes.items()}

    def head_starts(self) -> list[Hex]:
        """Hexes the HEAD may start on: far enough from every warp-hole (rulebook: 4+)."""
        t = self.torus
        return [h for h in t.hexes if all(t.distance(h, w) >= self.head_from_holes for w in self.holes.values())]


def _edge(torus: Torus, text: str) -> tuple[Hex, Hex] | str:
    parts = text.split("|")
    if len(parts) != 2:
        return f"expected an edge written 'C5|C6', got '{text}'"
    a, b = (torus.parse(p) for p in parts)
    if a is None or b is None:
        return f"'{text}': no such hex on a {torus.columns} x {torus.rows} map"
    if not torus.adjacent(a, b):
        return f"'{text}': a wall must lie between two adjacent hexes"
    return a, b


def board_problems(item: Any) -> list[tuple[tuple[Any, ...], str]]:
    """What is wrong with a map item, as (location, message) pairs."""
    problems = wrap_problems(item.columns, item.rows)
    if problems:
        why = " (an odd-r hex grid wraps top to bottom only with an even number of rows)" if item.rows % 2 else ""
        return [(("rows",), f"a {item.columns} x {item.rows} map does not wrap: {problems[0]}{why}")]
    torus = Torus(item.columns, item.rows)
    out: list[tuple[tuple[Any, ...], str]] = []
    if sorted(item.warp_holes) != [1, 2, 3, 4, 5]:
        out.append((("warp_holes",), "expected warp-holes numbered 1 to 5 (a 6 is lost to hyperspace)"))
    for number, text in item.warp_holes.items():
        if torus.parse(text) is None:
            out.append((("warp_holes", number), f"no hex '{text}' on a {item.columns} x {item.rows} map"))
    for r, run in enumerate(item.walls):
        for e, text in enumerate(run):
            edge = _edge(torus, text)
            if isinstance(edge, str):
                out.append((("walls", r, e), edge))
    if not out and not make_board(item).head_starts():
        out.append((("warp_holes",), f"no hex is {item.head_from_holes}+ hexes from every warp-hole for the HEAD"))
    return out


def make_board(item: Any) -> Board:
    """The board of a validated map item."""
    plain = Torus(item.columns, item.rows)
    walls = tuple(e for run in item.walls for e in (_edge(plain, t) for t in run) if not isinstance(e, str))
    torus = Torus(item.columns, item.rows, frozenset(frozenset(e) for e in walls))
    holes = {n: plain.parse(t) for n, t in sorted(item.warp_holes.items())}
    return Board(torus, holes, walls, item.head_from_holes, item.biters_from)  # type: ignore[arg-type]

