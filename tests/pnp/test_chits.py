"""Chits measured from the PDFs: every icon painted on a chit's front spans at least half the chit
(read from the content streams: the icon form's scale where it is painted), and the larger chits
(GobbledyGook!'s 1.5 in blips) carry their names."""

from __future__ import annotations

import pikepdf
import pytest

from goblinkit.content.icons import VIEWBOX
from goblinkit.content.loader import load_game
from goblinkit.pnp.build import render_job
from goblinkit.pnp.recipes import jobs_for
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import open_pdf

CHITS = [("globbo", "counters"), ("gobbledygook", "markers"), ("goblout", "teeth"), ("gobz-heroes", "markers")]


def _mul(a, b):  # noqa: ANN001, ANN202 - PDF matrices [a b c d e f], a then b
    return [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2],
            a[2] * b[1] + a[3] * b[3], a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5]]


def icon_sizes(stream, resources, ctm=(1, 0, 0, 1, 0, 0)) -> list[float]:  # noqa: ANN001
    """The side (pt) of every icon form painted in a page or form, following q/Q/cm and nested forms."""
    sizes, stack, m = [], [], list(ctm)
    xobjects = resources.get("/XObject", {}) if resources is not None else {}
    for operands, op in pikepdf.parse_content_stream(stream):
        name = str(op)
        if name == "q":
            stack.append(m)
        elif name == "Q":
            m = stack.pop()
        elif name == "cm":
            m = _mul([float(v) for v in operands], m)
        elif name == "Do":
            key = str(operands[0])
            form = xobjects[key]
            inner = _mul([float(v) for v in form.get("/Matrix", [1, 0, 0, 1, 0, 0])], m)
            if key.startswith("/FormXob.icon-"):
                sizes.append(abs(inner[0] * inner[3] - inner[1] * inner[2]) ** 0.5 * VIEWBOX)
            else:
                sizes += icon_sizes(form, form.get("/Resources"), inner)
    return sizes


@pytest.mark.parametrize("game,component", CHITS)
def test_every_chit_icon_spans_half_the_chit(game, component, tmp_path):
    opts = PrintOptions()  # the chits' own job (a build may carry them on a deck's free places: same drawing)
    job = next(j for j in jobs_for(load_game(game, None), packed=False) if j.component == component)
    built = render_job(job, opts, tmp_path)
    with pikepdf.open(built.path) as pdf:
        fronts = [p for i, p in enumerate(pdf.pages) if not (job.has_backs and i % 2)]
        sizes = [s for page in fronts for s in icon_sizes(page, page.Resources)]
    assert len(sizes) >= len(job.faces) * 0.5  # icons were found (a chit without an icon shows its words)
    assert min(sizes) >= 0.5 * job.width, (game, component, min(sizes) / job.width)


def test_the_larger_chits_carry_their_names(tmp_path):
    game = load_game("gobbledygook", None)
    job = next(j for j in jobs_for(game, packed=False) if j.component == "blips")
    built = render_job(job, PrintOptions(), tmp_path)
    with open_pdf(built.path) as pdf:
        text = " ".join(p.extract_text() for i, p in enumerate(pdf.pages) if i % 2 == 0)
    for blip in game.components["blips"].items:
        assert text.count(blip.name.upper()) >= blip.count, blip.name  # in capitals of the bold text face
