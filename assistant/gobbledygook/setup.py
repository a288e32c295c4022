"""Setting a GobbledyGook! table up from a scenario and the players' Broods."""

from __future__ import annotations

import re
from typing import Any

from goblinkit.assistant.errors import RulesError
from goblinkit.assistant.gobbledygook.state import BlipSpot, Creature, Figure
from goblinkit.content.loader import GameContent

DEFAULT_CLANKER_DICE = 4


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def creatures_from(broods: list[dict[str, Any]], game: GameContent) -> list[Creature]:
    types = {t.id: t for t in game.components["creature-types"].items}
    talents = {b.id: b.talent for b in game.components["breeds"].items}
    found: list[Creature] = []
    for brood in broods:
        for c in brood["creatures"]:
            cid = slug(c["name"])
            if any(other.id == cid for other in found):
                raise RulesError(f"two creatures are called '{c['name']}': rename one in its Brood file")
            found.append(Creature(cid, c["name"], brood["name"], c["type"], types[c["type"]].dice,
                                  list(c.get("upgrades", [])) + [talents[brood["breed"]]],
                                  hidden="hide" not in types[c["type"]].may_not))  # a Heavy never hides
    if not found:
        raise RulesError("no creatures: buy some with `goblin play gobbledygook brood buy`")
    return found


def blip_count(scenario: Any, players: int, setup: dict[str, Any], bag_size: int) -> int:
    if scenario.id == "clankers":
        return bag_size
    if scenario.id == "signs":
        return 2 * 2 * players + 2
    if scenario.id == "haunted-forest":
        trees = int(setup.get("trees") or 2 * players)
        if trees > 6 * players:
            raise RulesError(f"the Haunted Forest takes at most {6 * players} blips for {players} player(s)")
        return trees
    return scenario.blips_per_player * players


def figures_for(scenario: Any, players: int, setup: dict[str, Any]) -> list[Figure]:
    figures: list[Figure] = []
    if scenario.id == "highwaymen":
        figures.append(Figure("wagon", "wagon", 1, extra={"sticks": 0, "aboard": 1 if setup.get("advanced") else 0}))
    if scenario.id == "clankers":
        sizes = setup.get("clankers") or [DEFAULT_CLANKER_DICE] * players
        if len(sizes) != players or not all(3 <= s <= 6 for s in sizes):
            raise RulesError(f"--clankers: one size (3 to 6 dice) per player, e.g. {','.join(['4'] * players)}")
        figures += [Figure(f"clanker{i + 1}", "clanker", s) for i, s in enumerate(sizes)]
    if scenario.id == "leaves":
        piles = setup.get("leaf_piles") or [2, 3, 4, 5]
        if not all(2 <= p <= 5 for p in piles):
            raise RulesError("--leaf-piles: each pile rolls 2 to 5 dice")
        figures += [Figure(f"leaves{i + 1}", "leaf-pile", p, passive=True) for i, p in enumerate(piles)]
    if scenario.id == "signs":
        figures += [Figure(f"sign{i + 1}", "sign", 2, passive=True, extra={"building": f"building{i + 1}"})
                    for i in range(2 * players)]
    if scenario.id == "haunted-forest":
        dice = 3 if setup.get("advanced") else (scenario.tree_dice or 2)
        trees = int(setup.get("trees") or 2 * players)
        figures += [Figure(f"tree{i + 1}", "tree", dice, awake=False, extra={"blip": f"B{i + 1}"}) for i in range(trees)]
    return figures


def blips_for(scenario: Any, count: int, players: int) -> list[BlipSpot]:
    spots = [BlipSpot(f"B{i + 1}") for i in range(count)]
    if scenario.id == "signs":
        for i, spot in enumerate(spots[:4 * players]):
            spot.building = f"building{i // 2 + 1}"
    return spots
