"""`goblin pnp export --for tts`: deck sheets, the saved object's structure, tokens and tiles."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from PIL import Image, ImageChops, ImageStat
from reportlab.lib.colors import Color

from goblinkit.content.units import mm
from goblinkit.pnp.export import run_export
from goblinkit.pnp.export_plan import Component, Piece
from goblinkit.pnp.export_render import Raster
from goblinkit.pnp.drawers.dienet import face_origin
from goblinkit.pnp.export_tts import add_deck
from goblinkit.pnp.tts_model import PER_SHEET, TtsExport, Urls, grid_for

DPI = 40


@pytest.fixture(scope="module")
def gvz(tmp_path_factory):
    """The whole GvZ box for TTS, and the same faces as images (no bleed) to compare cells with."""
    out = tmp_path_factory.mktemp("export-tts")
    done = run_export(["gvz"], "tts", DPI, "0.125in", False, None, out, None)
    run_export(["gvz"], "images", DPI, "0mm", False, None, out, None)
    saved = json.loads(done[0].saved_object.read_text(encoding="utf-8"))
    rows = json.loads((out / "goblins-vs-zombies" / "images" / "manifest.json").read_text())
    return out, done[0], saved, rows


def _file(url: str) -> Path:
    assert url.startswith("file:///")
    return Path(unquote(urlparse(url).path))


def _walk(objects):
    for obj in objects:
        yield obj
        yield from _walk(obj.get("ContainedObjects", []))


def _cell(sheet: Image.Image, deck: dict, card_id: int) -> Image.Image:
    index = card_id % 100
    columns, rows = deck["NumWidth"], deck["NumHeight"]
    width, height = sheet.width // columns, sheet.height // rows
    row, col = divmod(index, columns)
    return sheet.crop((col * width, row * height, (col + 1) * width, (row + 1) * height))


def _same(a: Image.Image, b: Image.Image) -> bool:
    assert a.size == b.size
    return max(ImageStat.Stat(ImageChops.difference(a.convert("RGB"), b.convert("RGB"))).mean) < 1.0


def test_grid_holds_the_hidden_card_in_its_last_cell():
    assert grid_for(1) == (2, 1)
    assert grid_for(9) == (10, 1)
    assert grid_for(10) == (10, 2)
    assert grid_for(23) == (10, 3)
    assert grid_for(PER_SHEET) == (10, 7) and PER_SHEET == 69
    with pytest.raises(ValueError):
        grid_for(70)


def test_saved_object_is_one_bag_of_decks_with_the_counts_of_pnp_list(gvz, app, runner):
    _, exported, saved, _ = gvz
    assert exported.saved_object.name == "Goblins vs Zombies.json"
    with Image.open(exported.saved_object.with_suffix(".png")) as thumbnail:  # TTS's picture of it
        assert thumbnail.size == (100, 139)  # the Goblin Deck back (Flag-bearer) at 40 dpi, under 256 px
    assert not list(exported.saved_object.parent.rglob("*.pdf"))  # the export PDF was only a step
    assert list(saved) == ["SaveName", "Date", "VersionNumber", "GameMode", "GameType", "GameComplexity", "Tags",
                           "Gravity", "PlayArea", "Table", "Sky", "Note", "TabStates", "LuaScript", "LuaScriptState",
                           "XmlUI", "ObjectStates"]
    [bag] = saved["ObjectStates"]
    assert bag["Name"] == "Bag" and bag["Nickname"] == "Goblins vs Zombies (Goblin Kit)"
    decks = {deck["Nickname"]: deck for deck in bag["ContainedObjects"] if deck["Name"] == "Deck"}
    listed = json.loads(runner.invoke(app, ["pnp", "list", "goblins-vs-zombies", "--json"]).output)
    cards = sum(r["count"] for r in listed if r["component"] not in ("tuck-boxes", "token-cards"))  # tokens are
    # tokens at the table; a tuck box is paper to fold, never a piece at a virtual table
    assert sum(len(d["ContainedObjects"]) for d in decks.values()) == cards == 104
    assert len(decks["Goblin Deck"]["ContainedObjects"]) == 54
    assert len(decks["Zombie Deck (Zombies and Events)"]["ContainedObjects"]) == 36
    for deck in decks.values():
        assert deck["DeckIDs"] == [card["CardID"] for card in deck["ContainedObjects"]]
        for entry in deck["CustomDeck"].values():
            assert set(entry) >= {"FaceURL", "BackURL", "NumWidth", "NumHeight", "BackIsHidden", "UniqueBack"}
            assert entry["NumWidth"] <= 10 and entry["NumHeight"] <= 7 and entry["BackIsHidden"] is True
            assert _file(entry["FaceURL"]).is_file() and _file(entry["BackURL"]).is_file()
        for card in deck["ContainedObjects"]:
            assert card["Name"] == "Card"
            assert list(card["CustomDeck"]) == [str(card["CardID"] // 100)]
            assert card["CustomDeck"][str(card["CardID"] // 100)] == deck["CustomDeck"][str(card["CardID"] // 100)]
    ids = [key for deck in decks.values() for key in deck["CustomDeck"]]
    assert len(ids) == len(set(ids))  # deck ids are unique in the saved object


def test_every_card_id_points_at_a_cell_holding_that_card(gvz):
    out, _, saved, rows = gvz
    own = {(r["component"], r["name"]): out / "goblins-vs-zombies" / "images" / r["file"]
           for r in rows if r["side"] == "front"}
    backs = {(r["component"], r["name"]): out / "goblins-vs-zombies" / "images" / r["file"]
             for r in rows if r["side"] == "back"}
    components = {"Goblin Deck": "goblin-deck", "Zombie Deck (Zombies and Events)": "zombie-deck"}
    checked = 0
    for deck in saved["ObjectStates"][0]["ContainedObjects"]:
        component = components.get(deck["Nickname"])
        if component is None:
            continue
        sheets = {}
        for card in deck["ContainedObjects"]:
            entry = card["CustomDeck"][str(card["CardID"] // 100)]
            face = sheets.setdefault(entry["FaceURL"], Image.open(_file(entry["FaceURL"])))
            assert card["CardID"] % 100 < entry["NumWidth"] * entry["NumHeight"] - 1  # never the hidden cell
            assert _same(_cell(face, entry, card["CardID"]), Image.open(own[(component, card["Nickname"])]))
            checked += 1
        entry = next(iter(deck["CustomDeck"].values()))
        assert entry["UniqueBack"] is False
        hidden = _cell(sheets[entry["FaceURL"]], entry, entry["NumWidth"] * entry["NumHeight"] - 1)
        [back] = [path for (c, _), path in backs.items() if c == component]
        assert _same(hidden, Image.open(back)) and _same(Image.open(_file(entry["BackURL"])), Image.open(back))
    assert checked == 54 + 36


def test_differing_backs_make_a_back_sheet(gvz):
    out, _, saved, rows = gvz
    red = next(d for d in saved["ObjectStates"][0]["ContainedObjects"] if d["Nickname"].startswith("Red-bordered"))
    [entry] = red["CustomDeck"].values()
    assert entry["UniqueBack"] is True
    backs = Image.open(_file(entry["BackURL"]))
    own = {r["name"]: out / "goblins-vs-zombies" / "images" / r["file"] for r in rows if r["side"] == "back"}
    paladin = next(c for c in red["ContainedObjects"] if c["Nickname"] == "Paladin Zombie")
    assert _same(_cell(backs, entry, paladin["CardID"]), Image.open(own["Back of Paladin Zombie"]))


def _colour_piece(number: int) -> Piece:
    def draw(c, w, h, bleed, ink, hue=Color(number / 80, 1 - number / 80, 0.5)):
        c.setFillColor(hue)
        c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)

    return Piece("test", "many", "Many cards", "card", f"card-{number}", f"Card {number}", mm(20), mm(28), draw,
                 None, count=2 if number == 70 else 1)


def test_a_deck_of_more_than_69_faces_takes_a_second_sheet(tmp_path):
    pieces = [_colour_piece(n) for n in range(75)]
    export = TtsExport(tmp_path, Urls(tmp_path, "https://example.org/kit/"), Raster(30, 0.0))
    deck = add_deck(export, Component("test", "many", "Many cards", "card", pieces), tmp_path / "many")
    assert list(deck["CustomDeck"]) == ["1", "2"]
    first, second = deck["CustomDeck"]["1"], deck["CustomDeck"]["2"]
    assert (first["NumWidth"], first["NumHeight"], second["NumWidth"], second["NumHeight"]) == (10, 7, 7, 1)
    assert first["FaceURL"] == "https://example.org/kit/many/many-sheet-1.png"
    assert second["FaceURL"] == "https://example.org/kit/many/many-sheet-2.png"
    assert first["UniqueBack"] is True  # no backs printed: each card shows its face on both sides
    assert deck["DeckIDs"] == list(range(100, 169)) + [200, 201, 201, 202, 203, 204, 205]
    sheet = Image.open(tmp_path / "many" / "many-sheet-2.png").convert("RGB")
    cell = _cell(sheet, second, 201)
    expected = tuple(round(v * 255) for v in (70 / 80, 1 - 70 / 80, 0.5))
    assert all(abs(a - b) <= 1 for a, b in zip(cell.getpixel((cell.width // 2, cell.height // 2)), expected))
    hidden = _cell(Image.open(tmp_path / "many" / "many-sheet-1.png").convert("RGB"), first, 169)
    assert hidden.getcolors() == [(hidden.width * hidden.height, (0, 255, 128))]  # plain, in card 0's colour


def test_tokens_and_boards(tmp_path):
    done = run_export(["gobz", "goblout"], "tts", 30, "0.125in", False, "https://example.org/gk", tmp_path, None,
                      ["markers", "tiles", "teeth"])
    gobz = json.loads(done[0].saved_object.read_text(encoding="utf-8"))["ObjectStates"][0]["ContainedObjects"]
    markers = next(o for o in gobz if o["Nickname"] == "Markers")
    assert markers["Name"] == "Bag" and len(markers["ContainedObjects"]) == 48
    token = markers["ContainedObjects"][0]
    assert token["Name"] == "Custom_Tile"  # two-sided (the game's designed back) and square (butted, issue 36)
    assert token["CustomImage"]["ImageURL"].startswith("https://example.org/gk/markers/")
    assert token["CustomImage"]["CustomTile"]["Type"] == 0
    assert token["CustomImage"]["ImageSecondaryURL"].endswith("-back.png")
    assert "ImageScalar" in token["CustomImage"]
    marker = Image.open(tmp_path / "gobz-heroes" / "tts" / "markers" / f"{Path(token['CustomImage']['ImageURL']).name}")
    assert marker.getpixel((marker.width // 2, marker.height // 2))[:3] != (255, 255, 255)
    tiles = next(o for o in gobz if o["Nickname"].startswith("Game tiles"))
    assert len(tiles["ContainedObjects"]) == 6
    tile = tiles["ContainedObjects"][0]
    assert tile["Name"] == "Custom_Tile" and tile["CustomImage"]["CustomTile"]["Type"] == 0
    assert tile["CustomImage"]["ImageSecondaryURL"].endswith("-back.png")  # face b on the back
    image = Image.open(tmp_path / "gobz-heroes" / "tts" / "tiles" / "tile-1.png")
    assert image.size == (150, 210)  # 5 x 7 inches at 30 dpi: TTS images are the trimmed face
    teeth = json.loads(done[1].saved_object.read_text(encoding="utf-8"))["ObjectStates"][0]["ContainedObjects"]
    [bag] = teeth
    assert len(bag["ContainedObjects"]) == 50
    assert bag["ContainedObjects"][0]["Name"] == "Custom_Tile"  # two-sided and square, like the markers
    assert bag["ContainedObjects"][0]["CustomImage"]["CustomTile"]["Type"] == 0


@pytest.fixture(scope="module")
def every_game(tmp_path_factory):
    """Every game for TTS at 30 dpi, and the Goblout die nets as print-shop images at the same dpi."""
    out = tmp_path_factory.mktemp("export-all")
    done = run_export(["all"], "tts", 30, "0.125in", False, None, out, None)
    run_export(["goblout"], "images", 30, "0mm", False, None, out, None, ["dice"])
    saved = {item.game_id: json.loads(item.saved_object.read_text(encoding="utf-8")) for item in done}
    return out, done, saved


def _objects(saved: dict) -> dict[str, dict]:
    """The game bag's contents by nickname."""
    return {obj["Nickname"]: obj for obj in saved["ObjectStates"][0]["ContainedObjects"]}


