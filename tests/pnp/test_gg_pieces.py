"""GobbledyGook!'s pieces as the print panel of issue 36 measured them: measuring sticks that read as printed
rulers at low ink, blip reminders at 7.5 pt or more, a scenario sheet that holds only listed cards, and a box
for the blips and markers."""

from __future__ import annotations

from collections import Counter

import pytest

from goblinkit.pnp.build import build
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.options import PrintOptions
from tests.pnp.ink import page_inks
from tests.pnp.measure import open_pdf

FRAME = (0.290196, 0.137255, 0.352941)  # style.yaml's frame colour, #4a235a


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("gg")
    return {b.component: b for b in build(["gobbledygook"], PrintOptions(), out)}


def _grey(rgb: tuple) -> float:
    return 1 - (0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2])


def test_the_measuring_sticks_read_as_printed_rulers(built):
    """Issue 36: the sticks were a flat mustard page with small numbers. Now: a near-white ground, a light
    band of the game's frame colour along each stick's foot, 13 ticks a stick (inch ticks 0.9 pt and 7 mm
    long, half ticks 0.6 pt), the inch numbers bold 11 pt in the frame colour, and the page at under 7 % ink."""
    with open_pdf(built["measuring-sticks"].path) as pdf:
        page = pdf.pages[0]
        fills = Counter((round(r["height"] / 2.8346, 1), r["non_stroking_color"]) for r in page.rects if r["fill"])
        ticks = Counter((round(l["linewidth"], 2), round((l["bottom"] - l["top"]) / 2.8346, 1)) for l in page.lines
                        if l["linewidth"] >= 0.5)
        numbers = Counter((c["text"], round(c["size"], 2), c["non_stroking_color"]) for c in page.chars
                          if c["text"].isdigit() and "FiraSansCondensed-Bold" in c["fontname"] and c["size"] > 10)
    sticks = 18
    grounds = [colour for (height, colour), n in fills.items() if n == sticks]
    assert len(grounds) == 2 and max(_grey(c) for c in grounds) < 0.25 and min(_grey(c) for c in grounds) < 0.03
    assert ticks == {(0.9, 7.0): 7 * sticks, (0.6, 4.2): 6 * sticks}
    assert numbers == {(str(n), 11.0, FRAME): sticks for n in range(1, 6)}
    assert page_inks(built["measuring-sticks"].path)[0] < 0.07


def test_the_ink_saver_sticks_are_outlines(tmp_path):
    """--ink-saver: no ground, no band; one light outline on each stick's cut line, the page under 5 %."""
    path = {b.component: b for b in build(["gobbledygook"], PrintOptions(ink_saver=True), tmp_path)}[
        "measuring-sticks"].path
    with open_pdf(path) as pdf:
        page = pdf.pages[0]
        shapes = page.rects + page.curves
        filled = [r for r in shapes if r["fill"] and r["non_stroking_color"] not in ((1, 1, 1), (1.0, 1.0, 1.0))]
        outlined = [r for r in shapes if r["stroke"] and abs(r["width"] / 2.8346 - 152.4) < 0.3]
    assert filled == [] and len(outlined) == 18
    assert page_inks(path)[0] < 0.05


def test_blip_reminders_read_at_7_5_pt_or_more(built):
    """Issue 36: blip reminders were 6.5 pt; every blip's reminder is 7.5 pt or more (8.5 pt for most),
    inside its blip's 3 mm safe area."""
    from goblinkit.content.loader import load_game

    blips = load_game("gobbledygook", None).components["blips"].items
    with open_pdf(built["blips"].path) as pdf:
        # the blips' words, not the footer band's (it prints in the game's face too, pnp/document.py)
        chars = [c for i in range(0, len(pdf.pages), 2) for c in pdf.pages[i].chars
                 if "FiraSansCondensed-Regular" in c["fontname"] and c["text"].strip()
                 and c["bottom"] < pdf.pages[i].height - (EDGE + FOOTER)]
        text = " ".join(" ".join(pdf.pages[i].extract_text().split()) for i in range(0, len(pdf.pages), 2))
    sizes = Counter(round(c["size"], 2) for c in chars)
    assert min(sizes) >= 7.5 and sizes.most_common(1)[0][0] == 8.5, sizes
    for blip in blips:
        assert blip.reminder.split()[-1] in text


def test_a_blip_reminder_too_long_for_7_5_pt_is_a_located_error(monkeypatch):
    from goblinkit.content.errors import ContentErrors
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.recipes import jobs_for

    game = load_game("gobbledygook", None)
    blip = game.components["blips"].items[0]
    monkeypatch.setattr(blip, "reminder", "Pick up the roast and run for the trees before the hounds wake. " * 3)
    with pytest.raises(ContentErrors) as caught:
        jobs_for(game)
    text = str(caught.value)
    assert "blips.yaml:" in text and "'food'" in text and "even at 7.5 pt" in text


