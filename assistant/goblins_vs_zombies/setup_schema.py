"""Goblins vs Zombies' setup block, as `new` writes it (see assistant/core/setup_schema.py)."""

from goblinkit.assistant.goblins_vs_zombies.modes import MODES
from goblinkit.assistant.core.setup_schema import PACK, PLAYER_NAME, Choice, Flag, Items, Schema
from goblinkit.assistant.core.skill import SETUP_FIELDS

SETUP = Schema(required={"mode": Choice(tuple(MODES)), "players": Items(PLAYER_NAME, 1, 3, unique=True)},
               optional={"boss_level": Choice(("normal", "expert")), "tracked": Flag(), "content": PACK,
                         **SETUP_FIELDS})  # skill: Mode E's Zombie Player (a level, or {"zombies": level})
