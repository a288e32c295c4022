"""Chance is an actor: every die roll and every draw is an outcome that is logged.

A game owns one Chance, seeded once; nothing else calls `random`. An outcome comes from one of
three places: the seeded RNG, the physical dice or card the player reports (`--dice 6,3,1`), or,
when a save is replayed, the log itself. All three are recorded the same way, so a save replays
bit for bit however its dice were rolled. RNG outcomes are re-drawn on replay and compared with
the log, which both keeps the RNG state exact and catches a save that no longer replays.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from goblinkit.assistant.core.errors import DiceError, SaveError
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.core.numerals import excerpt, whole

Outcome = dict[str, Any]
DicePrompt = Callable[[int, int, str], list[int]]
DiceShow = Callable[[list[int], int, str], None]

# Whose die a roll is: a player's own (at a `dice table` game they roll it and type it) or the
# assistant's (its sides' dice: Zombies, Humans, bots, the side the player does not play).
PLAYER, ASSISTANT = "player", "assistant"
# How a live command asks the table for a player's own roll and shows the assistant's: registered by
# the command layer (play_cli) so the rules never import a terminal. Unset: a player's roll is refused.
_TABLE: dict[str, Any] = {"ask": None, "show": None}


def whose(player: bool) -> str:
    """The owner of a roll made by a player (True) or by one of the assistant's sides."""
    return PLAYER if player else ASSISTANT


def use_table(ask: DicePrompt | None, show: DiceShow | None) -> None:
    """How a `dice table` game asks a player's roll and shows the assistant's, in live commands."""
    _TABLE.update(ask=ask, show=show)


