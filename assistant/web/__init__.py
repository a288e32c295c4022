"""`goblin serve`: the table on a phone or tablet, a local web page over the CLI's own saves.

Every action a page takes is a command line run by the guided turn's machinery (guided.GuidedTurn,
the game's typer app, Session, the explorer): there is no second rules path. See app.py for the
routes, runner.py for how a page's command and its questions go through, views/ for each game's table.
"""
