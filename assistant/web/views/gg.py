"""GobbledyGook!: the Broods' creatures, the Human figures and the blips; where the players gave
positions (`place` or `--from`, in inches), a plan of the table drawn to scale, one grid square per
stick (6 in), 12 o'clock up as at the table."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.web.look import colours
from goblinkit.assistant.web.views import Tap
from goblinkit.content.loader import load_game

TEMPLATE = "table_gg.html"
EXAMPLE = "reveal b1 with snagtooth"  # the command box's placeholder: a phrase a player says (phrases.read)
STICK = 6.0
MARGIN = 4.0
TABLE = 36.0  # the plan shows at least a 3-foot square from 0,0, so the first figure can be tapped onto it
PLAN = "@plan"  # a Tap's target: anywhere on the plan; the page puts the tapped spot in for {at}


def _plan(pieces: list[dict[str, Any]]) -> dict[str, Any]:
    """The plan in SVG units (inches), drawn as the table lies: 12 o'clock (+y, where the Humans'
    random directions point) is up and 3 o'clock (+x) right; at least the 3-foot square from 0,0. SVG's y grows downward, so a piece at
    table (x, y) is drawn at (x, -y); `pos` stays the table's, for the text."""
    placed = [p for p in pieces if p["pos"]]
    xs, ys = [0.0, TABLE, *(p["pos"][0] for p in placed)], [0.0, TABLE, *(p["pos"][1] for p in placed)]
    left, bottom = min(xs) - MARGIN, min(ys) - MARGIN
    width, height = max(max(xs) - left + MARGIN, 2 * STICK), max(max(ys) - bottom + MARGIN, 2 * STICK)
    top = 0.0 - (bottom + height)
    first_x, first_y = (left // STICK + 1) * STICK, (bottom // STICK + 1) * STICK
    grid_x = [first_x + STICK * i for i in range(int(width // STICK) + 1) if first_x + STICK * i < left + width]
    grid_y = [0.0 - (first_y + STICK * i) for i in range(int(height // STICK) + 1)
              if first_y + STICK * i < bottom + height]
    drawn = [{**p, "xy": (p["pos"][0], 0.0 - p["pos"][1])} for p in placed]
    return {"box": f"{left:g} {top:g} {width:g} {height:g}", "left": left, "top": top, "width": width,
            "height": height, "grid_x": grid_x, "grid_y": grid_y, "pieces": drawn}


def table(game: Any, snap: dict[str, Any]) -> dict[str, Any]:
    hues = colours(game.slug)
    blip_kinds = {b.id: b for b in load_game("gobbledygook").components["blips"].items}
    creatures = [{"id": c["id"], "label": c["name"], "kind": "creature", "pos": c["pos"],
                  "text": f"{c['type']}, {c['dice'] - c['hits']}/{c['dice']} hits",
                  "flags": [f for f in ("hidden", "stunned", "ko", "trapped") if c.get(f)]
                  + ([f"carrying {c['carrying']}"] if c.get("carrying") else []), "brood": c["brood"]}
                 for c in snap["creatures"]]
    figures = [{"id": f["id"], "label": f["id"], "kind": "figure", "pos": f["pos"],
                "text": f"{f['kind']}, {f['dice'] - f['hits']}/{f['dice']} dice",
                "flags": [x for x in ("stunned",) if f.get(x)] + ([] if f.get("awake", True) else ["asleep"])
                + (["gone"] if f.get("gone") else [])} for f in snap["figures"] if not f.get("gone")]
    blips = [{"id": b["id"], "label": b["id"], "kind": "blip", "pos": b["pos"], "revealed": b["revealed"],
              "icon": blip_kinds[b["revealed"]].icon if b["revealed"] in blip_kinds else "",
              "colour": hues.get(f"blip-{b['revealed']}", hues["back"]) if b["revealed"] else hues["back"],
              "text": ((blip_kinds[b["revealed"]].name if b["revealed"] in blip_kinds else b["revealed"])
                       + ("" if b["resolved"] else ", to deal with")) if b["revealed"] else
              ("hidden" + (f" (you know: {b['known']})" if b.get("known") else "")), "flags": []}
             for b in snap["blips"]]
    return {"round": snap["round"], "scenario": snap["scenario"].replace("-", " ").title(), "bag": snap["bag"],
            "brag": snap["brag"], "tin": snap["tin"], "creatures": creatures, "figures": figures, "blips": blips,
            "plan": _plan(creatures + figures + blips), "result": _result(snap.get("result")),
            "scenario_card": _scenario_card(snap["scenario"])}


def _scenario_card(scenario: str) -> Any:
    """The scenario's printed card (the print recipe's FaceSpec); None for a scenario the content lacks."""
    from goblinkit.pnp.games.gobbledygook import scenario_face

    c = load_game("gobbledygook").components
    found = next((s for s in c["scenarios"].items if s.id == scenario), None)
    return scenario_face(found) if found else None  # its front (a blip chart is on the printed back)


def _result(result: dict | None) -> str:
    """'Every Brood is KOed. The Goblins of gg-1: 1 Brag, 0 Tin, +2 Charm.': the game over, as read at the table."""
    if not result:
        return ""
    awards = [f"{name}: {a['brag']} Brag, {a['tin']} Tin, +{a['charm']} Charm."
              for name, a in (result.get("awards") or {}).items()]
    return " ".join([str(result.get("reason", "")), *awards])


BOOKKEEPING = ("place",)  # taps kept beside the listed moves: where a figure stands is the table's, not a move


def bookkeeping(words: list[str]) -> dict[str, Any] | None:
    """`place ID X Y [ID X Y ...]` (a plan tap) as the table's action (the rules check the ids and spots);
    None for any other line."""
    if len(words) < 4 or words[0].lower() != "place" or (len(words) - 1) % 3:
        return None
    spots = words[1:]
    return {"type": "place", "at": [spots[i:i + 3] for i in range(0, len(spots), 3)]}


def bookkeeping_taps(game: Any) -> list[Tap]:
    """Tap a creature, Human or blip (on the plan or in its list), then its spot on the plan: `place ID X Y`,
    the table's bookkeeping, so the assistant measures instead of asking."""
    if game.over:
        return []
    snap = game.snapshot()
    ids = ([c["id"] for c in snap["creatures"] if not c["ko"]] + [f["id"] for f in snap["figures"] if not f.get("gone")]
           + [b["id"] for b in snap["blips"] if not b["resolved"]])
    return [Tap(i, PLAN, "place", f"place {i} {{at}}") for i in ids]
