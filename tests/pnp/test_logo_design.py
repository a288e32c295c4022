"""Each game's logo its own design by data (issue 36: every logo was one template, one face, one shape, with
the name swapped): style.yaml `logo:` picks the face, the shape behind it (pnp/logo_shapes.py), the emblem's
colour, an outline, a shadow."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.loader import load_game
from goblinkit.content.units import mm
from goblinkit.pnp.logo import RATIO, draw_logo, logo_for
from goblinkit.pnp.logo_shapes import EMBLEMS, PLATES, SHAPES
from goblinkit.pnp.style import style_for
from tests.pnp.measure import open_pdf

GAMES = {"goblins-vs-zombies": ("tombstone", "Creepster"), "gobbledygook": ("banner", "PirataOne"),
         "globbo": ("splat", "Fredoka"), "goblout": ("burst", "LilitaOne"), "gobz-heroes": ("shield", "AlfaSlabOne")}


def test_each_games_logo_has_its_own_shape_and_face():
    logos = {game: logo_for(style_for(load_game(game))) for game in GAMES}
    assert {game: logo.shape for game, logo in logos.items()} == {game: shape for game, (shape, _) in GAMES.items()}
    assert len({logo.face for logo in logos.values()}) == len(GAMES)
    assert all(emblem in EMBLEMS and plate in PLATES for emblem, plate in SHAPES.values())


def test_the_logo_is_drawn_in_its_face_once_in_the_text_layer_within_its_box(tmp_path):
    """The name's outline (Globbo!) is a stroke of the same letters, not a second copy a search would find;
    the shapes, the splat's lobes and the shadow included, stay inside the logo's box."""
    path = tmp_path / "logos.pdf"
    c = Canvas(str(path), pagesize=(mm(100), mm(60 * len(GAMES))), invariant=1)
    for row, game in enumerate(GAMES):
        draw_logo(c, style_for(load_game(game)), mm(10), mm(5 + 60 * row), mm(80))
    c.save()
    with open_pdf(path) as pdf:
        page = pdf.pages[0]
        for row, (game, (_, face)) in enumerate(reversed(GAMES.items())):
            top, bottom = mm(60 * row), mm(60 * row + 55)
            chars = [ch for ch in page.chars if top <= ch["top"] < bottom]
            assert "".join(ch["text"] for ch in chars).replace(" ", "") == \
                logo_for(style_for(load_game(game))).text.replace(" ", ""), game
            assert all(face in ch["fontname"] for ch in chars), game
            shapes = [s for s in page.curves + page.rects if top - 1 <= s["top"] < bottom]
            assert shapes and min(s["x0"] for s in shapes) >= mm(10) - 1 and max(s["x1"] for s in shapes) <= mm(90) + 2
            assert max(s["bottom"] for s in shapes) <= mm(60 * row + 55) + 2  # the logo's foot, its drips in it
            assert min(s["top"] for s in shapes) >= mm(60 * row + 55) - mm(80) * RATIO - 1, game
