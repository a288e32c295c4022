"""The Kids' movement: Biters walk 4 hexes (never into Globbo, never across walls), Blips float 2
over anything (each piece of Globbo floated over gets a free attack, +1 unless Tough Blips; the
HEAD destroys them outright), Yeasts stay (1 hex with Yeast Mobility). A kid landing on a
warp-hole is sucked down once a turn; GUNK stops whoever enters it; JUMPING Biters leap 4.
A kid may move in several reports as long as it has movement left; the first attack (or `end`)
ends the movement and three Blips and a Yeast in a hex re-combine."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import whose
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo.attacks import destroy, free_attack
from goblinkit.assistant.globbo.fission import _warp, recombine
from goblinkit.assistant.globbo import story
from goblinkit.assistant.globbo.orders import Order, one_hex
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import Hex, label


def allowance(game: GlobboGame, kind: str) -> int:
    if kind == "yeast":
        return 1 if "yeast-mobility" in game.extras else 0
    return game.stats[kind].move or 0


def begin(game: GlobboGame, table: Any) -> list[str]:
    """The Kids' turn starts: movement allowances, and stuck kids try to pull loose (4 or less)."""
    game.turn.phase = "kids-move"
    lines = []
    for k in game.living("kids"):
        k.attacked = k.warped = k.moved = False
        k.disoriented = False  # a Biter formed last turn moves and attacks normally now
        k.left = allowance(game, k.kind)
    for g in game.living("globbo"):
        g.attacked = False
    lines += pull_loose(game, "kids", 4)
    if game.living("kids"):
        lines.append("KIDS move.")
    return lines


def pull_loose(game: GlobboGame, side: str, need: int) -> list[str]:
    lines = []
    for p in sorted((p for p in game.living(side) if p.stuck), key=lambda p: p.id):
        roll = game.chance.roll(1, 6, why=f"{p.id} pulls loose from the GUNK (needs {need} or less)",
                                owner=whose(side == game.human))[0]
        if roll <= need:
            p.stuck = False
            game.gunk.discard(p.hex)
            lines.append(f"{p.id} at {p.where} rolls {roll}: pulls loose from the GUNK (marker removed)")
        else:
            if side == "kids":
                p.left = 0
            lines.append(f"{p.id} at {p.where} rolls {roll}: still stuck in the GUNK, it can't move this turn")
    return lines


def finish(game: GlobboGame, table: Any) -> list[str]:
    """End of the Kids' movement: re-combination; then the Kids attack."""
    game.expect("kids-move")
    game.turn.phase = "kids-attack"
    return recombine(game)


def _path_for(game: GlobboGame, kid: Any, dest: Hex, via: list[Hex] | None) -> list[Hex]:
    """The hexes a kid passes, the one given or the shortest legal one (paths())."""
    if via is not None:
        return via + [dest]
    found = paths(game, kid).get(dest)
    if found is not None:
        return found
    raise RulesError(f"{kid.id} at {kid.where} cannot reach {label(dest)} with {kid.left} hex"
                     f"{'es' if kid.left != 1 else ''} of movement left"
                     + ("" if kid.kind == "blip" else " (not through Globbo, walls, Gunk or a warp-hole on the way)"))


def paths(game: GlobboGame, kid: Any) -> dict[Hex, list[Hex]]:
    """Every hex a kid can reach with its movement left, with the path the engine takes there: the
    shortest (for a Blip: floating over the fewest pieces of Globbo), then the first in direction order E NE
    NW W SW SE. A Biter stops on Gunk and on a warp-hole it has not tried. Moving a kid to a hex and the
    listed kid moves (moves.py) both read this."""
    t = game.torus
    globbo = {p.hex for p in game.pieces.values() if p.side == "globbo"}
    blip = kid.kind == "blip"
    stops = set() if blip else game.gunk | (set(game.board.hole_at) if not kid.warped else set())
    # breadth first, a level a step: a hex's best way in is the least (floated over, directions) of its
    # ways in from the level before, which is the least of all its shortest paths (the order walked above)
    best: dict[Hex, tuple[int, tuple[int, ...], list[Hex]]] = {}
    level: list[Hex] = [kid.hex]
    key: dict[Hex, tuple[int, tuple[int, ...], list[Hex]]] = {kid.hex: (0, (), [])}
    for _ in range(kid.left):
        reached: dict[Hex, tuple[int, tuple[int, ...], list[Hex]]] = {}
        for here in level:
            over, dirs, path = key[here]
            if path and here in stops:
                continue
            passed = over + (1 if blip and path and here in globbo else 0)
            for d in range(6):
                nxt = t.step(here, d)
                if nxt in best or (not blip and (t.wall_between(here, nxt) or nxt in globbo)):
                    continue
                way = (passed, dirs + (d,), path + [nxt])
                if nxt not in reached or way[:2] < reached[nxt][:2]:
                    reached[nxt] = way
        best.update(reached)
        key = reached
        level = sorted(reached, key=lambda h: reached[h][:2])
    return {h: found for h, (_, _, found) in best.items()}


