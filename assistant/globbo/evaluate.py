"""What the board evaluation is made of, for both opponents: what each piece is worth, what Globbo
could hit from a layout, and what the kids could hit next turn. Fast versions of the reach rules
over a fixed picture of the map (occupied hexes as a set), so a bot can score dozens of candidate
moves a turn. Globbo's weighing of it all is score.py (above fission_risk.py, which uses these)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.globbo.geometry import fast, holes as hole_hexes
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.assistant.globbo.reach import strength
from goblinkit.content.globbo.torus import Hex

VALUE = {"head": 60.0, "zap": 6.0, "slap": 3.0, "biter": 10.0, "blip": 3.0, "yeast": 2.5}
# What a kill is worth to Globbo's own bot (the Kids' bot keeps VALUE): a Yeast is a Biter in the
# making (three Blips and one Yeast re-combine), and a sure kill, so it ranks close to a Biter.
GLOBBO_WANTS = {"biter": 12.0, "blip": 3.5, "yeast": 7.0}


def shots(game: GlobboGame, kind: str, at: Hex, occupied: set[Hex]) -> set[Hex]:
    """Hexes a Globbo piece of `kind` at `at` could attack, given which hexes are occupied."""
    t = fast(game.torus)
    holes = hole_hexes(game)
    if kind == "head":
        return _burp_targets(game, at, occupied)
    far = {"zap": game.stats["zap"].range or 3, "slap": 2 if "ranged-slaps" in game.extras else 1}[kind]
    out, frontier, seen = set(), [at], {at}
    for _ in range(far):
        nxt_front = []
        for here in frontier:
            for n in t.neighbours(here):
                if n in seen or t.wall_between(here, n):
                    continue
                seen.add(n)
                out.add(n)
                if n not in occupied and n not in holes:
                    nxt_front.append(n)
        frontier = nxt_front
    return out


def _burp_targets(game: GlobboGame, at: Hex, occupied: set[Hex]) -> set[Hex]:
    """Hexes the HEAD at `at` can burp. The rules engine burps along the shortest of the straight
    rows through the HEAD that hold the target (on a torus there may be several), so a hex counts
    only when that row is clear: a longer clear row round the map does not help (the old bot
    opened lanes the burp could not use). Flexible Head sees along any clear row."""
    t = fast(game.torus)
    holes = hole_hexes(game)
    rng = game.stats["head"].range or 15
    flexible = "flexible-head" in game.extras
    best: dict[Hex, tuple[int, bool]] = {}  # hex -> (steps along its shortest row, that row clear)
    for d in range(6):
        here, clear = at, True
        for n in range(1, rng + 1):
            nxt = t.step(here, d)
            if nxt == at:
                break
            clear = clear and not t.wall_between(here, nxt)
            if nxt not in best or n < best[nxt][0] or (flexible and clear and not best[nxt][1]):
                best[nxt] = (n, clear)
            clear = clear and nxt not in occupied and nxt not in holes
            here = nxt
    return {h for h, (_, ok) in best.items() if ok}


def kids_by_hex(game: GlobboGame) -> dict[Hex, list[str]]:
    """The kinds of kid in each hex holding kids (a hex may hold several), in the order they were placed."""
    kids: dict[Hex, list[str]] = {}
    for k in game.living("kids"):
        kids.setdefault(k.hex, []).append(k.kind)
    return kids


def globbo_power(game: GlobboGame, layout: dict[Hex, tuple[str, str]], kid_hexes: dict[Hex, list[str]]) -> dict[Hex, int]:
    """For each hex holding kids: the total strength Globbo could bring against it. A ZAP or SLAP with no kid
    within its range by the map's distance (a path round walls is never shorter) is skipped unflooded: most of
    the body is, and its flood was half the cost of scoring a candidate move."""
    occupied = set(layout) | set(kid_hexes)
    targets = set(kid_hexes)
    rows = fast(game.torus).rows
    far = {"head": 0, "zap": game.stats["zap"].range or 3, "slap": 2 if "ranged-slaps" in game.extras else 1}
    power: dict[Hex, int] = {}
    for h, (_, kind) in layout.items():
        if kind != "head":
            row, most = rows[h], far[kind]
            if not any(row[k] <= most for k in targets):
                continue
        if kind == "head" and "flexible-head" not in game.extras:
            hit = _burp_hits(game, h, occupied, targets)
        else:
            hit = shots(game, kind, h, occupied) & targets
        for target in hit:
            power[target] = power.get(target, 0) + strength(game, kind)
    return power


_SHORTEST_ROWS: dict[int, tuple[object, dict[tuple[Hex, int], dict[Hex, tuple[tuple[Hex, ...], bool]]]]] = {}


def _burp_hits(game: GlobboGame, at: Hex, occupied: set[Hex], targets: set[Hex]) -> set[Hex]:
    """_burp_targets(...) & targets without Flexible Head, from a table kept per map and HEAD hex: for each hex
    the hexes before it on its shortest straight row and whether a wall cuts that row; a target is hit when
    none of those hexes is occupied or a warp-hole (the same answer: only occupancy changes between moves)."""
    g = fast(game.torus)
    rng = game.stats["head"].range or 15
    held = _SHORTEST_ROWS.get(id(g))
    if held is None or held[0] is not g:
        if len(_SHORTEST_ROWS) > 16:
            _SHORTEST_ROWS.clear()
        held = _SHORTEST_ROWS[id(g)] = (g, {})
    table = held[1].get((at, rng))
    if table is None:
        table = held[1][(at, rng)] = _shortest_rows(g, at, rng)
    holes = hole_hexes(game)
    out = set()
    for k in targets:
        row = table.get(k)
        if row is not None and row[1] and not any(h in occupied or h in holes for h in row[0]):
            out.add(k)
    return out


def _shortest_rows(g: Any, at: Hex, rng: int) -> dict[Hex, tuple[tuple[Hex, ...], bool]]:
    """hex -> (the hexes before it on the first shortest straight row from `at`, no wall on that row)."""
    best: dict[Hex, tuple[int, tuple[Hex, ...], bool]] = {}
    for d in range(6):
        here, walls_clear = at, True
        before: list[Hex] = []
        for n in range(1, rng + 1):
            nxt = g.step(here, d)
            if nxt == at:
                break
            walls_clear = walls_clear and not g.wall_between(here, nxt)
            if nxt not in best or n < best[nxt][0]:
                best[nxt] = (n, tuple(before), walls_clear)
            before.append(nxt)
            here = nxt
    return {h: (row, clear) for h, (_, row, clear) in best.items()}


def biter_reach(game: GlobboGame, start: Hex, blocked: set[Hex], steps: int = 4) -> set[Hex]:
    """Hexes a Biter can walk to in one move: not into Globbo, not across walls (warp-holes and
    Globbo's hexes stop it), so a full ring of SLAPS keeps Biters off the ZAPS inside."""
    g = fast(game.torus)
    near, walled, holes = g.near, g.walled, hole_hexes(game)
    seen, frontier = {start}, [start]
    for _ in range(steps):
        nxt = []
        for here in frontier:
            for n in near[here]:
                if n in seen or n in blocked or (here, n) in walled:
                    continue
                seen.add(n)
                if n not in holes:
                    nxt.append(n)
        frontier = nxt
    return seen


def kid_threat(game: GlobboGame, layout: dict[Hex, tuple[str, str]], biters: list[Hex], blips: list[Hex],
               memo: dict[Any, set[Hex]] | None = None) -> dict[Hex, float]:
    """For each Globbo hex: the Kids' strength that could reach it next turn. A Biter threatens a
    piece when it can walk to a free hex next to it (so a HEAD inside full rings is safe from
    bites); a Blip within 2 threatens any piece but the HEAD (which destroys Blips outright).
    `memo` (one position's candidate moves): a Biter's walk kept by the pieces within its reach, the only
    ones that can stop it (most candidates leave a far Biter's walk as it was)."""
    t = fast(game.torus)
    blocked = set(layout)
    reach = [_biter_reach_kept(game, b, blocked, memo) for b in biters]
    threat: dict[Hex, float] = {}
    near, walled, rows = t.near, t.walled, t.rows
    for h, (_, kind) in layout.items():
        doors = {n for n in near[h] if n not in blocked and (h, n) not in walled}
        total = 2.0 * sum(1 for r in reach if not r.isdisjoint(doors))
        if kind != "head":
            row = rows[h]
            total += sum(1.5 for b in blips if row[b] <= 2)
        if total:
            threat[h] = total
    return threat


def _biter_reach_kept(game: GlobboGame, start: Hex, blocked: set[Hex], memo: dict[Any, set[Hex]] | None,
                      steps: int = 4) -> set[Hex]:
    """biter_reach, looked up in `memo` by the blocked hexes within `steps` of the Biter (none farther can
    change its walk); the caller never changes the set it gets."""
    if memo is None:
        return biter_reach(game, start, blocked, steps)
    row = fast(game.torus).rows[start]
    key = (start, steps, frozenset(h for h in blocked if row[h] <= steps))
    found = memo.get(key)
    if found is None:
        found = memo[key] = biter_reach(game, start, blocked, steps)
    return found
