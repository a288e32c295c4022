"""Goblout: the referee and the bots (`goblin play goblout`, alias `dego`)."""

from goblinkit.assistant.games import GameEntry, register

register(GameEntry("goblout", "Goblout: a referee and bots with hidden hands", "goblinkit.assistant.goblout.cli",
                   aliases=("degoblinade", "dego")))
