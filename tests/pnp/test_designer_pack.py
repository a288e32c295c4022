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


def _build(pack: Path, out: Path) -> Path:
    from goblinkit.pnp.build import build
    from goblinkit.pnp.options import PrintOptions

    return {b.component: b for b in build(["monsters"], PrintOptions(), out, str(pack))}["monsters"].path


def _restyled(tmp_path: Path, old: str, new: str) -> Path:
    shutil.copytree(PACK, tmp_path / "pack")
    style = tmp_path / "pack" / "monsters" / "style.yaml"
    text = style.read_text(encoding="utf-8")
    assert old in text
    style.write_text(text.replace(old, new), encoding="utf-8")
    return tmp_path / "pack"


def test_free_elements_and_the_packs_own_font_are_drawn(tmp_path):
    from goblinkit.pnp.style import style_for
    from tests.pnp.measure import open_pdf

    assert style_for(load_game("monsters", PACK)).fonts.display == "pack-MonsterFace"
    path = _build(PACK, tmp_path)
    with open_pdf(path) as pdf:  # the pack's face (a copy of Fira Sans Condensed) prints the titles
        title = {ch["fontname"].split("+")[-1] for ch in pdf.pages[0].chars if ch["text"] == "W" and ch["size"] > 11.5}
    assert title == {"FiraSansCondensed-Regular"}
    with open_pdf(path) as pdf:
        words = [w["text"] for w in pdf.pages[0].extract_words()]
    assert words.count("x3") == 3 and words.count("x2") == 4 and words.count("x1") == 1  # a text element per card


def test_an_element_too_near_the_cut_line_is_an_error_at_its_line(tmp_path):
    pack = _restyled(tmp_path, "{kind: box, x: 44mm", "{kind: box, x: 55mm")
    with pytest.raises(ContentErrors) as caught:
        _build(pack, tmp_path / "out")
    assert str(caught.value) == (f"{pack}/monsters/style.yaml:7:9: templates.card.elements.0: the box element at x "
                                 "55.0 mm, y 72.0 mm (14.0 x 9.0 mm) reaches within 3 mm of the cut line of a 63.5 x "
                                 "88 mm card")


def test_an_element_missing_what_it_needs_or_of_an_unknown_kind_is_refused(tmp_path):
    pack = _restyled(tmp_path, "{kind: shape, shape: diamond,", "{kind: blob, shape: diamond,")
    with pytest.raises(ContentErrors) as caught:
        load_game("monsters", pack) and _build(pack, tmp_path / "out")
    assert str(caught.value).startswith(f"{pack}/monsters/style.yaml:9:16: templates.card.elements.2.kind: unknown "
                                        "element kind 'blob' (known: text, box, shape, image, icon)")


def test_a_packs_font_needs_its_licence_beside_it(tmp_path):
    shutil.copytree(PACK, tmp_path / "pack")
    (tmp_path / "pack" / "monsters" / "OFL.txt").unlink()
    with pytest.raises(ContentErrors) as caught:
        _build(tmp_path / "pack", tmp_path / "out")
    assert str(caught.value) == (f"{tmp_path}/pack/monsters/style.yaml:3:18: fonts.display: font 'MonsterFace.ttf': no "
                                 "licence file beside it (one of MonsterFace.txt, LICENSE-MonsterFace.txt, OFL.txt, "
                                 "LICENSE.txt)")


def test_an_image_element_is_read_from_the_pack_only(tmp_path):
    from PIL import Image

    pack = _restyled(tmp_path, "  text-card:", "      - {kind: image, image: seal.png, x: 48mm, y: 40mm, w: 10mm, h: 10mm}\n"
                                                "  text-card:")
    Image.new("RGB", (20, 20), (200, 30, 30)).save(pack / "monsters" / "seal.png")
    from tests.pnp.measure import open_pdf

    with open_pdf(_build(pack, tmp_path / "out")) as pdf:
        assert len(pdf.pages[0].images) == 8  # one per card on the first sheet
    (pack / "monsters" / "seal.png").unlink()
    with pytest.raises(ContentErrors) as caught:
        _build(pack, tmp_path / "out2")
    assert str(caught.value).endswith(f"templates.card.elements.4: image: no file 'seal.png' in {pack}/monsters")
