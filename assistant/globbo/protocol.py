"""What the rule modules need of the game, as a Protocol below them: they take a `GlobboGame` and
never import game.py (whose `Globbo` dispatches actions to them), so the imports run one way:
state.py and this, then the rules (a phase or a mechanism each), then game.py, its CLI and bots."""

from __future__ import annotations

from typing import Any, Protocol

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.globbo.state import Piece, Turn
from goblinkit.content.globbo.board import Board
from goblinkit.content.globbo.models import Extra, Piece as PieceStats
from goblinkit.content.globbo.torus import Hex, Torus


class GlobboGame(Protocol):
    """The map and the sequence of play, with the lookups every rule uses."""

    setup: dict[str, Any]
    chance: Chance
    board: Board
    torus: Torus
    stats: dict[str, PieceStats]  # by kind: move, strength, range, cost, prefix and box count
    extra_defs: dict[str, Extra]
    extras: frozenset[str]
    pieces: dict[str, Piece]
    gunk: set[Hex]
    turn: Turn
    human: str | None  # the side played at the table
    mix: int | None  # Genetic Engineering: Blips in every fission

    @property
    def side_to_act(self) -> str: ...

    def hex(self, text: str) -> Hex: ...

    def piece(self, ref: str, side: str | None = None) -> Piece: ...

    def living(self, side: str | None = None, kind: str | None = None) -> list[Piece]: ...

    def globbo_at(self, h: Hex) -> Piece | None: ...

    def globbo_on(self, h: Hex) -> Piece: ...

    def kids_at(self, h: Hex) -> list[Piece]: ...

    def occupied(self, h: Hex) -> bool: ...

    def layout(self) -> dict[Hex, tuple[str, str]]: ...

    def new_piece(self, kind: str, h: Hex, **flags: Any) -> Piece: ...

    def remove(self, piece: Piece) -> None: ...

    def spare_note(self, piece: Piece) -> str: ...

    def expect(self, *phases: str) -> None: ...
