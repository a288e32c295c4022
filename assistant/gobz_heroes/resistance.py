"""A Gob's Resistance as a hit finds it: its Physical, its Stuff's bonuses and Thick Skull's.

Below the attack rules: combat applies it to a hit, after_roll weighs it when the attacker may play a
Combo Card on the dice (combat calls after_roll, so it cannot live in combat), the odds and the bots
read it too.
"""

from __future__ import annotations

from typing import Any


def resistance(game: Any, gob_id: str) -> int:
    gob, profile = game.gobz[gob_id], game.profiles[gob_id]
    return profile.physical + sum(game.stuff_defs[s].resistance for s in gob.stuff) + gob.thick_skull
