"""Numbers a player types are ASCII digits (numerals.py): `--dice ٣`, `--dice ３` and `+3` are not the roll 3,
a prompt's '٣' is not option 3 nor '²' a crash, and an error quotes a short excerpt, never 5,000 digits."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from goblinkit.assistant.core.chance import parse_dice
from goblinkit.assistant.cli import build_app
from goblinkit.assistant.core.errors import DiceError, RulesError
from goblinkit.assistant.core.numerals import excerpt, signed_whole, whole
from goblinkit.assistant.terminal.prompting import Prompter
from goblinkit.assistant.core.table import ScriptedTable


@pytest.mark.parametrize("text", ["٣", "３", "+3", "3_0", "²", "1,٣"])
def test_dice_are_ascii_digits_only(text):
    with pytest.raises(DiceError, match="expected whole numbers such as 6,3,1"):
        parse_dice(text)
    assert parse_dice(" 6, 3 1 ") == [6, 3, 1]


def test_a_huge_dice_text_is_quoted_short():
    with pytest.raises(DiceError) as caught:
        parse_dice("7" * 5000)
    assert str(caught.value) == "--dice: expected whole numbers such as 6,3,1, got '77777777777777777777…'"


def test_numerals():
    assert [whole(t) for t in ("12", " 7 ", "٣", "+3", "-3", "", "1 2")] == [12, 7, None, None, None, None, None]
    assert [signed_whole(t) for t in ("-3", "3", "+3", "--3")] == [-3, 3, None, None]
    assert excerpt("short") == "'short'" and excerpt("x" * 30) == "'" + "x" * 20 + "…'"


def _prompter(answers):
    said = []
    answers = iter(answers)
    return Prompter(lambda message, words: next(answers), said.append), said


def test_a_prompt_takes_ascii_numbers_only():
    prompter, said = _prompter(["٣", "²", "2"])
    assert prompter.choose("Which?", ["keep", "reroll", "stop"]) == "reroll"
    assert "'٣' is none of these: type a number from 1 to 3, a name, or back to leave the question (nothing changes)" in said
    assert "'²' is none of these: type a number from 1 to 3, a name, or back to leave the question (nothing changes)" in said
    prompter, said = _prompter(["３", "+3", "3"])
    assert prompter.number("How many?", 1, 6) == 3
    assert said.count("please type a whole number from 1 to 6, or back to leave the question (nothing changes)") == 2
    prompter, said = _prompter(["٣", "+3", "3"])
    assert prompter.dice(1, 6, "the attack") == [3]


def test_a_scripted_number_answer_is_ascii_too():
    with pytest.raises(RulesError, match=r"expected a whole number from 1 to 6 \(How many\?\), got '٣'"):
        ScriptedTable(["٣"]).number("How many?", 1, 6)
    assert ScriptedTable(["4"]).number("How many?", 1, 6) == 4


def test_dice_typed_as_an_option_are_refused_and_nothing_is_saved(tmp_path):
    save = tmp_path / "g.json"
    runner, app = CliRunner(), build_app()
    assert runner.invoke(app, ["play", "globbo", "new", "--seed", "3", "--save", str(save)]).exit_code == 0
    before = save.read_bytes()
    for dice in ("٣", "３", "+3"):
        result = runner.invoke(app, ["play", "globbo", "move", "--stay", "--dice", dice, "--save", str(save)])
        assert (result.exit_code, result.output) == (1, f"Error: --dice: expected whole numbers such as 6,3,1, "
                                                        f"got '{dice}'\n")
    result = runner.invoke(app, ["play", "globbo", "move", "--stay", "--dice", "6" * 5000, "--save", str(save)])
    assert result.output == "Error: --dice: expected whole numbers such as 6,3,1, got '66666666666666666666…'\n"
    assert save.read_bytes() == before


def test_ids_and_squares_with_foreign_digits_name_nothing():
    from goblinkit.content.gobz_heroes.board import parse_square
    from tests.assistant.gvz.helpers import new_game, zombie

    game = new_game()
    ghoul = zombie(game, "AA", "graveyard", "ghoul", face="basic", arrived=1)
    assert game.find_zombie(f"z{ghoul.uid}")[1] is ghoul
    arabic = "z" + str(ghoul.uid).translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
    with pytest.raises(RulesError, match="no Zombie"):
        game.find_zombie(arabic)
    assert parse_square("C7") == (2, 6)
    with pytest.raises(ValueError):
        parse_square("C٧")
