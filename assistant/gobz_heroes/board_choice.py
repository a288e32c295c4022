"""The board and scenario a setup names, checked against the content: which layout (and that it seats this
many players), the board built from its tiles, the scenario and its Zombie markers' squares.

Apart from the engine (game.py): it runs once, at setup, and its refusals are the words `new` answers with.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from goblinkit.assistant.core.errors import RulesError
from goblinkit.content.gobz_heroes.board import parse_square
from goblinkit.content.gobz_heroes.layout import make_board


class BoardChoice(NamedTuple):
    layout: Any  # the board's layout (content): name, players, Zombie squares
    board: Any  # the squares, levels and tokens built from the layout's tiles
    scenario: Any
    zombies: list[tuple[int, int]]  # the Zombie markers the scenario places


def board_for(components: Any, setup: dict[str, Any], players: int) -> BoardChoice:
    """The setup's board for `players` and its scenario; a board or scenario that does not exist, or a board
    not made for this many players, is refused naming the ones that fit."""
    layouts = {b.id: b for b in components["boards"].items}
    if setup["board"] not in layouts:
        raise RulesError(f"unknown board '{setup['board']}' (boards: {', '.join(layouts)})")
    layout = layouts[setup["board"]]
    if players not in layout.players:
        fits = [b.id for b in layouts.values() if players in b.players]
        raise RulesError(f"board '{layout.id}' is for {'/'.join(map(str, layout.players))} players "
                         f"(for {players}: {', '.join(fits)})")
    scenarios = {s.id: s for s in components["scenarios"].items}
    wanted = setup.get("scenario") or "standard"
    if wanted not in scenarios:
        raise RulesError(f"unknown scenario '{wanted}' (scenarios: {', '.join(scenarios)})")
    scenario = scenarios[wanted]
    zombies = [parse_square(s) for s in layout.zombies[:scenario.zombie_markers]]
    return BoardChoice(layout, make_board(layout, components["tiles"], players), scenario, zombies)
