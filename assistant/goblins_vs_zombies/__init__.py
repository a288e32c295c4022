"""Goblins vs Zombies: the Zombie side run by the assistant (`goblin play goblins-vs-zombies`, alias `gvz`)."""

from goblinkit.assistant.core.games import GameEntry, register

register(GameEntry("goblins-vs-zombies", "Goblins vs Zombies: the Zombie phases and the Zombie Player",
                   "goblinkit.assistant.goblins_vs_zombies.cli", aliases=("gvz",)))
