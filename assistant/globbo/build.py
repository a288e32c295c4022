"""GLOBBO regeneration: a point per HEAD at the end of each Kids turn (two with Double
Regeneration), saved or spent: a SLAP 1, a ZAP 2, a new HEAD 4. A new piece goes next to a piece
of the Globbo that pays for it, and everything must then stand as the formation rules require. A
new HEAD starts a second Globbo: the parts are divided up at the next move's end."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo.formation import formation_errors, touching, touching_heads
from goblinkit.assistant.globbo.kids_move import pull_loose
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import Hex, label


def regenerate(game: GlobboGame) -> list[str]:
    game.expect("kids-attack")
    each = 2 if "double-regeneration" in game.extras else 1
    lines = []
    for head in game.living("globbo", "head"):
        game.turn.points[head.id] = game.turn.points.get(head.id, 0) + each
        lines.append(f"HEAD {head.id} gets {each} regeneration point{'s' if each > 1 else ''}: "
                     f"{game.turn.points[head.id]} saved")
    game.turn.phase = "globbo-build"
    return lines


def buy(game: GlobboGame, purchases: list[list[str]], table: Any) -> list[str]:
    game.expect("globbo-build")
    lines = []
    added = []
    points = dict(game.turn.points)
    before = set(formation_errors(game.torus, game.layout(), game.extras))  # what the Kids' bites broke stays allowed
    try:
        for kind, where in purchases:
            kind = kind.lower()
            h = game.hex(where)
            payer, cost = payer_of(game, kind, h, points)
            points[payer] -= cost
            piece = game.new_piece(kind, h, owner=payer)
            added.append(piece)
            if kind == "head":
                piece.owner = piece.id
                points[piece.id] = 0
                game.turn.splitting |= {payer, piece.id}
            lines.append(f"GLOBBO builds {kind.upper()} {piece.id}{game.spare_note(piece)} at {label(h)} "
                         f"({cost} point{'s' if cost > 1 else ''} from {payer}'s Globbo)")
        check_standing(game, game.layout(), before, any(p.kind == "head" for p in added))
    except RulesError:
        for piece in added:
            game.remove(piece)
        raise
    game.turn.points = points
    if any(p.kind == "head" for p in added):
        lines.append("A new HEAD: GLOBBO divides like a cell. Split the parts between the HEADS with the next move "
                     "(Globbos still joined at its end lose their connecting pieces).")
    return lines + finish_build(game, table)


def payer_of(game: GlobboGame, kind: str, h: Hex, points: dict[str, int]) -> tuple[str, int]:
    """The HEAD whose Globbo pays for a new `kind` at `h` (with `points` left), and the price; RulesError
    when the hex or the points forbid it. `buy` checks each purchase with it, the listed builds too."""
    if kind not in ("slap", "zap", "head"):
        raise RulesError(f"GLOBBO buys SLAPS, ZAPS and HEADS, not '{kind}'")
    if game.occupied(h) or h in game.board.hole_at:
        raise RulesError(f"{label(h)} is not empty: a new piece goes on an empty hex (not a warp-hole)")
    owners = sorted({p.owner for n in touching(game.torus, h) if (p := game.globbo_at(n)) and p.owner})
    if not owners:
        raise RulesError(f"{label(h)} is not next to any piece of GLOBBO: new pieces go next to an existing piece")
    cost = game.stats[kind].cost
    assert cost is not None  # every piece GLOBBO buys has a cost (content: globbo pieces)
    payer = next((o for o in owners if points.get(o, 0) >= cost), None)
    if payer is None:
        have = ", ".join(f"{o} has {points.get(o, 0)}" for o in owners)
        raise RulesError(f"a {kind.upper()} costs {cost} points; {have}")
    return payer, cost


def check_standing(game: GlobboGame, layout: dict[Hex, tuple[str, str]], before: set[str], new_head: bool) -> None:
    """After building, everything must stand as the formation rules require (what was broken before stays
    allowed), and a new HEAD touches no other."""
    t = game.torus
    errors = [e for e in formation_errors(t, layout, game.extras) if e not in before]
    if errors:
        raise RulesError("; ".join(errors))
    pairs = touching_heads(t, layout) if new_head else []
    if pairs and "connecting" not in game.extras:
        a, b = pairs[0]
        raise RulesError(f"HEADS {layout[a][0]} at {label(a)} and {layout[b][0]} at {label(b)} "
                         "would touch: two HEADS side by side could never be parted (the Kids never remove a "
                         "HEAD), so a new HEAD goes where it touches no other")


def finish_build(game: GlobboGame, table: Any) -> list[str]:
    """Building is over: the next round starts with Globbo's move (stuck parts roll to pull loose)."""
    game.expect("globbo-build")
    game.turn.round += 1
    game.turn.phase = "globbo-move"
    for p in game.living("globbo"):
        p.attacked = False
    return pull_loose(game, "globbo", 2) + [f"Round {game.turn.round}: GLOBBO moves."]
