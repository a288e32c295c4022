"""Sprues: small jobs of one size share sheets, so a deck of three does not waste a sheet of nine.

A job that fills less than one sheet (on the smaller of A4 and Letter, at the default bleed) is a
part: parts of one game with the same size, cut style and shape are packed, largest first, into
jobs that each still fit one sheet. A packed job's file is named after its parts, its title lists
them, and its PDF outline names each part with its cards beneath it. Backs stay per card, so parts
with different backs (or none) share a sheet safely: each back is mirrored behind its own front.
"""

from __future__ import annotations

from dataclasses import replace

from goblinkit.content.units import mm
from goblinkit.content.errors import GoblinError
from goblinkit.pnp.imposition import plan_grid
from goblinkit.pnp.jobs import Job, SheetJob
from goblinkit.pnp.options import PAPERS

REFERENCE_BLEED = mm(3)


def sheet_capacity(job: SheetJob) -> int:
    """How many of the job's components one sheet holds on every paper size (0 when some paper cannot
    hold one: such a job is never packed, and the build's page count reports it with its place)."""
    try:
        return min(plan_grid(paper, job.width, job.height, REFERENCE_BLEED, job.butted).per_page
                   for paper in PAPERS.values())
    except GoblinError:
        return 0


def _key(job: SheetJob) -> tuple:
    return job.game_id, round(job.width, 3), round(job.height, 3), job.butted, job.shape


def _merge(parts: list[SheetJob]) -> SheetJob:
    first = parts[0]
    faces = [replace(face, group=part.title, group_id=part.component) for part in parts for face in part.faces]
    return replace(first, component="-".join(part.component for part in parts),
                   title=", ".join(part.title for part in parts), faces=faces)


def pack_sprues(jobs: list[Job]) -> list[Job]:
    """The jobs with the parts packed onto shared sheets; each packed job takes its first part's place."""
    bins: dict[tuple, list[list[SheetJob]]] = {}
    for job in sorted((j for j in jobs if isinstance(j, SheetJob) and len(j.faces) < sheet_capacity(j)),
                      key=lambda j: -len(j.faces)):
        capacity = sheet_capacity(job)
        shelves = bins.setdefault(_key(job), [])
        for shelf in shelves:
            if sum(len(p.faces) for p in shelf) + len(job.faces) <= capacity:
                shelf.append(job)
                break
        else:
            shelves.append([job])
    merged: dict[int, Job] = {}
    dropped: set[int] = set()
    for shelves in bins.values():
        for shelf in shelves:
            if len(shelf) < 2:
                continue
            shelf.sort(key=lambda part: jobs.index(part))
            merged[id(shelf[0])] = _merge(shelf)
            dropped.update(id(part) for part in shelf[1:])
    return [merged.get(id(job), job) for job in jobs if id(job) not in dropped]
