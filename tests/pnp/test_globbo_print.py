"""The Globbo! print, measured: the map at true size (18 mm hexes, coordinates in every hex, the
lettered half-hexes on all four edges, the reference table), tiled on A4 and whole on A3 and
Tabloid; counters with fronts and backs (Blips and Yeasts one shared back); Extras; sequence."""

from __future__ import annotations

import math
import shutil
from collections import Counter

import pytest

from goblinkit.content.loader import load_game
from goblinkit.pnp.build import build
from goblinkit.pnp.options import PrintOptions
from goblinkit.content.units import mm
from goblinkit.pnp.imposition import EDGE, FOOTER
from tests.pnp.measure import PT, char_size, open_pdf, to_mm
from tests.pnp.test_print_rules import _white_margin


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("globbo")
    return {b.component: b for b in build(["globbo"], PrintOptions(), out)}


@pytest.fixture(scope="module")
def a3(tmp_path_factory):
    out = tmp_path_factory.mktemp("globbo-a3")
    return {b.component: b for b in build(["globbo"], PrintOptions(paper="a3"), out)}


def _words(page):  # noqa: ANN001
    return page.extract_words(extra_attrs=["size"], keep_blank_chars=False)


def test_the_map_tiles_on_a4_and_prints_whole_on_a3_and_tabloid(built, a3, tmp_path):
    assert built["map"].pages == 2  # the map on two tiles, the turned reference panel whole on the second
    assert a3["map"].pages == 1
    with open_pdf(a3["map"].path) as pdf:
        page = pdf.pages[0]
        assert (round(to_mm(page.width)), round(to_mm(page.height))) == (420, 297)
    tabloid = {b.component: b for b in build(["globbo"], PrintOptions(paper="tabloid"), tmp_path)}
    assert tabloid["map"].pages == 1


def test_hexes_are_18_mm_and_every_hex_has_its_coordinate(a3):
    with open_pdf(a3["map"].path) as pdf:
        words = {w["text"]: w for w in _words(pdf.pages[0])}
    centre = {k: ((w["x0"] + w["x1"]) / 2, (w["top"] + w["bottom"]) / 2) for k, w in words.items()}
    assert to_mm(centre["C5"][0] - centre["B5"][0]) == pytest.approx(18.0, abs=0.05)
    assert to_mm(centre["B7"][1] - centre["B5"][1]) == pytest.approx(3 * 18 / math.sqrt(3), abs=0.05)
    labels = [w["text"] for w in _words(pdf_page(a3))]
    coordinates = [t for t in labels if t[0] in "ABCDEFGHIJKLMNOP" and t[1:].isdigit()]
    assert len(set(coordinates)) == 224


def pdf_page(job):  # noqa: ANN001
    pdf = open_pdf(job["map"].path)
    return pdf.pages[0]


def test_the_incomplete_edge_hexes_name_the_hex_they_are(a3):
    labels = Counter(w["text"] for w in _words(pdf_page(a3)) if w["text"].startswith("="))
    bottom = {f"={c}1" for c in "ABCDEFGHIJKLMNOP"}
    assert bottom <= set(labels)
    assert {f"=A{r}" for r in (1, 3, 5, 7, 9, 11, 13)} <= set(labels)  # right edge: the left edge's hexes
    assert {f"=P{r}" for r in (2, 4, 6, 8, 10, 12, 14)} <= set(labels)  # left edge: the right edge's hexes
    assert sum(labels.values()) == 16 + 1 + 7 + 7 + 2  # and the key's mark "=A1" and its "hex marked =A1"


def _text(page) -> str:  # noqa: ANN001
    """The page's words in one line each way, the panel's turned text read upwards."""
    return " ".join(page.extract_text(line_dir_rotated="ltr", char_dir_rotated="btt").split())


def test_the_reference_table_is_printed_on_the_map_sheet(a3):
    text = _text(pdf_page(a3))
    for words in ("THINGIE", "MOVEMENT", "RANGE", "GLOBBO's HEAD", "BLUE ZAP", "RED SLAP", "Depends where", "game-icons.net"):
        assert words in text
    assert text.count("Depends where") == 1  # one merged cell over the ZAP and SLAP rows


