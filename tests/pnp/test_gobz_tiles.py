"""The Gob'z'Heroes tiles measured from the PDF: every square printed with its board coordinate
(where the boards lay the tile), and every marker a board places, Zombie Rehab's Zombies included,
printed as a spot in its square on the right face, tagged with the players it is for."""

from __future__ import annotations

import pytest

from goblinkit.content.gobz_heroes.board import parse_square, square_name
from goblinkit.content.loader import load_game
from goblinkit.pnp.build import plan, render_job
from goblinkit.pnp.options import PrintOptions
from tests.pnp.measure import PT, open_pdf

SQUARE = 25.4


@pytest.fixture(scope="module")
def tiles(tmp_path_factory):
    """{face ("1a"): [(text, local column, local row)]} read from the built PDF."""
    opts = PrintOptions()
    job = next(j for j in plan(["gobz-heroes"], None)["gobz-heroes"] if j.component == "tiles")
    built = render_job(job, opts, tmp_path_factory.mktemp("tiles"))
    grid = job.grid(opts)
    found: dict[str, list[tuple[str, int, int]]] = {}
    with open_pdf(built.path) as pdf:
        for index, page in enumerate(pdf.pages):
            sheet, side = divmod(index, 2)
            if side:  # backs: face b; checked through their own text below
                continue
            for cell_index in range(grid.per_page):
                number = sheet * grid.per_page + cell_index + 1
                cell = grid.cell(cell_index)
                words = []
                for word in (w for w in page.extract_words() if w["upright"]):
                    x, y = word["x0"] / PT, (page.height - word["bottom"]) / PT
                    left, upper = cell.x / PT, cell.top / PT
                    col, row = int((x - left) // SQUARE), int((upper - y) // SQUARE)
                    if 0 <= col < 5 and 0 <= row < 7:
                        words.append((word["text"], col, row))
                found[f"{number}a"] = words
    return found


def test_every_square_carries_its_board_coordinate(tiles):
    game = load_game("gobz-heroes", None)
    slots = {}
    for board in game.components["boards"].items:
        for r, line in enumerate(board.tiles):
            for c, face in enumerate(line):
                slots.setdefault(face, set()).add((c * 5, r * 7))
    assert all(len(places) == 1 for places in slots.values())  # a tile lies in one place on every board
    for face, words in tiles.items():
        (c0, r0), = slots[face]
        names = {(col, row): text for text, col, row in words if text[0].isalpha() and text[1:].isdigit()}
        assert len(names) == 35, face
        wrong = {text: square_name((c0 + col, r0 + row)) for (col, row), text in names.items()
                 if text != square_name((c0 + col, r0 + row))}
        assert wrong == {}, face


def _players(tag: str) -> set[int]:
    low, _, high = tag.removesuffix("p").partition("-")
    return set(range(int(low), int(high or low) + 1))


def test_every_placed_marker_is_printed_in_its_square(tiles):
    """Zombie Rehab says "where the board says": the board now says, on the tiles."""
    game = load_game("gobz-heroes", None)
    checked = 0
    for board in game.components["boards"].items:
        if board.tiles[0][0] != "1a":  # the face-a boards (the b faces print the same way on the backs)
            continue
        placed = [(s, set(board.players)) for s in board.sewers + board.crates + board.zombies]
        placed += [(s, {int(n)}) for n, squares in board.teleporters.items() for s in squares]
        for name, players in placed:
            col, row = parse_square(name)
            face = board.tiles[row // 7][col // 5]
            tags = [text for text, c, r in tiles[face] if (c, r) == (col % 5, row % 7) and text.endswith("p")]
            assert len(tags) == 1 and players <= _players(tags[0]), (board.id, name, face, tags)
            checked += 1
    assert checked == (4 + 2 + 4 + 3) + (6 + 2 + 4 + 5 + 4)


def _words_by_tile(path):
    """Every upright word on every tile page with its box in points: (page, text, x0, top, x1, bottom)."""
    with open_pdf(path) as pdf:
        for index, page in enumerate(pdf.pages):
            for word in page.extract_words():
                yield index, word["text"], word["x0"], word["top"], word["x1"], word["bottom"], word["upright"]


def test_face_names_cover_no_coordinate_or_spot(tmp_path):
    """Each of the 12 faces prints its name on a plate in a free square: no word of it overlaps a
    square's coordinate ("A4") or a spot's players tag, and none is turned over the squares any more."""
    import re

    game = load_game("gobz-heroes", None)
    names = {f"{tile.id.rsplit('-', 1)[-1]}{side}": tile.faces[side].name
             for tile in game.components["tiles"].items for side in "ab"}
    opts = PrintOptions()
    job = next(j for j in plan(["gobz-heroes"], None)["gobz-heroes"] if j.component == "tiles")
    built = render_job(job, opts, tmp_path)
    words = list(_words_by_tile(built.path))
    keys = [w for w in words if w[1] in names]
    assert sorted(w[1] for w in keys) == sorted(names)  # every face's key printed once, upright
    coordinate = re.compile(r"^[A-Z]\d{1,2}$|^\d-?\d?p$")
    labels = [w for w in words if coordinate.match(w[1])]
    name_words = {part for name in names.values() for part in name.split()} | set(names)
    plates = [w for w in words if w[1] in name_words]
    assert all(w[6] for w in plates)  # upright: nothing turned up a column of squares

    def overlap(a, b):
        return a[0] == b[0] and a[2] < b[4] and b[2] < a[4] and a[3] < b[5] and b[3] < a[5]

    assert [(p[1], l[1]) for p in plates for l in labels if overlap(p, l)] == []


def test_the_tiles_print_light(tmp_path):
    """Issue 36: the tiles carried about 30 % ink; their ground, platforms and walls are light now (the
    game's style.yaml `board:`), at most 22 %, the game's budget."""
    from tests.pnp.ink import page_inks

    job = next(j for j in plan(["gobz-heroes"], None)["gobz-heroes"] if j.component == "tiles")
    inks = page_inks(render_job(job, PrintOptions(), tmp_path).path)
    assert sum(inks) / len(inks) <= 0.22, [f"{ink:.0%}" for ink in inks]


@pytest.mark.parametrize("ink_saver", [False, True], ids=["default", "ink-saver"])
def test_coordinates_and_tags_are_in_the_games_face_and_dark_on_the_walls(tmp_path, ink_saver):
    """The hard panel: the tiles' coordinates and player tags were in the built-in DejaVu beside the game's
    Fira Sans, and a wall's coordinate was cream on the light stone (white on an ink-saver wall). (Read at
    their sizes, COORD_PT and TAG_PT: issue 36 raised both from 6.5 pt.)"""
    from goblinkit.pnp.drawers.levels import COORD_PT, TAG_PT

    opts = PrintOptions(ink_saver=ink_saver)
    job = next(j for j in plan(["gobz-heroes"], None)["gobz-heroes"] if j.component == "tiles")
    built = render_job(job, opts, tmp_path)
    with open_pdf(built.path) as pdf:
        page = pdf.pages[0]
        small = [ch for ch in page.chars if min(abs(ch["size"] - COORD_PT), abs(ch["size"] - TAG_PT)) < 0.01
                 and ch["top"] < page.height - 60]
        assert {round(ch["size"], 2) for ch in small} == {COORD_PT, TAG_PT}
        colours = {tuple(round(v, 2) for v in ch["non_stroking_color"]) for ch in small}
    assert small and {ch["fontname"].split("+")[-1] for ch in small} <= {"FiraSansCondensed-Regular",
                                                                          "FiraSansCondensed-Bold"}
    assert colours == {(round(0x2b / 255, 2), round(0x21 / 255, 2), round(0x14 / 255, 2))}  # INK_DARK only


def test_only_the_deployment_squares_are_marked_each_with_who_deploys_there(tiles):
    """Issue 36: a heavy red bracket sat in all four corners of every tile, most of them squares no Crew
    starts on. Now the squares the boards deploy on (their corners; with 3 players the top edge's middle,
    H1) carry a thin ring and "Deploy" with the players; tile 2's H1 is the Brawl's 3-player square."""
    expected = {"1a": {("2/4p", 0, 0)}, "2a": {("3p", 2, 0), ("2p", 4, 0)}, "3a": {("2-4p", 0, 6)},
                "4a": {("2p", 4, 6)}, "5a": {("4p", 4, 0)}, "6a": {("3-4p", 4, 6)}}
    found = {face: {(words[i + 1][0], col, row) for i, (text, col, row) in enumerate(words) if text == "Deploy"}
             for face, words in tiles.items()}
    assert found == expected


def test_deploy_squares_follow_the_rulebook_and_tags_show_a_gap():
    from goblinkit.pnp.games.gobz_tiles import deploy_squares, players_tag

    assert deploy_squares(10, 14, 2) == [(0, 0), (9, 0), (0, 13), (9, 13)]
    assert deploy_squares(15, 14, 3) == [(7, 0), (0, 13), (14, 13)]  # the length's middle, the far corners
    assert [players_tag(p) for p in ({2}, {3, 4}, {2, 3, 4}, {2, 4})] == ["2p", "3-4p", "2-4p", "2/4p"]
