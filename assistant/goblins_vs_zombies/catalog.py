"""The engine's view of the Goblins vs Zombies cards, read from the same YAML the printer uses."""

from __future__ import annotations

from dataclasses import dataclass, field as derived
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING

from goblinkit.content.goblins_vs_zombies.script import Clause, Script, parse_body, parse_script
from goblinkit.assistant.goblins_vs_zombies.state import AREAS
from goblinkit.assistant.core.names import squash
from goblinkit.content.loader import load_for_play

if TYPE_CHECKING:
    from goblinkit.content.goblins_vs_zombies.models import GoblinEffect

GAME = "goblins-vs-zombies"
NEAREST_FIRST = ("village", "trees", "graveyard")  # the Areas from the Gate out
FLAG_BEARER = "flag-bearer"
BASIC = "basic"


@dataclass(frozen=True)
class EffectDef:
    """A Goblin's Action as the rules read it, copied from the card's content model: the rules and
    the bots read these fields at every step, and a pydantic model's attribute is several times
    slower to read than a dataclass's (its class has a __getattr__, so no lookup is cached)."""

    do: str
    amount: int
    target: str
    types: tuple[str, ...]
    count: int
    fields: str
    area: str | None
    slow: bool
    max_hp: int | None
    then: str
    # What a target search reads, worked out once from the fields above (targets.legal_targets):
    nearest: bool = derived(init=False)  # only the nearest Area holding a target counts
    kinds: frozenset[str] = derived(init=False)  # the Zombie types it may hit
    slowing: bool = derived(init=False)  # a Slow Token: only Quick Zombies without one
    removing: bool = derived(init=False)  # FLIP or destroy: never a Boss
    search: tuple[str, ...] = derived(init=False)  # the Areas looked at, in order

    def __post_init__(self) -> None:
        nearest = self.target == "nearest"
        search = (self.area,) if self.area is not None else NEAREST_FIRST if nearest else AREAS
        for name, value in (("nearest", nearest), ("kinds", frozenset(self.types)), ("slowing", self.do == "slow"),
                            ("removing", self.do in ("flip", "destroy")), ("search", search)):
            object.__setattr__(self, name, value)

    @classmethod
    def of(cls, effect: GoblinEffect | None) -> EffectDef | None:
        if effect is None:
            return None
        return cls(effect.do, effect.amount, effect.target, tuple(effect.types), effect.count, effect.fields,
                   effect.area, effect.slow, effect.max_hp, effect.then)


@dataclass(frozen=True)
class GoblinDef:
    id: str
    name: str
    cost: int
    hp: int
    black: bool
    shield: bool
    effect: EffectDef | None


@dataclass(frozen=True)
class ZombieDef:
    id: str
    name: str
    hp: int
    type: str
    traits: tuple[str, ...]
    script: Script | None
    comes_into_play: Clause | None
    die: int | None
    quick: bool = derived(init=False)  # read at every Zombie Action: worked out once, from the traits
    boss: bool = derived(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "quick", "quick" in self.traits)
        object.__setattr__(self, "boss", "boss" in self.traits)


@dataclass(frozen=True)
class EventDef:
    id: str
    name: str
    do: str
    field: str
    from_area: str | None
    to_area: str | None
    count: int
    level: str
    red: bool