# What a table holds that the print plan does not: GvZ's 2 token cards are 15 Damage and 3 Slow tokens;
# the Gob'z'Heroes markers (48) and Goblout's teeth (50) print a dozen to a card place on a deck's last
# sheet (4 and 5 places in `pnp list`), and stand one by one at the table.
TABLE_ONLY: dict[str, int] = {}  # (markers, teeth and GvZ's tokens butt on sheets of their own: listed one by one)


def test_every_game_loads_as_many_pieces_as_the_box_holds(every_game, app, runner):
    _, done, saved = every_game
    listed = json.loads(runner.invoke(app, ["pnp", "list", "--json"]).output)
    assert {item.game_id for item in done} == {row["game"] for row in listed}
    for item in done:
        pieces = [o for o in _walk(saved[item.game_id]["ObjectStates"]) if o["Name"] not in ("Bag", "Deck")]
        assert {o["Name"] for o in pieces} <= {"Card", "Custom_Token", "Custom_Tile", "Custom_Dice"}
        box = sum(row["count"] for row in listed if row["game"] == item.game_id and row["component"] != "tuck-boxes") \
            + TABLE_ONLY.get(item.game_id, 0)  # (a tuck box is paper to fold, not a piece at the table)
        assert len(pieces) == item.copies == box, item.game_id
        for obj in pieces:
            image = obj.get("CustomImage", {}).get("ImageURL") or next(iter(obj["CustomDeck"].values()))["FaceURL"]
            assert _file(image).is_file()
    assert not [o for o in _walk(saved["globbo"]["ObjectStates"]) if "assembly" in o["Nickname"].lower()]


