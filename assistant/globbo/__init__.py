"""Globbo!: the wrap-around Playroom, both sides' rules, and an opponent for either side (`goblin play globbo`)."""

from goblinkit.assistant.core.games import GameEntry, register

register(GameEntry("globbo", "Globbo!: the assistant plays Globbo or the Kids on the printed map",
                   "goblinkit.assistant.globbo.cli"))
