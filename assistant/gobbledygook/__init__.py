"""GobbledyGook!: the Humans turn and the blip bag run by the assistant (`goblin play gobbledygook`, alias `gg`)."""

from assistant.games import GameEntry, register

register(GameEntry("gobbledygook", "GobbledyGook!: the Humans turn, the blip bag, Broods and odds",
                   "assistant.gobbledygook.cli", aliases=("gg",)))
