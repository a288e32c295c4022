"""Table questions: scripted answers, questions asked at a terminal (again until the answer fits),
every answer recorded."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.terminal.prompting import Cancelled, Prompter
from goblinkit.assistant.core.table import AskingTable, ScriptedTable


def prompter(*typed: str) -> tuple[Prompter, list[str]]:
    """A prompter reading `typed` in turn and keeping everything it printed or prompted."""
    shown: list[str] = []
    lines = list(typed)

    def read(message: str, words: list[str]) -> str:
        shown.append(message)
        if not lines:
            raise EOFError
        return lines.pop(0)

    return Prompter(read, shown.append), shown


def test_a_question_offers_a_numbered_menu_and_takes_a_number_or_a_name():
    asker, shown = prompter("2", "y", "snag")
    table = AskingTable(asker)
    assert table.choose("Which creature is nearest?", ["Snagtooth", "Grub"]) == "Grub"
    assert table.yes_no("Is Grub in cover?") is True
    assert table.choose("Which creature is nearest?", ["Snagtooth", "Grub"]) == "Snagtooth"
    assert shown[:4] == ["Which creature is nearest?", "  1. Snagtooth", "  2. Grub", "choose 1-2 or a name> "]
    assert shown[4] == "Is Grub in cover? [y/n] "
    assert table.answers == ["Grub", True, "Snagtooth"]


def test_a_bad_answer_is_asked_again_with_the_reason():
    asker, shown = prompter("7", "perhaps", "1", "x", "n", "12", "3")
    table = AskingTable(asker)
    assert table.choose("Who?", ["Snagtooth", "Grub"]) == "Snagtooth"  # 7 is no option, 'perhaps' no name: ...
    assert shown[4] == "'7' is none of these: type a number from 1 to 2, a name, or back to leave the question (nothing changes)"
    assert table.yes_no("Cover?") is False
    assert table.number("How many sticks?", 0, 5) == 3
    assert "please type a whole number from 0 to 5, or back to leave the question (nothing changes)" in shown


def test_quit_at_a_question_cancels():
    asker, _ = prompter("quit")
    with pytest.raises(Cancelled, match="nothing was saved"):
        AskingTable(asker).choose("Who?", ["Snagtooth", "Grub"])


def test_scripted_answers_come_first_and_single_options_are_not_asked():
    asker, shown = prompter()
    table = AskingTable(asker, ["Grub"])
    assert table.choose("Who?", ["Only"]) == "Only"
    assert table.choose("Who?", ["Snagtooth", "Grub"]) == "Grub"
    assert table.answers == ["Grub"]  # the forced single option is not a decision
    assert shown == []


def test_bad_answers_are_refused():
    with pytest.raises(RulesError, match="expected yes or no"):
        ScriptedTable(["perhaps"]).yes_no("Cover?")
    with pytest.raises(RulesError, match="expected a whole number from 1 to 3"):
        ScriptedTable(["9"]).number("How many sticks?", 1, 3)
    assert ScriptedTable(["2"]).number("How many sticks?", 1, 3) == 2


def test_ctrl_c_at_a_question_cancels_and_an_empty_answer_is_asked_again():
    def interrupted(message: str, words: list[str]) -> str:
        raise KeyboardInterrupt

    with pytest.raises(Cancelled, match="cancelled: nothing was saved"):
        AskingTable(Prompter(interrupted, lambda text: None)).choose("Block with?", ["no", "cannon-fodder"])
    asker, shown = prompter("", "2")
    assert AskingTable(asker).choose("Block with?", ["no", "cannon-fodder"]) == "cannon-fodder"
    assert "type a number from 1 to 2, a name, or back to leave the question (nothing changes)" in shown


def test_an_answer_option_names_an_option_as_the_prompt_reads_it():
    """--answer takes what the prompt takes: a number in the list, or the start of one option's words."""
    options = ["no", "cannon-fodder", "cannon-fodder (deploy from hand)"]
    for typed, meant in (("3", options[2]), ("deploy", options[2]), ("cannon-fodder", options[1]), ("n", "no")):
        assert ScriptedTable([typed]).choose("Block Bot 1's Warrior with?", options) == meant
    with pytest.raises(RulesError, match="'cannon' could be .*Block Bot 1's Warrior with"):
        ScriptedTable(["cannon"]).choose("Block Bot 1's Warrior with?", options)
    with pytest.raises(RulesError, match="'4' is not one of: no, cannon-fodder"):
        ScriptedTable(["4"]).choose("Block Bot 1's Warrior with?", options)
    mixes = ["6 blips 0 yeasts", "2 blips 4 yeasts", "0 blips 6 yeasts"]
    assert ScriptedTable(["2"]).choose("the mix?", mixes) == "2 blips 4 yeasts"  # its first word, not the 2nd


def test_a_superscript_digit_is_not_a_number_of_the_list():
    from goblinkit.assistant.core.table import match_option

    assert match_option("²", ["yes", "no"]) is None  # str.isdigit takes '²'; int() does not
    assert match_option("2", ["yes", "no"]) == "no"
