"""Build PDFs: load and check every requested game, then draw each job into output/<game>/<component>.pdf.

All content, including whether every text fits, is checked before any file is written, so a
failed build never leaves half a set of sheets behind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from goblinkit.content.errors import ContentError, ContentErrors, GoblinError
from goblinkit.content.loader import game_ids, load_game
from goblinkit.pnp.jobs import Job, PageJob, PosterJob, SheetJob
from goblinkit.pnp.options import PrintOptions

CALIBRATION = "calibration"


@dataclass(frozen=True)
class Built:
    game: str
    component: str
    path: Path
    pages: int


def select_games(names: list[str], pack: str | None) -> tuple[list[str], bool]:
    """Game ids from the command line ('all' or nothing means every game) and whether to add calibration."""
    known = game_ids(pack)
    if not names or "all" in names:
        return known, True
    aliases = {"gvz": "goblins-vs-zombies"}
    chosen, calibration = [], False
    for name in names:
        slug = aliases.get(name, name).replace("_", "-")
        if slug == CALIBRATION:
            calibration = True
        elif slug in known:
            chosen.append(slug)
        else:
            raise GoblinError(f"unknown game '{name}' (known: {', '.join(known + [CALIBRATION, 'all'])})")
    return chosen, calibration


def plan(games: list[str], pack: str | None) -> dict[str, list[Job]]:
    """Every job of every game, with all content and text-fit problems reported together."""
    from goblinkit.pnp.recipes import jobs_for

    jobs: dict[str, list[Job]] = {}
    errors: list[ContentError] = []
    for game_id in games:
        try:
            jobs[game_id] = jobs_for(load_game(game_id, pack))
        except ContentErrors as exc:
            errors.extend(exc.errors)
    if errors:
        raise ContentErrors(errors)
    return jobs


def render_job(job: Job, opts: PrintOptions, out: Path) -> Built:
    path = out / job.game_id / f"{job.component}.pdf"
    if isinstance(job, SheetJob):
        from goblinkit.pnp.sheets import render_sheet_job

        pages = render_sheet_job(job, opts, path)
    elif isinstance(job, PosterJob):
        from goblinkit.pnp.poster import render_poster

        pages = render_poster(path, job.game, job.title, job.width, job.height, job.draw, opts.paper_size,
                              job.overlap or None)
    elif isinstance(job, PageJob):
        from goblinkit.pnp.pages import render_pages

        pages = render_pages(job, opts, path)
    else:  # pragma: no cover - Job is a closed union
        raise TypeError(job)
    return Built(job.game_id, job.component, path, pages)


def render_all(jobs: dict[str, list[Job]], calibration: bool, opts: PrintOptions, out: Path,
               tick: Callable[[str], None] | None = None) -> list[Built]:
    """Draw planned jobs (and the calibration sheet) into `out`."""
    built: list[Built] = []
    if calibration:
        from goblinkit.pnp.calibration import render_calibration

        path = out / "calibration.pdf"
        built.append(Built(CALIBRATION, CALIBRATION, path, render_calibration(path, opts)))
        if tick:
            tick("calibration")
    for game_jobs in jobs.values():
        for job in game_jobs:
            built.append(render_job(job, opts, out))
            if tick:
                tick(f"{job.game_id}/{job.component}")
    return built


def build(names: list[str], opts: PrintOptions, out: Path, pack: str | None = None,
          tick: Callable[[str], None] | None = None) -> list[Built]:
    games, calibration = select_games(names, pack)
    return render_all(plan(games, pack), calibration, opts, out, tick)