def test_nothing_is_small_or_near_the_paper_edge(built, a3, tmp_path):
    """Nothing under 6.5 pt; no character, and no printed pixel at all, within 6.5 mm of the paper's edge."""
    band = (EDGE + FOOTER) / mm(1) * PT  # the shared footer band (page label, ruler) is the imposition's own
    # (the A4 tiles carry the whole drawing clipped to each window, so their text is checked on the
    # whole A3 sheet and their pixels on the tiles)
    for job in list(built.values()) + [a3["map"]]:
        with open_pdf(job.path) as pdf:
            count = len(pdf.pages)
            for page in ([] if job is built["map"] else pdf.pages):
                chars = [ch for ch in page.chars if ch["text"].strip()]
                assert min(char_size(ch) for ch in chars) >= 6.5 - 1e-6, job.component
                margin = 6.5 * PT
                assert all(ch["x0"] >= margin and ch["x1"] <= page.width - margin for ch in chars
                           if ch["bottom"] < page.height - band), job.component
                assert all(ch["top"] >= margin - 1 and ch["bottom"] <= page.height - margin + 1 for ch in chars), job.component
        if shutil.which("pdftoppm"):
            assert _white_margin(job.path, count, tmp_path) == [], job.path.name


def test_counters_have_fronts_and_backs_blips_and_yeasts_share_one(built):
    assert built["counters"].pages == 2  # butted 5/8 in chits (shared cuts): all 153 on one sheet
    with open_pdf(built["counters"].path) as pdf:
        fronts = pdf.pages[0].extract_text().split()
        backs = pdf.pages[1].extract_text().split()
    for prefix, count in (("H", 4), ("Z", 15), ("S", 30), ("B", 15), ("P", 36), ("Y", 18)):
        assert all(f"{prefix}{n}" in fronts for n in range(1, count + 1)), prefix
    # issue 36: a shop game's chit names itself: "Y18" in its corner, its icon, "YEAST" along its foot
    for name, count in (("HEAD", 4), ("ZAP", 15), ("SLAP", 30), ("BITER", 15), ("BLIP", 36), ("YEAST", 18)):
        assert fronts.count(name) == count, name
    assert "BLIP" not in backs and "YEAST" not in backs  # the shared fission back says nothing
    assert backs.count("HEAD") == 4 and backs.count("ZAP") == 15 and backs.count("SLAP") == 30
    assert backs.count("HIT!") == 15
    assert fronts.count("GUNK") == 8 and fronts.count("SCORCH") == 3 and fronts.count("DONE") == 20


def test_one_play_sheet_holds_the_sequence_the_tracks_and_the_extras(built):
    """One sheet, two sides (issue 36: the Extras get a side rather than small text): the round, the tracks
    and the reminders on the front, the Extras on the back, each side full."""
    assert "extras" not in built and "turn-sequence" not in built and built["play-sheet"].pages == 2
    with open_pdf(built["play-sheet"].path) as pdf:
        sides = pdf.pages
        text = " ".join(page.extract_text() for page in sides)
        sizes = [ch["size"] for page in sides for ch in page.chars if ch["top"] < page.height - 60]
        lowest = min(max(ch["bottom"] for ch in page.chars if ch["top"] < page.height - 40) / page.height
                     for page in sides)
        front = sides[0].extract_text()
    assert "Fighting" in front and "Kids multiply" in front and "GLOBBO grows" in front  # the reminders
    assert "Column A" not in front
    # issue 36: a shop game's aid is colour blocks: the round, the tracks and each side's Extras
    assert "Column A: the Kids" in text and "Column B: GLOBBO" in text and "The round" in text
    assert "Regeneration points: one track per HEAD" in text
    assert "DOUBLE REGENERATION" in text and "SCORCH *" in text and "1 TOUGH BLIPS" in text
    steps = load_game("globbo").components["sequence"].items[0].steps  # the round's columns, side by side
    assert all(word in text.split() for step in steps for word in step.split())
    assert "GLOBBO moves." in text and "KIDS move." in text
    assert "HUMILIATING TOTAL" in text and text.count("H1") == 1 and "H4" in text
    assert min(sizes) >= 8.5 and lowest > 0.8  # each side is full: text reaches its lowest fifth


