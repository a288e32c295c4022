"""Every bot move in 1,000 seeded games is legal (issue 25): each game's every step goes through the
rules engine (an illegal move raises) and the position is checked after each (test_invariants.legal:
counters accounted for, one piece of Globbo a hex, the formation rules after his move).

The shortest honest setup, so the sweep stays affordable: one round a game (every phase of both sides
once: Globbo's move and attacks, the Kids' move and attacks, Globbo's build), easy and normal in turn on
both sides (the heuristic bots; hard searches among normal's moves and is played whole in
test_skill.py), walls in every other game, the Extras sets of test_invariants in turn. Measured: 371 s
of CPU for the 1,000 (0.37 s a game) on this loaded 2-core machine, shared by two processes (the
jobs machinery simulate uses, results in seed order); GLOBBO_SWEEP=N plays N games instead."""

from __future__ import annotations

import os

from goblinkit.assistant.globbo.simulate import play_game
from goblinkit.assistant.lab.jobs import in_game_order

from tests.assistant.globbo.test_invariants import EXTRA_SETS, legal

GAMES = int(os.environ.get("GLOBBO_SWEEP", "1000"))
LEVELS = ("easy", "normal")


def _steps_of(seed: int) -> tuple[int, set[tuple[str, str]]]:
    """One seeded one-round game checked after every step: each bot step (side, type) as the rules applied it."""
    level = LEVELS[seed % 2]
    played = play_game(seed, EXTRA_SETS[seed % len(EXTRA_SETS)], walls=seed % 4 < 2, rounds=1, check=legal,
                       skills={"globbo": level, "kids": level})
    return seed, {(entry["action"]["side"], step["action"]["type"])
                  for entry in played.save.log for step in entry["action"]["plan"]}


def test_every_bot_move_in_the_sweep_is_legal():
    steps: dict[tuple[str, str], int] = {}
    results = list(in_game_order(_steps_of, lambda n: n + 1, GAMES, 2))
    assert [seed for seed, _ in results] == list(range(1, GAMES + 1))
    for seed, made in results:
        assert ("kids", "move") in made and made & {("globbo", "move"), ("globbo", "scorch")}, (seed, made)
        for key in made:
            steps[key] = steps.get(key, 0) + 1
    assert {("globbo", "attack"), ("kids", "attack"), ("globbo", "build")} <= set(steps), steps