class Chance:
    def __deepcopy__(self, memo: dict[int, Any]) -> Chance:
        """A copy for a game's copy: the generator's state is a tuple of 625 ints, copied as it is (immutable)
        instead of int by int as deepcopy would (most of a whole game's copy time before)."""
        import copy as copying

        twin = type(self).__new__(type(self))
        memo[id(self)] = twin
        for name, value in vars(self).items():
            if name != "rng":
                setattr(twin, name, copying.deepcopy(value, memo))
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        return twin

    def __init__(self, seed: int | str):  # a search's copy is seeded from text (random.Random takes either)
        self.seed = seed
        self.rng = random.Random(seed)
        self.record: list[Outcome] = []
        self._forced_dice: deque[int] = deque()
        self._forced_cards: deque[str] = deque()
        self._replay: deque[Outcome] | None = None
        self._prompt: DicePrompt | None = None
        self._given = 0  # how many dice the player gave for this action (--dice): then all must come from them
        self._short = False  # they ran out: the action goes on with the RNG only to say what it needs
        self.table = False  # the `dice table` setting: each player rolls their own dice (dice_setting.py)
        self._table_ask: DicePrompt | None = None  # this action's own way to ask them (a copy's: none can)
        # A copy's stand-in for the assistant's `index`-th own roll of the action at a `dice table` game: all its
        # dice show 1 (False) or their highest face (True); explore.before_own_roll finds the story before it.
        self.twist: tuple[int, bool] | None = None
        self._own = 0  # the assistant's own rolls made so far in this action (at a `dice table` game)

    def reseed(self, seed: int) -> None:
        """A search's copy: its future dice and draws from `seed`, every die its own (none asked of a player,
        none given nor replayed). In place, so whatever in the game holds this Chance draws from it."""
        self.seed = seed
        self.rng.seed(seed)
        self.table, self.twist = False, None
        self._forced_dice.clear()
        self._forced_cards.clear()
        self._replay = self._prompt = self._table_ask = None

    # -- what the next action may use -------------------------------------------------------
    def begin(self, dice: Sequence[int] = (), cards: Sequence[str] = (), prompt: DicePrompt | None = None,
              replay: Sequence[Outcome] | None = None, table_ask: DicePrompt | None = None) -> None:
        """Start an action: physical dice/cards to use first, a prompt for more, or a log to replay.
        `table_ask`: how a player's own roll is asked at a `dice table` game, instead of the live
        command's (an explored copy's: it cannot know the dice)."""
        self.record = []
        self._given, self._short = len(dice), False
        if dice or self._forced_dice:  # an empty one is kept: simulations begin many actions
            self._forced_dice = deque(dice)
        if cards or self._forced_cards:
            self._forced_cards = deque(cards)
        self._prompt = prompt
        self._table_ask = table_ask
        self._replay = deque(replay) if replay is not None else None
        self.twist, self._own = None, 0

    @property
    def replaying(self) -> bool:
        """Whether this action is replayed from a log (its outcomes, and a bot's logged decisions, are given)."""
        return self._replay is not None

    def finish(self) -> list[Outcome]:
        """End an action: everything provided must have been used (a mistyped roll is not ignored),
        and dice given must have been enough (none is rolled for the player behind their back)."""
        if self._short:
            raise DiceError(self._shortfall())
        if self._replay:
            raise SaveError(f"the log holds {len(self._replay)} more chance outcomes than the rules used")
        if self._forced_dice:
            left = ",".join(str(d) for d in self._forced_dice)
            raise DiceError(f"--dice: {plural(len(self._forced_dice), 'value')} not used ({left}); this action rolled "
                            "fewer dice")
        if self._forced_cards:
            raise DiceError(f"--card: not used ({', '.join(self._forced_cards)}); this action drew fewer cards")
        return self.record

    # -- outcomes ---------------------------------------------------------------------------
    def roll(self, count: int, sides: int = 6, why: str = "", owner: str = ASSISTANT) -> list[int]:
        """Roll `count` dice of `sides` sides, in the order rolled. `owner`: whose dice they are
        (PLAYER or ASSISTANT); at a `dice table` game a player's roll is asked of the table, unless
        the command gave its dice (`--dice 6,3` or `--dice ask`, which still win)."""
        if count <= 0:
            return []
        logged = self._next_logged("roll")
        if logged is not None:
            _check_logged_roll(logged, count, sides, why)
            return list(self._replayed(logged, lambda: [self.rng.randint(1, sides) for _ in range(count)]))
        if self._given and not self._prompt and len(self._forced_dice) < count:
            self._short = True  # finish() refuses the action; the RNG only finds the rest of what it rolls
            values = [_face(self._forced_dice.popleft(), sides) for _ in range(len(self._forced_dice))]
            values, source = values + [self.rng.randint(1, sides) for _ in range(count - len(values))], "short"
        elif self._forced_dice or self._prompt:
            values, source = self._physical(count, sides, why), "player"
        elif self.table and owner == PLAYER and not self._given:
            values, source = self._asked(count, sides, why), "player"
        else:
            values, source = [self.rng.randint(1, sides) for _ in range(count)], "rng"
            if self.table:
                if self.twist is not None and self.twist[0] == self._own:
                    values = [sides if self.twist[1] else 1] * count
                self._own += 1
            if self.table and self._table_ask is None and _TABLE["show"] is not None:
                _TABLE["show"](list(values), sides, why)  # the assistant's own dice, as it rolls them
        self.record.append({"kind": "roll", "sides": sides, "values": values, "why": why, "source": source})
        return list(values)

    def pick(self, options: Sequence[str], why: str = "") -> str:
        """Draw one of `options` (a shuffled pile's next card); the player may name the card drawn."""
        count = len(options)
        if not count:
            raise ValueError("nothing to draw from")
        if self._replay is None and not self._forced_cards:  # the RNG's pick (simulations draw a lot):
            # `randrange(n)` is `_randbelow(n)` for n > 0, so this is the very same outcome, one call less
            value = options[self.rng._randbelow(count)]  # type: ignore[attr-defined]  # private: not in typeshed
            self.record.append({"kind": "pick", "value": value, "why": why, "source": "rng"})
            return value
        logged = self._next_logged("pick")
        if logged is not None:
            value = self._replayed(logged, lambda: options[self.rng.randrange(len(options))])
            if value not in options:
                raise SaveError(f"the log draws '{value}', which is not in the pile")
            return value
        if self._forced_cards:
            value = self._forced_cards.popleft()
            if value not in options:
                raise DiceError(f"--card: '{value}' cannot be drawn for {why or 'this draw'} "
                                f"(it is not in the pile)")
            self.record.append({"kind": "pick", "value": value, "why": why, "source": "player"})
            return value
        value = options[self.rng.randrange(len(options))]
        self.record.append({"kind": "pick", "value": value, "why": why, "source": "rng"})
        return value

    # -- helpers ----------------------------------------------------------------------------
    def _shortfall(self) -> str:
        """`--dice gave 2 dice; this action needs 4: 1 for Grub's loot on wanderer1, 1 for wanderer1 defending, ...`:
        every roll of the action (those after the dice given ran out as the assistant's dice fell)."""
        rolls = [o for o in self.record if o.get("kind") == "roll"]
        needed = sum(len(o["values"]) for o in rolls)
        parts = ", ".join(f"{len(o['values'])} for {o.get('why') or 'a roll'}" for o in rolls)
        return (f"--dice gave {self._given} di{'ce' if self._given != 1 else 'e'}; this action needs {needed}: {parts}. "
                "Give them all, or leave --dice out and the assistant rolls")

    def _next_logged(self, kind: str) -> Outcome | None:
        if self._replay is None:
            return None
        if not self._replay or not isinstance(self._replay[0], dict) or self._replay[0].get("kind") != kind:
            raise SaveError(f"the log does not hold the {kind} the rules ask for here")
        outcome = self._replay.popleft()
        self.record.append(outcome)
        return outcome

    def _replayed(self, logged: Outcome, draw: Callable[[], Any]) -> Any:
        value = logged["values"] if logged["kind"] == "roll" else logged["value"]
        if logged.get("source") == "rng" and draw() != value:
            raise SaveError("the log does not replay: an RNG outcome differs (were the rules changed?)")
        return value

    def _asked(self, count: int, sides: int, why: str) -> list[int]:
        """A player's own roll at a `dice table` game: asked of the table, checked die by die."""
        ask = self._table_ask or _TABLE["ask"]
        if ask is None:
            raise DiceError(f"{why or 'this roll'} is rolled at the table ({count} d{sides}; the game is set to "
                            "`dice table`): give the dice with --dice, or play at a terminal")
        values = list(ask(count, sides, why))
        if len(values) != count:
            raise DiceError(f"{why or 'this roll'} needs {count} dice, got {len(values)}")
        return [_face(v, sides) for v in values]

    def _physical(self, count: int, sides: int, why: str) -> list[int]:
        if len(self._forced_dice) < count:
            if self._prompt is None:
                raise DiceError(f"--dice: {why or 'this roll'} needs {count} dice, "
                                f"{len(self._forced_dice)} left of those given")
            needed = count - len(self._forced_dice)
            self._forced_dice.extend(self._prompt(needed, sides, why))
        return [_face(self._forced_dice.popleft(), sides) for _ in range(count)]


