"""Moving a Gob' on the board: Movement (Stuff and Sprint add to it), Qualities (Swift, Heavy, Fly),
Gob'z as obstacles (Underfoot passes them), Ladders, Footbridges, Sewers, Crates."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.content.gobz_heroes.board import Mover, Square, square_name


def mover(game: Any, gob_id: str, extra: int = 0, hop: bool = False) -> Mover:
    gob, profile = game.gobz[gob_id], game.profiles[gob_id]
    heavy = profile.has("heavy")
    skill = game.skill_ready(gob_id)
    return Mover(movement=profile.movement + sum(game.stuff_defs[s].movement for s in gob.stuff) + extra,
                 ladders=not heavy, swift=profile.has("swift"), fly=profile.has("fly") or (hop and not heavy),
                 through_gobz=profile.skill.id == "underfoot" and skill)


def occupied(game: Any, *ignore: str) -> set[Square]:
    return {g.pos for g in game.gobz.values() if g.on_board and g.id not in ignore} | set(game.obstacles())


def destinations(game: Any, gob_id: str, extra: int = 0, hop: bool = False,
                 sewer_ok: bool = False) -> dict[Square, list[Square]]:
    gob = game.gobz[gob_id]
    no_end = set() if sewer_ok else set(game.board.sewers)
    return game.board.reach(gob.pos, mover(game, gob_id, extra, hop), occupied(game, gob_id), no_end)


def end_problem(game: Any, gob_id: str, to: Square, substitute: bool = False,
                taken: set[Square] | None = None) -> str | None:
    """Why a Gob' may not end a move on `to` whatever its path (the board, a footbridge, a wall, another
    Gob', a Sewer it would block), or None: check_move's first half, which the move list (moves.py) reads too
    (with `taken`, the squares `occupied` now, worked out once for a whole list)."""
    board, name = game.board, game.profiles[gob_id].name
    where = square_name(to)
    if not board.on_board(to):
        return f"{where} is not on the board ({board.width} x {board.height} squares, A1 top left)"
    if board.cell(to) == "=":
        return f"{name} cannot end its move on the footbridge at {where}: never end a move there"
    if board.level(to) is None:
        return f"{where} is a wall"
    if to in (occupied(game, gob_id) if taken is None else taken):
        return f"{where} is occupied: a Gob' cannot end on another"
    if to in board.sewers and not substitute:
        return (f"{name} cannot end its move on the Sewer/Hatch at {where} to block it "
                "(only to be substituted there: add --sub GOB --combo CARD)")
    return None


def check_move(game: Any, gob_id: str, to: Square, extra: int = 0, hop: bool = False,
               substitute: bool = False) -> list[Square]:
    """The path of a legal move, or a RulesError saying which rule forbids it."""
    name, where = game.profiles[gob_id].name, square_name(to)
    problem = end_problem(game, gob_id, to, substitute)
    if problem:
        raise RulesError(problem)
    paths = destinations(game, gob_id, extra, hop, sewer_ok=True)
    if to not in paths:
        m = mover(game, gob_id, extra, hop)
        far = game.board.reach(game.gobz[gob_id].pos, Mover(99, m.ladders, m.swift, m.fly, m.through_gobz),
                               occupied(game, gob_id))
        if to in far:
            raise RulesError(f"{name} cannot reach {where}: the shortest legal path is {len(far[to])} squares "
                             f"and its Movement is {m.movement}")
        raise RulesError(f"{name} cannot reach {where}: " + _why_not(game, gob_id, to, m))
    return paths[to]


def _why_not(game: Any, gob_id: str, to: Square, m: Mover) -> str:
    board, gob = game.board, game.gobz[gob_id]
    if board.level(to) != board.level(gob.pos):
        if not m.ladders and not m.fly:
            return "and a Heavy Gob' cannot use Ladders (only Teleporters change its level)"
        return ("and changing level takes a Ladder: step through both of its squares orthogonally, "
                "then the move ends (Swift goes on)")
    return "no path on its level (Gob'z, walls and platform sides are in the way)"