def _may_step(game: GlobboGame, kid: Any, here: Hex, nxt: Hex, final: bool) -> bool:
    t = game.torus
    if kid.kind == "blip":
        return True
    if t.wall_between(here, nxt):
        return False
    return game.globbo_at(nxt) is None


def move(game: GlobboGame, moves: list[Order], gunk: list[Order], jumps: list[Order], table: Any) -> list[str]:
    """One move report, kid by kid in the order reported (the dice fall in that order), then the
    jumps, then the Gunk."""
    check_moving(game, [ref for ref, *_ in moves])
    lines: list[str] = []
    for ref, spec in moves:
        lines += _move_one(game, game.piece(ref, "kids"), spec, table)
    for order in jumps:
        lines += _jump(game, game.piece(order[0], "kids"), game.hex(one_hex(order, "jumps")), table)
    for order in gunk:
        lines += _gunk(game, game.piece(order[0], "kids"), game.hex(one_hex(order, "gunk")))
    return lines or ["The Kids stay put."]


def check_moving(game: GlobboGame, refs: list[str]) -> None:
    """RulesError unless the Kids may move now: in their movement, or (REFLEXES) kids fresh enough before
    any of them has attacked."""
    if game.turn.phase == "kids-attack":
        fresh = [ref for ref in refs if not game.piece(ref, "kids").disoriented and "reflexes" in game.extras
                 and game.piece(ref).left > 0 and not game.piece(ref).attacked]
        if not refs or len(fresh) != len(refs) or any(k.attacked for k in game.living("kids")):
            raise RulesError("the Kids' movement is over once they attack")
    else:
        game.expect("kids-move")


def check_mobile(game: GlobboGame, kid: Any) -> None:
    if kid.disoriented:
        raise RulesError(f"{kid.id} formed this turn and is disoriented: it cannot move until next turn")
    if kid.stuck:
        raise RulesError(f"{kid.id} is stuck in the GUNK at {kid.where}: it cannot move this turn")
    if kid.kind == "yeast" and "yeast-mobility" not in game.extras:
        raise RulesError(f"{kid.id} is a YEAST: YEASTS don't ever move")
    if kid.left <= 0:
        raise RulesError(f"{kid.id} has no movement left this turn")


def _move_one(game: GlobboGame, kid: Any, spec: str | list[str], table: Any) -> list[str]:
    """`spec`: the destination alone (the engine finds the path), or every hex passed."""
    check_mobile(game, kid)
    if isinstance(spec, list):
        hexes = [game.hex(x) for x in spec]
        dest, via = hexes[-1], hexes[:-1]
    else:
        dest, via = game.hex(spec), None
    path = _path_for(game, kid, dest, via)
    if len(path) > kid.left:
        raise RulesError(f"{kid.id} has {kid.left} hexes of movement left, the path is {len(path)}")
    here = kid.hex
    for nxt in path:
        if game.torus.distance(here, nxt) != 1:
            raise RulesError(f"{label(here)} and {label(nxt)} are not next to each other")
        if not _may_step(game, kid, here, nxt, final=True):
            why = "a wall" if game.torus.wall_between(here, nxt) else "GLOBBO (no kid but a BLIP can enter his hexes)"
            raise RulesError(f"{kid.id} cannot move from {label(here)} to {label(nxt)}: {why}")
        here = nxt
    lines = [story.kid_moved(game, kid, path)]
    for nxt in path:
        kid.left -= 1
        kid.moved = True
        kid.hex = nxt
        if kid.kind == "blip" and game.globbo_at(nxt):
            piece = game.globbo_on(nxt)
            bonus = 0 if ("tough-blips" in game.extras and piece.kind != "head") else 1
            hit, line = free_attack(game, piece, kid, bonus, f"  BLIP {kid.id} floats over {piece.kind.upper()} {piece.id} at {label(nxt)}")
            lines.append(line)
            if hit:
                game.remove(kid)
                lines.append(f"  BLIP {kid.id} is destroyed")
                return lines
        if nxt in game.board.hole_at and not kid.warped:
            kid.warped = True
            out = _warp(game, table, kid.kind, f"{kid.kind.upper()} {kid.id}", lines)
            if out is None:
                game.remove(kid)
                return lines
            kid.hex = out
            if kid.left:
                lines.append(f"  {kid.id} has {kid.left} hex{'es' if kid.left != 1 else ''} of movement left")
            return lines
        if nxt in game.gunk and kid.kind != "blip":
            kid.stuck = True
            kid.left = 0
            lines.append(f"  {kid.id} enters GUNK at {label(nxt)} and must stop")
            return lines
    return lines