@dataclass(frozen=True)
class Catalog:
    goblins: dict[str, GoblinDef]
    goblin_counts: dict[str, int]
    zombies: dict[str, ZombieDef]
    zombie_counts: dict[str, int]
    events: dict[str, EventDef]
    event_counts: dict[str, int]
    bosses: dict[tuple[str, str], ZombieDef]  # (boss id, level) -> definition
    boss_counts: dict[str, int]

    def zombie(self, card: str, face: str = "front", level: str = "normal") -> ZombieDef:
        if face == BASIC:
            return self.zombies[BASIC]
        if card in self.boss_counts:
            return self.bosses[(card, level)]
        return self.zombies[card]

    def is_event(self, card: str) -> bool:
        return card in self.events

    def boxes(self, black_goblins: bool) -> tuple[list[str], list[str]]:
        """The Goblin Deck (with or without the Black Goblins) and the Zombie Deck (Zombies and the
        Events that are not red), card by card: worked out once, a new list for each game, sorted (a
        Deck sorts its cards, and a sorted list sorts in one pass)."""
        known = self._boxes.get(black_goblins)
        if known is None:
            goblins = [g for g, n in self.goblin_counts.items() for _ in range(n)
                       if black_goblins or not self.goblins[g].black]
            zombies = [z for z, n in self.zombie_counts.items() for _ in range(n)]
            zombies += [e for e, n in self.event_counts.items() for _ in range(n) if not self.events[e].red]
            known = self._boxes[black_goblins] = (sorted(goblins), sorted(zombies))
        return list(known[0]), list(known[1])

    @cached_property
    def _boxes(self) -> dict[bool, tuple[list[str], list[str]]]:
        return {}

    @cached_property
    def zombie_defs(self) -> dict[tuple[str, str, str], ZombieDef]:
        """(card, face, level) -> `zombie(...)`, filled as games look them up (shared by every game)."""
        return {}

    # -- names a player may type (guide.normalize), worked out once per catalog ------------------
    @cached_property
    def playable(self) -> dict[str, list[str]]:
        """The Goblin cards a `play` may name (id -> its printed name), in id order."""
        return {card: [self.goblins[card].name] for card in sorted(self.goblins)
                if card in self.goblin_counts or card == FLAG_BEARER}

    @cached_property
    def plain_playable(self) -> frozenset[str]:
        """Card ids that name only themselves: no other playable card's id or name reads the same."""
        seen: dict[str, int] = {}
        for card, names in self.playable.items():
            for key in {squash(card), *(squash(n) for n in names)}:
                seen[key] = seen.get(key, 0) + 1
        return frozenset(card for card in self.playable if seen[squash(card)] == 1)

    @cached_property
    def spelled(self) -> frozenset[str]:
        """Every card id and name, squashed: an id such as `g3` or `z5` that none of them reads as
        names its figure alone."""
        defs: list[GoblinDef | ZombieDef | EventDef] = [*self.goblins.values(), *self.zombies.values(),
                                                        *self.bosses.values(), *self.events.values()]
        return frozenset(squash(text) for d in defs for text in (d.id, d.name))


@lru_cache(maxsize=4)
def catalog(pack: str | None = None) -> Catalog:
    content = load_for_play(GAME, pack)
    c = content.components
    deck = c["goblin-deck"]
    goblins = {g.id: GoblinDef(g.id, g.name, g.cost, g.hp, g.black, g.shield, EffectDef.of(g.effect))
               for g in deck.items}
    goblins[FLAG_BEARER] = GoblinDef(FLAG_BEARER, deck.flag_bearer.name, 0, 1, False, False, None)
    zset = c["zombie-deck"]
    zombies = {z.id: ZombieDef(z.id, z.name, z.hp, z.type, tuple(z.traits), parse_script(z.script),
                               parse_body(z.comes_into_play) if z.comes_into_play else None, z.die)
               for z in zset.items}
    basic = zset.basic
    zombies[BASIC] = ZombieDef(BASIC, basic.name, basic.hp, basic.type, (), parse_script(basic.script), None, None)
    events = {}
    event_counts = {}
    for name in ("zombie-events", "boss-events"):
        for e in c[name].items:
            f = e.effect
            events[e.id] = EventDef(e.id, e.name, f.do, f.field, f.from_area, f.to_area, f.count, f.level, c[name].red)
            event_counts[e.id] = e.count
    bosses = {}
    for b in c["bosses"].items:
        for level in ("normal", "expert"):
            stats = getattr(b, level)
            bosses[(b.id, level)] = ZombieDef(b.id, b.name, stats.hp, b.type, tuple(stats.traits),
                                              parse_script(stats.script) if stats.script else None, None, None)
    return Catalog(goblins, {g.id: g.count for g in deck.items}, zombies, {z.id: z.count for z in zset.items},
                   events, event_counts, bosses, {b.id: b.count for b in c["bosses"].items})
