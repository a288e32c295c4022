"""The Kids' bot: kid by kid (Biters nearest the HEAD first), every hex it can reach this turn is
scored -- next to the HEAD with friends, next to a ZAP or SLAP, Blips onto a Yeast to re-combine
or onto Globbo to explode -- and the best kept; attacks gang up on the most valuable piece in
reach until the die cannot miss, Blips first (they are spent anyway)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.globbo.evaluate import VALUE
from goblinkit.assistant.globbo.geometry import fast, holes
from goblinkit.assistant.globbo.reach import can_reach, strength
from goblinkit.content.globbo.torus import Hex, label


def _globbo_by_hex(game: Any) -> dict[Hex, Any]:
    """game.globbo_at as a table (one piece of Globbo a hex), taken once a decision."""
    return {p.hex: p for p in reversed(list(game.pieces.values())) if p.side == "globbo"}


def _walk(game: Any, kid: Any, globbo: dict[Hex, Any]) -> dict[Hex, list[Hex]]:
    """Hexes the kid can reach this turn with the path to each (no warp-holes: the bot keeps its kids)."""
    g = fast(game.torus)
    near, walled, hole = g.near, g.walled, holes(game)
    paths: dict[Hex, list[Hex]] = {kid.hex: []}
    frontier = [kid.hex]
    for _ in range(kid.left):
        nxt = []
        for here in frontier:
            if here in game.gunk and here != kid.hex:
                continue
            for n in near[here]:
                if n in paths or n in hole:
                    continue
                if kid.kind != "blip" and ((here, n) in walled or n in globbo):
                    continue
                if kid.kind == "blip" and n in globbo and globbo[n].kind == "head":
                    continue
                paths[n] = paths[here] + [n]
                nxt.append(n)
        frontier = nxt
    return paths


def kids_turn(game: Any, closing: float = 0.7) -> dict[str, Any]:
    """The Kids' move; `closing`: how hard each kid is pulled towards the HEAD (the hard bot tries several)."""
    t = fast(game.torus)
    globbo = _globbo_by_hex(game)
    heads = [h.hex for h in game.living("globbo", "head")]
    planned: dict[str, Hex] = {}
    moves: list[list[Any]] = []  # [KID, [HEX, ...]]: in the order the kids move
    reasons: list[str] = []
    yeasts = {k.hex for k in game.living("kids", "yeast")}
    blip_count: dict[Hex, int] = {}
    for k in game.living("kids", "blip"):
        blip_count[k.hex] = blip_count.get(k.hex, 0) + 1
    kids = sorted((k for k in game.living("kids") if k.left > 0 and not k.stuck and k.kind != "yeast"),
                  key=lambda k: (k.kind != "biter", min((t.distance(k.hex, h) for h in heads), default=0), k.id))
    for kid in kids:
        paths = _walk(game, kid, globbo)
        best, best_score = kid.hex, None
        friends = _friends_at_the_head(game, planned, heads) if kid.kind == "biter" else 0
        for dest, path in paths.items():
            score = _kid_score(game, kid, dest, path, planned, yeasts, blip_count, heads, closing, globbo, friends, t)
            if best_score is None or score > best_score:
                best, best_score = dest, score
        planned[kid.id] = best
        if kid.kind == "blip" and best != kid.hex:
            blip_count[kid.hex] -= 1
            blip_count[best] = blip_count.get(best, 0) + 1
        if best != kid.hex:
            moves.append([kid.id, [label(h) for h in paths[best]]])
            reasons.append(f"{kid.id} to {label(best)} ({_kid_reason(game, kid, best, yeasts)})")
    return {"type": "move", "side": "kids", "moves": moves, "why": "; ".join(reasons) or "the Kids stay put"}


def _kid_reason(game: Any, kid: Any, dest: Hex, yeasts: set[Hex]) -> str:
    t = game.torus
    if kid.kind == "blip":
        piece = game.globbo_at(dest)
        if piece:
            return f"onto {piece.kind.upper()} {piece.id} to explode"
        if dest in yeasts:
            return "to a YEAST, to re-combine"
        return "closer to GLOBBO"
    near = sorted((game.globbo_at(n) for n in t.neighbours(dest) if game.globbo_at(n)), key=lambda p: -VALUE[p.kind])
    if near:
        return f"to bite {near[0].kind.upper()} {near[0].id}"
    return "closing in on the HEAD"


