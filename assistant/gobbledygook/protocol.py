"""What the rule modules need of a GobbledyGook! game, as a Protocol below them all.

The rules take the game through this interface, never by importing game.py: the `Game` subclass
that dispatches the actions sits above the rules, so the imports inside the package run one way
(state, protocol -> rule modules -> game.py -> cli).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.core.deck import Deck
    from goblinkit.assistant.gobbledygook.state import BlipSpot, Creature, Figure


class GameState(Protocol):
    """The table (creatures, Human figures, blips and the bag), the content the rules read, the
    Brood tallies, and the few lookups and tallies the rules share."""

    chance: Chance
    setup: dict[str, Any]
    scenario: Any  # the content's Scenario record
    blip_defs: dict[str, Any]
    type_defs: dict[str, Any]
    broods: list[dict[str, Any]]
    creatures: dict[str, Creature]
    figures: dict[str, Figure]
    blips: dict[str, BlipSpot]
    bag: Deck
    brag: dict[str, int]
    tin: dict[str, int]
    round: int
    over: bool
    result: dict[str, Any] | None

    def new_figure(self, kind: str, dice: int, **extra: Any) -> Figure: ...

    def creature(self, ref: str) -> Creature: ...

    def figure(self, ref: str) -> Figure: ...

    def blip(self, ref: str) -> BlipSpot: ...

    def living(self, kind: str) -> list[Figure]: ...

    def open_blips(self) -> list[BlipSpot]: ...

    def add_brag(self, creature: Creature, amount: int, lines: list[str], why: str) -> None: ...

    def add_tin(self, creature: Creature, amount: int, lines: list[str], why: str) -> None: ...
