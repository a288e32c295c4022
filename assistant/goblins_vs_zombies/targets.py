"""Which Zombies a Goblin's Action may hit: 'nearest' is the nearest Area (to the Gate) holding a
Zombie of the said type (rulebook 4.2.2); a Leaf Zombie in the Trees is never a nearest target
(designed); Fields are yours, any one, or all of them as the card says."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goblinkit.assistant.goblins_vs_zombies.state import AREAS, Field, Zombie
from goblinkit.assistant.goblins_vs_zombies.catalog import NEAREST_FIRST, EffectDef

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Rules

DISTANCE = {"village": 0, "trees": 1, "graveyard": 2}
assert NEAREST_FIRST == tuple(sorted(AREAS, key=DISTANCE.__getitem__))


def _fields(game: Rules, owner: str, effect: EffectDef) -> list[Field]:
    if effect.fields == "own":
        return [game.fields[owner]]
    return [f for f in game.fields.values() if f.alive]


def matching(game: Rules, field: Field, effect: EffectDef) -> list[tuple[str, Zombie]]:
    types, areas = effect.types, field.areas  # the Field's Areas read in place: no list of them made first
    return [(area, z) for area in (AREAS if effect.area is None else (effect.area,)) for z in areas[area]
            if (z.known or game.zdef(z)).type in types]  # the card as game.zdef remembers it: no call when known


def legal_targets(game: Rules, owner: str, effect: EffectDef,
                  exclude: frozenset[int] = frozenset(), limit: int = 0) -> list[tuple[Field, Zombie]]:
    """Zombies the Action may pick next (for 'nearest' and 'one' targets), Field by Field, each in
    Area order; for 'nearest', only those of the nearest Area holding one (looked at from the
    Village out, so the search stops there). `limit`: the first so many are enough (a bot asking
    whether, or how many up to the Action's count, without the whole list)."""
    found: list[tuple[Field, Zombie]] = []
    nearest, slowing, removing = effect.nearest, effect.slowing, effect.removing  # worked out with the card
    types, max_hp = effect.kinds, effect.max_hp
    zdef_of = game.zdef
    for field in _fields(game, owner, effect):
        field_areas = field.areas
        for area in effect.search:
            before = len(found)
            for z in field_areas[area]:
                if exclude and z.uid in exclude:
                    continue
                zdef = z.known or zdef_of(z)  # the card it is now, as game.zdef remembers it (no call when known)
                if zdef.type not in types:
                    continue
                if slowing and (z.slow or not zdef.quick):
                    continue
                if removing and (zdef.boss or max_hp and zdef.hp - z.damage > max_hp):
                    continue  # FLIP and destroy never take a Boss; an Assassin only what it can finish
                if nearest and area == "trees" and "leaf" in zdef.traits:
                    continue
                found.append((field, z))
                if limit and len(found) >= limit:
                    return found
            if nearest and len(found) > before:
                break
    return found


def area_targets(game: Rules, owner: str, effect: EffectDef, area: str) -> list[tuple[Field, Zombie]]:
    field = game.fields[owner]
    return [(field, z) for a, z in matching(game, field, effect) if a == area]


def every_target(game: Rules, owner: str, effect: EffectDef) -> list[tuple[Field, Zombie]]:
    return [(f, z) for f in _fields(game, owner, effect) for _, z in matching(game, f, effect)]


def occupied_areas(game: Rules, owner: str, effect: EffectDef) -> list[str]:
    """Areas of the owner's Field holding at least one Zombie the Action can hit."""
    hit = {area for area, _ in matching(game, game.fields[owner], effect)}
    return [a for a in AREAS if a in hit]
