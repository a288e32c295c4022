"""What the rule modules need of the Game, as a Protocol, so none of them imports game.py.

The phases and mechanisms (arrival, effects, goblin_phase, zombie_phase, targets, render, guide,
worth, zombie_player) take the running game typed as `Rules`: the table's state, the two decks,
the names and lookups, and the few steps that are the game's own (drawing with the end of the game
it may bring, finishing, eliminating). game.py implements it. `reinforce` is here because a Zombie's
REINFORCEMENT (zombie_phase) places a card as the ZOMBIE ARRIVAL does (arrival, which runs Zombie clauses
in turn): the game hands one to the other. `Playable` adds what the Goblin bots and the searches need
(applying an action to a private copy): they see the game through it, so the Zombie Player's search
(zombie_search.py), which the rules ask, needs no import of game.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.core.deck import Deck
    from goblinkit.assistant.goblins_vs_zombies.catalog import Catalog, ZombieDef
    from goblinkit.assistant.goblins_vs_zombies.modes import Mode
    from goblinkit.assistant.goblins_vs_zombies.piles import GoblinSupply
    from goblinkit.assistant.goblins_vs_zombies.state import Field, Goblin, Zombie
    from goblinkit.assistant.core.table import Table


class Rules(Protocol):
    """The Goblins vs Zombies game as its rule modules see it (game.GoblinsVsZombies)."""

    setup: dict[str, Any]

    # the table
    cat: Catalog
    mode: Mode
    chance: Chance
    players: list[str]
    fields: dict[str, Field]
    turn: int
    current: str
    phase: str
    explain: bool  # False in simulations: the busiest explanation lines are not formatted
    tracked: bool
    over: bool
    result: dict[str, Any] | None
    boss: str | None
    supply: GoblinSupply
    zombies: Deck
    zombie_hand: list[str]
    out_of_game: list[str]
    unplayed: list[str]

    def next_automatic(self) -> dict[str, Any] | None: ...

    # identities and lookups
    def next_zombie_uid(self) -> int: ...
    def next_goblin_uid(self) -> int: ...
    def living(self) -> list[str]: ...
    def right_of(self, player: str) -> str: ...
    def zdef(self, zombie: Zombie) -> ZombieDef: ...
    def zname(self, zombie: Zombie) -> str: ...
    def gname(self, goblin: Goblin) -> str: ...
    def hp_left(self, zombie: Zombie) -> int: ...
    def find_zombie(self, ref: str, fields: list[str] | None = None) -> tuple[Field, Zombie]: ...
    def find_goblin(self, ref: str, player: str | None = None) -> tuple[Field, Goblin]: ...
    def player(self, name: str | None) -> str: ...
    def snapshot(self, reveal: bool = False) -> dict[str, Any]: ...

    # the game's own steps
    def draw_zombie_card(self, why: str, lines: list[str]) -> str | None: ...
    def draw_goblin_cards(self, player: str, count: int, why: str, lines: list[str]) -> list[str]: ...
    def finish(self, outcome: str, reason: str, **extra: Any) -> str: ...
    def eliminate(self, player: str, reason: str) -> list[str]: ...
    def reinforce(self, field: Field, table: Table, lines: list[str]) -> None: ...


class Playable(Rules, Protocol):
    """The game as the bots and the searches play it (bots.py, lookahead.py, zombie_search.py)."""

    setup: dict[str, Any]
    eliminated: list[tuple[str, int]]
    searching: bool  # a search's private copy: its Zombie Player plays easy (no search within a search)

    def apply(self, act: dict[str, Any], table: Table, normalized: bool = False) -> list[str]: ...
