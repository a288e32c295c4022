"""Validation of a game's YAML: read every file, merge a pack over the built-in content, validate each
component with its pydantic model, cross-check, and report every problem with its file, line and
column. Only a content cache miss (see `loader`) comes here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from goblinkit.content.atomic import remember
from goblinkit.content.describe import message_for
from goblinkit.content.errors import ContentError, ContentErrors, GoblinError, Location
from goblinkit.content.fonts import BUILTIN_FONTS, ICON_FONT, font_problem, licence_problem
from goblinkit.content.gamecontent import GameContent
from goblinkit.content.models import KINDS, ComponentSet, GameMeta
from goblinkit.content.packfiles import PackBudget, Root, content_files, game_folder
from goblinkit.content.xref import cross_check, file_problem, font_file
from goblinkit.content.yamlsource import Document, read_yaml


@dataclass
class RawComponent:
    """A component's raw data merged from one or more files, remembering where each part came from."""

    data: dict[str, Any]
    header_docs: dict[str, Document]
    item_docs: list[tuple[Document, int]]
    root: Root
    folder: Path

    def where(self, loc: tuple[Any, ...], key: bool = False) -> Location:
        if len(loc) >= 2 and loc[0] == "items" and isinstance(loc[1], int) and loc[1] < len(self.item_docs):
            doc, index = self.item_docs[loc[1]]
            return doc.where(("items", index) + tuple(loc[2:]), key)
        doc = self.header_docs.get(loc[0] if loc else "component") or self.header_docs["component"]
        return doc.where(loc, key)



def load_validated(game_id: str, pack_root: Root | None, builtin: Path,
                   known: Callable[[str | None], list[str]]) -> GameContent:
    """Read, merge, validate and cross-check one game's YAML; ContentErrors lists every problem.
    `builtin`: the built-in content folder; `known(pack)`: every game's id, for an unknown game's
    error (both from the loader, which imports this module only when a cache misses)."""
    pack = str(pack_root.path) if pack_root else None
    folder = game_folder(game_id)
    _register_kinds()
    sources = [Root(builtin, "content")] + ([pack_root] if pack_root else [])
    errors: list[ContentError] = []
    meta_doc: Document | None = None
    raw: dict[str, RawComponent] = {}
    found = False
    for root in sources:
        game_dir = root.path / folder
        if not game_dir.is_dir():
            continue
        found = True
        budget = PackBudget(root)
        for file, problem in content_files(root, game_dir):
            if problem:
                errors.append(problem)
                continue
            try:
                budget.spend(file)
                doc = read_yaml(file, root.show(file), root.path)
            except ContentError as exc:
                errors.append(exc)
                continue
            if file.name == "game.yaml":
                meta_doc = doc
            else:
                _merge(raw, doc, root, game_dir, errors)
    if not found:
        raise GoblinError(f"unknown game '{game_id}' (known: {', '.join(known(pack)) or 'none'})")
    meta, fonts = _load_meta(meta_doc, game_id, folder, sources, errors)
    components: dict[str, ComponentSet] = {}
    game = GameContent(meta=meta, components=components, fonts=fonts) if meta else None
    if game is not None:  # where the print side finds the game's style.yaml (and a pack's over it)
        game.folders = [(r.path / folder, r.show(r.path / folder)) for r in sources if (r.path / folder).is_dir()]
    for component_id, part in raw.items():
        validated = _validate(part, errors)
        if validated is not None and game is not None:
            components[component_id] = validated
            game.locations[(component_id, None)] = part.where(("component",))
            for index, item in enumerate(validated.items):
                game.locations[(component_id, item.id)] = part.where(("items", index))
                game.names[(component_id, item.id)] = part.where(("items", index, "name"))
            game.roots[component_id] = part.folder
            errors.extend(cross_check(validated, part, game.fonts))
    if game is not None and meta_doc is not None:
        errors.extend(_back_note_checks(meta_doc, game, set(raw)))
    if game is not None and not errors:
        errors.extend(_game_checks(folder, game))
    if errors or game is None:
        raise ContentErrors(errors)
    return game


def _back_note_checks(doc: Document, game: GameContent, components: set[str]) -> list[ContentError]:
    """game.yaml's `back_notes:` name components of the game (a misspelt id would print its note nowhere);
    `components`: every one its files name, an invalid one too (its own error says what is wrong with it)."""
    known = ", ".join(sorted(components)) or "none"
    return [ContentError(doc.where(("back_notes", component), key=True),
                         f"unknown component '{component}' (this game has: {known})", f"game '{game.meta.id}'",
                         f"back_notes.{component}")
            for component in game.meta.back_notes if component not in components]


