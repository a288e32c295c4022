"""The numbers of an attack, as pure functions: what a Roll to Hit needs, which faces KO, what an injury is.

Rulebook: 4+ to hit (Accurate 3+, Clumsy 5+, cards and Stuff modify it; we keep it within 2..6 so a 1
always misses and a 6 always hits). Strength <= Resistance: Tickle; Strength > Resistance: Stunned;
a KO face (6; 5 or 6 with a Rough attacker or a Weak Spot target) with Strength >= 2 x Resistance: KO.
A Stunned target takes a Low Blow: a hit Tickles whatever the Strength, a KO face KOs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goblinkit.content.gobz_heroes.models import Profile


TICKLE, STUN, KO, LOW_BLOW, LOW_BLOW_KO = "tickle", "stun", "ko", "low-blow", "low-blow-ko"


def needed_to_hit(attacker: Profile, modifier: int = 0) -> int:
    base = 3 if attacker.has("accurate") else 5 if attacker.has("clumsy") else 4
    return min(6, max(2, base + modifier))


def ko_faces(attacker: Profile | None, target: Profile) -> frozenset[int]:
    rough = attacker is not None and attacker.has("rough")
    return frozenset({5, 6}) if rough or target.has("weak-spot") else frozenset({6})


def injury(die: int, strength: int, resistance: int, stunned: bool, faces: frozenset[int]) -> str:
    """The Degree of Injury of one successful Roll to Hit."""
    if stunned:
        return LOW_BLOW_KO if die in faces else LOW_BLOW
    if strength <= resistance:
        return TICKLE
    if die in faces and strength >= 2 * resistance:
        return KO
    return STUN


def lol_limit(target: Profile) -> int:
    """Tickles that make a Gob' laugh out loud: 4, a Troll 6."""
    return 6 if target.troll else 4


def half_up(strength: int) -> int:
    """Fallout's grey area: Strength halved, rounded up."""
    return -(-strength // 2)
