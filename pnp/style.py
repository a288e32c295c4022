"""A game's look as data: `style_for(game)` gives its fonts, palette roles, surface and back design.

The data is content/<game>/style.yaml (with a content pack's style.yaml merged over it) on top of the
shared card templates in content/layouts.yaml; see style_load for the schema. Drawing code asks the
style for roles ("frame", "panel", "ink") rather than naming colours, so a designer restyles a game
or one deck without touching Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from goblinkit.content.errors import ContentError, ContentErrors, Location
from goblinkit.content.loader import GameContent
from goblinkit.content.yamlsource import Document
from goblinkit.pnp.fonts import font
from goblinkit.pnp.style_load import load_style_data


@dataclass(frozen=True)
class Fonts:
    """Reportlab names of a game's faces: display (titles, numbers), text, bold text, lockup (backs)."""

    display: str
    text: str
    bold: str
    lockup: str


@dataclass(frozen=True)
class BackDesign:
    """A deck's or sheet's back: a pattern on a ground, a motif icon, the game's lockup and the deck name."""

    pattern: str = "rays"
    motif: str = "goblin-head"
    lockup: str = ""
    tagline: str = ""
    colour: str = "#3d2b14"
    ink: str = "#f3e6c4"
    ground: str = "#2a1d0e"


@dataclass(frozen=True)
class Surface:
    pattern: str = "parchment"
    seed: int = 1
    tint: str = "#e9dcc0"
    strength: float = 0.5


@dataclass(frozen=True)
class Style:
    game: str
    name: str
    fonts: Fonts
    frame: str
    panel: str
    ink: str
    accent: str
    edge: str
    kinds: dict[str, str]
    surface: Surface
    back: BackDesign
    board: dict[str, str] = field(default_factory=dict)  # board surface colours by role (board_surfaces.Surfaces)
    decks: dict[str, dict[str, Any]] = field(default_factory=dict)
    templates: dict[str, dict[str, Any]] = field(default_factory=dict)
    logo: dict[str, str] = field(default_factory=dict)  # the drawn logo's data (pnp/logo.py)
    box: dict[str, str] = field(default_factory=dict)  # the tuck boxes' band and tagline (pnp/tuckbox_art.py)
    chits: dict[str, Any] = field(default_factory=dict)  # how counters and markers are painted (drawers/counter.py)
    docs: dict[str, Document] = field(default_factory=dict, compare=False, repr=False)
    used: set[str] = field(default_factory=set, compare=False, repr=False)  # decks the recipes asked for

    def unused_decks(self) -> list[ContentError]:
        """A deck named under `decks:` that no recipe of the game prints does nothing: say so, where it is
        written (call after every job of the game is made)."""
        errors = []
        for deck in sorted(set(self.decks) - self.used):
            doc = self.docs.get(f"deck:{deck}")
            where = doc.where(("decks", deck), key=True) if doc else Location("content/layouts.yaml")
            known = ", ".join(sorted(self.used)) or "none"
            errors.append(ContentError(where, f"unknown deck '{deck}' (this game prints: {known})", field="decks"))
        return errors

    def kind(self, name: str, default: str | None = None) -> str:
        """The accent colour of a card kind (its frame), or `default` (the game's frame colour)."""
        return self.kinds.get(name, default or self.frame)

    def back_for(self, deck: str, **defaults: str) -> BackDesign:
        """The back of one deck: the game's back design, the deck's own keys over it."""
        self.used.add(deck)
        own = (self.decks.get(deck) or {}).get("back") or {}
        base = {k: v for k, v in vars(self.back).items()}
        return BackDesign(**(base | defaults | own))

    def template_name(self, deck: str) -> str:
        self.used.add(deck)
        return (self.decks.get(deck) or {}).get("template") or (deck if deck in self.templates else "card")


_CACHE: dict[tuple, Style] = {}


def style_for(game: GameContent) -> Style:
    """The game's style (read once per set of folders); ContentErrors with file:line for a bad key."""
    folders = list(getattr(game, "folders", []) or [])
    key = (game.meta.id, tuple((str(p), d) for p, d in folders))
    if key not in _CACHE:
        _CACHE[key] = _build(game, folders)
    return _CACHE[key]


def _build(game: GameContent, folders: list) -> Style:
    data, docs = load_style_data(folders)
    fonts = data.get("fonts") or {}
    fallback = game.fonts
    display = fonts.get("display") or fallback.get("title", "dejavu-sans-bold")
    text = fonts.get("text") or fallback.get("body", "dejavu-sans-condensed")
    bold = fonts.get("bold") or "dejavu-sans-condensed-bold"
    palette = data.get("palette") or {}
    accent = palette.get("accent") or game.meta.style.accent
    try:
        names = Fonts(font(display), font(text), font(bold), font(fonts.get("lockup") or display))
    except Exception as exc:  # a font that cannot be registered: a located error, not a traceback
        doc = next(iter(docs.values()), None)
        where = doc.where(("fonts",)) if doc else None
        raise ContentErrors([ContentError(where, str(exc), field="fonts")]) from None  # type: ignore[arg-type]
    return Style(game=game.meta.id, name=game.meta.name, fonts=names,
                 frame=palette.get("frame", accent), panel=palette.get("panel", "#f6f1e1"),
                 ink=palette.get("ink", "#1d1a16"), accent=accent, edge=palette.get("edge", "#ffffff"),
                 kinds=dict(palette.get("kinds") or {}), surface=Surface(**(data.get("surface") or {})),
                 back=BackDesign(**({"lockup": game.meta.name} | (data.get("back") or {}))),
                 board=dict(data.get("board") or {}),
                 decks=dict(data.get("decks") or {}), templates=dict(data.get("templates") or {}),
                 logo=dict(data.get("logo") or {}), box=dict(data.get("box") or {}),
                 chits=dict(data.get("chits") or {}), docs=docs)
