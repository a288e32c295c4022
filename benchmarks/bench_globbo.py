"""Globbo!: the opponents' thinking time per turn, and AI-vs-AI games per second against replaying
the same games from their logs (same rules, no thinking)."""

from __future__ import annotations

import time
from pathlib import Path

GAMES = 12
ROUNDS = 30


def main() -> None:
    """Seconds per AI turn (goal: under 1 s) and self-play games per second, as ratios to replay."""
    from goblinkit.assistant.globbo import bots
    from goblinkit.assistant.globbo.game import Globbo
    from goblinkit.assistant.globbo.simulate import play_game
    from goblinkit.assistant.session import Session

    play_game(0, rounds=2)  # warm up: content, geometry caches, imports
    thinking = {"globbo": [], "kids": []}
    decide = bots.decide

    def timed(game, kids_moved=False):  # noqa: ANN001, ANN202
        start = time.perf_counter()
        act = decide(game, kids_moved)
        side = "globbo" if game.turn.phase.startswith("globbo") else "kids"
        if act["type"] in ("move", "scorch"):
            thinking[side].append(time.perf_counter() - start)
        return act

    bots.decide = timed
    try:
        start = time.perf_counter()
        saves = [play_game(seed, rounds=ROUNDS).save for seed in range(1, GAMES + 1)]
        simulated = time.perf_counter() - start
    finally:
        bots.decide = decide
    start = time.perf_counter()
    for save in saves:
        Session(Globbo, save, Path("unused.json")).replay()
    replayed = time.perf_counter() - start
    turns = sum(len(v) for v in thinking.values())
    print(f"Globbo!, {GAMES} AI-vs-AI games (at most {ROUNDS} rounds), {turns} AI moves searched")
    for side, times in thinking.items():
        if times:
            print(f"  {side:<6} move search: mean {sum(times) / len(times):.3f} s, worst {max(times):.3f} s per turn "
                  f"(goal under 1 s)")
    print(f"  replay from the logs    : {GAMES / replayed:8.2f} games/s")
    print(f"  simulation with the AIs : {GAMES / simulated:8.2f} games/s")
    print(f"  ratio simulation/replay : {simulated / replayed:8.2f}x")
