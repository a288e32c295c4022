"""Whose question is it? A rival Crew's own questions (which Backup, which Sewer, which Stuff to drop,
what Sticky Fingers takes, a full Combo hand) are answered by its policy, whoever's table the action
came through (the guided turn hands `apply` the player's table). Only the human player's questions
reach the human. Every policy answer is recorded with the action's answers, and a table that still
holds scripted answers (a replay, the explorer's trial runs) gives them back in order, so a save
replays exactly as it was played."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from goblinkit.assistant.gobz_heroes.bot_values import nearest_rival, value
from goblinkit.assistant.core.table import ScriptedTable, Table


def asked_of(game: Any, key: str) -> int:
    """The seat a question belongs to: a full hand and a Combo Card against a hit name their seat (the
    player asked in a rival's turn), the rest are the acting player's."""
    if key.startswith(("full-hand:", "answer-combo:")):
        return int(key.split(":", 1)[1])
    return game.current


def policy_answer(game: Any, key: str, options: list[str]) -> str:
    """A rival Crew's answer to one of its own questions (deterministic: replay makes the same)."""
    from goblinkit.content.gobz_heroes.board import parse_square

    if key.startswith("full-hand"):
        return "dump" if "dump" in options else options[-1]
    if key == "backup":
        return max(options, key=lambda g: (value(game, g), g))
    if key == "backup-sewer":
        return min(options, key=lambda s: nearest_rival(game, game.current, parse_square(s)))
    if key == "discard-stuff":
        return min(options, key=lambda s: (game.stuff_defs[s].weapon is not None, s))
    if key == "steal":
        return max(options, key=lambda s: (game.stuff_defs[s].weapon is not None, s))
    return options[0]


class CrewTable(Table):
    """Wraps the table an action came with: a rival's questions go to its policy, the rest to `outer`.
    Answers are kept in `outer.answers` (what the save logs)."""

    def __init__(self, game: Any, outer: Table):
        super().__init__()
        self.game = game
        self.outer = outer
        self.answers = outer.answers

    def _scripted(self) -> bool:
        return isinstance(self.outer, ScriptedTable) and self.outer.unused() > 0

    def choose(self, question: str, options: Sequence[str], key: str = "") -> str:
        seat = asked_of(self.game, key)
        if not self.game.players[seat].bot or len(options) <= 1 or self._scripted():
            return self.outer.choose(question, options, key=key)
        answer = policy_answer(self.game, key, list(options))
        self.outer.answers.append(answer)
        return answer

    def yes_no(self, question: str) -> bool:
        return self.outer.yes_no(question)

    def number(self, question: str, low: int, high: int) -> int:
        return self.outer.number(question, low, high)

    def _choose(self, question: str, options: list[str]) -> str:  # pragma: no cover - choose() is overridden
        raise NotImplementedError

    def _yes_no(self, question: str) -> bool:  # pragma: no cover
        raise NotImplementedError

    def _number(self, question: str, low: int, high: int) -> int:  # pragma: no cover
        raise NotImplementedError
