"""What is on the GobbledyGook! table: creatures of each Brood, blips, and the Human figures."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Creature:
    id: str
    name: str
    brood: str
    type: str
    dice: int
    upgrades: list[str]
    hits: int = 0
    hidden: bool = True
    stunned: bool = False
    trapped: bool = False
    carrying: str | None = None
    gang_up: bool = False  # a Minion's failed attack: the next one may reroll a die
    pos: tuple[float, float] | None = None
    veteran: bool = False  # from its Brood file: may reroll 1 die in every fight
    brag: int = 0  # the Brag it earned itself this game (a Veteran is made of it: broods.py)

    @property
    def ko(self) -> bool:
        return self.hits >= self.dice

    def count(self, upgrade: str) -> int:
        return self.upgrades.count(upgrade)

    def snapshot(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "brood": self.brood, "type": self.type, "dice": self.dice,
                "upgrades": self.upgrades, "hits": self.hits, "hidden": self.hidden, "stunned": self.stunned,
                "trapped": self.trapped, "carrying": self.carrying, "ko": self.ko, "pos": self.pos,
                "veteran": self.veteran, "brag": self.brag}


@dataclass
class Figure:
    """A Human (Hound, Hunter, Wanderer, Clanker, the Wagon) or a thing that rolls dice (Shrine,
    Furniture, a leaf pile, a sign, a tree)."""

    id: str
    kind: str
    dice: int
    hits: int = 0
    passive: bool = False
    reveal: int = 0  # reveal markers (a pranked target)
    looted: bool = False
    awake: bool = True
    stunned: bool = False
    gone: bool = False
    pos: tuple[float, float] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def left(self) -> int:
        return max(0, self.dice - self.hits)

    def snapshot(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "dice": self.dice, "hits": self.hits, "reveal": self.reveal,
                "looted": self.looted, "awake": self.awake, "stunned": self.stunned, "gone": self.gone,
                "pos": self.pos, **self.extra}


@dataclass
class BlipSpot:
    id: str
    revealed: str | None = None  # the blip type once revealed
    known: str | None = None  # drawn early by Scry: what the reveal will show
    resolved: bool = False
    pos: tuple[float, float] | None = None
    building: str | None = None  # Signs: the building it is inside

    def snapshot(self) -> dict[str, Any]:
        return {"id": self.id, "revealed": self.revealed, "known": self.known, "resolved": self.resolved, "pos": self.pos,
                "building": self.building}
