"""What an export shows: every distinct face of a game's components, with its back and its count.

The same print jobs `pnp build` imposes (one source, one drawing path) are read here without
the sprue packing, so each piece keeps its own component. Copies that share one drawing become
one piece with a count: a print shop takes "archer.png x 3", and a Tabletop Simulator deck
points three cards at one cell. Whole-page jobs (reference and record sheets) are pieces too,
at the paper's size; a poster (the Globbo! map) is one piece at its full size.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.errors import ContentError, ContentErrors
from goblinkit.content.loader import GameContent, pack_problems
from goblinkit.content.units import MM
from goblinkit.pnp.jobs import DrawFn, Job, PageJob, Part, PosterJob, SheetJob
from goblinkit.pnp.options import PAPERS

TOKEN_MAX_MM = 40.0  # a non-card piece no bigger than this either way is a token; bigger ones are boards


@dataclass
class Piece:
    """One distinct face (and its back) of a component, and how many copies the box holds."""

    game_id: str
    component: str  # the component's id: names the folder and the TTS object
    title: str  # the component's title
    kind: str  # card (imposed butted: decks), token, board, sheet (a whole page)
    item_id: str
    name: str
    width: float  # trim size in points
    height: float
    front: DrawFn
    back: DrawFn | None
    count: int = 1
    shape: str = "rect"
    copy: int = 0  # >0 when copies of one id differ: the copy's number, in its file name
    bleeds: bool = True  # a whole page is not cut: it gets no bleed
    group: tuple[str, str] = ("", "")  # on a shared sheet (a sprue): its own component's (id, title)
    parts: tuple[Part, ...] = ()  # what it is cut into at a virtual table (see jobs.Part)
    of: str = ""  # a part's whole (a die's faces name their die)

    @property
    def width_mm(self) -> float:
        return self.width / MM

    @property
    def height_mm(self) -> float:
        return self.height / MM

    @property
    def stem(self) -> str:
        return f"{self.item_id}-{self.copy}" if self.copy else self.item_id


@dataclass
class Component:
    game_id: str
    component: str
    title: str
    kind: str
    pieces: list[Piece] = field(default_factory=list)
    print_only: bool = False  # about the paper (a map's assembly page): nothing at a virtual table

    @property
    def count(self) -> int:
        return sum(piece.count for piece in self.pieces)


def _kind(job: SheetJob) -> str:
    small = max(job.width, job.height) / MM <= TOKEN_MAX_MM
    if job.butted and not (small and abs(job.width - job.height) < 0.01):  # square chits butt on paper too (issue
        return "card"  # 36: shared cuts) and are tokens at a table
    return "token" if small else "board"


def _sheet_pieces(job: SheetJob, shape: str, groups: dict[str, str]) -> list[Piece]:
    kind = _kind(job)
    pieces: dict[tuple, Piece] = {}
    drawings: dict[str, list[tuple]] = {}
    for face in job.faces:
        key = (face.item_id, id(face.front), id(face.back))
        if key in pieces:
            pieces[key].count += 1
            continue
        drawings.setdefault(face.item_id, []).append(key)
        group = (groups.get(face.group) or re.sub(r"[^a-z0-9]+", "-", face.group.lower()).strip("-"), face.group) \
            if face.group else ("", "")
        pieces[key] = Piece(job.game_id, job.component, job.title, kind, face.item_id, face.label, job.width,
                            job.height, face.front, face.back, shape=shape, group=group, parts=face.parts)
    for keys in drawings.values():  # one id drawn differently per copy: number the copies
        if len(keys) > 1:
            for number, key in enumerate(keys, 1):
                pieces[key].copy = number
    return list(pieces.values())


def _poster_piece(job: PosterJob) -> Piece:
    def draw(c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        job.draw(c, ink_saver)

    return Piece(job.game_id, job.component, job.title, "board", job.component, job.title, job.width, job.height,
                 draw, None)


def _page_pieces(job: PageJob, paper: str) -> list[Piece]:
    w, h = sorted(PAPERS[paper], reverse=job.landscape)
    pieces = []
    for number in range(1, job.count + 1):
        def draw(c: Canvas, pw: float, ph: float, bleed: float, ink_saver: bool, number: int = number) -> None:
            from goblinkit.pnp.options import PrintOptions

            if job.draw_page_opts:
                job.draw_page_opts(c, pw, ph, number, PrintOptions(paper))
            else:
                job.draw_page(c, pw, ph, number)

        stem = f"page-{number}" if job.count > 1 else "page"
        name = f"{job.title}, page {number}" if job.count > 1 else job.title
        pieces.append(Piece(job.game_id, job.component, job.title, "sheet", stem, name, w, h, draw, None,
                            bleeds=False))
    return pieces


def components_of(job: Job, paper: str = "a4", game: GameContent | None = None) -> Component:
    if isinstance(job, SheetJob):
        # a job's shape, or its content's (round counters are drawn round on a square sheet job)
        content = game.components.get(job.component) if game else None
        shape = job.shape if job.shape != "rect" else getattr(content, "shape", "rect")
        groups = {part.name: part.component for part in game.components.values()} if game else {}
        pieces = _sheet_pieces(job, shape, groups)
        kind = pieces[0].kind if pieces else _kind(job)
    elif isinstance(job, PosterJob):
        pieces, kind = [_poster_piece(job)], "board"
    else:
        pieces, kind = _page_pieces(job, paper), "sheet"
    return Component(job.game_id, job.component, job.title, kind, pieces, getattr(job, "print_only", False))


def export_plan(games: list[str], pack: str | None, only: list[str] | None = None,
                paper: str = "a4") -> dict[str, list[Component]]:
    """Components by game, every content and text-fit problem reported together (as `pnp build` does).
    `only` keeps the named components (ids as `pnp list` shows them, unpacked)."""
    from goblinkit.pnp.build import checked_jobs

    plan: dict[str, list[Component]] = {}
    errors: list[ContentError] = pack_problems(pack)
    for game_id in games:
        try:
            game, jobs = checked_jobs(game_id, pack, packed=False)
        except ContentErrors as exc:
            errors.extend(exc.errors)
            continue
        plan[game_id] = [components_of(job, paper, game) for job in jobs if not only or job.component in only]
    if errors:
        raise ContentErrors(errors)
    return plan
