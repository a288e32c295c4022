"""Setting a GobbledyGook! table up from a scenario and the players' Broods."""

from __future__ import annotations

import re
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.numerals import excerpt, whole
from goblinkit.assistant.gobbledygook.state import BlipSpot, Creature, Figure
from goblinkit.content.loader import GameContent
from goblinkit.assistant.core.names import plural

DEFAULT_CLANKER_DICE = 4
MAX_ROAD = 60  # sticks: a road 30 feet long
MAX_LEAF_PILES = 24


def parse_sizes(text: str | None, option: str, example: str) -> list[int] | None:
    """`--clankers 4,5` and `--leaf-piles 2,3,5`: whole numbers separated by commas."""
    if text is None:
        return None
    sizes = [whole(part) for part in text.split(",")]
    if any(size is None for size in sizes):
        raise RulesError(f"{option}: whole numbers separated by commas, e.g. {example}; got {excerpt(text)}")
    return [size for size in sizes if size is not None]


def _count(setup: dict[str, Any], key: str, low: int, high: int, unit: str) -> int | None:
    value = setup.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise RulesError(f"--{key}: at least {low} {unit}, got {value}")
    if value > high:
        raise RulesError(f"--{key}: at most {high} {unit}s, got {value}")
    return value


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
                                  hidden="hide" not in types[c["type"]].may_not,  # a Heavy never hides
                                  veteran=bool(c.get("veteran"))))
    if not found:
        raise RulesError("no creatures: buy some with `goblin play gobbledygook brood buy`")
    return found


def blip_count(scenario: Any, players: int, setup: dict[str, Any], bag_size: int) -> int:
    if scenario.id == "clankers":
        return bag_size
    if scenario.id == "signs":
        return 2 * 2 * players + 2
    if scenario.id == "haunted-forest":
        trees = _count(setup, "trees", 1, 10**6, "tree") or 2 * players
        if trees > 6 * players:
            raise RulesError(f"the Haunted Forest takes at most {6 * players} blips for {plural(players, 'player')}")
        return trees
    return scenario.blips_per_player * players


def figures_for(scenario: Any, players: int, setup: dict[str, Any]) -> list[Figure]:
    figures: list[Figure] = []
    if scenario.id == "highwaymen":
        _count(setup, "road", 1, MAX_ROAD, "stick")
        figures.append(Figure("wagon", "wagon", 1, extra={"sticks": 0, "aboard": 1 if setup.get("advanced") else 0}))
    if scenario.id == "clankers":
        sizes = setup.get("clankers") or [DEFAULT_CLANKER_DICE] * players
        if len(sizes) != players or not all(3 <= s <= 6 for s in sizes):
            raise RulesError(f"--clankers: one size (3 to 6 dice) per player, e.g. {','.join(['4'] * players)}")
        figures += [Figure(f"clanker{i + 1}", "clanker", s) for i, s in enumerate(sizes)]
    if scenario.id == "leaves":
        piles = setup.get("leaf_piles") or [2, 3, 4, 5]
        if not all(2 <= p <= 5 for p in piles) or len(piles) > MAX_LEAF_PILES:
            raise RulesError(f"--leaf-piles: each pile rolls 2 to 5 dice (at most {MAX_LEAF_PILES} piles)")
        figures += [Figure(f"leaves{i + 1}", "leaf-pile", p, passive=True) for i, p in enumerate(piles)]
    if scenario.id == "signs":
        figures += [Figure(f"sign{i + 1}", "sign", 2, passive=True, extra={"building": f"building{i + 1}"})
                    for i in range(2 * players)]
    if scenario.id == "haunted-forest":
        dice = 3 if setup.get("advanced") else (scenario.tree_dice or 2)
        trees = _count(setup, "trees", 1, 6 * players, "tree") or 2 * players
        figures += [Figure(f"tree{i + 1}", "tree", dice, awake=False, extra={"blip": f"B{i + 1}"}) for i in range(trees)]
    return figures


def blips_for(scenario: Any, count: int, players: int) -> list[BlipSpot]:
    spots = [BlipSpot(f"B{i + 1}") for i in range(count)]
    if scenario.id == "signs":
        for i, spot in enumerate(spots[:4 * players]):
            spot.building = f"building{i // 2 + 1}"
    return spots
