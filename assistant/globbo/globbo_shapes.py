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


class Scene:
    """What every candidate of one position reads and none changes, taken once (the bots built hundreds of
    candidates a position, each asking the game again for its pieces, kids, warp-holes and Gunk)."""

    def __init__(self, game: GlobboGame):
        self.globbo = game.living("globbo")
        self.kinds = {p.id: p.kind for p in self.globbo}
        self.kid_hexes = {k.hex for k in game.living("kids")}
        self.hole = holes(game)
        self.gunk = set(game.gunk)
        self.blocked = self.kid_hexes | self.hole | self.gunk  # no re-formed piece goes there


def candidates(game: GlobboGame, head: Any) -> list[dict[str, Hex]]:
    """Whole-body moves for `head`'s Globbo: pieces cut off or stuck stay where they are."""
    scene = Scene(game)
    fixed = globbo_move.frozen(game) | {p.id for p in scene.globbo if p.stuck}
    if head.id in fixed:
        return [{}]
    mine = [p for p in scene.globbo if p.owner == head.owner or p.owner == head.id]
    movable = [p for p in mine if p.id not in fixed]
    hq, hr = to_axial(head.hex)
    out = []
    for dest in globbo_move.reachable(game, head.hex, globbo_move.head_steps(game)):
        dq, dr = (to_axial(dest)[0] - hq), (to_axial(dest)[1] - hr)
        moved = {p.id: globbo_move.shifted(game, p.hex, dq, dr) for p in movable}
        moved[head.id] = dest
        out.append(moved)
        out.append(reform(game, dest, movable, head, scene=scene))
        for lane in burp_lanes(game, dest, scene.kid_hexes):
            out.append(reform(game, dest, movable, head, lane, scene))
    return [tidy(game, c, movable, scene) for c in out if c]


def tidy(game: GlobboGame, cand: dict[str, Hex], movable: list[Any], scene: Scene | None = None) -> dict[str, Hex]:
    """Parts the move leaves breaking a formation rule (a ZAP the Kids bit out of the ring leaves
    its SLAPS with no ZAP) go to a free hex where they stand legally, or else off to die alone:
    one part lost instead of no legal move at all (the old bot then stood still and lost the body)."""
    t = fast(game.torus)
    scene = Scene(game) if scene is None else scene
    near, walled, kinds = t.near, t.walled, scene.kinds
    where = {p.id: cand.get(p.id, p.hex) for p in scene.globbo}
    taken = set(where.values()) | scene.kid_hexes | scene.hole | scene.gunk
    out = dict(cand)
    at: dict[Hex, str] | None = None
    for p in movable:
        if p.kind != "slap":
            continue
        if at is None:  # the map of the parts, made again only after a part went elsewhere
            at = {h: kinds[pid] for pid, h in where.items()}
        here = where[p.id]
        around = [at.get(n) for n in near[here] if (here, n) not in walled]
        if "zap" in around and "head" not in around:
            continue
        spot = _slap_spot(game, at, taken, here)
        if spot is not None:
            taken.discard(here)
            where[p.id] = out[p.id] = spot
            taken.add(spot)
            at = None
    return out


def _slap_spot(game: GlobboGame, at: dict[Hex, str], taken: set[Hex], start: Hex) -> Hex | None:
    """The nearest free hex next to a ZAP and not next to a HEAD, else the nearest touching nothing."""
    t = fast(game.torus)
    near, walled = t.near, t.walled
    lonely = None
    for r in range(1, 6):
        for h in t.ring(start, r):
            if h in taken:
                continue
            around = [at.get(n) for n in near[h] if (h, n) not in walled]
            if "zap" in around and "head" not in around:
                return h
            if lonely is None and not any(around):
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


def reform(game: GlobboGame, centre: Hex, movable: list[Any], head: Any, lane: int | None = None,
           scene: Scene | None = None) -> dict[str, Hex]:
    """The body in rings round the HEAD at `centre`: ZAPS next to it, SLAPS round them, first
    where they close the way to an empty hex next to the HEAD (a Biter that gets there bites
    it); with a `lane`, the straight line leaving the HEAD that way is kept clear for its burp.
    SLAPS that find no place are left out of the move (they stay, or die if cut off)."""
    t = fast(game.torus)
    scene = Scene(game) if scene is None else scene
    hole, near = scene.hole, t.near
    blocked = scene.blocked
    if lane is not None:
        blocked = blocked | set(t.ray(centre, lane, LANE))
    moving = {p.id for p in movable}
    fixed_hexes = {p.hex for p in scene.globbo if p.id not in moving}
    used: set[Hex] = {centre}

    def free(h: Hex) -> bool:
        return h not in blocked and h not in fixed_hexes and h not in used

    out = {head.id: centre}
    zaps = [p for p in movable if p.kind == "zap"]
    slaps = [p for p in movable if p.kind == "slap"]
    rings = [t.ring(centre, r) for r in (1, 2, 3)]
    zap_spots = [h for h in rings[0] if free(h)] + [h for h in rings[1] if free(h)]
    beside_centre = set(near[centre])
    beside_zaps: set[Hex] = set()  # the hexes next to a placed ZAP
    for z in zaps:
        spot = next((h for h in zap_spots if h not in used and (h in beside_centre or h in beside_zaps)), None)
        if spot is None:
            return {}
        out[z.id] = spot
        used.add(spot)
        beside_zaps.update(near[spot])
    doors = {h for h in rings[0] if h not in used and h not in hole}
    by_doors = {n for d in doors for n in near[d]}
    rows = t.rows[centre]
    slap_spots = sorted((h for ring in rings[1:] for h in ring), key=lambda h: (h not in by_doors, rows[h]))
    for s in slaps:
        spot = next((h for h in slap_spots if free(h) and h in beside_zaps and h not in beside_centre), None)
        if spot is None:
            continue
        out[s.id] = spot
        used.add(spot)
    return out
