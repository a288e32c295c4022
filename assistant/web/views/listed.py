"""The page's taps and buttons from the moves the game lists (core/moves.py), for every game alike.

A legal move with an acting piece and a target or a place, both drawn on the map, is a tap pair (the
piece, then the target; a move the game marks `extra["direct"]` also by one tap on its place alone); any
other legal move is a button labelled with the move's own words (the move
ending the turn shown big). A blocked move is never tappable: a button one is shown greyed with its
reason, the map's ones are listed under "Not now". What the page sends is the move's id (runner.run):
the move's command line is not put on the page at all (it is the terminal's, and no page shows syntax).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from goblinkit.assistant.core.moves import ACTOR, PLACE, TARGET, Move
from goblinkit.assistant.web.views import Action, Tap

GROUP = 6  # more buttons of one verb than this are one list
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
    buttons: list[Move] = []
    taps: list[Tap] = []
    not_now: list[str] = []
    for move in moves:
        tap = _tap(move, drawn)
        if tap is not None and move.legal:
            taps.append(tap)
        elif tap is not None or (not move.legal and move.parts):
            not_now.append(f"{move.label}: {move.blocked}")  # a piece's move the rules refuse now
        else:
            buttons.append(move)
    return Controls(_buttons(buttons), taps, list(dict.fromkeys(not_now)))


def _buttons(moves: list[Move]) -> list[Action]:
    """A button a move; a verb with more than GROUP of them (Goblout's draws, each discarding other cards;
    Globbo's builds, a hex each) is one list to pick from, and so are moves a game groups (`extra["group"]`,
    the list's words; each shown by its `extra["choice"]`: Goblout's faces to buy, which would otherwise be
    buttons a phone cannot tell apart). The turn's end last, the greyed ones after."""
    lists: dict[str, list[Move]] = {}
    for move in moves:
        if move.legal and not move.main:
            lists.setdefault(_list_of(move), []).append(move)
    found = []
    for move in moves:
        many = lists.get(_list_of(move), [])
        grouped = "group" in move.extra and len(many) > 1
        if move.legal and not move.main and (len(many) > GROUP or grouped):
            if move is many[0]:
                heading = move.extra["group"] if grouped else move.verb.capitalize()
                found.append(Action(heading, "", [(m.id, m.extra.get("choice", m.label) if grouped else m.label)
                                                  for m in many], move="@pick"))
            continue
        found.append(Action(move.label, "", main=move.main, blocked=move.blocked, move=move.id))
    return sorted(found, key=lambda a: (bool(a.blocked), a.main))


def _list_of(move: Move) -> str:
    """Which list a move joins when its kind is too many for buttons: its game's group, else its verb."""
    return f"group:{move.extra['group']}" if "group" in move.extra else move.verb


def _tap(move: Move, drawn: OnMap) -> Tap | None:
    """The move as two taps on the map, or None when its piece or its target is not drawn there."""
    actor = move.part(ACTOR)
    if actor is None or actor.id.lower() not in drawn.pieces:
        return None
    target, place = move.part(TARGET), move.part(PLACE)
    piece = drawn.pieces[actor.id.lower()]
    name = actor.names[0] if actor.names else piece  # the printed name a Part lists first, where it has one
    if target is not None and target.id.lower() in drawn.pieces:
        return Tap(piece, drawn.pieces[target.id.lower()], move.verb, "", label=move.label, move=move.id, name=name)
    if place is not None and place.id.lower() in drawn.places:
        return Tap(piece, drawn.places[place.id.lower()], move.verb, "", place=True, label=move.label, move=move.id,
                   name=name, direct=bool(move.extra.get("direct")))
    return None
