"""How leaf.py's weights were measured, so they can be measured again: games at the ladder's setups (Last Stand:
the normal Goblin bot; versus, Mode E: the easy Goblin bot against the normal Zombie Player), `leaf.features`
recorded as each turn begins (where a search's future stops), with whether the Goblins went on to win; then a
logistic regression (search/logistic.py) of the outcome on them.

    python -m goblinkit.assistant.goblins_vs_zombies.leaf_fit --mode last-stand --seed 5001 --games 600

prints BIAS and WEIGHTS to paste into leaf.FITS (and the held-out log loss of a fit on the first 80 %)."""

from __future__ import annotations

import argparse
from typing import Any

from goblinkit.assistant.goblins_vs_zombies.leaf import features
from goblinkit.assistant.goblins_vs_zombies.simulate import play_game
from goblinkit.assistant.search.logistic import report_games


def samples(mode: str, seed: int) -> list[tuple[dict[str, float], int]]:
    """One game: (features as each turn began, 1 if the Goblins won)."""
    rows: list[dict[str, float]] = []
    seen = [-1]

    def record(game: Any) -> None:
        if game.turn != seen[0] and not game.over:
            seen[0] = game.turn
            rows.append(features(game))

    if mode == "last-stand":
        game = play_game(mode, 1, seed, bot="normal", check=record).game
    else:
        game = play_game(mode, 1, seed, bot="easy", zombies="normal", check=record).game
    result = game.result or {}
    won = int(result.get("outcome") == "win" and result.get("winner", "goblins") != "zombies")
    return [(found, won) for found in rows]


def main(argv: Any = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--mode", default="last-stand")
    parser.add_argument("--seed", type=int, default=5001)
    parser.add_argument("--games", type=int, default=600)
    args = parser.parse_args(argv)
    games = [samples(args.mode, seed) for seed in range(args.seed, args.seed + args.games)]
    print(f"# {args.mode}: the Goblins won {sum(1 for g in games if g and g[0][1])} of {len(games)}")
    for line in report_games(games):
        print(line)


if __name__ == "__main__":
    main()
