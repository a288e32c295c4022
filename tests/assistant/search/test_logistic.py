"""The fitted leaves' logistic regression (search/logistic.py): it recovers the weights that made a sample, and its
solver solves."""

from __future__ import annotations

import random

from goblinkit.assistant.search.logistic import fit, log_loss, sigmoid, solve


def test_solve_a_small_system():
    assert [round(v, 9) for v in solve([[2.0, 1.0], [1.0, 3.0]], [5.0, 10.0])] == [1.0, 3.0]


def test_the_fit_recovers_the_weights_that_made_the_outcomes():
    rng = random.Random(3)
    truth = [-0.5, 1.2, -0.8]
    rows = []
    for _ in range(6000):
        x = [1.0, rng.uniform(-2, 2), rng.uniform(-2, 2)]
        rows.append((x, int(rng.random() < sigmoid(sum(a * b for a, b in zip(truth, x))))))
    w = fit(rows, 3, ridge=0.0)
    assert all(abs(a - b) < 0.12 for a, b in zip(w, truth)), w
    assert log_loss(w, rows) < log_loss([0.0, 0.0, 0.0], rows)


def test_sigmoid_is_clamped_far_from_the_fit():
    assert sigmoid(1e6) == sigmoid(30.0) and sigmoid(-1e6) == sigmoid(-30.0) and sigmoid(0.0) == 0.5
