"""Rules a new player met at the table and the assistant had played differently (playtest of
this session): each test quotes the rulebook line it holds the assistant to."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo.formation import components, formation_errors
from goblinkit.assistant.globbo.game import Globbo
from goblinkit.assistant.core.table import ScriptedTable
from tests.assistant.globbo.helpers import do, game_with


def _hit_biter(play: str):
    game = game_with("H1@C3", "S1@K7", "S2@J7", "B1@J8", phase="globbo-attack", play=play)
    do(game, {"type": "attack", "target": "J8", "with": ["S1", "S2"]}, dice=[1])
    return game


def test_the_kids_mix_is_the_kids_players_choice_not_asked_of_the_globbo_player():
    """"It's up to Kids Player to decide how many of each are wanted ... FACE DOWN so GLOBBO Player
    can't see which is which." Playing Globbo, ending his attacks asks nothing: the assistant's Kids
    choose their mix, and the choice is kept with the action for replay."""
    game = _hit_biter("globbo")
    game.chance.begin()
    table = ScriptedTable()  # no answers: a question to the Globbo player would fail here
    lines = game.apply({"type": "end"}, table)
    game.chance.finish()
    assert lines[0] == "BITER B1 at J8 FISSIONS into 6 face-down counters"
    assert table.answers == ["4 blips 2 yeasts"]
    thrown = [line.split(": ")[1].split()[0] for line in lines[1:7]]
    assert sorted(thrown) == ["BLIP"] * 4 + ["YEAST"] * 2


def test_playing_the_kids_the_mix_is_still_yours():
    game = _hit_biter("kids")
    game.chance.begin()
    with pytest.raises(RulesError, match="the Kids' mix"):
        game.apply({"type": "end"}, ScriptedTable())


@pytest.mark.parametrize("seed", range(1, 25))
def test_with_walls_globbo_starts_in_a_legal_formation(seed):
    """"It's surrounded by the six ZAPS, and these in turn are surrounded by the twelve SLAPS" and
    must satisfy a) b) c) -- a start whose rings a wall cuts (seed 1628579956 put the HEAD on A9, its
    SLAPS A7 and P7 behind the wall from every ZAP) made even `move --stay` illegal in round 1."""
    game = Globbo({"play": "globbo", "walls": True, "extras": [], "rings_clear": True}, Chance(seed))
    game.chance.begin()
    game.start(ScriptedTable())
    layout = game.layout()
    assert formation_errors(game.torus, layout) == []
    assert len(components(game.torus, layout)) == 1


def test_a_head_whose_rings_a_wall_cuts_is_refused(app, runner, tmp_path):
    path = tmp_path / "g.json"
    result = runner.invoke(app, ["play", "globbo", "new", "--play", "globbo", "--walls", "--head", "A9",
                                 "--save", str(path)])
    assert result.exit_code == 1
    assert result.stderr == ("Error: GLOBBO can't start round A9: a wall runs through his rings (rule a): RED SLAP "
                             "S4 at A7 is not next to a BLUE ZAP); choose a HEAD hex whose rings no wall crosses\n")
    assert not path.exists()
    result = runner.invoke(app, ["play", "globbo", "new", "--play", "globbo", "--head", "A9", "--save", str(path)])
    assert result.exit_code == 0  # without walls the same hex is a fine start


def test_a_game_set_up_before_the_fix_replays_with_its_start_and_a_new_one_picks_again():
    """Seed 1628579956 put the HEAD on A9 (rings cut by the wall A7|A8). A save made then has no
    `rings_clear` in its setup and replays as it was played; a new game picks a second time."""
    def head(setup):
        game = Globbo({"play": "globbo", "walls": True, "extras": [], **setup}, Chance(1628579956))
        game.chance.begin()
        game.start(ScriptedTable())
        return game, game.pieces["H1"].where

    old, where = head({})
    assert where == "A9" and formation_errors(old.torus, old.layout())
    new, where = head({"rings_clear": True})
    assert where != "A9" and formation_errors(new.torus, new.layout()) == []
