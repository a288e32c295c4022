"""Gob'z'Heroes tiles as printed: each face drawn with its board coordinates and the spots where the
known boards (boards.yaml) put their markers, so a player sets up from the tiles alone.

A tile lies in the same place on every board the kit knows (tile 1 top-left, ...): its squares are
printed with those board names ("C6"), which the Quick Reference and the assistant use. A marker spot
is printed on the face the board uses, tagged with the players it is for ("2p", "3-4p", "2-4p"), and so is
each deployment square (a board's corner; with 3 players the top edge's middle)."""

from __future__ import annotations

from collections import Counter, defaultdict

from goblinkit.content.gobz_heroes.board import parse_square
from goblinkit.content.loader import GameContent
from goblinkit.content.units import mm
from goblinkit.pnp.board_surfaces import surface_colours
from goblinkit.pnp.drawers.levels import CORNER, Spot, level_tile
from goblinkit.pnp.jobs import Face, SheetJob
from goblinkit.pnp.style import style_for

SQUARE = mm(25.4)
# which marker each board list places (markers.yaml ids)
PLACED = (("sewers", "sewer"), ("crates", "crate"), ("zombies", "zombie"))


def players_tag(players: set[int]) -> str:
    """{2} -> '2p', {3, 4} -> '3-4p', {2, 3, 4} -> '2-4p'; a gap as the reference writes it: {2, 4} -> '2/4p'."""
    runs: list[list[int]] = []
    for n in sorted(players):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return "/".join(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs) + "p"


def deploy_squares(width: int, height: int, players: int) -> list[tuple[int, int]]:
    """Where Crews deploy on a board (the rulebook's E - Deployment Zone): its corners; with 3 players the
    middle of the top edge (the board's length) and the two bottom corners, the furthest from it."""
    bottom = [(0, height - 1), (width - 1, height - 1)]
    return [(width // 2, 0), *bottom] if players == 3 else [(0, 0), (width - 1, 0), *bottom]


def face_slots(game: GameContent) -> dict[str, tuple[int, int]]:
    """Each face ("1a") -> its top-left square on the boards (column, row): where most boards lay it."""
    tiles = game.components["tiles"]
    seen: dict[str, Counter] = defaultdict(Counter)
    for board in game.components["boards"].items:
        for r, line in enumerate(board.tiles):
            for col, face in enumerate(line):
                seen[face][(col * tiles.columns, r * tiles.rows)] += 1
    return {face: counts.most_common(1)[0][0] for face, counts in seen.items()}


def face_spots(game: GameContent) -> dict[str, list[Spot]]:
    """Each face -> the marker spots of every board on it, one per square and marker, tagged by players."""
    tiles = game.components["tiles"]
    markers = {m.id: m for m in game.components["markers"].items}
    found: dict[tuple[str, int, int, str], set[int]] = defaultdict(set)
    for board in game.components["boards"].items:
        lists = [(marker, getattr(board, field), set(board.players)) for field, marker in PLACED]
        lists += [("teleporter", squares, {int(n)}) for n, squares in board.teleporters.items()]
        for marker, squares, players in lists:
            for name in squares:
                col, row = parse_square(name)
                face = board.tiles[row // tiles.rows][col // tiles.columns]
                found[(face, col % tiles.columns, row % tiles.rows, marker)] |= players
    spots: dict[str, list[Spot]] = defaultdict(list)
    for (face, col, row, marker), players in sorted(found.items()):
        m = markers[marker]
        spots[face].append(Spot(col, row, m.name, m.icon, m.colour, players_tag(players)))
    return spots


def face_deploy(game: GameContent) -> dict[str, list[Spot]]:
    """Each face -> its deployment squares on the known boards, tagged with the players who deploy there."""
    tiles = game.components["tiles"]
    found: dict[tuple[str, int, int], set[int]] = defaultdict(set)
    for board in game.components["boards"].items:
        width, height = len(board.tiles[0]) * tiles.columns, len(board.tiles) * tiles.rows
        for players in board.players:
            for col, row in deploy_squares(width, height, players):
                face = board.tiles[row // tiles.rows][col // tiles.columns]
                found[(face, col % tiles.columns, row % tiles.rows)].add(players)
    spots: dict[str, list[Spot]] = defaultdict(list)
    for (face, col, row), players in sorted(found.items()):
        spots[face].append(Spot(col, row, "Deployment", "", CORNER, players_tag(players)))
    return spots


def tiles_job(game: GameContent) -> SheetJob:
    tiles = game.components["tiles"]
    slots, spots, surfaces = face_slots(game), face_spots(game), surface_colours(game)
    deploy = face_deploy(game)
    style = style_for(game)  # the face names in the game's display face
    faces = []
    for tile in tiles.items:
        number = tile.id.rsplit("-", 1)[-1]
        drawn = []
        for side in ("a", "b"):
            face, key = tile.faces[side], f"{number}{side}"
            drawn.append(level_tile(face.map, SQUARE, f"{key} {face.name}", slots.get(key, (0, 0)),
                                    tuple(spots.get(key, ())), surfaces, style.fonts.display,
                                    (style.fonts.text, style.fonts.bold), tuple(deploy.get(key, ()))))
        faces.append(Face(tile.id, tile.name, drawn[0], drawn[1]))
    return SheetJob(game.meta.name, game.meta.id, "tiles", "Game tiles (5 x 7 squares of 1 in, faces a/b)",
                    tiles.columns * SQUARE, tiles.rows * SQUARE, faces, butted=False)
