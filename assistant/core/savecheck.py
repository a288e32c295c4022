"""The shape of a save file, checked before anything replays it.

A save is the user's file: it may be hand-edited, truncated or damaged. Like content, it is
checked against a schema first, so a damaged save is reported as damaged, with the place in the
file (`log[3].chance[0].values`), never as a traceback from deep inside a rules engine.
Written by hand rather than with pydantic: a table command should not pay for building models.
"""

from __future__ import annotations

from typing import Any, TypeGuard

from goblinkit.assistant.core.errors import SaveError

FORMAT = "goblinkit-save"
VERSION = 1
MAX_DEPTH = 24  # a setup or an action is shallow data; deeper nesting is damage
MAX_ENTRIES = 100_000
MAX_SIDES = 1000
TOP_KEYS = {"format", "version", "game", "seed", "setup", "start", "log"}
ENTRY_KEYS = {"action", "chance", "answers"}
ROLL_KEYS = {"kind", "sides", "values", "why", "source"}
PICK_KEYS = {"kind", "value", "why", "source"}
SOURCES = ("rng", "player")


class Damaged(SaveError):
    """Raised with the place in the save and what is wrong there."""


def check_save(data: Any, where: str, game: str | None = None) -> None:
    """Refuse a save whose shape is wrong, naming the place: `save X is damaged: log[2].action: ...`."""
    def bad(place: str, problem: str) -> Damaged:
        return Damaged(f"save {where} is damaged: {place}: {problem}" if place else f"save {where} is damaged: {problem}")

    if not isinstance(data, dict):
        raise bad("", f"expected a JSON object at the top, got {_kind(data)}")
    if data.get("format") != FORMAT:
        raise SaveError(f"{where} is not a Goblin Kit save")
    version = data.get("version")
    if not _is_int(version) or version < 1:
        raise SaveError(f"save {where} has an invalid format version {version!r}; expected {VERSION}")
    if version != VERSION:
        raise SaveError(f"save {where} has format version {version}; this Goblin Kit reads version {VERSION} "
                        "(upgrade goblinkit)")
    if game is not None and data.get("game") != game:
        raise SaveError(f"save {where} is a game of '{data.get('game')}', not '{game}'")
    unknown = sorted(set(data) - TOP_KEYS)
    if unknown:
        raise bad(unknown[0], f"unknown key (expected: {', '.join(sorted(TOP_KEYS))})")
    for key in ("game", "seed", "setup", "log"):
        if key not in data:
            raise bad(key, "missing")
    if not isinstance(data["game"], str):
        raise bad("game", f"expected a game name, got {_kind(data['game'])}")
    if not _is_int(data["seed"]):
        raise bad("seed", f"expected a whole number, got {_kind(data['seed'])}")
    _plain(data["setup"], "setup", bad, dict)
    start = data.get("start", {})
    if start is None:
        start = {}
    _plain(start, "start", bad, dict)
    _outcomes_and_answers(start, "start", bad, required=False)
    log = data["log"]
    if not isinstance(log, list):
        raise bad("log", f"expected a list, got {_kind(log)}")
    if len(log) > MAX_ENTRIES:
        raise bad("log", f"{len(log)} entries; at most {MAX_ENTRIES}")
    for number, entry in enumerate(log):
        place = f"log[{number}]"
        if not isinstance(entry, dict):
            raise bad(place, f"expected an entry object, got {_kind(entry)}")
        unknown = sorted(set(entry) - ENTRY_KEYS)
        if unknown:
            raise bad(f"{place}.{unknown[0]}", "unknown key")
        action: Any = entry.get("action")  # JSON, checked by _plain
        _plain(action, f"{place}.action", bad, dict)
        if not isinstance(action.get("type"), str) or not action["type"]:
            raise bad(f"{place}.action.type", "missing or not text")
        _outcomes_and_answers(entry, place, bad, required=True)


