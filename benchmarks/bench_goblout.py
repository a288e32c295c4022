"""Goblout: four-player bot games per second (goal: 2,000 on this machine), against replaying the
same games from their saves."""

from __future__ import annotations

import time
from pathlib import Path

GAMES = 400
GOAL = 2000


def main() -> None:
    """Bots-only four-player games, narration off (as `simulate` plays them), against a baseline run in
    the same process: replaying the same games from their saves (the logged draws and rolls, with the
    narration on, no bot thinking). The ratio shows what the bots' decisions cost over the bare rules."""
    from goblinkit.assistant.goblout.game import Goblout
    from goblinkit.assistant.goblout.simulate import play_game, styles_for
    from goblinkit.assistant.session import Session

    play_game(4, None, 0, styles_for(4, 0, None))  # warm up: content, catalog, imports
    start = time.perf_counter()
    for seed in range(GAMES):
        play_game(4, None, seed, styles_for(4, seed, None))
    simulated = time.perf_counter() - start
    saves = [play_game(4, None, seed, styles_for(4, seed, None), keep=True).save for seed in range(GAMES)]
    start = time.perf_counter()
    for save in saves:
        Session(Goblout, save, Path("unused.json")).replay()
    replayed = time.perf_counter() - start
    turns = sum(len(save.log) for save in saves if save is not None)
    rate = GAMES / simulated
    print(f"Goblout, {GAMES} four-player bot games ({turns} turns)")
    print(f"  replay from the saves   : {GAMES / replayed:8.0f} games/s")
    print(f"  simulation with bots    : {rate:8.0f} games/s ({turns / simulated:.0f} turns/s)")
    print(f"  ratio replay/simulation : {simulated and replayed / simulated:8.2f}x")
    print(f"  against the goal        : {rate / GOAL:8.2f} of {GOAL} games/s")
