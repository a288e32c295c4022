"""The rules-engine contract every game follows: state changes only through actions.

An action is a JSON-able dict with a "type"; the game's handler for that type applies it, using
`self.chance` for every roll or draw and `table` for every question, and returns the lines that
explain what happened. The current state is always the replay of the actions from the setup.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar

from goblinkit.assistant.core import dice_setting
from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.moves import Move
from goblinkit.assistant.core.table import Table

Handler = Callable[[Any, dict[str, Any], Table], list[str]]


def action(name: str) -> Callable[[Handler], Handler]:
    """Mark a Game method as the handler of actions of type `name`."""

    def mark(handler: Handler) -> Handler:
        handler.action_name = name  # type: ignore[attr-defined]
        return handler

    return mark


class Game(ABC):
    """Base class of a game's rules engine."""

    slug: ClassVar[str] = ""
    title: ClassVar[str] = ""
    handlers: ClassVar[dict[str, Handler]] = {}
    # Attributes that never change in play (the loaded content, catalogs): `copy()` shares them.
    shared: ClassVar[tuple[str, ...]] = ()
    # True when players hold hidden hands the assistant plays (bots' cards, a deck dealt later): then
    # what an answer leads to, and the questions after it, could show what no player may know yet,
    # so a question is shown without its outcomes and a refusal names only the question due now.
    hidden_hands: ClassVar[bool] = False
    # The shape of the setup block (assistant/core/setup_schema.py): checked on every load of a save and
    # before `new` sets a game up, so a damaged setup is refused by name before any rule reads it.
    setup_schema: ClassVar[Any] = None
    # Fields of a logged action that hold what the table may not know (a bot's choice naming the cards it
    # played face down): kept in the save, so a replay never decides again, left out of `--json` unless
    # `--reveal` asks (the story lines say what the table saw).
    secret_fields: ClassVar[tuple[str, ...]] = ()
    outlook_scale: ClassVar[float] = 1.0  # an `outlook()` difference that clearly matters (a search's reward)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.handlers = {**cls.handlers}
        for value in vars(cls).values():
            if callable(value) and hasattr(value, "action_name"):
                cls.handlers[value.action_name] = value

    @classmethod
    def public(cls, act: dict[str, Any], reveal: bool = False) -> dict[str, Any]:
        """`act` as `--json` shows it: without its `secret_fields` unless `reveal`."""
        if reveal or not any(key in act for key in cls.secret_fields):
            return act
        return {key: value for key, value in act.items() if key not in cls.secret_fields}

    def __init__(self, setup: dict[str, Any], chance: Chance):
        self.setup = setup
        self.chance = chance
        self.over = False

    def copy(self) -> Game:
        """An independent copy of the game in its current state (to try an answer on), sharing
        the content that play never changes."""
        memo: dict[int, Any] = {}
        for name in self.shared:
            value = getattr(self, name, None)
            if value is not None:
                memo[id(value)] = value
        return copy.deepcopy(self, memo)

    def start(self, table: Table) -> list[str]:
        """Set the table up (may roll or draw); returns what the players should do."""
        return []

    def apply(self, act: dict[str, Any], table: Table, normalized: bool = False) -> list[str]:
        """Run one action. `normalized`: the action already names everything by id with its defaults
        filled in (a bot's own action), so the name resolution a typed command needs is skipped."""
        kind = act.get("type")
        handler = self.handlers.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise RulesError(f"unknown action '{kind}' for {self.title or self.slug}")
        if self.over:
            raise RulesError("the game is over; start a new one with `new`")
        if not normalized:
            self.normalize(act)
        return handler(self, act, table)

    def normalize(self, act: dict[str, Any]) -> None:
        """Turn the names a player typed into ids, in place, before the action is applied (and so
        before it is logged): cards and figures by id, name or unambiguous prefix (see names.py),
        defaults filled in. Applying a normalized action again changes nothing."""

    # The guided turn (`goblin play GAME` with no command, assistant/terminal/guided.py) drives every game
    # through these hooks: it runs `next_automatic()` until it is None, shows `describe()` and
    # `prompt()`, and reads the player's next command (a line in the game's own CLI syntax,
    # completed from `vocabulary()`; a `done` command of the game's app ends the players' side).
    # `normalize()` turns typed names into ids; `fingerprint()` decides which table questions
    # matter (assistant/core/explore.py); `legend()` explains `describe()`'s symbols under `status`.

    def next_automatic(self) -> dict[str, Any] | None:
        """The action the assistant takes by itself now (a Zombie phase, the Humans turn, a bot's
        turn), or None when it is the players' move or the game is over."""
        return None

    def moves(self) -> list[Move]:
        """The moves of the seat to act (the players' side: the assistant's own steps are `next_automatic`),
        legal ones and visible-but-blocked ones with their reason (core/moves.py). Every legal listed move's
        `action` is accepted by `apply`; an action of the players' side that is not listed is refused. Empty
        when the assistant is to play or the game is over. The terminal reads typed phrases against this list
        (core/phrases.py), the phone lights its targets from it, `goblin play GAME moves` prints it."""
        return []

    def outlook(self) -> float | None:
        """How the table looks for the side whose moves are listed, in the game's own units (higher is
        better; `outlook_scale` is a difference that clearly matters), won and lost games at the ends. None:
        the game cannot judge a position, so no search over its moves (search/moves_search.py) advises."""
        return None

    def determinized(self, rng: Any) -> Game:
        """A copy as the listed side may know it, for a search: the future dice and draws from `rng`. A game
        with hidden cards deals what that side cannot see again from what it could be (never the true cards)."""
        twin = self.copy()
        twin.chance.reseed(rng.getrandbits(64))  # in place: a part of the game holding it draws anew too
        if "skill" in twin.setup:  # the bots play their normal policy in a search's copies: none searches there
            twin.setup = {**twin.setup, "skill": "normal"}
        return twin

    def automatic(self, act: dict[str, Any]) -> bool:
        """Whether `act`, logged next after this state, was a step the assistant took by itself (so `undo`
        takes it back with the player's decision before it). By default: it is the step this state takes."""
        return self.next_automatic() == act

    def prompt(self) -> list[str]:
        """For the guided turn: whose step it is and what can be done now, a line each."""
        return []

    def vocabulary(self) -> list[str]:
        """Words worth completing at the prompt: card and figure names and ids in play."""
        return []

    def fingerprint(self) -> Any:
        """The state as far as the rules care, JSON-able: two answers that lead to equal fingerprints
        change nothing (explore.py). By default the whole snapshot, hidden parts included; a game
        whose snapshot keeps an order the rules ignore (figures listed in an Area) may sort it."""
        return self.snapshot(reveal=True)

    def legend(self) -> list[str]:
        """What the symbols in `describe()` mean (printed under `status`)."""
        return []

    def label(self, word: str) -> str:
        """How an id in the snapshot reads to a player (a card's name): `status --reveal`'s text."""
        return word

    @action("dice")
    def set_dice(self, act: dict[str, Any], table: Table) -> list[str]:
        """Every game's table setting `dice table|app` (dice_setting.py): whose dice are asked."""
        return dice_setting.apply(self.chance, act)

    @abstractmethod
    def snapshot(self, reveal: bool = False) -> dict[str, Any]:
        """The whole state as JSON-able data (what `status --json` prints). Nothing the players may
        not know at the table (face-down cards, a deck's order, a bot's hand, a hidden blip) unless
        `reveal` is true."""

    @abstractmethod
    def describe(self) -> str:
        """The state for a player's eyes (what `status` prints)."""


Game.handlers = {"dice": Game.set_dice}  # the base's own handler, which every game inherits
