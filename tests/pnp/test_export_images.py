"""`goblin pnp export --for images`: pixel sizes, bleed that is artwork, guides, manifest, names."""

from __future__ import annotations

import csv
import json

import pytest
from PIL import Image

from goblinkit.content.loader import load_game
from goblinkit.content.units import mm
from goblinkit.pnp.export import run_export
from goblinkit.pnp.export_images import CUT_COLOUR, SAFE_COLOUR
from goblinkit.pnp.export_plan import Piece
from goblinkit.pnp.export_render import Raster, round_half_up

DPI = 60
BLEED_MM = 3.175  # 0.125 in


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    out = tmp_path_factory.mktemp("export-images")
    done = run_export(["gvz", "gobz"], "images", DPI, "0.125in", True, None, out, None,
                      ["red-bordered", "guardians", "turn-reminders", "markers"])
    rows = json.loads((out / "goblins-vs-zombies" / "images" / "manifest.json").read_text())
    return out, done, rows


def _piece(width_mm: float, height_mm: float) -> Piece:
    return Piece("g", "c", "C", "card", "x", "X", mm(width_mm), mm(height_mm), lambda *a: None, None)


def test_pixel_size_rule_at_300_dpi():
    raster = Raster(300, BLEED_MM)
    poker = _piece(63.5, 88)
    # 63.5 mm = 750 px, 88 mm = 1039.37 -> 1039 px, 3.175 mm = 37.5 -> 38 px (half up)
    assert raster.trim_px(poker) == (750, 1039)
    assert raster.bleed_px(poker) == 38
    assert raster.size_px(poker) == (826, 1115)
    assert Raster(300, 0).size_px(_piece(19.05, 19.05)) == (225, 225)


def test_every_image_is_trim_plus_bleed_at_the_dpi(exported):
    out, _, rows = exported
    assert rows
    for row in rows:
        image = Image.open(out / "goblins-vs-zombies" / "images" / row["file"])
        bleed = round_half_up(BLEED_MM * DPI / 25.4)
        expected = (round_half_up(row["width_mm"] * DPI / 25.4) + 2 * bleed,
                    round_half_up(row["height_mm"] * DPI / 25.4) + 2 * bleed)
        assert image.size == expected == (row["width_px"], row["height_px"]), row["file"]
        assert row["bleed_px"] == bleed == 8
        assert image.info["dpi"] == pytest.approx((DPI, DPI), abs=0.01)