def _card_titles(page) -> list[str]:  # noqa: ANN001
    """The titles on a sheet of scenario cards: the words set in the display face, line by line."""
    rows: dict[float, list] = {}
    for c in page.chars:
        if "PirataOne" in c["fontname"] and c["size"] >= 9:
            rows.setdefault(round(c["top"]), []).append(c)
    titles = []
    for top in sorted(rows):
        chars = sorted(rows[top], key=lambda c: c["x0"])
        line = ""
        for before, c in zip([None, *chars], chars):
            gap = before is not None and c["x0"] - before["x1"] > c["size"] * 0.8  # the next card across
            line += "|" if gap else ("" if before is None or c["x0"] - before["x1"] < c["size"] * 0.15 else " ")
            line += c["text"]
        titles += [t.strip() for t in line.split("|") if t.strip()]
    return titles


def test_every_card_on_the_scenario_sheets_is_a_listed_scenario(built):
    """Issue 36: the backs' sheet held a "Haunted Forest: blips" card the contents checklist does not list.
    It is the Haunted Forest's own back (its blip chart), and now titled as that card: every title on the
    fronts and on the backs is a scenario of scenarios.yaml (the checklist's "Scenario cards x6"), each
    scenario's back is the deck's designed back or that same card's other side, at its mirrored place."""
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.recipes import FaceDrawing, jobs_for

    game = load_game("gobbledygook", None)
    names = {s.name for s in game.components["scenarios"].items}
    job = next(j for j in jobs_for(game) if j.component == "scenarios")
    for face in job.faces:
        back = face.back
        assert not isinstance(back, FaceDrawing) or back.spec.title == face.front.spec.title, back.spec.title
    with open_pdf(built["contents"].path) as pdf:
        checklist = " ".join(pdf.pages[0].extract_text().split())
    assert "Scenario cards x6" in checklist and "The Haunted Forest" not in checklist  # the deck, one line
    with open_pdf(built["scenarios"].path) as pdf:
        front, back = pdf.pages
        assert sorted(_card_titles(front)) == sorted(names)
        assert sorted(_card_titles(back)) == ["GobbledyGook!"] * 5 + ["The Haunted Forest"]  # five designed backs
        where = {p: [(w["x0"], w["top"]) for w in p.extract_words(extra_attrs=["fontname"])
                     if w["text"] == "Haunted" and "PirataOne" in w["fontname"]] for p in (front, back)}
    (fx, ft), (bx, bt) = where[front][0], where[back][0]
    assert bt == pytest.approx(ft, abs=0.5) and (bx < front.width / 2) != (fx < front.width / 2)  # mirrored


def test_the_blips_and_markers_have_a_box(tmp_path):
    """A box holding the 72 blips and 99 markers, as every deck has its tuck box (style.yaml `box.pieces`): a
    39.6 mm square front (a blip and the box's play), deep enough for the blips on edge and two stacks of
    markers beside them (41 mm), worded by its pieces on its front and back, not in cards."""
    import subprocess

    from goblinkit.content.loader import load_game
    from goblinkit.content.units import mm
    from goblinkit.pnp.pages import render_pages
    from goblinkit.pnp.recipes import jobs_for
    from goblinkit.pnp.tuckbox import tuck_boxes

    jobs = jobs_for(load_game("gobbledygook", None), packed=False)
    boxes = [b for b in tuck_boxes(load_game("gobbledygook", None), jobs) if "blip" in b.name.lower()]
    assert len(boxes) == 1 and "marker" in boxes[0].name.lower()
    box = boxes[0]
    assert boxes[0].w >= mm(38.1) and boxes[0].d >= 72 * mm(0.32) + 50 * mm(0.32)
    assert [round(v / mm(1), 2) for v in (box.w, box.h, box.d)] == [39.6, 39.6, 41.04]
    assert (box.name, box.count) == ("Encounter blips & Markers", "72 blips, 99 markers")
    job = next(j for j in jobs if j.component == "tuck-boxes")
    render_pages(job, PrintOptions(), tmp_path / "t.pdf")
    text = subprocess.run(["pdftotext", "-f", "2", "-l", "2", str(tmp_path / "t.pdf"), "-"], check=True,
                          capture_output=True, text=True).stdout
    assert text.count("72 blips, 99 markers") == 2 and "cards" not in text  # the front and the back
    assert job.title == "Tuck boxes (one per deck, one for the encounter blips & markers)"  # the contents sheet's
