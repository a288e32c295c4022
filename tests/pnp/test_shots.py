"""The README's picture per game is made by a script from the build (`python -m goblinkit.pnp.shots OUTDIR`):
one PNG per game, its sheet of cards and its aid side by side."""

from __future__ import annotations

from PIL import Image

from goblinkit.pnp.shots import SHOTS, main, shots


def test_one_png_per_game_cards_and_aid_side_by_side(tmp_path):
    [path] = shots(tmp_path, dpi=30, games=["goblout"])
    assert path == tmp_path / "goblout.png"
    with Image.open(path) as image:  # two A4 pages at 30 dpi: 249 x 351 pixels each, and the gaps round them
        assert image.size == (2 * 249 + 3 * 16, 351 + 2 * 16)  # (PDFium rounds 248.0 up)
    assert set(SHOTS) == {"goblins-vs-zombies", "goblout", "gobbledygook", "globbo", "gobz-heroes"}


def test_the_script_says_how_to_call_it(capsys):
    assert main([]) == 1
    assert capsys.readouterr().err == "usage: python -m goblinkit.pnp.shots OUTDIR [--dpi N]\n"
