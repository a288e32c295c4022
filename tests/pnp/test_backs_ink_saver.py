"""Counter and chit backs under --ink-saver (issue 36): they printed heavier than the default backs (Globbo!'s
counters' back page 14.8 % against 12.2 %, GobbledyGook!'s last blips-and-markers back page 14.7 % against
12.0 %): a dark cut outline round every butted counter and a filled mark. Now outlines only: no cut outline
(the crop marks and the fronts give the cuts), the mark's edges drawn in a pale tint of the back's colour."""

from __future__ import annotations

import pikepdf
import pytest

from goblinkit.content.loader import load_game
from goblinkit.pnp.build import render_job
from goblinkit.pnp.options import PrintOptions
from goblinkit.pnp.recipes import jobs_for
from tests.pnp.ink import page_inks
from tests.pnp.measure import open_pdf


def _render(tmp_path, game_id: str, component: str, ink_saver: bool):  # noqa: ANN001
    job = next(j for j in jobs_for(load_game(game_id, None)) if j.component == component)
    return render_job(job, PrintOptions(ink_saver=ink_saver), tmp_path / ("saver" if ink_saver else "default")).path


@pytest.mark.parametrize(("game_id", "component"), [("globbo", "counters"), ("gobbledygook", "blips"),
                                                  ("gobbledygook", "markers")])
def test_ink_saver_counter_backs_are_lighter_and_outlined(tmp_path, game_id, component):
    default, saver = (_render(tmp_path, game_id, component, s) for s in (False, True))
    backs = slice(1, None, 2)  # fronts and backs alternate: every second page is a back
    for normal, light in zip(page_inks(default)[backs], page_inks(saver)[backs]):
        assert light < normal * 0.9, (f"{normal:.1%}", f"{light:.1%}")
    with open_pdf(saver) as pdf:
        for page in pdf.pages[backs]:
            filled = [s for s in page.curves + page.rects if s["fill"]]
            outlined = [s for s in page.curves if s["stroke"] and not s["fill"]]
            assert filled == [] and (component == "blips" or len(outlined) > 20)  # marks (icons) only stroked
    if component == "blips":  # the blips' "?" is drawn as an outline too (text render mode 1)
        with pikepdf.open(saver) as pdf:  # (each distinct back is a form the page places)
            forms = [x for x in pdf.pages[1].Resources.XObject.values() if x.get("/Subtype") == "/Form"]
            modes = {int(op.operands[0]) for form in forms for op in pikepdf.parse_content_stream(form)
                     if str(op.operator) == "Tr"}
        assert 1 in modes
