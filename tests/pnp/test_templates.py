"""One template per deck, measured in the PDF: every card face of a deck drawn alone on a page of its
size, then read back with pdfplumber. The picture panel, the badges and the text box's first line sit
at the same place on every card (within 0.1 mm); each card's rules text is the largest size in its deck's
body range that fits, and no card's panel is more than a quarter empty."""

from __future__ import annotations

from collections import defaultdict

import pytest
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import load_game
from goblinkit.pnp.recipes import FaceDrawing, jobs_for
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.textfit import MIN_SIZE
from tests.pnp.measure import PT, open_pdf

# GobbledyGook!'s one deck of cards, the scenarios, is drawn by pnp/games/gg_scenarios.py in labelled blocks,
# not by a template: tests/pnp/test_gg_published.py measures its fill, margins and sizes.
GAMES = ["goblout", "gobz-heroes", "goblins-vs-zombies"]
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


def faces_alone(path, job: SheetJob, drawings) -> object:  # noqa: ANN001
    """Each face drawn alone on a page of its own size, no bleed: a PDF to read each card back from."""
    c = Canvas(str(path), pagesize=(job.width, job.height), invariant=1)
    for drawing in drawings:
        drawing(c, job.width, job.height, 0.0, False)
        c.showPage()
    c.save()
    return path


def _measure(tmp_path, job: SheetJob, drawings: list[FaceDrawing]) -> list[dict]:  # noqa: ANN001
    """Draw each face alone and read back: picture panel box, badge circles, first text line, sizes."""
    path = faces_alone(tmp_path / f"{job.component}.pdf", job, drawings)
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
                # the first line's top: its baseline plus its size (a larger size sets its baseline lower)
                "text_top": round(max(ch["matrix"][5] + ch["size"] for ch in body) / PT, 2) if body else None,
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
def test_each_cards_body_size_is_within_its_decks_range(game_id):
    for name, (_, drawings) in _decks(game_id).items():
        template = drawings[0].layout.slots.template
        assert MIN_SIZE <= template.text_min <= template.text_max, name
        sizes = {d.layout.text_size for d in drawings if d.spec.sections}
        assert sizes and template.text_min <= min(sizes) and max(sizes) <= template.text_max, (name, sizes)


@pytest.mark.parametrize("game_id", GAMES)
def test_each_cards_body_size_is_the_largest_its_text_box_allows(game_id):
    """A quarter point more and the card's text would no longer fit its box (or the deck's body.max)."""
    from goblinkit.pnp.drawers.face import _height, wrap_sections

    for name, (_, drawings) in _decks(game_id).items():
        for d in drawings:
            if not d.spec.sections or d.layout.text_size >= d.layout.slots.template.text_max:
                continue
            box, pad = d.layout.slots.text, d.layout.slots.template.text_pad
            lines = wrap_sections(d.spec.sections, d.layout.text_size + 0.25, box.w, d.layout.fonts.text,
                                  d.layout.fonts.bold, chip=d.layout.slots.template.chip)  # its chips as they print
            assert lines is None or _height(lines, d.layout.text_size + 0.25) > box.h - pad, (name, d.spec.title)


def _panel_use(tmp_path, job: SheetJob, drawings: list[FaceDrawing]) -> list[tuple[str, float, float | None]]:  # noqa: ANN001
    """Each face drawn alone and read back: its title, the share of its panel left empty under the
    lowest text in its text box, and its picture panel's height in mm (None without a picture)."""
    path = faces_alone(tmp_path / f"use-{job.component}.pdf", job, drawings)
    found = []
    with open_pdf(path) as pdf:
        for drawing, page in zip(drawings, pdf.pages):
            s, h = drawing.layout.slots, page.height
            text = [ch for ch in page.chars if s.text.x - 0.5 <= ch["x0"] and ch["x1"] <= s.text.x + s.text.w + 0.5
                    and h - s.text.top - 0.5 <= ch["top"] and ch["bottom"] <= h - s.text.y + 0.5]
            empty = (h - max(ch["bottom"] for ch in text) - s.text.y) / s.panel.h if text else 1.0
            art = [r["bottom"] - r["top"] for r in page.rects if s.art and abs((r["x1"] - r["x0"]) - s.art.w) < 0.5
                   and abs(h - r["top"] - s.art.top) < 0.5]
            found.append((drawing.spec.title, empty, max(art) / PT if art else None))
    return found


def text_box_use(tmp_path, job: SheetJob, drawings: list[FaceDrawing]) -> list[tuple[FaceDrawing, float]]:  # noqa: ANN001
    """Each face and the share of its TEXT BOX (not its panel) left empty under its last line of text,
    measured in the PDF as `_panel_use` does: a half-empty text box under a large picture passed the
    panel's quarter (issue 36: GvZ's Zombies, Goblout's Scavenge). The one measure of the fill tests."""
    found = _panel_use(tmp_path, job, drawings)
    return [(d, empty * d.layout.slots.panel.h / d.layout.slots.text.h) for d, (_, empty, _) in zip(drawings, found)]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_card_panel_is_more_than_a_quarter_empty(tmp_path, game_id):
    """Measured in the PDF over every deck: from the lowest line of rules text to the text box's bottom
    is at most a quarter of the card's panel (issue 36: GvZ's Zombies had an empty lower third)."""
    for name, (job, drawings) in _decks(game_id).items():
        worded = [d for d in drawings if d.spec.sections]
        emptiest = max(_panel_use(tmp_path, job, worded), key=lambda found: found[1])
        assert emptiest[1] <= 0.25, (name, emptiest)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_picture_is_within_its_templates_height_range(tmp_path, game_id):
    """The picture panel, measured in the PDF, is art.height to art.max tall, and one height per deck."""
    for name, (job, drawings) in _decks(game_id).items():
        t = drawings[0].layout.slots.template
        heights = {round(found[2], 2) for found in _panel_use(tmp_path, job, drawings) if found[2] is not None}
        assert len(heights) <= 1, (name, heights)
        for height in heights:
            assert t.art_h / PT - 0.05 <= height <= max(t.art_h, t.art_max) / PT + 0.05, (name, height)


def test_the_zombies_pictures_grew_to_fill_their_cards():
    """GvZ's Zombie deck: its picture grows past art.height (26 mm) towards art.max, as its texts allow."""
    _, drawings = _decks("goblins-vs-zombies")["zombie-deck"]
    art = drawings[0].layout.slots.art
    assert art is not None and art.h / PT >= 34


def test_the_text_box_top_is_measured_in_the_pdf_at_one_place(tmp_path):
    """The exact check on the deck with the most cards: every Goblout face's first line at one height."""
    job, drawings = _decks("goblout")["cards"]
    tops = [f["text_top"] for f in _measure(tmp_path, job, drawings)]
    assert None not in tops and _spread(tops) <= TOLERANCE, tops
