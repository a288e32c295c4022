"""A player at Goblout's guided prompt who types the given lines in turn (answers included), then quits."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from goblinkit.assistant.goblout.cli import app as game_app
from goblinkit.assistant.goblout.game import Goblout
from tests.assistant.guided_players import PipePlayer


class Typist(PipePlayer):
    def __init__(self, save: Path, lines: list[str]):
        super().__init__(Goblout, save)
        self.lines = list(lines)

    def decide(self, message: str, words: list[str]) -> str:
        return self.lines.pop(0) if self.lines else "quit"


def typed(save: Path, *lines: str) -> str:
    """What the guided prompt printed while the lines were typed."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        Typist(save, list(lines)).run(game_app, "goblout")
    return out.getvalue()
