"""An action as the log keeps it: every Gob', card and square by id, every option with its default.

A typed command (`move nagga c11`), a bot's action and a listed move (moves.py) come out of `normalize`
as the same dict, so `core.moves.listed` can find a bot's action among the listed moves and a save holds
one spelling. Names that do not resolve are left as typed: the handler refuses them with its own reason.
"""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes import combos, ranged
from goblinkit.content.gobz_heroes.board import parse_square, square_name

# The fields of each turn action, with their defaults (what the CLI's commands pass when not given).
DEFAULTS: dict[str, dict[str, Any]] = {
    "move": {"combos": [], "sub": None, "sub_combo": None},
    "attack": {"targets": [], "ranged": False, "weapon": None, "combos": [], "low_first": False},
    "end": {"teleports": []},
    "combo": {"gob": None, "target": None},
    "backup": {"at": None},
    "substitute": {},
    "dump": {},
}


def normalize(game: Any, act: dict[str, Any]) -> None:
    kind = act.get("type")
    if kind not in DEFAULTS:
        return
    for key, value in DEFAULTS[kind].items():
        if act.get(key) is None:
            act[key] = list(value) if isinstance(value, list) else value
    seat = _seat(game, act)
    for key in ("gob", "sub", "target"):
        if act.get(key):
            act[key] = _gob(game, act[key])
    if act.get("targets"):
        act["targets"] = [_gob(game, t) for t in act["targets"]]
    for key in ("to", "at"):
        if act.get(key):
            act[key] = _square(act[key])
    if act.get("combos"):
        act["combos"] = [_card(game, seat, c) for c in act["combos"]]
    for key in ("sub_combo", "card"):
        if act.get(key):
            act[key] = _card(game, seat, act[key])
    if act.get("teleports"):
        act["teleports"] = [_teleport(game, t) for t in act["teleports"]]
    if kind == "attack" and act.get("ranged") and act.get("gob") in game.gobz:
        try:
            act["weapon"] = ranged.pick_arm(game, act["gob"], act.get("weapon")).id
        except RulesError:
            pass  # no such weapon, or several and none named: the attack is refused with that reason


def _seat(game: Any, act: dict[str, Any]) -> int:
    try:
        return int(game.seat_named(act.get("player")))
    except RulesError:
        return int(game.current)


def _gob(game: Any, ref: Any) -> Any:
    try:
        return game.gob_named(str(ref))
    except RulesError:
        return ref


def _card(game: Any, seat: int, ref: Any) -> Any:
    try:
        return combos.card_named(game, seat, str(ref))
    except RulesError:
        return ref


def _square(ref: Any) -> Any:
    try:
        return square_name(parse_square(str(ref)))
    except ValueError:
        return ref


def _teleport(game: Any, item: Any) -> Any:
    name, colon, square = str(item).partition(":")
    return f"{_gob(game, name)}:{_square(square)}" if colon and square else item
