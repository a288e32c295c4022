"""Print recipes of the individual games: one module per game, named like its content folder."""
