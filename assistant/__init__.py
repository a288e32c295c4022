"""The Goblin Kit assistant: rules engines, opponents and saves for the sides nobody plays.

The shared core (chance, decks, table questions, event-log saves) lives here once; each game is
a sub-package that adds its rules and its `goblin play GAME` commands.
"""
