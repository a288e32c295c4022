"""The whole-body moves Globbo's bot chooses among: for each hex the HEAD can reach, the body
carried along in its present shape, re-formed in rings round the HEAD, and re-formed with one
straight lane left open for the HEAD's burp towards a kid in line (the burp, strength 5 at up to
15 hexes, is his one weapon that kills a Biter far enough away for its fission to miss him; in
closed rings the ZAPS round the HEAD block every line, so the old bot never burped)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.globbo import globbo_move
from goblinkit.assistant.globbo.geometry import fast, holes
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import Hex, to_axial

LANE = 3  # hexes kept clear in front of the HEAD for a burp


def candidates(game: GlobboGame, head: Any) -> list[dict[str, Hex]]:
    """Whole-body moves for `head`'s Globbo: pieces cut off or stuck stay where they are."""
    fixed = globbo_move.frozen(game) | {p.id for p in game.living("globbo") if p.stuck}
    if head.id in fixed:
        return [{}]
    mine = [p for p in game.living("globbo") if p.owner == head.owner or p.owner == head.id]
    movable = [p for p in mine if p.id not in fixed]
    hq, hr = to_axial(head.hex)
    kid_hexes = {k.hex for k in game.living("kids")}
    out = []
    for dest in globbo_move.reachable(game, head.hex, globbo_move.head_steps(game)):
        dq, dr = (to_axial(dest)[0] - hq), (to_axial(dest)[1] - hr)
        moved = {p.id: globbo_move.shifted(game, p.hex, dq, dr) for p in movable}
        moved[head.id] = dest
        out.append(moved)
        out.append(reform(game, dest, movable, head))
        for lane in burp_lanes(game, dest, kid_hexes):
            out.append(reform(game, dest, movable, head, lane))
    return [tidy(game, c, movable) for c in out if c]


def tidy(game: GlobboGame, cand: dict[str, Hex], movable: list[Any]) -> dict[str, Hex]:
    """Parts the move leaves breaking a formation rule (a ZAP the Kids bit out of the ring leaves
    its SLAPS with no ZAP) go to a free hex where they stand legally, or else off to die alone:
    one part lost instead of no legal move at all (the old bot then stood still and lost the body)."""
    t = fast(game.torus)
    where = {p.id: cand.get(p.id, p.hex) for p in game.living("globbo")}
    kinds = {p.id: p.kind for p in game.living("globbo")}
    taken = set(where.values()) | {k.hex for k in game.living("kids")} | holes(game) | set(game.gunk)
    out = dict(cand)
    for p in movable:
        if p.kind != "slap":
            continue
        at = {h: kinds[pid] for pid, h in where.items()}
        near = [at.get(n) for n in t.neighbours(where[p.id]) if not t.wall_between(where[p.id], n)]
        if "zap" in near and "head" not in near:
            continue
        spot = _slap_spot(game, at, taken, where[p.id])
        if spot is not None:
            taken.discard(where[p.id])
            where[p.id] = out[p.id] = spot
            taken.add(spot)
    return out


def _slap_spot(game: GlobboGame, at: dict[Hex, str], taken: set[Hex], start: Hex) -> Hex | None:
    """The nearest free hex next to a ZAP and not next to a HEAD, else the nearest touching nothing."""
    t = fast(game.torus)
    lonely = None
    for r in range(1, 6):
        for h in t.ring(start, r):
            if h in taken:
                continue
            near = [at.get(n) for n in t.neighbours(h) if not t.wall_between(h, n)]
            if "zap" in near and "head" not in near:
                return h
            if lonely is None and not any(near):
                lonely = h
    return lonely


def burp_lanes(game: GlobboGame, centre: Hex, kid_hexes: set[Hex]) -> list[int]:
    """Directions in which a HEAD at `centre` would burp a kid at least two hexes away: the
    shortest straight row to it (the one the rules burp along) free of walls and warp-holes."""
    t = fast(game.torus)
    hole = holes(game)
    rng = game.stats["head"].range or 15
    out = set()
    for k in kid_hexes:
        line = t.straight_line(centre, k, rng)
        if line is None or len(line) < 2 or t.crosses_wall(line, centre) or any(h in hole for h in line[:-1]):
            continue
        out.add(next(d for d in range(6) if t.step(centre, d) == line[0]))
    return sorted(out)


def reform(game: GlobboGame, centre: Hex, movable: list[Any], head: Any, lane: int | None = None) -> dict[str, Hex]:
    """The body in rings round the HEAD at `centre`: ZAPS next to it, SLAPS round them, first
    where they close the way to an empty hex next to the HEAD (a Biter that gets there bites
    it); with a `lane`, the straight line leaving the HEAD that way is kept clear for its burp.
    SLAPS that find no place are left out of the move (they stay, or die if cut off)."""
    t = fast(game.torus)
    hole = holes(game)
    blocked = {k.hex for k in game.living("kids")} | hole | set(game.gunk)
    if lane is not None:
        blocked |= set(t.ray(centre, lane, LANE))
    moving = {p.id for p in movable}
    fixed_hexes = {p.hex for p in game.living("globbo") if p.id not in moving}
    used: set[Hex] = {centre}

    def free(h: Hex) -> bool:
        return h not in blocked and h not in fixed_hexes and h not in used

    out = {head.id: centre}
    zaps = [p for p in movable if p.kind == "zap"]
    slaps = [p for p in movable if p.kind == "slap"]
    rings = [t.ring(centre, r) for r in (1, 2, 3)]
    zap_spots = [h for h in rings[0] if free(h)] + [h for h in rings[1] if free(h)]
    placed_zaps: list[Hex] = []
    for z in zaps:
        spot = next((h for h in zap_spots if h not in used and (t.adjacent(h, centre) or any(t.adjacent(h, x) for x in placed_zaps))), None)
        if spot is None:
            return {}
        out[z.id] = spot
        used.add(spot)
        placed_zaps.append(spot)
    doors = {h for h in rings[0] if h not in used and h not in hole}
    slap_spots = sorted((h for ring in rings[1:] for h in ring),
                        key=lambda h: (not any(t.adjacent(h, d) for d in doors), t.distance(centre, h)))
    for s in slaps:
        spot = next((h for h in slap_spots if free(h) and any(t.adjacent(h, x) for x in placed_zaps)
                     and not t.adjacent(h, centre)), None)
        if spot is None:
            continue
        out[s.id] = spot
        used.add(spot)
    return out
