"""A game's `simulate` (or its balance lab) run for a page: the request's bounds, and the `--json` report read
back for the charts.

The page runs the same typer command as the terminal (`goblin play GAME simulate --games N --seed S
--json`), in this thread with its output caught (capture.py), so the figures are the CLI's own. A page
waits for its answer, so a request asks at most a page's worth of games (above it: refused, saying the
bound, never cut down silently) and runs within a time budget; the run answers to a `stopping.Budget`
that the server cancels when the page's client hangs up (hangup.py).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import typer

from goblinkit.assistant.core.numerals import signed_whole
from goblinkit.assistant.lab.stopping import Budget, Stopped, stoppable
from goblinkit.assistant.web.capture import captured
from goblinkit.assistant.web.charts import charts, figures
from goblinkit.assistant.web.library import game_parts
from goblinkit.content.errors import GoblinError

# Bounds of this page's own (the terminal's commands have theirs, jobs.MAX_GAMES): a page waits for its games.
MAX_SIM_GAMES = 500
# the games that take seconds each are capped lower (Globbo's bots search every move, about 2 s a game
# here; a Gob'z'Heroes game about 0.7 s)
SIM_CAPS = {"globbo": 10, "gobz-heroes": 50}
BALANCE_CAPS = {"globbo": 2}  # games an arm: a Globbo game takes seconds, and it has 22 arms
BALANCE_CAP = 50
MAX_SEED = 2 ** 31 - 1  # the seeds a new game draws (app.new_game) are below 2**31
SIM_SECONDS = 120.0  # a simulation's wall time on this page: past it, it stops after the game it is playing


class Refusal(Exception):
    """A request the page will not run: `text` for the player, `status` for the answer (400 or 422)."""

    def __init__(self, text: str, status: int):
        super().__init__(text)
        self.text = text
        self.status = status


@dataclass(frozen=True)
class Ask:
    """What a page asked: games (an arm, for the lab), the seed, the lab or the plain simulation, and
    whether to run at all (a page opened without `games` only shows the form)."""

    games: int
    seed: int
    lab: bool
    run: bool


def cap(slug: str, lab: bool) -> int:
    """The most games (an arm, for the balance lab) a page may ask of this game."""
    return BALANCE_CAPS.get(slug, BALANCE_CAP) if lab else SIM_CAPS.get(slug, MAX_SIM_GAMES)


def read_ask(slug: str, query: Mapping[str, str]) -> Ask:
    """The query's games, seed and lab, each checked against its bound; Refusal says which is wrong and why."""
    lab = query.get("lab", "")
    if lab not in ("", "balance"):
        raise Refusal(f"lab: only 'balance' (got '{_excerpt(lab)}')", 422)
    most = cap(slug, bool(lab))
    games = _whole(query, "games", min(100, most))
    seed = _whole(query, "seed", 1)
    what = "games an arm" if lab else "games"
    if not 1 <= games <= most:
        raise Refusal(f"{what}: from 1 to {most:,} on this page (got {_excerpt(games)}); the terminal's "
                      f"`goblin play {slug} {'balance' if lab else 'simulate'}` plays more", 422)
    if not 0 <= seed <= MAX_SEED:
        raise Refusal(f"seed: from 0 to {MAX_SEED:,} (got {_excerpt(seed)})", 422)
    return Ask(games, seed, bool(lab), "games" in query)


def _whole(query: Mapping[str, str], name: str, default: int) -> int:
    text = query.get(name)
    if text is None:
        return default
    number = signed_whole(text)  # numerals.py: ASCII digits only, as the command line reads them
    if number is None:
        raise Refusal(f"{name}: a whole number (got '{_excerpt(text)}')", 400)
    return number


def _excerpt(value: object, width: int = 24) -> str:
    """A value as the refusal quotes it: whole when short, else its start and its length."""
    text = f"{value:,}" if isinstance(value, int) else str(value)
    return text if len(text) <= width else f"{text[:width]}… ({len(text):,} characters)"


def run(slug: str, ask: Ask, budget: Budget) -> tuple[dict[str, Any] | None, str | None, str]:
    """The asked run, stopping when `budget` says: (the simulation's figures and charts, the lab's HTML,
    why it did not run); at most one of the first two."""
    if ask.lab:
        lab, error = balance(slug, ask.games, ask.seed, budget)
        return None, lab, error
    report, error = simulate(slug, ask.games, ask.seed, budget)
    return report, None, error


def simulate(slug: str, games: int, seed: int, budget: Budget | None = None) -> tuple[dict[str, Any] | None, str]:
    report, error = _json_report(slug, "simulate", games, seed, budget)
    if report is None:
        return None, f"the simulation did not run: {error}"
    return {"figures": figures(report), "charts": charts(report)}, ""


def balance(slug: str, games: int, seed: int, budget: Budget | None = None) -> tuple[str | None, str]:
    """`goblin play GAME balance --json`, run for the page, drawn as the HTML report's charts and table."""
    from goblinkit.assistant.lab.balance.html import fragment

    report, error = _json_report(slug, "balance", games, seed, budget)
    if report is None:
        return None, f"the balance lab did not run: {error}"
    return fragment(report), ""


def _json_report(slug: str, name: str, games: int, seed: int, budget: Budget | None) -> tuple[Any, str]:
    """`goblin play GAME NAME --games N --seed S --json` run in this process: its report, or why it did not run."""
    command = typer.main.get_command(game_parts(slug)[1])
    args = [name, "--games", str(games), "--seed", str(seed), "--json"]
    try:
        with captured() as out, stoppable(budget or Budget()):
            command.main(args=args, prog_name=f"goblin play {slug}", standalone_mode=False)
        return json.loads(out.getvalue()), ""
    except Stopped as stop:
        return None, (f"it was stopped: {stop}; ask fewer games, or run `goblin play {slug} {name} --games {games} "
                      f"--seed {seed}` at the terminal")
    except (GoblinError, ValueError, SystemExit) as exc:
        return None, str(exc)
