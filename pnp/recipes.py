"""Print recipes: which jobs (PDF files) a game's content becomes.

The default recipe turns each component file into one job by its kind (cards, counters, tiles).
A game adds its own sheets (reference sheets, maps, record sheets) by registering a recipe.
Building the jobs fits all their text first: anything that does not fit is reported against
the item's line in the YAML, before a single page is drawn.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from goblinkit.content.errors import ContentError, ContentErrors
from goblinkit.content.loader import GameContent
from goblinkit.content.models import CardSet, ComponentSet, CounterSet, TileSet
from goblinkit.content.units import mm
from goblinkit.pnp.backs import token_back
from goblinkit.pnp.drawers.card import card_back, card_front
from goblinkit.pnp.drawers.face import FaceDrawing, FaceLayout, FaceSpec, Section, layout_deck
from goblinkit.pnp.elements import ElementError, FreeElements, place
from goblinkit.pnp.drawers.chit import chit_look
from goblinkit.pnp.drawers.counter import counter_back, counter_front
from goblinkit.pnp.drawers.tile import tile_front, tile_size
from goblinkit.pnp.layout import named_template, template
from goblinkit.pnp.style import Style, style_for
from goblinkit.pnp.jobs import DrawFn, Face, Job, SheetJob, footed
from goblinkit.pnp.sprue import pack_sprues
from goblinkit.pnp.text_templates import TextTemplateError, render_text, template_source
from goblinkit.pnp.textfit import TextFitError

POKER = (mm(63.5), mm(88))

Builder = Callable[[GameContent, Any], Job]  # the kind picks the set: a builder takes its own ComponentSet subclass
BUILDERS: dict[str, Builder] = {}
RECIPES: dict[str, Callable[[GameContent], list[Job]]] = {}


def builder(kind: str) -> Callable[[Builder], Builder]:
    def register(fn: Builder) -> Builder:
        BUILDERS[kind] = fn
        return fn

    return register


def _defining(style: Style, name: str, key: str) -> str:
    """The template of `name`'s extends chain that writes `key` (where an error about it is located)."""
    seen = set()
    while name in style.templates and name not in seen:
        seen.add(name)
        if key in (style.templates[name] or {}):
            return name
        name = (style.templates[name] or {}).get("extends", "")
    return name


class FaceJob:
    """Collects the faces of one print job (one deck); a text that does not fit becomes a located error.

    Fronts and backs are given as zero-argument callables returning a DrawFn or a FaceSpec. The
    FaceSpecs of the job are one deck: laid out together on the deck's template (the game's style
    names it) at one body size, the largest at which the deck's longest card fits. `back_deck` names
    a second template for backs that are a different kind of card (a glossary behind a turn summary):
    the backs are then fitted apart, at their own body size.
    """

    def __init__(self, game: GameContent, component: ComponentSet, component_id: str | None = None,
                 title: str | None = None, width: float = POKER[0], height: float = POKER[1], butted: bool = True,
                 deck: str | None = None, back_deck: str | None = None):
        self.game, self.component = game, component
        self.back_deck = back_deck
        self.component_id = component_id or component.component
        self.deck = deck or self.component_id
        self.title = title or component.name
        self.width, self.height, self.butted = width, height, butted
        self._pending: list[tuple[Any, Any, Any, ComponentSet]] = []
        self._variants: dict[FaceSpec, str] = {}  # a front laid out on a template of its own (its card's `layout`)
        self._errors: list[ContentError] = []
        self._faces: list[Face] | None = None

    # front and back are called with no argument; typed `...` because a `lambda card=card: ...` (a card bound
    # per loop turn) is one mypy cannot infer against Callable[[], Any]
    def add(self, item: Any, front: Callable[..., Any], back: Callable[..., Any] | None = None,
            source: ComponentSet | None = None, variant: str | None = None) -> None:
        """One item's faces; `variant` names a template of the game's style for its front (a layout chosen
        by a field's value), laid out with the other fronts of that variant."""
        source = source or self.component
        try:
            made = front(), (back() if back else None)
        except TextFitError as exc:
            self._located(source, item, exc)
            return
        if isinstance(made[0], FaceSpec):
            spec = self._front_spec(made[0], item, source, variant)
            if spec is None:
                return
            made = spec, made[1]
        self._pending.append((item, made[0], made[1], source))
        self._faces = None

    def _front_spec(self, spec: FaceSpec, item: Any, source: ComponentSet, variant: str | None) -> FaceSpec | None:
        """The front as its template words it: a variant's template checked, the rules text rendered from
        the template's `text.template` (pnp/text_templates.py); None after a located error."""
        style = style_for(self.game)
        subject = f"{source.noun} '{item.id}'"
        if variant and variant not in style.templates:
            self._errors.append(ContentError(self.game.where(source.component, item.id), f"unknown template "
                                             f"'{variant}' (known: {', '.join(sorted(style.templates))})", subject,
                                             "layout"))
            return None
        chosen = named_template(style, variant) if variant else template(style, self.deck)
        if chosen.text_template:
            try:
                text = render_text(template_source(chosen.text_template, self.game.folders), item)
            except TextTemplateError as exc:
                self._errors.append(ContentError(self.game.where(source.component, item.id), str(exc), subject))
                return None
            spec = replace(spec, sections=(Section(text),) if text else ())
        if chosen.elements:
            try:
                placed = place(chosen.elements, style, self.game.folders, item, self.width, self.height, style.ink)
            except ElementError as exc:
                name = _defining(style, chosen.name, "elements")
                doc = style.docs.get(name)
                where = doc.where(("templates", name, "elements", exc.index)) if doc else \
                    self.game.where(source.component, item.id)
                error = ContentError(where, str(exc), field=f"templates.{name}.elements.{exc.index}")
                if str(error) not in {str(e) for e in self._errors}:  # one line, not one per card
                    self._errors.append(error)
                return None
            spec = replace(spec, overlay=FreeElements(placed, spec.overlay))
        if variant:
            self._variants[spec] = variant
        return spec

    def _located(self, source: ComponentSet, item: Any, exc: Exception) -> None:
        name = getattr(exc, "name", False)
        where = self.game.where(source.component, item.id, name)
        self._errors.append(ContentError(where, str(exc), f"{source.noun} '{item.id}'", "name" if name else ""))

    def _lay_out(self) -> list[Face]:
        if self._faces is not None:
            return self._faces
        style = style_for(self.game)
        fronts = [f for _, f, b, _ in self._pending]
        sides = [(self.deck, "", [f for f in fronts if f not in self._variants] +
                  ([] if self.back_deck else [b for _, f, b, _ in self._pending]))]
        if self.back_deck:
            sides.append((self.back_deck, "", [b for _, f, b, _ in self._pending]))
        for variant in sorted(set(self._variants.values())):
            sides.append((self.deck, variant, [f for f in fronts if self._variants.get(f) == variant]))
        layouts: dict[FaceSpec, FaceLayout | TextFitError] = {}
        drawings: dict[FaceSpec, FaceDrawing] = {}
        for deck, variant, made in sides:  # a deck's template is asked for only when it has faces to lay out
            specs = list(dict.fromkeys(m for m in made if isinstance(m, FaceSpec)))
            chosen = (named_template(style, variant) if variant else template(style, deck)) if specs else None
            laid = layout_deck(specs, chosen, self.width, self.height, style.fonts, style.panel,
                               (style.surface.pattern, style.surface.seed)) if chosen else {}
            layouts.update(laid)
            name = f"{deck}/{variant}" if variant else deck  # a variant is a deck of its own: its own panel
            drawings.update({spec: FaceDrawing(lay, name) for spec, lay in laid.items() if isinstance(lay, FaceLayout)})
        faces: list[Face] = []
        for item, front, back, source in self._pending:
            problem = next((laid for m in (front, back) if isinstance(m, FaceSpec)
                            for laid in (layouts[m],) if isinstance(laid, TextFitError)), None)
            if problem is not None:
                self._located(source, item, problem)
                continue
            front_fn = drawings[front] if isinstance(front, FaceSpec) else front
            back_fn = drawings[back] if isinstance(back, FaceSpec) else back
            faces.extend(Face(item.id, item.name, front_fn, back_fn) for _ in range(item.count))
        self._faces = faces
        return faces

    @property
    def errors(self) -> list[ContentError]:
        self._lay_out()
        return self._errors

    @property
    def faces(self) -> list[Face]:
        return self._lay_out()

    def job(self) -> SheetJob:
        if self.errors:
            raise ContentErrors(self.errors)
        return SheetJob(self.game.meta.name, self.game.meta.id, self.component_id, self.title, self.width,
                        self.height, self.faces, self.butted)


