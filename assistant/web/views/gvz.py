"""Goblins vs Zombies: each Field as rows of cards (Graveyard, Trees, Village, then the Gate), each card
drawn as its printed face (cardface.py); every Zombie with its HP, tokens and what it does next in its
Area; Goblins with theirs."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.web.look import colours
from goblinkit.content.loader import load_game

AREAS = ("graveyard", "trees", "village")
TEMPLATE = "table_gvz.html"
EXAMPLE = "play slingshot"  # the command box's placeholder: a phrase a player says (phrases.read)


def _pictures(game: Any) -> dict[str, str]:
    c = load_game("goblins-vs-zombies", game.setup.get("content")).components
    found = {g.id: g.icon or "goblin-head" for g in c["goblin-deck"].items}
    found |= {z.id: z.icon or "shambling-zombie" for z in c["zombie-deck"].items}
    found["basic"] = c["zombie-deck"].basic.icon or "shambling-zombie"
    found |= {b.id: b.icon or "crowned-skull" for b in c["bosses"].items}
    return found


def _printed(game: Any) -> dict[str, Any]:
    """Each card's printed face (the print recipe's FaceSpec) by the id the table keeps: a Zombie's card,
    "basic", a Boss at each level ("paladin:expert"), a Goblin's card and the Flag-bearer."""
    from goblinkit.pnp.games import goblins_vs_zombies as recipe

    c = load_game("goblins-vs-zombies", game.setup.get("content")).components
    zombies, goblins = c["zombie-deck"], c["goblin-deck"]
    found: dict[str, Any] = {z.id: recipe.zombie_face(z) for z in zombies.items}
    found["basic"] = recipe.zombie_face(zombies.basic)
    for boss in c["bosses"].items:
        found |= {f"{boss.id}:{level}": recipe.boss_face(boss, level) for level in ("normal", "expert")}
    found |= {g.id: recipe.goblin_face(g) for g in goblins.items}
    found["flag-bearer"] = recipe.flag_bearer_face(goblins)
    return found


def _face(printed: dict[str, Any], key: str, name: str, colour: str, picture: str) -> Any:
    from goblinkit.pnp.drawers.face_fit import FaceSpec

    return printed.get(key) or FaceSpec(title=name, colour=colour, icon=picture)  # a pack's card the recipe lacks


def _zombie(game: Any, z: dict[str, Any], area: str, pictures: dict[str, str]) -> dict[str, Any]:
    zdef = game.cat.zombie(z["card"], z["face"], z["level"])
    clause = zdef.script.for_area(area) if zdef.script is not None else None
    kind = "basic" if z["face"] == "basic" else z["card"]
    return {"id": z["id"], "name": zdef.name, "icon": pictures.get(kind, "shambling-zombie"), "hp": zdef.hp,
            "left": zdef.hp - z["damage"], "slow": z["slow"], "new": z["arrived"] >= game.turn,
            "marks_text": ", ".join((zdef.type, *zdef.traits)), "boss": zdef.boss,
            "next": clause.said if clause is not None else "", "under": z.get("under", 0),
            "face": _face(_printed_of(game), "basic" if kind == "basic" else f"{kind}:{z['level']}" if zdef.boss else kind,
                          zdef.name, colours(game.slug)["zombie"], pictures.get(kind, "shambling-zombie"))}


def _goblin(game: Any, g: dict[str, Any], pictures: dict[str, str]) -> dict[str, Any]:
    gdef = game.cat.goblins[g["card"]]
    return {"id": g["id"], "name": gdef.name, "icon": pictures.get(g["card"], "goblin-head"), "hp": gdef.hp,
            "left": gdef.hp - g["damage"], "asleep": g["asleep"], "black": gdef.black,
            "shields": [game.cat.goblins[s["card"]].name if isinstance(s, dict) else str(s) for s in g["shields"]],
            "face": _face(_printed_of(game), g["card"], gdef.name, colours(game.slug)["goblin"], pictures.get(g["card"], "goblin-head"))}


_PRINTED: dict[Any, dict[str, Any]] = {}


def _printed_of(game: Any) -> dict[str, Any]:
    key = game.setup.get("content")
    if key not in _PRINTED:
        _PRINTED[key] = _printed(game)
    return _PRINTED[key]


def table(game: Any, snap: dict[str, Any]) -> dict[str, Any]:
    pictures = _pictures(game)
    fields = []
    for owner, f in snap["fields"].items():
        rows = [{"area": area.capitalize(), "cards": [_zombie(game, z, area, pictures) for z in f["areas"][area]]}
                for area in AREAS]
        fields.append({"owner": owner, "alive": f["alive"], "guardian": f["guardian"],
                       "hand": snap["goblins"]["hands"].get(owner), "active": owner == snap["active"],
                       "rows": rows, "gate": [_goblin(game, g, pictures) for g in f["gate"]]})
    deck = snap["zombie_deck"]
    return {"fields": fields, "colours": colours(game.slug), "turn": snap["turn"], "active": snap["active"],
            "phase": snap["phase"].replace("-", " ").upper(), "mode": game.mode.title,
            "counts": [("Zombie Deck", deck.get("cards")), ("Zombie Discard", len(deck.get("discards", []))),
                       ("Goblin Deck", snap["goblins"]["deck"]), ("Goblin Discard", snap["goblins"]["discard"])],
            "result": (snap.get("result") or {}).get("reason")}
