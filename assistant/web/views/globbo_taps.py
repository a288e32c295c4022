"""Globbo!'s commands by tapping the map: a piece of your side, then a hex it can reach (a move) or a
hex it can attack (alone, or with every piece of the side that reaches it). Only what the rules'
own reach functions allow is offered; a path the engine refuses after all still comes back refused."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.globbo.attacks import globbo_target
from goblinkit.assistant.globbo.globbo_move import reachable
from goblinkit.assistant.globbo.kids_move import _may_step
from goblinkit.assistant.globbo.reach import can_reach
from goblinkit.assistant.web.views import Tap
from goblinkit.content.globbo.torus import label


def taps(game: Any) -> list[Tap]:
    side, phase = game.human, game.turn.phase
    if game.over or side not in ("globbo", "kids") or not phase.startswith(side):
        return []
    if phase.endswith("move"):
        return _moves(game, side)
    if phase.endswith("attack"):
        return _attacks(game, side)
    return []


def _moves(game: Any, side: str) -> list[Tap]:
    found = []
    for p in game.living(side):
        for h in sorted(_reach(game, p), key=label):
            found.append(Tap(p.id, label(h), "move", f"move {p.id}:{label(h)}", place=True))
            if p.kind == "head":
                found.append(Tap(p.id, label(h), "move with the body", f"move {p.id}:{label(h)} --body", place=True))
    return found


def _reach(game: Any, p: Any) -> set[Any]:
    """The hexes `p` may end its move on now."""
    if p.side == "globbo":
        steps = game.stats[p.kind].move if p.kind in game.stats else None
        return set(reachable(game, p.hex, steps)) - {p.hex}
    if p.disoriented or p.stuck or p.left <= 0 or (p.kind == "yeast" and "yeast-mobility" not in game.extras):
        return set()
    seen, frontier = {p.hex}, [p.hex]
    for _ in range(p.left):
        nxt = []
        for here in frontier:
            if here != p.hex and p.kind != "blip" and (here in game.gunk or here in game.board.hole_at):
                continue  # Gunk and a warp-hole stop a Biter
            for other in game.torus.neighbours(here):
                if other not in seen and _may_step(game, p, here, other, final=False):
                    seen.add(other)
                    nxt.append(other)
        frontier = nxt
    return seen - {p.hex}


def _attacks(game: Any, side: str) -> list[Tap]:
    ready = [p for p in game.living(side) if not p.attacked and p.kind != "yeast"
             and (side == "globbo" or (not p.disoriented and p.hex not in game.board.hole_at))]
    if side == "globbo":
        targets = {k.hex for k in game.living("kids") if globbo_target(game, k.hex) is not None}
    else:
        targets = {g.hex for g in game.living("globbo")}
    found = []
    for h in sorted(targets, key=label):
        gang = [p for p in ready if can_reach(game, p, h)]
        for p in gang:
            found.append(Tap(p.id, label(h), f"attack with {p.id} alone", f"attack {label(h)} --with {p.id}", place=True))
            if len(gang) > 1:
                names = ",".join(q.id for q in gang)
                found.append(Tap(p.id, label(h), f"attack with {names.replace(',', ', ')}",
                                 f"attack {label(h)} --with {names}", place=True))
    return found
