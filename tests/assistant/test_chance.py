"""Chance: seeded, physical dice accepted and checked, every outcome logged and replayable."""

from __future__ import annotations

import random

import pytest

from goblinkit.assistant.chance import Chance, parse_dice
from goblinkit.assistant.deck import Deck
from goblinkit.assistant.errors import DiceError, SaveError


def test_seeded_rolls_are_reproducible_and_logged():
    one, two = Chance(42), Chance(42)
    one.begin(), two.begin()
    assert one.roll(3, 6, "attack") == two.roll(3, 6, "attack")
    rng = random.Random(42)
    one2 = Chance(42)
    one2.begin()
    assert one2.roll(3) == [rng.randint(1, 6) for _ in range(3)]
    record = one.finish()
    assert record == [{"kind": "roll", "sides": 6, "values": record[0]["values"], "why": "attack", "source": "rng"}]


def test_physical_dice_are_used_in_order_and_checked():
    chance = Chance(1)
    chance.begin(dice=[6, 3, 1])
    assert chance.roll(2) == [6, 3] and chance.roll(1) == [1]
    assert chance.finish()[0]["source"] == "player"
    chance.begin(dice=[7])
    with pytest.raises(DiceError, match="--dice: 7 is not a face of a d6"):
        chance.roll(1)
    chance.begin(dice=[6, 6, 6])
    chance.roll(2)
    with pytest.raises(DiceError, match=r"--dice: 1 value\(s\) not used \(6\)"):
        chance.finish()
    chance.begin(dice=[4])
    with pytest.raises(DiceError, match="--dice: hound attack needs 2 dice, 1 left of those given"):
        chance.roll(2, 6, "hound attack")


def test_prompted_dice():
    chance = Chance(1)
    asked = []
    chance.begin(prompt=lambda n, sides, why: asked.append((n, sides, why)) or [5] * n)
    assert chance.roll(2, 6, "hunter") == [5, 5]
    assert asked == [(2, 6, "hunter")]


def test_replay_uses_the_log_and_checks_the_rng():
    live = Chance(9)
    live.begin(dice=[2])
    first = live.roll(1)
    live.finish()
    live.begin()
    rolled = live.roll(2)
    log = live.finish()
    replay = Chance(9)
    replay.begin(replay=[{"kind": "roll", "sides": 6, "values": first, "source": "player"}])
    assert replay.roll(1) == [2]
    replay.finish()
    replay.begin(replay=log)
    assert replay.roll(2) == rolled
    tampered = [dict(log[0], values=[v % 6 + 1 for v in log[0]["values"]])]
    bad = Chance(9)
    bad.begin(replay=tampered)
    with pytest.raises(SaveError, match="does not replay"):
        bad.roll(2)


def test_parse_dice():
    assert parse_dice("6,3,1") == [6, 3, 1] and parse_dice("6 3 1") == [6, 3, 1] and parse_dice(None) == []
    with pytest.raises(DiceError, match="expected whole numbers such as 6,3,1, got 'six'"):
        parse_dice("six")


def test_deck_draws_every_card_then_reshuffles_discards():
    chance = Chance(3)
    chance.begin()
    deck = Deck("goblin deck", ["a", "a", "b", "c"])
    drawn = deck.draw_many(chance, 4)
    assert sorted(drawn) == ["a", "a", "b", "c"] and len(deck) == 0
    for card in drawn:
        deck.discard(card)
    again = deck.draw(chance)
    assert deck.reshuffles == 1 and again in "abc" and deck.total() == 3  # one card in hand
    assert Deck("empty").draw(chance) is None


def test_deck_takes_the_physical_card_drawn():
    chance = Chance(3)
    chance.begin(cards=["c"])
    deck = Deck("zombie deck", ["a", "b", "c"])
    assert deck.draw(chance) == "c"
    chance.finish()
    chance.begin(cards=["c"])
    with pytest.raises(DiceError, match="'c' cannot be drawn"):
        deck.draw(chance)
