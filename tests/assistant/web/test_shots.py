"""The docs' screenshot script (web/shots.py), without a browser: its one-line errors, and the off-screen
fast-forward that brings a game to its end for the "end" shot."""

from __future__ import annotations

from pathlib import Path

import pytest

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.web import shots
from goblinkit.assistant.web.library import Library
from goblinkit.assistant.web.newgame import start


def test_an_unknown_game_is_one_line_and_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert shots.main([str(tmp_path), "chess"]) == 1
    assert capsys.readouterr().err == ("shots: no game chess (games: goblins-vs-zombies, gobbledygook, globbo, "
                                       "gobz-heroes, goblout)\n")
    assert shots.main([]) == 1


def test_the_fast_forward_ends_a_game(tmp_path: Path) -> None:
    Library(tmp_path)  # the games, loaded
    outcome, name = start(tmp_path, "goblout", {"seed": "7"}, [])
    assert outcome.status == "done"
    assert shots.play_to_the_end(tmp_path, name) is True
    ref = Library(tmp_path).find(name)
    game, _ = Session.load(ref.game_class(), ref.path).replay()
    assert game.over