def test_gobz_small_decks_are_a_deck_each_with_its_own_back(every_game):
    _, _, saved = every_game
    objects = _objects(saved["gobz-heroes"])
    decks = {name: objects[name] for name in ("Profile Cards", "Gob'jective Cards", "Stuff Cards", "Combo Cards")}
    assert [len(d["ContainedObjects"]) for d in decks.values()] == [7, 8, 10, 40]
    assert {n for n, o in objects.items() if o["Name"] == "Deck"} == set(decks)  # no mixed "Profile Cards, ..."
    entries = [next(iter(d["CustomDeck"].values())) for d in decks.values()]
    assert [e["UniqueBack"] for e in entries] == [False] * 4  # one back for each deck
    backs = [Image.open(_file(e["BackURL"])).convert("RGB") for e in entries]
    assert len({image.tobytes() for image in backs}) == 4  # four different backs
    profile = decks["Profile Cards"]
    assert all(card["CustomDeck"] == profile["CustomDeck"] for card in profile["ContainedObjects"])
    assert _file(entries[0]["BackURL"]).name == "gobz-back.png"


def test_gvz_token_cards_are_damage_and_slow_tokens(every_game):
    _, _, saved = every_game
    objects = _objects(saved["goblins-vs-zombies"])
    bag = objects["Token Cards"]  # (tokens.yaml `cut: butted`: square chits of the shared counter recipe)
    tokens = bag["ContainedObjects"]
    assert [t["Nickname"] for t in tokens] == ["Damage"] * 15 + ["Slow"] * 3
    assert {t["Name"] for t in tokens} == {"Custom_Tile"}  # two-sided: the game's back behind each
    assert {t["CustomImage"]["CustomTile"]["Type"] for t in tokens} == {0}  # square
    assert tokens[0]["CustomImage"]["ImageURL"] != tokens[-1]["CustomImage"]["ImageURL"]


