"""The guided turn: how much a player types in a whole Goblins vs Zombies Last Stand game.

A scripted player (tests/assistant/guided_players.py) sits at `goblin play gvz`, typing through
prompt_toolkit's input pipe: it plays one Goblin a turn, uses every Goblin that can act, says
`done`, and answers the questions it is asked. Counted: its own plays (play, act) and everything
else it typed (done, answers, quit). The baseline, from the same game's save: what the single
commands would have taken (one command per logged action, the Zombie phases included, plus an
answer for every question the rules asked, as before questions were tried on copies). Goal: under
2 typed inputs per turn besides the player's own plays. Time is compared with replaying the save.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SEEDS = (7, 8, 9, 10, 11)


def play_one(seed: int, folder: Path) -> dict[str, float]:
    from typer.testing import CliRunner

    from goblinkit.assistant.cli import build_app
    from goblinkit.assistant.goblins_vs_zombies.cli import app as gvz_app
    from goblinkit.assistant.goblins_vs_zombies.game import GoblinsVsZombies
    from goblinkit.assistant.core.session import Session
    from tests.assistant.guided_players import LastStandPlayer

    save = folder / f"last-stand-{seed}.json"
    CliRunner().invoke(build_app(), ["play", "gvz", "new", "--seed", str(seed), "--save", str(save)])
    player = LastStandPlayer(GoblinsVsZombies, save)
    start = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()):
        player.run(gvz_app, "gvz")
    guided_time = time.perf_counter() - start
    session = Session.load(GoblinsVsZombies, save)
    start = time.perf_counter()
    game, _ = session.replay()
    replay_time = time.perf_counter() - start
    counts = player.counts()
    answers = sum(len(entry.get("answers") or []) for entry in session.save.log)
    return {"turns": game.turn, "plays": counts["plays"], "other": counts["other"], "score": game.result["score"],
            "single": len(session.save.log) + answers + 1, "guided_time": guided_time, "replay_time": replay_time}


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["XDG_DATA_HOME"] = tmp
        rows = [play_one(seed, Path(tmp)) for seed in SEEDS]
    print("Last Stand through the guided turn (typed inputs; 'single' = the same game as single commands):")
    print(f"{'seed':>5} {'turns':>5} {'plays':>5} {'other':>5} {'other/turn':>10} {'single':>6} {'typed/single':>12}"
          f" {'time/replay':>11}")
    for seed, row in zip(SEEDS, rows):
        typed = row["plays"] + row["other"]
        print(f"{seed:>5} {row['turns']:>5} {row['plays']:>5} {row['other']:>5} {row['other'] / row['turns']:>10.2f}"
              f" {row['single']:>6} {typed / row['single']:>12.2f} {row['guided_time'] / row['replay_time']:>10.0f}x")
    turns = sum(r["turns"] for r in rows)
    other = sum(r["other"] for r in rows)
    typed = sum(r["plays"] + r["other"] for r in rows)
    single = sum(r["single"] for r in rows)
    print(f"all: {other / turns:.2f} typed inputs a turn besides the player's own plays (goal: under 2); "
          f"{typed} typed against {single} single commands ({typed / single:.2f})")


if __name__ == "__main__":
    main()
