"""Goblout's setup block, as `new` writes it (see assistant/core/setup_schema.py)."""

from goblinkit.assistant.core.setup_schema import PACK, Choice, Flag, Items, Keyed, Maybe, Schema, Text
from goblinkit.assistant.core.skill import SETUP_FIELDS

SEATS = ("you", "bot1", "bot2", "bot3", "bot4", "bot5")
HUMAN_SEATS = ("seat2", "seat3", "seat4", "seat5")  # more human seats, each on its own phone (state.SEATS)
ID = Text(40, r"[a-z0-9-]+", "an id such as massacre")  # a variant or a style: the engine names the known ones

SETUP = Schema(required={"players": Items(Choice(SEATS + HUMAN_SEATS), 2, 5, unique=True)},
               optional={"styles": Keyed(Choice(SEATS[1:]), ID), "variant": Maybe(ID),
                         "first": Choice(("random",) + SEATS + HUMAN_SEATS), "talk": Flag(), "content": PACK,
                         **SETUP_FIELDS})
