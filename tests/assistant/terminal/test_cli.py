"""The CLI checked on its exact output, through typer's CliRunner."""

from __future__ import annotations

import json

import pytest


@pytest.fixture
def save(tmp_path):
    return str(tmp_path / "toss.json")


def run(app, runner, *args):  # noqa: ANN001
    return runner.invoke(app, list(args))


def test_a_short_game_exactly(app, runner, save):
    new = run(app, runner, "play", "toy", "new", "--seed", "3", "--save", save)
    assert new.exit_code == 0
    assert new.output == f"New game of Goblin Toss (seed 3), saved to {save}\ngoblin1 throws first (rolled 1).\n"
    throw = run(app, runner, "play", "toy", "throw", "goblin1", "--dice", "6,5", "--card", "mud", "--save", save)
    assert throw.output == "goblin1 throws 6 5 and draws mud: no score (0 points).\n"
    alias = run(app, runner, "play", "tt", "throw", "goblin2", "--save", save)
    assert alias.output == "goblin2 throws 5 5 and draws rock: scores (1 point).\n"
    status = run(app, runner, "play", "toy", "status", "--save", save)
    assert status.output == "Scores: goblin1 0, goblin2 1. goblin1 to throw. Bag: 4 pebbles.\n"
    log = run(app, runner, "play", "toy", "log", "--save", save)
    assert log.output == ("0. new\n   goblin1 throws first (rolled 1).\n"
                          "1. throw goblin1\n   goblin1 throws 6 5 and draws mud: no score (0 points).\n"
                          "2. throw goblin2\n   goblin2 throws 5 5 and draws rock: scores (1 point).\n")
    undo = run(app, runner, "play", "toy", "undo", "--save", save)
    assert undo.output == ("Undid: throw goblin2\nThe table is again:\n"
                           "Scores: goblin1 0, goblin2 0. goblin2 to throw. Bag: 5 pebbles.\n")
    replay = run(app, runner, "play", "toy", "replay", "--save", save)
    assert replay.output == ("-- 0. new\ngoblin1 throws first (rolled 1).\n"
                             "-- 1. throw goblin1\ngoblin1 throws 6 5 and draws mud: no score (0 points).\n"
                             "Replayed 1 action from seed 3: the log reproduces.\n")


def test_json_output(app, runner, save):
    run(app, runner, "play", "toy", "new", "--seed", "3", "--save", save)
    result = run(app, runner, "play", "toy", "status", "--json", "--save", save)
    state = json.loads(result.output)
    assert state == {"players": ["goblin1", "goblin2"], "scores": {"goblin1": 0, "goblin2": 0}, "turn": "goblin1",
                     "deck": {"pile": {"mud": 1, "rock": 3, "stick": 2}, "packs": 1, "discards": [], "reshuffles": 0},
                     "over": False}
    thrown = json.loads(run(app, runner, "play", "toy", "throw", "goblin1", "--json", "--save", save).output)
    assert thrown["action"] == {"type": "throw", "player": "goblin1"} and len(thrown["lines"]) == 1


def test_table_questions_answered_on_the_command_line(app, runner, save):
    run(app, runner, "play", "toy", "new", "--players", "3", "--seed", "3", "--save", save)
    # Nobody has a point to lose: who is nearest changes nothing, so only the cover is asked.
    result = run(app, runner, "play", "toy", "duel", "goblin1", "--answer", "no", "--dice", "4", "--save", save)
    assert result.output == "goblin1 duels goblin2, rolls 4: hit.\n"
    run(app, runner, "play", "toy", "throw", "goblin1", "--dice", "6,6", "--card", "rock", "--save", save)
    wrong = run(app, runner, "play", "toy", "duel", "goblin3", "--answer", "goblin9", "--save", save)
    assert wrong.stderr == ("Error: 'goblin9' is not one of: goblin1, goblin2 "
                            "(Which goblin is nearest to goblin3?)\n")
    missing = run(app, runner, "play", "toy", "duel", "goblin2", "--save", save)
    assert missing.exit_code == 1
    assert missing.stderr == ("Error: the table must answer 2 questions; give them in order, one --answer each (the "
                              "later ones as they come when each earlier one takes its first option):\n"
                              "  1. Which goblin is nearest to goblin2? [goblin1 | goblin3]\n"
                              "  2. Is goblin1 in cover? [yes | no]\n")
    result = run(app, runner, "play", "toy", "duel", "goblin2", "--answer", "goblin1", "--answer", "no",
                 "--dice", "5", "--save", save)
    assert result.output == "goblin2 duels goblin1, rolls 5: hit.\n"


