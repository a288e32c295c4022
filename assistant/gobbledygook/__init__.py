"""GobbledyGook!: the Humans turn and the blip bag run by the assistant (`goblin play gobbledygook`, alias `gg`)."""

from goblinkit.assistant.core.games import GameEntry, register

register(GameEntry("gobbledygook", "GobbledyGook!: the Humans turn, the blip bag, Broods and odds",
                   "goblinkit.assistant.gobbledygook.cli", aliases=("gg",)))
