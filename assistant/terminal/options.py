"""The command-line options the games share (the bots' skill and think time, the lab's counts, jobs and
cluster), and the one way a number option is declared: `bounded`, with its range.

Every int or float option of `goblin play` is bounded (a test walks the whole command tree): a typo such
as `--iterations 1000000000000` must be refused at once, not start a run of centuries. The range shows in
`--help`; a value outside it, or anything but plain ASCII digits, is refused in one line (exit 1), quoting
a short excerpt of what was typed (numerals.py). The rules modules never import this (nor typer): it is
the CLI's side of skill.py and jobs.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import typer

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.lab.jobs import MAX_GAMES, MAX_JOBS
from goblinkit.assistant.core.numerals import decimal, excerpt, signed_whole
from goblinkit.assistant.core.skill import DEFAULT, THINK, THINK_HIGH, THINK_LOW, THINK_TABLE

MAX_SEED = 999_999_999_999  # any seed `new` picks (below 2**31), and room to spare
MAX_ITERATIONS = 1_000_000  # search iterations a decision: far above any measured run (the README's use 64)
SMALL = 1_000  # a game's own counts (players, trees, sticks): bounded loosely here, its rules say the exact range


def _shown(number: float) -> str:
    return f"{number:,}" if isinstance(number, int) else f"{number:g}"


def number_parser(option: str, low: float, high: float, hint: str = "", above: str = "") -> Callable[[Any], Any]:
    """The parser of a bounded option: an int when both bounds are ints, else a float. `hint` ends every
    out-of-range error, `above` only one over the top."""
    whole = isinstance(low, int) and isinstance(high, int)
    what = "a whole number" if whole else "a number"

    def parse(value: Any) -> Any:
        if isinstance(value, bool):  # pragma: no cover -- no bounded option is a flag
            raise RulesError(f"{option}: expected {what}")
        if isinstance(value, (int, float)):  # the default, or a value typer already read
            number: Any = value
        else:
            number = signed_whole(str(value)) if whole else decimal(str(value))
            if number is None:
                raise RulesError(f"{option}: expected {what} from {_shown(low)} to {_shown(high)}, "
                                 f"got {excerpt(str(value))}")
        if not low <= number <= high:
            why = hint + (above if number > high else "")
            raise RulesError(f"{option}: from {_shown(low)} to {_shown(high)} (got {_shown(number)}){why}")
        return int(number) if whole else float(number)

    return parse


def bounded(default: Any, option: str, low: float, high: float, help: str | None = None, hint: str = "",
            above: str = "", **extra: Any) -> Any:
    """A typer option holding a number in [low, high] (ints when both bounds are ints): the shared way
    every count, seed and time option is declared."""
    return typer.Option(default, option, min=low, max=high, parser=number_parser(option, low, high, hint, above),
                        help=help, **extra)


def small(default: int | None, option: str, help: str | None = None) -> Any:
    """A game's own count (`--trees`, `--sticks`): kept to a sane size here (either sign: a negative one is
    the rules' to refuse); the rules check the exact range and say it in the game's words."""
    return bounded(default, option, -SMALL, SMALL, help)


def bounded_argument(default: Any, name: str, low: float, high: float, help: str | None = None) -> Any:
    """A number argument in [low, high], as bounded() for options."""
    return typer.Argument(default, min=low, max=high, parser=number_parser(name, low, high), help=help,
                          metavar=name.upper())


def games_option(default: int, help: str | None = None) -> Any:
    return bounded(default, "--games", 1, MAX_GAMES, help, hint="; run again to play more")


def seed_option(default: int | None = 1, help: str | None = None) -> Any:
    return bounded(default, "--seed", 0, MAX_SEED, help)


def lab_think_option(default: float = THINK) -> Any:
    """`--think` of simulate, ladder and balance: nobody waits at the table, so up to THINK_HIGH."""
    return bounded(default, "--think", THINK_LOW, THINK_HIGH, "CPU seconds a hard decision.")


SkillOption = typer.Option(DEFAULT, "--skill", help="How the assistant's bots play: easy (known blunders left "
                           "in), normal (blunders fixed, one move of look-ahead), hard (search) or expert (hard's "
                           "search, 4x the think time).")
# at the table a player waits for every decision: at most THINK_TABLE seconds (a saved setup too: skill.py)
ThinkOption = bounded(THINK, "--think", THINK_LOW, THINK_TABLE, "Seconds of CPU a hard bot thinks a turn (expert 4x).",
                      above=f"; a player waits for every decision (simulate and ladder allow up to {THINK_HIGH:g})")
LabThinkOption = lab_think_option()
# the ladder's options, the same in every game (each game sets its own --think default there)
IterationsOption = bounded(None, "--iterations", 1, MAX_ITERATIONS, "Search iterations a hard decision instead "
                           "of --think (the same figures on any machine).")
MatchOption = typer.Option(None, "--match", help="One matchup only, e.g. hard,normal.")
JobsOption = bounded(1, "--jobs", 1, MAX_JOBS, "Processes to share the games (same results for any N).")
ClusterOption = typer.Option(None, "--cluster", metavar="ADDRESS",
                             help="A Dask scheduler (tcp://host:8786) whose workers play the games "
                                  "(needs the cluster extra: dask and distributed; same results as --jobs 1).")
