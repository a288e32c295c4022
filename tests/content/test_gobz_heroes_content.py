"""Gob'z'Heroes content: the box as the rulebook lists it, our designs marked, the readings chosen."""

from __future__ import annotations

import pytest

from goblinkit.content.errors import ContentErrors
from goblinkit.content.gobz_heroes.layout import make_board
from goblinkit.content.gobz_heroes.text import combo_text, objective_text, stuff_text
from goblinkit.content.loader import load_game


@pytest.fixture(scope="module")
def game():
    return load_game("gobz-heroes")


def test_seven_designed_gobz_with_a_troll_and_equipped_ones(game):
    gobz = game.components["gobz"].items
    assert len(gobz) == 7 and all(g.origin == "designed" for g in gobz)
    assert [g.id for g in gobz if g.troll] == ["mog"] and gobz[0].rations >= 5
    assert len({g.skill.id for g in gobz}) == 7
    assert {g.id: g.stuff for g in gobz if g.stuff} == {"skritch": ["slingshot"], "gearhead": ["tommy-gun"]}
    allowed = {"accurate", "clumsy", "swift", "heavy", "tall", "lucky", "unlucky", "rough", "weak-spot", "fly"}
    assert all(set(g.qualities) <= allowed for g in gobz)


def test_cards_count_as_the_material_says(game):
    c = game.components
    assert c["objectives"].copies() == 8 and len({o.id for o in c["objectives"].items}) == 8
    assert c["combos"].copies() == 40 and c["stuff"].copies() == 10
    markers = {m.id: m.count for m in c["markers"].items}
    assert markers["tickle"] == 25 and markers["zombie"] == 4 and markers["sewer"] == 6
    assert markers["crate"] == 2 and markers["teleporter"] == 5


def test_wet_blanket_and_tommy_gun_as_printed(game):
    combos = {k.id: k for k in game.components["combos"].items}
    assert combos["wet-blanket"].origin == "rulebook"
    assert combo_text(combos["wet-blanket"]) == "Remove all Tickle markers from the chosen Gob'."
    stuff = {s.id: s for s in game.components["stuff"].items}
    gun = stuff["tommy-gun"]
    assert gun.triple_knocks_out and gun.weapon.repeat == 3
    assert "A triple on a roll to hit knocks out the carrier immediately." in stuff_text(gun)
    assert all(s.weapon or s.close_strength or s.resistance or s.movement for s in stuff.values())
    assert sum(1 for s in stuff.values() if s.weapon and s.weapon.fallout) == 2
    assert objective_text({o.id: o for o in game.components["objectives"].items}["troll-hunter"]) == "KO a rival Troll."


def test_tiles_and_boards_for_two_and_for_three_or_four(game):
    tiles = game.components["tiles"]
    assert len(tiles.items) == 6 and all(set(t.faces) == {"a", "b"} for t in tiles.items)
    assert [t.origin for t in tiles.items] == ["rulebook"] * 4 + ["designed"] * 2
    boards = {b.id: b for b in game.components["boards"].items}
    duel = make_board(boards["duel"], tiles, 2)
    brawl = make_board(boards["brawl"], tiles, 3)
    assert (duel.width, duel.height) == (10, 14) and (brawl.width, brawl.height) == (15, 14)
    assert len(duel.teleporters) == 3 and len(brawl.teleporters) == 5
    assert len(make_board(boards["brawl"], tiles, 4).teleporters) == 4
    assert len(duel.sewers) == 4 and len(brawl.sewers) == 6 and len(duel.crates) == 2
    for board in (duel, brawl):
        for corner in ((0, 0), (board.width - 1, 0), (0, board.height - 1), (board.width - 1, board.height - 1)):
            assert board.level(corner) == 0
    for tile in tiles.items:  # every face keeps ground in its four corners, where Crews deploy
        for side, face in tile.faces.items():
            assert {face.map[r][c] for r in (0, -1) for c in (0, -1)} == {"."}, (tile.id, side)
            if side == "b" and tile.id == "tile-5":  # Pillars has its raised shrine and ladder
                assert any("#" in row for row in face.map) and any("L" in row for row in face.map)


def test_the_ko_vp_reading_is_written_down(game):
    vp = {a.id: a.vp for a in game.components["scoring"].items}
    assert vp == {"dumping": 1, "ko-lol": 1, "ko": 2, "ko-lol-troll": 2, "objective": 2, "ko-troll": 3,
                  "quick": 6, "standard": 9, "long": 12}
    readings = {r.id for r in game.components["readings"].items}
    assert {"ko-vp", "troll-backup", "few-gobz"} <= readings


def test_an_unpaired_ladder_is_located(tmp_path):
    pack = tmp_path / "gobz_heroes"
    pack.mkdir()
    (pack / "tiles.yaml").write_text(
        "component: tiles\nname: Game tiles\nkind: gobz-tiles\ncolumns: 5\nrows: 7\nitems:\n"
        "  - id: tile-1\n    name: Tile 1\n    count: 1\n    origin: rulebook\n    faces:\n"
        "      a: {name: Bad, map: ['.....', '..L..', '.....', '.....', '.....', '.....', '.....']}\n"
        "      b: {name: Hatchery, map: ['.....', '.....', '.###.', '.#l#.', '..L..', '.....', '.....']}\n")
    with pytest.raises(ContentErrors) as info:
        load_game("gobz-heroes", tmp_path)
    text = str(info.value.errors[0])
    assert "tiles.yaml:" in text and "tile 'tile-1'" in text
    assert "C2: a ladder square needs exactly one orthogonal partner (l), found 0" in text
