"""The balance lab's records: what a study counts (Study), one condition played (Arm), one game as the
tally needs it (Facts), and every arm's games (Run). Apart from the package so that its helpers
(versions.py) build arms without importing the package back."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Study:
    reference: str  # whose win the rate counts: "Globbo wins"
    length_unit: str  # "rounds", "turns"
    item_kind: str = ""  # the per-seat things counted in every game ("Gob'", "style"), if any
    first_label: str = "the first player"
    default_players: int = 2
    reference_side: str = ""  # the side whose wins are counted, for the Extras' grades ("globbo")
    items_against: str = "fair"  # an item's win rate against its seat's fair share, or "absent": the games without it
    items_caveat: str = ""  # said on the chart and the table when the items go with winning rather than cause it


@dataclass(frozen=True)
class Arm:
    kind: str  # "baseline", "Extra", "variant", "scenario", "mode", "seats" (first-player data only)
    name: str
    setup: dict[str, Any]  # what the hook's play() needs: must pickle
    ident: str = ""
    favours: str = ""  # the side an Extra is printed to help
    printed_grade: float | None = None
    against: str = ""  # the ident of the arm this one changes (default: the baseline)
    group: str = ""  # what `--only` also knows it by (a card arm: its card's id)


@dataclass(frozen=True)
class Facts:
    """One game, as the tally needs it. won: the reference side won (1), lost (0), or no result (None:
    counted as half a win, a draw). first: the first player won (1/0), None where no one plays first."""

    won: float | None
    length: int
    seats: int = 2
    first: float | None = None
    items: tuple[tuple[str, float], ...] = ()  # (Gob' or style, 1 if its seat won)
    held: tuple[str, ...] = ()  # the cards someone held in this game (the dead-card count), if the hook looks
    played: tuple[str, ...] = ()  # the cards someone played in this game


@dataclass
class Run:
    """Every arm's games, in arm order."""

    study: Study
    arms: list[Arm]
    facts: dict[int, list[Facts]] = field(default_factory=dict)
