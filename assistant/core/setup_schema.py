"""The shape of a game's setup block, checked whenever a save is loaded and before a game is set up.

A save's setup is the user's file as much as its log: a hand edit can leave `"play": "chaos"` or
`"players": []`. Each game declares its setup as a `Schema` (a class attribute of its Game), and a
setup that does not fit is refused naming the field (`setup.play: expected globbo or kids, got
'chaos'`), before any rules engine sees it. Written as small checkers rather than pydantic models,
as savecheck.py is: a table command should not pay for building models.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

NAME_LIMIT = 40  # a player's or a Brood's name: longer is not a name


class Check(ABC):
    """One field's rule: `problem(value)` is None when the value fits, else what is wrong with it."""

    @abstractmethod
    def problem(self, value: Any) -> str | None:
        """What is wrong with `value`, or None."""


def shown(value: Any) -> str:
    """A value as a player reads it in an error: text quoted, the rest as JSON would write it."""
    if isinstance(value, str):
        return repr(value[:40] + ("..." if len(value) > 40 else ""))
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (list, dict)):
        return "a list" if isinstance(value, list) else "an object"
    return str(value)


def listed(options: Sequence[Any]) -> str:
    words = [str(o) for o in options]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


@dataclass
class Choice(Check):
    options: tuple[Any, ...]

    def problem(self, value: Any) -> str | None:
        if isinstance(value, bool) or value not in self.options:
            return f"expected {listed(self.options)}, got {shown(value)}"
        return None


class Flag(Check):
    def problem(self, value: Any) -> str | None:
        return None if isinstance(value, bool) else f"expected true or false, got {shown(value)}"


@dataclass
class Whole(Check):
    low: int
    high: int

    def problem(self, value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
            return f"expected a whole number from {self.low} to {self.high}, got {shown(value)}"
        return None


@dataclass
class Text(Check):
    limit: int = NAME_LIMIT
    pattern: str = ""  # a regular expression the whole text must match
    what: str = "text"
    empty: bool = False  # "" is a value (a default the engine fills in)

    def problem(self, value: Any) -> str | None:
        if isinstance(value, str) and self.empty and not value:
            return None
        if not isinstance(value, str) or not value.strip():
            return f"expected {self.what}, got {shown(value)}"
        if len(value) > self.limit:
            return f"expected at most {self.limit} characters, got {len(value):,}"
        if self.pattern and not re.fullmatch(self.pattern, value):
            return f"expected {self.what}, got {shown(value)}"
        return None


class Obj(Check):
    """Any JSON object (its inside is the rules engine's to check)."""

    def problem(self, value: Any) -> str | None:
        return None if isinstance(value, dict) else f"expected an object, got {shown(value)}"


@dataclass
class Maybe(Check):
    inner: Check

    def problem(self, value: Any) -> str | None:
        return None if value is None else self.inner.problem(value)


@dataclass
class Items(Check):
    """A list of `inner`, `low` to `high` long, its items different from each other when `unique`."""

    inner: Check
    low: int = 0
    high: int = 100
    unique: bool = False

    def problem(self, value: Any) -> str | None:
        if not isinstance(value, list):
            return f"expected a list, got {shown(value)}"
        if not self.low <= len(value) <= self.high:
            wanted = f"{self.low}" if self.low == self.high else f"{self.low} to {self.high}"
            return f"expected {wanted} items, got {len(value)}"
        for index, item in enumerate(value):
            if (found := self.inner.problem(item)) is not None:
                return f"[{index}]: {found}"
        if self.unique:
            seen = [json_key(v) for v in value]
            twice = next((v for i, v in enumerate(value) if seen[i] in seen[:i]), None)
            if twice is not None:
                return f"{shown(twice)} is given twice"
        return None


@dataclass
class Keyed(Check):
    """An object whose keys fit `key` and whose values fit `inner`."""

    key: Check
    inner: Check

    def problem(self, value: Any) -> str | None:
        if not isinstance(value, dict):
            return f"expected an object, got {shown(value)}"
        for name, item in value.items():
            if (found := self.key.problem(name)) is not None:
                return f"key {shown(name)}: {found}"
            if (found := self.inner.problem(item)) is not None:
                return f".{name}: {found}"
        return None


def json_key(value: Any) -> str:
    return repr(value).lower() if isinstance(value, str) else repr(value)


@dataclass
class Schema:
    """A setup block: its fields (required ones have no default), unknown keys refused."""

    required: dict[str, Check]
    optional: dict[str, Check] = field(default_factory=dict)
    across: Callable[[dict[str, Any]], str | None] | None = None  # a rule between fields, once each fits

    def problem(self, setup: Any, place: str = "setup") -> str | None:
        """What is wrong with `setup`, naming the field (`setup.players[1]: ...`), or None."""
        if not isinstance(setup, dict):
            return f"{place}: expected an object, got {shown(setup)}"
        for name in self.required:
            if name not in setup:
                return f"{place}.{name}: missing"
        for name, value in setup.items():
            check = self.required.get(name) or self.optional.get(name)
            if check is None:
                known = ", ".join(sorted({*self.required, *self.optional}))
                return f"{place}.{name}: unknown setting (expected: {known})"
            if (found := check.problem(value)) is not None:
                return f"{place}.{name}{'' if found.startswith(('[', '.')) else ': '}{found}"
        return self.across(setup) if self.across is not None else None


PLAYER_NAME = Text(NAME_LIMIT, r"[^,\s](?:[^,]*[^,\s])?", "a player's name (no commas)")
HEX = Text(4, r"[A-Za-z][0-9]{1,2}", "a hex such as K12")
PACK = Maybe(Text(4096, what="a content pack's folder"))


def names_option(text: str | None, players: int, defaults: Sequence[str], low: int, high: int) -> list[str]:
    """`--names A,B,C` for `players` players (`low` to `high`), checked as the setup will be, with the
    option named in the error: no empty, repeated (in any case) or overlong name."""
    from goblinkit.assistant.core.errors import RulesError

    if not low <= players <= high:
        raise RulesError(f"--players: {low} to {high} players, not {players}")
    chosen = [n.strip() for n in text.split(",")] if text is not None else list(defaults[:players])
    if len(chosen) != players:
        raise RulesError(f"--names gives {len(chosen)} names for {players} players")
    problem = Items(PLAYER_NAME, players, players, unique=True).problem(chosen)
    if problem is not None:
        at, _, what = problem.partition("]: ")
        raise RulesError(f"--names: name {int(at[1:]) + 1}: {what}" if what else f"--names: {problem}")
    return chosen
