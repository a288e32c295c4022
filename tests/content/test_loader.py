"""Valid content loads; packs override and add; units convert exactly."""

from __future__ import annotations

import pytest

from goblinkit.content import load_all, load_game
from goblinkit.content.errors import GoblinError
from goblinkit.content.units import parse_length


def test_demo_pack_loads(demo_pack):
    game = load_game("demo", demo_pack)
    deck = game.components["fixture-deck"]
    assert game.meta.name == "Demo Goblins"
    assert deck.copies() == 54 == deck.total
    assert len(deck.items) == 24
    assert deck.size.width.mm == pytest.approx(63.5) and deck.size.height.mm == pytest.approx(88)
    assert game.components["markers"].size.mm == pytest.approx(19.05)
    assert str(game.where("fixture-deck", "bomb")).endswith("demo/cards.yaml:30:5")


def test_env_variable_selects_the_pack(demo_pack, monkeypatch):
    monkeypatch.setenv("GOBLINKIT_CONTENT", str(demo_pack))
    assert "demo" in load_all()


def test_pack_overrides_an_item_and_adds_one(demo_pack, tmp_path, monkeypatch):
    """A second pack layered over the demo game: same id replaces, new id adds, the rest stays."""
    import shutil

    pack = tmp_path / "mine"
    shutil.copytree(demo_pack, pack)
    extra = tmp_path / "overlay"
    (extra / "demo").mkdir(parents=True)
    # the overlay is loaded on top of the built-in content; here the "built-in" is the copied pack,
    # so point the loader's built-in root at it.
    monkeypatch.setattr("goblinkit.content.loader.builtin_root", lambda: pack)
    (extra / "demo" / "cards.yaml").write_text(
        "component: fixture-deck\nkind: card\ntotal: 55\nitems:\n"
        "  - {id: bomb, name: Big Bomb, count: 1, origin: designed, cost: 6, text: Boom.}\n"
        "  - {id: my-goblin, name: My Goblin, count: 1, origin: designed, cost: 1, text: Mine.}\n")
    game = load_game("demo", extra)
    deck = game.components["fixture-deck"]
    by_id = {card.id: card for card in deck.items}
    assert by_id["bomb"].name == "Big Bomb" and by_id["bomb"].text == "Boom."
    assert by_id["my-goblin"].cost == 1
    assert by_id["slingshot"].count == 4
    assert deck.copies() == 55
    assert str(game.where("fixture-deck", "my-goblin")) == f"{extra}/demo/cards.yaml:6:5"


def test_pack_override_errors_point_into_the_pack(demo_pack, tmp_path, monkeypatch):
    extra = tmp_path / "overlay"
    (extra / "demo").mkdir(parents=True)
    monkeypatch.setattr("goblinkit.content.loader.builtin_root", lambda: demo_pack)
    monkeypatch.chdir(tmp_path)
    (extra / "demo" / "cards.yaml").write_text(
        "component: fixture-deck\nkind: card\nitems:\n  - {id: bomb, name: Bomb, count: 1, origin: designed, cost: -1}\n")
    with pytest.raises(GoblinError) as caught:
        load_game("demo", "overlay")
    assert str(caught.value) == "overlay/demo/cards.yaml:4:62: card 'bomb': cost: expected an integer >= 0, got -1"


def test_unknown_game():
    with pytest.raises(GoblinError) as caught:
        load_game("chess")
    assert str(caught.value).startswith("unknown game 'chess' (known: ")


@pytest.mark.parametrize("text,mm", [("63.5mm", 63.5), ("0.75in", 19.05), ("2cm", 20.0), ("72pt", 25.4),
                                     (".5in", 12.7)])
def test_lengths(text, mm):
    assert parse_length(text).mm == pytest.approx(mm)


@pytest.mark.parametrize("text", ["63.5", "63.5 furlongs", "-3mm", "mm", ""])
def test_bad_lengths(text):
    with pytest.raises(ValueError, match="expected a length with a unit"):
        parse_length(text)