def _outcomes_and_answers(entry: dict[str, Any], place: str, bad: Any, required: bool) -> None:
    for key in ("chance", "answers"):
        if key not in entry:
            if required:
                raise bad(f"{place}.{key}", "missing")
            continue
        if not isinstance(entry[key], list):
            raise bad(f"{place}.{key}", f"expected a list, got {_kind(entry[key])}")
    for index, answer in enumerate(entry.get("answers", [])):
        if not isinstance(answer, (str, bool, int, float)) or isinstance(answer, float) and answer != answer:
            raise bad(f"{place}.answers[{index}]", f"expected text, a number or true/false, got {_kind(answer)}")
        _clean_text(answer, f"{place}.answers[{index}]", bad)
    for index, outcome in enumerate(entry.get("chance", [])):
        _outcome(outcome, f"{place}.chance[{index}]", bad)


def _outcome(outcome: Any, place: str, bad: Any) -> None:
    if not isinstance(outcome, dict):
        raise bad(place, f"expected a chance outcome object, got {_kind(outcome)}")
    kind = outcome.get("kind")
    if kind not in ("roll", "pick"):
        raise bad(f"{place}.kind", f"expected 'roll' or 'pick', got {kind!r}")
    keys = ROLL_KEYS if kind == "roll" else PICK_KEYS
    missing = sorted(keys - set(outcome) - {"why"})
    if missing:
        raise bad(f"{place}.{missing[0]}", "missing")
    unknown = sorted(set(outcome) - keys)
    if unknown:
        raise bad(f"{place}.{unknown[0]}", "unknown key")
    if outcome["source"] not in SOURCES:
        raise bad(f"{place}.source", f"expected 'rng' or 'player', got {outcome['source']!r}")
    if not isinstance(outcome.get("why", ""), str):
        raise bad(f"{place}.why", "expected text")
    if kind == "pick":
        if not isinstance(outcome["value"], str):
            raise bad(f"{place}.value", f"expected a card id, got {_kind(outcome['value'])}")
        _clean_text(outcome["value"], f"{place}.value", bad)
        return
    sides, values = outcome["sides"], outcome["values"]
    if not _is_int(sides) or not 2 <= sides <= MAX_SIDES:
        raise bad(f"{place}.sides", f"expected a whole number from 2 to {MAX_SIDES}, got {sides!r}")
    if not isinstance(values, list) or not values:
        raise bad(f"{place}.values", f"expected a list of dice, got {_kind(values)}")
    for i, value in enumerate(values):
        if not _is_int(value) or not 1 <= value <= sides:
            raise bad(f"{place}.values[{i}]", f"{value!r} is not a face of a d{sides}")


def _plain(value: Any, place: str, bad: Any, expected: type) -> None:
    """JSON data of the expected type, no deeper than MAX_DEPTH, with no control characters in text."""
    if not isinstance(value, expected):
        raise bad(place, f"expected an object, got {_kind(value)}")
    stack: list[tuple[Any, str, int]] = [(value, place, 0)]
    while stack:
        item, at, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise bad(at, f"nested deeper than {MAX_DEPTH} levels")
        if isinstance(item, dict):
            for key, child in item.items():
                _clean_text(key, at, bad)
                stack.append((child, f"{at}.{key}", depth + 1))
        elif isinstance(item, list):
            stack.extend((child, f"{at}[{i}]", depth + 1) for i, child in enumerate(item))
        elif isinstance(item, str):
            _clean_text(item, at, bad)
        elif isinstance(item, float) and item != item:
            raise bad(at, "not a number (NaN)")


def _clean_text(value: Any, place: str, bad: Any) -> None:
    if isinstance(value, str) and any(ord(ch) < 32 and ch not in "\n\t" or 0x7F <= ord(ch) < 0xA0 for ch in value):
        raise bad(place, "control characters in text")


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _kind(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"{str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    if isinstance(value, list):
        return "a list"
    return "an object"