def _game_checks(folder: str, game: GameContent) -> list[ContentError]:
    """A game package may check references between its components (`check_game(game)` in its `kinds`)."""
    if not (Path(__file__).parent / folder / "kinds.py").is_file():
        return []
    check = getattr(importlib.import_module(f"goblinkit.content.{folder}.kinds"), "check_game", None)
    return list(check(game)) if check else []


def _register_kinds() -> None:
    """Built-in games with their own component kinds have a `kinds` module beside their YAML; import
    them all, so the known kinds (and the messages that list them) never depend on load order."""
    importlib.import_module("goblinkit.content.glossary")  # every game's glossary.yaml (shared kind)
    importlib.import_module("goblinkit.content.walkthrough")  # every game's walkthrough.yaml (shared kind)
    for kinds in sorted(Path(__file__).parent.glob("*/kinds.py")):
        importlib.import_module(f"goblinkit.content.{kinds.parent.name}.kinds")


def validate_file(path: Path, display: str, model: type[BaseModel], subject: str) -> Any:
    """Read one YAML file into `model` (a user's own file, like a Brood), errors located as for content."""
    doc = read_yaml(path, display)
    remember(path, doc.digest)  # a write of this file refuses if another command changed it meanwhile
    if not isinstance(doc.data, dict):
        raise ContentErrors([ContentError(doc.where(()), "expected a mapping of keys to values at the top of the file")])
    try:
        return model.model_validate(doc.data)
    except ValidationError as exc:
        raise ContentErrors(_located(exc, model, lambda loc, key=False: doc.where(loc, key), subject)) from None


def _load_meta(doc: Document | None, game_id: str, folder: str, sources: list[Root],
               errors: list[ContentError]) -> tuple[GameMeta | None, dict[str, str]]:
    """game.yaml validated, with its fonts resolved once (role -> built-in id or absolute TTF path)."""
    if doc is None:
        errors.append(ContentError(Location(sources[-1].show(sources[-1].path / folder / "game.yaml")),
                                   "missing file: every game folder needs a game.yaml"))
        return None, {}
    if not isinstance(doc.data, dict):
        errors.append(ContentError(doc.where(()), "expected a mapping of keys to values at the top of the file"))
        return None, {}
    try:
        meta = GameMeta.model_validate(doc.data)
    except ValidationError as exc:
        errors.extend(_located(exc, GameMeta, lambda loc, key=False: doc.where(loc, key), f"game '{game_id}'"))
        return None, {}
    root = next(r for r in sources if doc.path.is_relative_to(r.path))
    fonts = {"icon": ICON_FONT}
    for role in ("title", "body"):
        ref = getattr(meta.style, f"{role}_font")
        path = font_file(ref, doc.path.parent, root.path)
        if path is None:  # a pack's own .ttf says why it is refused (missing, or it leaves the pack)
            problem = file_problem(ref, doc.path.parent, root.path) if ref.lower().endswith(".ttf") else None
            message = f"font '{ref}': {problem}" if problem else \
                f"unknown font '{ref}' (built-in: {', '.join(BUILTIN_FONTS)}; or a .ttf file inside the content folder)"
            errors.append(ContentError(doc.where(("style", f"{role}_font")), message, f"game '{meta.id}'",
                                       f"style.{role}_font"))
        elif ref not in BUILTIN_FONTS and (problem := font_problem(path) or licence_problem(path)):
            errors.append(ContentError(doc.where(("style", f"{role}_font")), f"font '{ref}': {problem}",
                                       f"game '{meta.id}'", f"style.{role}_font"))
        else:
            fonts[role] = ref if ref in BUILTIN_FONTS else str(path)
    if meta.id != game_id:
        errors.append(ContentError(doc.where(("id",)), f"expected '{game_id}' (the folder's name), got '{meta.id}'",
                                   f"game '{meta.id}'", "id"))
    return meta, fonts


def _merge(raw: dict[str, RawComponent], doc: Document, root: Root, folder: Path,
           errors: list[ContentError]) -> None:
    data = doc.data
    if not isinstance(data, dict):
        errors.append(ContentError(doc.where(()), "expected a mapping of keys to values at the top of the file"))
        return
    component_id = data.get("component")
    if not isinstance(component_id, str):
        where = doc.where(("component",)) if "component" in data else doc.where(())
        message = "missing required field" if "component" not in data else f"expected a component id, got {component_id!r}"
        errors.append(ContentError(where, message, field="component"))
        return
    items = data.get("items")
    items = items if isinstance(items, list) else []
    item_docs: list[tuple[Document, int]] = [(doc, i) for i in range(len(items))]
    if "csv" in data:  # a deck from a spreadsheet beside the YAML: its rows are more items
        data, items, item_docs = _with_sheet(data, items, item_docs, doc, root, errors)
    existing = raw.get(component_id)
    if existing is None:
        raw[component_id] = RawComponent(dict(data), {key: doc for key in data} | {"component": doc},
                                         item_docs, root, folder)
        return
    if existing.root == root:
        first = existing.header_docs["component"].where(("component",))
        errors.append(ContentError(doc.where(("component",)),
                                   f"duplicate component id '{component_id}' (first defined at {first})",
                                   field="component"))
        return
    _override(existing, data, items, doc, item_docs, root, folder)


