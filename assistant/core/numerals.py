"""Numbers a player types (`--dice 6,3,1`, a prompt's answer, `--games 200`, the 12 of hex K12): ASCII
digits only, and an error that quotes a short excerpt of what was typed.

Python's int() takes what no player means as a number: Arabic-Indic and full-width digits ('٣', '３'),
a sign ('+3') and underscores ('1_0'); str.isdigit() passes superscripts ('²') that int() then refuses
with a traceback, and int() of more than 4,300 digits raises. Every number typed at the table is read
here, so a die face, a count and a menu choice all take the same spellings.
"""

from __future__ import annotations

import re

WHOLE = re.compile(r"[0-9]{1,19}")  # 19 digits (a 63-bit seed): any count a command needs, far below int()'s 4,300 limit
DECIMAL = re.compile(r"[0-9]{1,18}(?:\.[0-9]{0,18})?|\.[0-9]{1,18}")
EXCERPT = 20  # characters of a bad value an error quotes


def whole(text: str) -> int | None:
    """The whole number `text` spells in ASCII digits (surrounding spaces allowed), else None."""
    stripped = text.strip()
    return int(stripped) if WHOLE.fullmatch(stripped) else None


def signed_whole(text: str) -> int | None:
    """As whole(), with an optional leading '-'."""
    stripped = text.strip()
    value = whole(stripped[1:]) if stripped.startswith("-") else whole(stripped)
    return -value if value is not None and stripped.startswith("-") else value


def decimal(text: str) -> float | None:
    """A number such as 2, 0.5 or .5 in ASCII digits (an optional leading '-'), else None."""
    stripped = text.strip()
    body = stripped[1:] if stripped.startswith("-") else stripped
    if not DECIMAL.fullmatch(body):
        return None
    return -float(body) if stripped.startswith("-") else float(body)


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """`text` quoted for an error, cut to `limit` characters with an ellipsis."""
    return repr(text if len(text) <= limit else text[:limit] + "…")
