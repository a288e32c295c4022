"""Print recipes: which jobs (PDF files) a game's content becomes.

The default recipe turns each component file into one job by its kind (cards, counters, tiles).
A game adds its own sheets (reference sheets, maps, record sheets) by registering a recipe.
Building the jobs fits all their text first: anything that does not fit is reported against
the item's line in the YAML, before a single page is drawn.
"""

from __future__ import annotations

from collections.abc import Callable

from content.errors import ContentError, ContentErrors
from content.loader import GameContent
from content.models import CardSet, ComponentSet, CounterSet, TileSet
from pnp.drawers.card import card_back, card_front
from pnp.drawers.counter import counter_back, counter_front
from pnp.drawers.tile import tile_front, tile_size
from pnp.jobs import Face, Job, SheetJob
from pnp.textfit import TextFitError

Builder = Callable[[GameContent, ComponentSet], Job]
BUILDERS: dict[str, Builder] = {}
RECIPES: dict[str, Callable[[GameContent], list[Job]]] = {}


def builder(kind: str) -> Callable[[Builder], Builder]:
    def register(fn: Builder) -> Builder:
        BUILDERS[kind] = fn
        return fn

    return register


class _Faces:
    """Collects faces, turning a text that does not fit into a located content error."""

    def __init__(self, game: GameContent, component: ComponentSet):
        self.game, self.component = game, component
        self.faces: list[Face] = []
        self.errors: list[ContentError] = []

    def add(self, item, make_front, make_back=None) -> None:  # type: ignore[no-untyped-def]
        try:
            front = make_front()
            back = make_back() if make_back else None
        except TextFitError as exc:
            where = self.game.where(self.component.component, item.id)
            self.errors.append(ContentError(where, str(exc), f"{self.component.noun} '{item.id}'"))
            return
        self.faces.extend(Face(item.id, item.name, front, back) for _ in range(item.count))


def _job(game: GameContent, component: ComponentSet, faces: _Faces, width: float, height: float,
         butted: bool) -> SheetJob:
    if faces.errors:
        raise ContentErrors(faces.errors)
    return SheetJob(game.meta.name, game.meta.id, component.component, component.name, width, height,
                    faces.faces, butted)


@builder("card")
def card_job(game: GameContent, cards: CardSet) -> Job:  # type: ignore[override]
    title, body = game.fonts["title"], game.fonts["body"]
    faces = _Faces(game, cards)
    for card in cards.items:
        faces.add(card, lambda card=card: card_front(card, cards, title, body),
                  (lambda: card_back(cards.back, cards.size.width.pt, title, body)) if cards.back else None)
    return _job(game, cards, faces, cards.size.width.pt, cards.size.height.pt, butted=True)


@builder("counter")
def counter_job(game: GameContent, counters: CounterSet) -> Job:  # type: ignore[override]
    title, body = game.fonts["title"], game.fonts["body"]
    faces = _Faces(game, counters)
    has_backs = any(c.back_text for c in counters.items)
    for counter in counters.items:
        faces.add(counter, lambda counter=counter: counter_front(counter, counters, title, body),
                  (lambda counter=counter: counter_back(counter, counters, body)) if has_backs else None)
    return _job(game, counters, faces, counters.size.pt, counters.size.pt, butted=False)


@builder("tile")
def tile_job(game: GameContent, tiles: TileSet) -> Job:  # type: ignore[override]
    faces = _Faces(game, tiles)
    for tile in tiles.items:
        faces.add(tile, lambda tile=tile: tile_front(tile, tiles, game.fonts["body"]))
    return _job(game, tiles, faces, *tile_size(tiles), butted=False)


def jobs_for(game: GameContent) -> list[Job]:
    """Every job of a game: its components by kind, then whatever its recipe adds."""
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
    if errors:
        raise ContentErrors(errors)
    extra = RECIPES.get(game.meta.id)
    return jobs + (extra(game) if extra else [])
