"""The bots' memos (bot_memo.py) answer as the work they remember would, after the table changes."""

from __future__ import annotations

from goblinkit.assistant.gobz_heroes import bot_memo, bot_risk, bot_values, movement
from tests.assistant.gobz_heroes.helpers import clear, place, table_game

def test_attacks_threats_and_walks_follow_the_table():
    game = table_game()
    clear(game)
    place(game, "nagga", "c5")
    place(game, "skritch", "c6")
    place(game, "mog", "d5")
    place(game, "gearhead", "f5")
    seen = []
    for change in (lambda: None, lambda: place(game, "mog", "d5", stunned=True),
                   lambda: place(game, "mog", "e7", tickles=2), lambda: game.gobz["nagga"].stuff.append("tommy-gun")):
        change()
        got = bot_values.attacks(game, 0, "nagga", game.gobz["nagga"].pos, True)
        assert got == bot_values._attacks(game, 0, "nagga", game.gobz["nagga"].pos, True)
        assert bot_risk._per_rival(game, 0, "skritch") == bot_risk._worked_out(game, 0, "skritch")
        assert bot_memo.destinations(game, "skritch") == movement.destinations(game, "skritch")
        seen.append(got)
    assert seen[0] != seen[1]  # a Stunned Mog is hit otherwise: the memo did not answer the old table
    assert len({str(s) for s in seen}) >= 3

def test_a_remembered_attack_is_a_copy():
    game = table_game()
    clear(game)
    place(game, "nagga", "c5")
    place(game, "mog", "d5")
    first = bot_values.attacks(game, 0, "nagga", game.gobz["nagga"].pos, True)
    first[0][1]["targets"].append("gearhead")
    first[0][1]["why"] = "changed"
    again = bot_values.attacks(game, 0, "nagga", game.gobz["nagga"].pos, True)
    assert again[0][1]["targets"] == ["mog"] and "why" not in again[0][1]
