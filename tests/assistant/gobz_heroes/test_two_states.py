"""The rival Crews never read what their seat cannot see: a human's Combo Cards and secret Gob'jective
(shown to the table, never to a rival Crew), the decks, the next dice. Issue 32: the hard rival seeded its
search from `snapshot(reveal=False)`, which shows a human's hand, so the hand picked the worlds it sampled."""

from __future__ import annotations

from collections import Counter

import pytest

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.gobz_heroes import hard_crew
from goblinkit.assistant.gobz_heroes.bots import BotTable, next_action
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.core.skill import Skill
from tests.assistant.search.two_states import HARD_ITERATIONS, SKILLS, assert_same_decision, other_dice, traded

SETUP = {"after_roll": True, "board": "duel", "corner": "sw", "crate_count": True, "length": "standard",
         "crews": [["skritch", "nagga", "zapgit", "grubnik"], None], "humans": [0], "players": ["Green", "Red"],
         "scenario": "standard", "skill": "hard"}


def _human_holds_cards(seed: int = 5) -> GobzHeroes:
    """Green (the human, played by the normal policy here) against the Red Crew, until Red is to act
    with a choice to make while Green holds Combo Cards (seed 5: on main the hard Red chose
    Flapjack to F9 with one hand, Big Nagga to E12 with the other)."""
    game = GobzHeroes(SETUP, Chance(seed))
    game.chance.begin()
    game.start(BotTable(game))
    game.chance.finish()
    green = game.players[0]
    green.bot = True  # the policy plays Green's turns (its Backup too)
    for _ in range(200):
        if game.current == 1 and green.combos and len(hard_crew.candidates(game, 1)) > 1:
            green.bot = False
            return game
        act = next_action(game, "normal")
        game.chance.begin()
        game.apply({**act, "player": game.players[game.current].name}, BotTable(game))
        game.chance.finish()
    raise AssertionError("no such position")


def hidden_swapped(game: GobzHeroes, seats: int = 1) -> GobzHeroes:
    """The same table, the first `seats` players' Combo Cards traded with the Combo deck, each one's
    Gob'jective with another, new dice (Green alone here; both humans of a hot seat in test_hot_seat)."""
    twin = game.copy()
    for player in twin.players[:seats]:
        player.combos, rest = traded(player.combos, twin.combo_deck.cards().elements())
        twin.combo_deck.packs = [Counter(rest)]
        if not player.objective_done:
            goal, rest = traded([player.objective], twin.objective_deck.cards().elements())
            player.objective, twin.objective_deck.packs = goal[0], [Counter(rest)]
    other_dice(twin)
    return twin


@pytest.mark.parametrize("level", SKILLS)
def test_the_rival_crew_decides_alike_whatever_the_human_holds(level):
    game = _human_holds_cards()
    twin = hidden_swapped(game)
    assert twin.players[0].combos != game.players[0].combos

    def decide(g: GobzHeroes) -> dict:
        g.skills["Red"] = Skill(level, iterations=HARD_ITERATIONS)
        step = g.next_automatic()
        return step["act"] if step["type"] == "decide" else step  # hard: the decision, logged first (kept.py)

    chosen = assert_same_decision(decide, game, twin, view=lambda g: hard_crew.seat_view(g, 1))
    assert ("[searched: " in chosen["why"]) == (level in ("hard", "expert"))


def test_the_seat_view_hides_the_others_cards_and_shows_its_own():
    game = _human_holds_cards()
    green, red = hard_crew.seat_view(game, 1)["players"]
    assert green["combos"] == len(game.players[0].combos)
    assert green["objective"] == (game.players[0].objective if game.players[0].objective_done else None)
    assert red["combos"] == game.players[1].combos and red["objective"] == game.players[1].objective
