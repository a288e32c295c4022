"""Globbo!: the Playroom as the printed hex map (odd rows to the left, as printed: columns A-P, rows
1-14), warp-holes, spiky walls, Gunk, and every counter with its name and its piece's colour."""

from __future__ import annotations

import math
from typing import Any

from goblinkit.assistant.web.look import colours
from goblinkit.content.loader import load_game

TEMPLATE = "table_globbo.html"
EXAMPLE = "move b1 to i2"  # the command box's placeholder: a phrase a player says (phrases.read)
R = 10.0  # hex radius (centre to corner), in the drawing's units
W = math.sqrt(3) * R


def centre(hexname: str) -> tuple[float, float]:
    col, row = ord(hexname[0]) - 65, int(hexname[1:]) - 1
    return (W / 2 + col * W + (W / 2 if row % 2 else 0) + 2, R + row * 1.5 * R + 2)


def corners(x: float, y: float) -> str:
    return " ".join(f"{x + R * math.cos(math.radians(60 * i - 30)):.1f},{y + R * math.sin(math.radians(60 * i - 30)):.1f}"
                    for i in range(6))


def table(game: Any, snap: dict[str, Any]) -> dict[str, Any]:
    content = load_game("globbo").components
    board = content["map"].items[0]
    kinds = {p.id: p for p in content["pieces"].items}
    hexes = [f"{chr(65 + c)}{r + 1}" for r in range(board.rows) for c in range(board.columns)]
    cells = [{"name": h, "points": corners(*centre(h)), "x": centre(h)[0], "y": centre(h)[1]} for h in hexes]
    walls = []
    if snap.get("walls"):
        for chain in board.walls:
            for edge in chain:
                a, b = (centre(h) for h in edge.split("|"))
                if math.dist(a, b) > 2 * R:
                    continue  # the edge crossing the map's wrap: drawn on the printed map's tile edge
                mx, my, dx, dy = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (b[0] - a[0]) / 2, (b[1] - a[1]) / 2
                walls.append((mx - dy / math.sqrt(3), my + dx / math.sqrt(3), mx + dy / math.sqrt(3), my - dx / math.sqrt(3)))
    pieces = []
    for p in snap["pieces"]:
        x, y = centre(p["hex"])
        kind = kinds.get(p["kind"])
        pieces.append({"id": p["id"], "x": x, "y": y, "hex": p["hex"], "colour": kind.colour if kind else "#333333",
                       "icon": kind.icon if kind else "", "name": kind.short if kind else p["kind"],
                       "about": _about(kind, p["hex"])})
    width = W * board.columns + W / 2 + 4
    height = 1.5 * R * (board.rows - 1) + 2 * R + 4
    columns = [(chr(65 + c), W / 2 + c * W + 2) for c in range(board.columns)]
    rows = [(r + 1, centre(f"A{r + 1}")[1]) for r in range(board.rows)]
    return {"cells": cells, "pieces": pieces, "walls": walls, "width": width, "height": height,
            "columns": columns, "rows": rows, "hole_colour": colours("globbo")["hole"],
            "holes": [{"n": n, "hex": h, "x": centre(h)[0], "y": centre(h)[1]} for n, h in snap["warp_holes"].items()],
            "gunk": [centre(h) for h in snap.get("gunk", [])], "round": snap["round"],
            "phase": snap["phase"].replace("-", " "), "human": snap["human"], "points": snap["points"],
            "counts": _counts(snap["pieces"], kinds), "result": _result(snap.get("result"))}


def _about(kind: Any, hexname: str) -> str:
    """What a piece is and does, for the sheet a tap on it opens: "BITER (the Kids) at C4: moves 2,
    strength 3, reach: ..." (its kind's printed stats; the glossary sheet adds the rule of its name)."""
    if kind is None:
        return f"at {hexname}"
    side = "Globbo" if kind.side == "globbo" else "the Kids"
    return (f"{kind.name} ({side}) at {hexname}: moves {kind.move_text}, strength {kind.strength}, "
            f"reach: {kind.reach}")


def _result(result: dict | None) -> str:
    """'The Kids win in round 12 (a humiliating win)': the saved result as the game over line reads it."""
    if not result:
        return ""
    who = "Globbo wins" if result.get("winner") == "globbo" else "The Kids win"
    return f"{who} in round {result.get('round')}" + (" (a humiliating win)" if result.get("humiliating") else "")


def _counts(pieces: list[dict[str, Any]], kinds: dict[str, Any]) -> list[tuple[str, int, str]]:
    found: dict[str, int] = {}
    for p in pieces:
        found[p["kind"]] = found.get(p["kind"], 0) + 1
    return [(kinds[k].short if k in kinds else k, n, kinds[k].colour if k in kinds else "#333") for k, n in found.items()]
