"""A tuck box for pieces (issue 36: GobbledyGook!'s 72 blips and 99 markers had no container): the components
named by style.yaml `box.pieces` share one box, its front the largest piece plus play, worded by what is in it
("72 blips, 99 markers", not "N cards").

The pieces stand in stacks on the box's floor, faces to the front: each component in as many stacks as fit side
by side across the front, its stacks one behind another, so the depth is the tallest stack of each component,
added up (the 72 blips in one stack, the 99 markers in two of 50 beside each other: about 41 mm).
"""

from __future__ import annotations

from goblinkit.content.errors import ContentError, ContentErrors, Location
from goblinkit.content.units import mm
from goblinkit.pnp.imposition import EDGE, FOOTER
from goblinkit.pnp.jobs import Job, SheetJob
from goblinkit.pnp.options import PAPERS
from goblinkit.pnp.style import Style
from goblinkit.pnp.tuckbox_model import DeckBox

FIELD = "box.pieces"


def pieces_box(style: Style, jobs: list[Job], is_deck, thickness: float, play: float):  # noqa: ANN001
    """The box for style.yaml `box.pieces` (a DeckBox), or None when the game names none; a located error for an
    id that names no piece sheet of the game, a deck (it has its own box) or a box too big for A4 and Letter."""
    ids = list(style.box.get("pieces") or [])
    if not ids:
        return None
    sheets = {job.component: job for job in jobs if isinstance(job, SheetJob)}
    pieces = [j.component for j in sheets.values() if not is_deck(j)]
    errors = []
    for at, id_ in enumerate(ids):
        job = sheets.get(id_)
        if job is None or is_deck(job):
            why = "is a deck, boxed on its own" if job is not None else "is not a sheet of pieces this game prints"
            errors.append(_error(style, at, f"'{id_}' {why} (its sheets of pieces: {', '.join(pieces) or 'none'})"))
    if errors:
        raise ContentErrors(errors)
    chosen = [sheets[id_] for id_ in ids]
    inner_w, inner_h = max(j.width for j in chosen), max(j.height for j in chosen)
    depth = sum(-(-len(j.faces) // max(1, int(inner_w / j.width + 1e-6))) * thickness for j in chosen) + mm(2)
    box = DeckBox(" & ".join(j.title for j in chosen), sum(len(j.faces) for j in chosen), inner_w + play,
                  inner_h + play, depth, kinds=tuple((j.title, len(j.faces)) for j in chosen), deck=ids[0],
                  words=", ".join(_counted(len(j.faces), j.component) for j in chosen))
    net_w, net_h = box.net
    if not all(_fits(net_w, net_h, paper) for paper in ("a4", "letter")):
        raise ContentErrors([_error(style, None, f"the box for {box.words} would be {net_w / mm(1):.0f} x "
                                    f"{net_h / mm(1):.0f} mm, more than A4 and Letter hold inside their margins")])
    return box


def _counted(count: int, component: str) -> str:
    """'72 blips': the count and the component's id as a word (one piece: no plural s)."""
    noun = component.replace("-", " ")
    return f"{count} {noun[:-1] if count == 1 and noun.endswith('s') else noun}"


def _fits(net_w: float, net_h: float, paper: str) -> bool:
    w, h = PAPERS[paper]
    room_w, room_h = w - 2 * EDGE, h - 2 * EDGE - FOOTER
    return (net_w <= room_w and net_h <= room_h) or (net_h <= room_w and net_w <= room_h)


def _error(style: Style, at: int | None, message: str) -> ContentError:
    doc = style.docs.get("style:box")
    loc = ("box", "pieces") + ((at,) if at is not None else ())
    return ContentError(doc.where(loc) if doc else Location("style.yaml"), message, field=FIELD)
