"""How much skill can a game show? The ladder's search measured against its own ceiling (issue 35).

Two yardsticks, for measuring only (never a skill at the table, never in `new`):
- budget scaling: the same matchup at a fixed count of search iterations (N, 4N, 16N; machine-independent,
  so a loaded machine does not change the result), to see whether the win rate still grows with budget;
- a clairvoyant hard bot: the very same search (Goblout's `hard_bot.search`, Gob'z'Heroes' `hard_crew`),
  each world dealt with the TRUE hidden cards instead of a deal from the seat's view: the rivals' hands
  (Goblout), the rivals' Combo Cards and secret Gob'jectives (Gob'z'Heroes), and so the true cards left in
  the deck. Neither game's deck has an order to see: a draw is a chance pick among the cards left
  (goblout/pile.py, core/deck.py), so the future dice and draws stay unknown, as they are to anyone. If even
  this bot cannot beat normal by a margin, no fair bot (one that may only infer the cards) will.

The seam is each search's `DEALER` context variable (set here, reset on leaving `clairvoyant()`), so the
searches are not copied. `python -m goblinkit.assistant.lab.ceiling goblout hard,normal --iterations 64
--games 40 --seed 990001 [--clairvoyant]` prints the row as JSON (the ladder's `run`, one process).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.skill import THINK_HIGH, level
from goblinkit.assistant.goblout import hard_bot
from goblinkit.assistant.goblout.state import Match
from goblinkit.assistant.goblout.twin import UnrecordedChance, twin
from goblinkit.assistant.gobz_heroes import hard_crew
from goblinkit.assistant.lab import ladder

HOOKS = {"goblout": "goblinkit.assistant.goblout.ladder_hook:HOOK",
         "gobz-heroes": "goblinkit.assistant.gobz_heroes.ladder_hook:HOOK"}
PLAYERS = {"goblout": 2, "gobz-heroes": 2}  # the duels issue 35's 65 % target is about


def goblout_true_deal(m: Match, me: str, rng: random.Random) -> Match:
    """hard_bot.deal's place for a clairvoyant bot: a copy with every hand where it really is (the pile,
    unordered, then holds exactly the cards really left in it). `rng` is not read: nothing is dealt."""
    return twin(m, UnrecordedChance(0))


def gobz_true_deal(game: Any, seat: int, rng: random.Random) -> Any:
    """hard_crew.dealt_again's place for a clairvoyant Crew: a copy with the rivals' true Combo Cards and
    Gob'jectives (and the decks as they are), dice and draws from `rng` as in a fair deal."""
    return hard_crew._copy_with(game, Chance(rng.getrandbits(64)))


@contextmanager
def clairvoyant() -> Iterator[None]:
    """Within it, every hard (and expert) search in this thread deals the true hidden cards."""
    tokens = [(hard_bot.DEALER, hard_bot.DEALER.set(goblout_true_deal)),
              (hard_crew.DEALER, hard_crew.DEALER.set(gobz_true_deal))]
    try:
        yield
    finally:
        for var, token in reversed(tokens):
            var.reset(token)


def measure(game: str, lineup: Sequence[str], iterations: int, games: int, seed: int,
            seeing: bool = False, progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """One seat-balanced row (the ladder's `run`, in this process, so the context holds): lineup[0]'s win
    rate with its Wilson interval, every search bounded by `iterations` (expert's by 4x), clairvoyant if
    `seeing`."""
    if game not in HOOKS:
        raise SystemExit(f"ceiling: no game {game!r} (games: {', '.join(HOOKS)})")
    match = ladder.Matchup(tuple(lineup), 0.5)
    if match.players != PLAYERS[game]:
        raise SystemExit(f"ceiling: {game} is measured as a duel: give {PLAYERS[game]} skills, not {len(lineup)}")
    with clairvoyant() if seeing else _fair():
        summary = ladder.run(HOOKS[game], [match], games, seed, THINK_HIGH, iterations, 1, progress)  # iterations bind
    row = summary["rows"][0]
    return {"game": game, "match": ("clairvoyant " if seeing else "") + row["match"], "iterations": iterations,
            "games": games, "seeds": f"{seed}-{seed + (games - 1) // match.players}", "wins": row["wins"],
            "rate": row["rate"], "low": row["low"], "high": row["high"], "think": row["think"]}


@contextmanager
def _fair() -> Iterator[None]:
    yield


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m goblinkit.assistant.lab.ceiling", description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=sorted(HOOKS))
    parser.add_argument("match", help="skills, the measured one first: hard,normal")
    parser.add_argument("--iterations", type=int, required=True)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=990001)
    parser.add_argument("--clairvoyant", action="store_true", help="the search deals the true hidden cards")
    parser.add_argument("--progress", action="store_true", help="a line on stderr after every game")
    args = parser.parse_args(argv)
    if args.iterations < 1:
        parser.error("--iterations: at least 1")
    lineup = [level(w) for w in args.match.split(",")]
    print(json.dumps(measure(args.game, lineup, args.iterations, args.games, args.seed, args.clairvoyant,
                                     _stderr if args.progress else None)))
    sys.stdout.flush()


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
