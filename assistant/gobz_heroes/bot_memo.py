"""Memos for the rival Crews' measures: where a Gob' can walk, and what the rivals' Gob'z can do to one of
ours next turn (the threat map, bot_risk). A hard Crew's search asks the normal policy for them thousands of
times a decision, in copies of the table that differ in a die or two: keyed by everything the measure
reads, each is worked out once (measured: about a third of a hard Crew's time went to these two). The
memos live on the game's board, which a search's copies of the game share (hard_crew._copy_with), so they
last a game and every world of a decision reads them; never on the shared content (another pack's Gob'z).
Measured (seeds 720001-720050, each seat, --think 0.2): the same decisions a world, about 1.5x the worlds, and
hard vs normal 56.0 % against 55.0 % without the memos: no strength gain shown, only a faster search."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from goblinkit.assistant.gobz_heroes import movement
from goblinkit.content.gobz_heroes.board import Square

LIMIT = 20000  # entries a memo keeps before it starts again (a long game's squares and Stuff)
T = TypeVar("T")


def remembered(game: Any, name: str, key: Hashable, work: Callable[[], T]) -> T:
    """`work()`, or what it returned for `key` before in this game."""
    memos = game.board.__dict__.setdefault("_bot_memos", {})
    memo = memos.setdefault(name, {})
    if key not in memo:
        if len(memo) >= LIMIT:
            memo.clear()
        memo[key] = work()
    return memo[key]


def destinations(game: Any, gob_id: str, extra: int = 0, hop: bool = False,
                 sewer_ok: bool = False) -> dict[Square, list[Square]]:
    """movement.destinations, remembered by where the Gob' stands, how it moves (Sprint's `extra`, Big Hop),
    whether it may end on a Sewer, and which squares are taken within its Movement (no path of that many
    steps leaves that square of squares, so a Gob' moving elsewhere on the board leaves the answer as it
    was). The caller only reads it."""
    pos, mover = game.gobz[gob_id].pos, movement.mover(game, gob_id, extra, hop)
    near = frozenset(s for s in movement.occupied(game, gob_id)
                     if max(abs(s[0] - pos[0]), abs(s[1] - pos[1])) <= mover.movement)
    key = (pos, mover, near, sewer_ok)
    return remembered(game, "reach", key, lambda: movement.destinations(game, gob_id, extra, hop, sewer_ok))


def gob_state(game: Any, gob_id: str) -> tuple[Any, ...]:
    """What an attack's odds and a Gob's reach read of it: its square, Stuff, Stun, Tickles, Thick Skull,
    Dive Bomb's change of level."""
    g = game.gobz[gob_id]
    return (g.id, g.owner, g.pos, tuple(g.stuff), g.stunned, g.tickles, g.thick_skull, g.changed_level)
