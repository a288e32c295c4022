"""Gob'z'Heroes: the board square by square (ground, platforms, ladders, footbridges, walls, Sewers,
Crates, Teleporters, Zombies), each Gob' as a disc in its Crew's colour with its letter; the Crews."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from goblinkit.content.gobz_heroes.board import square_name
from goblinkit.content.loader import load_game

TEMPLATE = "table_gobz.html"
EXAMPLE = "move skritch to c10"  # the command box's placeholder: a phrase a player says (phrases.read)
S = 20  # a square in the drawing's units
TERRAIN = {".": "#e8e2cf", "#": "#9c8f73", "L": "#c8b27a", "l": "#b39b5a", "=": "#7d6a4a", "X": "#2b2b2b"}
# The Crews are named by colour (Green, Red, Blue, Yellow): each is drawn in its own; another name by seat.
CREWS = {"green": "#1e7b34", "red": "#b03a2e", "blue": "#2e6da4", "yellow": "#b8860b"}
SEATS = tuple(CREWS.values())


def _about(profile: Any, gob: dict[str, Any], crew: str) -> str:
    """What a Gob' is and where it stands, for the sheet a tap on it opens: its Crew, square, Profile
    stats, qualities and skill (the glossary sheet adds what each quality and skill does), its state."""
    qualities = ", ".join(q.replace("-", " ").title() for q in profile.qualities)
    state = [w for w, on in (("Stunned", gob["stunned"]), (f"{gob['tickles']} Tickle", gob["tickles"]),
                             ("activated this turn", gob["activated"])) if on]
    return (f"{crew}'s Gob' at {gob['square']}: Movement {profile.movement}, Physical {profile.physical}, "
            f"Charisma {profile.charisma}" + (f"; {qualities}" if qualities else "")
            + (f"; skill {profile.skill.name}" if profile.skill else "") + "".join(f"; {w}" for w in state))


@lru_cache(maxsize=1)
def _printed() -> dict[str, Any]:
    """The printed faces (the print recipe's FaceSpecs) of the Profiles, Gob'jectives and Combos, by
    "gob:ID", "objective:ID" and "combo:ID"."""
    from goblinkit.pnp.games import gobz_heroes as recipe

    game = load_game("gobz-heroes")
    c = game.components
    return ({f"gob:{g.id}": recipe.profile_face(game, g) for g in c["gobz"].items}
            | {f"objective:{o.id}": recipe.objective_face(game, o) for o in c["objectives"].items}
            | {f"combo:{k.id}": recipe.combo_face(game, k) for k in c["combos"].items})


def _square(name: str) -> tuple[int, int]:
    match = re.match(r"([A-Z])(\d+)$", name)
    return (ord(match.group(1)) - 65, int(match.group(2)) - 1) if match else (-1, -1)


def table(game: Any, snap: dict[str, Any]) -> dict[str, Any]:
    from goblinkit.assistant.gobz_heroes.render import codes

    board, letters = game.board, codes(game)
    hues = [CREWS.get(p["name"].lower(), SEATS[p["seat"] % len(SEATS)]) for p in snap["players"]]
    cells = []
    for r in range(board.height):
        for c in range(board.width):
            cell = board.cell((c, r))
            if not cell:
                continue
            mark = ("S" if (c, r) in board.sewers else "C" if (c, r) in board.crates else
                    "T" if (c, r) in board.teleporters else "")
            cells.append({"x": c * S, "y": r * S, "fill": TERRAIN.get(cell, "#e8e2cf"), "mark": mark,
                          "ladder": cell in "Ll", "name": square_name((c, r))})
    gobz = []
    for g in snap["gobz"]:
        c, r = _square(g["square"])
        profile = game.profiles[g["id"]]
        gobz.append({"id": g["id"], "x": c * S + S / 2, "y": r * S + S / 2, "letter": letters[g["id"]],
                     "colour": hues[g["owner"]], "stunned": g["stunned"], "name": profile.name,
                     "about": _about(profile, g, snap["players"][g["owner"]]["name"])})
    printed = _printed()
    players = []
    for p in snap["players"]:
        crew = [{"name": game.profiles[g["id"]].name, "square": g["square"], "tickles": g["tickles"],
                 "stunned": g["stunned"], "activated": g["activated"],
                 "stuff": [game.stuff_defs[s].name for s in g["stuff"]]} for g in snap["gobz"] if g["owner"] == p["seat"]]
        cards = [printed.get(f"objective:{p['objective']}")] if isinstance(p.get("objective"), str) else []
        cards += [printed.get(f"combo:{c}") for c in p["combos"]] if isinstance(p["combos"], list) else []
        players.append({"name": p["name"], "vp": p["vp"], "bot": p["bot"], "colour": hues[p["seat"]],
                        "profiles": [printed[f"gob:{g['id']}"] for g in snap["gobz"]
                                     if g["owner"] == p["seat"] and f"gob:{g['id']}" in printed],
                        "cards": [c for c in cards if c is not None],
                        "crew": crew, "rations": p.get("rations"),
                        "combos": p["combos"] if isinstance(p["combos"], int) else len(p["combos"] or [])})
    zombies = [{"x": _square(z)[0] * S + S / 2, "y": _square(z)[1] * S + S / 2} for z in snap["zombies"]]
    return {"cells": cells, "gobz": gobz, "zombies": zombies, "players": players, "size": S,
            "width": board.width * S, "height": board.height * S, "turn": snap["turn"], "current": snap["current"],
            "target": snap["target_vp"], "columns": [chr(65 + c) for c in range(board.width)],
            "rows": board.height, "winner": snap.get("winner")}
