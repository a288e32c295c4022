"""Print recipes: which jobs (PDF files) a game's content becomes.

The default recipe turns each component file into one job by its kind (cards, counters, tiles).
A game adds its own sheets (reference sheets, maps, record sheets) by registering a recipe.
Building the jobs fits all their text first: anything that does not fit is reported against
the item's line in the YAML, before a single page is drawn.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from goblinkit.content.errors import ContentError, ContentErrors
from goblinkit.content.loader import GameContent
from goblinkit.content.models import CardSet, ComponentSet, CounterSet, TileSet
from goblinkit.content.units import mm
from goblinkit.pnp.drawers.card import card_back, card_front
from goblinkit.pnp.drawers.face import FaceLayout, FaceSpec, draw_face, layout_face
from goblinkit.pnp.drawers.counter import counter_back, counter_front
from goblinkit.pnp.drawers.tile import tile_front, tile_size
from goblinkit.pnp.fonts import BODY_BOLD
from goblinkit.pnp.jobs import DrawFn, Face, Job, SheetJob
from goblinkit.pnp.sprue import pack_sprues
from goblinkit.pnp.textfit import TextFitError

POKER = (mm(63.5), mm(88))

Builder = Callable[[GameContent, ComponentSet], Job]
BUILDERS: dict[str, Builder] = {}
RECIPES: dict[str, Callable[[GameContent], list[Job]]] = {}


def builder(kind: str) -> Callable[[Builder], Builder]:
    def register(fn: Builder) -> Builder:
        BUILDERS[kind] = fn
        return fn

    return register


@dataclass(frozen=True, eq=False)
class FaceDrawing:
    """A FaceSpec laid out once, as a DrawFn: every copy of an identical face is this one object
    (so a sheet can draw it once per file), and it names what it paints (the benchmark's floor)."""

    layout: FaceLayout
    title_font: str
    body_font: str

    @property
    def spec(self) -> FaceSpec:
        return self.layout.spec

    def __call__(self, c: Canvas, w: float, h: float, bleed: float, ink_saver: bool) -> None:
        draw_face(c, self.layout, w, h, bleed, ink_saver, self.title_font, self.body_font, BODY_BOLD)


class FaceJob:
    """Collects the faces of one print job; a text that does not fit becomes a located content error.

    Fronts and backs are given as zero-argument callables returning a DrawFn or a FaceSpec; a
    FaceSpec is laid out once (identical backs share one layout) with the game's fonts.
    """

    def __init__(self, game: GameContent, component: ComponentSet, component_id: str | None = None,
                 title: str | None = None, width: float = POKER[0], height: float = POKER[1], butted: bool = True):
        self.game, self.component = game, component
        self.component_id = component_id or component.component
        self.title = title or component.name
        self.width, self.height, self.butted = width, height, butted
        self.faces: list[Face] = []
        self.errors: list[ContentError] = []
        self._layouts: dict[FaceSpec, FaceDrawing] = {}

    def _draw(self, made: DrawFn | FaceSpec) -> DrawFn:
        if not isinstance(made, FaceSpec):
            return made
        if made not in self._layouts:
            fonts = self.game.fonts
            layout = layout_face(made, self.width, self.height, fonts["title"], fonts["body"], BODY_BOLD)
            self._layouts[made] = FaceDrawing(layout, fonts["title"], fonts["body"])
        return self._layouts[made]

    def add(self, item: Any, front: Callable[[], Any], back: Callable[[], Any] | None = None,
            source: ComponentSet | None = None) -> None:
        source = source or self.component
        try:
            front_fn = self._draw(front())
            back_fn = self._draw(back()) if back else None
        except TextFitError as exc:
            where = self.game.where(source.component, item.id)
            self.errors.append(ContentError(where, str(exc), f"{source.noun} '{item.id}'"))
            return
        self.faces.extend(Face(item.id, item.name, front_fn, back_fn) for _ in range(item.count))

    def job(self) -> SheetJob:
        if self.errors:
            raise ContentErrors(self.errors)
        return SheetJob(self.game.meta.name, self.game.meta.id, self.component_id, self.title, self.width,
                        self.height, self.faces, self.butted)


def finish(*face_jobs: FaceJob) -> list[Job]:
    """The SheetJobs of several FaceJobs, with all their text-fit errors reported together."""
    errors = [error for face_job in face_jobs for error in face_job.errors]
    if errors:
        raise ContentErrors(errors)
    return [face_job.job() for face_job in face_jobs]


@builder("card")
def card_job(game: GameContent, cards: CardSet) -> Job:  # type: ignore[override]
    title, body = game.fonts["title"], game.fonts["body"]
    faces = FaceJob(game, cards, width=cards.size.width.pt, height=cards.size.height.pt)
    back = card_back(cards.back, cards.size.width.pt, title, body) if cards.back else None
    for card in cards.items:
        faces.add(card, lambda card=card: card_front(card, cards, title, body), (lambda: back) if back else None)
    return faces.job()


@builder("counter")
def counter_job(game: GameContent, counters: CounterSet) -> Job:  # type: ignore[override]
    title, body = game.fonts["title"], game.fonts["body"]
    faces = FaceJob(game, counters, width=counters.size.pt, height=counters.size.pt, butted=False)
    has_backs = any(c.back_text for c in counters.items)
    for counter in counters.items:
        faces.add(counter, lambda counter=counter: counter_front(counter, counters, title, body),
                  (lambda counter=counter: counter_back(counter, counters, body)) if has_backs else None)
    job = faces.job()
    job.shape = counters.shape  # a round chit keeps its circle's bleed on a tight sheet (sheets._place)
    return job


@builder("tile")
def tile_job(game: GameContent, tiles: TileSet) -> Job:  # type: ignore[override]
    width, height = tile_size(tiles)
    faces = FaceJob(game, tiles, width=width, height=height, butted=False)
    for tile in tiles.items:
        faces.add(tile, lambda tile=tile: tile_front(tile, tiles, game.fonts["body"]))
    return faces.job()


def jobs_for(game: GameContent, packed: bool = True) -> list[Job]:
    """Every job of a game: its components by kind, then whatever its recipe adds; small jobs packed
    into sprues unless `packed` is false (an export cuts every face alone and wants its own component)."""
    jobs: list[Job] = []
    errors: list[ContentError] = []
    for component in game.components.values():
        make = BUILDERS.get(component.kind)
        if make is None:
            continue
        try:
            jobs.append(make(game, component))
        except ContentErrors as exc:
            errors.extend(exc.errors)
    _load_game_recipes()
    extra = RECIPES.get(game.meta.id)
    if extra:
        try:
            jobs += extra(game)
        except ContentErrors as exc:
            errors.extend(exc.errors)
    if errors:
        raise ContentErrors(errors)
    return pack_sprues(jobs) if packed else jobs


def _load_game_recipes() -> None:
    """Each game's recipe module registers itself in RECIPES when imported."""
    for module in sorted(Path(__file__).parent.joinpath("games").glob("[a-z]*.py")):
        importlib.import_module(f"goblinkit.pnp.games.{module.stem}")
