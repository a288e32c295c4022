"""`goblin play GAME balance`: the balance lab's command, added to every game with a hook (balance.HOOKS)
by play_cli.game_app, so no game's own cli.py needs to carry it."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

from goblinkit.assistant.terminal.options import ClusterOption, JobsOption, bounded, games_option, lab_think_option, seed_option, small

GAMES_PER_ARM = {"globbo": 20}  # a Globbo game takes seconds: a first look stays within minutes


def add_balance(app: typer.Typer, slug: str) -> None:
    from goblinkit.assistant.lab.balance import BAND, HOOKS

    if slug not in HOOKS:
        return

    @app.command("balance")
    def balance(games: int = games_option(GAMES_PER_ARM.get(slug, 200), "Games for each thing measured."),
                seed: int = seed_option(1, "Game k of every arm is played from seed + k."),
                band: float = bounded(BAND, "--band", 0.0, 1.0, "Flag a change beyond ± this share (0.05: 5 points).",
                                      hint="; a win-rate change (0.05 is 5 points)"),
                players: Optional[int] = small(None, "--players", "Players at the table (the game's usual by default)."),
                only: Optional[str] = typer.Option(None, "--only", help="Measure only these (ids, names or kinds, "
                                                   "comma-separated: e.g. faster,scorch or variant)."),
                html: Optional[Path] = typer.Option(None, "--html", help="Also write the report with its charts to this HTML file."),
                skill: Optional[str] = typer.Option(None, "--skill", help="Every bot's level: easy, normal or hard "
                                                    "(default: the game's simulate bots). The Extras' grades mean most under hard."),
                think: float = lab_think_option(0.1),
                cards: Optional[bool] = typer.Option(None, "--cards/--no-cards", help="Each card's arms: a copy fewer, "
                                                     "a copy more, a copy swapped for a vanilla card (what the card "
                                                     "causes); by default in Goblout, asked for in GvZ (133 arms)."),
                content: Optional[str] = typer.Option(None, "--content", help="A/B: this content pack's game beside "
                                                      "--against's (the printed game by default), on the same seeds."),
                against: Optional[str] = typer.Option(None, "--against", help="The pack --content is measured against."),
                sensitivity: bool = typer.Option(False, "--sensitivity", help="Also play every arm with all bots "
                                                 "easy, then normal, then hard: does each effect hold for every skill?"),
                jobs: int = JobsOption, cluster: Optional[str] = ClusterOption,
                as_json: bool = typer.Option(False, "--json", help="The report as JSON.")) -> None:
        """For each card, Extra, Gob', scenario or variant: the change in win rate it causes (95% interval),
        the first player's edge, the length of a game; anything beyond --band flagged."""
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

        from goblinkit.assistant.lab import balance as lab
        from goblinkit.assistant.lab.balance.report import lines
        from goblinkit.assistant.core.errors import RulesError
        from goblinkit.assistant.lab.jobs import workers

        from goblinkit.assistant.core.skill import level, think_seconds

        chosen = workers(jobs, cluster)
        skills = {"level": level(skill), "think": think_seconds(think)} if skill is not None else {}
        if not 0 < band < 1:
            raise RulesError(f"--band: a win-rate change between 0 and 1 (0.05 is 5 points), got {band}")
        names = [o for o in (only or "").split(",") if o.strip()]
        with Progress(TextColumn("Playing"), BarColumn(), MofNCompleteColumn(), transient=True,
                      disable=not sys.stdout.isatty()) as bar:
            task = bar.add_task("games", total=None)
            run = lab.run(slug, games, seed, players, names, chosen, skills, progress=lambda: bar.advance(task),
                          cards=cards, content=content, against=against)
        report = lab.analyse(run, slug, games, seed, band)
        if sensitivity:
            from goblinkit.assistant.lab.balance.skills import sensitivity as skill_sensitivity

            with Progress(TextColumn("Each skill"), BarColumn(), MofNCompleteColumn(), transient=True,
                          disable=not sys.stdout.isatty()) as bar:
                task = bar.add_task("games", total=None)
                report["sensitivity"] = skill_sensitivity(slug, games, seed, players, names, chosen, think_seconds(think),
                                                          band, cards, content, against, lambda: bar.advance(task))
        if skills:
            report["skill"] = skills
        if html:
            from goblinkit.assistant.lab.balance.html import page
            from goblinkit.content.atomic import write_atomic

            try:
                html.parent.mkdir(parents=True, exist_ok=True)
                write_atomic(html, page(report))
            except OSError as exc:
                raise RulesError(f"--html: cannot write {html} ({exc.strerror or exc})") from None
        if as_json:
            typer.echo(json.dumps(report, indent=2))
            return
        for line in lines(report):
            typer.echo(line)
        if html:
            typer.echo(f"Report with charts: {html}")
