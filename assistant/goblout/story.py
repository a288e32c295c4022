"""The story before the question, by construction: at a terminal, each line a rule says is shown as it
is said, so it comes before every question, die asked or assistant's roll shown that follows it in the
step (a handler's lines used to wait for its end: `draw` asked "Roll your die?" before "You draw 1 card",
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
    """Show m's lines as they are said while a step runs at a terminal, asking at `table` (the step's own
    table: an explorer's runs of the step on copies, at tables of their own, tell nothing)."""
    from goblinkit.assistant.terminal.prompting import Prompter, current_prompter

    prompter = current_prompter()
    if not isinstance(prompter, Prompter) or prompter.table is not table or not m.talk or m.teller is not None:
        yield
        return
    m.teller = _Teller(m, prompter)
    try:
        yield
    finally:
        m.teller = None


class _Teller:
    def __init__(self, m: Match, prompter: Any):
        self.m, self.prompter = m, prompter

    def __deepcopy__(self, memo: dict[int, Any]) -> None:
        return None  # a copy of the game (to explore an answer on) tells nothing

    def __call__(self, m: Match, line: str) -> None:
        if m is not self.m:  # a copy being explored: its runs are not the story
            return
        from goblinkit.assistant.terminal.thinking import pause

        prompter, at = self.prompter, len(m.lines) - 1
        if at < len(prompter.printed) and prompter.printed[at] == line:
            return  # shown already, before a question, as what every answer's run shares
        pause()
        for text in prompter.take_pending():  # the earlier steps' story and this step's heading first
            prompter.echo(text)
        prompter.echo(line)
        prompter.printed = list(m.lines)
