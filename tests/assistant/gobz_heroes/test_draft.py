"""The draft as the rulebook runs it: one Gob' a pick, in turn order from the Shi-Fu-Mi winner; a player
without a --crew list is asked at each pick, with what the others took and what is left."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.core.table import ScriptedTable


class Recording(ScriptedTable):
    def __init__(self, answers):
        super().__init__(answers)
        self.asked = []

    def _choose(self, question, options):
        self.asked.append((question, options))
        return super()._choose(question, options)


def new_game(answers, seed=3):
    setup = {"players": ["Green", "Red"], "humans": [0], "crews": [None, None], "board": "duel",
             "length": "standard", "corner": "sw", "scenario": "standard"}
    game = GobzHeroes(setup, Chance(seed))
    table = Recording(answers)
    game.chance.begin()
    lines = game.start(table)
    game.chance.finish()
    return game, table, lines


def test_each_pick_is_asked_in_turn_with_the_rivals_picks_and_done_once_the_crew_is_big_enough():
    game, table, lines = new_game(["skritch", "nagga", "grubnik", "done"])
    assert lines[4:11] == ["  Green recruits Skritch with Slingshot.", "  Red recruits Gearhead Grot with Tommy Gun.",
                           "  Green recruits Big Nagga.", "  Red recruits Zapgit the Sparky.",
                           "  Green recruits Grubnik.", "  Red recruits Flapjack.",
                           "  Green deploys at SW: Big Nagga A14, Skritch A13, Grubnik B14."]
    questions = [q.split(". Still free:")[0] for q, _ in table.asked]
    assert table.asked[0][0].splitlines()[4] == "  Mog the Massive: Movement 3, Physical 5, heavy, tall; Boulder Toss"
    assert questions == ["Green, your pick (0 Gob'z, 0/12 Rations)",
                         "Green, your pick (1 Gob'z, 2/12 Rations; taken: Red: Gearhead Grot)",
                         "Green, your pick (2 Gob'z, 5/12 Rations; taken: Red: Gearhead Grot, Zapgit the Sparky)",
                         "Green, your pick (3 Gob'z, 6/12 Rations; taken: Red: Gearhead Grot, Zapgit the Sparky, Flapjack)"]
    assert "done (recruit no more)" not in table.asked[2][1] and table.asked[3][1][-1] == "done (recruit no more)"
    assert "Gearhead Grot (Rations 2, Charisma 4)" not in table.asked[1][1]  # taken by Red
    assert sorted(g for g, s in game.recruited.items() if s == 0) == ["grubnik", "nagga", "skritch"]


def test_a_pick_over_the_limit_is_not_offered_and_an_unknown_answer_is_refused():
    with pytest.raises(RulesError, match="'mogg' is not one of"):
        new_game(["mogg"])
    game, table, _ = new_game(["mog", "nagga", "zapgit", "grubnik"])
    # the Gob'z by name (issue 34: the ids "flapjack (Flapjack, ...)" were read out on the phone); typed by id
    assert table.asked[2][1] == ["Flapjack (Rations 2, Charisma 2)", "Grubnik (Rations 1, Charisma 3)",
                                 "Zapgit the Sparky (Rations 2, Charisma 4)"]
    assert table.asked[3][1] == ["Grubnik (Rations 1, Charisma 3)", "done (recruit no more)"]  # 10/12
    # 11 Rations spent and nothing free costs 1: the player is not asked again
    assert sum(game.profiles[g].rations for g, s in game.recruited.items() if s == 0) == 11 and len(table.asked) == 4


def test_a_draft_answer_saved_with_the_id_first_still_picks_its_gob():
    """Saves made before issue 34 logged the option "nagga (Big Nagga, Rations 3, Charisma 5)"."""
    game, table, _ = new_game(["mog (Mog the Massive, Rations 5, Charisma 2)", "nagga (Big Nagga, Rations 3, Charisma 5)",
                               "zapgit", "grubnik"])
    assert table.asked[0][1][0] == "flapjack (Flapjack, Rations 2, Charisma 2)"  # read against the options it had
    assert {"mog", "nagga"} <= {g for g, s in game.recruited.items() if s == 0}