@pytest.mark.parametrize("args,message", [
    (["throw", "goblin2"], "Error: it is goblin1's throw, not goblin2's\n"),
    (["throw", "goblin9"], "Error: no goblin 'goblin9' at this table (goblins: goblin1, goblin2)\n"),
    (["throw", "goblin1", "--dice", "6"], ("Error: --dice gave 1 die; this action needs 2: 2 for goblin1's throw. Give them all, or "
                                         "leave --dice out and the assistant rolls\n")),
    (["throw", "goblin1", "--dice", "6,6,6"], "Error: --dice: 1 value not used (6); this action rolled fewer dice\n"),
    (["throw", "goblin1", "--dice", "6,x"], "Error: --dice: expected whole numbers such as 6,3,1, got '6,x'\n"),
    (["throw", "goblin1", "--card", "gold"],
     "Error: --card: 'gold' cannot be drawn for goblin1's pebble (it is not in the pile)\n"),
    (["undo"], "Error: nothing to undo: no action since the game was set up\n"),
])
def test_refusals_are_clear_and_change_nothing(app, runner, save, args, message):
    from pathlib import Path

    run(app, runner, "play", "toy", "new", "--seed", "3", "--save", save)
    before = Path(save).read_bytes()
    result = run(app, runner, "play", "toy", *args, "--save", save)
    assert result.exit_code == 1
    assert result.stderr == message
    assert Path(save).read_bytes() == before


def test_no_save_yet(app, runner, tmp_path):
    result = run(app, runner, "play", "toy", "status")
    assert result.exit_code == 1
    assert result.stderr == (f"Error: no saved game at {tmp_path}/xdg/goblinkit/saves/toy.json "
                             "(start one with `goblin play toy new`)\n")


def test_debug_shows_the_traceback(app, runner, tmp_path):
    result = run(app, runner, "--debug", "play", "toy", "status")
    assert result.exit_code == 1
    assert result.exception is not None and "no saved game" in str(result.exception)


def test_pnp_list_json(app, runner, demo_pack):
    result = run(app, runner, "pnp", "list", "demo", "--content", str(demo_pack), "--json")
    assert result.exit_code == 0
    assert json.loads(result.output) == [
        {"game": "demo", "component": "fixture-deck", "name": "Fixture deck", "width_mm": 63.5, "height_mm": 88.0,
         "whole_page": False, "count": 54, "pages": 12, "per_page": 9,
         "parts": [{"component": "fixture-deck", "name": "Fixture deck", "width_mm": 63.5, "height_mm": 88.0, "count": 54,
                    "places": 54}]},
        {"game": "demo", "component": "markers", "name": "Markers", "width_mm": 19.05, "height_mm": 19.05,  # butted: a sheet
         "whole_page": False, "count": 24, "pages": 2, "per_page": 140,  # of their own (shared cuts), not the deck's gutters
         "parts": [{"component": "markers", "name": "Markers", "width_mm": 19.05, "height_mm": 19.05, "count": 24,
                    "places": 24}]},
        {"game": "demo", "component": "floor-tiles", "name": "Floor tiles", "width_mm": 127.0, "whole_page": False, "height_mm": 127.0,
         "count": 3, "pages": 2, "per_page": 2,
         "parts": [{"component": "floor-tiles", "name": "Floor tiles", "width_mm": 127.0, "height_mm": 127.0, "count": 3, "places": 3}]},
        {"game": "demo", "component": "tuck-boxes", "name": "Tuck boxes (one per deck)",
         "width_mm": 210.0, "height_mm": 297.0, "whole_page": True, "count": 1, "pages": 1, "per_page": None,
         "parts": [{"component": "tuck-boxes", "name": "Tuck boxes (one per deck)",
                    "width_mm": 210.0, "height_mm": 297.0, "count": 1, "places": 1}]},
    ]


def test_pnp_build_output(app, runner, demo_pack, tmp_path):
    out = tmp_path / "out"
    result = run(app, runner, "pnp", "build", "calibration", "demo", "--content", str(demo_pack), "--out", str(out))
    assert result.exit_code == 0
    assert result.output == (f"{out}/calibration.pdf  (2 pages)\n{out}/demo/contents.pdf  (1 page)\n"
                             f"{out}/demo/fixture-deck.pdf  (12 pages)\n{out}/demo/markers.pdf  (2 pages)\n"
                             f"{out}/demo/floor-tiles.pdf  (2 pages)\n{out}/demo/tuck-boxes.pdf  (1 page)\n"
                             f"Built 6 files into {out}.\n")


@pytest.mark.parametrize("args,message", [
    (["pnp", "build", "chess"], "Error: unknown game 'chess' (known: globbo, gobbledygook, goblins-vs-zombies, goblout, "
                                "gobz-heroes, calibration, all)\n"),
    (["pnp", "build", "--paper", "a5"], "Error: --paper: expected one of a4, letter, a3, tabloid, got 'a5'\n"),
    (["pnp", "build", "--bleed", "12"], "Error: --bleed: expected millimetres from 0 to 10, got 12\n"),
    (["pnp", "build", "--duplex", "sideways"], "Error: --duplex: expected long, short or none, got 'sideways'\n"),
])
def test_pnp_bad_options(app, runner, tmp_path, args, message):
    result = run(app, runner, *args, "--out", str(tmp_path))
    assert result.exit_code == 1
    assert result.stderr == message


def test_content_validate_ok(app, runner, demo_pack):
    result = run(app, runner, "content", "validate", "--content", str(demo_pack))
    assert result.exit_code == 0
    assert result.output == ("demo: 3 components, 81 pieces: ok\nglobbo: 5 components, 175 pieces: ok\n"
                             "gobbledygook: 7 components, 207 pieces: ok\n"
                             "goblins-vs-zombies: 8 components, 106 pieces: ok\n"
                             "goblout: 5 components, 174 pieces: ok\ngobz-heroes: 11 components, 151 pieces: ok\n"
                             "Content is valid (6 games).\n")
