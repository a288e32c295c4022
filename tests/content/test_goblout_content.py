"""Goblout content: 110 cards by colour, every named card, the augury die, 50 teeth, the variants."""

from __future__ import annotations

import pytest

from goblinkit.content import load_game
from goblinkit.content.errors import ContentErrors


@pytest.fixture(scope="module")
def goblout():
    return load_game("goblout").components


def test_the_box_holds_110_cards_5_dice_50_teeth(goblout):
    assert goblout["cards"].copies() == 110
    assert goblout["dice"].copies() == 5
    assert goblout["teeth"].copies() == 50
    by_family: dict[str, int] = {}
    for card in goblout["cards"].items:
        by_family[card.family] = by_family.get(card.family, 0) + card.count
    assert by_family == {"warrior": 24, "cannon-fodder": 18, "brute": 14, "super-goblin": 8, "prestige": 16,
                         "special": 30}


def test_families_do_what_the_rulebook_says(goblout):
    f = goblout["cards"].families
    assert (f["warrior"].damage, f["warrior"].die_colours, f["warrior"].blocks) == (1, ["red"], False)
    assert (f["brute"].damage, f["brute"].die_colours) == (2, ["purple"])
    assert f["cannon-fodder"].blocks and f["cannon-fodder"].damage == 0 and f["cannon-fodder"].die_colours == ["blue"]
    assert f["super-goblin"].blocks and f["super-goblin"].damage == 1 and f["super-goblin"].die_colours == ["red", "blue"]
    assert f["prestige"].prestige == 1 and f["prestige"].die_colours == ["white"]
    assert f["special"].die_colours == []
    symbols = [fam.symbol for fam in f.values()]
    assert len(set(symbols)) == len(symbols), "each colour has its own symbol"


def test_every_named_card_exists_with_its_behaviour(goblout):
    cards = {c.id: c for c in goblout["cards"].items}
    assert cards["goblin-bomb"].effect == "bomb"
    assert cards["explosive-goblin"].effect == "explode" and "cannot finish off" in cards["explosive-goblin"].text
    assert cards["saboteur"].effect == "sabotage" and "cannot finish off" in cards["saboteur"].text
    assert cards["peace"].effect == "peace" and "redirect" in cards["peace"].text
    assert cards["shaman-potion"].effect == "heal"
    assert cards["cauldron"].power == "cauldron" and cards["cauldron"].family == "prestige"
    assert cards["no-die"].effect == "no-die" and cards["fixer"].effect == "fix-die"
    assert cards["reflecting-shield"].effect == "reflect" and "defence phase" in cards["reflecting-shield"].text
    assert cards["corruption"].effect == "corrupt" and "white card" in cards["corruption"].text
    named = ["goblin-bomb", "explosive-goblin", "peace", "saboteur", "shaman-potion", "cauldron", "no-die", "fixer",
             "reflecting-shield", "corruption"]
    assert all(cards[n].origin == "rulebook" and "count" in cards[n].designed for n in named)
    assert all(cards[n].designed == ["count"] for n in ("warrior", "cannon-fodder", "brute", "super-goblin"))
    designed = {c.id for c in cards.values() if c.origin == "designed"}
    assert {"war-chief", "hoarder", "lookout", "sentinel", "reinforcements", "scavenge", "war-cry"} <= designed


def test_every_white_card_has_a_power_every_lightning_an_effect(goblout):
    for card in goblout["cards"].items:
        assert (card.family == "prestige") == (card.power is not None), card.id
        assert (card.family == "special") == (card.effect is not None), card.id


def test_the_augury_die_shows_every_colour_and_double_faces(goblout):
    die = goblout["dice"].items[0]
    faces = {f.number: f.colours for f in die.faces}
    assert faces == {1: ["red"], 2: ["blue"], 3: ["purple"], 4: ["white"], 5: ["red", "blue"], 6: ["purple", "white"]}
    assert all(f.origin == "designed" for f in die.faces)
    assert 16 <= die.size.pt / 2.834645669 <= 20


def test_variants_set_aside_the_named_cards(goblout):
    v = {x.id: x for x in goblout["variants"].items}
    assert v["sudden-death"].set_aside == ["goblin-bomb", "explosive-goblin", "peace", "saboteur", "shaman-potion",
                                           "cauldron"]
    assert v["sudden-death"].life == 1
    assert v["group-die"].set_aside == ["no-die", "fixer"] and v["group-die"].group_dice == 2
    assert v["massacre"].set_aside == ["cannon-fodder", "peace", "fixer"]
    assert v["massacre"].start_deployed == {"cannon-fodder": 2}
    std = goblout["variants"].standard
    assert (std.life, std.life_with_five, std.hand, std.prestige_to_win) == (10, 8, 5, 5)


def _pack(tmp_path, edit, file: str = "cards.yaml"):
    """A pack holding one of Goblout's files, edited."""
    from goblinkit.content.loader import builtin_root

    pack = tmp_path / "pack" / "goblout"
    pack.mkdir(parents=True)
    text = (builtin_root() / "goblout" / file).read_text()
    (pack / file).write_text(edit(text))
    return tmp_path / "pack"


def test_a_deck_of_111_cards_is_refused(tmp_path):
    pack = _pack(tmp_path, lambda t: t.replace("count: 24", "count: 25", 1))
    with pytest.raises(ContentErrors) as err:
        load_game("goblout", pack)
    assert "cards.yaml:17:8: component 'cards': total: the items add up to 111 copies, expected 110" in str(err.value)
    pack = _pack(tmp_path / "b", lambda t: t.replace("count: 24", "count: 25", 1).replace("total: 110", "total: 111"))
    with pytest.raises(ContentErrors) as err:
        load_game("goblout", pack)
    assert "component 'cards': items: the deck holds 111 cards; the rulebook says 110" in str(err.value)


def test_a_lightning_card_without_effect_is_refused_with_its_line(tmp_path):
    pack = _pack(tmp_path, lambda t: t.replace("    effect: draw\n", ""))
    with pytest.raises(ContentErrors) as err:
        load_game("goblout", pack)
    message = str(err.value)
    assert "card 'scavenge'" in message and "a lightning card needs an effect" in message
    assert "pack/goblout/cards.yaml:" in message


def test_the_aids_card_list_holds_every_card_once(goblout):
    lists = [block for aid in goblout["aid"].items for block in aid.cards]
    listed = [card for block in lists for card in block.cards]
    assert sorted(listed) == sorted(card.id for card in goblout["cards"].items)
    assert [aid.count for aid in goblout["aid"].items] == [5, 1]  # one aid a player, one card list for the table


def test_a_card_list_that_misses_or_invents_a_card_is_refused_with_its_line(tmp_path):
    pack = _pack(tmp_path, lambda t: t.replace("reinforcements, scavenge]", "reinforcements, scavange]"), "aid.yaml")
    with pytest.raises(ContentErrors) as err:
        load_game("goblout", pack)
    message = str(err.value)
    assert "pack/goblout/aid.yaml:" in message and "aid 'card-list': cards: card 'scavange' is not in cards.yaml" in message
    assert "aid 'card-list': cards: the card list misses scavenge" in message
    pack = _pack(tmp_path / "b", lambda t: t.replace("cards: [peace,", "cards: [war-cry, peace,"), "aid.yaml")
    with pytest.raises(ContentErrors) as err:
        load_game("goblout", pack)
    assert "card 'war-cry' is listed twice" in str(err.value)
