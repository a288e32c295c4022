"""Both ways, for Globbo!: in seeded games of the easy bots (playing the side at the table too), every move
that side makes is among `Game.moves()`, and the listed moves are accepted by the rules; an action not
listed is refused. 30 games of one round by default (the bots take about a second a game):
GLOBBO_LISTED_GAMES=200 GLOBBO_LISTED_ROUNDS=3 plays the 200 games the issue asks for (a few minutes)."""

from __future__ import annotations

import os
from collections import Counter

from goblinkit.assistant.globbo.moves import moves as listed_moves
from tests.assistant.globbo.listed_play import new_game, play_checked, refused, step
from tests.assistant.globbo.helpers import game_with

GAMES = int(os.environ.get("GLOBBO_LISTED_GAMES", "30"))
ROUNDS = int(os.environ.get("GLOBBO_LISTED_ROUNDS", "1"))


def test_every_move_the_bots_make_at_the_table_is_listed_and_the_listed_ones_are_accepted():
    tally: Counter[str] = Counter()
    phases: Counter[str] = Counter()
    for seed in range(GAMES):
        play_checked(seed, ROUNDS, sample=3, tally=tally, on_decision=lambda g, _: phases.update([g.turn.phase]))
    assert tally["exact"] > 5 * GAMES, tally
    assert set(phases) == {"globbo-move", "globbo-attack", "globbo-build", "kids-move", "kids-attack"}, phases


def _report(**orders):
    return {"type": "move", "moves": [], "jumps": [], "gunk": [], **orders}


def test_an_action_not_listed_is_refused_with_the_rules_reason():
    from tests.assistant.globbo.test_phrasings import POSITIONS

    opening = POSITIONS["move"]()
    assert "the HEAD moves up to 3 hexes" in refused(opening, _report(moves=[["H1", "L3"]]))  # 4 hexes away
    assert "holds a piece of GLOBBO" in refused(opening, {"type": "scorch", "hex": "L7"})
    kids = POSITIONS["kids"]()
    assert "cannot reach N5" in refused(kids, _report(moves=[["B1", "N5"]]))  # 6 hexes away: beyond 4
    assert "YEASTS don't ever move" in refused(kids, _report(moves=[["Y1", "C5"]]))
    attack = POSITIONS["attack"]()
    assert "no clear straight line" in refused(attack, {"type": "attack", "target": "E3", "with": ["H1"]})
    step(attack, {"type": "attack", "target": "H5", "with": ["Z1"]}, None)
    assert "has already attacked" in refused(attack, {"type": "attack", "target": "E3", "with": ["Z1"]})
    build = POSITIONS["build"]()
    assert "is not empty" in refused(build, {"type": "build", "buy": [["slap", "E4"]]})
    assert "not next to any piece" in refused(build, {"type": "build", "buy": [["slap", "K10"]]})


def test_a_blocked_move_is_listed_with_why():
    from tests.assistant.globbo.test_phrasings import POSITIONS

    blocked = {m.label: m.blocked for m in POSITIONS["kids"]().moves() if not m.legal}
    assert blocked == {"Move YEAST Y1": "Y1 is a YEAST: YEASTS don't ever move"}
    opening = {m.label: m.blocked for m in POSITIONS["move"]().moves() if not m.legal}
    assert opening["Move GLOBBO's HEAD H1 to K9, the body along"].startswith("rule a): RED SLAP")


def test_nothing_is_listed_while_the_assistant_plays():
    game = new_game(1)  # the Kids at the table: GLOBBO (the assistant) moves first
    assert game.next_automatic() is not None and listed_moves(game) == []
