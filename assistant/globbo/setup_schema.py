"""Globbo!'s setup block, as `new` writes it (see assistant/core/setup_schema.py)."""

from goblinkit.assistant.core.setup_schema import HEX, PACK, Choice, Flag, Items, Maybe, Schema, Text, Whole
from goblinkit.assistant.core.skill import SETUP_FIELDS

SETUP = Schema(required={"play": Maybe(Choice(("globbo", "kids")))},  # null: the assistant plays both sides
               optional={"walls": Flag(), "extras": Items(Text(40, r"[a-z0-9-]+", "an Extra's id"), unique=True),
                         "head": Maybe(HEX), "biters": Maybe(Items(HEX, 6, 6, unique=True)),
                         "mix": Maybe(Whole(0, 6)), "content": PACK, "rings_clear": Flag(),
                         **SETUP_FIELDS})  # skill: one level, or {"globbo": ..., "kids": ...} (simulate)
