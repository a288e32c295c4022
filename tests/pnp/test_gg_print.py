"""The GobbledyGook! print, measured: 72 blips on 3 pages with backs, scenario cards with backs and the
markers (with backs) on their last sheet, a 6 in stick at exact scale, the reference, record sheets
blank and filled."""

from __future__ import annotations

import json

import pytest

from goblinkit.pnp.build import build
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import lines, open_pdf


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("gg")
    return {b.component: b for b in build(["gobbledygook"], PrintOptions(), out)}


def test_list(app, runner):
    rows = {r["component"]: r for r in json.loads(runner.invoke(app, ["pnp", "list", "gobbledygook", "--json"]).output)}
    # the 72 butted blips (35 a page), and the 99 markers butted on a sheet of their own (issue 36)
    blips, markers = rows["blips"], rows["markers"]
    assert blips["count"] == 72 and blips["pages"] == 6 and blips["per_page"] == 35
    assert markers["count"] == 99 and markers["pages"] == 2
    assert rows["scenarios"]["count"] == 6 and rows["scenarios"]["pages"] == 2
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.recipes import jobs_for

    job = next(j for j in jobs_for(load_game("gobbledygook", None)) if j.component == "markers")
    assert job.butted and len(job.faces) == 99 and all(f.back for f in job.faces)
    assert rows["measuring-sticks"]["width_mm"] == 152.4


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_blips_fill_three_sheets_with_a_common_back(paper, tmp_path):
    built = {b.component: b for b in build(["gobbledygook"], PrintOptions(paper=paper), tmp_path)}
    with open_pdf(built["blips"].path) as pdf:
        assert len(pdf.pages) == 6  # three sheets of blips (the markers butt on a sheet of their own)
        backs = [pdf.pages[i].extract_text().count("ENCOUNTER") for i in range(1, len(pdf.pages), 2)]
        assert sum(backs) == 72 and backs[0] == {"a4": 35, "letter": 30}[paper]  # butted: shared cuts
        words = [w for i in range(0, len(pdf.pages), 2) for w in pdf.pages[i].extract_words(extra_attrs=["fontname", "size"])]
    # issue 36: the names were small blackletter; capitals of the bold text face read at a blip's size
    titles = [w["text"] for w in words if "FiraSansCondensed-Bold" in w["fontname"] and w["size"] >= 9.5]
    for name, count in (("FOOD", 10), ("TRAP", 8), ("HUNTER", 8), ("WANDERER", 10), ("AMBUSH", 8)):
        assert titles.count(name) == count, name
    assert not [w for w in words if "PirataOne" in w["fontname"] and w["text"].upper() in titles]


def test_the_measuring_sticks_butt_on_a_light_page(built):
    """Issue 36: the sticks were a solid mustard page with a gutter (two marks a cut); they butt now
    (one cut between neighbours) on a light mustard ground, the page under 10 % ink."""
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.jobs import SheetJob
    from goblinkit.pnp.recipes import jobs_for
    from tests.pnp.ink import page_inks

    job = next(j for j in jobs_for(load_game("gobbledygook", None)) if j.component == "measuring-sticks")
    assert isinstance(job, SheetJob) and job.butted and job.grid(PrintOptions()).gap == 0
    assert page_inks(built["measuring-sticks"].path)[0] < 0.10


def test_the_measuring_stick_is_six_inches(built):
    with open_pdf(built["measuring-sticks"].path) as pdf:
        page = pdf.pages[0]
        ticks = sorted({round(l[0], 2) for l in lines(page) if abs(l[0] - l[2]) < 1e-6 and l[1] > 20})
    inch_ticks = [x for x in ticks if any(abs(x - (ticks[0] + 25.4 * i)) < 0.01 for i in range(7))]
    assert len(inch_ticks) == 7 and inch_ticks[-1] - inch_ticks[0] == pytest.approx(152.4, abs=0.01)


def test_reference_and_record_sheet(built, app, runner, tmp_path):
    with open_pdf(built["quick-reference"].path) as pdf:
        text = " ".join(pdf.pages[0].extract_text().split())
    assert "Compare the rolls" in text and "OVERKILL" in text and "HOUNDS: move toward" in text
    brood = tmp_path / "muck.yaml"
    runner.invoke(app, ["play", "gg", "brood", "new", str(brood), "--name", "Muck Lurkers", "--breed", "imps"])
    runner.invoke(app, ["play", "gg", "brood", "buy", str(brood), "leader", "Snagtooth"])
    result = runner.invoke(app, ["pnp", "record-sheet", str(brood), "--out", str(tmp_path / "out")])
    assert result.output == f"{tmp_path}/out/gobbledygook/record-sheet-muck.pdf  (1 page)\n"
    with open_pdf(tmp_path / "out" / "gobbledygook" / "record-sheet-muck.pdf") as pdf:
        text = pdf.pages[0].extract_text()
    assert "Muck Lurkers" in text and "Snagtooth" in text and "Tricky" in text


