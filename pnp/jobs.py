"""What a build produces: print jobs, each one PDF file of one component.

A SheetJob is many same-size faces imposed N-up (cards, counters, tiles), each with a front and
maybe a back. A PosterJob is one drawing larger than a sheet, tiled across pages. Drawers are
plain functions `draw(canvas, width, height, bleed, ink_saver)` drawing with the origin at the
component's bottom-left cut corner; they paint their background out to the bleed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from reportlab.pdfgen.canvas import Canvas

from goblinkit.pnp.imposition import Grid, plan_grid
from goblinkit.pnp.options import PrintOptions

DrawFn = Callable[[Canvas, float, float, float, bool], None]


@dataclass(frozen=True)
class Part:
    """A piece a printed face is cut or folded into (a token on a card of tokens, a face of a die net):
    on a virtual table (`pnp export --for tts`) it is a piece of its own. `box` is its square or
    rectangle on the face (x, y, width, height from the face's bottom-left cut corner); parts with
    one id are drawn alike. `shape`: rect, circle (cut round), or die-face (one of a d6's six)."""

    item_id: str
    label: str
    box: tuple[float, float, float, float]
    shape: str = "rect"


@dataclass(frozen=True)
class Face:
    """One physical copy: what its front and back show."""

    item_id: str
    label: str
    front: DrawFn
    back: DrawFn | None = None
    group: str = ""  # on a shared sheet (a sprue): the component it belongs to, named in the outline
    group_id: str = ""  # and that component's id (`pnp list`, `pnp export --component`)
    parts: tuple[Part, ...] = ()  # what the face is cut into, when it is not one piece at the table
    carrier: bool = False  # a place that only carries its parts (chits on a deck's free places): they are the copies


@dataclass
class JobBase:
    """What every job names: its game (title and id), its component (id and title), its size in points.
    `face` (the reportlab name of the game's text face) sets the footer's small print; `back_notes` (game.yaml
    `back_notes:`, by part id) say what a sheet's backs are when they are more than decoration. `footed` sets them."""

    game: str
    game_id: str
    component: str
    title: str
    width: float
    height: float
    face: str = field(default="", kw_only=True)
    back_notes: dict[str, str] = field(default_factory=dict, kw_only=True)

    @property
    def back_note(self) -> str:
        """The backs pages' footer note: the deck's own, or on a sheet shared by several, each named part's with
        its name."""
        if list(self.back_notes) == [self.component]:
            return self.back_notes[self.component]
        names = {face.group_id: face.group for face in getattr(self, "faces", [])}
        return "; ".join(f"{names.get(part, part)}: {note}" for part, note in self.back_notes.items())


@dataclass
class SheetJob(JobBase):
    faces: list[Face]
    butted: bool = False
    shape: str = "rect"

    def grid(self, opts: PrintOptions) -> Grid:
        return plan_grid(opts.paper_size, self.width, self.height, opts.bleed, self.butted, opts.crop_marks)

    @property
    def has_backs(self) -> bool:
        return any(face.back is not None for face in self.faces)

    def sheets(self, opts: PrintOptions) -> int:
        per_page = self.grid(opts).per_page
        return -(-len(self.faces) // per_page)

    def gutterfold(self, opts: PrintOptions) -> bool:
        """Whether this job prints folded: asked for, and it has backs (a sheet without backs prints as it is)."""
        return opts.gutterfold and self.has_backs

    def pages(self, opts: PrintOptions) -> int:
        if self.gutterfold(opts):
            from goblinkit.pnp.fold_plan import pages

            return pages(len(self.faces), opts.paper_size, self.width, self.height)
        return self.sheets(opts) * (2 if self.has_backs else 1)


@dataclass
class PosterJob(JobBase):
    """One drawing larger than a sheet: `draw(canvas, ink_saver)` draws it whole from the origin."""

    draw: Callable[[Canvas, bool], None]
    overlap: float = field(default=0.0)

    def pages(self, opts: PrintOptions) -> int:
        from goblinkit.pnp.poster import plan_tiles

        return len(plan_tiles(opts.paper_size, self.width, self.height, self.overlap or None))


@dataclass
class PageJob(JobBase):
    """Whole pages drawn by the recipe (record sheets, reference sheets): `draw(canvas, page)` draws
    page `page` of `count` inside the printable area; the footer and ruler are added."""

    draw_page: Callable[[Canvas, float, float, int], None] = field(default=lambda c, w, h, n: None)
    count: int = 1
    landscape: bool = False
    print_only: bool = False  # about the paper itself (how to assemble a tiled map): no piece at a virtual table
    card_stock: bool = False  # printed on card (a tuck box), not plain paper
    two_sided: bool = False  # its pages are the two sides of one sheet (a reference card): print them duplex
    cut: str = ""  # how to cut it, when it is cut (a tuck box's net): the contents sheet's cutting step
    # Drawn instead of draw_page when given: the same, plus the print options (ink-saver mode).
    draw_page_opts: Callable[[Canvas, float, float, int, PrintOptions], None] | None = None

    def pages(self, opts: PrintOptions) -> int:
        return self.count


Job = SheetJob | PosterJob | PageJob


def footed(jobs: list[Job], face: str, notes: Mapping[str, str]) -> list[Job]:
    """The jobs with the game's text face for their footers and the back notes of their parts that have backs
    (a deck, or the decks of a sheet several share)."""
    for job in jobs:
        job.face = face
        if isinstance(job, SheetJob):
            parts = dict.fromkeys(f.group_id or job.component for f in job.faces if f.back is not None)
            job.back_notes = {part: notes[part] for part in parts if part in notes}
    return jobs
