"""`odds`: the exact chances as a table (and JSON)."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.errors import RulesError
from goblinkit.assistant.gobbledygook.rolls import odds

MAX_DICE = 7


def _check(attack: int, defence: int) -> None:
    if not (0 <= attack <= MAX_DICE and 0 <= defence <= MAX_DICE) or attack + defence == 0:
        raise RulesError(f"odds: dice from 0 to {MAX_DICE} a side (and at least one die), got {attack} and {defence}")


def odds_payload(attack: int, defence: int, reroll: bool) -> dict[str, Any]:
    _check(attack, defence)
    o = odds(attack, defence, reroll)
    return {"attacker": attack, "defender": defence, "reroll": reroll, "win": float(o.win), "tie": float(o.tie),
            "loss": float(o.loss), "attacker_overkill": {str(k): float(v) for k, v in o.attacker_overkill.items()},
            "defender_overkill": {str(k): float(v) for k, v in o.defender_overkill.items()}}


def odds_lines(attack: int, defence: int, reroll: bool, cover: bool) -> list[str]:
    _check(attack, defence)
    o = odds(attack, defence, reroll)
    head = f"{attack} dice{' (hidden: may reroll 1)' if reroll else ''} vs {defence} dice{' (incl. +1 cover)' if cover else ''}"
    lines = [head, f"  win  {float(o.win):7.2%}", f"  tie  {float(o.tie):7.2%}", f"  lose {float(o.loss):7.2%}",
             "  overkill  attacker wins   defender wins"]
    for k in sorted(set(o.attacker_overkill) | set(o.defender_overkill)):
        lines.append(f"  {k:>8}  {float(o.attacker_overkill.get(k, 0)):12.2%}   {float(o.defender_overkill.get(k, 0)):12.2%}")
    return lines
