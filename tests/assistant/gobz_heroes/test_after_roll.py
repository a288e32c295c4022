"""Combo Cards on your own attack once its dice are known: "Combo Cards can be used at ANYTIME. Yes,
really! Anytime!!! That means you can play a Combo Card even after dice have been rolled!" (and Foam
Bounce reads "After one of your attack rolls: reroll one die that missed")."""

from __future__ import annotations

from goblinkit.assistant.core.table import AskingTable
from tests.assistant.gobz_heroes.helpers import act, combo_board, place, turn_of


class Asker:
    """A player at the terminal: records each question and answers from a list."""

    def __init__(self, *answers):
        self.answers, self.asked = list(answers), []

    def choose(self, question, options, context):
        self.asked.append((question, options))
        return self.answers.pop(0)


def attack_at_terminal(game, asker, dice):
    game.chance.begin(dice=dice)
    lines = game.apply({"player": "Green", "type": "attack", "gob": "nagga", "targets": ["flapjack"]},
                       AskingTable(asker))
    game.chance.finish()
    return lines


def test_nothing_is_asked_when_no_card_changes_the_roll():
    """Big Nagga (pinned Physical 3) hits Flapjack (Physical 2, Weak Spot) with a 4: Stunned already;
    Brute Force would not change it (no KO on a 4), so nothing is asked."""
    game = combo_board(["brute-force"])
    asker = Asker()
    attack_at_terminal(game, asker, [4])
    assert asker.asked == [] and game.players[0].combos == ["brute-force"]


def test_brute_force_played_after_the_roll_turns_a_stun_into_a_ko():
    game = combo_board(["brute-force"])
    game.gobz["nagga"].tickles = 0
    asker = Asker("brute-force")
    lines = attack_at_terminal(game, asker, [5])
    question, options = asker.asked[0]
    assert question == ("Big Nagga rolled 5 (needs 4+, Strength 3): 5 -> Stunned. Play a Combo Card on this roll?")
    assert options == ["brute-force (Brute Force, Strength 4, 5 -> KO)", "no (keep your cards: 5 -> Stunned)"]
    assert lines[3:6] == ["  Green plays Brute Force: On one of your attacks: +1 Strength for each of its hits.",
                          "  Strength 4.",
                          "  Hit on Flapjack (a 5, Strength 4 >= twice Resistance 2): KO!"]
    assert game.players[0].combos == [] and game.gobz["flapjack"].pos is None


def test_foam_bounce_only_on_a_miss_and_only_if_wanted():
    game = combo_board(["foam-bounce"])
    asker = Asker("no")
    attack_at_terminal(game, asker, [2])
    assert asker.asked[0][1] == ["foam-bounce (Foam Bounce, reroll the 2)", "no (keep your cards: 2 -> miss)"]
    assert game.players[0].combos == ["foam-bounce"]
    game = combo_board(["foam-bounce"])
    lines = attack_at_terminal(game, Asker("foam-bounce"), [2, 4])
    assert "  Foam Bounce: the 2 is rerolled: 4." in lines and game.gobz["flapjack"].stunned


def test_a_script_without_an_answer_keeps_its_cards_and_replays_the_same():
    game = combo_board(["brute-force"])
    lines = act(game, {"type": "attack", "gob": "nagga", "targets": ["flapjack"]}, dice=[5])
    assert lines[-1] == "  Hit on Flapjack (Strength 3 > Resistance 2): Stunned."
    assert game.players[0].combos == ["brute-force"]
    game = combo_board(["brute-force"])
    act(game, {"type": "attack", "gob": "nagga", "targets": ["flapjack"]}, dice=[5], answers=["brute-force"])
    assert game.gobz["flapjack"].pos is None


def test_foam_bounce_given_before_the_roll_is_spent_only_on_a_miss():
    """Foam Bounce reads "After one of your attack rolls: reroll one die that missed": named with the
    attack (--combo) it waits for the roll, and stays in the hand when nothing missed."""
    game = combo_board(["foam-bounce"])
    lines = act(game, {"type": "attack", "gob": "nagga", "targets": ["flapjack"], "combos": ["foam-bounce"]}, dice=[5])
    assert lines[2:4] == ["  Big Nagga rolls 5 (needs 4+).", "  No die missed: Foam Bounce stays in Green's hand."]
    assert game.players[0].combos == ["foam-bounce"]


def test_a_rival_crew_plays_foam_bounce_after_its_roll_and_only_on_a_miss():
    game = combo_board([])
    game.players[1].bot = True
    game.players[1].combos = ["foam-bounce"]
    turn_of(game, 1)
    place(game, "flapjack", "E9")  # next to Big Nagga at D8
    lines = act(game, {"type": "attack", "gob": "flapjack", "targets": ["nagga"]}, dice=[5])
    assert not any("Foam Bounce" in line for line in lines) and game.players[1].combos == ["foam-bounce"]
    turn_of(game, 1)
    lines = act(game, {"type": "attack", "gob": "flapjack", "targets": ["nagga"]}, dice=[2, 4])
    assert lines[2:5] == ["  Flapjack rolls 2 (needs 4+).",
                          "  Red plays Foam Bounce: After one of your attack rolls: reroll one die that missed.",
                          "  Foam Bounce: the 2 is rerolled: 4."]
    assert game.players[1].combos == []


def test_a_game_set_up_before_this_reading_replays_the_old_way():
    """Saves made before have no `after_roll` in their setup: nothing is offered after the roll and a Foam
    Bounce named with the attack is spent with it, so their logs replay as they were played."""
    game = combo_board(["foam-bounce", "brute-force"])
    game.after_roll = False
    asker = Asker()
    game.chance.begin(dice=[5])
    game.apply({"player": "Green", "type": "attack", "gob": "nagga", "targets": ["flapjack"], "combos": ["foam-bounce"]},
               AskingTable(asker))
    game.chance.finish()
    assert asker.asked == [] and game.players[0].combos == ["brute-force"]
