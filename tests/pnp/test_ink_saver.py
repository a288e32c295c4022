"""Ink-saver mode (`--ink-saver`) replaces large fills with outlines (DESIGN.md): measured as ink on the
rendered pages. The Globbo! map (a poster, drawn by the hex-map drawer) and every sheet of pieces (cards,
counters, tiles, dice nets, dials) print at most half their normal ink (or 11 %, when the default is
already light); no file prints more."""

from __future__ import annotations

import pypdfium2
import pytest

from goblinkit.pnp.build import build
from goblinkit.pnp.options import PrintOptions

GAMES = ["globbo", "gobbledygook", "goblins-vs-zombies", "goblout", "gobz-heroes"]
WHOLE_PAGES = {"play-sheet", "quick-reference", "record-sheet", "contents"}  # text and tables on a page: no large fill


def coverage(path) -> float:  # noqa: ANN001
    """The mean ink over the file's pages (0 white .. 1 black), rendered at 30 dpi in grey."""
    pdf = pypdfium2.PdfDocument(str(path))
    inks = []
    for page in pdf:
        histogram = page.render(scale=30 / 72, grayscale=True).to_pil().convert("L").histogram()
        inks.append(sum((255 - level) * n for level, n in enumerate(histogram)) / 255 / sum(histogram))
    pdf.close()
    return sum(inks) / len(inks)


@pytest.fixture(scope="module")
def inks(tmp_path_factory):
    out = tmp_path_factory.mktemp("ink")
    normal = build(GAMES, PrintOptions(), out / "normal")
    saver = build(GAMES, PrintOptions(ink_saver=True), out / "saver")
    assert [b.path.name for b in normal] == [b.path.name for b in saver]
    return {f"{a.path.parent.name}/{a.component}": (coverage(a.path), coverage(b.path)) for a, b in zip(normal, saver)}


def test_the_globbo_map_outlines_its_floor_and_cells(inks):
    normal, saver = inks["globbo/map"]
    assert normal > 0.15  # the floorboards and the shaded cells
    assert saver < normal / 2, (normal, saver)


def test_every_sheet_of_pieces_saves_half_its_ink_and_no_file_prints_more(inks):
    for name, (normal, saver) in inks.items():
        assert saver <= normal + 0.001, (name, normal, saver)
        if name.split("/")[1] not in WHOLE_PAGES:
            # half its normal ink, or (a sheet whose default is already light: the light backs of issue 36,
            # GG's 17 % blips) at most 11 %: the game's figure holds 10 % (test_ink_budget)
            assert saver < normal / 2 or saver <= 0.11, (name, f"{normal:.1%}", f"{saver:.1%}")


def test_gvz_red_bordered_cards_save_clearly_more_than_half(inks):
    """The red ring is the card's one frame line in ink-saver mode, no heavy rule under a dark title band
    (issue 36's panel: 11.47 % against a limit of 11.57 %, too near)."""
    normal, saver = inks["goblins-vs-zombies/red-bordered"]
    assert saver < normal * 0.5, (f"{normal:.1%}", f"{saver:.1%}")  # (the pictures grew to 80 % of their panel)
