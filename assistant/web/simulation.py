"""A game's `simulate` (or its balance lab) run for a page: the request's bounds, and the report drawn as charts.

The page calls the lab's library functions the terminal's commands call (each game's summary of
`goblin play GAME simulate --games N --seed S --json` with that command's defaults, `lab.balance` for
`balance`), never the commands themselves: no typer, no printed output read back. The report goes
through JSON as the command's `--json` would print it, so the figures and charts are the CLI's own. A page
waits for its answer, so a request asks at most a page's worth of games (above it: refused, saying the
bound, never cut down silently) and runs within a time budget; the run answers to a `stopping.Budget`
that the server cancels when the page's client hangs up (hangup.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.core.numerals import signed_whole
from goblinkit.assistant.core.skill import THINK
from goblinkit.assistant.lab.stopping import Budget, Stopped, stoppable
from goblinkit.assistant.web.charts import charts, figures
from goblinkit.content.errors import GoblinError

# Bounds of this page's own (the terminal's commands have theirs, jobs.MAX_GAMES): a page waits for its games.
MAX_SIM_GAMES = 500
# the games that take seconds each are capped lower (Globbo's bots search every move, about 2 s a game
# here; a Gob'z'Heroes game about 0.7 s)
SIM_CAPS = {"globbo": 10, "gobz-heroes": 50}
BALANCE_CAPS = {"globbo": 2, "goblout": 10}  # games an arm: a Globbo game takes seconds (22 arms); Goblout has 62 arms
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
    """`goblin play GAME simulate --games N --seed S --json`'s report, played for the page, as figures and charts."""
    report, error = _report(slug, "simulate", lambda: SUMMARIES[slug](games, seed), games, seed, budget, True)
    if report is None:
        return None, f"the simulation did not run: {error}"
    return {"figures": figures(report), "charts": charts(report)}, ""


def balance(slug: str, games: int, seed: int, budget: Budget | None = None) -> tuple[str | None, str]:
    """`goblin play GAME balance --json`'s report, played for the page, drawn as the HTML report's charts and table."""
    from goblinkit.assistant.lab import balance as lab
    from goblinkit.assistant.lab.balance.html import fragment

    report, error = _report(slug, "balance", lambda: lab.analyse(lab.run(slug, games, seed), slug, games, seed),
                            games, seed, budget)
    if report is None:
        return None, f"the balance lab did not run: {error}"
    return fragment(report), ""


def _report(slug: str, name: str, play: Callable[[], dict[str, Any]], games: int, seed: int,
            budget: Budget | None, sort: bool = False) -> tuple[Any, str]:
    """The lab's report played in this thread, stoppable, as its `--json` prints it (`simulate` sorts its keys,
    `balance` keeps the report's order); or why it did not run."""
    try:
        with stoppable(budget or Budget()):
            return json.loads(json.dumps(play(), sort_keys=sort)), ""
    except Stopped as stop:
        return None, (f"it was stopped: {stop}; ask fewer games, or run `goblin play {slug} {name} --games {games} "
                      f"--seed {seed}` at the terminal")
    except (GoblinError, ValueError) as exc:
        return None, str(exc)


def _gvz(games: int, seed: int) -> dict[str, Any]:
    """GvZ's `simulate`: Last Stand, one Goblin player, the fast (easy) Goblin bot."""
    from goblinkit.assistant.goblins_vs_zombies.report import summarise

    summary = summarise("last-stand", 1, games, seed, "normal", None, "fast", 1, None, THINK)
    if summary["games"] == 0:
        raise RulesError("stopped before the first game finished")
    return summary


def _globbo(games: int, seed: int) -> dict[str, Any]:
    """Globbo!'s `simulate`: no Extras, no walls, today's bots."""
    from goblinkit.assistant.globbo.game import Globbo
    from goblinkit.assistant.core.chance import Chance
    from goblinkit.assistant.globbo.simulate import summarise
    from goblinkit.assistant.lab.jobs import check_games

    check_games(games)
    Globbo({"play": None, "walls": False, "extras": []}, Chance(seed))
    return summarise(games, [], False, seed, workers=1, skills=None, think=THINK)


def _gobz(games: int, seed: int) -> dict[str, Any]:
    """Gob'z'Heroes' `simulate`: two easy Crews, the standard length, the usual board."""
    from goblinkit.assistant.gobz_heroes.simulate import play_one, summary_of
    from goblinkit.assistant.lab.jobs import check_games, in_game_order, workers

    check_games(games)
    return summary_of(list(in_game_order(play_one, lambda n: (2, seed + n, None, "standard", None, THINK), games,
                                         workers())))


def _goblout(games: int, seed: int) -> dict[str, Any]:
    """Goblout's `simulate`: four bots, no variant, styles rotated through the seats."""
    from goblinkit.assistant.goblout.simulate import run as play

    return play(4, None, games, seed, None, 1, None, THINK)


# each game's `simulate` summary with that command's defaults (a game without one has no lab page)
SUMMARIES: dict[str, Callable[[int, int], dict[str, Any]]] = {
    "goblins-vs-zombies": _gvz, "globbo": _globbo, "gobz-heroes": _gobz, "goblout": _goblout}
