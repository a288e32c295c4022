"""`goblin play GAME ladder`: how the skill levels fare against each other, measured.

A ladder is a list of matchups (`Matchup`: the skills at the table, the measured one first, and the
win rate its interval must clear). Each matchup plays `games` games seat-balanced: game n puts the
measured skill in seat n % players and plays seed + n // players, so every seed is played once from
every seat and a seat's advantage cancels out. It reports the measured skill's win rate (a draw
counts its share) with a 95 % Wilson interval, and the hard bots' think time per decision (CPU
seconds: median and 95th percentile), which a time budget keeps near `--think`.

How a game plugs in: a module-level `LadderHook` object in the game's own package (for example
`goblout/ladder_hook.py`), whose `play(skills, seed, think, iterations)` plays one whole game with
skills[i] in seat i and returns an `Outcome`, and whose `matchups(players)` is the game's default
ladder; the game's `ladder` command calls `command(HOOK_REF, ...)` with "module:NAME" of that object
(the name travels to `--jobs` worker processes, which import it).
"""

from __future__ import annotations

import importlib
import json
import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.lab.jobs import check_games, check_jobs, in_game_order
from goblinkit.assistant.core.skill import level

Z95 = 1.959964
# OpenSpiel's bots (assistant/spiel, the `openspiel` extra): `--match openspiel-ismcts,normal` seats one
SPIEL_SEATS = ("openspiel-ismcts", "openspiel-mcts")


@dataclass(frozen=True)
class Matchup:
    lineup: tuple[str, ...]  # a skill per seat, the measured one first
    bar: float  # the lower end of its interval should be above this (0.55 head to head)

    @property
    def players(self) -> int:
        return len(self.lineup)

    @property
    def name(self) -> str:
        rest = self.lineup[1:]
        if not rest:  # one skill alone against the game (GvZ's Goblins against the Zombie Deck)
            return f"{self.lineup[0]} alone"
        if len(rest) == 1:
            return f"{self.lineup[0]} vs {rest[0]}"
        if len(set(rest)) == 1:
            return f"{self.lineup[0]} among {len(rest)} {rest[0]}"
        return f"{self.lineup[0]} vs {'+'.join(rest)}"


@dataclass
class Outcome:
    """One game: each seat's share of the win (1 the winner, 0 the others, a draw shared or all 0), and
    the CPU seconds of every decision a hard bot searched in it."""

    scores: list[float]
    thinks: list[float] = field(default_factory=list)


class LadderHook(Protocol):
    def matchups(self, players: int | None) -> list[Matchup]:
        """The game's default ladder (for `players` players where the game takes a count)."""

    def play(self, skills: Sequence[str], seed: int, think: float, iterations: int | None) -> Outcome:
        """One whole game, skills[i] in seat i, from `seed`; hard bots think `think` s (or `iterations`)."""


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate wins/games (95 % by default)."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (nearest rank) of values."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))]


def hook_of(ref: str) -> LadderHook:
    module, _, name = ref.partition(":")
    return getattr(importlib.import_module(module), name)


def seating(lineup: Sequence[str], rotation: int) -> list[str]:
    """The lineup with the measured skill (lineup[0]) in seat `rotation`, the others in order around it."""
    others = list(lineup[1:])
    return others[:rotation] + [lineup[0]] + others[rotation:]


Job = tuple[str, tuple[str, ...], int, int, float, "int | None"]  # hook, lineup, rotation, seed, think, iterations


def play_job(job: Job) -> tuple[float, list[float]]:
    """One ladder game (module level: sent by name to --jobs workers): the measured seat's score, thinks."""
    ref, lineup, rotation, seed, think, iterations = job
    outcome = hook_of(ref).play(seating(lineup, rotation), seed, think, iterations)
    return outcome.scores[rotation], outcome.thinks


