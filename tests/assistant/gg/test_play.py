"""A script plays GobbledyGook! moves from the list, without typer (gobbledygook/play.py)."""

from __future__ import annotations

import json

import pytest

from goblinkit.assistant.core.errors import RulesError, Unanswered
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.gobbledygook.game import GobbledyGook
from goblinkit.assistant.gobbledygook.play import play
from tests.assistant.gg.helpers import night_watch_by_cli


def test_a_script_plays_listed_moves_and_the_humans_turn(app, runner, tmp_path):
    save = night_watch_by_cli(app, runner, tmp_path, ["buy", "leader", "Snagtooth"], ["buy", "minion", "Grub"])
    game, _ = Session.load(GobbledyGook, save).replay()
    spotted = next(m for m in game.moves() if m.label == "Snagtooth was spotted (revealed)")
    game, lines = play(spotted, save)
    assert lines == ["Snagtooth is revealed."] and not game.creatures["snagtooth"].hidden
    done = next(m for m in game.moves() if m.main)
    before = save.read_bytes()
    with pytest.raises(Unanswered, match=r"Can hound1 reach Snagtooth with a 1 stick move \(end adjacent\)\?"):
        play(done, save, dice=[4])
    assert save.read_bytes() == before  # nothing saved
    game, lines = play(done, save, answers=["no", "no"], dice=[4])
    assert lines[-1] == "hound1 sniffs 1 stick toward Grub (hidden, nearest; no revealed creature in range)."
    assert game.round == 2
    assert [e["action"]["type"] for e in json.loads(save.read_text())["log"]] == ["status", "humans"]


def test_a_blocked_move_is_refused_with_its_reason(app, runner, tmp_path):
    save = night_watch_by_cli(app, runner, tmp_path, ["buy", "leader", "Snagtooth"])
    game, _ = Session.load(GobbledyGook, save).replay()
    assert "Snagtooth HIDEs" not in [m.label for m in game.moves()]  # hidden already: not offered
    game.creatures["snagtooth"].hits = 2  # KOed: its moves are shown blocked
    reveal = next(m for m in game.moves() if m.label == "Reveal B1 with Snagtooth")
    with pytest.raises(RulesError, match="Reveal B1 with Snagtooth: not now, Snagtooth is KOed and cannot reveal a blip"):
        play(reveal, save)
