"""Build PDFs: load and check every requested game, then draw each job into output/<game>/<component>.pdf.

All content, including whether every text fits, is checked before any file is written, so a
failed build never leaves half a set of sheets behind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from goblinkit.content.errors import ContentError, ContentErrors, GoblinError, Location
from goblinkit.content.loader import GameContent, game_ids, load_game, pack_problems
from goblinkit.pnp.jobs import Job, PageJob, PosterJob, SheetJob
from goblinkit.pnp.options import PrintOptions

CALIBRATION = "calibration"
MAX_PAGES = 1000  # every game today prints under 40 pages; a pack asking for more is a mistake


class Plan(dict[str, list[Job]]):
    """Jobs by game id, with the content they came from (to locate a problem found later)."""

    contents: dict[str, GameContent]

    def empty(self) -> list[str]:
        """Games none of whose components has a print recipe (they build no file: say so)."""
        return [game_id for game_id, jobs in self.items() if not jobs]


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
    aliases = {"gvz": "goblins-vs-zombies", "gg": "gobbledygook", "gobz": "gobz-heroes"}
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


def plan(games: list[str], pack: str | None) -> Plan:
    """Every job of every game, with all content and text-fit problems reported together."""
    jobs = Plan()
    jobs.contents = {}
    errors: list[ContentError] = pack_problems(pack)
    for game_id in games:
        try:
            jobs.contents[game_id], jobs[game_id] = checked_jobs(game_id, pack)
        except ContentErrors as exc:
            errors.extend(exc.errors)
    if errors:
        raise ContentErrors(errors)
    return jobs


def checked_jobs(game_id: str, pack: str | None, packed: bool = True) -> tuple[GameContent, list[Job]]:
    """One game's content and print jobs, with every check made before drawing (build, export, list and
    validate all come here): the content, then the look (a bad style.yaml is one error, not one per
    deck; every template resolved), then each job with its text fitted, then the decks `decks:` names
    that no job printed. ContentErrors lists what is wrong."""
    from goblinkit.pnp.layout import checked_style
    from goblinkit.pnp.recipes import jobs_for

    game = load_game(game_id, pack)
    style = checked_style(game)
    jobs = jobs_for(game, packed)
    unused = style.unused_decks()
    if unused:
        raise ContentErrors(unused)
    return game, jobs


def preflight(pack: str | None) -> dict[str, GameContent]:
    """Every check a build makes before it draws (content, pack, style and templates, text fit, pages at
    the default print options), for every game: `goblin content validate` runs this, so it refuses
    exactly what `goblin pnp build` would (one path, not a copy). The games' content, by id."""
    from goblinkit.pnp.options import PrintOptions

    jobs = plan(game_ids(pack), pack)
    check_pages(jobs, PrintOptions())
    return jobs.contents


def check_pages(jobs: dict[str, list[Job]], opts: PrintOptions) -> int:
    """Count the pages a build will print before printing any: a component that cannot be imposed
    on the paper, or a build over MAX_PAGES, is refused with the component's place in the YAML."""
    contents = getattr(jobs, "contents", {})
    errors: list[ContentError] = []
    total = 0
    for game_id, game_jobs in jobs.items():
        for job in game_jobs:
            where = _where(contents.get(game_id), job.component)
            try:
                pages = job.pages(opts)
            except GoblinError as exc:
                errors.append(ContentError(where, str(exc), f"component '{job.component}'"))
                continue
            total += pages
            if total > MAX_PAGES:
                errors.append(ContentError(where, f"the build would print more than {MAX_PAGES} pages "
                                           f"({job.component}: {pages}); lower the counts",
                                           f"component '{job.component}'"))
                raise ContentErrors(errors)
    if errors:
        raise ContentErrors(errors)
    return total


def _where(game: GameContent | None, component: str) -> Location:
    if game is not None:
        located = game.locations.get((component, None))
        if located:
            return located
        if game.locations:
            return Location(next(iter(game.locations.values())).file)
    return Location(component)


def render_job(job: Job, opts: PrintOptions, out: Path) -> Built:
    path = out / job.game_id / f"{job.component}.pdf"
    if isinstance(job, SheetJob) and job.gutterfold(opts):
        from goblinkit.pnp.gutterfold import render_gutterfold

        pages = render_gutterfold(job, opts, path)
    elif isinstance(job, SheetJob):
        from goblinkit.pnp.sheets import render_sheet_job

        pages = render_sheet_job(job, opts, path)
    elif isinstance(job, PosterJob):
        from goblinkit.pnp.poster import render_poster

        pages = render_poster(path, job.game, job.title, job.width, job.height,
                              lambda c: job.draw(c, opts.ink_saver), opts.paper_size, job.overlap or None, job.face)
    elif isinstance(job, PageJob):
        from goblinkit.pnp.pages import render_pages

        pages = render_pages(job, opts, path)
    else:  # pragma: no cover - Job is a closed union
        raise TypeError(job)
    return Built(job.game_id, job.component, path, pages)


def render_all(jobs: dict[str, list[Job]], calibration: bool, opts: PrintOptions, out: Path,
               tick: Callable[[str], None] | None = None) -> list[Built]:
    """Draw planned jobs (and the calibration sheet) into `out`; the pages are counted first."""
    check_pages(jobs, opts)
    built: list[Built] = []
    if calibration:
        from goblinkit.pnp.calibration import render_calibration

        path = out / "calibration.pdf"
        built.append(Built(CALIBRATION, CALIBRATION, path, render_calibration(path, opts)))
        if tick:
            tick("calibration")
    for game_id, game_jobs in jobs.items():
        if game_jobs:  # the contents sheet first: what to print, on what, how to cut, a checklist
            from goblinkit.pnp.contents import FILE, render_contents
            from goblinkit.pnp.style import style_for

            path = out / game_id / f"{FILE}.pdf"
            content = getattr(jobs, "contents", {}).get(game_id)  # its drawn logo heads the sheet
            style = style_for(content) if content is not None else None
            needs = tuple(content.meta.needs) if content is not None else ()  # game.yaml: what else to have
            built.append(Built(game_id, FILE, path, render_contents(path, game_jobs[0].game, game_id, game_jobs, opts,
                                                                    style, needs)))
            if tick:
                tick(f"{game_id}/{FILE}")
        for job in game_jobs:
            built.append(render_job(job, opts, out))
            if tick:
                tick(f"{job.game_id}/{job.component}")
    return built


def build(names: list[str], opts: PrintOptions, out: Path, pack: str | None = None,
          tick: Callable[[str], None] | None = None) -> list[Built]:
    games, calibration = select_games(names, pack)
    return render_all(plan(games, pack), calibration, opts, out, tick)
