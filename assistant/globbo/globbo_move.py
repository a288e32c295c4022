"""Globbo's movement: the HEAD moves up to 3 hexes (4 with Faster); every other part flows anywhere
it can reach, so long as the formation rules a) b) c) hold at the end. One piece per hex, never
into kids' hexes or warp-holes, never across a wall; parts cut off from every HEAD at the start
cannot move, parts cut off at the end die; Globbos that end joined lose the smallest set of
connecting parts the Kids choose (unless Connecting)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo.formation import (components, formation_errors, heads_in, separating_cuts, touching,
                                                 touching_heads)
from goblinkit.assistant.globbo import story
from goblinkit.assistant.globbo.orders import Order, one_hex
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import Hex, from_axial, label, to_axial


def head_steps(game: GlobboGame) -> int:
    return (game.stats["head"].move or 3) + (1 if "faster" in game.extras else 0)


def reachable(game: GlobboGame, start: Hex, steps: int | None) -> dict[Hex, int]:
    """Hexes a piece of Globbo can flow to (within `steps`, or anywhere), never through kids,
    warp-holes, walls or Gunk (a piece entering Gunk must stop there)."""
    t = game.torus
    blocked = {p.hex for p in game.pieces.values() if p.side == "kids"} | set(game.board.hole_at)  # kids and warp-holes
    seen, frontier, n = {start: 0}, [start], 0
    while frontier and (steps is None or n < steps):
        n += 1
        nxt = []
        for here in frontier:
            if here != start and here in game.gunk:
                continue
            for other in touching(t, here):  # the neighbours with no wall between, in the same order
                if other in seen or other in blocked:
                    continue
                seen[other] = n
                nxt.append(other)
        frontier = nxt
    return seen


def frozen(game: GlobboGame) -> set[str]:
    """Pieces cut off from every HEAD now (at the start of movement): they cannot move this turn."""
    layout = game.layout()
    alive = {h for g in components(game.torus, layout) if heads_in(g, layout) for h in g}
    return {p.id for p in game.living("globbo") if p.hex not in alive}


def shifted(game: GlobboGame, h: Hex, dq: int, dr: int) -> Hex:
    """`h` moved by the axial step (dq, dr), wrapped round the torus."""
    q, r = to_axial(h)
    return game.torus.wrap(from_axial(q + dq, r + dr))


def with_body(game: GlobboGame, moves: list[Order]) -> list[Order]:
    """`move H1:E5 --body`: every part of that HEAD's GLOBBO not named moves by the HEAD's own step,
    so the body keeps its shape (one word instead of a PIECE:HEX per part). Parts cut off or stuck in
    Gunk stay; the whole move is then checked like any other (designed: the rulebook lets the body
    flow anywhere, this is only a shorthand for the commonest flow)."""
    heads = [order for order in moves if order[0] in game.pieces and game.pieces[order[0]].kind == "head"]
    if not heads:
        raise RulesError("--body moves a GLOBBO along with its HEAD: name the HEAD's move too (move H1:E5 --body)")
    fixed = frozen(game) | {p.id for p in game.living("globbo") if p.stuck}
    out = [list(order) for order in moves]
    for order in heads:
        head = game.pieces[order[0]]
        (q0, r0), (q1, r1) = to_axial(head.hex), to_axial(game.hex(one_hex(order, "moves")))
        for p in game.living("globbo"):
            if p.owner == head.id and p.kind != "head" and p.id not in fixed and all(o[0] != p.id for o in out):
                out.append([p.id, label(shifted(game, p.hex, q1 - q0, r1 - r0))])
    return out


def plan(game: GlobboGame, moves: list[Order]) -> tuple[dict[str, Hex], list[str]]:
    """Check a whole Globbo move against every rule; returns the final hex of each piece and the
    parts that would die. Raises RulesError naming the rule broken. (The parts move together: the
    order they are named in changes nothing but which broken rule is named first.)"""
    cut_off = frozen(game)
    final = {p.id: p.hex for p in game.living("globbo")}
    named = set()
    flows: list[dict[Hex, int]] = []  # the regions a body part can flow over, each flooded once
    for order in moves:
        piece = game.piece(order[0], "globbo")
        dest = game.hex(one_hex(order, "moves"))
        named.add(piece.id)
        if piece.id in cut_off:
            raise RulesError(f"{piece.id} at {piece.where} was cut off from GLOBBO's HEAD at the start of "
                             "movement: it cannot move at all this turn")
        if piece.stuck:
            raise RulesError(f"{piece.id} at {piece.where} is stuck in GUNK: it cannot move this turn")
        if dest == piece.hex:
            continue
        if dest in game.board.hole_at:
            raise RulesError(f"{piece.id} to {label(dest)}: {label(dest)} is warp-hole {game.board.hole_at[dest]}: "
                             "GLOBBO can't (or won't!) enter warp-holes")
        if game.kids_at(dest):
            raise RulesError(f"{piece.id} to {label(dest)}: {label(dest)} has kids in it: GLOBBO can't enter hexes with kids in them")
        limit = head_steps(game) if piece.kind == "head" else None
        if limit is None:
            region = _flow_region(game, piece.hex, flows)
        else:
            region = reachable(game, piece.hex, limit)
        if dest not in region:
            if piece.kind == "head":
                raise RulesError(f"the HEAD moves up to {limit} hexes: {label(dest)} is not within {limit} of "
                                 f"{piece.where} by a path free of kids, warp-holes, walls and Gunk")
            raise RulesError(f"{piece.id} cannot flow from {piece.where} to {label(dest)} without crossing a "
                             "wall, kids, a warp-hole or Gunk")
        final[piece.id] = dest
    taken: dict[Hex, str] = {}
    for pid, h in final.items():
        if h in taken:
            raise RulesError(f"{taken[h]} and {pid} would both end in {label(h)}: only one piece of GLOBBO is allowed per hex")
        taken[h] = pid
    layout = {h: (pid, game.pieces[pid].kind) for pid, h in final.items()}
    groups = components(game.torus, layout)
    dead = sorted(layout[h][0] for g in groups if not heads_in(g, layout) for h in g)
    alive = {h: v for h, v in layout.items() if v[0] not in dead}
    # What the Kids' bites broke stays allowed, as when building (designed: the rulebook asks a valid shape
    # "when he's done moving", and a bitten GLOBBO may have none in reach: staying put could never be legal).
    # Whatever the move changes must stand: a piece that moved, or lost its neighbour, is a new error.
    before = set(formation_errors(game.torus, game.layout(), game.extras))
    errors = [e for e in formation_errors(game.torus, alive, game.extras) if e not in before]
    if errors:
        raise RulesError("; ".join(errors))
    pairs = [] if "connecting" in game.extras else touching_heads(game.torus, alive)
    if pairs:
        a, b = pairs[0]
        raise RulesError(f"HEADS {layout[a][0]} at {label(a)} and {layout[b][0]} at {label(b)} would end side by "
                         "side: GLOBBOS must end their move apart, and no connecting piece the Kids could remove "
                         "would part two touching HEADS")
    for g in groups:
        heads = heads_in(g, layout)
        if not heads:
            continue
        for h in g:
            pid = layout[h][0]
            owner = game.pieces[pid].owner
            moved = pid in named and final[pid] != game.pieces[pid].hex
            if moved and owner not in heads and owner not in game.turn.splitting and not (set(heads) & game.turn.splitting):
                raise RulesError(f"{pid} belongs to the Globbo of {owner}: parts can't move from one GLOBBO to another")
    return final, dead


def _flow_region(game: GlobboGame, start: Hex, flows: list[dict[Hex, int]]) -> dict[Hex, int]:
    """Where a body part at `start` can flow, the flood shared between parts: a region flooded from a hex with
    no Gunk and no kid (a Blip floats over Globbo) that holds `start` is `start`'s own region, since a path between
    two such hexes runs both ways (a hex the flood reached is free of kids, and it is no Gunk when reused)."""
    for region in flows:
        if start in region and start not in game.gunk:
            return region
    region = reachable(game, start, None)
    if start not in game.gunk and not game.kids_at(start):
        flows.append(region)
    return region


def move(game: GlobboGame, moves: list[Order], table: Any) -> list[str]:
    game.expect("globbo-move")
    final, dead = plan(game, moves)
    start = {pid: game.pieces[pid].hex for pid in final}
    gunked = []
    for pid, h in final.items():
        piece = game.pieces[pid]
        if piece.hex != h:
            piece.hex = h
            if h in game.gunk:
                piece.stuck = True
                gunked.append(f"  {pid} enters GUNK at {label(h)} and must stop: it pulls loose on a 2 or less")
    lines = story.body_moved(game, start, final) + gunked
    if not lines:
        lines.append("GLOBBO stays put.")
    for pid in dead:
        lines.append(f"{pid} at {game.pieces[pid].where} is not connected to a HEAD: dead, removed from play")
        game.remove(game.pieces[pid])
    lines += settle_globbos(game, table)
    game.turn.phase = "globbo-attack"
    return lines


def settle_globbos(game: GlobboGame, table: Any) -> list[str]:
    """Give each part to the HEAD it is joined to; Globbos that end joined lose the smallest set of
    connecting parts, chosen by the Kids (not with Connecting)."""
    lines: list[str] = []
    layout = game.layout()
    for g in components(game.torus, layout):
        heads = heads_in(g, layout)
        if len(heads) > 1 and "connecting" not in game.extras:
            cuts = separating_cuts(game.torus, layout, g)
            options = [", ".join(f"{layout[h][0]} {label(h)}" for h in cut) for cut in cuts]
            choice = table.choose(f"GLOBBOS {', '.join(heads)} end joined: which connecting pieces do the Kids remove?",
                                  options, key="cut")
            for h in cuts[options.index(choice)]:
                lines.append(f"{layout[h][0]} at {label(h)} connects GLOBBOS {' and '.join(heads)}: the Kids remove it")
                game.remove(game.globbo_on(h))
            layout = game.layout()
            for g2 in components(game.torus, layout):
                if not heads_in(g2, layout):
                    for h in sorted(g2):
                        lines.append(f"{layout[h][0]} at {label(h)} is left with no HEAD: dead, removed from play")
                        game.remove(game.globbo_on(h))
            layout = game.layout()
    for g in components(game.torus, layout):
        heads = heads_in(g, layout)
        if len(heads) == 1:
            for h in g:
                game.globbo_on(h).owner = heads[0]
    game.turn.splitting = set()
    return lines