def _face(value: int, sides: int) -> int:
    if not 1 <= value <= sides:
        raise DiceError(f"--dice: {value} is not a face of a d{sides}")
    return value


def _check_logged_roll(logged: Outcome, count: int, sides: int, why: str) -> None:
    """A logged roll, the player's dice as much as the RNG's, must be the roll the rules ask for."""
    values = logged.get("values")
    what = why or "a roll"
    if logged.get("sides") != sides:
        raise SaveError(f"the log rolls d{logged.get('sides')} for {what}; the rules roll d{sides}")
    if not isinstance(values, list) or len(values) != count:
        shown = len(values) if isinstance(values, list) else repr(values)
        raise SaveError(f"the log holds {shown} dice for {what}; the rules roll {count}")
    for value in values:
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= sides:
            raise SaveError(f"the log's die {value!r} for {what} is not a face of a d{sides}")


def parse_dice(text: str | None) -> list[int]:
    """`--dice 6,3,1` (commas or spaces) as a list of ints, with a clear error for anything else."""
    if not text:
        return []
    values = [whole(p) for p in text.replace(",", " ").split() if p]
    if any(v is None for v in values):  # ASCII digits only: int() would take '٣', '３' and '+3' as a 3
        raise DiceError(f"--dice: expected whole numbers such as 6,3,1, got {excerpt(text)}")
    return [v for v in values if v is not None]
