"""Who can hit whom: adjacency, clear paths (ZAPS, spitting Biters, ranged SLAPS), the HEAD's
straight-line burp and Flexible Head's line of sight, and the pieces' attack strengths."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.globbo.geometry import fast, holes
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import Hex


def strength(game: GlobboGame, kind: str) -> int:
    if kind == "zap" and "zap-happy" in game.extras:
        return 2
    return game.stats[kind].strength


def _clear(game: GlobboGame, h: Hex) -> bool:
    """A hex a shot may pass through: no kids, no Globbo, no warp-hole."""
    return not game.occupied(h) and h not in game.board.hole_at


def _stops(game: GlobboGame) -> set[Hex]:
    """The hexes a shot may not pass through (the opposite of _clear), taken once for a whole path."""
    return {p.hex for p in game.pieces.values()} | holes(game)


def clear_path(game: GlobboGame, start: Hex, target: Hex, longest: int) -> bool:
    """A path of at most `longest` steps from start to target whose hexes in between are clear and
    which crosses no wall (ZAPS 3, spitting Biters 2, ranged SLAPS 2)."""
    g = fast(game.torus)
    if g.distance(start, target) > longest:
        return False
    near, walled, stops = g.near, g.walled, _stops(game)
    frontier, seen = [start], {start}
    for _ in range(longest):
        nxt = []
        for here in frontier:
            for n in near[here]:
                if (here, n) in walled or n in seen:
                    continue
                if n == target:
                    return True
                if n not in stops:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    return False


def burp_line(game: GlobboGame, head: Hex, target: Hex) -> list[Hex] | None:
    """The clear straight line of hexes the HEAD burps along (or Flexible Head's line), or None."""
    t = game.torus
    rng = game.stats["head"].range or 15
    if "flexible-head" in game.extras:
        for line in t.sight_lines(head, target, bends=1):
            if all(_clear(game, h) for h in line[:-1]) and not t.crosses_wall(line, head):
                return line
        return None
    g = fast(t)
    straight = t.straight_line(head, target, rng)
    if straight is None:
        return None
    stops = _stops(game)
    if any(h in stops for h in straight[:-1]) or g.crosses_wall(straight, head):
        return None
    return straight


def can_reach(game: GlobboGame, piece: Any, target: Hex) -> bool:
    """Can this piece attack the hex `target` (walls, range and the clear-path rules)?"""
    t = game.torus
    here = piece.hex
    if piece.kind == "blip":
        return here == target
    if piece.kind == "yeast":
        return False
    if piece.kind == "head":
        return here != target and burp_line(game, here, target) is not None
    if piece.kind == "zap":
        return here != target and clear_path(game, here, target, game.stats["zap"].range or 3)
    if piece.kind == "slap":
        far = 2 if "ranged-slaps" in game.extras else 1
        return here != target and clear_path(game, here, target, far)
    if piece.kind == "biter":
        if "biters-spit" in game.extras:
            return here != target and clear_path(game, here, target, 2)
        return t.adjacent(here, target) and not t.wall_between(here, target)
    return False


def why_not(game: GlobboGame, piece: Any, target: Hex) -> str:
    """The rule a piece breaks trying to attack `target`, for the refusal message."""
    if piece.kind == "head":
        return ("has no clear line of sight to it (Flexible Head)" if "flexible-head" in game.extras
                else "has no clear straight line of hexes to it within 15")
    if piece.kind == "zap":
        return "has no clear path of 3 hexes or less to it"
    if piece.kind == "slap":
        return "is not next to it" + (" (or 2 hexes away by a clear path)" if "ranged-slaps" in game.extras else "")
    if piece.kind == "blip":
        return "is not in that hex (BLIPS attack their own hex)"
    if piece.kind == "yeast":
        return "is a YEAST (they can't attack)"
    return "is not next to it" + (" (or 2 hexes away by a clear path)" if "biters-spit" in game.extras else "")
