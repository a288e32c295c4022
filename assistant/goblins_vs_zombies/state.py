"""What lies on the table in Goblins vs Zombies: Fields with their Areas, Gate and Guardian."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

AREAS = ("graveyard", "trees", "village")


@dataclass
class Zombie:
    uid: int
    card: str
    face: str = "front"  # "front", or "basic" once flipped or brought by BACKUP
    level: str = "normal"
    damage: int = 0
    slow: bool = False
    arrived: int = 0  # the turn it appeared in this Field; it acts only on later turns
    under: int = 0  # Goblin cards under the Paladin

    def flip(self) -> None:
        """FLIP: tokens off, Basic Zombie side up."""
        self.face, self.damage, self.slow = "basic", 0, False

    def snapshot(self) -> dict[str, Any]:
        return {"id": f"z{self.uid}", "card": self.card, "face": self.face, "level": self.level,
                "damage": self.damage, "slow": self.slow, "arrived": self.arrived, "under": self.under}


@dataclass
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


@dataclass
class Field:
    owner: str
    areas: dict[str, list[Zombie]] = field(default_factory=lambda: {a: [] for a in AREAS})
    gate: list[Goblin] = field(default_factory=list)
    guardian: bool = True
    alive: bool = True

    def zombies(self) -> Iterator[tuple[str, Zombie]]:
        for area in AREAS:
            for zombie in self.areas[area]:
                yield area, zombie

    def goblins(self) -> list[Goblin]:
        """Every Goblin in this Field, Shields included."""
        return [g for top in self.gate for g in [top, *top.shields]]

    def area_of(self, zombie: Zombie) -> str | None:
        return next((area for area, z in self.zombies() if z is zombie), None)

    def remove_zombie(self, zombie: Zombie) -> None:
        for area in AREAS:
            if zombie in self.areas[area]:
                self.areas[area].remove(zombie)

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
