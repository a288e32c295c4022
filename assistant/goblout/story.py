"""The story before the question, by construction: at a terminal, each line a rule says is shown as it
is said (through the step's table, `Table.told`), so it comes before every question, die asked or
assistant's roll shown that follows it in the step (a handler's lines used to wait for its end: `draw` asked "Roll your die?" before "You draw 1 card",
a bot's turn asked "Re-roll it?" before the bot's draw and deploy, and at `dice table` the assistant's
rolls came before the turn they belong to). What is shown is marked printed on the prompter, so the
step's lines, told at its end, show only the rest. Copies of the game (an explorer's runs) tell nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from goblinkit.assistant.goblout.state import Match


@contextmanager
def telling(m: Match, table: Any) -> Iterator[None]:
    """Tell m's lines to `table` as they are said while a step runs (`Table.told`: a table that asks a person
    shows them before its next question; an explorer's copies and the bots' own tables ignore them)."""
    if not m.talk or m.teller is not None:
        yield
        return
    m.teller = _Teller(m, table)
    try:
        yield
    finally:
        m.teller = None


class _Teller:
    def __init__(self, m: Match, table: Any):
        self.m, self.table = m, table

    def __deepcopy__(self, memo: dict[int, Any]) -> None:
        return None  # a copy of the game (to explore an answer on) tells nothing

    def __call__(self, m: Match, line: str) -> None:
        if m is self.m:  # a copy being explored: its runs are not the story
            self.table.told(list(m.lines))
