"""`goblin pnp proof GAME [DECK]`: every distinct card of a deck on one page, captioned with its copies."""

from __future__ import annotations

import re

from goblinkit.content.loader import load_game
from goblinkit.pnp.proof import distinct
from goblinkit.pnp.recipes import jobs_for
from tests.pnp.measure import open_pdf

PACK = "tests/fixtures/packs/designer"


def test_a_proof_shows_every_distinct_card_of_the_deck_on_one_page(app, runner, tmp_path):
    result = runner.invoke(app, ["pnp", "proof", "goblout", "cards", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert result.output == f"{tmp_path}/goblout/proof-cards.pdf  (1 page: cards)\n"
    job = next(j for j in jobs_for(load_game("goblout"), packed=False) if j.component == "cards")
    faces = distinct(job)
    with open_pdf(tmp_path / "goblout" / "proof-cards.pdf") as pdf:
        assert len(pdf.pages) == 1
        text = re.sub(r"\s+", " ", pdf.pages[0].extract_text())
    assert f"Goblout cards: {len(faces)} different, {len(job.faces)} in all" in text
    for face, count in faces:
        assert (f"{face.label} x{count}" if count > 1 else face.label) in text


def test_without_a_deck_each_deck_has_its_page(app, runner, tmp_path):
    result = runner.invoke(app, ["pnp", "proof", "monsters", "--content", PACK, "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    with open_pdf(tmp_path / "monsters" / "proof.pdf") as pdf:
        text = re.sub(r"\s+", " ", pdf.pages[0].extract_text())
    assert "Monsters: 4 different, 8 in all" in text and "Swamp Wolf x3" in text and "Old Banshee" in text


def test_an_unknown_deck_is_named_with_the_decks_there_are(app, runner, tmp_path):
    result = runner.invoke(app, ["pnp", "proof", "goblout", "cardz", "--out", str(tmp_path)])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert result.stderr == "Error: unknown deck 'cardz' (decks: aid, cards, dice, teeth)\n"