def test_each_map_tile_says_how_to_assemble_and_no_assembly_page(built, a3):
    """The assembly note and the plan of the tiles print below each tile's window (no page of their
    own); the tile label counts "1 row", not "1 rows"; the whole map on A3 needs no note."""
    assert "map-assembly" not in built
    with open_pdf(built["map"].path) as pdf:
        for page in pdf.pages:
            text = page.extract_text().replace("\n", " ")
            assert "Assembling: the map prints in 2 parts." in text
            assert "this page" in text  # the plan of the parts
        heads = [p.extract_text() for p in pdf.pages]
    assert "Map, left half" in heads[0] and "the right half goes over the shaded strip" in heads[0]
    assert "Map, right half" in heads[1] and "lay the edge on the left half's dashed line" in heads[1]
    assert not any("row" in h.split("Assembling")[0] or "column" in h for h in heads)  # no machine's grid words
    with open_pdf(a3["map"].path) as pdf:
        assert "Assembling" not in pdf.pages[0].extract_text()


def test_the_reference_panel_is_whole_on_the_last_tile_and_no_target_covers_it(built, tmp_path):
    letter = {b.component: b for b in build(["globbo"], PrintOptions(paper="letter"), tmp_path)}
    assert letter["map"].pages == 2
    for job in (built["map"], letter["map"]):
        with open_pdf(job.path) as pdf:
            first, last = pdf.pages[0], pdf.pages[-1]
            frame = max((r for r in last.rects if r["stroke"] and not r["fill"] and r["x0"] > 0), key=lambda r: r["width"])
            title = next(w for w in last.extract_words(extra_attrs=["size"]) if w["text"] == "Globbo!" and w["size"] > 12)
            panel = [ch for ch in last.chars if ch["x0"] >= title["x0"] - 1 and frame["top"] < ch["top"] < frame["bottom"]]
            assert "THINGIE" in _text(last) and "RED SLAP" in _text(last) and "game-icons.net" in _text(last)
            assert all(frame["x0"] < ch["x0"] and ch["x1"] < frame["x1"] for ch in panel)
            hidden = [w for w in first.extract_words(extra_attrs=["size"]) if w["text"] in ("Globbo!", "THINGIE", "PIECES")
                      and w["size"] > 7.5]  # (the logo's name, not the footer's)
            assert hidden and all(w["x0"] > first.width for w in hidden)  # none of it on tile 1 (clipped away)
            targets = [c for c in last.curves if abs(to_mm(c["x1"] - c["x0"]) - 3.6) < 0.05]
            assert targets and all(c["x1"] < title["x0"] for c in targets)


def test_the_title_table_and_key_stand_upright_in_the_games_faces(built, a3):
    """Issue 36: the title and legend were turned a quarter in 7.5 pt beside the map; they stand upright
    now, the key's words at 8 pt or more in the game's text face, every piece named beside its chit."""
    for page in [a3["map"]] + [built["map"]]:
        with open_pdf(page.path) as pdf:
            last = pdf.pages[-1]
            assert all(ch["upright"] for ch in last.chars)
            text = last.extract_text()
            key = [ch for ch in last.chars if "Fira" in ch["fontname"] and ch["size"] >= 8]
        assert "KEY" in text and "PIECES" in text and "Warp-holes 1-5" in text
        for name in ("GLOBBO's HEAD H1-H4", "BLUE ZAP Z1-Z15", "BITER B1-B15", "BLIP P1-P36", "YEAST Y1-Y18"):
            assert name in text, name
        assert len(key) > 300


def test_the_whole_map_sits_in_the_middle_of_its_a3_sheet(a3):
    with open_pdf(a3["map"].path) as pdf:
        page = pdf.pages[0]
        frame = max((r for r in page.rects if r["stroke"] and not r["fill"]), key=lambda r: r["width"])
        assert abs(frame["x0"] - (page.width - frame["x1"])) < 1  # as much paper left as right


