"""The terminal table: the `goblin play` commands every game shares, the guided turn and its prompt."""
