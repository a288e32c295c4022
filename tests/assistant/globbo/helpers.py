"""Build Globbo! positions piece by piece and play actions on them with given dice and answers;
replay a save from the bytes a save file holds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.globbo.game import Globbo
from goblinkit.assistant.globbo.state import Piece
from goblinkit.assistant.core.saves import Save, read_save, write_save
from goblinkit.assistant.core.session import Session
from goblinkit.assistant.core.table import ScriptedTable

KINDS = {"H": "head", "Z": "zap", "S": "slap", "B": "biter", "P": "blip", "Y": "yeast"}


def game_with(*pieces: str, extras: tuple[str, ...] = (), walls: bool = False, phase: str = "globbo-move",
              play: str | None = "globbo", mix: int | None = None) -> Globbo:
    """A game whose map holds exactly `pieces` ("H1@E5", "B2@G7", ...), at `phase`."""
    game = Globbo({"play": play, "walls": walls, "extras": list(extras), "head": "B9", "mix": mix}, Chance(1))
    game.chance.begin()
    game.start(ScriptedTable())
    game.chance.finish()
    game.mix = mix
    game.pieces.clear()
    game.turn.points = {}
    if not any(p[0] in "BPY" for p in pieces):
        pieces = pieces + ("Y9@A13",)  # a kid far away, so the game is not won at once
    heads = [p.split("@")[0] for p in pieces if p.startswith("H")]
    for spec in pieces:
        pid, where = spec.split("@")
        kind = KINDS[pid[0]]
        piece = Piece(pid, kind, game.hex(where), owner=heads[0] if kind in ("zap", "slap") and heads else None)
        if kind == "head":
            piece.owner = pid
            game.turn.points[pid] = 0
        if kind in ("biter", "blip", "yeast"):
            piece.left = game.stats[kind].move or (1 if "yeast-mobility" in extras else 0)
        game.pieces[pid] = piece
    game.turn.phase = phase
    return game


def do(game: Globbo, act: dict[str, Any], dice: list[int] | None = None, cards: list[str] | None = None,
       answers: list[Any] | None = None) -> list[str]:
    game.chance.begin(dice=dice or [], cards=cards or [])
    table = ScriptedTable(answers or [])
    lines = game.apply(act, table)
    game.chance.finish()
    assert table.unused() == 0
    return lines


def where(game: Globbo) -> dict[str, str]:
    return {p.id: p.where for p in game.pieces.values()}


def replayed_from_file(save: Save, path: Path) -> tuple[Globbo, list[str]]:
    """`save` written as a save file is (write_save: sorted keys), read back and replayed from its
    first entry: the game and every line it announces, setup first."""
    write_save(path, save)
    game, steps = Session(Globbo, read_save(path, Globbo.slug), path).replay(cached=False)
    assert isinstance(game, Globbo)
    return game, [line for step in steps for line in step.lines]