def test_the_filled_record_sheet_puts_the_log_in_its_columns(app, runner, tmp_path):
    from goblinkit.pnp.games.gg_sheets import log_cells

    assert log_cells("Night Watch: 4 Brag, 3 Tin; +3 Charm (earned Brag, the most Brag)") == [
        "Night Watch", "4", "3", "+3", "earned Brag, the most Brag"]
    assert log_cells("Lost a bet with a troll") == ["", "", "", "", "Lost a bet with a troll"]
    brood = tmp_path / "muck.yaml"
    long_name = "The Unspeakably Magnificent Muck Lurkers of the Deep Bog"
    runner.invoke(app, ["play", "gg", "brood", "new", str(brood), "--name", long_name, "--breed", "imps"])
    runner.invoke(app, ["play", "gg", "brood", "buy", str(brood), "leader", "Snagtooth the Terribly Long-Named"])
    runner.invoke(app, ["play", "gg", "brood", "award", str(brood), "--brag", "4", "--tin", "1", "--scenario", "Night Watch"])
    runner.invoke(app, ["pnp", "record-sheet", str(brood), "--out", str(tmp_path / "out")])
    with open_pdf(tmp_path / "out" / "gobbledygook" / "record-sheet-muck.pdf") as pdf:
        page = pdf.pages[0]
        text = page.extract_text()
        sizes = {round(c["size"], 2) for c in page.chars}
    assert long_name in text and "Snagtooth the Terribly Long-Named" in text and "…" not in text
    assert "Night Watch 4 1 +2" in text  # scenario, Brag, Tin and Charm in their own columns
    assert "3 per Brood" in text and "UPGRADE SLOTS" in text  # per-type limits and slots
    assert min(sizes) >= 6.5


def test_the_quick_reference_is_two_sides_the_round_then_the_tables(built):
    """Issue 36: side 1 the round (its phase rail and the rules blocks, two columns), side 2 the Brood
    (Loot, Prank, Mayhem, after the game, then the creature and upgrade tables and the marker key)."""
    with open_pdf(built["quick-reference"].path) as pdf:
        assert len(pdf.pages) == 2
        front, back = (" ".join(" ".join(page.crop((x0, 0, x0 + page.width / 2, page.height)).extract_text().split())
                                for x0 in (0, page.width / 2)) for page in pdf.pages)  # column by column
        words = pdf.pages[1].extract_words()
    lefts = {round(w["x0"]) for w in words if w["text"] in ("Creatures", "Upgrades")}
    assert len(lefts) == 2  # the tables side by side
    for text in ("Start: each player rolls 2 dice", "Humans turn: Hounds, then Hunters", "REVIVE on a 6", "HOUNDS:",
                 "1 Brag for each hit"):
        assert text in front, text
    for text in ("Rediculous", "Limit 3 per brood", "Win with overkill: 1 Tin", "REVEAL marker", "Markers",
                 "A new Brood: 5 Charm, 3 Tin."):
        assert text in back, text


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_the_quick_reference_reads_at_8_5_pt_or_more(paper, tmp_path):
    """Issue 36: the reference was 7-8 pt; every word above the footer is at least 8.5 pt, on every paper,
    and the round is a numbered rail (its discs carry 1 to 4)."""
    from goblinkit.pnp.imposition import EDGE, FOOTER

    built = {b.component: b for b in build(["gobbledygook"], PrintOptions(paper=paper), tmp_path)}
    with open_pdf(built["quick-reference"].path) as pdf:
        for page in pdf.pages:
            body = [c for c in page.chars if c["bottom"] < page.height - EDGE - FOOTER and c["text"].strip()]
            assert min(c["size"] for c in body) >= 8.5, (paper, page.page_number)
        discs = [c["text"] for c in pdf.pages[0].chars if "Pirata" in c["fontname"] and c["text"].isdigit()]
    assert discs == ["1", "2", "3", "4"]


def test_six_scenario_cards_on_one_sheet_with_the_forest_chart_on_its_back(built):
    with open_pdf(built["scenarios"].path) as pdf:
        assert len(pdf.pages) == 2  # the cards, their backs
        text, backs = pdf.pages[0].extract_text(), pdf.pages[1].extract_text().replace("\n", " ")
    assert text.count("S C E N A R I O") + text.count("SCENARIO") >= 6
    assert "forest chart on the back of this card" in text.replace("\n", " ")
    assert "THE FOREST CHART:" in backs and "WANDERER A Wanderer trapped" in backs
    assert "SHRINE, FURNITURE, POTS, FOOD, TRAP" in backs  # the chart's shared entry, named once


def test_every_scenario_side_reads_at_9_pt_or_more():
    """Issue 36: scenario cards were 7 pt; the Haunted Forest, with its blip chart on the front, still
    was. Its chart is on its back now, and every side's rules fill their panel at 9 pt or more, within
    a point of each other (one deck)."""
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.games.gg_scenarios import ScenarioSide
    from goblinkit.pnp.recipes import jobs_for

    job = next(j for j in jobs_for(load_game("gobbledygook", None)) if j.component == "scenarios")
    sides = {(fn.title, fn.strip): fn.size for face in job.faces for fn in (face.front, face.back)
             if isinstance(fn, ScenarioSide)}
    assert len(sides) == 7 and min(sides.values()) >= 9 and max(sides.values()) - min(sides.values()) <= 1, sides


