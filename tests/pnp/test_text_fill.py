"""Issue 36: no card's text box more than about a third empty, in every game's decks. Measured in the PDF
(`text_box_use`: the text box's height against its last line of text), each card drawn alone. Short cards
fill by their deck's means: a larger size within the deck's body range, or a line from the rulebook
(Zombie cards say what "{ATTACK} / {ENTER}" does, Goblout's lightning cards how they resolve)."""

from __future__ import annotations

import pytest

from goblinkit.pnp.textfit import MIN_SIZE
from tests.pnp.test_templates import GAMES, _decks, text_box_use

MOST_EMPTY = 0.33  # of the text box, under its last line


@pytest.mark.parametrize("game_id", GAMES)
def test_no_cards_text_box_is_more_than_a_third_empty(tmp_path, game_id):
    """Before: GvZ's Zombies, Sunny Day and the No Guardian back 34-54 %, Goblout's Scavenge 72 % and
    Lookout 48 %, Big Nagga's Profile 45 %, Gob'z Stuff and Gob'jectives 37-39 %."""
    emptiest = {}
    for name, (job, drawings) in _decks(game_id).items():
        worded = [d for d in drawings if d.spec.sections]
        for d, empty in text_box_use(tmp_path, job, worded):
            if empty > MOST_EMPTY:
                emptiest[f"{name}: {d.spec.title}"] = round(empty, 2)
            assert d.layout.text_size >= max(MIN_SIZE, 8), (name, d.spec.title, d.layout.text_size)
    assert emptiest == {}


def test_the_short_cards_say_a_rulebook_line_not_padding():
    """The lines that fill the short cards, word for word (each is the rulebook's, or the card's own rule)."""
    zombies = {d.spec.title: d.spec.sections for d in _decks("goblins-vs-zombies")["zombie-deck"][1]}
    assert zombies["Basic Zombie"][-1].body == "{ATTACK} a Goblin you choose if it can, else {ENTER}."
    assert zombies["Sniper Zombie"][-1].body == "{AMBUSH}: 1 damage to your Goblin with the highest cost."
    cards = {d.spec.title: d.spec.sections[0].body for d in _decks("goblout")["cards"][1]}
    assert cards["Scavenge"] == ("Draw 2 cards. It resolves at once, then goes to the discard pile: no other "
                                 "lightning card can be played until it has.")  # its band says "play it at any time"
