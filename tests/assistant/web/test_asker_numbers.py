"""The phone's answers to a number question are read as the terminal reads them (numerals.py): ASCII
digits only. Before, '٣' was taken as 3 and '²' raised ValueError (a 500 page) through int()."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.web.asker import WebAsker


def test_a_number_answer_in_ascii_digits_is_taken() -> None:
    assert WebAsker(["3"]).number("How many sticks?", 1, 6) == 3
    assert WebAsker(["-2"]).number("How far back?", -3, 3) == -2


@pytest.mark.parametrize("typed", ["٣", "３", "²", "+3", "1_0", "9" * 5000])
def test_a_number_answer_in_other_digits_is_refused_in_one_line(typed: str) -> None:
    with pytest.raises(RulesError) as refused:
        WebAsker([typed]).number("How many sticks?", 1, 6)
    message = str(refused.value)
    assert message.startswith("expected a whole number from 1 to 6 (How many sticks?), got '")
    assert len(message) < 100
