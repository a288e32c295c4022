"""Exploding and re-combining children.

A Biter hit by Globbo fissions when his attacks end: the Kids choose the mix of six Blips and
Yeasts (fixed for the game with Genetic Engineering; eight with Prolificity, two staying put),
placed face down; Globbo throws each two hexes (one with Short Range) straight out, each in a
different direction, not knowing which is which (a chance pick per direction, or the counters the
player turned up: `--card blip,yeast,...` in direction order E NE NW W SW SE). A counter entering
a Globbo hex stops; a Blip there destroys everything in the hex, a Yeast only itself. A counter
entering a warp-hole is sucked down and pops out (1-5) or is lost (6), then moves on away from the
hole if it has a hex to go (a Yeast always does). Three Blips and a Yeast in a hex at the end of
the Kids' movement re-combine into a Biter, disoriented until next turn (two with Fewer Blips).
"""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.chance import whose
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import DIRECTION_NAMES, Hex, label
from goblinkit.assistant.core.names import plural


def explode_all(game: GlobboGame, table: Any) -> list[str]:
    lines = []
    for biter in sorted((k for k in game.living("kids", "biter") if k.hit), key=lambda k: int(k.id[1:])):
        lines += fission(game, biter, table)
    return lines


def mix_options(total: int) -> list[str]:
    """The Kids' possible mixes, as answers: "6 blips 0 yeasts", "5 blips 1 yeast" ... (a save made
    when they read "1 blips 5 yeasts" still replays: table.match_option reads either)."""
    return [f"{plural(b, 'blip')} {plural(total - b, 'yeast')}" for b in range(total, -1, -1)]


def mix_for(game: GlobboGame, table: Any, biter: Any, total: int) -> int:
    """How many Blips (the rest Yeasts): the Kids' choice, or the Genetic Engineering mix."""
    if "genetic-engineering" in game.extras and game.mix is not None:
        return min(total, game.mix)
    options = mix_options(total)
    answer = table.choose(f"BITER {biter.id} at {biter.where} fissions into {total}: the Kids' mix?", options, key="mix")
    return int(answer.split()[0])


def fission(game: GlobboGame, biter: Any, table: Any) -> list[str]:
    origin = biter.hex
    total = 8 if "prolificity" in game.extras else 6
    blips = mix_for(game, table, biter, total)
    game.remove(biter)
    pile = ["blip"] * blips + ["yeast"] * (total - blips)
    lines = [f"BITER {biter.id} at {label(origin)} FISSIONS into {total} face-down counters"]
    reach = 1 if "short-range" in game.extras else 2
    landed: list[tuple[str, Hex, int, bool]] = []  # kind, hex, direction, collided
    for d in range(6):
        kind = game.chance.pick(sorted(pile), why=f"which counter flies {DIRECTION_NAMES[d]}")
        pile.remove(kind)
        landed.append(_throw(game, table, kind, origin, d, reach, lines))
    for kind in pile:  # Prolificity: the two extras stay where the Biter blew up
        landed.append((kind, origin, -1, False))
    lines += _turn_up(game, landed)
    return lines


def _throw(game: GlobboGame, table: Any, kind: str, origin: Hex, d: int, reach: int, lines: list[str]) -> tuple[str, Hex, int, bool]:
    t = game.torus
    here, left, thrown = origin, reach, d
    warped = False
    while left > 0:
        here = t.step(here, d)
        left -= 1
        if game.globbo_at(here):
            return kind, here, thrown, True
        if here in game.board.hole_at and not warped:
            warped = True
            out = _warp(game, table, kind, f"a counter thrown {DIRECTION_NAMES[d]}", lines)
            if out is None:
                return kind, (-1, -1), thrown, False
            here = out
            if left > 0 or kind == "yeast":
                d = _away(game, table, here, f"the counter thrown {DIRECTION_NAMES[thrown]} from {label(origin)}")
                left = max(left, 1)
    return kind, here, thrown, False