def _friends_at_the_head(game: Any, planned: dict[str, Hex], heads: list[Hex]) -> int:
    """The Biters already planned next to a HEAD (the same for every hex one kid weighs)."""
    rows = fast(game.torus).rows
    return sum(1 for pid, h in planned.items() if game.pieces[pid].kind == "biter" and any(
        rows[h][hd] == 1 for hd in heads))


def _kid_score(game: Any, kid: Any, dest: Hex, path: list[Hex], planned: dict[str, Hex], yeasts: set[Hex],
               blip_count: dict[Hex, int], heads: list[Hex], closing: float = 0.7,
               globbo: dict[Hex, Any] | None = None, friends: int | None = None, t: Any = None) -> float:
    t = fast(game.torus) if t is None else t
    globbo = _globbo_by_hex(game) if globbo is None else globbo
    row = t.rows[dest]
    near_head = min([row[h] for h in heads]) if heads else 0
    score = -closing * near_head
    if kid.kind == "biter":
        walled = t.walled
        for n in t.near[dest]:
            piece = globbo.get(n)
            if piece and (dest, n) not in walled:
                if piece.kind == "head":  # the Biters already planned next to a HEAD
                    if friends is None:
                        friends = _friends_at_the_head(game, planned, heads)
                    score += 30 + 12 * friends
                else:
                    score += 5 if piece.kind == "zap" else 3
        if dest in planned.values():
            score -= 0.3 * sum(1 for h in planned.values() if h == dest)
        return score
    # a Blip: re-combine where a Yeast waits, or explode on a ZAP or SLAP
    piece = globbo.get(dest)
    if dest in yeasts and blip_count.get(dest, 0) + (dest != kid.hex) >= (2 if "fewer-blips" in game.extras else 3):
        score += 18
    elif dest in yeasts:
        score += 4 + 2 * blip_count.get(dest, 0)
    if piece:
        risk = 0 if "tough-blips" in game.extras else 1
        hit = min(1.0, (strength(game, piece.kind) + risk) / 6)
        score += (VALUE[piece.kind] * 0.5) * (1 - hit) - 3 * hit
    for h in path[:-1]:
        over = globbo.get(h)
        if over:
            score -= 6
    return score


def kids_attack(game: Any) -> dict[str, Any] | None:
    """The normal Kids' attack: the best of attack_options, or None."""
    ranked = attack_options(game)
    return ranked[0] if ranked else None


def attack_options(game: Any) -> list[dict[str, Any]]:
    """Every attack the Kids can make, one a piece of Globbo, best first (kids_attack takes the first): the
    piece's worth times the chance of the whole gang in reach (the first of equals in the map's order); the
    gang is the Blips first (they are spent anyway), then Biters, until the die cannot miss, and Biters next
    to the HEAD keep their bite for it. The hard Kids weigh the best few by their search (hard_bot.py)."""
    t = game.torus
    ready = [k for k in game.living("kids") if not k.attacked and not k.disoriented and k.kind != "yeast"
             and k.hex not in game.board.hole_at]
    ranked: list[tuple[float, Any, list[Any]]] = []
    for g in game.living("globbo"):
        team = [k for k in ready if can_reach(game, k, g.hex)]
        if team:
            ranked.append((VALUE[g.kind] * min(1.0, sum(strength(game, k.kind) for k in team) / 6), g, team))
    ranked.sort(key=lambda item: -item[0])  # stable: the first of equals, as the old max kept it
    heads = game.living("globbo", "head")
    found = []
    for _, g, team in ranked:
        if g.kind != "head":  # Biters next to the HEAD keep their bite for it
            team = [k for k in team if not any(t.distance(k.hex, h.hex) == 1 for h in heads)] or team
        chosen, total = [], 0
        for k in sorted(team, key=lambda k: (k.kind != "blip", k.id)):  # Blips first: they are spent anyway
            if total >= 6:
                break
            chosen.append(k)
            total += strength(game, k.kind)
        found.append({"type": "attack", "side": "kids", "target": g.where, "with": [k.id for k in chosen],
                      "why": f"attack {g.kind.upper()} {g.id} at {g.where} with {', '.join(k.id for k in chosen)} "
                             f"(strength {total})"})
    return found
