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
    """The lines to print after an action: in the guided turn, without the closing lines the game's prompt
    says again right after. Only when that prompt is the next thing printed: not when the assistant's own
    steps run first (their story and a later prompt come between: Globbo!'s 'KIDS move.' stays), nor when
    the game is over (the loop says its own words, not the game's prompt)."""
    if ACTIVE.get() is None or game.over or game.next_automatic() is not None:
        return lines
    upcoming = game.prompt()
    if not upcoming:
        return lines
    if lines[-len(upcoming):] == upcoming:
        lines = lines[:-len(upcoming)]
    if lines and names_the_step(lines[-1], upcoming[0]):
        return lines[:-1]
    return lines


def names_the_step(line: str, prompt: str) -> bool:
    """Whether a story line only names the step the prompt's first line opens with: its words, in order, are
    the last words of the prompt's head (before its parenthesis), punctuation and case aside. GvZ's
    'Turn 2: AA, GOBLIN ARRIVAL.' and 'AA: GOBLIN ARRIVAL.' both name 'Turn 2, AA: GOBLIN ARRIVAL (...)'."""
    said = _words(line)
    head = _words(prompt.split(" (", 1)[0])
    return bool(said) and head[-len(said):] == said


def _words(line: str) -> list[str]:
    return re.findall(r"\w+", line.lower())


def first_steps(game: Game, save: Any = None) -> list[str]:
    """After `new`, when the assistant's side plays first: where its steps run. `new` only sets up; the
    guided turn or the player's next command runs them (so their questions come there, after the setup)."""
    if game.over or game.next_automatic() is None:
        return []
    where = f" --save {save}" if save is not None else ""
    return [f"The assistant plays first: its turn runs in the guided turn (`goblin play {game.slug}{where}`) "
            f"or before your next command."]
