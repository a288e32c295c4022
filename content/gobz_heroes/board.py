"""The square grid with two levels: what the printer draws and the referee rules on, in one place.

A tile face is 7 rows of 5 squares. `.` ground, `#` platform, `L` ladder foot (ground) and `l`
ladder top (platform) -- a Ladder is such an orthogonal pair --, `=` footbridge (walked under on the
ground, walked over between platforms, never a place to end a move), `X` a wall. A board is tile
faces side by side; squares are named like a chess board seen from above, `A1` the top-left.

Line of sight and range follow the rulebook: straight orthogonal lines only; range counts the
squares up to and including the target; Gob'z (not Stunned ones), Supply Crates and platform walls
block. Between levels, the line must run over the ground only (so the platform Gob' stands at the
edge facing it) and Gob'z do not block. Tall on the ground shoots at a platform as if on it.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field

GROUND, PLATFORM = 0, 1
LEVEL_NAMES = {GROUND: "ground", PLATFORM: "platform"}
Square = tuple[int, int]  # (column, row), row 0 at the top
STANDS = {".": GROUND, "L": GROUND, "#": PLATFORM, "l": PLATFORM}
PASSES = {GROUND: ".L=", PLATFORM: "#l="}
ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
EIGHT = ORTHOGONAL + ((1, 1), (1, -1), (-1, 1), (-1, -1))
NAME = re.compile(r"^([A-Za-z])([0-9]{1,2})$")  # ASCII digits: \d also takes '٣', which int() reads as 3


def parse_square(text: str) -> Square:
    """'C7' -> (2, 6); a ValueError for anything else."""
    found = NAME.match(text.strip())
    if not found or int(found.group(2)) < 1:
        raise ValueError(f"expected a square such as C7 (column letter, row number), got '{text}'")
    return ord(found.group(1).upper()) - ord("A"), int(found.group(2)) - 1


def square_name(square: Square) -> str:
    return f"{chr(ord('A') + square[0])}{square[1] + 1}"


def _partners(rows: list[str], col: int, row: int) -> list[Square]:
    """The orthogonal squares that pair with a ladder square (L with l, l with L)."""
    want = "l" if rows[row][col] == "L" else "L"
    found = []
    for dc, dr in ORTHOGONAL:
        c, r = col + dc, row + dr
        if 0 <= r < len(rows) and 0 <= c < len(rows[r]) and rows[r][c] == want:
            found.append((c, r))
    return found


def face_problems(rows: list[str], columns: int, height: int) -> list[str]:
    """What is wrong with a face's map: its size, unpaired ladders, footbridges over nothing."""
    if len(rows) != height or any(len(r) != columns for r in rows):
        return [f"expected {height} rows of {columns} squares"]
    problems = []
    for r, line in enumerate(rows):
        for c, cell in enumerate(line):
            where = square_name((c, r))
            if cell in "Ll" and len(_partners(rows, c, r)) != 1:
                problems.append(f"{where}: a ladder square needs exactly one orthogonal partner "
                                f"({'l' if cell == 'L' else 'L'}), found {len(_partners(rows, c, r))}")
            if cell == "=" and not _spans(rows, c, r):
                problems.append(f"{where}: a footbridge must run straight between two platform squares")
    return problems


def _spans(rows: list[str], col: int, row: int) -> bool:
    for dc, dr in ((1, 0), (0, 1)):
        ends = []
        for sign in (1, -1):
            c, r = col, row
            while True:
                c, r = c + sign * dc, r + sign * dr
                if not (0 <= r < len(rows) and 0 <= c < len(rows[r])) or rows[r][c] != "=":
                    break
            inside = 0 <= r < len(rows) and 0 <= c < len(rows[r])
            ends.append(inside and rows[r][c] in "#l")
        if all(ends):
            return True
    return False


@dataclass(frozen=True)
class Mover:
    """What a moving Gob' may do: its Movement, and the Qualities and skills that change the rules."""

    movement: int
    ladders: bool = True  # Heavy: no
    swift: bool = False
    fly: bool = False
    through_gobz: bool = False  # Grubnik's Underfoot


