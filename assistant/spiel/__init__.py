"""OpenSpiel as a yardstick (the optional extra `goblinkit[openspiel]`): every game registered with OpenSpiel
through the table model (register.py), its draws as chance nodes (tape.py), and OpenSpiel's bots seated at
our ladder (bots.py). Nothing here is imported by the rules or the table: pyspiel is needed only here."""
