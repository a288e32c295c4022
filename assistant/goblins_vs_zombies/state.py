"""What lies on the table in Goblins vs Zombies: Fields with their Areas, Gate and Guardian."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

AREAS = ("graveyard", "trees", "village")


@dataclass(eq=False)
class Zombie:
    uid: int
    card: str
    face: str = "front"  # "front", or "basic" once flipped or brought by BACKUP
    level: str = "normal"
    damage: int = 0
    slow: bool = False
    arrived: int = 0  # the turn it appeared in this Field; it acts only on later turns
    under: int = 0  # Goblin cards under the Paladin
    area: str | None = None  # where it stands, kept by its Field (None: not in play)
    owner: str | None = None  # whose Field it is in
    known: Any = field(default=None, compare=False, repr=False)  # the card it is now, kept by the engine

    def flip(self) -> None:
        """FLIP: tokens off, Basic Zombie side up (the card the engine knew it as is forgotten)."""
        self.face, self.damage, self.slow, self.known = "basic", 0, False, None

    def snapshot(self) -> dict[str, Any]:
        # a Zombie Basic side up shows no card: one played face down is a secret of the Zombie Player's
        shown = self.card if self.face == "front" else "basic"  # catalog.BASIC (state imports no catalog)
        return {"id": f"z{self.uid}", "card": shown, "face": self.face, "level": self.level,
                "damage": self.damage, "slow": self.slow, "arrived": self.arrived, "under": self.under}


@dataclass(eq=False)
class Goblin:
    uid: int
    card: str  # the Goblin it is played as ("flag-bearer" when face down)
    real: str | None = None  # the card itself, when played face down (goes to the discard as such)
    damage: int = 0
    asleep: bool = False
    acted: int = -1
    shields: list[Goblin] = field(default_factory=list)

    def snapshot(self) -> dict[str, Any]:
        return {"id": f"g{self.uid}", "card": self.card, "damage": self.damage, "asleep": self.asleep,
                "shields": [s.snapshot() for s in self.shields]}


@dataclass(eq=False)
class Field:
    owner: str
    areas: dict[str, list[Zombie]] = field(default_factory=lambda: {a: [] for a in AREAS})
    gate: list[Goblin] = field(default_factory=list)
    guardian: bool = True
    alive: bool = True
    departures: int = 0  # Zombies that have left this Field so far (the Zombie phase re-checks who is here)

    def zombies(self) -> list[tuple[str, Zombie]]:
        """Every Zombie in this Field with its Area, from the Graveyard to the Village (a list made
        at the call: changing the Field while going through it changes nothing in it)."""
        areas = self.areas
        return [(area, zombie) for area in AREAS for zombie in areas[area]]

    def goblins(self) -> list[Goblin]:
        """Every Goblin in this Field, Shields included."""
        found: list[Goblin] = []
        for top in self.gate:
            found.append(top)
            if top.shields:
                found.extend(top.shields)
        return found

    def bearers(self) -> int:
        """How many Flag-bearers stand on the Gate (a card played face down is never a Shield); a
        loop, no generator made per count."""
        found = 0
        for goblin in self.gate:
            if goblin.card == "flag-bearer":
                found += 1
        return found

    def area_of(self, zombie: Zombie) -> str | None:
        """Where the Zombie stands in this Field (None: not here). Kept on the Zombie: no search."""
        return zombie.area if zombie.owner == self.owner else None

    def add(self, zombie: Zombie, area: str) -> Zombie:
        """Put a Zombie on an Area of this Field (it must not stand anywhere else)."""
        self.areas[area].append(zombie)
        zombie.area, zombie.owner = area, self.owner
        return zombie

    def move(self, zombie: Zombie, area: str) -> None:
        """A Zombie of this Field goes to another Area, at the end of that Area's row."""
        assert zombie.area is not None  # a Zombie of this Field stands in one of its Areas
        self.areas[zombie.area].remove(zombie)
        self.add(zombie, area)

    def remove_zombie(self, zombie: Zombie) -> None:
        if zombie.owner == self.owner and zombie.area is not None:
            self.areas[zombie.area].remove(zombie)
            zombie.area = zombie.owner = None
            self.departures += 1

    def remove_goblin(self, goblin: Goblin) -> list[Goblin]:
        """Take a Goblin off the Gate; a top Goblin takes its Shields with it. Returns all removed."""
        if goblin in self.gate:
            self.gate.remove(goblin)
            return [goblin, *goblin.shields]
        for top in self.gate:
            if goblin in top.shields:
                top.shields.remove(goblin)
                return [goblin]
        return []

    def snapshot(self) -> dict[str, Any]:
        return {"owner": self.owner, "guardian": self.guardian, "alive": self.alive,
                "areas": {a: [z.snapshot() for z in zs] for a, zs in self.areas.items()},
                "gate": [g.snapshot() for g in self.gate]}
