"""A hard Crew's step twice at the guided prompt (issue 33): the player cancels at its question, and the
step runs again with the decision kept: the same question, no second search, the player's answer played.
The question is the player's own (a Combo Card against the hit), whoever's turn it is: before, a rival's
step run by the guided loop had the rival's policy answer it for the player."""

from __future__ import annotations

import contextlib
import io
import json
import shutil

from goblinkit.assistant.core.session import Session
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from tests.assistant.gobz_heroes.test_kept_decision import FIXTURE, searches  # noqa: F401 -- the fixture
from tests.assistant.gobz_heroes.test_story_first import Typist

QUESTION = "Gearhead Grot hits your Zapgit the Sparky with a 6 (Strength 2 vs Resistance 1): KO. Play a Combo Card first?"


def test_cancelled_at_the_question_the_step_asks_it_again_without_searching(tmp_path, searches):  # noqa: F811
    from goblinkit.assistant.gobz_heroes.cli import app as gobz_app

    save = tmp_path / "gobz.json"
    shutil.copy(FIXTURE, save)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        Typist(save, ["end", "quit", "thick-skull", "quit"]).run(gobz_app, "gobz")
    out = printed.getvalue().splitlines()
    asked = [i for i, line in enumerate(out) if line == QUESTION]
    assert len(asked) == 2  # asked, cancelled, asked again the same
    assert out[asked[0] + 3] == "choose 1-2 or a name> quit"
    assert out[asked[1] + 1:asked[1] + 5] == ["  1. thick-skull (Thick Skull: a Tickle)", "  2. no (keep your cards: KO)",
                                              "choose 1-2 or a name> thick-skull",
                                              "  Green answers the hit with a Combo Card (KO becomes a Tickle):"]
    log = [e["action"] for e in json.loads(save.read_text())["log"]]
    shots = [a for a in log if a["type"] == "decide" and a["act"]["type"] == "attack" and a["act"]["gob"] == "gearhead"]
    assert len(shots) == 1  # decided once, kept through the cancel
    game, _ = Session.load(GobzHeroes, save).replay()
    assert game.gobz["zapgit"].on_board and game.gobz["zapgit"].tickles == 2 and game.turn == 4
