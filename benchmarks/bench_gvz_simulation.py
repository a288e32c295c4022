"""Goblins vs Zombies: bot games per second, against replaying the same games from their logs."""

from __future__ import annotations

import time
from pathlib import Path

SIM_GAMES = 200



def main() -> None:
    """Goblins vs Zombies: bot games per second, against replaying the same games from their logs.

    Replay applies the very same actions with the logged dice and answers (no bot thinking), so the
    ratio shows what the bots' decisions cost on top of the rules engine itself.
    """
    from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
    from goblinkit.assistant.goblins_vs_zombies.simulate import play_game
    from goblinkit.assistant.session import Session

    play_game("last-stand", 1, 0)  # warm up: content, catalog, imports
    start = time.perf_counter()
    saves = [play_game("last-stand", 1, seed).save for seed in range(SIM_GAMES)]
    simulated = time.perf_counter() - start
    start = time.perf_counter()
    for save in saves:
        Session(GoblinsVsZombies, save, Path("unused.json")).replay()
    replayed = time.perf_counter() - start
    actions = sum(len(save.log) for save in saves)
    print(f"Goblins vs Zombies, {SIM_GAMES} Last Stand games ({actions} actions)")
    print(f"  replay from the logs    : {SIM_GAMES / replayed:8.0f} games/s")
    print(f"  simulation with bots    : {SIM_GAMES / simulated:8.0f} games/s")
    print(f"  ratio simulation/replay : {simulated / replayed:8.2f}x")
