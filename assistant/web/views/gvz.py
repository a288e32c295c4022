"""Goblins vs Zombies: each Field as rows of cards (Graveyard, Trees, Village, then the Gate), every
Zombie with its picture, HP, tokens and what it does next in its Area; Goblins with theirs."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.web.look import colours, trait_icons
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


def _zombie(game: Any, z: dict[str, Any], area: str, pictures: dict[str, str]) -> dict[str, Any]:
    zdef = game.cat.zombie(z["card"], z["face"], z["level"])
    clause = zdef.script.for_area(area) if zdef.script is not None else None
    kind = "basic" if z["face"] == "basic" else z["card"]
    return {"id": z["id"], "name": zdef.name, "icon": pictures.get(kind, "shambling-zombie"), "hp": zdef.hp,
            "left": zdef.hp - z["damage"], "slow": z["slow"], "new": z["arrived"] >= game.turn,
            "marks": [trait_icons().get(t, "") for t in (zdef.type, *zdef.traits)],
            "marks_text": ", ".join((zdef.type, *zdef.traits)), "boss": zdef.boss,
            "next": clause.said if clause is not None else "", "under": z.get("under", 0)}


def _goblin(game: Any, g: dict[str, Any], pictures: dict[str, str]) -> dict[str, Any]:
    gdef = game.cat.goblins[g["card"]]
    return {"id": g["id"], "name": gdef.name, "icon": pictures.get(g["card"], "goblin-head"), "hp": gdef.hp,
            "left": gdef.hp - g["damage"], "asleep": g["asleep"], "black": gdef.black,
            "shields": [game.cat.goblins[s["card"]].name if isinstance(s, dict) else str(s) for s in g["shields"]]}


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
