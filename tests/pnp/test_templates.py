"""One template per deck, measured in the PDF: every card face of a deck drawn alone on a page of its
size, then read back with pdfplumber. The picture panel, the badges and the text box's first line sit
at the same place on every card (within 0.1 mm), and the rules text has one size per deck."""

from __future__ import annotations

from collections import defaultdict

import pytest
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import load_game
from goblinkit.pnp.recipes import FaceDrawing, jobs_for
from goblinkit.pnp.jobs import SheetJob
from tests.pnp.measure import PT, open_pdf

GAMES = ["goblout", "gobz-heroes", "goblins-vs-zombies", "gobbledygook"]
TOLERANCE = 0.1  # mm


def _decks(game_id: str) -> dict[str, tuple[SheetJob, list[FaceDrawing]]]:
    """Each card deck of the game and its distinct laid-out faces (fronts and face-like backs)."""
    decks: dict[str, tuple[SheetJob, list[FaceDrawing]]] = {}
    for job in jobs_for(load_game(game_id), packed=False):
        if not isinstance(job, SheetJob):
            continue
        for fn in dict.fromkeys(fn for face in job.faces for fn in (face.front, face.back)
                                if isinstance(fn, FaceDrawing)):
            decks.setdefault(fn.deck, (job, []))[1].append(fn)
    return {name: deck for name, deck in decks.items() if len(deck[1]) > 1}


def _measure(tmp_path, job: SheetJob, drawings: list[FaceDrawing]) -> list[dict]:  # noqa: ANN001
    """Draw each face alone and read back: picture panel box, badge circles, first text line, sizes."""
    path = tmp_path / f"{job.component}.pdf"
    c = Canvas(str(path), pagesize=(job.width, job.height), invariant=1)
    for drawing in drawings:
        drawing(c, job.width, job.height, 0.0, False)
        c.showPage()
    c.save()
    found = []
    with open_pdf(path) as pdf:
        for drawing, page in zip(drawings, pdf.pages):
            layout = drawing.layout
            h = page.height
            art = layout.slots.art
            panels = [r for r in page.rects if art and abs((r["x1"] - r["x0"]) - art.w) < 0.5
                      and abs((r["bottom"] - r["top"]) - art.h) < 0.5]
            badge_d = 2 * layout.slots.template.badge_r
            band = layout.slots.title  # a badge is a circle of the template's size centred in the title band
            badges = sorted((round((cv["x0"] + cv["x1"]) / 2 / PT, 2), round((h - (cv["top"] + cv["bottom"]) / 2) / PT, 2))
                            for cv in page.curves if abs((cv["x1"] - cv["x0"]) - badge_d) < 1.5
                            and abs((cv["bottom"] - cv["top"]) - badge_d) < 1.5
                            and band.y <= h - (cv["top"] + cv["bottom"]) / 2 <= band.top)
            box = layout.slots.text
            body = [ch for ch in page.chars if abs(ch["size"] - layout.text_size) < 0.01
                    and ch["top"] >= h - box.top - 0.5 and ch["bottom"] <= h - box.y + 0.5]
            found.append({
                "spec": drawing.spec,
                "panel": [(round(r["x0"] / PT, 2), round((h - r["bottom"]) / PT, 2)) for r in panels[:1]],
                "badges": badges,
                "text_top": round(min(ch["top"] for ch in body) / PT, 2) if body else None,
            })
    return found


def _spread(values: list[float]) -> float:
    return max(values) - min(values) if values else 0.0


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_of_a_deck_has_its_panel_badges_and_text_box_at_one_place(tmp_path, game_id):
    decks = _decks(game_id)
    assert decks
    for name, (job, drawings) in decks.items():
        found = _measure(tmp_path, job, drawings)
        panels = [f["panel"][0] for f in found if f["panel"]]
        with_art = [f for f in found if f["spec"].icon]
        assert len(panels) == len(with_art), (name, "a face with a picture has no panel of the template's size")
        assert _spread([p[0] for p in panels]) <= TOLERANCE and _spread([p[1] for p in panels]) <= TOLERANCE, name
        # Each badge position (left, right) is one of the deck's two: the same x and y on every card.
        spots = defaultdict(list)
        for f in found:
            for x, y in f["badges"]:
                spots["left" if x < job.width / PT / 2 else "right"].append((x, y))
        for side, points in spots.items():
            assert _spread([p[0] for p in points]) <= TOLERANCE and _spread([p[1] for p in points]) <= TOLERANCE, \
                (name, side, points)
        tops = [f["text_top"] for f in found if f["text_top"] is not None]
        assert tops and _spread(tops) <= TOLERANCE, (name, tops)  # the first line of text at one place


@pytest.mark.parametrize("game_id", GAMES)
def test_one_body_size_per_deck(game_id):
    for name, (_, drawings) in _decks(game_id).items():
        sizes = {d.layout.text_size for d in drawings if d.spec.sections}
        assert len(sizes) == 1, (name, sizes)
        assert min(sizes) >= 6.5


@pytest.mark.parametrize("game_id", GAMES)
def test_the_body_size_is_the_largest_the_longest_card_allows(game_id):
    """A quarter point more and some card of the deck would no longer fit its text box."""
    from goblinkit.pnp.drawers.face import _height, wrap_sections

    for name, (_, drawings) in _decks(game_id).items():
        texts = [d for d in drawings if d.spec.sections]
        size = texts[0].layout.text_size
        template = texts[0].layout.slots.template
        if size >= template.text_max:
            continue
        box = texts[0].layout.slots.text

        def fits(d: FaceDrawing, s: float) -> bool:
            lines = wrap_sections(d.spec.sections, s, box.w, d.layout.fonts.text, d.layout.fonts.bold)
            return lines is not None and _height(lines, s) <= box.h - template.text_pad

        assert all(fits(d, size) for d in texts), name
        assert not all(fits(d, size + 0.25) for d in texts), name


def test_the_text_box_top_is_measured_in_the_pdf_at_one_place(tmp_path):
    """The exact check on the deck with the most cards: every Goblout face's first line at one height."""
    job, drawings = _decks("goblout")["cards"]
    tops = [f["text_top"] for f in _measure(tmp_path, job, drawings)]
    assert None not in tops and _spread(tops) <= TOLERANCE, tops
