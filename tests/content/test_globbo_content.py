"""Globbo! content: the torus map wraps consistently, its lettered edges are the same hexes, and the
pieces and Extras keep every number the rulebook gives."""

from __future__ import annotations

import pytest

from goblinkit.content import load_game
from goblinkit.content.errors import ContentErrors
from goblinkit.content.globbo.board import make_board
from goblinkit.content.globbo.torus import Torus, label, wrap_problems


@pytest.fixture(scope="module")
def globbo():
    return load_game("globbo").components


@pytest.fixture(scope="module")
def board(globbo):
    return make_board(globbo["map"].items[0])


@pytest.mark.parametrize("columns,rows", [(16, 14), (16, 12), (7, 4), (9, 10), (3, 4)])
def test_an_even_number_of_rows_wraps(columns, rows):
    assert wrap_problems(columns, rows) == []
    t = Torus(columns, rows)
    for h in t.hexes:
        assert len(set(t.neighbours(h))) == 6
        assert all(h in t.neighbours(n) for n in t.neighbours(h))


@pytest.mark.parametrize("columns,rows", [(16, 13), (16, 15), (8, 3)])
def test_an_odd_number_of_rows_cannot_wrap(columns, rows):
    problems = wrap_problems(columns, rows)
    assert problems and "not the other way round" in problems[0]
    with pytest.raises(ValueError, match="does not wrap"):
        Torus(columns, rows)


def test_the_designed_map(globbo, board):
    m = globbo["map"].items[0]
    assert (m.columns, m.rows, m.origin) == (16, 14, "designed")
    assert m.rows % 2 == 0 and m.columns > 15  # a 15-hex burp never comes back round its own row
    assert sorted(board.holes) == [1, 2, 3, 4, 5]
    assert len(board.head_starts()) == 74
    t = board.torus
    # room for the 19-piece Globbo with no warp-hole in it, and 6 Biters 3+ from Globbo and the holes
    head = board.head_starts()[0]
    globbo_hexes = t.within(head, 2)
    assert len(globbo_hexes) == 19 and not set(globbo_hexes) & set(board.holes.values())
    biter_room = [h for h in t.hexes if min(t.distance(h, g) for g in globbo_hexes) >= 3
                  and min(t.distance(h, w) for w in board.holes.values()) >= 3]
    assert len(biter_room) >= 6
    assert len(board.walls) == 24


def test_lettered_edge_hexes_are_the_same_hexes(board):
    t = board.torus
    ghosts = t.ghosts()
    bottom = {pos[0]: twin for pos, twin in ghosts if pos[1] == t.rows and pos[0] < t.columns}
    assert {c: label(h) for c, h in bottom.items()} == {c: label((c, 0)) for c in range(t.columns)}
    for (col, row), twin in ghosts:
        if col in (-1, t.columns):  # left and right halves: the same row, the far edge's hex
            assert twin == (col % t.columns, row % t.rows)
        # the ghost really is that hex: its neighbours on the printed sheet are the twin's neighbours
        for d in range(6):
            assert t.step(twin, d) == t.wrap(t.step((col % t.columns, row % t.rows), d))
    assert len(ghosts) == 16 + 1 + 7 + 7


@pytest.mark.parametrize("a,b,expected", [
    ("A1", "P1", 1), ("A1", "A14", 1), ("A1", "P14", 1), ("P14", "A1", 1),  # across each edge and a corner
    ("P2", "A1", 1), ("P2", "A3", 1), ("A1", "B14", 2), ("H1", "H14", 1),
    ("A1", "I1", 8), ("A1", "A8", 7), ("A1", "O13", 3), ("C7", "C7", 0),
])
def test_distances_across_the_edges(board, a, b, expected):
    t = board.torus
    assert t.distance(t.parse(a), t.parse(b)) == expected
    assert t.distance(t.parse(b), t.parse(a)) == expected


def test_distance_is_the_shortest_walk(board):
    t = board.torus
    start = t.parse("C3")
    seen, frontier, step = {start: 0}, [start], 0
    while frontier:
        step += 1
        frontier = [n for h in frontier for n in t.neighbours(h) if n not in seen and not seen.setdefault(n, step) is None]
    assert all(t.distance(start, h) == d for h, d in seen.items())


