"""A Supply Crate opened: the Gob' that ends its move there draws a Stuff Card and may not attack this turn
("too complicated!!"); a Gob' over its Stuff limit discards one; the Crate counts for Gob'jectives."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.table import Table
from goblinkit.assistant.gobz_heroes import scoring
from goblinkit.content.gobz_heroes.board import square_name


def open_crate(game: Any, gob_id: str, table: Table, lines: list[str]) -> None:
    gob = game.gobz[gob_id]
    card = game.stuff_deck.draw(game.chance, f"{game.profiles[gob_id].name} opens a Supply Crate")
    assert game.active is not None and gob.owner is not None and gob.pos is not None  # it just moved onto the crate
    game.active.collected = True
    if card is None:
        lines.append("  The Supply Crate is empty (no Stuff left).")
        return
    gob.stuff.append(card)
    lines.append(f"  Supply Crate: {game.profiles[gob_id].name} draws {game.stuff_defs[card].name} "
                 "(no attack this turn).")
    if len(gob.stuff) > game.stuff_limit(gob_id):
        drop = table.choose(f"{game.profiles[gob_id].name} holds too much Stuff: discard which?",
                            sorted(gob.stuff), key="discard-stuff")
        gob.stuff.remove(drop)
        game.stuff_deck.discard(drop)
        lines.append(f"  {game.profiles[gob_id].name} discards {game.stuff_defs[drop].name}.")
    opened, crate = game.players[gob.owner].crates, square_name(gob.pos)
    if crate not in opened:
        opened.append(crate)
    scoring.event(game, gob.owner, "crate", lines, count=len(opened))