def test_each_stat_is_printed_once(built):
    """A blip's dice are in its reminder, not again in a corner; a scenario's blips per player are in
    its Setup, not again in a badge."""
    import re

    from goblinkit.content.loader import load_game

    blips = load_game("gobbledygook", None).components["blips"].items
    assert all(re.search(rf"\b{b.dice} di(c)?e\b", b.reminder) for b in blips if b.dice)
    stated = sum(b.count * len(re.findall(r"\bdic?e\b", b.reminder)) for b in blips)
    with open_pdf(built["blips"].path) as pdf:
        fronts = " ".join(pdf.pages[i].extract_text() for i in range(0, len(pdf.pages), 2))
    assert len(re.findall(r"\bdic?e\b", fronts)) == stated
    with open_pdf(built["scenarios"].path) as pdf:
        text = pdf.pages[0].extract_text()
    assert "BLIPS" not in text and "per player ·" not in text and "Humans: hounds" in text


def test_the_quick_reference_sections_are_colour_blocks_with_icons(tmp_path):
    """Issue 36: each rules section of the reference heads with a band of its own colour (reference.yaml)
    carrying its icon and title, not a thin rule under small words."""
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.build import build
    from goblinkit.pnp.options import PrintOptions
    from tests.pnp.measure import open_pdf

    sections = [s for sheet in load_game("gobbledygook").components["reference"].items for s in sheet.sections]
    built = {b.component: b for b in build(["gobbledygook"], PrintOptions(), tmp_path)}
    with open_pdf(built["quick-reference"].path) as pdf:
        fills = {tuple(round(v * 255) for v in shape["non_stroking_color"]) for page in pdf.pages
                 for shape in page.rects + page.curves
                 if shape.get("fill") and isinstance(shape.get("non_stroking_color"), tuple)
                 and len(shape["non_stroking_color"]) == 3 and shape["x1"] - shape["x0"] > 60}
    wanted = {tuple(int(s.colour[i:i + 2], 16) for i in (1, 3, 5)) for s in sections}
    assert len(wanted) == len(sections) == 8 and all(s.icon for s in sections)
    assert wanted <= fills, wanted - fills


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_measuring_sticks_fill_their_sheet(paper):
    """Issue 36: twelve sticks filled half a sheet and left the rest blank; now the sheet is full (at
    most one row free on A4 or Letter), still on one page."""
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.recipes import jobs_for

    job = next(j for j in jobs_for(load_game("gobbledygook", None)) if j.component == "measuring-sticks")
    opts = PrintOptions(paper=paper)
    assert job.pages(opts) == 1 and job.grid(opts).per_page - len(job.faces) <= 1


def test_a_reference_too_long_to_read_at_8_5_pt_is_a_located_error(tmp_path):
    """A pack whose reference would need type under 8.5 pt is refused with reference.yaml's location,
    before anything is drawn."""
    import shutil
    from pathlib import Path

    import goblinkit.content
    from goblinkit.content.errors import ContentErrors
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.games.gg_reference import reference_job

    pack = tmp_path / "pack" / "gobbledygook"
    shutil.copytree(Path(goblinkit.content.__file__).parent / "gobbledygook", pack,
                    ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    ref = pack / "reference.yaml"
    long_line = "Loot, prank and mayhem as the rulebook says, " * 60
    ref.write_text(ref.read_text().replace('          - ":invisible: HIDDEN:', f'          - "{long_line}"\n          - ":invisible: HIDDEN:'))
    with pytest.raises(ContentErrors) as caught:
        reference_job(load_game("gobbledygook", tmp_path / "pack"))
    text = str(caught.value)
    assert "reference.yaml:" in text and "sheet 'quick-reference-brood'" in text
    assert "under the 8.5 pt a reference needs; shorten it" in text


def test_the_quick_reference_actions_are_chips(built):
    """Issue 36's list, "action and keyword chips on aids": every action of the round's side (MOVE,
    SCRABBLE, ... MELEE, RANGED) sits on a pill of its own, in place of the bold "MOVE:" head it had."""
    actions = ["MOVE", "SCRABBLE", "LOOT", "PRANK", "MAYHEM", "AIM", "PICK", "CARRY", "HIDE", "RESCUE", "ESCAPE",
               "REVIVE", "MELEE", "RANGED"]
    with open_pdf(built["quick-reference"].path) as pdf:
        page = pdf.pages[0]
        pills = [s for s in page.curves + page.rects if s.get("fill") and s["x1"] - s["x0"] < 60
                 and 8 < s["bottom"] - s["top"] < 14]
        found = {w["text"] for w in page.extract_words()
                 if any(p["x0"] <= w["x0"] and w["x1"] <= p["x1"] and p["top"] <= w["top"] and w["bottom"] <= p["bottom"]
                        for p in pills)}
        text = page.extract_text()
    assert [a for a in actions if a not in found] == []
    assert "MOVE:" not in text and "SCRABBLE:" not in text
