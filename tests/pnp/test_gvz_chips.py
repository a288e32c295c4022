"""Issue 36, the print panel on GvZ's rule lines: "dense rows of action chips at 6.5-8 pt". Measured in the
PDF, every GvZ card face drawn alone (the Zombies, Events, Bosses, The Boss!!, Guardians, the Turn Reminder
and its Keywords back, the Goblins): every letter of the rules text, a chip's words included, at 8 pt or
more; no text box more than a quarter empty; no letter outside its text box."""

from __future__ import annotations

import pytest

from goblinkit.content.loader import load_game
from goblinkit.pnp.drawers.face import FaceDrawing
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.recipes import jobs_for
from tests.pnp.measure import char_size, open_pdf
from tests.pnp.test_templates import faces_alone, text_box_use

LEAST = 8.0  # pt: a chip's words and the text around them
MOST_EMPTY = 0.25  # of a text box, under its last line


def _decks() -> dict[str, tuple[SheetJob, list[FaceDrawing]]]:
    """Every GvZ deck with words, the one-card ones (Turn Reminder, Keywords) too."""
    decks: dict[str, tuple[SheetJob, list[FaceDrawing]]] = {}
    for job in jobs_for(load_game("goblins-vs-zombies"), packed=False):
        if isinstance(job, SheetJob):
            for fn in dict.fromkeys(fn for face in job.faces for fn in (face.front, face.back)
                                    if isinstance(fn, FaceDrawing) and fn.spec.sections):
                decks.setdefault(fn.deck, (job, []))[1].append(fn)
    return decks


DECKS = _decks()


def test_every_deck_with_chips_is_measured():
    chipped = {name for name, (_, drawings) in DECKS.items()
               if any(run.kind == "chip" for d in drawings for line in d.layout.lines for run in line)}
    assert {"zombie-deck", "red-bordered", "red-bordered/gvz-boss-event", "guardians", "turn-reminders",
            "keywords", "goblin-deck"} <= chipped, chipped


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_the_rules_text_and_its_chips_print_at_8_pt_or_more_inside_the_box(tmp_path, deck):
    """Before: the Bosses' and The Boss!!'s chips 6.8-7.6 pt, the Guardian's 7.2, the Keywords' 6.6."""
    job, drawings = DECKS[deck]
    path = faces_alone(tmp_path / "faces.pdf", job, drawings)
    small, outside = {}, {}
    with open_pdf(path) as pdf:
        for d, page in zip(drawings, pdf.pages):
            box, h = d.layout.slots.text, page.height
            rows = [ch for ch in page.chars if h - box.top - 0.5 <= ch["top"] and ch["bottom"] <= h - box.y + 0.5
                    and ch["text"].strip()]
            assert rows, d.spec.title
            if min(char_size(ch) for ch in rows) < LEAST - 0.01:
                small[d.spec.title] = round(min(char_size(ch) for ch in rows), 2)
            if any(ch["x0"] < box.x - 0.5 or ch["x1"] > box.x + box.w + 0.5 for ch in rows):
                outside[d.spec.title] = [ch["text"] for ch in rows if ch["x1"] > box.x + box.w + 0.5]
    assert small == {} and outside == {}, (small, outside)


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_no_text_box_is_more_than_a_quarter_empty(tmp_path, deck):
    """Tighter than the kit's third (test_text_fill.py): before, No Guardian's back stood 30 % empty."""
    job, drawings = DECKS[deck]
    emptiest = {d.spec.title: round(empty, 2) for d, empty in text_box_use(tmp_path, job, drawings)
                if empty > MOST_EMPTY}
    assert emptiest == {}
