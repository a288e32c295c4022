"""Both opponents against each other: many seeded games of Globbo!, every decision through the
same actions a player reports, so each game is a save that replays exactly."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.lab import stopping
from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.globbo.game import Globbo
from goblinkit.assistant.core.saves import Save
from goblinkit.assistant.core.skill import THINK, setup_fields
from goblinkit.assistant.core.table import ScriptedTable

ROUND_LIMIT = 60


@dataclass
class Played:
    game: Globbo
    save: Save
    lines: list[str] = field(default_factory=list)
    actions: int = 0


def play_game(seed: int, extras: list[str] | None = None, walls: bool = True, keep_lines: bool = False,
              check: Any = None, rounds: int = ROUND_LIMIT, skills: dict[str, str] | None = None,
              think: float = THINK, iterations: int | None = None, content: str | None = None) -> Played:
    """One AI-vs-AI game; `check(game)` runs after every action (the invariant tests); `content`: a pack's
    folder (the balance lab's A/B). `skills`:
    {"globbo": level, "kids": level} (None: no skill in the setup, today's bots: easy); `iterations`
    bounds the hard bots' search instead of `think` seconds (the same game on any machine)."""
    setup = {"play": None, "walls": walls, "extras": list(extras or []), "rings_clear": True,
             **(setup_fields(skills, think) if skills is not None else {}), **({"content": content} if content else {})}
    game = Globbo(setup, Chance(seed))
    game.iterations = iterations
    game.thinks = []
    table = ScriptedTable()
    game.chance.begin()
    lines = game.start(table)
    save = Save(Globbo.slug, seed, setup, start={"chance": game.chance.finish(), "answers": table.answers})
    out = lines if keep_lines else []
    played = Played(game, save, out)
    while not game.over and game.turn.round <= rounds:
        stopping.check()  # a page's simulation, stopped (the page closed), stops here, not after the game
        act = game.next_automatic()
        assert act is not None  # both sides are bots: a step is due until the game ends
        table = ScriptedTable()
        game.chance.begin()
        more = game.apply(act, table)
        save.log.append({"action": act, "chance": game.chance.finish(), "answers": table.answers})
        played.actions += 1
        if keep_lines:
            out.extend(more)
        if check:
            check(game)
    return played


def play_one(job: tuple[int, list[str], bool, Any, float]) -> tuple[str, bool, int]:
    """One seeded game's facts for the tally (small, to cross processes): who won, how, its length."""
    seed, extras, walls, skills, think = job
    game = play_game(seed, extras, walls, skills=skills, think=think).game
    result = game.turn.result
    return (result["winner"] if result else "draw"), bool(result and result["humiliating"]), game.turn.round


def summarise(games: int, extras: list[str], walls: bool, seed: int, progress: Any = None,
              workers: Any = 1, skills: dict[str, str] | None = None, think: float = THINK) -> dict[str, Any]:
    """Game n from seed + n, played by `workers` (assistant/lab/jobs.py): the same summary for any of them."""
    from goblinkit.assistant.lab.jobs import in_game_order

    wins = {"globbo": 0, "kids": 0, "draw": 0}
    rounds, humiliating = [], 0
    started = time.perf_counter()
    for winner, crushing, length in in_game_order(play_one, lambda n: (seed + n, extras, walls, skills, think),
                                                       games, workers):
        wins[winner] += 1
        humiliating += crushing
        rounds.append(length)
        if progress:
            progress()
    elapsed = time.perf_counter() - started
    return {"games": games, "seed": seed, "extras": extras, "walls": walls, "wins": wins, "skills": skills or "easy",
            "globbo_win_rate": wins["globbo"] / games if games else 0.0,
            "kids_win_rate": wins["kids"] / games if games else 0.0,
            "humiliating": humiliating, "mean_rounds": sum(rounds) / len(rounds) if rounds else 0.0,
            "longest": max(rounds, default=0), "seconds": elapsed, "games_per_second": games / elapsed if elapsed else 0.0}


def text_summary(s: dict[str, Any]) -> list[str]:
    return [f"{s['games']} games, seeds {s['seed']}-{s['seed'] + s['games'] - 1}, Extras: {', '.join(s['extras']) or 'none'}"
            f", walls {'in' if s['walls'] else 'out'}",
            f"GLOBBO wins {s['wins']['globbo']} ({s['globbo_win_rate']:.0%}), KIDS win {s['wins']['kids']} "
            f"({s['kids_win_rate']:.0%}), unfinished after {ROUND_LIMIT} rounds {s['wins']['draw']}",
            f"humiliating total victories: {s['humiliating']}; mean length {s['mean_rounds']:.1f} rounds (longest {s['longest']})",
            f"speed: {s['games_per_second']:.2f} games/s"]


def run_simulation(games: int, extras: list[str], walls: bool, seed: int, as_json: bool, echo: Callable[[str], None],
                   workers: Any = 1, skills: dict[str, str] | None = None, think: float = THINK) -> None:
    """Play and summarise, each line of the summary (or its JSON) to `echo`: the CLI prints, the rules
    never import a command-line library."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    from goblinkit.assistant.lab.jobs import check_games

    check_games(games)
    Globbo({"play": None, "walls": walls, "extras": extras}, Chance(seed))  # a bad Extra stops here, not in a worker
    if as_json:
        summary = summarise(games, extras, walls, seed, workers=workers, skills=skills, think=think)
        echo(json.dumps(summary, indent=2, sort_keys=True))
        return
    with Progress(TextColumn("Playing"), BarColumn(), MofNCompleteColumn(), transient=True,
                  disable=not sys.stdout.isatty()) as bar:
        task = bar.add_task("games", total=games)
        summary = summarise(games, extras, walls, seed, progress=lambda: bar.advance(task), workers=workers,
                            skills=skills, think=think)
    for line in text_summary(summary):
        echo(line)
