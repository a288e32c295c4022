"""Table questions: scripted answers, prompts at a terminal, every answer recorded."""

from __future__ import annotations

import pytest

from goblinkit.assistant.errors import RulesError
from goblinkit.assistant.table import PromptTable, ScriptedTable


def test_prompt_table_offers_a_numbered_menu():
    asked = []

    def ask(question: str) -> str:
        asked.append(question)
        return "2" if "nearest" in question else "y"

    table = PromptTable(ask)
    assert table.choose("Which creature is nearest?", ["Snagtooth", "Grub"]) == "Grub"
    assert table.yes_no("Is Grub in cover?") is True
    assert asked[0] == "Which creature is nearest?\n  1. Snagtooth\n  2. Grub\nchoice"
    assert table.answers == ["Grub", True]


def test_scripted_answers_come_first_and_single_options_are_not_asked():
    table = PromptTable(lambda q: pytest.fail("should not ask"), ["Grub"])
    assert table.choose("Who?", ["Only"]) == "Only"
    assert table.choose("Who?", ["Snagtooth", "Grub"]) == "Grub"
    assert table.answers == ["Grub"]  # the forced single option is not a decision


def test_bad_answers_are_refused():
    with pytest.raises(RulesError, match="expected yes or no"):
        ScriptedTable(["perhaps"]).yes_no("Cover?")
    with pytest.raises(RulesError, match="expected a whole number from 1 to 3"):
        ScriptedTable(["9"]).number("How many sticks?", 1, 3)
    assert ScriptedTable(["2"]).number("How many sticks?", 1, 3) == 2
