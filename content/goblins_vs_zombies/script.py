"""The Zombie action notation, parsed: one string on the card is both what prints and what runs.

    Graveyard/Trees: {MOVE}; Village: {ATTACK} / {ENTER}

A script is clauses separated by ';'. A clause names the Areas it applies to, then options
separated by '/' ("if cannot, then"); each option is a '{...}' of steps joined by '+' ("then").
Steps are the rulebook's keywords, some with an argument: BACKUP (4), BACKUP (1 on each Field),
DRAW 2, PLAY 1. Content validation parses every script, so a typo is a located error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

AREAS = ("graveyard", "trees", "village")
# keyword -> kind of argument it takes: None, "count" (BACKUP (X)), "number" (DRAW X)
KEYWORDS: dict[str, str | None] = {
    "MOVE": None, "ATTACK": None, "ATTACK WALL": None, "AMBUSH": None, "AMBUSH ON EACH FIELD": None,
    "BACKUP": "count", "ENTER": None, "EXPLODE": None, "FLEE": None, "FLIP": None, "REINFORCEMENT": None,
    "WAIT": None, "DESTROY WALL": None, "DRAW": "number", "PLAY": "number",
}
SPELLING = {"AMBUSH ON EACH FIELD": "AMBUSH on each Field"}


class ScriptError(ValueError):
    def __init__(self, message: str, column: int):
        self.column = column
        super().__init__(f"invalid action script at column {column}: {message}")


@dataclass(frozen=True)
class Step:
    keyword: str
    count: int | None = None
    each_field: bool = False

    def __str__(self) -> str:
        name = SPELLING.get(self.keyword, self.keyword)
        if self.keyword == "BACKUP":
            return f"BACKUP ({self.count} on each Field)" if self.each_field else f"BACKUP ({self.count})"
        return f"{name} {self.count}" if self.count is not None else name


@dataclass(frozen=True)
class Option:
    steps: tuple[Step, ...]

    @cached_property
    def text(self) -> str:  # formatted once: the engine explains every Action with it
        return "{" + " + ".join(str(s) for s in self.steps) + "}"

    @cached_property
    def said(self) -> str:
        """The option as a player reads it in the story and the questions: words, no braces ("AMBUSH then MOVE")."""
        return spoken(self.text)

    def __str__(self) -> str:
        return self.text


def spoken(notation: str) -> str:
    """The card's notation in words: braces go, '+' reads "then", '/' reads "else"
    ("{AMBUSH + MOVE} / {MOVE}" is "AMBUSH then MOVE, else MOVE"). The printed card keeps the notation."""
    options = [o.strip().strip("{}").strip() for o in notation.split("/")]
    return ", else ".join(" then ".join(s.strip() for s in o.split("+")) for o in options)


@dataclass(frozen=True)
class Clause:
    areas: tuple[str, ...]
    options: tuple[Option, ...]

    def head(self) -> str:
        return "/".join(a.capitalize() for a in self.areas)

    def body(self) -> str:
        return self.body_text

    @cached_property
    def body_text(self) -> str:
        return " / ".join(str(o) for o in self.options)

    @cached_property
    def said(self) -> str:
        return spoken(self.body_text)

    def __str__(self) -> str:
        return f"{self.head()}: {self.body()}" if self.areas else self.body()


@dataclass(frozen=True)
class Script:
    clauses: tuple[Clause, ...]

    def for_area(self, area: str) -> Clause | None:
        return self.by_area.get(area)

    @cached_property
    def by_area(self) -> dict[str, Clause]:
        return {area: clause for clause in reversed(self.clauses) for area in clause.areas}

    def __str__(self) -> str:
        return "; ".join(str(c) for c in self.clauses)


# Counts are plain ASCII digits: str.isdigit() and \\d also accept '²' or '٣', which int() refuses or misreads.
_STEP = re.compile(r"\s*([A-Za-z][A-Za-z ]*?)\s*(?:\(\s*([^)]*?)\s*\)|\s([0-9]+))?\s*$")
_COUNT = re.compile(r"[0-9]+")
_EACH = re.compile(r"([0-9]+)\s+on each field")


def _step(text: str, column: int) -> Step:
    match = _STEP.match(text)
    if not match or not text.strip():
        raise ScriptError(f"expected a keyword such as MOVE, got '{text.strip()}'", column)
    word = " ".join(match.group(1).upper().split())
    paren, number = match.group(2), match.group(3)
    if word not in KEYWORDS:
        raise ScriptError(f"unknown keyword '{match.group(1).strip()}' (keywords: "
                          f"{', '.join(SPELLING.get(k, k) for k in KEYWORDS)})", column)
    kind = KEYWORDS[word]
    if kind is None:
        if paren is not None or number is not None:
            raise ScriptError(f"{word} takes no argument", column)
        return Step(word)
    if kind == "count":
        each = _EACH.fullmatch((paren or "").lower())
        if each:
            return Step(word, int(each.group(1)), each_field=True)
        if paren is None or not _COUNT.fullmatch(paren) or int(paren) < 1:
            raise ScriptError(f"{word} needs a count, as in {word} (4) or {word} (1 on each Field)", column)
        return Step(word, int(paren))
    if number is None or int(number) < 1:
        raise ScriptError(f"{word} needs a number, as in {word} 2", column)
    return Step(word, int(number))


def parse_options(text: str, offset: int = 0) -> tuple[Option, ...]:
    """`{A + B} / {C}`: options tried in order."""
    options: list[Option] = []
    pos = 0
    while True:
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos >= len(text) or text[pos] != "{":
            raise ScriptError("expected '{'", offset + pos + 1)
        close = text.find("}", pos)
        if close < 0:
            raise ScriptError("missing '}'", offset + pos + 1)
        steps, start = [], pos + 1
        for part in text[pos + 1:close].split("+"):
            steps.append(_step(part, offset + start + 1))
            start += len(part) + 1
        options.append(Option(tuple(steps)))
        pos = close + 1
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos >= len(text):
            return tuple(options)
        if text[pos] != "/":
            raise ScriptError(f"expected '/' or the end of the clause, got '{text[pos]}'", offset + pos + 1)
        pos += 1


def parse_script(text: str) -> Script:
    """Parse a full script (every clause names its Areas); each Area at most once."""
    clauses: list[Clause] = []
    seen: set[str] = set()
    offset = 0
    for part in text.split(";"):
        colon = part.find(":")
        if colon < 0:
            raise ScriptError("expected 'Area: {ACTION}'", offset + 1)
        areas = []
        for name in part[:colon].split("/"):
            area = name.strip().lower()
            if area not in AREAS:
                raise ScriptError(f"unknown Area '{name.strip()}' (Areas: Graveyard, Trees, Village)", offset + 1)
            if area in seen:
                raise ScriptError(f"Area '{name.strip()}' has two clauses", offset + 1)
            seen.add(area)
            areas.append(area)
        clauses.append(Clause(tuple(areas), parse_options(part[colon + 1:], offset + colon + 1)))
        offset += len(part) + 1
    return Script(tuple(clauses))


def parse_body(text: str) -> Clause:
    """An action without Areas (a 'comes into play' ability, Victor's choices)."""
    return Clause((), parse_options(text))
