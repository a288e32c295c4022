"""GobbledyGook! exact odds: the multiset sweep against the pair-by-pair oracle, in the same run.

Issue #10's goals: `odds 7 7`, `odds 5 5 --reroll` and `odds 7 7 --reroll` each under 0.1 s of
compute, and up to 12 dice a side. The baseline is the oracle (every pair of sorted rolls, every
reroll tried) on a case small enough for it; both give the same exact fractions.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

GOAL = 0.1
GOBLIN = Path(sys.executable).with_name("goblin")


def _best_of(runs: int, work) -> float:  # noqa: ANN001
    """CPU seconds of the best run: compute, not the wait for a core on a shared machine."""
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best


def main() -> None:
    from goblinkit.assistant.gobbledygook.odds import odds
    from goblinkit.assistant.gobbledygook.odds_oracle import odds_by_enumeration
    from goblinkit.assistant.gobbledygook.rolls import sorted_rolls

    sorted_rolls.cache_clear()
    baseline = _best_of(1, lambda: odds_by_enumeration(4, 4, "wins"))
    fast = _best_of(3, lambda: odds(4, 4, "wins"))
    assert odds(4, 4, "wins") == odds_by_enumeration(4, 4, "wins")
    print("GobbledyGook! exact odds (CPU seconds, best of 3 or 5; each a fresh computation)")
    print(f"  baseline: oracle 4 v 4 --reroll      {baseline:8.3f} s")
    print(f"  multiset sweep 4 v 4 --reroll        {fast:8.3f} s   {baseline / fast:6.0f}x faster, same fractions")
    for attack, defence, policy, goal in ((7, 7, None, GOAL), (5, 5, "wins", GOAL), (7, 7, "wins", GOAL),
                                          (7, 7, "net", GOAL), (12, 12, None, None), (12, 12, "wins", None)):
        def work(attack: int = attack, defence: int = defence, policy: str | None = policy) -> None:
            sorted_rolls.cache_clear()
            odds(attack, defence, policy)
        took = _best_of(5, work)
        label = f"odds {attack} {defence}" + (f" --reroll --policy {policy}" if policy else "")
        verdict = f"goal < {goal:.1f} s: {'met' if took < goal else 'MISSED'}" if goal else "(was refused)"
        print(f"  {label:<36} {took:8.3f} s   {verdict}")

    if GOBLIN.exists():
        floor = _process(["play", "gg", "odds", "1", "1"])
        print(f"  whole process, median of 5 (floor: `goblin play gg odds 1 1`, {floor:.3f} s):")
        for args in (["odds", "7", "7"], ["odds", "5", "5", "--reroll"], ["odds", "7", "7", "--reroll"]):
            took = _process(["play", "gg", *args])
            print(f"    goblin play gg {' '.join(args):<22} {took:8.3f} s   {took / floor:5.2f}x the floor")


def _process(args: list[str], runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([str(GOBLIN), *args], check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)
