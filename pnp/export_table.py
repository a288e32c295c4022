"""What a virtual table holds, from what the printer prints (`pnp export --for tts`).

The print plan is made for paper: a page on how to tape a tiled map together, small decks sharing
one sheet, a card of nine tokens to cut apart, a die net to fold. On a table none of that is so:
a page about the paper itself is left out, each part of a shared sheet is its own component again
(a deck per kind, with its own back), and a face the recipe cuts into parts (jobs.Part) becomes
those parts: tokens, each drawn alike once with the count of the box, or a die's six faces.
"""

from __future__ import annotations

import re
from dataclasses import replace

from goblinkit.content.units import MM
from goblinkit.pnp.export_plan import TOKEN_MAX_MM, Component, Piece
from goblinkit.pnp.jobs import DrawFn, Part

DIE_FACE = "die-face"


def plain_title(title: str) -> str:
    """A print title without its note for the paper: "Augury dice (nets to fold)" is "Augury dice"."""
    return re.sub(r"\s*\([^()]*\)$", "", title) or title


def crop(draw: DrawFn, box: tuple[float, float, float, float], width: float, height: float) -> DrawFn:
    """The face drawn whole, shifted so the box's corner is the origin: the page (the box) clips the rest."""
    x, y = box[0], box[1]

    def drawn(c, w: float, h: float, bleed: float, ink_saver: bool) -> None:  # noqa: ANN001 - a Canvas
        c.saveState()
        c.translate(-x, -y)
        draw(c, width, height, bleed, ink_saver)
        c.restoreState()

    return drawn


def _part_piece(piece: Piece, part: Part, kind: str, count: int) -> Piece:
    _, _, w, h = part.box
    return Piece(piece.game_id, piece.component, piece.title, kind, part.item_id, part.label, w, h,
                 crop(piece.front, part.box, piece.width, piece.height), None, count, part.shape, bleeds=False,
                 of=piece.stem)


def _dice(component: Component) -> Component:
    """A die net's six faces, per distinct net; each face counts the dice (a Custom_Dice per die)."""
    pieces = []
    for net in component.pieces:
        for part in sorted(net.parts, key=lambda p: p.item_id):
            face = _part_piece(net, part, "die-face", net.count)
            pieces.append(replace(face, item_id=f"{net.stem}-{part.item_id}", name=f"{net.name}, {part.label.lower()}"))
    return replace(component, kind="die", title=plain_title(component.title), pieces=pieces)


def _cut(component: Component) -> Component:
    """Each part once per id (parts with one id are drawn alike), counted over every copy of every face."""
    pieces: dict[str, Piece] = {}
    for whole in component.pieces:
        for part in whole.parts:
            if part.item_id in pieces:
                pieces[part.item_id].count += whole.count
                continue
            small = max(part.box[2], part.box[3]) / MM <= TOKEN_MAX_MM
            pieces[part.item_id] = _part_piece(whole, part, "token" if small else "board", whole.count)
    kind = "token" if all(p.kind == "token" for p in pieces.values()) else "board"
    names = [piece.name for piece in pieces.values()]
    title = f"{', '.join(names[:-1])} and {names[-1]}" if len(names) > 1 else names[0]
    title = f"{title} {'tokens' if kind == 'token' else 'pieces'}"
    return replace(component, kind=kind, title=title, pieces=[replace(p, title=title) for p in pieces.values()])


def _groups(component: Component) -> list[Component]:
    """A shared sheet's parts as the components they are (in their order), or the component as it is."""
    if not any(piece.group[0] for piece in component.pieces):
        return [component]
    split: dict[tuple[str, str], list[Piece]] = {}
    for piece in component.pieces:
        split.setdefault(piece.group, []).append(piece)
    return [replace(component, component=group_id or component.component, title=title or component.title,
                    pieces=[replace(p, component=group_id, title=title) for p in pieces])
            for (group_id, title), pieces in split.items()]


def for_table(components: list[Component]) -> list[Component]:
    """The components as a virtual table holds them (see the module)."""
    table: list[Component] = []
    for component in components:
        if component.print_only or not component.pieces:
            continue
        for part in _groups(component):
            if any(piece.parts for piece in part.pieces):
                dice = all(p.shape == DIE_FACE for piece in part.pieces for p in piece.parts)
                part = _dice(part) if dice else _cut(part)
            table.append(part)
    return table
