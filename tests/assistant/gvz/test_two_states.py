"""GvZ's bots never read what their side cannot see, at every skill: the Goblins (simulate's bots) neither the
Zombie Player's hand nor how the Zombie Deck was stacked into Packs (Mode D), the Zombie Player (Mode E) not
the Goblins' hands, and neither the next dice or draws. Built at the library level (a table game's Goblin
hand holds anonymous cards)."""

from __future__ import annotations

from collections import Counter

import pytest

import goblinkit.assistant.goblins_vs_zombies.strong_bot  # noqa: F401  (registers the searching Zombie Player)
from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
from goblinkit.assistant.goblins_vs_zombies.lookahead import copy_game, fast_policy, play_forward, seat_view
from goblinkit.assistant.goblins_vs_zombies.simulate import goblin_policy
from goblinkit.assistant.goblins_vs_zombies.zombie_player import zombie_player_choice
from goblinkit.assistant.goblins_vs_zombies.bots import BotTable
from tests.assistant.search.two_states import HARD_ITERATIONS, SKILLS, assert_same_decision, other_dice, traded

NEXT = {"zombie-action": "zombies", "zombie-arrival": "arrive", "sun": "sun"}


def _at(mode: str, seed: int, turn: int, phase: str, players: int = 1) -> GoblinsVsZombies:
    """A game of the fast bots from `seed`, stopped at `turn`'s `phase`."""
    game = GoblinsVsZombies({"mode": mode, "players": ["AA", "BB", "CC"][:players], "tracked": True}, Chance(seed))
    game.start(BotTable(game))
    play_forward(game, fast_policy, turn)
    while game.phase != phase:
        game.apply(fast_policy(game) or {"type": NEXT.get(game.phase, "zombies")}, BotTable(game))
    return game


def _twin(game: GoblinsVsZombies) -> GoblinsVsZombies:
    twin = copy_game(game, game.chance.seed)
    twin.chance.rng.setstate(game.chance.rng.getstate())
    other_dice(twin)
    return twin


def _truth(game: GoblinsVsZombies) -> object:
    return game.snapshot(reveal=True), game.zombies.packs, game.supply.pile.packs, game.chance.rng.getstate()


def _goblins_decide(level: str):  # noqa: ANN202
    return lambda g: goblin_policy(level, 7, iterations=HARD_ITERATIONS)(g)


@pytest.mark.parametrize("level", SKILLS)
def test_the_goblins_decide_alike_whatever_the_zombie_player_holds(level):
    game = _at("versus", 3, 4, "goblin-arrival")
    twin = _twin(game)
    pack = twin.zombies.packs
    twin.zombie_hand, rest = traded(twin.zombie_hand, pack[0].elements())
    twin.zombies.packs = [Counter(rest), *pack[1:]]
    assert_same_decision(_goblins_decide(level), game, twin, _truth, lambda g: seat_view(g, 0))


@pytest.mark.parametrize("level", SKILLS)
def test_the_goblins_decide_alike_however_the_boss_packs_were_stacked(level):
    game = _at("boss", 2, 2, "goblin-arrival")
    twin = _twin(game)
    packs = twin.zombies.packs
    assert len(packs) == 3, packs
    first, last = traded(sorted(packs[0].elements())[:2], packs[2].elements())
    packs[0] = packs[0] - Counter(sorted(packs[0].elements())[:2]) + Counter(first)
    twin.zombies.packs = [packs[0], packs[1], Counter(last)]
    assert_same_decision(_goblins_decide(level), game, twin, _truth, lambda g: seat_view(g, 0))


@pytest.mark.parametrize("level", SKILLS)
def test_the_zombie_player_decides_alike_whatever_the_goblins_hold(level):
    game = _at("versus", 5, 6, "zombie-arrival")
    game.setup = {**game.setup, "skill": {"zombies": level}}
    game.iterations = HARD_ITERATIONS
    twin = _twin(game)
    hand = twin.supply.hands["AA"]
    fresh, rest = traded(hand.elements(), twin.supply.pile.cards().elements())
    twin.supply.hands["AA"], twin.supply.pile.packs = Counter(fresh), [Counter(rest)]
    assert_same_decision(zombie_player_choice, game, twin, _truth, lambda g: seat_view(g, 1))
