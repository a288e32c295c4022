"""Gob'z'Heroes: seconds per AI turn and AI games per second, against replaying the same games."""

from __future__ import annotations

import time
from pathlib import Path

GAMES = 100


def main() -> None:
    """Replay applies the very same actions with the logged dice and answers (no policy thinking): the
    ratio shows what the rival Crews' decisions cost on top of the referee itself."""
    from goblinkit.assistant.gobz_heroes.game import GobzHeroes
    from goblinkit.assistant.gobz_heroes.simulate import play_game
    from goblinkit.assistant.core.session import Session

    play_game(2, 0)  # warm up: content, imports
    for players in (2, 4):
        start = time.perf_counter()
        played = [play_game(players, seed) for seed in range(GAMES)]
        simulated = time.perf_counter() - start
        start = time.perf_counter()
        for game in played:
            Session(GobzHeroes, game.save, Path("unused.json")).replay()
        replayed = time.perf_counter() - start
        turns = sum(sum(1 for entry in g.save.log if entry["action"]["type"] == "end") for g in played)
        actions = sum(len(g.save.log) for g in played)
        print(f"Gob'z'Heroes, {GAMES} AI games, {players} Crews ({turns} turns, {actions} actions)")
        print(f"  simulation              : {GAMES / simulated:8.1f} games/s, {simulated / turns * 1000:6.2f} ms per AI turn "
              f"(goal: under 500 ms)")
        print(f"  replay from the logs    : {GAMES / replayed:8.1f} games/s")
        print(f"  ratio simulation/replay : {simulated / replayed:8.2f}x")
