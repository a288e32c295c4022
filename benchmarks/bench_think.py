"""The think budget kept: for each game's searching bots, each decision's CPU seconds and each bot turn's
(from its first search's start to its last search's end: search/turn_clock.py), as ratios of the turn's
budget: p50, p95 and max. The goal (issue 35): p95 at or under 1.0, max at most 1.5, per decision and per
turn. Ratios of the budget the bot was given in this same run, so the machine's speed cancels out (GvZ's
bots count futures, not seconds: their ratios show how well the count fits this machine).

`python benchmarks/bench_think.py [SECONDS [WORD]]` (default 0.05 s a turn; hard and expert; WORD: only the
games whose name holds it, e.g. GvZ).
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Callable

THINK = 0.05
GAMES = 2


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share / 100 * len(ordered)))]


def ratios(values: list[float]) -> str:
    if not values:
        return "no searched decision"
    return (f"p50 {percentile(values, 50):.2f}  p95 {percentile(values, 95):.2f}  max {max(values):.2f}  "
            f"(n={len(values)})")


def measure(name: str, play: Callable[[int, str, float], None], level: str, think: float) -> None:
    from goblinkit.assistant.search import turn_clock

    timed: list[turn_clock.Timed] = []
    turns: dict[object, float] = defaultdict(float)
    for seed in range(1, GAMES + 1):
        turn_clock.RECORD = []
        play(seed, level, think)
        for t in turn_clock.RECORD:  # a turn's ratio: where its last search ended
            turns[(seed, t.turn)] = max(turns[(seed, t.turn)], t.turn_seconds / t.budget)
        timed += turn_clock.RECORD
    turn_clock.RECORD = None
    print(f"  {name:<28} {level:<6} decision: {ratios([t.seconds / t.budget for t in timed])}")
    print(f"  {'':<28} {'':<6} turn:     {ratios(list(turns.values()))}")


def goblout(seed: int, level: str, think: float) -> None:
    from goblinkit.assistant.goblout.simulate import play_game, styles_for

    play_game(2, None, 100 + seed, styles_for(2, seed, None), skills={"bot1": level, "bot2": "normal"}, think=think)


def gobz(seed: int, level: str, think: float) -> None:
    from goblinkit.assistant.gobz_heroes.simulate import play_game

    play_game(2, 100 + seed, length="quick", skills={"Red": level, "Blue": "normal"}, think=think, random_draft=False)


def globbo(seed: int, level: str, think: float) -> None:
    from goblinkit.assistant.globbo.simulate import play_game

    play_game(100 + seed, rounds=4, skills={"globbo": level, "kids": level}, think=think)


def gvz_goblins(seed: int, level: str, think: float) -> None:
    from goblinkit.assistant.goblins_vs_zombies.simulate import play_game

    play_game("last-stand", 1, 100 + seed, bot=level, think=think)


def gvz_zombies(seed: int, level: str, think: float) -> None:
    from goblinkit.assistant.goblins_vs_zombies.simulate import play_game

    play_game("versus", 1, 100 + seed, bot="easy", zombies=level, think=think)


# (name, one game, its think: Globbo's candidates alone take about 30 ms of a turn, so it gets more)
GAMES_MEASURED = [("Goblout 2p", goblout, 1.0), ("Gob'z'Heroes 2p quick", gobz, 1.0),
                  ("Globbo! (4 rounds)", globbo, 6.0), ("GvZ Last Stand (Goblins)", gvz_goblins, 1.0),
                  ("GvZ Mode E (Zombie Player)", gvz_zombies, 1.0)]


def main(think: float = THINK, only: str = "") -> None:
    print(f"Think budget kept: {GAMES} games a game and level, {think:g} s a bot turn (Globbo! 6x; expert 4x); "
          f"ratios of the turn's budget (goal: p95 <= 1.0, max <= 1.5)")
    for name, play, times in GAMES_MEASURED:
        if only.lower() not in name.lower():
            continue
        for level in ("hard", "expert"):
            measure(name, play, level, think * times)


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else THINK, sys.argv[2] if len(sys.argv) > 2 else "")
