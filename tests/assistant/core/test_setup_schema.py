"""Every game's setup block is checked by its schema: on `new` (the options, named as typed) and on
every load of a save (the field, named as saved), and `simulate --games` is bounded in every game."""

from __future__ import annotations

import json

import pytest

from goblinkit.assistant.core.setup_schema import Choice, Items, Maybe, Schema, Text, Whole, names_option
from goblinkit.assistant.core.errors import RulesError


def test_a_schema_names_the_field_and_what_is_wrong():
    schema = Schema(required={"play": Choice(("globbo", "kids"))},
                    optional={"biters": Maybe(Items(Text(4, r"[A-Z]\d+", "a hex"), 2, 2, unique=True)),
                              "mix": Whole(0, 6)})
    assert schema.problem({"play": "kids"}) is None
    assert schema.problem({"play": "chaos"}) == "setup.play: expected globbo or kids, got 'chaos'"
    assert schema.problem({"play": []}) == "setup.play: expected globbo or kids, got a list"
    assert schema.problem({}) == "setup.play: missing"
    assert schema.problem({"play": "kids", "cheat": 1}) == "setup.cheat: unknown setting (expected: biters, mix, play)"
    assert schema.problem({"play": "kids", "biters": ["C4", "C4"]}) == "setup.biters: 'C4' is given twice"
    assert schema.problem({"play": "kids", "biters": ["C4", "44"]}) == "setup.biters[1]: expected a hex, got '44'"
    assert schema.problem({"play": "kids", "mix": True}) == "setup.mix: expected a whole number from 0 to 6, got true"
    assert schema.problem([]) == "setup: expected an object, got a list"


@pytest.mark.parametrize("text,players,message", [
    (",", 2, "--names: name 1: expected a player's name (no commas), got ''"),
    ("A,a", 2, "--names: 'a' is given twice"),
    ("A," + "x" * 5000, 2, "--names: name 2: expected at most 40 characters, got 5,000"),
    ("A", 2, "--names gives 1 names for 2 players"),
    (None, 0, "--players: 2 to 4 players, not 0"),
])
def test_names_are_checked_as_typed(text, players, message):
    with pytest.raises(RulesError) as err:
        names_option(text, players, ["Green", "Red", "Blue", "Gold"], 2, 4)
    assert str(err.value) == message


def test_gobz_new_refuses_empty_and_repeated_names(app, runner, tmp_path):
    save = tmp_path / "g.json"
    for args, message in ((["--names", ","], "Error: --names: name 1: expected a player's name (no commas), got ''\n"),
                          (["--names", "A,A"], "Error: --names: 'A' is given twice\n"),
                          (["--players", "0"], "Error: --players: 2 to 4 players, not 0\n")):
        result = runner.invoke(app, ["play", "gobz", "new", *args, "--save", str(save)])
        assert (result.exit_code, result.stderr) == (1, message)
    assert not save.exists()


@pytest.mark.parametrize("field,value,message", [
    ("play", "chaos", "setup.play: expected globbo or kids, got 'chaos'"),
    ("play", [], "setup.play: expected globbo or kids, got a list"),
    ("play", None, None),  # null: the assistant plays both sides (simulations)
])
def test_a_damaged_globbo_setup_is_refused_by_status_and_end(app, runner, tmp_path, field, value, message):
    save = tmp_path / "g.json"
    assert runner.invoke(app, ["play", "globbo", "new", "--seed", "3", "--save", str(save)]).exit_code == 0
    data = json.loads(save.read_text())
    data["setup"][field] = value
    save.write_text(json.dumps(data))
    before = save.read_bytes()
    for command in (["status"], ["end"]):
        result = runner.invoke(app, ["play", "globbo", *command, "--save", str(save)])
        if message is None:
            assert "damaged" not in result.output
            continue
        assert (result.exit_code, result.stderr) == (1, f"Error: save {save} is damaged: {message}\n")
        assert save.read_bytes() == before


@pytest.mark.parametrize("game", ["globbo", "gobz", "goblout", "gvz"])
@pytest.mark.parametrize("games,shown", [("99999999999", "99,999,999,999"), ("-5", "-5"), ("0", "0")])
def test_simulate_games_is_bounded_in_every_game(app, runner, game, games, shown):
    result = runner.invoke(app, ["play", game, "simulate", "--games", games])
    assert (result.exit_code, result.stderr) == (
        1, f"Error: --games: from 1 to 1,000,000 (got {shown}); run again to play more\n")
