"""Leftovers: a small job of chits rides on the free card places of a deck's last sheet.

A deck of 40 poker cards fills 4 sheets of 9 and 4 places of a fifth: the other 5 places would print
blank. Round or square chits (markers, teeth) are laid out a few to a card place ("carriers": a
card-sized face drawing its chits, each a Part so a virtual table still sees them one by one) and take
those places when all of them fit, so the chits need no sheet of their own. A carrier of chits with
backs has a back drawing each chit's back behind its front (mirrored within the card as the page is);
a carrier of one-sided chits has none: the duplex page leaves its place blank. Exports cut every face
alone and do not pack (recipes.jobs_for(packed=False)).
"""

from __future__ import annotations

import math
from dataclasses import replace

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.units import mm
from goblinkit.pnp.drawers.counter import CIRCLE_BLEED
from goblinkit.pnp.imposition import plan_grid
from goblinkit.pnp.jobs import Face, Job, Part, SheetJob
from goblinkit.pnp.options import PAPERS
from goblinkit.pnp.sprue import REFERENCE_BLEED

GAP = mm(2.1)  # between two chits' cut lines on a carrier: each chit's colour runs 1 mm past its own
EDGE_ROOM = mm(1.0)  # from a chit's cut line to the card's: its 1 mm of colour stops at the card's cut


def _layout(chit: float, w: float, h: float) -> list[tuple[float, float]]:
    """Where the chits' lower-left corners go on a w x h carrier, centred."""
    pitch = chit + GAP
    cols = int((w - 2 * EDGE_ROOM - chit) // pitch) + 1
    rows = int((h - 2 * EDGE_ROOM - chit) // pitch) + 1
    x0 = (w - (cols - 1) * pitch - chit) / 2
    y0 = (h - (rows - 1) * pitch - chit) / 2
    return [(x0 + c * pitch, y0 + (rows - 1 - r) * pitch) for r in range(rows) for c in range(cols)]


def _carrier(faces: list[Face], chit: float, spots: list[tuple[float, float]], shape: str, title: str,
             number: int, component: str) -> Face:
    names: dict[int, str] = {}
    for face in faces:  # one form per drawing, named by its item and order (deterministic)
        for side, drawing in (("", face.front), ("back-", face.back)):
            if drawing is not None:
                names.setdefault(id(drawing), f"chit-{side}{face.item_id}-{len(names)}")

    def paint(c: Canvas, drawing, x: float, y: float, bleed: float, ink_saver: bool) -> None:  # noqa: ANN001
        from goblinkit.pnp.sheets import complete_form

        reach = CIRCLE_BLEED if shape == "circle" else min(bleed, CIRCLE_BLEED)
        defined = c.__dict__.setdefault("_goblin_chit_forms", {})
        key = (id(drawing), ink_saver)
        if key not in defined:  # each kind of chit (and of chit back) stored once in the file, painted per copy
            name = defined[key] = f"{names[id(drawing)]}-{number}{'-ink' if ink_saver else ''}"
            c.beginForm(name, -reach, -reach, chit + reach, chit + reach)  # type: ignore[arg-type]  # stub says int; ReportLab takes any number for a bbox
            drawing(c, chit, chit, reach, ink_saver)
            shading = dict(c._shadingUsed)  # type: ignore[attr-defined]  # noqa: SLF001 - private, not in the stub
            c.endForm()
            complete_form(c, name, shading)
        c.saveState()
        c.translate(x, y)
        c.doForm(defined[key])
        c.restoreState()

    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        for face, (x, y) in zip(faces, spots):
            paint(c, face.front, x, y, bleed, ink_saver)

    def back(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        """Each chit's back behind its front: the spot mirrored the way the paper turns (sheets.py
        tells the backs page's canvas which axis; the carrier's own cell is mirrored by the imposition)."""
        axis = c.__dict__.get("_goblin_mirror")
        for face, (x, y) in zip(faces, spots):
            paint(c, face.back, w - x - chit if axis == "x" else x, h - y - chit if axis == "y" else y, bleed,
                  ink_saver)

    parts = tuple(Part(face.item_id, face.label, (x, y, chit, chit), shape) for face, (x, y) in zip(faces, spots))
    two_sided = all(face.back is not None for face in faces)
    return Face(f"{title.lower().replace(' ', '-')}-{number}", f"{title} ({number})", draw, back if two_sided else None,
                group=title, group_id=component, parts=parts, carrier=True)


def _sheets(job: SheetJob, faces: int) -> dict[str, int]:
    """Sheets `faces` faces of the job take on each paper (at the default bleed)."""
    return {name: math.ceil(faces / plan_grid(paper, job.width, job.height, REFERENCE_BLEED, job.butted).per_page)
            for name, paper in PAPERS.items()}


def saving(chits: SheetJob, host: SheetJob, carriers: int) -> dict[str, int] | None:
    """Sheets saved on each paper by putting `carriers` places on the host; None if any paper loses."""
    before, after = _sheets(host, len(host.faces)), _sheets(host, len(host.faces) + carriers)
    alone = _sheets(chits, len(chits.faces))
    saved = {paper: before[paper] + alone[paper] - after[paper] for paper in PAPERS}
    return saved if min(saved.values()) >= 0 and max(saved.values()) > 0 else None


def tuck(chits: SheetJob, host: SheetJob) -> tuple[SheetJob, dict[str, int]] | None:
    """The host with the chits on its last sheet's free places and the sheets saved per paper, or None
    if they do not all fit or some paper would print more sheets."""
    sided = {f.back is not None for f in chits.faces}
    if len(sided) > 1 or chits.width != chits.height or any(f.parts for f in chits.faces):
        return None
    spots = _layout(chits.width, host.width, host.height)
    if not spots:
        return None
    groups = [chits.faces[i:i + len(spots)] for i in range(0, len(chits.faces), len(spots))]
    saved = saving(chits, host, len(groups))
    if saved is None:
        return None
    carriers = [_carrier(group, chits.width, spots, chits.shape, chits.title, n, chits.component)
                for n, group in enumerate(groups, 1)]
    host_faces = host.faces if any(f.group for f in host.faces) else [
        replace(f, group=host.title, group_id=host.component) for f in host.faces]
    return replace(host, component=f"{host.component}-{chits.component}", title=f"{host.title}, {chits.title}",
                   faces=host_faces + carriers), saved


def tuck_leftovers(jobs: list[Job]) -> list[Job]:
    """Each chit job (all one-sided or all with backs) tucked into the deck (cards with backs, butted) where it saves most
    (A4 first); never where some paper would print more sheets."""
    out = list(jobs)
    for chits in [j for j in jobs if isinstance(j, SheetJob) and not j.butted]:
        best = None
        for index, host in enumerate(out):
            if isinstance(host, SheetJob) and host.butted and host.has_backs:
                found = tuck(chits, host)
                if found and (best is None or _score(found[1]) > _score(best[1][1])):
                    best = (index, found)
        if best is not None:
            out[best[0]] = best[1][0]
            out.remove(chits)
    return out


def _score(saved: dict[str, int]) -> tuple[int, int]:
    return saved["a4"] + saved["letter"], saved["a4"]
