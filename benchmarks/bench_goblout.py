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
    narration on, no bot thinking). The ratio shows what the bots' decisions cost over the bare rules.
    Rates are per CPU second of this process (time.process_time), since the machine is shared; the
    wall-clock rate is printed beside it."""
    from goblinkit.assistant.goblout.game import Goblout
    from goblinkit.assistant.goblout.simulate import play_game, styles_for
    from goblinkit.assistant.session import Session

    play_game(4, None, 0, styles_for(4, 0, None))  # warm up: content, catalog, imports
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(GAMES):
        play_game(4, None, seed, styles_for(4, seed, None))
    simulated, simulated_wall = time.process_time() - cpu, time.perf_counter() - wall
    saves = [play_game(4, None, seed, styles_for(4, seed, None), keep=True).save for seed in range(GAMES)]
    cpu = time.process_time()
    for save in saves:
        Session(Goblout, save, Path("unused.json")).replay()
    replayed = time.process_time() - cpu
    turns = sum(len(save.log) for save in saves if save is not None)
    rate = GAMES / simulated
    print(f"Goblout, {GAMES} four-player bot games ({turns} turns)")
    print(f"  replay from the saves   : {GAMES / replayed:8.0f} games per CPU second")
    print(f"  simulation with bots    : {rate:8.0f} games per CPU second ({turns / simulated:.0f} turns/s; "
          f"{GAMES / simulated_wall:.0f} games/s wall clock)")
    print(f"  ratio replay/simulation : {replayed / simulated:8.2f}x")
    print(f"  against the goal        : {rate / GOAL:8.2f} of {GOAL} games/s")