def test_the_corner_hex_label_is_whole_inside_the_map(built):
    """The bottom-right half-hex is a quarter of a hex: its "=A1" stays inside the map (297 mm wide,
    the second tile starting at 175 mm, 12.5 mm from the paper's left edge)."""
    with open_pdf(built["map"].path) as pdf:
        corner = [w for w in pdf.pages[-1].extract_words() if w["text"] == "=A1"]
    bottom = max(corner, key=lambda w: w["top"])
    assert to_mm(bottom["x1"]) < 12.5 + 297 - 175


def test_build_help_names_every_paper():
    from typer.testing import CliRunner

    from goblinkit.pnp.cli import app as pnp_app

    result = CliRunner().invoke(pnp_app, ["build", "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0 and all(paper in result.output for paper in ("a4", "letter", "a3", "tabloid"))


def test_the_play_sheet_is_set_in_the_games_faces_not_dejavu(built):
    """Issue 36: the play sheet was still in DejaVu; its words are Fira Sans Condensed, its titles and
    step numbers Fredoka (the footer band, in the game's text face too, is measured in test_footer.py)."""
    with open_pdf(built["play-sheet"].path) as pdf:
        page = pdf.pages[0]
        faces = Counter(ch["fontname"].split("+")[-1] for ch in page.chars
                        if (page.height - ch["bottom"]) / PT > to_mm(EDGE + FOOTER) + 2)
    assert not [name for name in faces if "DejaVu" in name], faces
    assert {"FiraSansCondensed-Regular", "FiraSansCondensed-Bold", "Fredoka-SemiBold"} <= set(faces)


def test_a_map_on_one_sheet_does_not_call_itself_tile_1_of_1(built, a3):
    """Issue 36: the whole-map A3 poster said "tile row 1 of 1"; a tiled A4 map still names each tile."""
    import subprocess

    def text(path) -> str:  # noqa: ANN001
        return subprocess.run(["pdftotext", str(path), "-"], check=True, capture_output=True, text=True).stdout.lower()

    assert "tile row" not in text(a3["map"].path)
    assert "left half" in text(built["map"].path)


def test_the_ink_saver_reference_table_has_no_filled_header(tmp_path):
    """Issue 36: with --ink-saver the reference table's header row and label column were still a filled
    tint block beside the outlined map; ink-saver is light, so they are white (their words bold)."""
    from goblinkit.pnp.games.globbo_sheets import TABLE_TINT

    def tinted(options):  # noqa: ANN001
        map_pdf = {b.component: b for b in build(["globbo"], options, tmp_path / options.paper / str(options.ink_saver))}["map"]
        with open_pdf(map_pdf.path) as pdf:
            return [r for page in pdf.pages for r in page.rects if r.get("fill")
                    and "#%02x%02x%02x" % tuple(round(v * 255) for v in (r.get("non_stroking_color") or (0, 0, 0))[:3]) == TABLE_TINT]

    assert len(tinted(PrintOptions(paper="a3"))) == 2  # the header row and the label column
    assert tinted(PrintOptions(paper="a3", ink_saver=True)) == []


def test_the_ink_saver_play_sheet_rings_its_step_numbers(tmp_path):
    """Issue 36: the play sheet ignored --ink-saver (seven filled discs and a tinted heading band); now
    each step's disc is a ring of its side's colour and nothing on the page is a filled shape."""
    sheet = {b.component: b for b in build(["globbo"], PrintOptions(ink_saver=True), tmp_path)}["play-sheet"]
    with open_pdf(sheet.path) as pdf:
        page = pdf.pages[0]
        logo = next(w for w in page.extract_words() if w["text"] == "Globbo!")  # the heading's logo, drawn as is
        filled = [s for s in page.curves + page.rects if s.get("fill") and s["x1"] - s["x0"] > 15
                  and not (s["x1"] < logo["x1"] + 5 and s["bottom"] < logo["bottom"] + 25)
                  and s.get("non_stroking_color") not in (None, (1, 1, 1), [1, 1, 1], (1,), [1])]
    assert filled == []
