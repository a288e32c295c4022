"""Chance: seeded, physical dice accepted and checked, every outcome logged and replayable."""

from __future__ import annotations

import random

import pytest

from goblinkit.assistant.core.chance import Chance, parse_dice
from goblinkit.assistant.core.deck import Deck
from goblinkit.assistant.core.errors import DiceError, SaveError


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
    with pytest.raises(DiceError, match=r"--dice: 1 value not used \(6\)"):
        chance.finish()
    chance.begin(dice=[4])
    assert chance.roll(2, 6, "hound attack")[0] == 4  # the rest only to learn what the action needs
    with pytest.raises(DiceError, match=r"^--dice gave 1 die; this action needs 2: 2 for hound attack\. "):
        chance.finish()


def test_dice_given_must_cover_every_roll_of_the_action():
    """Too few dice are refused like too many: none is rolled for the player behind their back
    (issue 22: a short --dice list had its missing dice rolled silently)."""
    chance = Chance(1)
    chance.begin(dice=[1, 6])
    assert chance.roll(1, 6, "Grub (loot)") == [1] and chance.roll(1, 6, "wanderer1 defending") == [6]
    chance.roll(1, 6, "wanderer1 (melee)"), chance.roll(1, 6, "Grub defending")
    with pytest.raises(DiceError) as caught:
        chance.finish()
    assert str(caught.value) == ("--dice gave 2 dice; this action needs 4: 1 for Grub (loot), 1 for wanderer1 "
                                 "defending, 1 for wanderer1 (melee), 1 for Grub defending. Give them all, or leave "
                                 "--dice out and the assistant rolls")
    chance.begin(dice=[7, 1])
    with pytest.raises(DiceError, match="--dice: 7 is not a face of a d6"):
        chance.roll(3)
    chance.begin()  # no dice given: the assistant rolls them all
    chance.roll(3)
    assert [o["source"] for o in chance.finish()] == ["rng"]


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


def test_dice_table_asks_the_players_rolls_and_rolls_the_assistants(monkeypatch):
    """`dice table`: a player's roll is asked (and checked), the assistant's rolled and shown as it falls."""
    from goblinkit.assistant.core import chance as chance_module
    from goblinkit.assistant.core.chance import ASSISTANT, PLAYER

    asked, shown = [], []
    monkeypatch.setitem(chance_module._TABLE, "ask", lambda n, s, why: asked.append((n, s, why)) or [6] * n)
    monkeypatch.setitem(chance_module._TABLE, "show", lambda values, s, why: shown.append((values, why)))
    chance = Chance(7)
    chance.begin()
    assert chance.roll(2, 6, "Grub (loot)", PLAYER) == [3, 2]  # app: the RNG rolls a player's dice too
    assert asked == [] and shown == [] and chance.finish()[0]["source"] == "rng"
    chance.table = True
    chance.begin()
    assert chance.roll(2, 6, "Grub (loot)", PLAYER) == [6, 6]
    rolled = chance.roll(1, 6, "wanderer1 defending", ASSISTANT)
    assert asked == [(2, 6, "Grub (loot)")] and shown == [(rolled, "wanderer1 defending")]
    assert [o["source"] for o in chance.finish()] == ["player", "rng"]
    chance.begin(dice=[3, 2, 1])  # --dice still wins: every die of the action from those given, none asked
    assert chance.roll(2, 6, "Grub (loot)", PLAYER) == [3, 2] and chance.roll(1, 6, "hound1", ASSISTANT) == [1]
    chance.finish()
    assert len(asked) == 1
    monkeypatch.setitem(chance_module._TABLE, "ask", lambda n, s, why: [7])
    chance.begin()
    with pytest.raises(DiceError, match="not a face of a d6"):
        chance.roll(1, 6, "Grub (loot)", PLAYER)


def test_dice_table_without_a_way_to_ask_is_refused_and_a_copy_never_asks(monkeypatch):
    from goblinkit.assistant.core import chance as chance_module
    from goblinkit.assistant.core.chance import PLAYER

    monkeypatch.setitem(chance_module._TABLE, "ask", None)
    chance = Chance(7)
    chance.table = True
    chance.begin()
    with pytest.raises(DiceError, match="Grub \\(loot\\) is rolled at the table"):
        chance.roll(1, 6, "Grub (loot)", PLAYER)

    class Unknown(Exception):
        pass

    def unknowable(n, s, why):
        raise Unknown(why)

    chance.begin(table_ask=unknowable)  # an explored copy: the player's dice are not known yet
    with pytest.raises(Unknown):
        chance.roll(1, 6, "Grub (loot)", PLAYER)
