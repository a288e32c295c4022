"""Goblout: every player's life and prestige, their die, hand size (your own hand's cards), and the
cards deployed in front of them, each in its family's printed colour with its icon."""

from __future__ import annotations

import re
from typing import Any

from goblinkit.assistant.goblout.turn import deploy_problem
from goblinkit.assistant.web.views import Action
from goblinkit.content.loader import load_game

TEMPLATE = "table_goblout.html"
EXAMPLE = "play --deploy warrior --attack bot1=all"  # the command box's placeholder


def table(game: Any, snap: dict[str, Any]) -> dict[str, Any]:
    deck = load_game("goblout").components["cards"]
    cards = {c.id: c for c in deck.items}
    dice = load_game("goblout").components["dice"].items[0]
    faces = {f.number: f.colours for f in dice.faces}

    def card(cid: str) -> dict[str, Any]:
        c = cards.get(cid)
        family = deck.families.get(c.family) if c else None
        return {"name": c.name if c else cid, "icon": c.icon if c else "", "colour": family.colour if family else "#555",
                "border": (family.second_colour or family.colour) if family else "#555"}

    players = []
    for p in snap["players"]:
        deployed = [card(d["card"] if isinstance(d, dict) else d) | ({"attacking": d.get("attacking")} if isinstance(d, dict) else {})
                    for d in p["deployed"]]
        players.append({"name": p["name"], "life": p["life"], "max": p["max_life"], "prestige": p["prestige"],
                        "alive": p["alive"], "die": p["die"], "die_colours": faces.get(p["die"], []),
                        "hand_size": p["hand_size"], "hand": [card(h) for h in p["hand"]] if p["hand"] else None,
                        "style": p["style"], "active": p["id"] == snap["active"], "deployed": deployed,
                        "peace": p.get("peace")})
    return {"players": players, "turn": snap["turn"], "phase": snap["phase"], "pile": snap["pile"],
            "winner": snap.get("winner"), "win_by": snap.get("win_by")}


def actions(game: Any, prompt: list[str]) -> list[Action]:
    """Draw; then one button per card the rules let you deploy now (the die's colours, one white a
    turn) and one per rival to attack with everything deployed; the page asks the rest."""
    text = " ".join(prompt)
    found = []
    if re.search(r"`draw", text) or "draw" in text.lower().split("next:")[-1]:
        found.append(Action("Draw (phases 1-2)", "draw", main=True))
    if "play --deploy" in text:
        you = next((p for p in game.m.players if p.style is None), None)
        names = sorted({c for c in you.hand if deploy_problem(game.m, you, [c]) is None}) if you else []
        cards = game.m.cat.cards
        for n in names:
            found.append(Action(f"Deploy {cards[n].name if n in cards else n}", f"play --deploy {n}"))
        if you is not None and any(d for d in you.deployed):
            for rival in (p for p in game.m.players if p is not you and p.alive and not p.peace):
                found.append(Action(f"Attack {rival.name} with everything", f"play --attack {rival.id}=all"))
        found.append(Action("Play: deploy nothing, attack nobody", "play", main=not names))
    return found
