"""The map in the terminal: every hex with its piece (H1, Z3, S12), kids (a count and a letter
when stacked), warp-holes (@1-@5), Gunk (~), walls (#), coordinates round the edge; then what the
player can do now."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.phrases import either
from goblinkit.assistant.globbo.attacks import in_reach
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import label

CELL = 4


def cell(game: GlobboGame, h: Any) -> str:
    g = game.globbo_at(h)
    kids = game.kids_at(h)
    if g and not kids:
        return g.id
    if kids:
        if len(kids) == 1 and not g:
            k = kids[0]
            return k.id + ("!" if k.hit else "")
        text = f"{len(kids)}{'k' if not g else '+'}"
        return text
    if h in game.board.hole_at:
        return f"@{game.board.hole_at[h]}"
    if h in game.gunk:
        return "~"
    return "."


def wall_runs(walls: Any) -> list[str]:
    """Each zig-zag wall as the hexes on its two sides, "B5 C5 D5 | A6 B6 C6 D6", not its 6 edges."""
    runs: list[list[Any]] = []
    for edge in walls:
        if runs and any(h in {x for e in runs[-1] for x in e} for h in edge):
            runs[-1].append(edge)
        else:
            runs.append([edge])
    out = []
    for run in runs:
        sides = [list(dict.fromkeys(label(e[i]) for e in run)) for i in (0, 1)]
        out.append(" ".join(sides[0]) + " | " + " ".join(sides[1]))
    return out


def wall_marks(walls: Any, columns: int, rows: int) -> tuple[dict[int, set[int]], dict[int, set[int]]]:
    """Where the map draws each wall edge (a #): in a row, in the gap between the two hexes; between
    two rows, on a line of its own under the upper row, half way between the two hexes' names (a
    wall across the map's wrap is drawn at the edge it crosses). Keys are rows, values columns of text."""
    def centre(h: Any) -> int:
        return 4 + (CELL // 2 if h[1] % 2 else 0) + CELL * h[0] + 1

    in_row: dict[int, set[int]] = {}
    between: dict[int, set[int]] = {}
    width = 4 + CELL * columns + CELL // 2
    for a, b in walls:
        if a[1] == b[1]:
            left = a if (a[0] + 1) % columns == b[0] else b
            in_row.setdefault(left[1], set()).add(centre(left) + CELL - 2)
            continue
        upper, lower = (a, b) if (a[1] + 1) % rows == b[1] else (b, a)
        x0, x1 = centre(upper), centre(lower)
        x1 += CELL * columns * round((x0 - x1) / (CELL * columns))  # the lower hex's copy nearest the upper
        between.setdefault(upper[1], set()).add(min(max((x0 + x1) // 2, 4), width - 1))
    return in_row, between


def _marked(chars: list[str], marks: Any) -> str:
    for x in marks:
        chars.extend(" " * (x + 1 - len(chars)))
        chars[x] = "#"
    return "".join(chars)


def describe(game: GlobboGame) -> str:
    t = game.torus
    header = " " * 4 + "".join(label((c, 0))[:-1].ljust(CELL) for c in range(t.columns))
    in_row, between = wall_marks(game.board.walls, t.columns, t.rows) if game.setup.get("walls") else ({}, {})
    rows = [header]
    for r in range(t.rows):
        indent = " " * (CELL // 2) if r % 2 else ""
        row = list(f"{r + 1:>3} " + indent + "".join(cell(game, (c, r)).ljust(CELL) for c in range(t.columns)))
        rows.append(_marked(row, in_row.get(r, ())))
        if r in between:
            rows.append(_marked([], between[r]).rstrip())
    stacks = []
    for h in sorted({p.hex for p in game.pieces.values()}, key=lambda h: (h[1], h[0])):
        here = [p for p in game.pieces.values() if p.hex == h]
        if len(here) > 1:
            stacks.append(f"{label(h)}: " + " ".join(p.id for p in here))
    turn = game.turn
    lines = rows + [""]
    if stacks:
        lines.append("Stacked: " + "; ".join(stacks))
    if game.setup.get("walls"):
        lines.append("Walls (# on the map, the spiky lines), the hexes either side: "
                     + "; ".join(wall_runs(game.board.walls)))
    if game.gunk:
        lines.append("GUNK: " + ", ".join(label(h) for h in sorted(game.gunk)))
    counts = {k: len(game.living(kind=k)) for k in ("head", "zap", "slap", "biter", "blip", "yeast")}
    lines.append(f"GLOBBO: {counts['head']} HEAD, {counts['zap']} ZAPS, {counts['slap']} SLAPS; points "
                 + (", ".join(f"{h} {n}" for h, n in turn.points.items()) or "none")
                 + (f"; {turn.scorches} SCORCHES left" if "scorch" in game.extras else ""))
    lines.append(f"KIDS: {counts['biter']} BITERS, {counts['blip']} BLIPS, {counts['yeast']} YEASTS")
    if game.extras:
        lines.append("Extras: " + ", ".join(sorted(game.extras)))
    return "\n".join(lines)


def reach_lines(game: GlobboGame, side: str, phase: str) -> list[str]:
    """In an attack step (and the Kids' move, from where they stand): what can be attacked, by whom."""
    if phase not in ("globbo-attack", "kids-move", "kids-attack"):
        return []
    found = in_reach(game, side)
    if not found:
        return ["  Nothing in reach" + (": end." if phase != "kids-move" else " from where they stand.")]
    shown = found[:6]
    return ["  " + text for text in shown] + ([f"  ... and {len(found) - 6} more in reach"] if len(found) > 6 else [])


def prompt(game: GlobboGame) -> list[str]:
    turn = game.turn
    if turn.result:
        r = turn.result
        return [f"Game over: {'GLOBBO' if r['winner'] == 'globbo' else 'THE KIDS'} won in round {r['round']}"
                + (" (HUMILIATING TOTAL VICTORY)" if r["humiliating"] else "") + "."]
    side = game.side_to_act
    phase = turn.phase
    hints = {
        "globbo-move": "Your move: " + either(["move the HEAD to a hex (the body follows in its shape)", "stay put",
                                               *(["SCORCH a hex"] if "scorch" in game.extras else [])]),
        "globbo-attack": "Your move: attack a kid in reach with the parts beside it, as often as you like, then end "
                         "(Biters explode)",
        "kids-move": "Your move: move a kid to a hex, again while movement is left, then attack or end",
        "kids-attack": "Your move: attack with the kids in reach, as often as you like, then end (regeneration)",
        "globbo-build": "Your move: build a SLAP or a ZAP on a hex, or go straight on to the move",
    }
    player, whose = ("Globbo", "Globbo's") if side == "globbo" else ("the Kids", "The Kids'")
    plays = "you play" if side == game.human else "the assistant plays"
    line = f"Round {turn.round}: {whose} {phase.split('-')[1]} ({plays} {player})"  # "Round 1: Globbo's move (you play Globbo)"
    if side == game.human:
        return [line, "  " + hints[phase]] + reach_lines(game, side, phase)
    return [line, "  the assistant plays this step: go on, and it does"]
