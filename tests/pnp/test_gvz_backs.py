"""Issue 36, the print panel's last GvZ findings, measured: the rules backs (Flag-bearer, Basic Zombie) are
the faces a player plays, printed plain, the red-bordered cards' pictures fill about 80 % of their panel, and the
Guardians' text keeps the deck's bottom margin over the label."""

from __future__ import annotations

import pytest

from goblinkit.content.icons import VIEWBOX
from goblinkit.pnp.drawers.icon import icon_ops
from goblinkit.pnp.build import build
from goblinkit.pnp.games.goblins_vs_zombies import COST, GOBLIN, ZOMBIE
from goblinkit.pnp.options import PrintOptions
from tests.pnp.ink import game_ink, page_inks
from tests.pnp.measure import PT, open_pdf
from tests.pnp.test_templates import _decks, _panel_use, faces_alone


def _alone(tmp_path, job, drawings) -> object:  # noqa: ANN001
    return faces_alone(tmp_path / f"alone-{job.component}.pdf", job, drawings)


@pytest.mark.parametrize("deck, title, label, frame", [("goblin-deck", "Flag-bearer", "GOBLIN", GOBLIN),
                                                        ("zombie-deck", "Basic Zombie", "ZOMBIE", ZOMBIE)])
def test_a_rules_back_is_the_face_a_player_plays_printed_plain(tmp_path, deck, title, label, frame):
    """The rules print a Flag-bearer (a Basic Zombie) on the back. It was pale under a "CARD BACK" band,
    which a print panel read as wrong on a playable face: now that face as a player plays it, full colour,
    no band, its own label, in its deck's frame colour (which tells the two decks' backs apart)."""
    job, drawings = _decks("goblins-vs-zombies")[deck]
    back = job.faces[0].back
    assert back.spec.title == title and back.spec.colour == frame and back.spec.overlay is None
    assert back.spec.badge_left is None or back.spec.badge_left.colour in (COST,)
    path = _alone(tmp_path, job, [back])
    with open_pdf(path) as pdf:
        text = pdf.pages[0].extract_text().replace(" ", "")
    assert "CARDBACK" not in text and "BACK:" not in text and label in text and title.replace(" ", "") in text, text
    assert all(face.back is back for face in job.faces)  # every card of the deck has this one back


def test_the_rules_backs_look_as_their_fronts_and_the_game_stays_in_its_ink_budget(tmp_path):
    """Printed plain, a back page carries about a front page's ink (it was ~60 %), and the game's mean grey
    coverage stays within the default budget of 22 % (tests/pnp/test_ink_budget.py)."""
    built = {b.component: b.path for b in build(["goblins-vs-zombies"], PrintOptions(), tmp_path)}
    inks = page_inks(built["zombie-deck"])
    fronts, backs = inks[0::2], inks[1::2]
    assert min(backs) > 0.85 * max(fronts), ([round(i, 3) for i in fronts], [round(i, 3) for i in backs])
    assert game_ink(list(built.values())) <= 0.22


def _drawn_height(drawing) -> float:  # noqa: ANN001
    """The picture's painted height over its panel's: the icon's own extent at the size the face draws it."""
    spec, s = drawing.spec, drawing.layout.slots
    size = min(s.art.h * s.template.icon, s.art.w * 0.8)
    ys = [v for op in icon_ops(spec.icon) for v in op[2::2]]
    return (max(ys) - min(ys)) / VIEWBOX * size / s.art.h


def test_the_red_bordered_pictures_fill_about_80_percent_of_their_panel():
    """The Boss!! crowns filled ~60 % of their panel, the Dwarf Hero ~65 %: about 80 %, as the other cards."""
    shares = {d.spec.title: round(_drawn_height(d), 2) for name, (_, drawings) in _decks("goblins-vs-zombies").items()
              if name.startswith("red-bordered") for d in drawings if d.spec.icon and "Basic" not in d.spec.title}
    assert {"Event: The Boss!!", "Dwarf Hero Zombie"} <= set(shares) and all(0.75 <= share <= 0.9 for share in shares.values()), shares


def test_the_guardians_text_keeps_the_decks_bottom_margin(tmp_path):
    """Guardian text ended ~1 mm over the label (0.57 mm over its text box's bottom; the other GvZ decks'
    fullest cards 1.1-1.5 mm): now the deck's 2.4 mm pad, as theirs. Measured in the PDF, the lowest letter
    of every Guardian face (front and back) stands at least 1.3 mm over the text box's bottom, at 9-14.5 pt
    (the range went to 14.5 pt so the short No Guardian back fills its box)."""
    job, drawings = _decks("goblins-vs-zombies")["guardians"]
    for title, empty, _ in _panel_use(tmp_path, job, drawings):
        d = next(d for d in drawings if d.spec.title == title)
        assert empty * d.layout.slots.panel.h / PT >= 1.3, (title, round(empty * d.layout.slots.panel.h / PT, 2))
        t = d.layout.slots.template
        assert (t.text_min, t.text_max) == (9, 14.5) and 9 <= d.layout.text_size <= 14.5  # a short back set larger
