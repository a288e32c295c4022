"""Moves as data: what the seat to act may do now, listed by the game, read by every view.

After OpenSpiel's `State.legal_actions` and boardgame.io's moves: the game lists its moves (`Game.moves()`),
each with the action that applying it logs, the words a player reads, the pieces, cards and places it
involves (with every name a player may call them), and what it costs. A move that is visible but not
allowed now (a Stunned Gob', a card without the Rations to pay it) is listed with `blocked`, the reason a
player can act on; every other listed move is accepted by the rules. The terminal's phrase reader
(phrases.py), `goblin play GAME moves`, the phone's lit targets and buttons, and the tests that check
bots and rules agree all read this one list.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

# The roles a part of a move plays; the phrase reader uses them to read "attack L1 with B1" (the part after
# "with" is the one acting) and "move nagga to c11" (the part after "to" is the place).
ACTOR = "actor"  # the piece or figure that acts (a Gob', a Goblin, a Kid)
TARGET = "target"  # what the move acts on (a rival, a Blip, a Zombie)
PLACE = "place"  # where it goes (a square, a hex, an Area)
CARD = "card"  # the card played, deployed or bought
AMOUNT = "amount"  # a number the move names (dice to pay, Rations spent)
ROLES = (ACTOR, TARGET, PLACE, CARD, AMOUNT)


@dataclass(frozen=True)
class Part:
    """One thing a move involves: its role, its id as the action names it, and what a player may call it
    (its id, printed name, other names: "nagga", "Big Nagga"). `optional`: a player may leave it out
    (the only Gob' that can make the move, the only square)."""

    role: str
    id: str
    names: tuple[str, ...] = ()
    optional: bool = False

    def spelled(self) -> tuple[str, ...]:
        """Every name of it, the id first, each once."""
        return tuple(dict.fromkeys((self.id, *self.names)))


@dataclass(frozen=True)
class Move:
    """A move of the seat to act. `action` is what applying it logs (ids, defaults filled in); `command`
    the same as the game's command line reads it (for scripts and `moves`); `label` what a player reads
    ("Move Big Nagga to C11"); `verb` and `aliases` the words that start it ("deploy", "play");
    `blocked`: why it is not allowed now ("" when it is)."""

    verb: str
    label: str
    action: dict[str, Any]
    command: str = ""
    parts: tuple[Part, ...] = ()
    cost: str = ""
    aliases: tuple[str, ...] = ()
    blocked: str = ""
    seat: int | None = None
    main: bool = False  # the move that ends the seat's turn (shown big on the phone)
    extra: dict[str, Any] = field(default_factory=dict, compare=False)  # a view's hints (a picture, a group)

    @property
    def legal(self) -> bool:
        return not self.blocked

    @property
    def id(self) -> str:
        """A stable name: the verb and the ids of its parts ("attack:b1:l1")."""
        return ":".join([self.verb, *(p.id for p in self.parts)])

    def part(self, role: str) -> Part | None:
        return next((p for p in self.parts if p.role == role), None)

    def to_json(self) -> dict[str, Any]:
        found: dict[str, Any] = {"id": self.id, "verb": self.verb, "label": self.label, "action": self.action,
                                 "command": self.command,
                                 "parts": [{"role": p.role, "id": p.id, "names": list(p.spelled())} for p in self.parts]}
        if self.cost:
            found["cost"] = self.cost
        if self.blocked:
            found["blocked"] = self.blocked
        if self.seat is not None:
            found["seat"] = self.seat
        return found


def legal(moves: Iterable[Move]) -> list[Move]:
    return [m for m in moves if m.legal]


def same_action(one: dict[str, Any], other: dict[str, Any], ignore: Sequence[str] = ()) -> bool:
    """Whether two actions are the same move: equal but for the fields in `ignore` (a bot's reasons)."""
    skip = set(ignore)
    return ({k: v for k, v in one.items() if k not in skip} == {k: v for k, v in other.items() if k not in skip})


def listed(act: dict[str, Any], moves: Iterable[Move], ignore: Sequence[str] = ()) -> Move | None:
    """The legal listed move whose action `act` is, or None (the check of a bot's or a script's action)."""
    return next((m for m in moves if m.legal and same_action(m.action, act, ignore)), None)


GROUPED = 4  # this many moves of one piece that differ only in the place: one line, the places listed


def lines(moves: Sequence[Move]) -> list[str]:
    """`goblin play GAME moves` as text: each legal move's label and command (a piece's moves to many places on
    one line: "Move Big Nagga to: A10 C10 A11 ... (3 Rations)"), then the blocked ones with why."""
    allowed = [m for m in moves if m.legal]
    groups: dict[tuple[Any, ...], list[Move]] = {}
    for m in allowed:
        place = m.part(PLACE)
        key = (m.verb, tuple(p for p in m.parts if p.role != PLACE), m.cost) if place is not None else (id(m),)
        groups.setdefault(key, []).append(m)
    rows: list[tuple[str, str]] = []
    for group in groups.values():
        first = group[0]
        place = first.part(PLACE)
        if len(group) >= GROUPED and place is not None and first.label.endswith(place.id):
            places = " ".join(str(g.part(PLACE).id) for g in group)  # type: ignore[union-attr]
            rows.append((f"{first.label[:-len(place.id)].rstrip()}: {places}" + (f" ({first.cost})" if first.cost else ""),
                         ""))
        else:
            rows += [(m.label + (f" ({m.cost})" if m.cost else ""), m.command) for m in group]
    width = max((len(label) for label, command in rows if command), default=0)
    found = [f"{label:<{width}}  {command}".rstrip() if command else label for label, command in rows]
    blocked = [m for m in moves if not m.legal]
    if blocked:
        found += ["", "Not now:"] + [f"{m.label}: {m.blocked}" for m in blocked]
    return found or ["No move to make now: the assistant plays, or the game is over."]
