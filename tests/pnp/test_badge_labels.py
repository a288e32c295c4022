"""A badge's label (HP, COST, DAMAGE, POINT) printed whole: with `badge.label: below` (GvZ, Goblout) no
letter of it sits under its badge's circle, measured in the PDF (issue 36's panel: "the HP/COST badge
labels sit half under their circles"). The default, `tucked`, keeps the older tab for the other games."""

from __future__ import annotations

import pytest
from reportlab.pdfbase import pdfmetrics

from goblinkit.content.loader import load_game
from goblinkit.pnp.fonts import font
from goblinkit.pnp.recipes import FaceDrawing, jobs_for
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.style_load import _leaf_problem
from tests.pnp.restyled import style_errors
from tests.pnp.measure import open_pdf
from tests.pnp.test_templates import faces_alone

LABELS = {"HP", "COST", "DAMAGE", "POINT"}


def _labelled(game_id: str) -> tuple[SheetJob, list[FaceDrawing]]:
    """One card job of the game and a face for each template and pair of badge labels it uses (every
    face of a template puts its badges at one place: test_templates), so the PDF read stays short."""
    found: dict[tuple, FaceDrawing] = {}
    jobs = [job for job in jobs_for(load_game(game_id), packed=False) if isinstance(job, SheetJob)]
    for job in jobs:
        for fn in (f.front for f in job.faces):
            if isinstance(fn, FaceDrawing) and (fn.spec.badge_left or fn.spec.badge_right):
                key = (fn.layout.slots.template.name, fn.layout.slots.text,
                       *(badge.label if badge else "" for badge in (fn.spec.badge_left, fn.spec.badge_right)))
                found.setdefault(key, fn)
    return jobs[0], list(found.values())


@pytest.mark.parametrize("game_id", ["goblins-vs-zombies", "goblout"])
def test_every_badge_label_prints_wholly_below_its_circle(tmp_path, game_id):
    job, drawings = _labelled(game_id)
    assert len(drawings) >= 2  # (DAMAGE, POINT; GvZ: COST and HP on several templates)
    path = faces_alone(tmp_path / "badges.pdf", job, drawings)
    checked = 0
    with open_pdf(path) as pdf:
        for drawing, page in zip(drawings, pdf.pages):
            t = drawing.layout.slots.template
            assert t.badge_label_place == "below", (game_id, t.name)
            caps = pdfmetrics.getFont(font(drawing.layout.fonts.bold)).face.capHeight / 1000
            d = 2 * t.badge_r
            band = drawing.layout.slots.title  # a badge: a circle of the template's size centred in the title band
            circles = [cv for cv in page.curves if abs(cv["x1"] - cv["x0"] - d) < 1.5
                       and abs(cv["bottom"] - cv["top"] - d) < 1.5
                       and band.y <= page.height - (cv["top"] + cv["bottom"]) / 2 <= band.top]
            for ring in circles:
                ring_bottom = page.height - ring["bottom"]  # points from the page's foot
                # the label: the small capitals under this ring (DAMAGE runs past its width)
                label = [ch for ch in page.chars if abs(ch["size"] - t.badge_label) < 0.01
                         and ring["x0"] - 8 <= (ch["x0"] + ch["x1"]) / 2 <= ring["x1"] + 8
                         and ring_bottom - 12 < ch["matrix"][5] < ring_bottom + d / 2]
                assert "".join(ch["text"] for ch in label) in LABELS, (game_id, drawing.spec.title, label)
                for ch in label:
                    cap_top = ch["matrix"][5] + caps * ch["size"]
                    assert cap_top <= ring_bottom, (game_id, drawing.spec.title, ch["text"], cap_top, ring_bottom)
                checked += 1
    assert checked >= len(drawings)


def test_a_badge_label_place_is_tucked_or_below():
    assert _leaf_problem("badge-label", "below") is None
    assert _leaf_problem("badge-label", "under") == "unknown badge label place 'under' (known: tucked, below)"


def test_an_unknown_badge_label_place_is_an_error_at_its_line(tmp_path):
    style, errors = style_errors(tmp_path, "templates:\n  goblout-card:\n    badge: {label: under}\n")
    assert errors == [
        f"{style}:3:20: templates.goblout-card.badge.label: unknown badge label place 'under' "
        "(known: tucked, below)"]
