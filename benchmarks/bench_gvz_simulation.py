"""Goblins vs Zombies: simulated games per second with the fast and the strong bot, against replaying
the same games from their logs, and `--jobs 2` against one process (issue 10: goal 1,000 fast-bot
games a second on one core).

Replay applies the very same actions with the logged dice and answers and no bot thinking, through
the save layer a table command uses: it is the floor the simulation is measured against. Every
figure is also given as a ratio to that floor measured in the same run, because absolute speeds
on a shared machine move with the load.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

FAST_GAMES = 300
STRONG_GAMES = 6
GOAL = 1000  # fast-bot games a second on one core


def _cpu(work) -> float:  # noqa: ANN001
    """CPU seconds of one process doing `work` (steadier than wall time on a busy machine)."""
    start = time.process_time()
    work()
    return time.process_time() - start


def _play_and_drop(play_game, games: int) -> None:  # noqa: ANN001
    for seed in range(games):
        play_game("last-stand", 1, seed)  # nothing kept, as `simulate` counts a game and drops it


def main() -> None:
    from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
    from goblinkit.assistant.goblins_vs_zombies.report import summarise
    from goblinkit.assistant.goblins_vs_zombies.simulate import play_game
    from goblinkit.assistant.core.session import Session

    play_game("last-stand", 1, 0)  # warm up: content, catalog, imports
    # timed as `simulate` plays them: each game's save is dropped when the game is counted (keeping
    # 300 saves alive while timing makes every garbage collection walk them: 25% slower)
    fast_s = _cpu(lambda: _play_and_drop(play_game, FAST_GAMES))
    saves = [play_game("last-stand", 1, s).save for s in range(FAST_GAMES)]
    replay_s = _cpu(lambda: [Session(GoblinsVsZombies, save, Path("unused.json")).replay(cached=False) for save in saves])
    strong_saves = []
    strong_s = _cpu(lambda: strong_saves.extend(play_game("last-stand", 1, s, bot="strong").save
                                                for s in range(STRONG_GAMES)))
    actions = sum(len(save.log) for save in saves)
    fast_rate, replay_rate, strong_rate = FAST_GAMES / fast_s, FAST_GAMES / replay_s, STRONG_GAMES / strong_s
    start = time.perf_counter()
    summarise("last-stand", 1, 2 * FAST_GAMES, 0, processes=1)
    one = time.perf_counter() - start
    start = time.perf_counter()
    summarise("last-stand", 1, 2 * FAST_GAMES, 0, processes=2)
    two = time.perf_counter() - start
    print(f"Goblins vs Zombies, Last Stand: {FAST_GAMES} fast-bot games ({actions} actions), "
          f"{STRONG_GAMES} strong-bot games; CPU time of one process")
    print(f"  replay from the logs (floor) : {replay_rate:8.0f} games/s")
    print(f"  simulation, fast bot         : {fast_rate:8.0f} games/s   goal {GOAL} games/s "
          f"({fast_rate / GOAL:4.0%} of it)   {fast_s / replay_s:5.2f}x the replay floor")
    print(f"  simulation, strong bot       : {strong_rate:8.1f} games/s            "
          f"{strong_s / STRONG_GAMES / (replay_s / FAST_GAMES):5.0f}x the replay floor per game")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"  --jobs 2 vs --jobs 1 (wall)  : {one / two:8.2f}x faster ({2 * FAST_GAMES} fast-bot games; "
          f"{os.cpu_count()} cores, load {load:.1f}: a speed-up needs a free core)")
