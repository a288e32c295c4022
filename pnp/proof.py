"""`goblin pnp proof GAME [DECK]`: every distinct card of a deck on one page, small, for review on screen.

A designer checks a deck at a glance (one template, one body size, a typo on card 37) without printing
26 pages: each distinct front once, scaled to the largest size at which all fit, captioned with its
name and copies. A proof is for the eye, not for cutting: no bleed, no crop marks, text may be below
the print floor. Without DECK, each deck of the game gets its own page, in the build's order.
"""

from __future__ import annotations

import math
from pathlib import Path

from goblinkit.content.errors import GoblinError
from goblinkit.content.units import mm
from goblinkit.pnp.document import PdfDocument
from goblinkit.pnp.fonts import BODY, BODY_BOLD, font
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import Face, Job, SheetJob
from goblinkit.pnp.options import PrintOptions

GAP = mm(2)
CAPTION = 6.5
HEAD = 10.0


def decks(jobs: list[Job]) -> dict[str, SheetJob]:
    """The game's decks (sheets of faces), by component id."""
    return {job.component: job for job in jobs if isinstance(job, SheetJob) and job.faces}


def distinct(job: SheetJob) -> list[tuple[Face, int]]:
    """Each distinct face once (the same drawing is the same face), with its copies."""
    seen: dict[int, list] = {}
    for face in job.faces:
        key = id(face.front)
        if key in seen:
            seen[key][1] += 1
        else:
            seen[key] = [face, 1]
    return [(face, count) for face, count in seen.values()]


def choose(jobs: list[Job], deck: str | None) -> list[SheetJob]:
    found = decks(jobs)
    if deck is None:
        return list(found.values())
    if deck not in found:
        raise GoblinError(f"unknown deck '{deck}' (decks: {', '.join(found) or 'none'})")
    return [found[deck]]


def grid(count: int, w: float, h: float, room_w: float, room_h: float) -> tuple[int, float]:
    """Columns and scale that show `count` faces of w x h largest in the room (a caption under each)."""
    best = (1, 0.0)
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        scale = min((room_w - GAP * (cols - 1)) / (cols * w),
                    (room_h - rows * (CAPTION * 1.6) - GAP * (rows - 1)) / (rows * h), 1.0)
        if scale > best[1]:
            best = (cols, scale)
    return best


def render_proof(path: Path, game: str, chosen: list[SheetJob], opts: PrintOptions) -> int:
    """One page per deck; the page count."""
    pw, ph = opts.paper_size
    doc = PdfDocument(path, (pw, ph), game, "proof", len(chosen), subject=f"A proof of {game}'s decks, for review",
                      face=chosen[0].face if chosen else "")
    c = doc.canvas
    left, right = EDGE + mm(4), pw - EDGE - mm(4)
    top, bottom = ph - EDGE - mm(4), EDGE + FOOTER + mm(2)
    for number, job in enumerate(chosen, 1):
        if number > 1:
            doc.next_page()
        doc.bookmark(job.title)
        faces = distinct(job)
        copies = sum(n for _, n in faces)
        c.setFont(font(BODY_BOLD), HEAD)
        c.setFillColorRGB(0.1, 0.1, 0.1)
        c.drawString(left, top - HEAD, f"{job.title}: {len(faces)} different, {copies} in all")
        area_top = top - HEAD * 1.8
        cols, scale = grid(len(faces), job.width, job.height, right - left, area_top - bottom)
        w, h = job.width * scale, job.height * scale
        for i, (face, count) in enumerate(faces):
            row, col = divmod(i, cols)
            x = left + col * (w + GAP)
            y = area_top - (row + 1) * h - row * (CAPTION * 1.6 + GAP)
            c.saveState()
            clip = c.beginPath()
            clip.rect(x, y, w, h)
            c.clipPath(clip, stroke=0, fill=0)
            c.translate(x, y)
            c.scale(scale, scale)
            face.front(c, job.width, job.height, 0.0, opts.ink_saver)
            c.restoreState()
            c.setStrokeColorRGB(0.6, 0.6, 0.6)
            c.setLineWidth(0.3)
            c.rect(x, y, w, h, stroke=1, fill=0)
            c.setFillColorRGB(0.15, 0.15, 0.15)
            c.setFont(font(BODY), CAPTION)
            label = f"{face.label} x{count}" if count > 1 else face.label
            while len(label) > 4 and c.stringWidth(label, font(BODY), CAPTION) > w:
                label = label[:-2].rstrip() + "…"
            c.drawCentredString(x + w / 2, y - CAPTION * 1.2, label)
        doc.footer()
    doc.save()
    return len(chosen)
