"""`odds`: the exact chances as a table (and JSON), with the reroll policy it assumes said out loud."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook.odds import Odds, odds
from goblinkit.assistant.gobbledygook.rolls import POLICIES, TIES

MAX_DICE = 12  # a Clanker of 6 with cover, Food, reveal markers and Gang Up stays under it


def _compute(attack: int, defence: int, reroll: bool, policy: str) -> Odds:
    if not (0 <= attack <= MAX_DICE and 0 <= defence <= MAX_DICE) or attack + defence == 0:
        raise RulesError(f"odds: dice from 0 to {MAX_DICE} a side, cover included (and at least one die), "
                         f"got {attack} and {defence}")
    if policy not in POLICIES:
        raise RulesError(f"odds: unknown --policy '{policy}' (policies: {', '.join(POLICIES)})")
    return odds(attack, defence, policy if reroll else None)


def _exact(value: Fraction) -> dict[str, Any]:
    return {"value": float(value), "exact": f"{value.numerator}/{value.denominator}"}


def odds_payload(attack: int, defence: int, reroll: bool, policy: str = "wins") -> dict[str, Any]:
    o = _compute(attack, defence, reroll, policy)
    return {"attacker": attack, "defender": defence, "reroll": reroll, "policy": policy if reroll else None,
            "win": _exact(o.win), "tie": _exact(o.tie), "loss": _exact(o.loss),
            "attacker_overkill": {str(k): _exact(v) for k, v in o.attacker_overkill.items()},
            "defender_overkill": {str(k): _exact(v) for k, v in o.defender_overkill.items()}}


def odds_lines(attack: int, defence: int, reroll: bool, cover: bool, policy: str = "wins") -> list[str]:
    o = _compute(attack, defence, reroll, policy)
    dice = lambda n: f"{n} di{'e' if n == 1 else 'ce'}"  # noqa: E731
    lines = [f"{dice(attack)} vs {dice(defence)}{' (incl. +1 cover)' if cover else ''}"]
    if reroll and not attack:
        lines.append("Hidden attacker: no die to reroll.")
    elif reroll:
        other = next(p for p in POLICIES if p != policy)
        lines.append(f"Hidden attacker rerolls 1 die {POLICIES[policy]} ({TIES[policy]}).")
        lines.append(f"Other policy: --policy {other}, {POLICIES[other]}.")
    for label, value in (("win ", o.win), ("tie ", o.tie), ("lose", o.loss)):
        lines.append(f"  {label} {float(value):7.2%}  {value.numerator}/{value.denominator}")
    lines.append("  overkill  attacker wins   defender wins")
    for k in sorted(set(o.attacker_overkill) | set(o.defender_overkill)):
        lines.append(f"  {k:>8}  {float(o.attacker_overkill.get(k, 0)):12.2%}   {float(o.defender_overkill.get(k, 0)):12.2%}")
    return lines
