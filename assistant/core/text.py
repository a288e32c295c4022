"""Text a user typed is shown back to them, so it must not carry terminal control codes.

A player name typed as `$'\\e[2J'` would clear the screen of whoever reads the status (or worse,
on terminals that answer some escape sequences). Everything typed on the command line is
cleaned before any command sees it, and every line printed is cleaned again on the way out:
C0 and C1 control characters are dropped, except newline and tab.
"""

from __future__ import annotations

import re

CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def clean(text: str) -> str:
    """`text` without control characters (newline and tab stay)."""
    return CONTROL.sub("", text) if CONTROL.search(text) else text


def clean_args(args: list[str]) -> list[str]:
    return [clean(arg) if isinstance(arg, str) else arg for arg in args]
