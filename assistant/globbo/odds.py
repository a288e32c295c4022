"""Odds of an attack: one die at or under the total strength; a Yeast attacked by Globbo always dies.
The saved game comes from the caller (`load`), so this stays below game.py like every rule module."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo.attacks import globbo_target
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.assistant.globbo.reach import can_reach, strength as piece_strength, why_not


def chance(total: int) -> Fraction:
    return Fraction(max(0, min(6, total)), 6)


def odds_lines(strength: int | None, attackers: str | None, target: str | None,
               load: Callable[[], GlobboGame]) -> tuple[list[str], dict[str, Any]]:
    """`odds 4`, or `odds --with Z1,S3 --target E5` on the saved map (`load` replays it)."""
    if attackers:
        game = load()
        pieces = [game.piece(a) for a in attackers.split(",") if a.strip()]
        if not target:
            raise RulesError("--with needs --target HEX")
        h = game.hex(target)
        for attacker in pieces:
            if not can_reach(game, attacker, h):
                raise RulesError(f"{attacker.id} at {attacker.where} {why_not(game, attacker, h)} ({target.upper()})")
        total = sum(piece_strength(game, p.kind) for p in pieces)
        victim = globbo_target(game, h) if pieces and pieces[0].side == "globbo" else game.globbo_at(h)
        sure = victim is not None and victim.kind == "yeast" and pieces[0].side == "globbo"
        p = Fraction(1) if sure else chance(total)
        name = f"{victim.kind.upper()} {victim.id}" if victim else "nothing"
        line = (f"{' + '.join(f'{x.id} ({piece_strength(game, x.kind)})' for x in pieces)} against {name} at "
                f"{target.upper()}: strength {total}, " + ("automatic (Globbo never misses a YEAST)" if sure
                                                           else f"hit on 1-{min(total, 6)}: {p.numerator}/{p.denominator} = {float(p):.0%}"))
        return [line], {"strength": total, "target": name, "chance": float(p)}
    if strength is None:
        raise RulesError("give a strength (odds 4) or attackers on the saved map (--with Z1,S3 --target E5)")
    rows = []
    for extra in range(0, 3):
        p = chance(strength + extra)
        rows.append(f"strength {strength + extra}: hit on 1-{min(6, strength + extra)}, {float(p):.0%}"
                    + ("" if extra == 0 else f" (with {extra} more strength)"))
    return rows, {"strength": strength, "chance": float(chance(strength))}