def _close(a, b, tolerance=12):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def test_bleed_is_the_artworks_edge_colour_not_white(exported):
    out, _, rows = exported
    for row in rows:
        image = Image.open(out / "goblins-vs-zombies" / "images" / row["file"]).convert("RGB")
        b, w, h = row["bleed_px"], image.width, image.height
        # the bleed band on each side (outer edge, mid-way along) against the artwork just inside the cut
        for outer, inner in (((0, h // 2), (b + 1, h // 2)), ((w - 1, h // 2), (w - b - 2, h // 2)),
                             ((w // 2, 0), (w // 2, b + 1)), ((w // 2, h - 1), (w // 2, h - b - 2)),
                             ((0, 0), (b + 1, b + 1))):
            edge = image.getpixel(inner)
            assert _close(image.getpixel(outer), edge), (row["file"], outer, image.getpixel(outer), edge)
            assert edge != (255, 255, 255), (row["file"], "the cut edge is blank paper")


def test_chit_tokens_bleed_their_colour_past_the_cut(exported):
    """Gob'z'Heroes' markers, square chits butted on their sheet: the colour runs on past the cut line."""
    out, _, _ = exported
    rows = json.loads((out / "gobz-heroes" / "images" / "manifest.json").read_text())
    assert {r["shape"] for r in rows} == {"square"}
    for row in rows:
        image = Image.open(out / "gobz-heroes" / "images" / row["file"]).convert("RGB")
        b, w, h = row["bleed_px"], image.width, image.height
        for outer, inner in (((b - 1, h // 2), (b + 1, h // 2)), ((w // 2, h - b), (w // 2, h - b - 2))):
            assert _close(image.getpixel(outer), image.getpixel(inner)), row["file"]
            assert image.getpixel(inner) != (255, 255, 255)


def test_a_card_edge_is_its_frame_colour_in_the_export(exported):
    out, _, _ = exported
    paladin = Image.open(out / "goblins-vs-zombies" / "images" / "red-bordered" / "paladin.png").convert("RGB")
    red, green, blue = paladin.getpixel((0, 0))
    assert red > 100 and green < 60 and blue < 60  # the red-bordered cards' dark red frame, out to the edge


def test_guides_mark_the_cut_line_and_the_safe_zone(exported):
    out, _, rows = exported
    row = next(r for r in rows if r["file"] == "red-bordered/paladin.png")
    image = Image.open(out / "goblins-vs-zombies" / "images" / row["file"]).convert("RGB")
    guides = Image.open(out / "goblins-vs-zombies" / "images" / "red-bordered" / "paladin-guides.png").convert("RGB")
    b, safe = row["bleed_px"], round_half_up(3 * DPI / 25.4)
    middle = image.height // 2
    assert guides.getpixel((b, middle)) == CUT_COLOUR
    assert guides.getpixel((image.width - 1 - b, middle)) == CUT_COLOUR
    assert guides.getpixel((b + safe, middle)) == SAFE_COLOUR
    assert guides.getpixel((image.width // 2, b + safe)) == SAFE_COLOUR
    assert guides.getpixel((b // 2, middle)) == image.getpixel((b // 2, middle))  # the rest is the image
    assert not any(r["file"].endswith("-guides.png") for r in rows)  # guides are never in the manifest


def test_names_counts_and_shared_backs(exported):
    out, _, rows = exported
    files = {r["file"]: r for r in rows}
    # Guardians: one face, three copies, one back for all
    assert files["guardians/guardian.png"]["count"] == 3
    assert files["guardians/back.png"]["side"] == "back" and files["guardians/back.png"]["count"] == 3
    # Red-bordered: Bosses have their own backs (Expert level); the Boss!! events share the Basic Zombie back
    assert files["red-bordered/paladin-back.png"]["count"] == 1
    assert files["red-bordered/dwarf-hero-back.png"]["count"] == files["red-bordered/dwarf-hero.png"]["count"] == 3
    shared = [r for r in rows if r["component"] == "red-bordered" and r["file"].startswith("red-bordered/back-")]
    assert len(shared) == 1 and shared[0]["count"] == 2  # The Boss!! and its Expert side
    fronts = sum(r["count"] for r in rows if r["side"] == "front" and r["component"] == "red-bordered")
    backs = sum(r["count"] for r in rows if r["side"] == "back" and r["component"] == "red-bordered")
    assert fronts == backs == 8


def test_manifest_csv_matches_json_and_counts_match_pnp_list(exported, app, runner):
    out, _, rows = exported
    with (out / "goblins-vs-zombies" / "images" / "manifest.csv").open(newline="") as handle:
        table = list(csv.DictReader(handle))
    assert [r["file"] for r in table] == [r["file"] for r in rows]
    assert list(table[0]) == ["file", "game", "component", "name", "kind", "shape", "side", "count", "width_mm",
                              "height_mm", "width_px", "height_px", "bleed_px", "dpi"]
    listed = json.loads(runner.invoke(app, ["pnp", "list", "goblins-vs-zombies", "--json"]).output)
    red = next(r for r in listed if r["component"] == "red-bordered")
    assert sum(r["count"] for r in rows if r["component"] == "red-bordered" and r["side"] == "front") == red["count"]
    sprue = next(r for r in listed if "guardians" in r["component"])  # a sprue: Guardians and Turn Reminders
    exported_parts = sum(r["count"] for r in rows if r["component"] in ("guardians", "turn-reminders")
                         and r["side"] == "front")
    assert exported_parts == sprue["count"]
    gobz = json.loads((out / "gobz-heroes" / "images" / "manifest.json").read_text())
    markers = load_game("gobz-heroes", None).components["markers"]  # (a sheet of butted chits of their own)
    fronts = sum(r["count"] for r in gobz if r["side"] == "front")
    assert fronts == sum(m.count for m in markers.items) == 48
    assert sum(r["count"] for r in gobz if r["side"] == "back") == 48  # each with the game's designed back
    assert {r["kind"] for r in gobz} == {"token"}


def test_the_export_pdf_has_one_face_per_page_at_trim_plus_bleed(exported):
    import pypdfium2 as pdfium

    out, _, rows = exported
    document = pdfium.PdfDocument(str(out / "goblins-vs-zombies" / "images" / "guardians" / "faces.pdf"))
    try:
        assert len(document) == 2  # the Guardian and its back
        for page in document:
            width, height = page.get_size()  # whole pixels: within 1.5 px of trim + 2 x bleed
            assert (width * DPI / 72, height * DPI / 72) == pytest.approx((150 + 2 * 8, 208 + 2 * 8))
            assert width / (72 / 25.4) == pytest.approx(63.5 + 2 * BLEED_MM, abs=1.5 * 25.4 / DPI)
            assert height / (72 / 25.4) == pytest.approx(88 + 2 * BLEED_MM, abs=1.5 * 25.4 / DPI)
    finally:
        document.close()


def test_square_chits_get_square_guides(tmp_path):
    """Goblout's teeth are square chits butted on their own sheet: the cut box is their guide, corners too."""
    run_export(["goblout"], "images", 40, "1mm", True, None, tmp_path, None, ["teeth"])
    rows = json.loads((tmp_path / "goblout" / "images" / "manifest.json").read_text())
    assert [(r["file"], r["count"]) for r in rows] == [("teeth/tooth.png", 50), ("teeth/back.png", 50)]
    guides = Image.open(tmp_path / "goblout" / "images" / "teeth" / "tooth-guides.png").convert("RGB")
    b = rows[0]["bleed_px"]
    assert guides.getpixel((b, guides.height // 2)) == CUT_COLOUR  # the cut box mid-side
    assert guides.getpixel((b, b)) == CUT_COLOUR  # ... and at its corner: a square