def test_vp_dials_and_pointers_are_round_tokens_cut_along_their_outline(every_game):
    _, _, saved = every_game
    gauges = _objects(saved["gobz-heroes"])["Victory Point gauge pieces (2 dials, 2 pointers; a split pin each)"]
    by_name = {o["Nickname"]: o for o in gauges["ContainedObjects"]}
    assert set(by_name) == {"VP dial (Red)", "VP dial (Blue)", "VP pointer (Red)", "VP pointer (Blue)"}
    assert {o["Name"] for o in by_name.values()} == {"Custom_Token"}
    dial = Image.open(_file(by_name["VP dial (Red)"]["CustomImage"]["ImageURL"]))
    pointer = Image.open(_file(by_name["VP pointer (Red)"]["CustomImage"]["ImageURL"]))
    size = dial.width
    assert dial.size == pointer.size == (104, 104)  # 88 mm at 30 dpi
    alpha = dial.getchannel("A")
    assert alpha.getpixel((0, 0)) == 0 and alpha.getpixel((size // 2, size // 2)) == 255
    assert alpha.getpixel((size // 2, 2)) == 255  # the numbered ring, to its rim
    cut = pointer.getchannel("A")
    assert cut.getpixel((size // 2, size // 2)) == 255 and cut.getpixel((size // 2, int(size * 0.15))) == 255  # the arrow
    assert cut.getpixel((int(size * 0.15), size // 2)) == 0  # beside the wheel: no paper left round it


def test_the_augury_die_is_a_custom_d6_in_tts_template_layout(every_game):
    out, _, saved = every_game
    bag = _objects(saved["goblout"])["Augury dice"]
    dice = bag["ContainedObjects"]
    assert len(dice) == 5 and {d["Name"] for d in dice} == {"Custom_Dice"}
    die = dice[0]
    assert die["CustomImage"]["CustomDice"] == {"Type": 1}  # a d6
    assert [v["Value"] for v in die["RotationValues"]] == ["1", "2", "3", "4", "5", "6"]
    assert die["RotationValues"][0]["Rotation"] == {"x": -90.0, "y": 0.0, "z": 0.0}
    image = Image.open(_file(die["CustomImage"]["ImageURL"])).convert("RGB")
    face = round(18 * 30 / 25.4)  # an 18 mm face at 30 dpi
    assert image.size == (3 * face, 3 * face)
    top = image.crop((0, 0, 3 * face, face))
    assert top.getcolors() == [(3 * face * face, (246, 241, 225))]  # the top row is not on a face
    net = Image.open(out / "goblout" / "images" / "dice" / "augury-die.png").convert("RGB")
    net_height = net.height

    def net_faces(number: int) -> list[Image.Image]:  # the face as the print-shop net shows it (a pixel either way)
        x, y = face_origin(number, mm(18))
        left, top = round(x * 30 / 72), net_height - round((y + mm(18)) * 30 / 72)
        return [net.crop((left + dx, top + dy, left + dx + face, top + dy + face))
                for dx in range(-2, 3) for dy in range(-2, 3)]

    def cell(col: int, row: int) -> Image.Image:
        return image.crop((col * face, row * face, (col + 1) * face, (row + 1) * face))

    def differs(a: Image.Image, options: list[Image.Image]) -> float:
        return min(sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) for b in options)

    # Each cell is, of the twelve candidates (the net's six faces, upright or upside down), closest to the
    # face TTS's template puts there, turned as it puts it (a 30 dpi face is 21 px, so closest, not equal).
    faces = {(number, turned): [f.rotate(180) for f in net_faces(number)] if turned else net_faces(number)
             for number in range(1, 7) for turned in (False, True)}
    layout = {2: (0, 1, False), 4: (1, 1, False), 5: (2, 1, False), 1: (0, 2, True), 3: (1, 2, False), 6: (2, 2, True)}
    for number, (col, row, turned) in layout.items():
        best = min(faces, key=lambda key: differs(cell(col, row), faces[key]))
        assert best == (number, turned), (number, best)
