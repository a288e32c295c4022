"""What is on the Gob'z'Heroes table: the Gob'z (in a Crew or on the Bench) and the players."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from goblinkit.content.gobz_heroes.board import square_name

Square = tuple[int, int]


@dataclass
class Gob:
    id: str
    owner: int | None = None  # seat of its Crew; None on the Bench
    pos: Square | None = None
    stunned: bool = False
    tickles: int = 0
    stuff: list[str] = field(default_factory=list)
    used: bool = False  # has been in a Crew this game
    knocked_out: bool = False  # KO'd at least once: returns without equipment
    activated: bool = False
    changed_level: bool = False  # this activation (Dive Bomb)
    thick_skull: int = 0  # Resistance until its owner's next turn

    @property
    def on_board(self) -> bool:
        return self.owner is not None and self.pos is not None

    def snapshot(self) -> dict[str, Any]:
        return {"id": self.id, "owner": self.owner, "square": square_name(self.pos) if self.pos else None,
                "stunned": self.stunned, "tickles": self.tickles, "stuff": list(self.stuff),
                "activated": self.activated, "thick_skull": self.thick_skull}


@dataclass
class Player:
    name: str
    bot: bool
    seat: int
    objective: str | None = None
    objective_done: bool = False
    vp: int = 0
    combos: list[str] = field(default_factory=list)
    zone: str = ""
    rations: int = 0  # Rationing Points left this turn
    backup_pending: bool = False
    sources: Counter[str] = field(default_factory=Counter)  # VP by where they came from
    crates: list[str] = field(default_factory=list)  # the Supply Crates (squares) their Gob'z drew Stuff from

    def snapshot(self, reveal: bool, game_over: bool = False, shared_screen: bool = False) -> dict[str, Any]:
        """A rival's Gob'jective stays secret until it is done or the game is over (then it is shown), its
        Combo Cards a count; on a screen several humans share (`shared_screen`), a human's as much as a rival's."""
        secret = (self.bot or shared_screen) and not reveal
        hidden = secret and not self.objective_done and not game_over
        return {"name": self.name, "bot": self.bot, "seat": self.seat, "vp": self.vp, "zone": self.zone,
                "objective": None if hidden else self.objective, "objective_done": self.objective_done,
                "combos": len(self.combos) if secret else list(self.combos),
                "rations": self.rations, "vp_sources": dict(self.sources), "crates": list(self.crates)}


@dataclass
class Activation:
    """The Gob' being activated now: it may move, then attack (an attack ends it)."""

    gob: str
    moved: bool = False
    attacked: bool = False
    collected: bool = False  # drew Stuff from a Crate: no attack this turn
