"""`goblin pnp ...`: build, list and calibrate. Thin: reportlab is imported inside the commands.

A plain typer app: `goblin` (assistant/cli.py) mounts it, lazily and forgivingly; pnp never imports the
assistant (DESIGN.md)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Optional, cast

import typer

if TYPE_CHECKING:
    from goblinkit.pnp.options import Duplex, PrintOptions

app = typer.Typer(no_args_is_help=True, help="Print-and-play PDFs: build, list, calibrate, record-sheet, export.")

ContentOption = typer.Option(None, "--content", help="A content pack folder (or set GOBLINKIT_CONTENT).")


def _out_folder(out: Path) -> Path:
    """`--out` checked before any work (nothing is made yet): a folder, or one that can be made there."""
    from goblinkit.content.errors import GoblinError

    if out.exists() and not out.is_dir():
        raise GoblinError(f"--out: {out} is a file, not a folder")
    existing = next(p for p in [out, *out.absolute().parents] if p.exists())
    if not existing.is_dir():
        raise GoblinError(f"--out: cannot make the folder {out} ({existing} is a file)")
    return out


def _options(paper: str, bleed: float, no_crop_marks: bool, duplex: str, ink_saver: bool,
             offset_x: float, offset_y: float, gutterfold: bool = False) -> PrintOptions:
    from goblinkit.pnp.options import PrintOptions

    # PrintOptions refuses a duplex other than long, short or none, with a clear line
    return PrintOptions(paper.lower(), bleed, not no_crop_marks, cast("Duplex", duplex.lower()), ink_saver, offset_x,
                        offset_y, gutterfold)


@app.command("build")
def build_cmd(
    games: Optional[list[str]] = typer.Argument(None, help="Games to build, 'calibration', or 'all' (default)."),
    paper: str = typer.Option("a4", "--paper", help="a4, letter, a3 or tabloid (a3 and tabloid print the Globbo! map whole)."),
    bleed: float = typer.Option(3.0, "--bleed", help="Bleed in mm around components that stand apart."),
    no_crop_marks: bool = typer.Option(False, "--no-crop-marks", help="Leave out crop marks."),
    duplex: str = typer.Option("long", "--duplex", help="long, short or none: how the backs are placed."),
    ink_saver: bool = typer.Option(False, "--ink-saver", help="Outline large areas instead of filling them."),
    offset_x: float = typer.Option(0.0, "--back-offset-x", help="Shift back pages right by this many mm."),
    offset_y: float = typer.Option(0.0, "--back-offset-y", help="Shift back pages up by this many mm."),
    gutterfold: bool = typer.Option(False, "--gutterfold", help="Cards with backs: front and back side by side on one sheet, to fold on the card's edge (no duplex printer needed)."),
    content: Optional[str] = ContentOption,
    out: Path = typer.Option(Path("output"), "--out", help="Output folder."),
) -> None:
    """Build every component of the given games into OUT/<game>/<component>.pdf."""
    _out_folder(out)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    from goblinkit.pnp.build import plan, render_all, select_games

    opts = _options(paper, bleed, no_crop_marks, duplex, ink_saver, offset_x, offset_y, gutterfold)
    chosen, calibration = select_games(list(games or []), content)
    jobs = plan(chosen, content)  # content checked and every text fitted once, before any drawing
    total = sum(len(game_jobs) for game_jobs in jobs.values()) + int(calibration)
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), transient=True,
                  disable=not sys.stdout.isatty()) as progress:
        task = progress.add_task("Building", total=total)
        built = render_all(jobs, calibration, opts, out,
                           lambda name: progress.update(task, advance=1, description=f"Built {name}"))
    for item in built:
        typer.echo(f"{item.path}  ({item.pages} page{'s' if item.pages != 1 else ''})")
    for game_id in jobs.empty():
        typer.echo(f"{game_id}: nothing to print (none of its components has a print recipe)")
    typer.echo(f"Built {len(built)} file{'s' if len(built) != 1 else ''} into {out}.")


@app.command("proof")
def proof_cmd(
    game: str = typer.Argument(..., help="The game."),
    deck: Optional[str] = typer.Argument(None, help="One deck (a component id from `pnp list`); default: every deck, a page each."),
    paper: str = typer.Option("a4", "--paper"),
    content: Optional[str] = ContentOption,
    out: Path = typer.Option(Path("output"), "--out", help="Output folder."),
) -> None:
    """Every distinct card of a deck on one page, small, for review (OUT/<game>/proof[-DECK].pdf)."""
    _out_folder(out)
    from goblinkit.pnp.build import checked_jobs, select_games
    from goblinkit.pnp.proof import choose, render_proof

    chosen, _ = select_games([game], content)
    if len(chosen) != 1:
        from goblinkit.content.errors import GoblinError

        raise GoblinError("proof: name one game")
    loaded, jobs = checked_jobs(chosen[0], content, packed=False)
    decks = choose(jobs, deck)
    path = out / chosen[0] / (f"proof-{deck}.pdf" if deck else "proof.pdf")
    pages = render_proof(path, loaded.meta.name, decks, _options(paper, 0.0, True, "long", False, 0.0, 0.0))
    typer.echo(f"{path}  ({pages} page{'s' if pages != 1 else ''}: {', '.join(d.component for d in decks)})")


@app.command("watch")
def watch_cmd(
    game: str = typer.Argument(..., help="The game to rebuild on every save."),
    paper: str = typer.Option("a4", "--paper"),
    interval: float = typer.Option(0.5, "--interval", help="Seconds between looks at the files."),
    content: Optional[str] = ContentOption,
    out: Path = typer.Option(Path("output"), "--out", help="Output folder."),
) -> None:
    """Build GAME, then rebuild it each time one of its files is saved; the first problem is shown with
    its file:line. Ctrl-C stops."""
    _out_folder(out)
    from goblinkit.pnp.build import select_games
    from goblinkit.pnp.watch import watch

    chosen, _ = select_games([game], content)
    if len(chosen) != 1:
        from goblinkit.content.errors import GoblinError

        raise GoblinError("watch: name one game")
    import signal

    signal.signal(signal.SIGINT, signal.default_int_handler)  # Ctrl-C stops it even when started in the background
    typer.echo(f"Watching {chosen[0]} (Ctrl-C stops)")
    try:
        watch(chosen[0], content, _options(paper, 3.0, False, "long", False, 0.0, 0.0), out,
              lambda line: typer.echo(line), max(0.1, interval))
    except KeyboardInterrupt:
        typer.echo("Stopped.")
        raise typer.Exit(130) from None


@app.command("list")
def list_cmd(
    game: Optional[str] = typer.Argument(None, help="One game (default: all)."),
    paper: str = typer.Option("a4", "--paper"),
    content: Optional[str] = ContentOption,
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """List each file with its size, copies and pages, and every part a shared sheet carries."""
    from goblinkit.pnp.build import plan, select_games
    from goblinkit.pnp.listing import list_lines, list_rows

    opts = _options(paper, 3.0, False, "long", False, 0.0, 0.0)
    chosen, _ = select_games([game] if game else [], content)
    rows = [row for game_id, jobs in plan(chosen, content).items() for row in list_rows(game_id, jobs, opts)]
    if as_json:
        typer.echo(json.dumps(rows, indent=2))
        return
    typer.echo("\n".join(list_lines(rows, paper)) if rows else "No components.")


@app.command("calibrate")
def calibrate_cmd(
    paper: str = typer.Option("a4", "--paper"),
    duplex: str = typer.Option("long", "--duplex"),
    offset_x: float = typer.Option(0.0, "--back-offset-x"),
    offset_y: float = typer.Option(0.0, "--back-offset-y"),
    out: Path = typer.Option(Path("output"), "--out"),
) -> None:
    """Write the duplex calibration sheet (print it two-sided, read off your back offsets)."""
    _out_folder(out)
    from goblinkit.pnp.calibration import render_calibration

    opts = _options(paper, 3.0, False, duplex, False, offset_x, offset_y)
    path = out / "calibration.pdf"
    render_calibration(path, opts)
    typer.echo(f"{path}  (2 pages): print two-sided at 100%, then read the offsets on the back.")


@app.command("record-sheet")
def record_sheet_cmd(
    brood: Path = typer.Argument(..., help="A Brood file (see `goblin play gobbledygook brood new`)."),
    paper: str = typer.Option("a4", "--paper"),
    content: Optional[str] = ContentOption,
    out: Path = typer.Option(Path("output"), "--out"),
) -> None:
    """Print a GobbledyGook! record sheet filled in from a Brood file."""
    _out_folder(out)
    from goblinkit.content.gobbledygook.brood import load_brood
    from goblinkit.content.loader import load_game
    from goblinkit.pnp.build import render_job
    from goblinkit.pnp.games.gg_sheets import record_sheet_job

    game = load_game("gobbledygook", content)
    job = record_sheet_job(game, load_brood(brood, game), component=f"record-sheet-{brood.stem}")
    built = render_job(job, _options(paper, 3.0, False, "long", False, 0.0, 0.0), out)
    typer.echo(f"{built.path}  (1 page)")


@app.command("export")
def export_cmd(
    games: Optional[list[str]] = typer.Argument(None, help="Games to export, or 'all' (default)."),
    target: Optional[str] = typer.Option(None, "--for", help="images (PNG per face, for a print shop) or tts (Tabletop Simulator)."),
    dpi: Optional[str] = typer.Option(None, "--dpi", help="Resolution (default 300 for images, 150 for tts)."),
    bleed: str = typer.Option("0.125in", "--bleed", help="Bleed on every side of an image: 0.125in, 3mm, ..."),
    guides: bool = typer.Option(False, "--guides", help="Also write each image with its cut line and safe zone drawn over."),
    url_base: Optional[str] = typer.Option(None, "--url-base", help="TTS: where you host the images (default: file:/// paths)."),
    component: Optional[list[str]] = typer.Option(None, "--component", help="Only this component (repeatable): an id from `pnp list`, or one part of a shared sheet."),
    content: Optional[str] = ContentOption,
    out: Path = typer.Option(Path("output"), "--out", help="Output folder."),
) -> None:
    """Export every face and back as images for a print shop, or as a Tabletop Simulator saved object."""
    _out_folder(out)
    from rich.progress import Progress, TextColumn

    from goblinkit.pnp.export import run_export

    with Progress(TextColumn("{task.description}"), transient=True, disable=not sys.stdout.isatty()) as progress:
        task = progress.add_task("Exporting")
        done = run_export(list(games or []), target, dpi, bleed, guides, url_base, out, content,
                          list(component or []) or None,
                          lambda name: progress.update(task, description=f"Exported {name}"))
    for item in done:
        if item.saved_object:
            typer.echo(f"{item.saved_object}  ({item.copies} pieces, {item.files} images)")
        else:
            typer.echo(f"{item.folder}  ({item.files} images for {item.copies} pieces, manifest.json and manifest.csv)")
        for note in item.notes:
            typer.echo(f"Note: {note}")
    if any(item.saved_object for item in done):
        typer.echo("Copy the .json into Tabletop Simulator's Saves/Saved Objects folder (see docs/designers/print-shops.md).")