def _with_sheet(data: dict[str, Any], items: list[Any], item_docs: list[tuple[Document, int]], doc: Document,
                root: Root, errors: list[ContentError]) -> tuple[dict[str, Any], list[Any], list[tuple[Document, int]]]:
    """The component's data with its CSV's rows appended to `items` (content/csvdeck.py) and `csv:` taken out."""
    from goblinkit.content.csvdeck import read_csv_deck

    kind = data.get("kind")
    model = KINDS.get(kind) if isinstance(kind, str) else None
    item_model = None
    if model is not None:
        args = getattr(model.model_fields["items"].annotation, "__args__", ())
        item_model = args[0] if args else None
    rows, sheet, problems = read_csv_deck(doc, data["csv"], item_model, root.path)
    errors.extend(problems)
    data = {key: value for key, value in data.items() if key != "csv"}
    if sheet is not None:
        item_docs = item_docs + [(sheet, i) for i in range(len(rows))]
        items = items + rows
    data["items"] = items  # a sheet that could not be read is its own error, not also "items: missing"
    return data, items, item_docs


def _override(existing: RawComponent, data: dict[str, Any], items: list[Any], doc: Document,
              item_docs: list[tuple[Document, int]], root: Root, folder: Path) -> None:
    """A pack's file for a built-in component: its header keys and its items (by id) win."""
    for key, value in data.items():
        if key != "items":
            existing.data[key] = value
            existing.header_docs[key] = doc
    merged = list(existing.data.get("items") or [])
    ids = [item.get("id") if isinstance(item, dict) else None for item in merged]
    for index, item in enumerate(items):
        item_id = item.get("id") if isinstance(item, dict) else None
        if item_id is not None and item_id in ids:
            at = ids.index(item_id)
            merged[at] = item
            existing.item_docs[at] = item_docs[index]
        else:
            merged.append(item)
            ids.append(item_id)
            existing.item_docs.append(item_docs[index])
    existing.data["items"] = merged
    existing.root, existing.folder = root, folder


def _validate(part: RawComponent, errors: list[ContentError]) -> ComponentSet | None:
    kind = part.data.get("kind")
    component_id = part.data["component"]
    subject = f"component '{component_id}'"
    if kind is None:
        errors.append(ContentError(part.where(()), "missing required field", subject, "kind"))
        return None
    model = KINDS.get(kind) if isinstance(kind, str) else None
    if model is None:
        errors.append(ContentError(part.where(("kind",)), unknown_kind(kind), subject, "kind"))
        return None
    try:
        return model.model_validate(part.data)
    except ValidationError as exc:
        errors.extend(_located(exc, model, part.where, subject, part.data))
        return None


def _located(exc: ValidationError, model: type, where: Any, subject: str,
             data: dict[str, Any] | None = None) -> list[ContentError]:
    """One ContentError per distinct location, naming the item (by id) and the field."""
    found: dict[tuple[Any, ...], ContentError] = {}
    for error in exc.errors():
        loc = tuple(error["loc"])
        if loc in found:
            continue
        who, field_loc = subject, loc
        if data is not None and len(loc) >= 2 and loc[0] == "items" and isinstance(loc[1], int):
            item = (data.get("items") or [None] * (loc[1] + 1))[loc[1]]
            item_id = item.get("id") if isinstance(item, dict) else None
            noun = getattr(model, "noun", "item")
            who = f"{noun} '{item_id}'" if isinstance(item_id, str) else f"{noun} #{loc[1] + 1}"
            field_loc = loc[2:]
        extra = error["type"] == "extra_forbidden"
        target = loc if not error["type"] == "missing" else loc[:-1]
        found[loc] = ContentError(where(target, extra), message_for(model, error), who,
                                  ".".join(str(p) for p in field_loc))
    return list(found.values())


def unknown_kind(kind: object) -> str:
    """Name the kinds any game may use and the closest matches; the full list (fifty kinds across five
    games) is `goblin pnp list`'s job, not an error line's."""
    import difflib

    close = difflib.get_close_matches(str(kind), sorted(KINDS), n=3)
    shared = sorted(name for name in KINDS if "-" not in name)
    example = next((name for name in sorted(KINDS) if "-" in name), "")
    hint = f"did you mean {' or '.join(close)}? " if close else ""
    own = f"; each game adds its own, named after the game, such as {example}" if example else ""
    return f"unknown kind {kind!r} ({hint}kinds for any game: {', '.join(shared)}{own})"
