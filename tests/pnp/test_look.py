"""The look, measured: text contrast on cards (WCAG AA, read from the rendered PDF), icons of one
game told apart by their silhouettes, surfaces deterministic, the style data and its errors."""

from __future__ import annotations

from collections import Counter

import pypdfium2 as pdfium
import pytest
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import load_game
from goblinkit.pnp.contrast import AA_LARGE, AA_SMALL, ratio
from goblinkit.pnp.drawers.icon import draw_icon
from goblinkit.pnp.recipes import FaceDrawing, jobs_for
from goblinkit.pnp.jobs import SheetJob
from tests.pnp.measure import open_pdf

DPI = 150


def _faces(game_id: str) -> list[tuple[SheetJob, FaceDrawing]]:
    out = {}
    for job in jobs_for(load_game(game_id), packed=False):
        if isinstance(job, SheetJob):
            for face in job.faces:
                for fn in (face.front, face.back):
                    # a template's face, or a designed one that says what card it is (GG's scenarios)
                    if isinstance(fn, FaceDrawing) or getattr(fn, "spec", None) is not None:
                        out.setdefault(fn, job)
    return [(job, fn) for fn, job in out.items()]


def _hex(colour) -> tuple[int, int, int]:  # noqa: ANN001 - pdfplumber's colour tuple
    if colour is None:
        return (0, 0, 0)
    if len(colour) == 1:
        return (round(colour[0] * 255),) * 3
    return tuple(round(v * 255) for v in colour[:3])


def _ground(image, box, ink: tuple[int, int, int]) -> tuple[int, int, int] | None:  # noqa: ANN001
    """The commonest colour in the glyph's box that is not the glyph's own ink (its background)."""
    x0, y0, x1, y1 = (round(v * DPI / 72) for v in box)
    pixels = [image.getpixel((x, y)) for x in range(max(x0, 0), min(x1, image.width))
              for y in range(max(y0, 0), min(y1, image.height))]
    far = [p[:3] for p in pixels if sum(abs(a - b) for a, b in zip(p[:3], ink)) > 90]
    return Counter(far).most_common(1)[0][0] if far else None


@pytest.mark.parametrize("game_id", ["goblout", "goblins-vs-zombies", "gobz-heroes", "gobbledygook"])
def test_text_on_cards_reaches_wcag_aa_against_what_is_behind_it(tmp_path, game_id):
    """Every word on every distinct card face: its fill colour from the PDF against the commonest other
    colour under it in the rendered page: 4.5:1 (3:1 from 14 pt), the Lightning and White cards included."""
    faces = _faces(game_id)
    path = tmp_path / "faces.pdf"
    job0 = faces[0][0]
    c = Canvas(str(path), pagesize=(job0.width, job0.height), invariant=1)
    for job, fn in faces:
        c.setPageSize((job.width, job.height))
        fn(c, job.width, job.height, 0.0, False)
        c.showPage()
    c.save()
    failures = []
    document = pdfium.PdfDocument(str(path))
    with open_pdf(path) as pdf:
        for index, page in enumerate(pdf.pages):
            image = document[index].render(scale=DPI / 72).to_pil().convert("RGB")
            for word in page.extract_words(extra_attrs=["non_stroking_color", "size"]):
                ink = _hex(word["non_stroking_color"])
                ground = _ground(image, (word["x0"], word["top"], word["x1"], word["bottom"]), ink)
                if ground is None:
                    continue
                need = AA_LARGE if word["size"] >= 14 else AA_SMALL
                have = ratio("#%02x%02x%02x" % ink, "#%02x%02x%02x" % ground)
                if have < need:
                    failures.append((faces[index][1].spec.title, word["text"], round(have, 2)))
    assert not failures, failures[:12]


def _silhouette(tmp_path, name: str) -> set[tuple[int, int]]:  # noqa: ANN001
    path = tmp_path / f"{name}.pdf"
    c = Canvas(str(path), pagesize=(64, 64), invariant=1)
    draw_icon(c, name, 0, 0, 64, "#000000")
    c.save()
    image = pdfium.PdfDocument(str(path))[0].render(scale=1).to_pil().convert("L")
    return {(x, y) for x in range(image.width) for y in range(image.height) if image.getpixel((x, y)) < 128}


def _icons(game_id: str) -> dict[str, str]:
    """Each card's picture in the game (card title -> icon)."""
    return {fn.spec.title: fn.spec.icon for _, fn in _faces(game_id) if fn.spec.icon}


@pytest.mark.parametrize("game_id", ["goblout", "goblins-vs-zombies", "gobz-heroes"])
def test_different_cards_of_a_game_do_not_share_a_look_alike_picture(tmp_path, game_id):
    """Two horns, two wrenches: pictures of different icons overlap less than 60% (intersection over union)."""
    icons = sorted(set(_icons(game_id).values()))
    shapes = {name: _silhouette(tmp_path, name) for name in icons}
    close = []
    for i, a in enumerate(icons):
        for b in icons[i + 1:]:
            union = len(shapes[a] | shapes[b])
            overlap = len(shapes[a] & shapes[b]) / union if union else 0
            if overlap > 0.6:
                close.append((a, b, round(overlap, 2)))
    assert not close, close
    kinds = {frozenset(("hunting-horn", "mighty-horn")), frozenset(("monkey-wrench", "spanner"))}
    assert not any(pair <= set(icons) for pair in kinds)
