"""The designer's example pack (tests/fixtures/packs/designer): a CSV deck whose spirits take another
layout by a field's value, built like any game."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from goblinkit.content.errors import ContentErrors
from goblinkit.content.loader import load_game
from goblinkit.pnp.recipes import jobs_for

PACK = Path(__file__).parent.parent / "fixtures" / "packs" / "designer"


def _fronts(pack: Path) -> dict[str, str]:
    job = next(j for j in jobs_for(load_game("monsters", pack), packed=False) if j.component == "monsters")
    return {face.item_id: face.front.layout.slots.template.name for face in job.faces}


def test_a_fields_value_picks_the_cards_layout():
    assert _fronts(PACK) == {"swamp-wolf": "card", "bog-bear": "card", "grave-wisp": "text-card",
                             "old-banshee": "text-card"}


def test_a_layout_naming_no_template_is_an_error_at_the_card(tmp_path):
    shutil.copytree(PACK, tmp_path / "pack")
    deck = tmp_path / "pack" / "monsters" / "deck.yaml"
    deck.write_text(deck.read_text(encoding="utf-8").replace("layout: text-card", "layout: text-crad"), encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        _fronts(tmp_path / "pack")
    lines = str(caught.value).splitlines()
    assert [line.split(" (known")[0] for line in lines] == [
        f"{tmp_path}/pack/monsters/deck.csv:4:1: card 'grave-wisp': layout: unknown template 'text-crad'",
        f"{tmp_path}/pack/monsters/deck.csv:5:1: card 'old-banshee': layout: unknown template 'text-crad'"]