def _warp(game: GlobboGame, table: Any, what: str, who: str, lines: list[str]) -> Hex | None:
    """A kid sucked down a warp-hole: where it pops out (FREE WILL: its choice), or None (a 6)."""
    holes = game.board.holes
    if "free-will" in game.extras:
        choice = table.choose(f"{who} enters a warp-hole: which warp-hole does it come out of (FREE WILL)?",
                              [f"{n} {label(h)}" for n, h in holes.items()], key="warp")
        n = int(choice.split()[0])
    else:
        n = game.chance.roll(1, 6, why=f"warp-hole for {who}", owner=whose(game.human == "kids"))[0]
    if n == 6:
        lines.append(f"  {who} is sucked down a warp-hole: rolled 6, lost to hyperspace")
        return None
    lines.append(f"  {who} is sucked down a warp-hole and pops out of warp-hole {n} ({label(holes[n])})")
    return holes[n]


def _away(game: GlobboGame, table: Any, hole: Hex, who: str) -> int:
    """FREE WILL's way out: the question names the counter (by the way it was thrown: it is still face down)."""
    names = [f"{DIRECTION_NAMES[d]} to {label(game.torus.step(hole, d))}" for d in range(6)]
    choice = table.choose(f"which way does {who} move away from warp-hole {label(hole)}?", names, key="away")
    return names.index(choice)


def _turn_up(game: GlobboGame, landed: list[tuple[str, Hex, int, bool]]) -> list[str]:
    lines = []
    placed = []
    for kind, h, d, collided in landed:
        if h == (-1, -1):
            continue
        where = f"{DIRECTION_NAMES[d]} " if d >= 0 else "stays "
        piece = game.new_piece(kind, h)
        placed.append((piece, collided))
        lines.append(f"  {where}-> {label(h)}: {kind.upper()} {piece.id}{game.spare_note(piece)}"
                     + (" (stopped on GLOBBO)" if collided else ""))
    hit_hexes = {p.hex for p, c in placed if c}
    for h in sorted(hit_hexes):
        here = [p for p, c in placed if c and p.hex == h]
        victim = game.globbo_on(h)  # a collision hex: GLOBBO is there
        if any(p.kind == "blip" for p in here):
            names = ", ".join(p.id for p in here)
            lines.append(f"  BAM! {names} and {victim.kind.upper()} {victim.id} at {label(h)} are destroyed in the collision")
            game.remove(victim)
            for p in game.kids_at(h):
                game.remove(p)
        else:
            for p in here:
                lines.append(f"  OW! YEAST {p.id} hits {victim.id} at {label(h)}: the YEAST is destroyed, GLOBBO unharmed")
                game.remove(p)
    return lines


def recombine(game: GlobboGame) -> list[str]:
    need = 2 if "fewer-blips" in game.extras else 3
    lines = []
    hexes = sorted({k.hex for k in game.living("kids")})
    for h in hexes:
        if game.globbo_at(h):
            continue
        while True:
            blips = sorted((k for k in game.kids_at(h) if k.kind == "blip"), key=lambda k: int(k.id[1:]))
            yeasts = sorted((k for k in game.kids_at(h) if k.kind == "yeast"), key=lambda k: int(k.id[1:]))
            if len(blips) < need or not yeasts:
                break
            used = blips[:need] + yeasts[:1]
            for k in used:
                game.remove(k)
            fresh = "reflexes" in game.extras
            biter = game.new_piece("biter", h, disoriented=not fresh, left=4 if fresh else 0)
            lines.append(f"RE-COMBINE at {label(h)}: {' + '.join(k.id for k in used)} -> BITER {biter.id}"
                         f"{game.spare_note(biter)}" + (" (REFLEXES: it may move and attack now)" if fresh
                                                         else " (disoriented: no move or attack this turn)"))
    return lines

