"""Issue 36, the print panel's last GvZ findings, measured: the rules backs (Flag-bearer, Basic Zombie) read
as backs at less ink than a front, the red-bordered cards' pictures fill about 80 % of their panel, and the
Guardians' text keeps the deck's bottom margin over the label."""

from __future__ import annotations

import pytest

from goblinkit.content.icons import VIEWBOX
from goblinkit.pnp.drawers.icon import icon_ops
from tests.pnp.ink import page_inks
from tests.pnp.measure import PT, open_pdf
from tests.pnp.test_templates import _decks, _panel_use, faces_alone


def _alone(tmp_path, job, drawings) -> object:  # noqa: ANN001
    return faces_alone(tmp_path / f"alone-{job.component}.pdf", job, drawings)


@pytest.mark.parametrize("deck, front, says", [("goblin-deck", "Slingshot", "BACK: A FLAG-BEARER"),
                                               ("zombie-deck", "Knight Zombie", "BACK: A BASIC ZOMBIE")])
def test_a_rules_back_says_it_is_a_back_and_is_lighter_than_a_front(tmp_path, deck, front, says):
    """The rules print a Flag-bearer (a Basic Zombie) on the back: drawn as a full-colour face it read as a
    misprinted front, the kit's heaviest pages (~22 % ink). Now pale, under a CARD BACK band, its label saying what it plays as."""
    job, drawings = _decks("goblins-vs-zombies")[deck]
    back = job.faces[0].back
    face = next(d for d in drawings if d.spec.title == front and d is not back)
    path = _alone(tmp_path, job, [back, face])
    with open_pdf(path) as pdf:
        text = pdf.pages[0].extract_text()
    assert "CARDBACK" in text.replace(" ", "") and says.replace(" ", "") in text.replace(" ", ""), text
    back_ink, front_ink = page_inks(path)
    assert back_ink < 0.8 * front_ink, (round(back_ink, 3), round(front_ink, 3))


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
    of every Guardian face (front and back) stands at least 1.3 mm over the text box's bottom, at 9-13 pt."""
    job, drawings = _decks("goblins-vs-zombies")["guardians"]
    for title, empty, _ in _panel_use(tmp_path, job, drawings):
        d = next(d for d in drawings if d.spec.title == title)
        assert empty * d.layout.slots.panel.h / PT >= 1.3, (title, round(empty * d.layout.slots.panel.h / PT, 2))
        assert 9 <= d.layout.text_size <= 13  # (the template's range: a short back is set larger)