def test_straight_lines_run_off_one_edge_and_back_on(board):
    t = board.torus
    line = t.straight_line(t.parse("B3"), t.parse("N3"), 15)  # west, across the left edge
    assert [label(h) for h in line] == ["A3", "P3", "O3", "N3"]
    down = t.straight_line(t.parse("E13"), t.parse("F2"), 15)  # south-east, across the bottom edge
    assert [label(h) for h in down] == ["E14", "F1", "F2"]
    assert t.straight_line(t.parse("A1"), t.parse("C2"), 15) is None  # not a straight row of hexes
    assert len(t.straight_line(t.parse("A5"), t.parse("P5"), 15)) == 1


def test_a_clear_line_of_sight_bends_round_an_edge_at_most_once(board):
    t = board.torus
    lines = t.sight_lines(t.parse("B2"), t.parse("O12"), bends=1)
    assert lines and all(line[-1] == t.parse("O12") for line in lines)
    assert len(lines[0]) == 10  # the 5-hex way goes round a corner: two edges
    assert len(t.sight_lines(t.parse("B2"), t.parse("O12"), bends=2)[0]) == t.distance(t.parse("B2"), t.parse("O12")) == 5
    assert len(t.sight_lines(t.parse("B2"), t.parse("O12"), bends=0)) == 1


def test_pieces_keep_the_rulebooks_numbers(globbo):
    p = {piece.id: piece for piece in globbo["pieces"].items}
    assert (p["head"].move, p["head"].strength, p["head"].range, p["head"].cost) == (3, 5, 15, 4)
    assert (p["zap"].strength, p["zap"].range, p["zap"].cost) == (1, 3, 2)
    assert (p["slap"].strength, p["slap"].range, p["slap"].cost) == (2, 1, 1)
    assert (p["biter"].move, p["biter"].strength) == (4, 2)
    assert (p["blip"].move, p["blip"].strength) == (2, 3)
    assert (p["yeast"].move, p["yeast"].strength) == (0, 0)
    assert p["blip"].back == p["yeast"].back == "fission"
    assert len({x.back for x in p.values() if x.id not in ("blip", "yeast")}) == 4
    assert p["head"].count >= 1 and p["zap"].count >= 6 and p["slap"].count >= 12 and p["biter"].count >= 6


def test_extras_keep_the_rulebooks_grades(globbo):
    extras = {e.id: e for e in globbo["extras"].items}
    given = {"tough-blips": 1, "gunk": 1, "free-will": 2, "jumping": 2, "biters-spit": 2, "yeast-mobility": 2,
             "slap-head-interface": 1, "slap-zap-interface": 1, "flexible-head": 2, "connecting": 2,
             "genetic-engineering": 2, "faster": 2, "double-regeneration": 4}
    assert {k: extras[k].grade for k in given} == given
    assert all(extras[k].origin == "rulebook" for k in given)
    designed = {"reflexes", "short-range", "fewer-blips", "prolificity", "zap-happy", "ranged-slaps", "scorch"}
    assert {k for k, e in extras.items() if e.origin == "designed"} == designed
    assert [e.id for e in extras.values() if e.column == "A"][-4:] == ["reflexes", "short-range", "fewer-blips",
                                                                      "prolificity"]


def test_an_odd_row_count_is_refused_where_it_is_written(tmp_path, monkeypatch):
    from pathlib import Path

    import goblinkit.content.globbo as package

    source = Path(package.__file__).parent / "map.yaml"
    pack = tmp_path / "pack" / "globbo"
    pack.mkdir(parents=True)
    (pack / "map.yaml").write_text(source.read_text().replace("rows: 14", "rows: 13"))
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ContentErrors) as caught:
        load_game("globbo", "pack")
    message = str(caught.value)
    assert message.startswith("pack/globbo/map.yaml:") and "map 'playroom': rows: a 16 x 13 map does not wrap" in message
    assert "even number of rows" in message