def run(ref: str, matchups: Sequence[Matchup], games: int, seed: int, think: float,
        iterations: int | None = None, jobs: int = 1, progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Every matchup over `games` seat-balanced games; the same figures for the same seeds with any jobs
    when `iterations` bounds the search (a time budget decides by the machine's speed). `progress` hears a
    line after every game: the rows so far and the one under way, each with its win rate."""
    check_games(games)
    check_jobs(jobs)
    rows: list[dict[str, Any]] = []
    for match in matchups:
        for skill in match.lineup:
            if skill not in SPIEL_SEATS:
                level(skill)
        players = match.players

        def job(n: int, match: Matchup = match) -> Job:
            return ref, match.lineup, n % players, seed + n // players, think, iterations

        wins, thinks = 0.0, []
        for played, (score, spent) in enumerate(in_game_order(play_job, job, games, jobs), 1):
            wins += score
            thinks += spent
            if progress is not None:
                progress("; ".join([*(f"{r['match']} {r['rate']:.1%}" for r in rows),
                                    f"{match.name} {wins / played:.1%} after {played}/{games} games"]))
        low, high = wilson(wins, games)
        rows.append({"match": match.name, "players": players, "games": games, "wins": round(wins, 2),
                     "rate": round(wins / games, 4), "low": round(low, 4), "high": round(high, 4),
                     "bar": match.bar, "clears": low > match.bar,
                     "think": None if not thinks else {
                         "decisions": len(thinks), "median": round(statistics.median(thinks), 4),
                         "p95": round(percentile(thinks, 95), 4), "max": round(max(thinks), 4)}})
    return {"games": games, "seed": seed, "think": think, "iterations": iterations, "rows": rows}


def report(summary: dict[str, Any]) -> list[str]:
    budget = (f"{summary['iterations']} iterations a decision" if summary["iterations"] is not None
              else f"think {summary['think']:g} s")
    lines = [f"Ladder: {summary['games']} games a matchup, seat-balanced, seeds from {summary['seed']}, {budget}."]
    for row in summary["rows"]:
        mark = "clears" if row["clears"] else "does NOT clear"
        lines.append(f"  {row['match']:<22} {row['players']}p  {row['rate']:6.1%}  95% [{row['low']:.1%}, "
                     f"{row['high']:.1%}]  ({mark} {row['bar']:.0%})")
        if row["think"]:
            t = row["think"]
            who = next((s for s in SPIEL_SEATS if row["match"].startswith(s)), "hard")
            lines.append(f"  {'':<22}     {who} think: median {t['median']:.3f} s, p95 {t['p95']:.3f} s, "
                         f"max {t['max']:.3f} s over {t['decisions']} decisions")
    return lines


def spiel_row(ref: str, only: str) -> tuple[str, list[Matchup]]:
    """`--match openspiel-ismcts,normal`: OpenSpiel's bot (first) against ours, one row, through the spiel hook."""
    words = [w.strip().lower() for w in only.split(",")]
    if words[0] not in SPIEL_SEATS or any(w in SPIEL_SEATS for w in words[1:]):
        raise RulesError(f"--match: OpenSpiel's bot comes first and once ({SPIEL_SEATS[0]},normal), not {only}")
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        raise RulesError(f"--match {words[0]}: OpenSpiel is not installed (pip install 'goblinkit[openspiel]')") from None
    spiel = f"goblinkit.assistant.spiel.ladder_seat:{ref.split(':')[0].split('.')[-2]}"  # its hook, by package
    try:
        hook_of(spiel)
    except AttributeError:
        raise RulesError(f"--match {words[0]}: OpenSpiel's bots have no seat in this game's ladder") from None
    return spiel, [Matchup((words[0], *(level(w) for w in words[1:])), 0.5)]


def terminal_progress() -> Callable[[str], None] | None:
    """Progress on stderr, one line rewritten in place, when stderr is a terminal; None otherwise (a pipe, a
    test, a log file: they get the report alone, exactly)."""
    import shutil
    import sys

    stream = sys.stderr
    if not stream.isatty():
        return None
    width = max(20, shutil.get_terminal_size().columns - 1)

    def show(line: str) -> None:
        text = f"Ladder: {line}" if line else ""
        stream.write("\r\033[K" + (text if len(text) <= width else text[:width - 3] + "..."))
        stream.flush()

    return show


def command(ref: str, players: int | None, games: int, seed: int, think: float, iterations: int | None,
            jobs: int, as_json: bool, only: str | None = None, *, echo: Callable[[str], None],
            progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """A game's `ladder` command: its default matchups (or `only`, e.g. "hard,normal"), run, and its report
    (or JSON) given to `echo`: the game's CLI prints, the lab imports no command-line library. While it runs,
    a progress line after every game (terminal_progress: at a terminal only, so piped output stays the report)."""
    from goblinkit.assistant.core.skill import think_seconds

    think_seconds(think)
    if iterations is not None and iterations < 1:
        raise RulesError("--iterations: at least 1")
    matchups = hook_of(ref).matchups(players)
    if only and any(w.strip().lower() in SPIEL_SEATS for w in only.split(",")):
        ref, matchups = spiel_row(ref, only)
    elif only:
        lineup = tuple(level(w) for w in only.split(","))
        wanted = [m for m in matchups if m.lineup == lineup]
        if not wanted:
            raise RulesError(f"--match: no matchup {only} (matchups: "
                             f"{'; '.join(','.join(m.lineup) for m in matchups)})")
        matchups = wanted
    shown = progress if progress is not None else terminal_progress()
    summary = run(ref, matchups, games, seed, think, iterations, jobs, shown)
    if shown is not None:
        shown("")  # the progress line cleared before the report
    echo(json.dumps(summary, indent=2) if as_json else "\n".join(report(summary)))
    return summary
