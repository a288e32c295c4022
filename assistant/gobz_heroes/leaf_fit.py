"""How hard_leaf's weights were measured, so they can be measured again: normal-vs-normal quick duels (the
rulebook's draft, as the ladder plays), `hard_leaf.features` recorded each time a turn passes, with whether
that Crew went on to win; then a logistic regression (Newton's method, a light ridge) of the winner on them.

    python -m goblinkit.assistant.gobz_heroes.leaf_fit --seed 5001 --games 1758

prints BIAS and WEIGHTS to paste into hard_leaf.py (and the held-out log loss of a fit on the first 80 %)."""

from __future__ import annotations

import argparse
import math
from typing import Any

from goblinkit.assistant.chance import Chance
from goblinkit.assistant.gobz_heroes.bots import BotTable, next_action
from goblinkit.assistant.gobz_heroes.game import GobzHeroes
from goblinkit.assistant.gobz_heroes.hard_leaf import features, sigmoid
from goblinkit.assistant.gobz_heroes.simulate import ACTION_LIMIT, setup_for

RIDGE = 1.0


def samples(seed: int) -> list[tuple[dict[str, float], int]]:
    """One normal-vs-normal quick duel: (features as each turn passed, 1 if that Crew won); none for a draw."""
    game = GobzHeroes(setup_for(2, length="quick", skills={"Red": "normal", "Blue": "normal"}, random_draft=False),
                      Chance(seed))
    game.start(BotTable(game))
    rows: list[tuple[int, dict[str, float]]] = []
    for _ in range(ACTION_LIMIT):
        if game.over:
            break
        seat = game.current
        game.apply(game.next_automatic() or next_action(game), BotTable(game))
        if game.current != seat and not game.over:
            rows.append((seat, features(game, seat)))
    if game.winner is None:
        return []
    return [(found, int(seat == game.winner)) for seat, found in rows]


def fit(rows: list[tuple[list[float], int]], size: int, steps: int = 12) -> list[float]:
    """Logistic regression by Newton's method; the bias (index 0) is not shrunk."""
    w = [0.0] * size
    for _ in range(steps):
        grad = [RIDGE * v if i else 0.0 for i, v in enumerate(w)]
        hess = [[(RIDGE if i == j and i else 0.0) + (1e-9 if i == j else 0.0) for j in range(size)] for i in range(size)]
        for x, y in rows:
            p = sigmoid(sum(a * b for a, b in zip(w, x)))
            g, h = p - y, p * (1 - p)
            for i in range(size):
                grad[i] += g * x[i]
                hx = h * x[i]
                row = hess[i]
                for j in range(i + 1):
                    row[j] += hx * x[j]
        for i in range(size):
            for j in range(i):
                hess[j][i] = hess[i][j]
        w = [a - b for a, b in zip(w, _solve(hess, grad))]
    return w


def log_loss(w: list[float], rows: list[tuple[list[float], int]]) -> float:
    total = 0.0
    for x, y in rows:
        p = min(1 - 1e-9, max(1e-9, sigmoid(sum(a * b for a, b in zip(w, x)))))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(1, len(rows))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n + 1):
                m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def main(argv: Any = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=5001)
    parser.add_argument("--games", type=int, default=1758)
    args = parser.parse_args(argv)
    games = [samples(seed) for seed in range(args.seed, args.seed + args.games)]
    names = list(next(found for game in games for found, _ in game))
    rows = [([1.0] + [found[n] for n in names], won) for game in games for found, won in game]
    cut = sum(len(game) for game in games[:int(len(games) * 0.8)])
    held = fit(rows[:cut], len(names) + 1)
    print(f"# {len(rows)} turns of {sum(1 for g in games if g)} decided games; held-out log loss "
          f"{log_loss(held, rows[cut:]):.4f} (train {log_loss(held, rows[:cut]):.4f})")
    w = fit(rows, len(names) + 1)
    print(f"BIAS = {w[0]:.4f}")
    print("WEIGHTS = {" + ", ".join(f'"{n}": {v:.4f}' for n, v in zip(names, w[1:])) + "}")


if __name__ == "__main__":
    main()
