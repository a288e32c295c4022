"""Gob'z'Heroes: a referee for the player's Crew and rival Crews run by the assistant (`goblin play gobz-heroes`, alias `gobz`)."""

from goblinkit.assistant.core.games import GameEntry, register

register(GameEntry("gobz-heroes", "Gob'z'Heroes: referee, rival Crews, line of sight and odds",
                   "goblinkit.assistant.gobz_heroes.cli", aliases=("gobz",)))
