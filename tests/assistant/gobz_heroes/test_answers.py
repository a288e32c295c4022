"""Combo Cards played in answer to a rival's hit: asked after the dice, before the injury, only when a
card in hand changes it; a rival Crew answers by its policy."""

from __future__ import annotations

import pytest

from goblinkit.assistant.core.errors import RulesError
from tests.assistant.gobz_heroes.helpers import act, clear, place, table_game, turn_of


def red_attacks(hand, bot_green=False):
    game = table_game()
    clear(game)
    place(game, "skritch", "D8")
    place(game, "mog", "D7")
    place(game, "nagga", "A8")
    turn_of(game, 1)
    game.players[0].combos = list(hand)
    game.players[0].bot = bot_green
    return game


def test_thick_skull_against_a_knock_out():
    game = red_attacks(["thick-skull"])
    lines = act(game, {"type": "attack", "gob": "mog", "targets": ["skritch"]}, dice=[6, 1], answers=["thick-skull"])
    assert lines[-3:] == [
        "  Green answers the hit with a Combo Card (KO becomes Stunned):",
        "  Green plays Thick Skull: A Gob' of yours gets +1 Resistance until the start of your next turn.",
        "  Hit on Skritch (Strength 5 > Resistance 3): Stunned."]
    assert game.gobz["skritch"].on_board and game.gobz["skritch"].stunned and game.players[0].combos == []


def test_the_question_says_what_each_answer_leads_to_and_no_keeps_the_card():
    game = red_attacks(["thick-skull"])
    table_questions = []

    class Watching:  # a table that records the question and answers "no"
        answers: list = []

        def choose(self, question, options, key=""):
            table_questions.append((question, options, key))
            return options[-1]

    from goblinkit.assistant.gobz_heroes import answers

    lines: list[str] = []
    assert not answers.answer_hit(game, "mog", 1, "skritch", 6, 5, 2, Watching(), lines)
    assert table_questions == [(
        "Green, take the screen: Mog the Massive hits your Skritch with a 6 (Strength 5 vs Resistance 2): KO. "
        "Play a Combo Card first?",  # two humans share the screen (table_game): the owner is named
        ["thick-skull (Thick Skull: Stunned)", "no (keep your cards: KO)"], "answer-combo:0")]
    lines = act(game, {"type": "attack", "gob": "mog", "targets": ["skritch"]}, dice=[6, 1], answers=["no"])
    assert not game.gobz["skritch"].on_board and game.players[0].combos == ["thick-skull"]


def test_no_question_when_no_card_changes_the_hit():
    game = red_attacks(["thick-skull", "wet-blanket"])
    act(game, {"type": "attack", "gob": "mog", "targets": ["skritch"]}, dice=[5, 1])  # Stunned either way
    assert game.gobz["skritch"].stunned and sorted(game.players[0].combos) == ["thick-skull", "wet-blanket"]


def test_wet_blanket_saves_a_gob_from_laughing_out_loud_and_second_wind_from_a_low_blow():
    game = red_attacks(["wet-blanket"])
    place(game, "skritch", "D8", tickles=3)
    place(game, "mog", "J1")
    place(game, "flapjack", "D7")
    lines = act(game, {"type": "attack", "gob": "flapjack", "targets": ["skritch"]}, dice=[4], answers=["wet-blanket"])
    assert game.gobz["skritch"].tickles == 1 and "  Green answers the hit with a Combo Card (LOL (laughs out loud) becomes a Tickle):" in lines
    game = red_attacks(["second-wind"])
    place(game, "skritch", "D8", stunned=True)
    place(game, "mog", "J1")
    place(game, "flapjack", "D7")
    lines = act(game, {"type": "attack", "gob": "flapjack", "targets": ["skritch"]}, dice=[6], answers=["second-wind"])
    assert "  Green answers the hit with a Combo Card (KO (Low Blow) becomes a Tickle):" in lines
    assert game.gobz["skritch"].on_board and not game.gobz["skritch"].stunned and game.gobz["skritch"].tickles == 1


def test_a_question_nobody_answered_is_refused_and_a_rival_crew_answers_by_itself():
    with pytest.raises(RulesError, match="the table must answer: Green, take the screen: Mog the Massive hits your Skritch"):
        act(red_attacks(["thick-skull"]), {"type": "attack", "gob": "mog", "targets": ["skritch"]}, dice=[6, 1])
    game = red_attacks(["thick-skull"], bot_green=True)
    act(game, {"type": "attack", "gob": "mog", "targets": ["skritch"]}, dice=[6, 1])
    assert game.gobz["skritch"].stunned and game.players[0].combos == []
