"""Two HEADS never end side by side (designed: the Kids part joined Globbos by removing connecting pieces, never a
HEAD, so touching HEADS could never be parted; the engine once asked the Kids to choose among no cuts and
crashed): a build or a move that would end so is refused, naming both HEADS; Connecting lets them link up."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from tests.assistant.globbo.helpers import do, game_with


def test_a_new_head_beside_the_head_is_refused_and_nothing_is_spent():
    game = game_with("H1@H5", "Z1@G5", "B1@C12", phase="globbo-build")
    game.turn.points = {"H1": 4}
    with pytest.raises(RulesError, match="HEADS H1 at H5 and H2 at I5 would touch"):
        do(game, {"type": "build", "buy": [["head", "I5"]]})
    assert game.turn.points == {"H1": 4} and not game.living("globbo", "head")[1:]
    do(game, {"type": "build", "buy": [["head", "F5"]]})  # beside the ZAP, apart from the HEAD
    assert sorted(h.where for h in game.living("globbo", "head")) == ["F5", "H5"]


def test_a_move_that_ends_two_heads_side_by_side_is_refused():
    game = game_with("H1@H5", "Z1@G5", "H2@F5", "B1@C12")
    game.pieces["H2"].owner = "H2"
    game.turn.splitting = {"H1", "H2"}
    with pytest.raises(RulesError, match="HEADS .* would end side by side"):
        do(game, {"type": "move", "side": "globbo", "moves": [["H2", "G6"], ["Z1", "F6"]]})
    connecting = game_with("H1@H5", "Z1@G5", "H2@F5", "B1@C12", extras=("connecting",))
    connecting.pieces["H2"].owner = "H2"
    do(connecting, {"type": "move", "side": "globbo", "moves": [["H2", "G6"], ["Z1", "F6"]]})
    assert connecting.pieces["H2"].where == "G6"
