"""The hard Crew's search asks the normal policy for where a Gob' can walk thousands of times a decision
(issue 35: the rival's reply priced at --think 0.2): bot_memo remembers it by the squares taken within the
Gob's Movement only, for a plain move, Sprint, Big Hop and a Sewer's end alike. The memo must answer as the
rules do, whatever moved elsewhere on the board."""

from __future__ import annotations

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.gobz_heroes import bot_memo, movement
from goblinkit.assistant.gobz_heroes.bots import BotTable, next_action
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from tests.assistant.gobz_heroes.test_skill import setup_for


def test_remembered_reaches_answer_as_the_rules_do_through_a_whole_game():
    game = GobzHeroes({**setup_for(2), "skill": {"Red": "normal", "Blue": "normal"}}, Chance(11))
    game.chance.begin()
    game.start(BotTable(game))
    checked = 0
    for step in range(300):
        if game.over:
            break
        if step % 3 == 0:
            for gob in [g for g in game.gobz.values() if g.on_board]:
                for extra, hop, sewer_ok in ((0, False, False), (2, False, False), (0, True, False), (0, False, True)):
                    assert bot_memo.destinations(game, gob.id, extra, hop, sewer_ok) == movement.destinations(
                        game, gob.id, extra, hop, sewer_ok), (step, gob.id, extra, hop, sewer_ok)
                    checked += 1
        game.apply(next_action(game, "normal"), BotTable(game))
    assert checked > 200
    assert len(game.board._bot_memos["reach"]) < checked  # remembered: many positions answered from the memo
