"""Exact chances of an attack's outcomes (for `odds`, and for the rival Crews' choices)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from goblinkit.assistant.gobz_heroes import rules


@dataclass(frozen=True)
class Odds:
    needed: int
    miss: float
    tickle: float
    stun: float
    ko: float  # a full KO (or a Low Blow KO on a Stunned target)
    lol: float  # this hit's Tickle makes the target laugh out loud

    def lines(self) -> list[str]:
        return [f"Roll to Hit: {self.needed}+ ({(7 - self.needed) / 6:.0%} a die)",
                f"  miss   {self.miss:6.1%}", f"  Tickle {self.tickle:6.1%}", f"  Stun   {self.stun:6.1%}",
                f"  KO     {self.ko:6.1%}", f"  LOL    {self.lol:6.1%}  (the Tickle that makes it laugh)"]


@lru_cache(maxsize=4096)  # a pure function of a few small numbers: the bots ask it thousands of times a turn
def one_die(needed: int, strength: int, resistance: int, stunned: bool, faces: frozenset[int],
            tickles: int, limit: int) -> Odds:
    """What one die does to the target."""
    counts = {"miss": 0, "tickle": 0, "stun": 0, "ko": 0, "lol": 0}
    for die in range(1, 7):
        if die < needed:
            counts["miss"] += 1
            continue
        result = rules.injury(die, strength, resistance, stunned, faces)
        if result in (rules.KO, rules.LOW_BLOW_KO):
            counts["ko"] += 1
        elif result == rules.STUN:
            counts["stun"] += 1
        elif tickles + 1 >= limit:
            counts["lol"] += 1
        else:
            counts["tickle"] += 1
    return Odds(needed, *(counts[k] / 6 for k in ("miss", "tickle", "stun", "ko", "lol")))


def attack_odds(game: Any, gob_id: str, target_id: str, strength: int, modifier: int = 0) -> Odds:
    from goblinkit.assistant.gobz_heroes.combat import resistance

    target = game.gobz[target_id]
    tp = game.profiles[target_id]
    needed = rules.needed_to_hit(game.profiles[gob_id], modifier)
    return one_die(needed, strength, resistance(game, target_id), target.stunned,
                   rules.ko_faces(game.profiles[gob_id], tp), target.tickles, rules.lol_limit(tp))
