"""Gob'z'Heroes' cards as a shop's (issue 36's print panel): the picture sits on a soft vignette, not on
plank grain that read as ruled notepaper, and no word on a card (RATIONS, CHARISMA, STRENGTH, the deck
word at the foot) prints under 7.5 pt."""

from __future__ import annotations


from goblinkit.content.loader import load_game
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.recipes import FaceDrawing, jobs_for
from goblinkit.pnp.surfaces import _marks
from tests.pnp.measure import open_pdf
from tests.pnp.test_templates import faces_alone

SMALLEST = 7.5


def _cards() -> tuple[SheetJob, list[FaceDrawing]]:
    """Every Gob'z card front (Profiles, Gob'jectives, Stuff, Combos) and a sheet job of their size."""
    jobs = [job for job in jobs_for(load_game("gobz-heroes"), packed=False) if isinstance(job, SheetJob)]
    fronts = [f for job in jobs for f in dict.fromkeys(face.front for face in job.faces) if isinstance(f, FaceDrawing)]
    return next(job for job in jobs if any(isinstance(face.front, FaceDrawing) for face in job.faces)), fronts


def test_every_card_template_puts_its_picture_on_the_vignette():
    _, fronts = _cards()
    decks = {f.deck for f in fronts}
    assert decks == {"gobz", "objectives", "combos", "stuff"}
    assert {f.layout.slots.template.art_pattern for f in fronts} == {"vignette"}


def test_the_vignette_is_fills_only_light_in_the_middle_and_deeper_at_the_rim():
    marks = _marks("vignette", 9, 160.0, 62.0, 0.6)
    assert {mode for mode, *_ in marks} == {"f"}  # no stroke: nothing that reads as a ruled line
    tones = [tone for _, tone, _, _ in marks]  # painted outermost first
    assert tones == sorted(tones, reverse=True)
    assert tones[0] >= 4 and tones[-1] <= -2  # a rim about 5 % deeper than the ground, a middle lighter
    assert max(map(abs, tones)) <= 6  # calm: never more than 6 % off the ground


def test_no_word_on_a_card_prints_under_7_5_pt(tmp_path):
    job, fronts = _cards()
    path = faces_alone(tmp_path / "cards.pdf", job, fronts)
    seen: set[str] = set()
    with open_pdf(path) as pdf:
        for drawing, page in zip(fronts, pdf.pages):
            small = sorted({(round(ch["size"], 2), ch["text"]) for ch in page.chars if ch["size"] < SMALLEST - 0.01})
            assert small == [], (drawing.spec.title, small)
            words = "".join(ch["text"] for ch in page.chars)
            seen |= {w for w in ("RATIONS", "CHARISMA", "STRENGTH") if w in words}
    assert seen == {"RATIONS", "CHARISMA", "STRENGTH"}  # the badge labels were read, at 7.5 pt or more