@dataclass
class Board:
    """The rows of a board, looked up by square. The rows never change once built, so each square's cell,
    its on-board neighbours and its ladder partner are worked out once (a bot asks them hundreds of
    thousands of times a game: path-finding was most of a Crew's thinking)."""

    rows: list[str]
    sewers: set[Square] = field(default_factory=set)
    crates: set[Square] = field(default_factory=set)
    teleporters: list[Square] = field(default_factory=list)
    _cells: dict[Square, str] = field(init=False, repr=False, compare=False)
    _around: dict[Square, list[Square]] = field(init=False, repr=False, compare=False, default_factory=dict)
    _partner: dict[Square, Square | None] = field(init=False, repr=False, compare=False, default_factory=dict)

    def __post_init__(self) -> None:
        width = len(self.rows[0]) if self.rows else 0
        self._cells = {(c, r): row[c] for r, row in enumerate(self.rows) for c in range(min(width, len(row)))}

    @property
    def width(self) -> int:
        return len(self.rows[0])

    @property
    def height(self) -> int:
        return len(self.rows)

    def cell(self, square: Square) -> str:
        return self._cells.get(square, "")

    def on_board(self, square: Square) -> bool:
        return square in self._cells

    def level(self, square: Square) -> int | None:
        """The level a Gob' stands at on this square (None: it cannot end a move here)."""
        return STANDS.get(self.cell(square))

    def passes(self, square: Square, level: int) -> bool:
        cell = self._cells.get(square)
        return cell is not None and cell in PASSES[level]

    def neighbours(self, square: Square, steps: tuple[tuple[int, int], ...] = EIGHT) -> list[Square]:
        if steps is EIGHT:
            around = self._around.get(square)
            if around is None:
                around = self._around[square] = self._on_board_steps(square, EIGHT)
            return list(around)
        return self._on_board_steps(square, steps)

    def _on_board_steps(self, square: Square, steps: tuple[tuple[int, int], ...]) -> list[Square]:
        return [(square[0] + dc, square[1] + dr) for dc, dr in steps if (square[0] + dc, square[1] + dr) in self._cells]

    def ladder_partner(self, square: Square) -> Square | None:
        if square in self._partner:
            return self._partner[square]
        found = _partners(self.rows, *square) if self.cell(square) in ("L", "l") else []
        partner = self._partner[square] = found[0] if len(found) == 1 else None
        return partner

    def edge(self, square: Square) -> bool:
        """A platform square at the edge: next to a ground square it overlooks."""
        return self.level(square) == PLATFORM and any(self.cell(n) in ".L" for n in self.neighbours(square))

    def adjacent(self, a: Square, tall_a: bool, b: Square, tall_b: bool) -> bool:
        """Next to each other (diagonals too) on the same level; a Tall Gob' on the ground is also next
        to a Gob' at the edge of a platform beside it (and that Gob' next to it)."""
        if a == b or max(abs(a[0] - b[0]), abs(a[1] - b[1])) != 1:
            return False
        la, lb = self.level(a), self.level(b)
        if la == lb:
            return True
        if tall_a and la == GROUND:
            return self.edge(b)
        if tall_b and lb == GROUND:
            return self.edge(a)
        return False

    # -- shooting ----------------------------------------------------------------------------------
    def between(self, a: Square, b: Square) -> list[Square] | None:
        """The squares strictly between a and b on a row or a column; None off a straight line."""
        if a[0] != b[0] and a[1] != b[1]:
            return None
        dc = (b[0] > a[0]) - (b[0] < a[0])
        dr = (b[1] > a[1]) - (b[1] < a[1])
        squares, at = [], (a[0] + dc, a[1] + dr)
        while at != b:
            squares.append(at)
            at = (at[0] + dc, at[1] + dr)
        return squares

    def distance(self, a: Square, b: Square) -> int | None:
        """Range in squares, counting the target's square; None when not in a straight line."""
        return None if self.between(a, b) is None else abs(a[0] - b[0]) + abs(a[1] - b[1])

    def sight(self, shooter: Square, target: Square, gobz: dict[Square, bool], tall: bool = False,
              obstacles: frozenset[Square] = frozenset()) -> str | None:
        """None if the shooter sees the target, else why not. `gobz` maps each occupied square to
        whether that Gob' blocks (Stunned Gob'z do not); `obstacles` are squares that block like crates."""
        line = self.between(shooter, target)
        if line is None or shooter == target:
            return "not in a straight line (shots go along rows and columns, never diagonally)"
        la, lb = self.level(shooter), self.level(target)
        blocking = set(self.crates) | set(obstacles)
        for square in line:
            name = square_name(square)
            if self.cell(square) == "X":
                return f"a wall at {name} blocks the line"
            if square in blocking:
                return f"an obstacle at {name} blocks the line"
        if tall and la == GROUND and lb == PLATFORM:
            return None  # "as if they were both on it"; Gob'z on the same level do not block a Tall Gob'
        if la == lb:
            for square in line:
                if la == GROUND and self.cell(square) in "#l":
                    return f"the platform wall at {square_name(square)} blocks the line"
                if not tall and gobz.get(square) and self.level(square) == la:
                    return f"the Gob' at {square_name(square)} blocks the line"
            return None
        for square in line:
            if self.level(square) == PLATFORM:
                return (f"{square_name(square)} is platform: between levels the platform Gob' must stand "
                        "at the edge, over open ground")
        return None

    # -- movement ----------------------------------------------------------------------------------
    def reach(self, start: Square, mover: Mover, occupied: set[Square],
              no_end: set[Square] = frozenset()) -> dict[Square, list[Square]]:  # type: ignore[assignment]
        """Every square the Gob' may end its move on, with the shortest path to it (start excluded).

        Same-level steps go in 8 directions; a Ladder is climbed by stepping orthogonally between its
        two squares, which ends the move unless Swift; Fly changes level on any step; Gob'z block
        (unless the mover passes through them); nobody ends on a footbridge or an occupied square."""
        level = self.level(start)
        if level is None:
            return {}
        best: dict[tuple[Square, int, bool], int] = {(start, level, False): 0}
        paths: dict[tuple[Square, int, bool], list[Square]] = {(start, level, False): []}
        queue = deque([(start, level, False)])
        while queue:
            state = queue.popleft()
            square, lvl, stopped = state
            cost = best[state]
            if stopped or cost >= mover.movement:
                continue
            for nxt in self.neighbours(square):
                if nxt in occupied and not mover.through_gobz:
                    continue
                steps = []
                if self.passes(nxt, lvl):
                    steps.append((lvl, False))
                orthogonal = nxt[0] == square[0] or nxt[1] == square[1]
                if (mover.ladders and orthogonal and self.ladder_partner(square) == nxt
                        and self.level(nxt) != lvl and self.level(square) == lvl):
                    steps.append((1 - lvl, not mover.swift))
                if mover.fly and self.passes(nxt, 1 - lvl):
                    steps.append((1 - lvl, False))
                for new_level, stops in steps:
                    key = (nxt, new_level, stops)
                    if key not in best:
                        best[key] = cost + 1
                        paths[key] = paths[state] + [nxt]
                        queue.append(key)
        ends: dict[Square, list[Square]] = {}
        for (square, lvl, _), path in sorted(paths.items(), key=lambda kv: len(kv[1])):
            if (square != start and self.level(square) == lvl and square not in occupied
                    and square not in no_end and square not in ends):
                ends[square] = path
        return ends


def build_board(faces: list[list[list[str]]]) -> list[str]:
    """Rows of the whole board from rows of tile faces (each face a list of row strings)."""
    rows: list[str] = []
    for face_row in faces:
        for r in range(len(face_row[0])):
            rows.append("".join(face[r] for face in face_row))
    return rows
