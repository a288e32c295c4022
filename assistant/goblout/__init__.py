"""Goblout: the referee and the bots (`goblin play goblout`, alias `dego`)."""

from goblinkit.assistant.core.games import GameEntry, register
from goblinkit.assistant.native import accelerate

__path__ = accelerate(__name__, __path__)  # the rules compiled with mypyc, when they are fresh

register(GameEntry("goblout", "Goblout: a referee and bots with hidden hands", "goblinkit.assistant.goblout.cli",
                   aliases=("degoblinade", "dego")))
