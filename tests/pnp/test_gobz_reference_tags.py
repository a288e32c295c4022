"""The Gob'z Quick Reference's board diagrams (issue 36's panel): a tag ("3p", "4p") printed beside its
disc at 6.5 pt sat on the next square's ladder. Every tag now sits on a pill at 7.5 pt, and the Brawl
boards' 3-player deployment square (H1) carries its "3p" too."""

from __future__ import annotations

from goblinkit.pnp.build import plan, render_job
from goblinkit.pnp.drawers.levels import TAG_PT
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import open_pdf


def test_board_tags_print_at_the_label_size_with_the_3p_deployment_square(tmp_path):
    job = next(j for j in plan(["gobz-heroes"], None)["gobz-heroes"] if j.component == "quick-reference")
    built = render_job(job, PrintOptions(), tmp_path)
    with open_pdf(built.path) as pdf:
        page = pdf.pages[2]  # the boards
        words = page.extract_words(extra_attrs=["size"])
    tags = [w for w in words if w["text"].endswith("p") and w["text"][0].isdigit()]
    assert tags and {round(w["size"], 2) for w in tags} == {TAG_PT}
    # each Brawl board: the 3-player-only teleporter (H7) and the 3-player deployment square (H1)
    assert [w["text"] for w in tags] == ["3p"] * 4
