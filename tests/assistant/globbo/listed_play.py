"""Seeded Globbo! games where the easy bots play both sides, the side "at the table" too, and every move that
side makes goes through `Game.moves()`: the bot's decision is played as the listed moves it is made of (a
Kids' report of several kids, one listed move per kid), so each is checked to be listed, and a sample of the
listed moves is checked to be accepted (test_listed_moves.py)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.errors import RulesError, Unanswered
from goblinkit.assistant.core.moves import Move, listed
from goblinkit.assistant.core.table import ScriptedTable, Table
from goblinkit.assistant.globbo.bots import answer_for, decide
from goblinkit.assistant.globbo.game import Globbo
from goblinkit.assistant.globbo.globbo_move import plan
from goblinkit.assistant.globbo.kids_move import paths
from goblinkit.assistant.globbo.moves import _order

IGNORED = ("why", "side")  # a bot's reasons, and the side it names (the listed move is the side's own)
EXTRAS = ([], ["scorch"], ["jumping", "gunk"], ["reflexes", "yeast-mobility", "biters-spit"],
          ["tough-blips", "ranged-slaps", "zap-happy", "flexible-head", "faster"],
          ["fewer-blips", "short-range", "prolificity", "double-regeneration", "free-will"],
          ["connecting", "slap-head-interface", "slap-zap-interface"])


class BotAnswers(ScriptedTable):
    """A table that answers every question as the bots would (the fission mix, the cut, a warp-hole)."""

    def __init__(self, game: Globbo):
        super().__init__()
        self.game = game

    def _choose(self, question: str, options: list[str]) -> str:
        return answer_for(self.game, self.key, options)


def new_game(seed: int) -> Globbo:
    """Seed n: the side at the table alternates, the Extras and the walls go round."""
    setup = {"play": ("globbo", "kids")[seed % 2], "walls": seed % 3 != 0, "extras": EXTRAS[seed % len(EXTRAS)],
             "rings_clear": True}
    game = Globbo(setup, Chance(seed))
    game.chance.begin()
    game.start(ScriptedTable())
    game.chance.finish()
    return game


def step(game: Globbo, act: dict[str, Any], table: Table | None = None) -> None:
    game.chance.begin()
    game.apply(act, table or BotAnswers(game))
    game.chance.finish()


def canonical(game: Globbo, act: dict[str, Any]) -> dict[str, Any]:
    """A bot's action as the listed moves spell it: normalized, a move report with its three lists, the
    attackers in counter order (the same attack whatever order they are named in)."""
    found = {k: v for k, v in act.items() if k not in IGNORED}
    game.normalize(found)
    if found["type"] == "move":
        found = {"type": "move", **{key: found.get(key, []) for key in ("moves", "jumps", "gunk")}}
    if found["type"] == "attack":
        found["with"] = sorted(found["with"], key=lambda p: _order(game.pieces[p]))
    return found


def atoms(game: Globbo, act: dict[str, Any]) -> Iterator[tuple[dict[str, Any], str]]:
    """The listed moves a bot's decision is made of, one at a time (each read after the one before is
    played), with how it is listed: "exact", or "own path" (a Kid's path of its own: its destination is
    listed, the path is the free parameter), "formation" (GLOBBO re-forming) or "several" (a build of
    several parts), checked by the rules instead."""
    act = canonical(game, act)
    if act["type"] == "move" and game.turn.phase.startswith("kids") and any(act[k] for k in ("moves", "jumps", "gunk")):
        for key in ("moves", "jumps", "gunk"):
            for piece, spec in act[key]:
                one = {"type": "move", "moves": [], "jumps": [], "gunk": []}
                if key == "moves" and isinstance(spec, list):
                    kid = game.pieces[piece]
                    dest = game.hex(spec[-1])
                    if [game.torus.parse(h) for h in spec] != paths(game, kid).get(dest):
                        one["moves"] = [[piece, spec[-1]]]
                        yield one, "own path"
                        one = {**one, "moves": [[piece, spec]]}
                        yield one, "played"
                        continue
                    spec = spec[-1]
                one[key] = [[piece, spec]]
                yield one, "exact"
        return
    if act["type"] == "move" and game.turn.phase == "globbo-move" and listed(act, game.moves()) is None:
        plan(game, act["moves"])  # refuses an illegal formation
        yield act, "formation"
        return
    if act["type"] == "build" and len(act["buy"]) > 1:
        yield act, "several"
        return
    yield act, "exact"


def accepted(game: Globbo, move: Move) -> None:
    """Apply a listed move to a copy; a question only the table can answer counts as accepted."""
    trial = game.copy()
    try:
        step(trial, dict(move.action))
    except Unanswered:
        pass


def play_checked(seed: int, rounds: int, sample: int, tally: Counter[str],
                 on_decision: Callable[[Globbo, list[Move]], None] | None = None) -> Globbo:
    """One seeded game, checked both ways at every decision of the side at the table."""
    game = new_game(seed)
    pick = random.Random(seed)
    kids_moved = False
    while not game.over and game.turn.round <= rounds:
        auto = game.next_automatic()
        if auto is not None:
            step(game, auto)
            kids_moved = False
            continue
        if game.turn.phase != "kids-move":
            kids_moved = False
        choice = decide(game, kids_moved)
        for atom, how in atoms(game, choice):
            if how == "played":  # a Kid along its own path, its destination checked as "own path"
                step(game, atom)
                kids_moved = True
                continue
            moves = game.moves()
            if on_decision:
                on_decision(game, moves)
            legal = [m for m in moves if m.legal]
            for move in (legal if len(legal) <= sample else pick.sample(legal, sample)):
                accepted(game, move)
            if how in ("exact", "own path"):
                found = listed(atom, moves)
                assert found is not None, f"seed {seed}, round {game.turn.round}, {game.turn.phase}: {atom} is not listed"
            tally[how] += 1
            if how != "own path":
                kids_moved = kids_moved or atom["type"] == "move"
                step(game, atom)
    return game


def refused(game: Globbo, act: dict[str, Any]) -> str:
    """The reason the rules give for refusing `act` (on a copy), after checking it is not listed."""
    assert listed(act, game.moves()) is None, act
    try:
        step(game.copy(), dict(act))
    except RulesError as exc:
        return str(exc)
    raise AssertionError(f"{act} was accepted")
