"""`goblin pnp list`: every printed file, and on a shared sheet every part with its own size and count.

A shared sheet (a sprue of same-size decks, or a deck whose free places carry chits) is one file, but a
player counting the box needs each part: "110 Goblout cards and 50 teeth", not "115 copies" of the
sheet's card size. A part whose faces are carriers counts its chits, at the chit's size, and says on
how many places of the sheet they ride.
"""

from __future__ import annotations

from dataclasses import dataclass

from goblinkit.content.units import MM
from goblinkit.pnp.jobs import Face, Job, PageJob, SheetJob
from goblinkit.pnp.options import PrintOptions


@dataclass(frozen=True)
class SheetPart:
    """One component riding on a file: `count` copies of `width_mm` x `height_mm` on `places` of its places."""

    component: str
    name: str
    width_mm: float
    height_mm: float
    count: int
    places: int


def _mm(points: float) -> float:
    return round(points / MM, 2)


def sheet_parts(job: Job, width: float, height: float, count: int) -> list[SheetPart]:
    """The parts of a job in the order they are printed; a job of one part gives that one part."""
    groups: dict[tuple[str, str], list[Face]] = {}
    for face in job.faces if isinstance(job, SheetJob) else []:
        groups.setdefault((face.group_id, face.group), []).append(face)
    if len(groups) < 2:
        return [SheetPart(job.component, job.title, _mm(width), _mm(height), count, count)]
    parts = []
    for (component, name), faces in groups.items():
        if all(face.carrier for face in faces):
            chit = faces[0].parts[0].box
            parts.append(SheetPart(component, name, _mm(chit[2]), _mm(chit[3]), sum(len(f.parts) for f in faces),
                                   len(faces)))
        else:
            parts.append(SheetPart(component, name, _mm(width), _mm(height), len(faces), len(faces)))
    return parts


def list_rows(game_id: str, jobs: list[Job], opts: PrintOptions) -> list[dict]:
    """`pnp list --json`'s rows: one per file, `count` its places (copies of its size), `parts` what rides on it."""
    rows = []
    for job in jobs:
        count = len(job.faces) if isinstance(job, SheetJob) else 1
        width, height = job.width, job.height
        if isinstance(job, PageJob):  # a whole sheet of the chosen paper (record sheets, references)
            width, height = sorted(opts.paper_size, reverse=job.landscape)
            count = job.count
        rows.append({"game": game_id, "component": job.component, "name": job.title,
                     "width_mm": _mm(width), "height_mm": _mm(height),
                     "whole_page": isinstance(job, PageJob), "count": count, "pages": job.pages(opts),
                     "per_page": job.grid(opts).per_page if isinstance(job, SheetJob) else None,
                     "parts": [vars(part) for part in sheet_parts(job, width, height, count)]})
    return rows


def _plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def list_lines(rows: list[dict], paper: str) -> list[str]:
    """The text of `pnp list`: a line per file; under a shared sheet, an indented line per part."""
    lines = []
    for row in rows:
        size = f"{row['width_mm']:g} x {row['height_mm']:g} mm"
        pages = _plural(row["pages"], "page", "pages")
        parts = row["parts"]
        if len(parts) == 1:
            whole = f" (a whole {paper} page)" if row["whole_page"] else ""
            lines.append(f"{row['game']}/{row['component']}: {row['name']}, {size}{whole}, "
                         f"{_plural(row['count'], 'copy', 'copies')}, {pages}")
            continue
        lines.append(f"{row['game']}/{row['component']}: a sheet shared by {len(parts)} parts, "
                     f"{_plural(row['count'], 'place', 'places')} of {size}, {pages}")
        for part in parts:
            places = "" if part["places"] == part["count"] else f", on {_plural(part['places'], 'place', 'places')}"
            lines.append(f"  {part['component']}: {part['name']}, {part['width_mm']:g} x {part['height_mm']:g} mm, "
                         f"{_plural(part['count'], 'copy', 'copies')}{places}")
    return lines