def check_jump(game: GlobboGame, kid: Any, dest: Hex) -> None:
    """RulesError unless the Biter may JUMP to `dest` now (the listed jumps pass it)."""
    t = game.torus
    if "jumping" not in game.extras:
        raise RulesError("BITERS can jump only with the JUMPING Extra")
    if kid.kind != "biter":
        raise RulesError(f"{kid.id} is not a BITER: only BITERS jump")
    check_mobile(game, kid)
    if kid.moved:
        raise RulesError(f"{kid.id} has moved this turn: a jump is a Biter's whole move")
    if t.distance(kid.hex, dest) > 4 or dest == kid.hex:
        raise RulesError(f"{kid.id} jumps to a hex up to 4 away; {label(dest)} is {t.distance(kid.hex, dest)}")
    if game.globbo_at(dest):
        raise RulesError(f"{label(dest)} holds GLOBBO: a BITER cannot land there")


def _jump(game: GlobboGame, kid: Any, dest: Hex, table: Any) -> list[str]:
    t = game.torus
    check_jump(game, kid, dest)
    line = min(t.sight_lines(kid.hex, dest, bends=2), key=len)
    lines = [f"{kid.id} JUMPS {kid.where} -> {label(dest)}"]
    kid.left, kid.moved = 0, True
    for h in line[:-1]:
        piece = game.globbo_at(h)
        if piece:
            hit, text = free_attack(game, piece, kid, 1, f"  jumping over {piece.kind.upper()} {piece.id} at {label(h)}")
            lines.append(text)
            if hit:
                kid.hex = h
                game.turn.phase, phase = "kids-move", game.turn.phase
                lines += destroy(game, kid, "globbo", table)
                game.turn.phase = phase
                return lines
    kid.hex = dest
    if dest in game.board.hole_at and not kid.warped:
        kid.warped = True
        out = _warp(game, table, kid.kind, f"BITER {kid.id}", lines)
        if out is None:
            game.remove(kid)
        else:
            kid.hex = out
    elif dest in game.gunk:
        kid.stuck = True
        lines.append(f"  {kid.id} lands in GUNK at {label(dest)} and must stop")
    return lines


def check_gunk(game: GlobboGame, kid: Any, dest: Hex) -> None:
    """RulesError unless the Biter may gunk its hex and remove to `dest` now (the listed ones pass it)."""
    t = game.torus
    if "gunk" not in game.extras:
        raise RulesError("BITERS excrete GUNK only with the GUNK Extra")
    if kid.kind != "biter" or kid.moved or kid.disoriented or kid.stuck:
        raise RulesError(f"{kid.id} must be a BITER that stayed motionless this turn to gunk its hex")
    if kid.hex in game.board.hole_at:
        raise RulesError("kids can't gunk a warp-hole")
    if kid.hex in game.gunk:
        raise RulesError(f"{kid.where} is gunked already")
    if not t.adjacent(kid.hex, dest) or t.wall_between(kid.hex, dest) or game.globbo_at(dest):
        raise RulesError(f"after gunking, the BITER removes to an adjacent hex free of GLOBBO (not across a wall); "
                         f"{label(dest)} is not one")
    if len(game.gunk) >= 8:
        raise RulesError("all 8 GUNK markers are on the map")


def _gunk(game: GlobboGame, kid: Any, dest: Hex) -> list[str]:
    check_gunk(game, kid, dest)
    game.gunk.add(kid.hex)
    line = f"{kid.id} excretes GUNK on {kid.where} and removes to {label(dest)}"
    kid.hex, kid.left, kid.moved = dest, 0, True
    return [line]
