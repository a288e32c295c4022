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


def _text(pack: Path) -> dict[str, str]:
    job = next(j for j in jobs_for(load_game("monsters", pack), packed=False) if j.component == "monsters")
    return {face.item_id: " / ".join(s.body for s in face.front.spec.sections) for face in job.faces}


def test_a_template_words_its_cards_from_a_j2_file_of_the_pack():
    text = _text(PACK)
    assert text["old-banshee"] == ("Wail: every monster loses 1 cost this turn.\n"
                                   "Costly: play it only when you hold 5 coins.")
    assert text["swamp-wolf"] == "Bite: deal 1 damage."  # the beasts' template has no text.template


def test_a_text_template_naming_an_unknown_field_is_an_error_at_the_card(tmp_path):
    shutil.copytree(PACK, tmp_path / "pack")
    (tmp_path / "pack" / "monsters" / "spirit.j2").write_text("{{ txet }}\n", encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        _text(tmp_path / "pack")
    assert str(caught.value).splitlines() == [
        f"{tmp_path}/pack/monsters/deck.csv:4:1: card 'grave-wisp': text.template: 'txet' is undefined",
        f"{tmp_path}/pack/monsters/deck.csv:5:1: card 'old-banshee': text.template: 'txet' is undefined"]


def test_an_inline_text_template_is_rendered(tmp_path):
    shutil.copytree(PACK, tmp_path / "pack")
    (tmp_path / "pack" / "monsters" / "style.yaml").write_text(
        "templates:\n  card:\n    text: {template: '{{ name }}: {{ text }}'}\n", encoding="utf-8")
    assert _text(tmp_path / "pack")["bog-bear"] == "Bog Bear: Maul: deal 2 damage to one monster."


def test_title_align_bottom_puts_the_title_band_under_the_panel(tmp_path):
    from reportlab.pdfgen.canvas import Canvas

    from tests.pnp.measure import PT, open_pdf

    shutil.copytree(PACK, tmp_path / "pack")
    (tmp_path / "pack" / "monsters" / "style.yaml").write_text(
        "templates:\n  card:\n    title: {align: bottom left}\n", encoding="utf-8")
    job = next(j for j in jobs_for(load_game("monsters", tmp_path / "pack"), packed=False) if j.component == "monsters")
    front = job.faces[0].front
    s = front.layout.slots
    assert s.template.title_place == "bottom" and s.template.title_align == "left"
    assert s.title.top <= s.panel.y and s.title.y == s.template.frame
    path = tmp_path / "card.pdf"
    c = Canvas(str(path), pagesize=(job.width, job.height), invariant=1)
    front(c, job.width, job.height, 0.0, False)
    c.save()
    with open_pdf(path) as pdf:
        page = pdf.pages[0]
        title = [ch for ch in page.chars if abs(ch["size"] - front.layout.title_size) < 0.01]
        assert "".join(ch["text"] for ch in title) == "Swamp Wolf1"  # the title, then the cost badge
        # every letter of the title in the bottom band (pdfplumber measures from the top)
        assert all(page.height - ch["bottom"] >= s.title.y - 0.5 and page.height - ch["top"] <= s.title.top + 0.5
                   for ch in title), [(ch["top"] / PT, ch["bottom"] / PT) for ch in title]
