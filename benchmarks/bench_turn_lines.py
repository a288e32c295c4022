"""Lines a player types in a guided terminal turn, in each game, when every play is said as a phrase.

A MovesPlayer (tests/assistant/guided_players.py) sits at `goblin play GAME` through prompt_toolkit's
input pipe: each of its plays is one of the moves the game lists (`Game.moves()`), said in its own words
("move Big Nagga to C11"), at most two a turn before the move that ends it; questions take their first
option. Counted: every line typed (plays, `done`, answers) over the player's turns played, five seeds a game, and
the lines besides the plays themselves (`other/turn`: answers and `done`). The
baseline is issue 33's figure for the same game before the table model (typed lines a turn, measured
then with the command syntax): the goal is no more lines than that.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SEEDS = (1, 2, 3, 4, 5)
TURNS = 4
BEFORE = {"goblins-vs-zombies": 4.4, "gobbledygook": 7.4, "globbo": 5.0, "goblout": 8.6, "gobz-heroes": 5.3}


def _turn(game: object) -> int:
    """The game's turn or round counter, as its snapshot says it (every game's `status --json` has one)."""
    snap = game.snapshot()  # type: ignore[attr-defined]
    found = snap.get("turn", snap.get("round"))
    return found if isinstance(found, int) else 0


def setups(folder: Path) -> dict[str, list[str]]:
    from tests.assistant.gg.helpers import BROOD

    brood = folder / "brood.json"
    brood.write_text(json.dumps(BROOD))
    return {"goblins-vs-zombies": [], "gobbledygook": ["--scenario", "night-watch", "--brood", str(brood)],
            "globbo": [], "goblout": [], "gobz-heroes": ["--crew", "nagga,skritch,mog,zapgit,grubnik,flapjack,gearhead"]}


def play(slug: str, extra: list[str], seed: int, folder: Path) -> tuple[int, int, int]:
    """(lines typed, turns played, moves said) in one guided game."""
    from typer.testing import CliRunner

    from goblinkit.assistant.cli import build_app
    from goblinkit.assistant.web.library import game_parts
    from tests.assistant.guided_players import MovesPlayer

    from goblinkit.assistant.core.games import load_builtin_games

    load_builtin_games()
    game_cls, app = game_parts(slug)
    save = folder / f"{slug}-{seed}.json"
    made = CliRunner().invoke(build_app(), ["play", slug, "new", "--seed", str(seed), "--save", str(save), *extra])
    if made.exit_code != 0:
        raise SystemExit(f"{slug}: new failed: {made.output}")
    player = MovesPlayer(game_cls, save, _turn, turns=TURNS, seed=seed)
    with contextlib.redirect_stdout(io.StringIO()):
        player.run(app, slug)
    turns = min(player.played_turns, TURNS)
    typed = [line for line in player.typed if line != "quit"]
    return len(typed), max(turns, 1), len(player.said)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["XDG_DATA_HOME"] = tmp
        folder = Path(tmp)
        print(f"{'game':<20} {'lines':>6} {'turns':>6} {'moves':>6} {'lines/turn':>10} {'other/turn':>10} {'before':>7} "
              f"{'ratio':>6}")
        for slug, extra in setups(folder).items():
            rows = [play(slug, extra, seed, folder) for seed in SEEDS]
            lines, turns, said = (sum(r[i] for r in rows) for i in range(3))
            per = lines / turns
            print(f"{slug:<20} {lines:>6} {turns:>6} {said:>6} {per:>10.2f} {(lines - said) / turns:>10.2f} "
                  f"{BEFORE[slug]:>7.1f} {per / BEFORE[slug]:>6.2f}")


if __name__ == "__main__":
    main()
