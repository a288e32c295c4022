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


def test_each_shot_is_a_front_page_the_build_prints():
    """A page the file has, and on a sheet with backs a fronts page (odd), not the backs behind it."""
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.jobs import SheetJob
    from goblinkit.pnp.options import PrintOptions
    from goblinkit.pnp.recipes import jobs_for

    for game, pages in SHOTS.items():
        jobs = {job.component: job for job in jobs_for(load_game(game))}
        for name, number in pages:
            job = jobs[name]
            assert 1 <= number <= job.pages(PrintOptions()), (game, name)
            assert not (isinstance(job, SheetJob) and job.has_backs and number % 2 == 0), (game, name)


def test_the_script_says_how_to_call_it(capsys):
    assert main([]) == 1
    assert capsys.readouterr().err == "usage: python -m goblinkit.pnp.shots OUTDIR [--dpi N]\n"
