"""Globbo!'s moves told as a player's account: the words first ("GLOBBO's HEAD H1 oozes 3 hexes toward BITER
B2"), then the coordinates a player needs to move the printed counters, after them and packed (a whole
body's nineteen parts in a few lines, by kind, not a line each). The rules call these as they move pieces;
the terminal and the page print the same lines."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import Hex, label

PER_LINE = 6  # parts' moves on one line of the body's account
PLURAL = {"zap": "ZAPS", "slap": "SLAPS", "head": "HEADS"}
WALKS = {"biter": "walks", "blip": "floats", "yeast": "creeps"}


def hexes(n: int) -> str:
    return f"{n} hex" + ("es" if n != 1 else "")


def _nearest_kid(game: GlobboGame, h: Hex) -> tuple[int, Any]:
    kids = sorted(game.living("kids"), key=lambda k: (game.torus.distance(h, k.hex), k.id))
    return (game.torus.distance(h, kids[0].hex), kids[0]) if kids else (0, None)


def toward(game: GlobboGame, start: Hex, end: Hex) -> str:
    """" toward BITER B2" when the move brings the nearest kid closer, " away from the Kids" when it takes
    the piece further from all of them, else ""."""
    before, _ = _nearest_kid(game, start)
    after, kid = _nearest_kid(game, end)
    if kid is None or after == before:
        return ""
    return f" toward {kid.kind.upper()} {kid.id}" if after < before else " away from the Kids"


def body_moved(game: GlobboGame, start: dict[str, Hex], final: dict[str, Hex]) -> list[str]:
    """GLOBBO's move, a HEAD at a time: what the HEAD did, in words, then each of its parts' moves
    ("Z1 L7 -> K9"), PER_LINE a line, by kind. `start`: where every piece that moves stood."""
    moved = [pid for pid, h in final.items() if start[pid] != h]
    heads = sorted({game.pieces[pid].owner or pid for pid in moved}, key=lambda pid: int(pid[1:]) if pid[1:].isdigit() else 0)
    lines: list[str] = []
    for head_id in heads:
        head = game.pieces.get(head_id)
        parts = [pid for pid in moved if (game.pieces[pid].owner or pid) == head_id and pid != head_id]
        who = "GLOBBO" if len(game.living("globbo", "head")) <= 1 else f"GLOBBO {head_id}"
        if head is not None and head_id in moved:
            a, b = start[head_id], final[head_id]
            steps = game.torus.distance(a, b)
            along = ", the body along" if parts else ""
            lines.append(f"{who} oozes {hexes(steps)}{toward(game, a, b)}: HEAD {head_id} {label(a)} -> {label(b)}"
                         f"{along}" + (":" if parts else ""))
        else:
            where = label(head.hex) if head is not None else "?"
            lines.append(f"{who} re-forms round his HEAD {head_id} at {where}, {len(parts)} "
                         f"part{'s' * (len(parts) != 1)} moving:")
        for kind in ("head", "zap", "slap"):
            mine = [pid for pid in parts if game.pieces[pid].kind == kind]
            for n in range(0, len(mine), PER_LINE):
                chunk = ", ".join(f"{pid} {label(start[pid])} -> {label(final[pid])}" for pid in mine[n:n + PER_LINE])
                lines.append(f"  {PLURAL[kind] if n == 0 else ' ' * len(PLURAL[kind])} {chunk}")
    return lines


def kid_moved(game: GlobboGame, kid: Any, path: list[Hex]) -> str:
    """"BITER B1 walks 2 hexes up to GLOBBO, beside ZAP Z3: L13 -> L12 -> L11": the kid, how far, what it
    ends by (the kids it joins, GLOBBO's parts beside it, or whether it closed in), then its path, hex by hex."""
    end = path[-1]
    joined = sorted((k for k in game.kids_at(end) if k is not kid), key=lambda k: k.id)
    beside = sorted((p for p in game.living("globbo") if game.torus.distance(end, p.hex) == 1),
                    key=lambda p: ("head zap slap".split().index(p.kind), int(p.id[1:])))
    if beside and (kid.kind == "biter" or not joined):  # a Biter comes to bite, a Blip to re-combine
        aim = " up to GLOBBO, beside " + _some(beside)
    elif joined:
        aim = " to join " + _some(joined)
    else:
        aim = _toward_globbo(game, kid.hex, end)
    return (f"{kid.kind.upper()} {kid.id} {WALKS[kid.kind]} {hexes(len(path))}{aim}: "
            f"{label(kid.hex)} -> " + " -> ".join(label(h) for h in path))


def _some(pieces: list[Any]) -> str:
    """"ZAP Z3", "ZAP Z3 and SLAP S1", "ZAP Z3 and 3 more"."""
    first = f"{pieces[0].kind.upper()} {pieces[0].id}"
    if len(pieces) == 1:
        return first
    if len(pieces) == 2:
        return f"{first} and {pieces[1].kind.upper()} {pieces[1].id}"
    return f"{first} and {len(pieces) - 1} more"


def _toward_globbo(game: GlobboGame, start: Hex, end: Hex) -> str:
    heads = game.living("globbo", "head")
    if not heads:
        return ""
    before = min(game.torus.distance(start, h.hex) for h in heads)
    after = min(game.torus.distance(end, h.hex) for h in heads)
    return " toward GLOBBO's HEAD" if after < before else " away from GLOBBO" if after > before else ""


VERBS = {"head": ("burps at", "burp at"), "zap": ("zaps", "zap"), "slap": ("slaps", "slap"), "biter": ("bites", "bite"),
         "blip": ("explodes on", "explode on")}
KINDS = {"head": "HEADS", "zap": "ZAPS", "slap": "SLAPS", "biter": "BITERS", "blip": "BLIPS", "yeast": "YEASTS"}


def attackers(pieces: list[Any]) -> str:
    """"SLAPS S7 and S10 slap", "HEAD H1 burps at", "HEAD H1 and ZAP Z4 attack": who attacks, and the verb."""
    kinds = {p.kind for p in pieces}
    ids = [p.id for p in pieces]
    listed = ", ".join(ids[:-1]) + f" and {ids[-1]}" if len(ids) > 1 else ids[0]
    if len(kinds) == 1:
        kind = pieces[0].kind
        one, many = VERBS.get(kind, ("attacks", "attack"))
        return f"{kind.upper()} {listed} {one}" if len(pieces) == 1 else f"{KINDS[kind]} {listed} {many}"
    named = [f"{p.kind.upper()} {p.id}" for p in pieces]
    return ", ".join(named[:-1]) + f" and {named[-1]} attack"
