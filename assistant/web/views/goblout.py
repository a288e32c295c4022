"""Goblout: every player's life and prestige, their die, hand size (your own hand's cards), and the
cards deployed in front of them, each in its family's printed colour with its icon."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from goblinkit.content.loader import load_game

TEMPLATE = "table_goblout.html"
EXAMPLE = "discard warrior"  # the command box's placeholder: a phrase a player says (phrases.read)


@lru_cache(maxsize=1)
def _printed() -> dict[str, Any]:
    """Each card's printed face: the print recipe's FaceSpec (colour, badge, type line, text) by card id."""
    from goblinkit.pnp.games.goblout import card_spec

    c = load_game("goblout").components
    deck, dice = c["cards"], c["dice"]
    die_families = dict(dice.colours.items())
    return {card.id: card_spec(card, deck.families[card.family], deck.families, die_families) for card in deck.items}


def table(game: Any, snap: dict[str, Any]) -> dict[str, Any]:
    deck = load_game("goblout").components["cards"]
    cards = {c.id: c for c in deck.items}
    dice = load_game("goblout").components["dice"].items[0]
    faces = {f.number: f.colours for f in dice.faces}
    printed = _printed()

    def card(cid: str) -> dict[str, Any]:
        c = cards.get(cid)
        family = deck.families.get(c.family) if c else None
        return {"name": c.name if c else cid, "icon": c.icon if c else "", "colour": family.colour if family else "#555",
                "border": (family.second_colour or family.colour) if family else "#555", "face": printed.get(cid)}

    players = []
    for p in snap["players"]:
        deployed = [card(d["card"] if isinstance(d, dict) else d) | ({"attacking": d.get("attacking")} if isinstance(d, dict) else {})
                    for d in p["deployed"]]
        players.append({"id": p["id"], "name": p["name"], "life": p["life"], "max": p["max_life"], "prestige": p["prestige"],
                        "alive": p["alive"], "die": p["die"], "die_colours": faces.get(p["die"], []),
                        "hand_size": p["hand_size"], "hand": [card(h) for h in p["hand"]] if p["hand"] else None,
                        "style": p["style"], "active": p["id"] == snap["active"], "deployed": deployed,
                        "peace": p.get("peace")})
    return {"players": players, "turn": snap["turn"], "phase": snap["phase"], "pile": snap["pile"],
            "winner": snap.get("winner"), "win_by": snap.get("win_by")}
