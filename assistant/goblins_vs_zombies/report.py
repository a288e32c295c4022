"""`simulate`: many seeded games, a summary in the terminal or as JSON, charts in a PDF."""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import typer

from goblinkit.assistant.goblins_vs_zombies.modes import mode_named, rank
from goblinkit.assistant.goblins_vs_zombies.simulate import play_game


def summarise(mode: str, players: int, games: int, seed: int, boss_level: str = "normal",
              progress: Any = None) -> dict[str, Any]:
    mode_slug = mode_named(mode).slug
    wins, scores, ranks, turns = 0, Counter(), Counter(), []
    started = time.perf_counter()
    for number in range(games):
        played = play_game(mode_slug, players, seed + number, boss_level).game
        result = played.result or {"outcome": "unfinished"}
        wins += result["outcome"] == "win"
        score = result.get("score", len(played.zombies.discards))
        scores[score] += 1
        if mode_slug == "last-stand":
            ranks[result.get("rank") or rank(score)] += 1
        turns.append(played.turn)
        if progress:
            progress()
    elapsed = time.perf_counter() - started
    return {"mode": mode_slug, "players": players, "games": games, "seed": seed, "wins": wins,
            "win_rate": wins / games if games else 0.0, "scores": dict(sorted(scores.items())),
            "ranks": {name: ranks[name] for name in ("SLINGER", "SLINGSHOT", "ICESHOT", "BIGSHOT")} if ranks else {},
            "mean_turns": sum(turns) / len(turns) if turns else 0.0, "seconds": elapsed,
            "games_per_second": games / elapsed if elapsed else 0.0}


def text_summary(summary: dict[str, Any]) -> list[str]:
    lines = [f"{summary['games']} games of {summary['mode']} ({summary['players']} player"
             f"{'s' if summary['players'] > 1 else ''}), seeds {summary['seed']}-{summary['seed'] + summary['games'] - 1}",
             f"win rate: {summary['win_rate']:.1%} ({summary['wins']} wins); mean length {summary['mean_turns']:.1f} turns"]
    top = max(summary["scores"].values(), default=1)
    lines.append("score (cards on the Zombie Discard Pile):")
    for score, count in summary["scores"].items():
        lines.append(f"  {score:>3} {'#' * max(1, round(30 * count / top))} {count}")
    if summary["ranks"]:
        lines.append("rank: " + ", ".join(f"{name} {count}" for name, count in summary["ranks"].items()))
    lines.append(f"speed: {summary['games_per_second']:.0f} games/s")
    return lines


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
    for top, title, data in ((720, "Score distribution", summary["scores"]), (420, "Ranks", summary["ranks"])):
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
                   as_json: bool) -> None:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    if games < 1:
        from goblinkit.assistant.errors import RulesError

        raise RulesError("--games: at least 1")
    mode_named(mode).check_players(players)
    with Progress(TextColumn("Simulating"), BarColumn(), MofNCompleteColumn(), transient=True,
                  disable=not sys.stdout.isatty()) as bar:
        task = bar.add_task("games", total=games)
        summary = summarise(mode, players, games, seed, boss_level, lambda: bar.advance(task))
    if report:
        write_report(report, summary)
    if as_json:
        typer.echo(json.dumps(summary, indent=2, sort_keys=True))
        return
    for line in text_summary(summary):
        typer.echo(line)
    if report:
        typer.echo(f"charts: {report}")
