"""The seat script (seat_script.py) buys no die face under No Die by itself: the bot's own face_to_buy
refuses it (issue 35 item 4), so the script needs no skip of its own."""

from __future__ import annotations

from tests.assistant.goblout.seat_script import BotTable, human_turn, new_table
from goblinkit.assistant.goblout.state import HUMAN


def _after_the_draw(seed: int):  # noqa: ANN202
    """Seed 0: the human's seat, its draw made, would pay a life for face 6 (its die shows 2)."""
    game, bot = new_table(seed)
    while game.next_automatic() is not None:
        game.apply(game.next_automatic(), BotTable(game, bot))
    turn = human_turn(game, bot)
    game.apply(next(turn), BotTable(game, bot))
    return game, bot, turn


def test_the_seat_buys_its_face_but_none_under_no_die():
    game, bot, turn = _after_the_draw(0)
    assert next(turn) == {"type": "face", "face": 6}
    game, bot, turn = _after_the_draw(0)
    m = game.m
    m.by_id[HUMAN].no_die_by = next(p.id for p in m.players if p.id != HUMAN)
    assert next(turn)["type"] != "face"
