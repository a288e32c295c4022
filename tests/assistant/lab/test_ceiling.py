"""The ceiling lab's clairvoyant bot (assistant/lab/ceiling.py): inside `clairvoyant()` the hard searches of
Goblout and Gob'z'Heroes play every world on the true hidden cards; outside it (the table) they are dealt
from the seat's view, as before."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from goblinkit.assistant.core.skill import Skill
from goblinkit.assistant.goblout import hard_bot
from goblinkit.assistant.gobz_heroes import hard_crew
from goblinkit.assistant.lab import ceiling
from goblinkit.assistant.search import Budget
from tests.assistant.goblout.helpers import new_game
from tests.assistant.gobz_heroes.test_skill import _mid_game


@contextmanager
def spied(var: Any, seen: list[Any]) -> Iterator[None]:
    """Every world the search deals through `var` (whichever dealer is set) recorded in `seen`."""
    inner = var.get()

    def spy(game: Any, seat: Any, rng: random.Random) -> Any:
        world = inner(game, seat, rng)
        seen.append(world)
        return world

    token = var.set(spy)
    try:
        yield
    finally:
        var.reset(token)


def goblout_worlds(seeing: bool) -> tuple[Any, list[Any]]:
    game = new_game(2, None, first="bot1", seed=11, human=False, styles=["aggressive"] * 2)
    m = game.m
    seen: list[Any] = []
    with ceiling.clairvoyant() if seeing else ceiling._fair(), spied(hard_bot.DEALER, seen):
        hard_bot.search(m, hard_bot.candidates(m, "aggressive"), hard_bot.models_for(m), Budget(iterations=12), seed=2)
    return m, seen


def test_a_clairvoyant_goblout_search_plays_every_round_on_the_rivals_true_hand_and_pile():
    m, seen = goblout_worlds(seeing=True)
    rival = m.player("bot2")
    assert len(seen) == 12 and rival.hand
    for world in seen:
        assert world.player("bot2").hand == rival.hand
        assert world.pile.cards == m.pile.cards
        assert world.player("bot1").hand == m.player("bot1").hand


def test_a_fair_goblout_search_deals_the_rivals_hand_from_what_it_cannot_see():
    m, seen = goblout_worlds(seeing=False)
    rival = m.player("bot2")
    assert len(seen) == 12
    hands = [world.player("bot2").hand for world in seen]
    assert any(Counter(hand) != Counter(rival.hand) for hand in hands)
    assert all(world.player("bot1").hand == m.player("bot1").hand for world in seen)  # its own hand it sees
    assert hard_bot.DEALER.get() is hard_bot.deal  # left as the table has it


def gobz_worlds(seeing: bool) -> tuple[Any, list[Any]]:
    game = _mid_game()
    seen: list[Any] = []
    skill = Skill("hard", iterations=6 * len(hard_crew.candidates(game, 0)))
    with ceiling.clairvoyant() if seeing else ceiling._fair(), spied(hard_crew.DEALER, seen):
        hard_crew.choose(game, skill)
    return game, seen


def test_a_clairvoyant_crew_plays_every_world_on_the_rivals_true_combo_cards_and_gobjective():
    game, seen = gobz_worlds(seeing=True)
    blue = game.players[1]
    assert seen and blue.combos
    for world in seen:
        assert world.players[1].combos == blue.combos
        assert world.players[1].objective == blue.objective
        assert world.combo_deck.cards() == game.combo_deck.cards()


def test_a_fair_crew_deals_the_rivals_cards_from_what_it_cannot_see():
    game, seen = gobz_worlds(seeing=False)
    blue = game.players[1]
    assert seen
    assert any(Counter(world.players[1].combos) != Counter(blue.combos)
               or world.players[1].objective != blue.objective for world in seen)
    assert hard_crew.DEALER.get() is hard_crew.dealt_again
