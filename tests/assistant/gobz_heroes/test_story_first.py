"""Story before question at the terminal (issue 33): a rival Crew's shot that asks the player for a Combo Card
against its hit shows the shot and its roll (and the turn's heading, and the rival actions before it) first."""

from __future__ import annotations

import contextlib
import io
import shutil

from goblinkit.assistant.core.skill import Skill
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.search.protocol import Budget
from tests.assistant.gobz_heroes.test_kept_decision import FIXTURE
from tests.assistant.guided_players import PipePlayer


class Typist(PipePlayer):
    def __init__(self, save, lines):  # noqa: ANN001
        super().__init__(GobzHeroes, save)
        self.lines = list(lines)

    def decide(self, message: str, words: list[str]) -> str:
        return self.lines.pop(0) if self.lines else "quit"


def test_the_shot_and_its_roll_come_before_the_combo_question(tmp_path, monkeypatch):
    from goblinkit.assistant.gobz_heroes.cli import app as gobz_app

    monkeypatch.setattr(Skill, "budget", lambda self: Budget(seconds=None, iterations=8))  # the same search anywhere
    save = tmp_path / "gobz.json"
    shutil.copy(FIXTURE, save)  # Green's turn 3; ending it lets a hard Red shoot Zapgit while Green holds a Thick Skull
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        Typist(save, ["end", "thick-skull", "quit"]).run(gobz_app, "gobz")
    out = printed.getvalue().splitlines()
    question = out.index("Gearhead Grot hits your Zapgit the Sparky with a 6 (Strength 2 vs Resistance 1): KO. "
                         "Play a Combo Card first?")
    assert out[question - 5:question] == [
        "Red: Gearhead Grot shoots Zapgit the Sparky: 1.69 VP expected",
        "Gearhead Grot shoots Zapgit the Sparky with Tommy Gun (Repeat 3, Strength 2).",
        "  Gearhead Grot rolls 6 3 6 (needs 4+).",
        "  Red draws a Combo Card (a 6); 1 in hand.",
        "  Red draws a Combo Card (a 6); 2 in hand."]
    before = out[:question]
    for line in ("== Turn 3: Red ==", "Red: Flapjack attacks Skritch: 0.15 VP expected", "  Flapjack rolls 3 (needs 4+).",
                 "Gearhead Grot moves G7 -> H7 (1 square)."):
        assert line in before
    after = out[question:]
    assert after[3:5] == ["choose 1-2 or a name> thick-skull",
                          "  Green answers the hit with a Combo Card (KO becomes a Tickle):"]
    assert sum(line.startswith("Gearhead Grot shoots Zapgit") for line in out) == 1  # told once
