"""The table a command asks its questions at, and the lines it prints after, in a script, at a
terminal or in the guided turn. Below both the shared commands (play_cli) and the guided turn
(guided), which use it: neither imports the other's module for it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from goblinkit.assistant.core.engine import Game
from goblinkit.assistant.core.explore import Explorer
from goblinkit.assistant.terminal.prompting import ACTIVE, current_prompter
from goblinkit.assistant.core.table import AskingTable, ScriptedTable, Table


def make_table(answers: list[str], base: Callable[[], Game] | None = None, act: dict[str, Any] | None = None,
               dice: Sequence[int] = (), cards: Sequence[str] = (), physical: bool = False) -> Table:
    """Scripted answers first; then, at a terminal (or in the guided turn), ask the player; elsewhere
    refuse, listing every question. With `base` (the game before `act`), questions whose answer
    cannot change the outcome are not asked, and the asked ones come with their context."""
    prompter = current_prompter()
    table: Table = AskingTable(prompter, answers) if prompter is not None else ScriptedTable(answers)
    if base is not None and act is not None:
        table.explorer = Explorer(base, act, dice, cards, physical)
    asking_at = getattr(prompter, "asking_at", None)  # a page's asker may not follow the steps' tables
    if asking_at is not None:
        asking_at(table)
    return table


def guided_tail(game: Game, lines: list[str]) -> list[str]:
    """The lines to print after an action: in the guided turn, without a closing "next step" the game's
    prompt repeats (the guided turn prints that prompt right after)."""
    upcoming = game.prompt() if ACTIVE.get() is not None else []
    if not upcoming:
        return lines
    if lines[-len(upcoming):] == upcoming:
        lines = lines[:-len(upcoming)]
    if lines and _words(lines[-1]) <= _words(upcoming[0]):  # "AA: GOBLIN ARRIVAL." before "Turn 1, AA: GOBLIN ARRIVAL (...)"
        return lines[:-1]
    return lines


def _words(line: str) -> set[str]:
    """A line's words, in lower case without punctuation: a closing turn line the prompt says again says no more."""
    return set(re.findall(r"\w+", line.lower())) or {line}


def first_steps(game: Game, save: Any = None) -> list[str]:
    """After `new`, when the assistant's side plays first: where its steps run. `new` only sets up; the
    guided turn or the player's next command runs them (so their questions come there, after the setup)."""
    if game.over or game.next_automatic() is None:
        return []
    where = f" --save {save}" if save is not None else ""
    return [f"The assistant plays first: its turn runs in the guided turn (`goblin play {game.slug}{where}`) "
            f"or before your next command."]
