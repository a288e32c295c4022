"""Every deck and counter sheet has a back (issue 24: a player who prints duplex gets finished pieces),
and a back lands behind its front: measured in the PDF, each back's centre is its front's mirrored
about the page's flip axis, within 0.5 mm (chits riding on a deck's last sheet included)."""

from __future__ import annotations

import pytest

from goblinkit.content.loader import load_game
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.recipes import jobs_for
from goblinkit.pnp.sheets import render_sheet_job
from tests.pnp.measure import PT, open_pdf, to_mm

GAMES = ["goblins-vs-zombies", "gobbledygook", "goblout", "gobz-heroes", "globbo"]
# Sheets that are neither a deck nor counters: nothing on them is ever turned face down.
NOT_PIECES = {("gobbledygook", "measuring-sticks"), ("goblout", "aid"), ("goblout", "dice"),
              ("gobz-heroes", "vp-gauges")}
TOL = 0.5  # mm


@pytest.mark.parametrize("game_id", GAMES)
def test_every_deck_and_counter_sheet_has_backs(game_id):
    jobs = [j for j in jobs_for(load_game(game_id, None)) if isinstance(j, SheetJob)]
    one_sided = {j.component for j in jobs if not j.has_backs} - {c for g, c in NOT_PIECES if g == game_id}
    assert not one_sided
    bare = {face.item_id for j in jobs if (game_id, j.component) not in NOT_PIECES for face in j.faces
            if face.back is None}
    assert bare == set()  # every piece, GvZ's Token cards included, not just every sheet


def test_globbo_marker_backs_carry_the_game_back_and_the_shared_back_its_title(tmp_path):
    """Globbo!'s marker backs are the game's back design (dotted pattern, ring), not a flat grey; the one
    back Blips and Yeasts share carries the game's title."""
    job = next(j for j in jobs_for(load_game("globbo", None)) if j.component == "counters")
    render_sheet_job(job, PrintOptions(), tmp_path / "counters.pdf")
    with open_pdf(tmp_path / "counters.pdf") as pdf:
        backs = " ".join(pdf.pages[i].extract_text() for i in range(1, len(pdf.pages), 2))
        markers = pdf.pages[1]  # (butted: the one sheet's backs)
        dots = [o for o in markers.curves + markers.rects if to_mm(o["x1"] - o["x0"]) < 1.5]
        lowest = max(w["bottom"] for w in markers.extract_words() if w["text"] == "DONE")
    assert backs.count("GLOBBO!") == 36 + 18  # every Blip (36) and Yeast (18), on their one shared back
    assert max(o["bottom"] for o in dots) > lowest - 3 * PT  # the dots pattern, drawn behind every marker


def _centres(page, w: float, h: float, kind: str) -> list[tuple[float, float]]:  # noqa: ANN001
    """Centres (mm from the bottom-left) of the page's curves or rects whose box is w x h mm."""
    found = set()
    for o in getattr(page, kind):
        if abs(to_mm(o["x1"] - o["x0"]) - w) < 0.2 and abs(to_mm(o["bottom"] - o["top"]) - h) < 0.2:
            found.add((round(to_mm(o["x0"] + o["x1"]) / 2, 2), round(to_mm(2 * page.height - o["top"] - o["bottom"]) / 2, 2)))
    return sorted(found)


def _mirrored(fronts, backs, page_w: float) -> None:  # noqa: ANN001
    assert fronts and len(fronts) == len(backs)
    for x, y in fronts:
        assert any(abs(page_w - x - bx) < TOL and abs(y - by) < TOL for bx, by in backs), (x, y)


@pytest.mark.parametrize(("game_id", "component", "front_mm", "back_mm", "chits", "saver"), [
    ("gobbledygook", "markers", 15.875 - 2, 15.875 - 4.4, 99, False),  # GG's markers butted on their own sheet
    ("gobz-heroes", "markers", 19.05 - 2, 19.05 - 4.4, 48, False),  # Gob'z markers butted on their own sheet
    ("goblout", "teeth", 19.05 - 4.4, 19.05 - 4.4, 50, True),  # Goblout's teeth butted on their own sheet: both rings 2.2 mm in
])
def test_chit_backs_sit_behind_their_fronts(tmp_path, game_id, component, front_mm, back_mm, chits, saver):
    """A front chit is found by its ground's rounded square 1 mm inside the cut (a light marker) or, on an
    ink-saver page (no surfaces: quick to read), a tooth's ring 2.2 mm in; its back by the back's ring
    2.2 mm in; long-edge duplex mirrors x."""
    job = next(j for j in jobs_for(load_game(game_id, None)) if j.component == component)
    path = tmp_path / "chits.pdf"
    render_sheet_job(job, PrintOptions(ink_saver=saver), path)
    fronts, backs = [], []
    with open_pdf(path) as pdf:
        page_w = to_mm(pdf.pages[0].width)
        for number in range(len(pdf.pages) - 2, len(pdf.pages), 2):  # the last sheet carries the chits
            front = _centres(pdf.pages[number], front_mm, front_mm, "curves")
            back = _centres(pdf.pages[number + 1], back_mm, back_mm, "curves")
            _mirrored(front, back, page_w)
            fronts += front
            backs += back
    assert len(fronts) == len(backs) == chits


def test_scenario_cards_have_the_decks_back_behind_each_card(tmp_path):
    job = next(j for j in jobs_for(load_game("gobbledygook", None)) if j.component == "scenarios")
    path = tmp_path / "cards.pdf"
    render_sheet_job(job, PrintOptions(ink_saver=True), path)
    w, h = job.width / (72 / 25.4), job.height / (72 / 25.4)
    with open_pdf(path) as pdf:
        page_w = to_mm(pdf.pages[0].width)
        # each front's ground (gg_scenarios: the frame colour's tint to the cut, 0.1 mm in for its round corners)
        fronts = _centres(pdf.pages[0], w - 0.2, h - 0.2, "curves")
        # the light backs' cut outline, and the forest chart back's ground like a front's
        backs = sorted(_centres(pdf.pages[1], w, h, "rects") + _centres(pdf.pages[1], w - 0.2, h - 0.2, "curves"))
        assert "SCENARIO" in pdf.pages[1].extract_text()
    assert len(fronts) == 6
    _mirrored(fronts, backs, page_w)
