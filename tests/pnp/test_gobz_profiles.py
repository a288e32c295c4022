"""Gob'z'Heroes' Profile cards (issue 36's panel): Zapgit's Profile ended on a stray "· Fallout." line
(its skill said "with Fallout" and its weapon line "· Fallout" again, and a line could start with the
"·"), and the pictures filled about 65 % of their panel. Now its skill spells out Fallout as the rulebook
does and its weapon line says it once, a weapon's numbers wrap as "Range 3", no line starts with "·", and
each picture, measured in its render, is about 80 % of its panel's height."""

from __future__ import annotations

import subprocess

from PIL import Image
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import load_game
from goblinkit.pnp.drawers.face_fit import NO_BREAK, Section, wrap_sections
from goblinkit.pnp.fonts import font, width
from goblinkit.pnp.jobs import SheetJob
from goblinkit.pnp.recipes import FaceDrawing, jobs_for

DPI = 100


def _profiles() -> tuple[SheetJob, list[FaceDrawing]]:
    """The sheet job carrying the Profile deck (it shares sheets with two small decks) and its faces."""
    for job in jobs_for(load_game("gobz-heroes"), packed=False):
        if isinstance(job, SheetJob):
            faces = [f for f in dict.fromkeys(face.front for face in job.faces)
                     if isinstance(f, FaceDrawing) and f.deck == "gobz"]
            if faces:
                return job, faces
    raise AssertionError("no Profile deck")


def _text(drawing: FaceDrawing) -> list[str]:
    return ["".join(run.text for run in line) for line in drawing.layout.lines]


def test_zapgits_profile_says_fallout_once_and_keeps_its_numbers_whole():
    _, drawings = _profiles()
    zapgit = next(d for d in drawings if d.spec.title == "Zapgit the Sparky")
    assert _text(zapgit) == [  # the rulebook's Fallout (How to Use Stuff Cards), then the weapon's numbers once
        "Sparks: Ranged attack of", "crackling sparks. Fallout: full", "Strength on the impact point, half",
        "(rounded up) on the 8 squares", "around it, each Gob' there rolled", "to hit. Repeat 1 · Range 3 ·",
        "Strength 3 · Fallout."]
    starts = [(d.spec.title, line) for d in drawings for line in _text(d) if line.startswith(("·", "/"))]
    assert starts == []


def test_a_no_break_space_ties_two_words_and_a_dot_stays_with_the_word_before():
    faces = (font("fira-sans-condensed"), font("fira-sans-condensed-bold"))
    text = f"Repeat{NO_BREAK}1 · Range{NO_BREAK}3 · Strength{NO_BREAK}3"
    box = width("Repeat 1 · Range", faces[0], 10) + 1  # room for "Range" but not "Range 3"
    lines = wrap_sections((Section(text),), 10, box, *faces) or []
    assert ["".join(run.text for run in line) for line in lines] == ["Repeat 1 ·", "Range 3 ·", "Strength 3"]


def test_profile_pictures_fill_about_80_percent_of_their_panel(tmp_path):
    """Each Profile drawn alone at 100 dpi: the rows of its picture panel holding the icon's ink (darker than
    the pale ground) span 77-88 % of the panel's height on average, none over 92 % (was 71 % on average)."""
    job, drawings = _profiles()
    c = Canvas(str(tmp_path / "p.pdf"), pagesize=(job.width, job.height))
    for drawing in drawings:
        drawing(c, job.width, job.height, 0.0, False)
        c.showPage()
    c.save()
    subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", str(tmp_path / "p.pdf"), str(tmp_path / "p")], check=True)
    shares = {}
    for drawing, path in zip(drawings, sorted(tmp_path.glob("p-*.pgm"))):
        image, art, scale = Image.open(path), drawing.layout.slots.art, DPI / 72
        assert art is not None
        x0, x1 = round(art.x * scale) + 2, round((art.x + art.w) * scale) - 2
        top, bottom = round((job.height - art.top) * scale), round((job.height - art.y) * scale)
        inked = [y for y in range(top + 2, bottom - 2) if any(image.getpixel((x, y)) < 140 for x in range(x0, x1))]
        shares[drawing.spec.title] = round((max(inked) - min(inked) + 1) / (bottom - top), 2)
    assert 0.77 <= sum(shares.values()) / len(shares) <= 0.88 and max(shares.values()) <= 0.92, shares
