"""What `status --reveal` adds to the text: the parts of the snapshot the table does not see.

Every game already hides things in `snapshot(reveal=False)` (a bot's hand, the blip bag, the Zombie
Deck); the text status is the game's own `describe()`, which shows only what the table sees. So
rather than each game writing its hidden parts twice, the two snapshots are compared and what only
the revealed one holds is listed, each under the path of names that leads to it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

LABELS = ("name", "id")  # how an item of a list of records is named in a path


def revealed(open_view: Any, full: Any, label: Callable[[str], str] = str) -> list[str]:
    """'Bot 1 > hand: Brute x2, Warrior' for each value of `full` that `open_view` hides or lacks;
    `label` names an id as the players do (Game.label)."""
    lines: list[str] = []
    _walk(open_view, full, [], lines, label)
    return lines


def _walk(seen: Any, full: Any, path: list[str], lines: list[str], label: Callable[[str], str]) -> None:
    if seen == full:
        return
    if isinstance(full, dict) and isinstance(seen, dict):  # partly shown: what differs inside
        for key, value in full.items():
            _walk(seen.get(key), value, path + [str(key).replace("_", " ")], lines, label)
        return
    if isinstance(full, list) and isinstance(seen, list) and len(seen) == len(full) and \
            all(isinstance(x, dict) for x in full):
        for index, (a, b) in enumerate(zip(seen, full)):
            name = next((str(b[k]) for k in LABELS if k in b), str(index + 1))
            _walk(a, b, path[:-1] + [name], lines, label)  # "Bot 1 > hand", not "players > Bot 1 > hand"
        return
    lines.append(f"{' > '.join(path) or 'state'}: {_text(full, label)}")


def _text(value: Any, label: Callable[[str], str]) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{label(str(k))} {_text(v, label)}" for k, v in value.items()) or "nothing"
    if isinstance(value, list):
        counted = Counter(_text(v, label) for v in value)  # in order; repeats as "Brute x2"
        return ", ".join(f"{text} x{n}" if n > 1 else text for text, n in counted.items()) or "nothing"
    return label(value) if isinstance(value, str) else str(value)
