"""SCORCH (an Extra, three a game): instead of moving and attacking, Globbo destroys every kid in one
hex (a Biter without fission); his turn is then over, so the Biters he hit before explode and the
Kids' turn begins. Above attacks.py and kids_move.py, as a turn's end is."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.globbo.fission import explode_all
from goblinkit.assistant.globbo.kids_move import begin
from goblinkit.assistant.globbo.protocol import GlobboGame
from goblinkit.content.globbo.torus import Hex, label


def check_scorch(game: GlobboGame, h: Hex) -> None:
    """RulesError when Globbo may not Scorch `h` now (the listed Scorches are the hexes it passes)."""
    game.expect("globbo-move")
    if "scorch" not in game.extras:
        raise RulesError("GLOBBO has no SCORCH (it is an Extra chosen before play)")
    if game.turn.scorches <= 0:
        raise RulesError("all three SCORCHES are used: only three a game")
    if game.globbo_at(h):
        raise RulesError(f"{label(h)} holds a piece of GLOBBO: any hex can be Scorched except those")


def scorch(game: GlobboGame, h: Hex, table: Any) -> list[str]:
    check_scorch(game, h)
    kids = game.kids_at(h)
    game.turn.scorches -= 1
    lines = [f"SCORCH on {label(h)} ({game.turn.scorches} left): GLOBBO stays still and does nothing else this turn"]
    for k in kids:
        game.remove(k)
        lines.append(f"  {k.kind.upper()} {k.id} is scorched" + (" (no fission)" if k.kind == "biter" else ""))
    if not kids:
        lines.append("  ... and hits nothing")
    game.turn.phase = "globbo-attack"
    lines += explode_all(game, table)
    return lines + (begin(game, table) if game.living("kids") else [])  # the last kids scorched: game over
