"""The shared aid's rail across (pnp/drawers/aid.py): equal columns under numbered discs, and a step whose
word cannot fit its column is a one-line TextFitError, never an overflow."""

from __future__ import annotations

import io

import pytest
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.drawers.aid import AidFaces, draw_rail_across, rail_across_height
from goblinkit.pnp.fonts import BODY, BODY_BOLD, font
from goblinkit.pnp.textfit import TextFitError

FACES = AidFaces(font(BODY_BOLD), font(BODY), font(BODY_BOLD))


def test_the_rail_is_as_tall_as_its_longest_step_and_draws_to_that_foot():
    steps = ["Move.", "Attack: in any order, one figure after another, until every figure has attacked.", "Build."]
    short = rail_across_height(steps[:1] * 3, mm(150), 9, FACES)
    tall = rail_across_height(steps, mm(150), 9, FACES)
    assert short is not None and tall is not None and tall > short
    bottom = draw_rail_across(Canvas(io.BytesIO()), 0, 500, mm(150), steps, ["#1f5f8b"] * 3, 9, FACES, False)
    assert bottom == pytest.approx(500 - tall)


def test_a_word_too_wide_for_its_column_is_a_text_fit_error():
    steps = ["Supercalifragilisticexpialidocious"] * 7
    assert rail_across_height(steps, mm(60), 9, FACES) is None
    with pytest.raises(TextFitError, match=r"^a step of the rail does not fit its 6 mm column at 9 pt$"):
        draw_rail_across(Canvas(io.BytesIO()), 0, 500, mm(60), steps, ["#1f5f8b"] * 7, 9, FACES, False)
