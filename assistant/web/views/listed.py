"""The page's taps and buttons from the moves the game lists (core/moves.py), for every game alike.

A legal move with an acting piece and a target or a place, both drawn on the map, is a tap pair (the
piece, then the target); any other legal move is a button labelled with the move's own words (the move
ending the turn shown big). A blocked move is never tappable: a button one is shown greyed with its
reason, the map's ones are listed under "Not now". What the page sends is the move's id (runner.run).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from goblinkit.assistant.core.moves import ACTOR, PLACE, TARGET, Move
from goblinkit.assistant.web.views import Action, Tap

_PIECE = re.compile(r'data-word="([^"]+)"')
_PLACE = re.compile(r'data-place="([^"]+)"')


@dataclass
class OnMap:
    """What a view's drawing holds: the pieces' data-words and the places' data-places, each by its
    lower-case spelling (a game's move may name "b1" the piece drawn as "B1")."""

    pieces: dict[str, str] = field(default_factory=dict)
    places: dict[str, str] = field(default_factory=dict)

    @classmethod
    def read(cls, board_html: str) -> OnMap:
        return cls({w.lower(): w for w in _PIECE.findall(board_html)},
                   {w.lower(): w for w in _PLACE.findall(board_html)})


@dataclass
class Controls:
    actions: list[Action]
    taps: list[Tap]
    not_now: list[str]  # blocked map moves: "label: reason"


def controls(moves: Sequence[Move], drawn: OnMap) -> Controls:
    actions: list[Action] = []
    taps: list[Tap] = []
    not_now: list[str] = []
    for move in moves:
        tap = _tap(move, drawn)
        if tap is not None and move.legal:
            taps.append(tap)
        elif tap is not None:
            not_now.append(f"{move.label}: {move.blocked}")
        else:
            actions.append(Action(move.label, move.command, main=move.main, blocked=move.blocked, move=move.id))
    actions.sort(key=lambda a: (bool(a.blocked), a.main))  # the turn's end last, the greyed ones after the rest
    return Controls(actions, taps, list(dict.fromkeys(not_now)))


def _tap(move: Move, drawn: OnMap) -> Tap | None:
    """The move as two taps on the map, or None when its piece or its target is not drawn there."""
    actor = move.part(ACTOR)
    if actor is None or actor.id.lower() not in drawn.pieces:
        return None
    target, place = move.part(TARGET), move.part(PLACE)
    piece = drawn.pieces[actor.id.lower()]
    if target is not None and target.id.lower() in drawn.pieces:
        return Tap(piece, drawn.pieces[target.id.lower()], move.verb, move.command, label=move.label, move=move.id)
    if place is not None and place.id.lower() in drawn.places:
        return Tap(piece, drawn.places[place.id.lower()], move.verb, move.command, place=True, label=move.label,
                   move=move.id)
    return None
