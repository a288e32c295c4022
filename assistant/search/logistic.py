"""A small logistic regression for the hard bots' fitted leaves (Gob'z'Heroes', Globbo!'s): the chance a side
wins, fitted to measured game outcomes. Newton's method with a light ridge over a few dozen features needs
no library (numpy would be the only reason to add one; the fits run once, offline, in seconds)."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import Any

RIDGE = 1.0


def sigmoid(z: float) -> float:
    """The logistic function, its argument clamped (no overflow far from the fit's range)."""
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def chance(bias: float, weights: dict[str, float], found: dict[str, float]) -> float:
    """A fitted leaf's chance: the logistic of the bias plus each feature found times its weight."""
    return sigmoid(bias + sum(w * found[name] for name, w in weights.items()))


def fit(rows: list[tuple[list[float], int]], size: int, steps: int = 12, ridge: float = RIDGE) -> list[float]:
    """Weights by Newton's method for rows of (features with a leading 1.0, outcome 0 or 1); the bias (index
    0) is not shrunk."""
    w = [0.0] * size
    for _ in range(steps):
        grad = [ridge * v if i else 0.0 for i, v in enumerate(w)]
        hess = [[(ridge if i == j and i else 0.0) + (1e-9 if i == j else 0.0) for j in range(size)] for i in range(size)]
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
        w = [a - b for a, b in zip(w, solve(hess, grad))]
    return w


def log_loss(w: list[float], rows: list[tuple[list[float], int]]) -> float:
    """The mean log loss of weights `w` on rows as `fit` takes them."""
    total = 0.0
    for x, y in rows:
        p = min(1 - 1e-9, max(1e-9, sigmoid(sum(a * b for a, b in zip(w, x)))))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(1, len(rows))


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b: Gaussian elimination with partial pivoting (a small dense system)."""
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


def report(names: list[str], rows: list[tuple[list[float], int]], cut: int) -> list[str]:
    """The lines a leaf_fit prints: the held-out log loss of a fit on rows[:cut], then BIAS and WEIGHTS of a fit
    on all rows, to paste into the leaf."""
    held = fit(rows[:cut], len(names) + 1)
    w = fit(rows, len(names) + 1)
    return [f"# {len(rows)} rows; held-out log loss {log_loss(held, rows[cut:]):.4f} (train {log_loss(held, rows[:cut]):.4f})",
            f"BIAS = {w[0]:.4f}",
            "WEIGHTS = {" + ", ".join(f'"{n}": {v:.4f}' for n, v in zip(names, w[1:])) + "}"]


def report_games(games: list[list[tuple[dict[str, float], int]]]) -> list[str]:
    """`report` over whole games, each a list of (features, outcome) rows (a draw: none); held out: the last 20 %
    of the games, so no game is split between the fit and its check."""
    names = list(next(found for game in games for found, _ in game))
    rows = [([1.0] + [found[n] for n in names], won) for game in games for found, won in game]
    cut = sum(len(game) for game in games[:int(len(games) * 0.8)])
    return [f"# {sum(1 for g in games if g)} decided games"] + report(names, rows, cut)


def fit_command(doc: str | None, samples: Callable[[int], list[tuple[dict[str, float], int]]], games: int,
                argv: Any = None) -> None:
    """A leaf_fit module's command line: `--seed S --games N` plays the games (`samples(seed)`: one game's rows)
    and prints the fit to paste into its hard_leaf.py."""
    parser = argparse.ArgumentParser(description=(doc or "").split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=5001)
    parser.add_argument("--games", type=int, default=games)
    args = parser.parse_args(argv)
    for line in report_games([samples(seed) for seed in range(args.seed, args.seed + args.games)]):
        print(line)
