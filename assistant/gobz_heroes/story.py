"""The story before a question: what an action has said so far is shown before it asks the player.

A rival Crew's attack asks the player (a Combo Card against its hit) half-way through its lines: the
shot, the roll, the 6s drawn. Those lines are the handler's own list until the action is over, so the
question would come first. `told(table, lines)` hands them to the player's table as the question's
context (core/explore.Context: the terminal prints its unprinted `happened` lines before asking, then
only the rest when the action ends), keeping what the table's own explorer says of each answer."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from goblinkit.assistant.core.explore import Context
from goblinkit.assistant.core.table import ScriptedTable


class Story:
    """An explorer stand-in: the lines told so far as what happened, the real explorer (if any) for the rest."""

    def __init__(self, inner: Any, lines: list[str]):
        self.inner, self.lines = inner, lines

    def judge(self, answers: Any, options: Any) -> Context:
        found = self.inner.judge(answers, options) if self.inner is not None else None
        if found is None:
            return Context(list(self.lines), {}, False)
        return Context(list(self.lines), found.leads, found.same)

    def __getattr__(self, name: str) -> Any:
        if self.inner is None:
            raise AttributeError(name)
        return getattr(self.inner, name)


def player_table(table: Any) -> Any:
    """The table that asks the player: a rival's BotTable hands the player's questions to `human`, a
    CrewTable to `outer`."""
    for hop in ("human", "outer"):
        inner = getattr(table, hop, None)
        if inner is not None:
            return player_table(inner)
    return table


@contextmanager
def told(table: Any, lines: list[str]) -> Iterator[None]:
    """While the player is asked at `table`, the question comes after `lines` (the action's story so far)."""
    asked = player_table(table)
    if not hasattr(asked, "explorer") or (asked.explorer is None and isinstance(asked, ScriptedTable)
                                          and getattr(asked, "_asker", None) is None):
        yield  # a script's table: nobody reads a story, and its refusal names the question as it is
        return
    inner = asked.explorer
    asked.explorer = Story(inner, lines)
    try:
        yield
    finally:
        asked.explorer = inner
