"""Light chits (issue 36): Globbo!'s counters, GobbledyGook!'s and Gob'z'Heroes' markers print as published
chits do, a pale tint of each kind's colour inside a rim of it with a deep icon, at a fraction of the ink of
solid chits; under --ink-saver nothing but icons, words and a round chit's cut circle. Icons and words reach
WCAG contrast on what is behind them; the look is the game's style.yaml `chits:` entry, checked."""

from __future__ import annotations

from collections import Counter

import pypdfium2 as pdfium
import pytest
from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import load_game
from goblinkit.pnp.build import render_job
from goblinkit.pnp.contrast import AA_LARGE, AA_SMALL, WHITE, luminance, ratio
from goblinkit.pnp.drawers.chit import ChitLook, chit_look
from goblinkit.pnp.drawers.counter import counter_front
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.recipes import jobs_for
from goblinkit.pnp.style import style_for
from tests.pnp.ink import page_inks
from tests.pnp.measure import open_pdf
from tests.pnp.restyled import style_errors

DPI = 600

# game, its chits' job, the components on it, the most ink the job's first front page may carry (solid chits:
# Globbo! 31 %, GobbledyGook! 22 %, Gob'z'Heroes 13 %; light: 16, 13 and 8 %), and with --ink-saver (5, 6, 4 %)
CHITS = [("globbo", "counters", ("pieces", "markers"), 0.18, 0.06),
         ("gobbledygook", "markers", ("markers",), 0.15, 0.075),
         ("gobz-heroes", "markers", ("markers",), 0.10, 0.05)]


@pytest.mark.parametrize("game_id,component,parts,light,saver", CHITS)
def test_a_sheet_of_chits_prints_light_and_lighter_with_ink_saver(tmp_path, game_id, component, parts, light, saver):
    job = next(j for j in jobs_for(load_game(game_id, None), packed=False) if j.component == component)
    inks = [page_inks(render_job(job, PrintOptions(ink_saver=mode), tmp_path / str(mode)).path)[0]
            for mode in (False, True)]
    assert inks[0] <= light and inks[1] <= saver, (game_id, [f"{ink:.1%}" for ink in inks])


@pytest.mark.parametrize("game_id,component,parts,light,saver", CHITS)
def test_each_kind_keeps_its_colour_on_a_pale_ground_with_a_deep_icon(game_id, component, parts, light, saver):
    """The ground a pale tint of the kind's colour (its rim the colour itself, so kinds differ at arm's
    length), the icon and words that colour deepened to 7:1 on it, and to AA on white with --ink-saver."""
    game = load_game(game_id, None)
    look = chit_look(style_for(game).chits)
    assert look.light
    for part in parts:
        for chit in game.components[part].items:
            ground, ink = look.ground(chit.colour), look.ink(chit.colour)
            assert luminance(ground) >= 0.7, (chit.id, ground)
            assert ratio(ink, ground) >= 7.0, (chit.id, ink, ground)
            assert ratio(look.ink(chit.colour, True), WHITE) >= AA_SMALL, chit.id
            assert ratio(ink, chit.colour) < ratio(ink, ground)  # the rim darker than the ground it rings


@pytest.mark.parametrize("ink_saver", [False, True], ids=["light", "ink-saver"])
def test_a_number_over_a_faint_icon_reads(tmp_path, ink_saver):
    """A leaf pile's "3" over its faint leaf, as drawn: its colour (from the PDF) against every colour
    under it in the rendered chit (the faint icon, the ground): AA for its size."""
    game = load_game("gobbledygook", None)
    markers = game.components["markers"]
    size, path = markers.size.pt, tmp_path / "leaf.pdf"
    c = Canvas(str(path), pagesize=(size, size), invariant=1)
    for marker in (m for m in markers.items if m.icon and m.text):
        counter_front(marker, markers, game.fonts["title"], game.fonts["body"], chit_look(style_for(game).chits))(
            c, size, size, 0.0, ink_saver)
        c.showPage()
    c.save()
    document, failures = pdfium.PdfDocument(str(path)), []
    with open_pdf(path) as pdf:
        assert len(pdf.pages) == 4  # the leaf piles 2 to 5
        for page, rendered in zip(pdf.pages, document):
            image = rendered.render(scale=DPI / 72).to_pil().convert("RGB")
            for char in page.chars:
                ink = tuple(round(v * 255) for v in char["non_stroking_color"])
                box = [round(v * DPI / 72) for v in (char["x0"], char["top"], char["x1"], char["bottom"])]
                pixels = [image.getpixel((x, y)) for x in range(box[0], box[2]) for y in range(box[1], box[3])]
                under = Counter(p for p in pixels if sum(abs(a - b) for a, b in zip(p, ink)) > 90)
                need = AA_LARGE if char["size"] >= 14 else AA_SMALL
                for colour, count in under.most_common(2):
                    have = ratio("#%02x%02x%02x" % ink, "#%02x%02x%02x" % colour)
                    if count > 0.1 * sum(under.values()) and have < need:
                        failures.append((char["text"], colour, round(have, 2)))
    assert not failures, failures


def test_without_a_chits_entry_a_chit_stays_solid():
    look = chit_look({})
    assert look == ChitLook() and not look.light
    assert look.ground("#6a3d8f") == "#6a3d8f" and look.ink("#6a3d8f") == "#ffffff"


def test_a_bad_chits_entry_is_an_error_at_its_line(tmp_path):
    style, errors = style_errors(tmp_path, "chits: {tint: 1.5, rim: 2, edge: \"#000000\"}\n", "gobbledygook")
    assert errors == [
        f"{style}:1:15: chits.tint: expected a share from 0 to 1 (such as 0.8), got 1.5",
        f"{style}:1:25: chits.rim: expected a length with its unit ('4mm', '0.2in')",
        f"{style}:1:28: chits: unknown key 'edge' (known: tint, rim)"]
