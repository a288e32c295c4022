"""The last move, drawn on the board: the pieces the latest step named (the one that acted, the one it
hit), the places it went to, and the dice rolled for it, read from the save's log as it is on disk.

A step that names nothing drawn (an "end", the sun rising) is passed over for the one before it, so a
bot's turn that ends with "end the turn" still shows its last piece. Only what is on the board is
named (pieces and places drawn on it), and only what the log holds, which is public: hidden cards are
never in an action (DESIGN: hidden information stays hidden).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

_DRAWN = re.compile(r'data-(word|id|place)="([^"]+)"')
HIT_KEYS = ("target", "targets", "victim", "victims", "defender")  # an action's keys naming what was hit
SKIP_KEYS = ("why", "type", "player", "seat")  # words, not pieces
LOOK_BACK = 8  # steps looked at, newest first


@dataclass
class LastMove:
    pieces: list[str] = field(default_factory=list)  # the board's ids (data-word or data-id) that acted
    hit: list[str] = field(default_factory=list)  # the ones it attacked
    places: list[str] = field(default_factory=list)  # the places it went to (data-place)
    dice: list[dict[str, Any]] = field(default_factory=list)  # {"why": ..., "values": [...]} each roll

    def to_json(self) -> dict[str, Any]:
        return {"pieces": self.pieces, "hit": self.hit, "places": self.places, "dice": self.dice}


def _words(value: Any, key: str = "") -> Iterator[tuple[str, str]]:
    """Every string in an action with the key it sits under, lists and mappings walked through."""
    if isinstance(value, str):
        yield key, value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in SKIP_KEYS:
                yield from _words(v, k)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _words(v, key)


def last_move(log: list[dict[str, Any]], board_html: str) -> LastMove:
    """The newest step of `log` that names a piece or a place drawn in `board_html`, as the board shows it."""
    pieces: dict[str, str] = {}
    places: dict[str, str] = {}
    for kind, name in _DRAWN.findall(board_html):
        (places if kind == "place" else pieces).setdefault(name.lower(), name)
    for entry in reversed(log[-LOOK_BACK:]):
        found = LastMove()
        for key, word in _words(entry.get("action", {})):
            low = word.lower()
            if low in pieces:
                (found.hit if key in HIT_KEYS else found.pieces).append(pieces[low])
            elif low in places:
                found.places.append(places[low])
        if found.pieces or found.hit or found.places:
            found.dice = [{"why": str(c.get("why", "")), "values": [int(v) for v in c.get("values", [])]}
                          for c in entry.get("chance", []) if c.get("kind") == "roll" and c.get("values")]
            return found
    return LastMove()
