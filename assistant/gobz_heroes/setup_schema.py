"""Gob'z'Heroes' setup block, as `new` writes it (see assistant/core/setup_schema.py)."""

from typing import Any

from goblinkit.assistant.core.setup_schema import (PACK, PLAYER_NAME, Choice, Flag, Items, Maybe, Schema, Text, Whole)
from goblinkit.assistant.core.skill import SETUP_FIELDS

SLUG = Text(40, r"[a-z0-9-]+", "an id such as brawl")


def _seats(setup: dict[str, Any]) -> str | None:
    """Every seat the setup names is a player's: `humans` and `crews` follow `players`."""
    count = len(setup["players"])
    for seat in setup.get("humans", []):
        if seat >= count:
            return f"setup.humans: seat {seat} is not one of the {count} players' (0 to {count - 1})"
    if len(setup.get("crews", [])) > count:
        return f"setup.crews: {len(setup['crews'])} crews for {count} players"
    return None


SETUP = Schema(required={"players": Items(PLAYER_NAME, 2, 4, unique=True), "board": SLUG},
               optional={"humans": Items(Whole(0, 3), 0, 4, unique=True),
                         "crews": Items(Maybe(Items(Text(40, what="a Gob's name"), 0, 20)), 0, 4),
                         "length": Choice(("quick", "standard", "long")),
                         "corner": Maybe(Choice(("nw", "ne", "se", "sw"))), "scenario": Maybe(Text(40, r"[a-z0-9-]+", "a scenario's id", empty=True)),
                         "draft": Choice(("random",)),
                         "after_roll": Flag(), "crate_count": Flag(), "content": PACK, **SETUP_FIELDS},
               across=_seats)