def finish(*face_jobs: FaceJob) -> list[SheetJob]:
    """The SheetJobs of several FaceJobs, with all their text-fit errors reported together."""
    errors = [error for face_job in face_jobs for error in face_job.errors]
    if errors:
        raise ContentErrors(errors)
    return [face_job.job() for face_job in face_jobs]


@builder("card")
def card_job(game: GameContent, cards: CardSet) -> Job:
    w, h = cards.size.width.pt, cards.size.height.pt
    faces = FaceJob(game, cards, width=w, height=h)
    back = card_back(style_for(game), cards.component, cards.back, w, h) if cards.back else None
    for card in cards.items:
        faces.add(card, lambda card=card: card_front(card, cards), (lambda: back) if back else None,
                  variant=card.layout)
    return faces.job()


@builder("counter")
def counter_job(game: GameContent, counters: CounterSet) -> Job:
    title, body = game.fonts["title"], game.fonts["body"]
    faces = FaceJob(game, counters, width=counters.size.pt, height=counters.size.pt,
                    butted=counters.shape != "circle")  # square chits butt (shared cuts); round ones keep a gutter
    own_backs = any(c.back_text for c in counters.items)
    style = style_for(game)
    design = style.back_for(counters.component)  # counters never turned over still get a finished back
    shared = token_back(style, design, design.motif, "", counters.size.pt, shape=counters.shape)
    look = chit_look(style.chits)  # solid, or light with a rim (style.yaml `chits:`)
    for counter in counters.items:
        faces.add(counter, lambda counter=counter: counter_front(counter, counters, title, body, look),
                  (lambda counter=counter: counter_back(counter, counters, body, look)) if own_backs else (lambda: shared))
    job = faces.job()
    job.shape = counters.shape  # a round chit keeps its circle's bleed on a tight sheet (sheets._place)
    return job


@builder("tile")
def tile_job(game: GameContent, tiles: TileSet) -> Job:
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
    from goblinkit.pnp.tuckbox import tuck_box_job

    boxes = tuck_box_job(game, jobs)  # a tuck box for each deck, measured from the decks as they print
    jobs += [boxes] if boxes else []
    if packed:
        from goblinkit.pnp.leftovers import tuck_leftovers

        jobs = tuck_leftovers(pack_sprues(jobs))
    return footed(jobs, style_for(game).fonts.text, game.meta.back_notes)  # the footers: the game's face, its notes


def _load_game_recipes() -> None:
    """Each game's recipe module registers itself in RECIPES when imported."""
    for module in sorted(Path(__file__).parent.joinpath("games").glob("[a-z]*.py")):
        importlib.import_module(f"goblinkit.pnp.games.{module.stem}")
