"""Which piece goes where, in the order reported: a move report, its jumps and its Gunk are lists
of orders [PIECE, HEX] (the engine finds the path) or [PIECE, [HEX, ...]] (every hex it passes).

The order is part of the action: the Kids' pieces move one after the other and the dice fall in
that order (`move B4:D1 B3:D1 --dice 6,2`: B4 is lost down the warp-hole, B3 pops out), so it must
survive the save. A mapping does not: saves are written with sorted keys (assistant/core/saves.py).
Saves made before the lists hold a mapping {PIECE: HEX or [HEX, ...]}, and those were replayed in
sorted-key order ("P10" before "P8"), so a mapping is read in sorted-key order, always: it replays
as it was replayed before, and a mapping built live plays exactly as its replay will."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError

Order = list[Any]  # [PIECE, HEX] or [PIECE, [HEX, ...]]


def orders(value: Any, field: str) -> list[Order]:
    """The orders of one field of an action, upper-cased as printed, a legacy mapping in sorted-key
    order. Refuses anything else, and a piece named twice (its whole path goes in one order)."""
    if value is None:
        return []
    if isinstance(value, dict):
        items: list[Any] = [[key, spec] for key, spec in sorted(value.items())]
    elif isinstance(value, list):
        items = value
    else:
        raise RulesError(f"{field}: expected a list of [PIECE, HEX] orders, got {type(value).__name__}")
    out: list[Order] = []
    for item in items:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and _hexes(item[1])):
            raise RulesError(f"{field}: expected [PIECE, HEX] or [PIECE, [HEX, ...]] such as [\"B1\", \"E5\"], got {item!r}")
        piece, spec = item[0].strip().upper(), item[1]
        if any(o[0] == piece for o in out):
            raise RulesError(f"{field}: {piece} is named twice: name each piece once (a Kid's path as B1:E5,E6)")
        out.append([piece, [h.strip().upper() for h in spec] if isinstance(spec, list) else spec.strip().upper()])
    return out


def _hexes(spec: Any) -> bool:
    return isinstance(spec, str) or (isinstance(spec, list) and bool(spec) and all(isinstance(h, str) for h in spec))


def one_hex(order: Order, field: str) -> str:
    """The hex of an order that moves a piece straight to it (Globbo's parts, a jump, Gunk)."""
    if not isinstance(order[1], str):
        raise RulesError(f"{field}: {order[0]} goes to one hex ({order[0]}:{order[1][-1]}), not along a path")
    return order[1]
