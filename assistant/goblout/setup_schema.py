"""Goblout's setup block, as `new` writes it (see assistant/setup_schema.py)."""

from goblinkit.assistant.setup_schema import PACK, Choice, Flag, Items, Keyed, Maybe, Schema, Text

SEATS = ("you", "bot1", "bot2", "bot3", "bot4", "bot5")
STYLES = ("aggressive", "defensive", "prestige")  # assistant/goblout/bot_styles.py's, not imported: compiled

SETUP = Schema(required={"players": Items(Choice(SEATS), 2, 5, unique=True)},
               optional={"styles": Keyed(Choice(SEATS[1:]), Choice(STYLES)),
                         "variant": Maybe(Text(40, r"[a-z0-9-]+", "a variant's id such as massacre")),
                         "first": Choice(("random",) + SEATS), "talk": Flag(), "content": PACK})
