"""Odds of an attack: one die at or under the total strength; a Yeast attacked by Globbo always dies."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from goblinkit.assistant.errors import RulesError


def chance(total: int) -> Fraction:
    return Fraction(max(0, min(6, total)), 6)


def odds_lines(strength: int | None, attackers: str | None, target: str | None,
               save: Path | None) -> tuple[list[str], dict[str, Any]]:
    if attackers:
        from goblinkit.assistant.globbo.attacks import globbo_target
        from goblinkit.assistant.globbo.game import Globbo
        from goblinkit.assistant.globbo.reach import can_reach, strength as piece_strength, why_not
        from goblinkit.assistant.session import Session

        game, _ = Session.load(Globbo, save).replay()
        pieces = [game.piece(a) for a in attackers.split(",") if a.strip()]
        if not target:
            raise RulesError("--with needs --target HEX")
        h = game.hex(target)
        for p in pieces:
            if not can_reach(game, p, h):
                raise RulesError(f"{p.id} at {p.where} {why_not(game, p, h)} ({target.upper()})")
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
