"""Which Zombies a Goblin's Action may hit: 'nearest' is the nearest Area (to the Gate) holding a
Zombie of the said type (rulebook 4.2.2); a Leaf Zombie in the Trees is never a nearest target
(designed); Fields are yours, any one, or all of them as the card says."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goblinkit.assistant.goblins_vs_zombies.state import AREAS, Field, Zombie
from goblinkit.content.goblins_vs_zombies.models import GoblinEffect

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies

DISTANCE = {"village": 0, "trees": 1, "graveyard": 2}


def _fields(game: GoblinsVsZombies, owner: str, effect: GoblinEffect) -> list[Field]:
    if effect.fields == "own":
        return [game.fields[owner]]
    return [f for f in game.fields.values() if f.alive]


def matching(game: GoblinsVsZombies, field: Field, effect: GoblinEffect) -> list[tuple[str, Zombie]]:
    return [(area, z) for area, z in field.zombies()
            if game.zdef(z).type in effect.types and (effect.area is None or area == effect.area)]


def legal_targets(game: GoblinsVsZombies, owner: str, effect: GoblinEffect,
                  exclude: frozenset[int] = frozenset()) -> list[tuple[Field, Zombie]]:
    """Zombies the Action may pick next (for 'nearest' and 'one' targets)."""
    found: list[tuple[Field, Zombie]] = []
    for field in _fields(game, owner, effect):
        pool = [(a, z) for a, z in matching(game, field, effect) if z.uid not in exclude]
        if effect.do == "slow":
            pool = [(a, z) for a, z in pool if game.zdef(z).quick and not z.slow]
        if effect.target == "nearest":
            pool = [(a, z) for a, z in pool if not (a == "trees" and "leaf" in game.zdef(z).traits)]
            if pool:
                near = min(DISTANCE[a] for a, _ in pool)
                pool = [(a, z) for a, z in pool if DISTANCE[a] == near]
        found.extend((field, z) for _, z in pool)
    return found


def area_targets(game: GoblinsVsZombies, owner: str, effect: GoblinEffect, area: str) -> list[tuple[Field, Zombie]]:
    field = game.fields[owner]
    return [(field, z) for a, z in matching(game, field, effect) if a == area]


def every_target(game: GoblinsVsZombies, owner: str, effect: GoblinEffect) -> list[tuple[Field, Zombie]]:
    return [(f, z) for f in _fields(game, owner, effect) for _, z in matching(game, f, effect)]


def occupied_areas(game: GoblinsVsZombies, owner: str, effect: GoblinEffect) -> list[str]:
    """Areas of the owner's Field holding at least one Zombie the Action can hit."""
    return [a for a in AREAS if area_targets(game, owner, effect, a)]
