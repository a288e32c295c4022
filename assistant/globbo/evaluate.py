"""The board evaluation both opponents search with: what Globbo could hit from a layout, and what
the kids could hit next turn. Fast versions of the reach rules over a fixed picture of the map
(occupied hexes as a set), so a bot can score dozens of candidate moves a turn."""

from __future__ import annotations

from typing import Any

from goblinkit.content.globbo.torus import Hex

VALUE = {"head": 60.0, "zap": 6.0, "slap": 3.0, "biter": 10.0, "blip": 3.0, "yeast": 2.5}
# What a kill is worth to Globbo's own bot (the Kids' bot keeps VALUE): a Yeast is a Biter in the
# making (three Blips and one Yeast re-combine), and a sure kill, so it ranks close to a Biter.
GLOBBO_WANTS = {"biter": 12.0, "blip": 3.5, "yeast": 7.0}
HEAD_FEAR = 2.5  # the threat to the only HEAD weighs for the whole game, not for one piece
APPROACH = 0.0  # pull of the nearest Biter on the HEAD
BODY_FEAR = 0.2  # the threat to a ZAP or SLAP, as a share of its worth


def shots(game: Any, kind: str, at: Hex, occupied: set[Hex]) -> set[Hex]:
    """Hexes a Globbo piece of `kind` at `at` could attack, given which hexes are occupied."""
    t = game.torus
    holes = game.board.hole_at
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


def _burp_targets(game: Any, at: Hex, occupied: set[Hex]) -> set[Hex]:
    """Hexes the HEAD at `at` can burp. The rules engine burps along the shortest of the straight
    rows through the HEAD that hold the target (on a torus there may be several), so a hex counts
    only when that row is clear: a longer clear row round the map does not help (the old bot
    opened lanes the burp could not use). Flexible Head sees along any clear row."""
    t = game.torus
    holes = game.board.hole_at
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


def globbo_power(game: Any, layout: dict[Hex, tuple[str, str]], kid_hexes: dict[Hex, list[str]]) -> dict[Hex, int]:
    """For each hex holding kids: the total strength Globbo could bring against it."""
    from goblinkit.assistant.globbo.reach import strength

    occupied = set(layout) | set(kid_hexes)
    power: dict[Hex, int] = {}
    for h, (_, kind) in layout.items():
        for target in shots(game, kind, h, occupied) & set(kid_hexes):
            power[target] = power.get(target, 0) + strength(game, kind)
    return power


def biter_reach(game: Any, start: Hex, blocked: set[Hex], steps: int = 4) -> set[Hex]:
    """Hexes a Biter can walk to in one move: not into Globbo, not across walls (warp-holes and
    Globbo's hexes stop it), so a full ring of SLAPS keeps Biters off the ZAPS inside."""
    t = game.torus
    seen, frontier = {start}, [start]
    for _ in range(steps):
        nxt = []
        for here in frontier:
            for n in t.neighbours(here):
                if n in seen or n in blocked or t.wall_between(here, n):
                    continue
                seen.add(n)
                if n not in game.board.hole_at:
                    nxt.append(n)
        frontier = nxt
    return seen


def kid_threat(game: Any, layout: dict[Hex, tuple[str, str]], biters: list[Hex], blips: list[Hex]) -> dict[Hex, float]:
    """For each Globbo hex: the Kids' strength that could reach it next turn. A Biter threatens a
    piece when it can walk to a free hex next to it (so a HEAD inside full rings is safe from
    bites); a Blip within 2 threatens any piece but the HEAD (which destroys Blips outright)."""
    t = game.torus
    blocked = set(layout)
    reach = [biter_reach(game, b, blocked) for b in biters]
    threat: dict[Hex, float] = {}
    for h, (_, kind) in layout.items():
        doors = {n for n in t.neighbours(h) if n not in blocked and not t.wall_between(h, n)}
        total = 2.0 * sum(1 for r in reach if r & doors)
        if kind != "head":
            total += sum(1.5 for b in blips if t.distance(b, h) <= 2)
        if total:
            threat[h] = total
    return threat


def globbo_score(game: Any, layout: dict[Hex, tuple[str, str]]) -> float:
    """How good a Globbo layout is before his attacks: the kills it threatens (a Biter's worth less
    what its fission would spray back on him), minus what the kids threaten back, above all
    against the HEAD: a Biter that can reach a gap next to it, or stands where a fission would
    spray it."""
    from goblinkit.assistant.globbo.fission_risk import fission_cost

    t = game.torus
    kids: dict[Hex, list[str]] = {}
    for k in game.living("kids"):
        kids.setdefault(k.hex, []).append(k.kind)
    power = globbo_power(game, layout, kids)
    score = 0.0
    for h, kinds in kids.items():
        s = min(6, power.get(h, 0))
        if not s:
            continue
        top = "biter" if "biter" in kinds else ("blip" if "blip" in kinds else "yeast")
        p = 1.0 if top == "yeast" else s / 6
        worth = GLOBBO_WANTS[top] - (fission_cost(game, h, layout) if top == "biter" else 0.0)
        score += max(0.0, worth) * p
    biters = [k.hex for k in game.living("kids", "biter") if not k.hit]
    blips = [k.hex for k in game.living("kids", "blip")]
    threat = kid_threat(game, layout, biters, blips)
    for h, (_, kind) in layout.items():
        p = min(1.0, threat.get(h, 0) / 6)
        score -= VALUE[kind] * p * (HEAD_FEAR if kind == "head" else BODY_FEAR)
        if kind == "head":  # a Biter next to the HEAD would spray it if it fissioned there
            score -= 25 * sum(1 for b in biters if t.distance(b, h) == 1)
    heads = [h for h, (_, k) in layout.items() if k == "head"]
    if heads and biters:
        score -= APPROACH * min(t.distance(heads[0], b) for b in biters)
    elif kids:  # no Biters left: hunt down the last Blips and Yeasts with the nearest part
        score -= 1.5 * min(t.distance(g, k) for k in kids for g in layout)
    return score
