"""Issue #9 items 17 and 18: what the printed reference and the Haunted Forest card say agrees with
the rulebook and with the engine (they print from the same YAML)."""

from __future__ import annotations

import re

import pytest

from goblinkit.content.errors import ContentErrors
from goblinkit.content.loader import load_game
from tests.assistant.gg.helpers import copied_content


def _content():
    return load_game("gobbledygook")


def test_the_reference_gives_revive_brag_only_for_another_broods_creature():
    lines = [re.sub(r"^:[a-z0-9-]+: ", "", line)  # each rule's words, without the icon that leads it in print
             for s in _content().components["reference"].items[0].sections for line in s.lines]
    revive = [line for line in lines if "REVIVE" in line]  # the action as its chip, then its words
    assert revive == ["{REVIVE} on a 6 remove 1 hit from an adjacent creature (even KOed); 1 Brag only if it is "
                      "another Brood's."]
    assert not any("Each: 1 Brag" in line for line in lines)


def test_the_haunted_forest_card_prints_the_tree_dice_and_the_forest_chart():
    from goblinkit.pnp.games.gobbledygook import chart_face, scenario_face

    forest = next(s for s in _content().components["scenarios"].items if s.id == "haunted-forest")
    sections = scenario_face(forest).sections + chart_face(forest, {}).sections  # the chart is on the card's back
    text = {section.head: section.body for section in sections}
    assert f"TREES roll {forest.tree_dice} dice" in text["Special:"] and "forest chart on the back" in text["Setup:"]
    chart = {head: body for head, body in text.items() if head not in ("Setup:", "Special:", "Game ends:", "Advanced:")}
    heads = " ".join(chart)
    for blip in forest.chart:
        assert blip in heads  # every blip of the chart is named on the card
    same = [head for head, body in chart.items() if body == "As normal; the tree may awaken on the Tree turn."]
    assert len(same) == 1  # blips sharing one entry are printed once, together
    assert same[0].count(",") == 4  # five blips share it


def test_a_card_that_drops_the_tree_dice_is_refused(tmp_path):
    pack = copied_content(tmp_path)
    path = pack / "scenarios.yaml"
    path.write_text(path.read_text().replace("TREES roll 2 dice. ", ""))
    with pytest.raises(ContentErrors, match="the card must say 'TREES roll 2 dice'"):
        load_game("gobbledygook", str(tmp_path / "pack"))
