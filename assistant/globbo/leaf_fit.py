"""How hard_leaf's weights were measured, so they can be measured again: normal-vs-normal games, walls in, no
Extras (the ladder's setup), `hard_leaf.features` recorded each time a round begins (Globbo to build), with
whether Globbo went on to win; then a logistic regression (search/logistic.py) of the winner on them.

    python -m goblinkit.assistant.globbo.leaf_fit --seed 5001 --games 2000 --jobs 2

prints BIAS and WEIGHTS to paste into hard_leaf.py (and the held-out log loss of a fit on the first 80 %)."""

from __future__ import annotations

import argparse
from typing import Any

from goblinkit.assistant.globbo.hard_leaf import features
from goblinkit.assistant.globbo.simulate import play_game
from goblinkit.assistant.search.logistic import report_games


def samples(seed: int) -> list[tuple[dict[str, float], int]]:
    """One normal-vs-normal game: (features as each round began, 1 if Globbo won); none for a draw."""
    rows: list[dict[str, float]] = []

    def record(game: Any) -> None:
        if game.turn.phase == "globbo-build" and not game.over:
            rows.append(features(game))

    game = play_game(seed, walls=True, check=record, skills={"globbo": "normal", "kids": "normal"}).game
    if game.turn.result is None:
        return []
    won = int(game.turn.result["winner"] == "globbo")
    return [(found, won) for found in rows]


def main(argv: Any = None) -> None:
    from concurrent.futures import ProcessPoolExecutor

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=5001)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(samples, range(args.seed, args.seed + args.games), chunksize=8))
    print(f"# Globbo won {sum(1 for g in games if g and g[0][1])}")
    for line in report_games(games):
        print(line)


if __name__ == "__main__":
    main()
