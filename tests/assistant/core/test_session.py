"""Sessions: replay equals live play, undo drops the last decision, refused actions change nothing."""

from __future__ import annotations

import json
import random

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError, SaveError
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import ScriptedTable
from tests.fixtures.toy_game import GoblinToss


def play_live(seed: int, steps: int, path):  # noqa: ANN001
    """Play a seeded random game twice at once: through saves, and on one live engine object."""
    chooser = random.Random(seed * 7)
    session, _ = Session.new(GoblinToss, {"players": 3}, seed, path, ScriptedTable())
    live = GoblinToss({"players": 3}, Chance(seed))
    live.chance.begin()
    live.start(ScriptedTable())
    live.chance.finish()
    for _ in range(steps):
        if live.over:
            break
        player = live.players[live.turn]
        if chooser.random() < 0.3:
            others = [p for p in live.players if p != player]
            answers = [chooser.choice(others), chooser.choice(["yes", "no"])]
            act = {"type": "duel", "player": player}
        else:
            answers, act = [], {"type": "throw", "player": player}
        dice = [chooser.randint(1, 6), chooser.randint(1, 6)] if chooser.random() < 0.2 and act["type"] == "throw" else []
        session.do(act, ScriptedTable(answers), dice=dice)
        live.chance.begin(dice=dice)
        live.apply(act, ScriptedTable(answers))
        live.chance.finish()
    return session, live


@pytest.mark.parametrize("seed", range(25))
def test_replay_equals_live_play(seed, tmp_path):
    session, live = play_live(seed, 30, tmp_path / "g.json")
    replayed, steps = Session.load(GoblinToss, tmp_path / "g.json").replay()
    assert replayed.snapshot() == live.snapshot()
    assert len(steps) == len(session.save.log) + 1
    deck = replayed.deck
    assert deck.total() == 6  # no pebble created or lost


def test_undo_restores_the_previous_state_exactly(tmp_path):
    path = tmp_path / "g.json"
    session, _ = Session.new(GoblinToss, {"players": 2}, 5, path, ScriptedTable())
    game, _ = session.replay()
    player = game.players[game.turn]
    before = game.snapshot()
    session.do({"type": "throw", "player": player}, ScriptedTable())
    after_first, _ = session.replay()
    undone = session.undo()
    assert undone == [{"type": "throw", "player": player}]
    assert Session.load(GoblinToss, path).replay()[0].snapshot() == before
    session.do({"type": "throw", "player": player}, ScriptedTable())  # same seed: same outcome again
    assert session.replay()[0].snapshot() == after_first.snapshot()


def test_refused_action_leaves_the_save_byte_for_byte(tmp_path):
    path = tmp_path / "g.json"
    session, _ = Session.new(GoblinToss, {"players": 2}, 5, path, ScriptedTable())
    before = path.read_bytes()
    with pytest.raises(RulesError, match="no goblin 'goblin7'"):
        session.do({"type": "throw", "player": "goblin7"}, ScriptedTable())
    with pytest.raises(RulesError):
        session.undo()
    assert path.read_bytes() == before


def test_new_never_overwrites_without_force_and_keeps_a_backup(tmp_path):
    from goblinkit.assistant.core.errors import SaveError

    path = tmp_path / "g.json"
    Session.new(GoblinToss, {"players": 2}, 5, path, ScriptedTable())
    original = path.read_bytes()
    with pytest.raises(SaveError, match="already exists"):
        Session.new(GoblinToss, {"players": 3}, 6, path, ScriptedTable())
    Session.new(GoblinToss, {"players": 3}, 6, path, ScriptedTable(), force=True)
    assert (tmp_path / "g.json.bak").read_bytes() == original


def test_undo_refuses_a_save_that_does_not_replay_and_writes_nothing(tmp_path):
    path = tmp_path / "s.json"
    session, _ = Session.new(GoblinToss, {"players": 2}, 4, path, ScriptedTable())
    for _ in range(3):
        game, _ = session.replay()
        session.do({"type": "throw", "player": game.players[game.turn]}, ScriptedTable())
    data = json.loads(path.read_text())
    data["log"][1]["chance"][0]["values"] = [v % 6 + 1 for v in data["log"][1]["chance"][0]["values"]]
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    with pytest.raises(SaveError, match="does not replay at entry 2"):
        Session.load(GoblinToss, path).undo()
    assert path.read_bytes() == before


def test_a_refused_action_writes_nothing_not_even_a_temporary(tmp_path):
    path = tmp_path / "s.json"
    Session.new(GoblinToss, {"players": 2}, 4, path, ScriptedTable())
    before = sorted(p.name for p in tmp_path.iterdir())
    content = path.read_bytes()
    with pytest.raises(RulesError):
        Session.load(GoblinToss, path).do({"type": "throw", "player": "nobody"}, ScriptedTable())
    assert path.read_bytes() == content and sorted(p.name for p in tmp_path.iterdir()) == before
