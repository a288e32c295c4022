"""The pieces every Gob'z'Heroes move is listed with (moves.py, moves_cards.py): its parts named as a
player may name them, its cost, and a rule function's refusal read as a reason."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import CARD, Part


def gob_part(game: Any, role: str, gob_id: str, optional: bool = False) -> Part:
    """A Gob' by its id and its printed name ("nagga", "Big Nagga")."""
    return Part(role, gob_id, (game.profiles[gob_id].name,), optional)


def card_part(game: Any, card: str, role: str = CARD) -> Part:
    return Part(role, card, (game.combo_defs[card].name,))


def cards_named(game: Any, cards: list[str]) -> str:
    return " and ".join(game.combo_defs[c].name for c in cards)


def cost(*items: str) -> str:
    return ", ".join(i for i in items if i)


def problem_of(check: Callable[[], Any]) -> str | None:
    """The reason a rule function refuses (its RulesError), or None when it accepts."""
    try:
        check()
    except RulesError as exc:
        return str(exc)
    return None
