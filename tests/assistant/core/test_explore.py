"""Trying the answers on copies of the game: a question no answer of which changes the table is not
asked; an asked one comes with what happened and where each answer leads, but never with dice
still to be rolled."""

from __future__ import annotations

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.explore import Explorer
from goblinkit.assistant.core.table import ScriptedTable
from tests.assistant.gvz.helpers import at_zombie_phase, goblin, new_game, zombie
from tests.fixtures.toy_game import GoblinToss


def toss(scores: dict[str, int]) -> GoblinToss:
    game = GoblinToss({"players": 3}, Chance(3))
    game.chance.begin()
    game.start(ScriptedTable())
    game.chance.finish()
    game.scores.update(scores)
    return game


def test_a_question_whose_answers_all_end_the_same_is_not_asked():
    game = toss({})
    act = {"type": "duel", "player": "goblin1"}
    nearest = Explorer(game.copy, act).judge([], ["goblin2", "goblin3"])
    assert nearest.same  # nobody has a point to lose: who is nearest changes nothing
    cover = Explorer(game.copy, act).judge(["goblin2"], ["yes", "no"])
    assert not cover.same  # in cover no die is rolled; in the open one is


def test_an_asked_question_shows_where_each_answer_leads_but_not_the_dice_to_come():
    game = toss({"goblin2": 1, "goblin3": 1})
    context = Explorer(game.copy, {"type": "duel", "player": "goblin1"}).judge(["goblin2"], ["yes", "no"])
    assert context.leads == {"yes": "goblin1 cannot reach goblin2 in cover.", "no": ""}


def test_zombies_that_only_move_are_not_put_in_order_but_an_exploding_one_is():
    game = new_game()
    at_zombie_phase(game)
    for card in ("crawler", "bat", "knight"):
        zombie(game, "AA", "graveyard", card)
    table = ScriptedTable()
    table.explorer = Explorer(game.copy, {"type": "zombies"})
    game.chance.begin()
    game.apply({"type": "zombies"}, table)
    assert len(table.skipped) == 1 and table.unused() == 0  # not asked: "in order" taken once, for all three
    assert "graveyard" not in {area for area, z in game.fields["AA"].zombies() if not z.arrived}

    game = new_game()
    at_zombie_phase(game)
    goblin(game, "AA", "slingshot")
    goblin(game, "AA", "wall")
    zombie(game, "AA", "village", "crawler")  # ATTACKs a Goblin ...
    zombie(game, "AA", "village", "wrestler")  # ... before or after the Wrestler EXPLODEs them all
    questions = Explorer(game.copy, {"type": "zombies"}).open_questions([])
    assert [q.text[:23] for q in questions] == ["Which Zombie acts next?"]

    game = new_game()
    at_zombie_phase(game)
    goblin(game, "AA", "slingshot")
    goblin(game, "AA", "wall")
    zombie(game, "AA", "village", "knight")  # two ATTACKs each: in either order the same Goblins fall
    zombie(game, "AA", "village", "crawler")
    assert [q.text[:9] for q in Explorer(game.copy, {"type": "zombies"}).open_questions([])] == ["z1 Knight"]


def test_a_game_with_hidden_hands_shows_no_outcome_and_names_only_the_question_due_now():
    """Where an answer leads, and which questions follow it, can name a card not yet drawn or a bot's
    hidden reply (a playtest of Goblout saw its next draw offered as a lightning card to play)."""

    class HiddenToss(GoblinToss):
        hidden_hands = True

    game = HiddenToss({"players": 3}, Chance(3))
    game.chance.begin()
    game.start(ScriptedTable())
    game.chance.finish()
    game.scores.update({"goblin2": 1, "goblin3": 1})
    explorer = Explorer(game.copy, {"type": "duel", "player": "goblin1"})
    context = explorer.judge(["goblin2"], ["yes", "no"])
    assert context.leads == {"yes": "", "no": ""} and not context.same
    assert len(explorer.open_questions([])) == 2
    assert explorer.missing_answers([]).startswith("the table must answer: ") and "\n" not in explorer.missing_answers([])
