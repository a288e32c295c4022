"""The square grid with two levels on the Duel board (tiles 1a 2a / 3a 4a): range, line of sight,
adjacency, and movement with Ladders, Footbridges and the Qualities that change them."""

from __future__ import annotations

import pytest

from goblinkit.content.gobz_heroes.board import Mover, parse_square as sq
from goblinkit.content.gobz_heroes.layout import make_board
from goblinkit.content.loader import load_game


@pytest.fixture(scope="module")
def board():
    c = load_game("gobz-heroes").components
    return make_board({b.id: b for b in c["boards"].items}["duel"], c["tiles"], 2)


def test_the_board_reads_as_printed(board):
    assert board.rows[1] == ".##=###..." and board.rows[10] == "...l#.X..L"
    assert board.level(sq("B2")) == 1 and board.level(sq("A1")) == 0 and board.level(sq("D2")) is None
    assert board.ladder_partner(sq("C4")) == sq("C3") and board.edge(sq("F3")) and board.edge(sq("F2")) and not board.edge(sq("A1"))


def test_range_counts_the_target_square_in_straight_lines(board):
    assert board.distance(sq("A8"), sq("E8")) == 4
    assert board.distance(sq("A8"), sq("A9")) == 1
    assert board.distance(sq("A8"), sq("B9")) is None  # never diagonally


def test_line_of_sight_on_the_ground(board):
    assert board.sight(sq("A8"), sq("E8"), {}) is None
    assert board.sight(sq("A8"), sq("E8"), {sq("C8"): True}) == "the Gob' at C8 blocks the line"
    assert board.sight(sq("A8"), sq("E8"), {sq("C8"): False}) is None  # a Stunned Gob' does not block
    assert board.sight(sq("A4"), sq("H4"), {}) == "an obstacle at E4 blocks the line"  # a Supply Crate
    assert board.sight(sq("A3"), sq("D3"), {}) == "the platform wall at B3 blocks the line"
    assert board.sight(sq("A6"), sq("F6"), {}) == "a wall at D6 blocks the line"
    assert board.sight(sq("A8"), sq("E8"), {sq("C8"): True}, tall=True) is None  # Tall: same-level Gob'z do not block


def test_line_of_sight_between_levels(board):
    assert board.sight(sq("F3"), sq("F7"), {sq("F5"): True}) is None  # edge to ground; ground Gob'z do not block
    assert "F3 is platform" in board.sight(sq("F2"), sq("F5"), {})  # not at the edge
    assert board.sight(sq("F6"), sq("F3"), {}) is None  # ground to a target at the edge
    assert "F3 is platform" in board.sight(sq("F6"), sq("F2"), {})
    assert board.sight(sq("F6"), sq("F2"), {}, tall=True) is None  # Tall shoots as if on the platform
    assert board.sight(sq("B2"), sq("F2"), {}) is None  # platform to platform over the footbridge
    assert board.sight(sq("B2"), sq("F2"), {sq("C2"): True}) == "the Gob' at C2 blocks the line"


def test_adjacency_is_one_level_except_for_tall(board):
    assert board.adjacent(sq("A1"), False, sq("B1"), False)
    assert not board.adjacent(sq("F4"), False, sq("F3"), False)
    assert board.adjacent(sq("F4"), True, sq("F3"), False) and board.adjacent(sq("F3"), False, sq("F4"), True)
    assert not board.adjacent(sq("F4"), True, sq("G5"), False) or board.level(sq("G5")) == 0


def test_ladders_heavy_swift_and_fly(board):
    walk = board.reach(sq("C5"), Mover(5), set())
    assert sq("C3") in walk and walk[sq("C3")] == [sq("C4"), sq("C3")]
    assert sq("B2") not in walk  # the move ends on the Ladder's top
    assert sq("C3") not in board.reach(sq("C5"), Mover(5, ladders=False), set())  # Heavy
    assert sq("B2") in board.reach(sq("C5"), Mover(5, swift=True), set())  # Swift goes on
    fly = board.reach(sq("A4"), Mover(3, fly=True), set())
    assert sq("B3") in fly and sq("C2") in fly  # Fly needs no Ladder and goes on
    assert sq("B3") not in board.reach(sq("A4"), Mover(3, ladders=False, fly=False), set())
    assert board.reach(sq("B4"), Mover(5), set())[sq("C3")] == [sq("C4"), sq("C3")]  # never a diagonal climb


def test_footbridges_are_crossed_never_ended_on(board):
    over = board.reach(sq("C2"), Mover(2), set())
    assert sq("E2") in over and sq("D2") not in over
    under = board.reach(sq("D1"), Mover(2), set())
    assert sq("D3") in under and sq("D2") not in under


def test_gobz_block_unless_underfoot(board):
    wall = {sq("B8"), sq("B9"), sq("B7")}
    assert sq("C8") not in board.reach(sq("A8"), Mover(1), wall)
    assert sq("C8") in board.reach(sq("A8"), Mover(2, through_gobz=True), wall)
    assert sq("B8") not in board.reach(sq("A8"), Mover(2, through_gobz=True), wall)
