"""What `status --reveal` adds to the text: the parts of the snapshot the table does not see.

Every game already hides things in `snapshot(reveal=False)` (a bot's hand, the blip bag, the Zombie
Deck); the text status is the game's own `describe()`, which shows only what the table sees. So
rather than each game writing its hidden parts twice, the two snapshots are compared and what only
the revealed one holds is listed, each under the path of names that leads to it.
"""

from __future__ import annotations

from typing import Any

LABELS = ("name", "id")  # how an item of a list of records is named in a path


def revealed(open_view: Any, full: Any) -> list[str]:
    """'Bot 1 > hand: brute, warrior' for each value of `full` that `open_view` hides or lacks."""
    lines: list[str] = []
    _walk(open_view, full, [], lines)
    return lines


def _walk(seen: Any, full: Any, path: list[str], lines: list[str]) -> None:
    if seen == full:
        return
    if isinstance(full, dict) and isinstance(seen, dict):  # partly shown: what differs inside
        for key, value in full.items():
            _walk(seen.get(key), value, path + [str(key).replace("_", " ")], lines)
        return
    if isinstance(full, list) and isinstance(seen, list) and len(seen) == len(full) and \
            all(isinstance(x, dict) for x in full):
        for index, (a, b) in enumerate(zip(seen, full)):
            label = next((str(b[k]) for k in LABELS if isinstance(b, dict) and k in b), str(index + 1))
            _walk(a, b, path[:-1] + [label], lines)  # "Bot 1 > hand", not "players > Bot 1 > hand"
        return
    lines.append(f"{' > '.join(path) or 'state'}: {_text(full)}")


def _text(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {_text(v)}" for k, v in value.items()) or "nothing"
    if isinstance(value, list):
        return ", ".join(_text(v) for v in value) or "nothing"
    return str(value)
