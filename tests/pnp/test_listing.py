"""`goblin pnp list` (pnp/listing.py): a shared sheet lists every part riding on it with its id (as `pnp export
--component` takes it), its own size and count; chits carried on a deck's free places are counted as chits,
at their size, on their places."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from goblinkit.pnp.cli import app as pnp_app


def _list(*args: str) -> str:
    result = CliRunner().invoke(pnp_app, ["list", *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_goblout_lists_its_cards_and_teeth_apart():
    assert _list("goblout") == (
        "goblout/aid: Player aids and card list, 186 x 120 mm, 6 copies, 3 pages\n"
        "goblout/cards: Goblout cards, 63.5 x 88 mm, 110 copies, 26 pages\n"
        "goblout/dice: Augury dice (nets to fold), 54 x 77.4 mm, 5 copies, 1 page\n"
        "goblout/teeth: Goblin teeth, 19.05 x 19.05 mm, 50 copies, 2 pages\n"
        "goblout/tuck-boxes: Tuck boxes (one per deck), 210 x 297 mm (a whole a4 page), 1 copy, 1 page\n")


def test_gobz_lists_every_deck_and_the_markers():
    assert _list("gobz-heroes") == (
        "gobz-heroes/markers: Markers, 19.05 x 19.05 mm, 48 copies, 2 pages\n"  # butted on their own sheet (issue 36)
        "gobz-heroes/gobz-objectives-stuff: a sheet shared by 3 parts, 25 places of 63.5 x 88 mm, 6 pages\n"
        "  gobz: Profile Cards, 63.5 x 88 mm, 7 copies\n"
        "  objectives: Gob'jective Cards, 63.5 x 88 mm, 8 copies\n"
        "  stuff: Stuff Cards, 63.5 x 88 mm, 10 copies\n"
        "gobz-heroes/combos: Combo Cards, 63.5 x 88 mm, 40 copies, 10 pages\n"
        "gobz-heroes/tiles: Game tiles (5 x 7 squares of 1 in, faces a/b), 127 x 177.8 mm, 6 copies, 6 pages\n"
        "gobz-heroes/vp-gauges: Victory Point gauge pieces (2 dials, 2 pointers; a split pin each), 88 x 88 mm, 4 copies, 1 page\n"
        "gobz-heroes/quick-reference: Quick Reference Sheet, 210 x 297 mm (a whole a4 page), 3 copies, 3 pages\n"
        "gobz-heroes/tuck-boxes: Tuck boxes (one per deck), 210 x 297 mm (a whole a4 page), 4 copies, 4 pages\n")


def test_json_gives_each_file_its_parts():
    rows = {r["component"]: r for r in json.loads(_list("goblout", "--json"))}
    assert rows["cards"]["count"] == 110
    assert rows["teeth"]["parts"] == [
        {"component": "teeth", "name": "Goblin teeth", "width_mm": 19.05, "height_mm": 19.05, "count": 50,
         "places": 50}]
    assert rows["aid"]["parts"] == [
        {"component": "aid", "name": "Player aids and card list", "width_mm": 186.0, "height_mm": 120.0, "count": 6,
             "places": 6}]


def test_a_part_id_is_what_export_takes(tmp_path):
    from goblinkit.pnp.cli import app

    result = CliRunner().invoke(app, ["export", "goblout", "--for", "images", "--dpi", "30", "--component", "teeth",
                                      "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"{tmp_path}/goblout/images  (")
