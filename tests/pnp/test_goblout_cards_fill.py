"""Goblout's goblins use their cards (issue 36's panel: the Warrior and Cannon Fodder, 66 % of the deck,
looked about 40 % empty): measured in the PDF, each one's rules text reaches the foot of its text box, at
a size in the deck's body range, under the deck's tallest picture; the Warrior carries the rulebook's
reminder that you attack a player, not their goblins."""

from __future__ import annotations

from goblinkit.content.units import mm
from tests.pnp.test_templates import _decks, _panel_use


def test_the_warrior_and_cannon_fodder_fill_their_text_boxes(tmp_path):
    job, drawings = _decks("goblout")["cards"]
    goblins = [d for d in drawings if d.spec.title in ("Warrior", "Cannon Fodder")]
    s = goblins[0].layout.slots
    found = {title: round(empty * s.panel.h / s.text.h, 2) for title, empty, _ in _panel_use(tmp_path, job, goblins)}
    assert max(found.values()) <= 0.15, found  # the Warrior's box was 27 % empty under its three lines
    t = s.template
    assert all(t.text_min <= d.layout.text_size <= t.text_max for d in goblins)
    assert s.art is not None and s.art.h / mm(1) >= 36.45  # the deck's picture, as tall as Peace's text allows


def test_the_warrior_reminds_you_whom_you_attack():
    _, drawings = _decks("goblout")["cards"]
    warrior = next(d for d in drawings if d.spec.title == "Warrior")
    assert warrior.spec.sections[0].body == ("Attack: the player it hits loses 1 life point. Deploy it when your "
                                            "die shows red. You always attack a player, not their goblins.")
