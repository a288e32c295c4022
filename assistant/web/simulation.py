"""A game's `simulate` command run for a page: its `--json` report, read back for the charts.

The page runs the same typer command as the terminal (`goblin play GAME simulate --games N --seed S
--json`), in this thread with its output caught (capture.py), so the figures are the CLI's own.
"""

from __future__ import annotations

import json
from typing import Any

import typer

from goblinkit.assistant.web.capture import captured
from goblinkit.assistant.web.charts import charts, figures
from goblinkit.assistant.web.library import game_parts
from goblinkit.content.errors import GoblinError


def simulate(slug: str, games: int, seed: int) -> tuple[dict[str, Any] | None, str]:
    report, error = _json_report(slug, "simulate", games, seed)
    if report is None:
        return None, f"the simulation did not run: {error}"
    return {"figures": figures(report), "charts": charts(report)}, ""


def _json_report(slug: str, name: str, games: int, seed: int) -> tuple[Any, str]:
    """`goblin play GAME NAME --games N --seed S --json` run in this process: its report, or why it did not run."""
    command = typer.main.get_command(game_parts(slug)[1])
    args = [name, "--games", str(games), "--seed", str(seed), "--json"]
    try:
        with captured() as out:
            command.main(args=args, prog_name=f"goblin play {slug}", standalone_mode=False)
        return json.loads(out.getvalue()), ""
    except (GoblinError, ValueError, SystemExit) as exc:
        return None, str(exc)


BALANCE_CAPS = {"globbo": 2}  # games an arm a page may ask: a Globbo game takes seconds, and it has 22 arms
BALANCE_CAP = 50


def balance(slug: str, games: int, seed: int) -> tuple[str | None, str]:
    """`goblin play GAME balance --json`, run for the page, drawn as the HTML report's charts and table."""
    from goblinkit.assistant.balance_html import fragment

    report, error = _json_report(slug, "balance", min(games, BALANCE_CAPS.get(slug, BALANCE_CAP)), seed)
    if report is None:
        return None, f"the balance lab did not run: {error}"
    return fragment(report), ""
