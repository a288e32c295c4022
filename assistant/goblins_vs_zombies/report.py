"""`simulate`: many seeded games, a summary in the terminal or as JSON, charts in a PDF.

Games stream: they are played in batches and counted as they finish, so memory does not grow with
`--games`, the progress bar moves, and Ctrl-C stops the run with a summary of the games played.
`--games` is bounded (jobs.MAX_GAMES) so a typo cannot start a run of centuries.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblins_vs_zombies.modes import mode_named
from goblinkit.assistant.goblins_vs_zombies.simulate import BOTS
from goblinkit.assistant.goblins_vs_zombies.tally import Tally, play_one, text_summary
from goblinkit.assistant.lab.jobs import Workers, check_games, check_jobs, in_game_order
from goblinkit.assistant.core.skill import LEVELS, THINK


Job = tuple[str, int, int, str, str, str | None, float]  # mode, players, seed, boss level, bot, zombies, think


def _results(job: Callable[[int], Job], games: int, processes: int | Workers) -> Iterator[dict[str, Any]]:
    """Each game's facts, in game order, played by `processes` processes (assistant/lab/jobs.py)."""
    return in_game_order(play_one, job, games, processes)


def summarise(mode: str, players: int, games: int, seed: int, boss_level: str = "normal",
              progress: Callable[[], None] | None = None, bot: str = "fast", processes: int | Workers = 1,
              zombies: str | None = None, think: float = THINK) -> dict[str, Any]:
    """Play `games` seeded games (game i from seed + i) and count them; Ctrl-C ends the run early."""
    mode_slug = mode_named(mode).slug
    tally = Tally(mode_slug, players, seed, bot)
    started = time.perf_counter()
    try:
        for facts in _results(lambda number: (mode_slug, players, seed + number, boss_level, bot, zombies, think),
                                  games, processes):
            tally.add(facts)
            if progress:
                progress()
    except KeyboardInterrupt:
        pass  # the games counted so far are the summary
    return tally.summary(time.perf_counter() - started, games)


def _charts(summary: dict[str, Any]) -> list[tuple[str, dict[Any, int]]]:
    """What is worth a chart in each Mode (a score means nothing in Survival, for one)."""
    if summary["mode"] == "last-stand":
        return [("Score distribution", summary["scores"]), ("Ranks", summary["ranks"])]
    if summary["mode"] == "survival":
        return [("Winners", summary["winners"]), ("Players eliminated", summary["eliminated"])]
    if summary["mode"] == "versus":
        return [("Winners", summary["winners"])]
    return [("Outcomes", summary["outcomes"])]


def write_report(path: Path, summary: dict[str, Any]) -> None:
    """Charts of the score distribution and ranks (reportlab graphics, imported only here)."""
    from reportlab.graphics.charts.barcharts import VerticalBarChart
    from reportlab.graphics.shapes import Drawing, String
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen.canvas import Canvas

    path.parent.mkdir(parents=True, exist_ok=True)
    c = Canvas(str(path), pagesize=A4, invariant=1)
    c.setTitle(f"Goblins vs Zombies simulation: {summary['mode']}")
    c.setFont("Helvetica-Bold", 14)
    c.drawString(50, 800, f"Goblins vs Zombies: {summary['games']} simulated games, {summary['mode']}")
    c.setFont("Helvetica", 10)
    for i, line in enumerate(text_summary(summary)[1:2] + [text_summary(summary)[-1]]):
        c.drawString(50, 780 - 14 * i, line)
    for top, title, data in zip((720, 420), *zip(*_charts(summary))):
        if not data:
            continue
        drawing = Drawing(500, 250)
        chart = VerticalBarChart()
        chart.x, chart.y, chart.width, chart.height = 40, 30, 440, 180
        chart.data = [list(data.values())]
        chart.categoryAxis.categoryNames = [str(k) for k in data]
        chart.valueAxis.valueMin = 0
        chart.bars[0].fillColor = None
        drawing.add(chart)
        drawing.add(String(40, 225, title, fontName="Helvetica-Bold", fontSize=12))
        drawing.drawOn(c, 40, top - 250)
    c.save()


def run_simulation(mode: str, players: int, games: int, seed: int, boss_level: str, report: Path | None,
                   as_json: bool, echo: Callable[[str], None], bot: str = "fast", jobs: int | Workers = 1,
                   zombies: str | None = None, think: float = THINK) -> None:
    """Play and summarise, each line (or the JSON) to `echo`: the CLI prints, this module imports no typer."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    check_games(games)
    check_jobs(jobs)
    if bot not in BOTS and bot not in LEVELS:
        raise RulesError(f"--skill: expected {', '.join(LEVELS)} (or --bot {' or '.join(BOTS)}), got '{bot}'")
    mode_named(mode).check_players(players)
    with Progress(TextColumn("Simulating (Ctrl-C stops and summarises)"), BarColumn(), MofNCompleteColumn(),
                  transient=True, disable=not sys.stdout.isatty()) as bar:
        task = bar.add_task("games", total=games)
        summary = summarise(mode, players, games, seed, boss_level, lambda: bar.advance(task), bot, jobs,
                            zombies, think)
    if summary["games"] == 0:
        raise RulesError("stopped before the first game finished")
    if report:
        write_report(report, summary)
    if as_json:
        echo(json.dumps(summary, indent=2, sort_keys=True))
        return
    for line in text_summary(summary):
        echo(line)
    if report:
        echo(f"charts: {report}")
