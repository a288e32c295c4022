"""A board layout (tile faces and token squares) made into a Board, and checked."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from goblinkit.content.gobz_heroes.board import Board, build_board, face_problems, parse_square

if TYPE_CHECKING:
    from goblinkit.content.gobz_heroes.models import Layout, SeatsKey, TileSet

TELEPORTERS = {"2": 3, "3": 5, "4": 4}  # rulebook, Build the Game Board
CRATES = 2


def faces_of(tiles: TileSet) -> dict[str, list[str]]:
    """'1a' -> the map of tile 1, face a."""
    return {f"{tile.id.rsplit('-', 1)[-1]}{side}": face.map for tile in tiles.items for side, face in tile.faces.items()}


def board_rows(layout: Layout, tiles: TileSet) -> list[str]:
    faces = faces_of(tiles)
    return build_board([[faces[name] for name in row] for row in layout.tiles])


def make_board(layout: Layout, tiles: TileSet, players: int) -> Board:
    teleporters = layout.teleporters.get(cast("SeatsKey", str(players)), [])
    return Board(board_rows(layout, tiles), {parse_square(s) for s in layout.sewers},
                 {parse_square(s) for s in layout.crates}, [parse_square(s) for s in teleporters])


def board_problems(layout: Layout, tiles: TileSet) -> list[tuple[str, str]]:
    faces = faces_of(tiles)
    problems = []
    names = [name for row in layout.tiles for name in row]
    unknown = [name for name in names if name not in faces]
    if unknown:
        return [("tiles", f"unknown tile face(s) {', '.join(unknown)} (faces: {', '.join(sorted(faces))})")]
    if len({len(row) for row in layout.tiles}) != 1:
        return [("tiles", "every row of tiles must hold the same number of tiles")]
    if len({name[:-1] for name in names}) != len(names):
        problems.append(("tiles", "a tile appears twice (a tile has two faces, only one is up)"))
    rows = board_rows(layout, tiles)
    problems += [("tiles", f"the whole board: {m}") for m in face_problems(rows, len(rows[0]), len(rows))]
    board = Board(rows)
    used: dict[str, str] = {}
    groups = [("sewers", layout.sewers), ("crates", layout.crates), ("zombies", layout.zombies)]
    groups += [(f"teleporters.{n}", squares) for n, squares in layout.teleporters.items()]
    for field, squares in groups:
        for text in squares:
            try:
                square = parse_square(text)
            except ValueError as exc:
                problems.append((field, str(exc)))
                continue
            if board.level(square) is None:
                problems.append((field, f"{text} is off the board or not a square a Gob' can stand on"))
            if not field.startswith("teleporters") and used.get(text) not in (None, field):
                problems.append((field, f"{text} already holds {used[text]}"))
            used.setdefault(text, field)
    if len(layout.sewers) != len(names):
        problems.append(("sewers", f"one Sewer/Hatch per tile: expected {len(names)}, got {len(layout.sewers)}"))
    if len(layout.crates) != CRATES:
        problems.append(("crates", f"expected {CRATES} Supply Crates, got {len(layout.crates)}"))
    for players in layout.players:
        got = len(layout.teleporters.get(cast("SeatsKey", str(players)), []))
        if got != TELEPORTERS[str(players)]:
            problems.append((f"teleporters.{players}", f"{players} players use {TELEPORTERS[str(players)]} "
                                                      f"Teleporters, got {got}"))
    if len(layout.zombies) > 4:
        problems.append(("zombies", "the box holds 4 Zombie markers"))
    return problems
