"""GobbledyGook!'s reroll question at a terminal (issue 32): its answers are die faces, so the menu is not
numbered and a face typed is that face, never the option listed at that number."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook.combat import PlayerSide, offer_reroll
from goblinkit.assistant.terminal.prompting import Prompter
from goblinkit.assistant.core.table import AskingTable, ScriptedTable


def asked(*typed: str) -> tuple[AskingTable, list[str]]:
    shown: list[str] = []
    lines = list(typed)

    def read(message: str, words: list[str]) -> str:
        shown.append(message)
        return lines.pop(0)

    return AskingTable(Prompter(read, shown.append)), shown


def test_typing_the_suggested_face_rerolls_that_face():
    table, shown = asked("2", "1")
    mine = [1, 3]
    note = offer_reroll(Chance(4), table, PlayerSide("Snagtooth", 2, reroll=True), mine, [4])
    assert shown == ["Snagtooth may reroll one die (1 3; they rolled 4): keep your dice, or name a face to reroll a "
                     "die showing it (1: reroll your 1, 3: reroll your 3); suggested, to win most often: 1",
                     "  - keep", "  - 1", "  - 3",
                     "choose keep, 1 or 3> ",
                     "'2' is none of these: type keep, 1 or 3, or back to leave the question (nothing changes)",  # no die shows 2: not the 2nd option
                     "choose keep, 1 or 3> "]
    assert table.answers == ["1"] and note == f" (Snagtooth rerolled a 1 into {mine[0]})"


def test_an_answer_given_ahead_is_the_face_too():
    table = ScriptedTable(["1"])
    mine = [1, 3]
    offer_reroll(Chance(4), table, PlayerSide("Snagtooth", 2, reroll=True), mine, [4])
    assert table.answers == ["1"]
    with pytest.raises(RulesError, match=r"^'2' is not one of: keep, 1, 3 \(Snagtooth may reroll"):
        offer_reroll(Chance(4), ScriptedTable(["2"]), PlayerSide("Snagtooth", 2, reroll=True), [1, 3], [4])
    numbered = ScriptedTable(["2"])  # where no option reads as a number, a number still picks from the list
    assert numbered.choose("Who?", ["Snagtooth", "Grub"]) == "Grub"
