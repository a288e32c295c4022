"""`status` for GobbledyGook!: every creature, blip and Human figure in a few lines, each with its
position when the players gave one (inches; the legend says which way is 12 o'clock)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goblinkit.assistant.core.names import plural

from goblinkit.assistant.gobbledygook.positions import Point, where

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState


def _at(pos: Point | None) -> str:
    return f" at {where(pos)}" if pos is not None else ""


def describe(game: GameState) -> str:
    lines = [f"GobbledyGook! {game.scenario.name}, round {game.round}; blip bag: {len(game.bag)}"]
    for brood in game.broods:
        name = brood["name"]
        lines.append(f"{name}: {game.brag[name]} Brag, {game.tin[name]} Tin")
        for c in (c for c in game.creatures.values() if c.brood == name):
            state = "KO" if c.ko else ", ".join(s for s, on in (("hidden", c.hidden), ("revealed", not c.hidden),
                                                               ("stunned", c.stunned), ("TRAPPED", c.trapped)) if on)
            carry = f", carrying {c.carrying}" if c.carrying else ""
            veteran = ", Veteran" if c.veteran else ""
            lines.append(f"  {c.id}: {c.name} ({c.type}{veteran}, {c.dice - c.hits}/{c.dice} hits) {state}{carry}"
                         + _at(c.pos))
    blips = ", ".join(b.id + (f"={b.revealed}" if b.revealed else "") + ("" if not b.revealed or b.resolved else "*")
                      + _at(b.pos) for b in game.blips.values())
    lines.append(f"Blips: {blips}")
    figures = [f for f in game.figures.values() if not f.gone]
    if figures:
        lines.append("Figures: " + ", ".join(
            f"{f.id} ({f.left}/{plural(f.dice, 'die')}" + (", asleep" if not f.awake else "") + (", stunned" if f.stunned else "")
            + (f", {f.reveal} reveal" if f.reveal else "") + ")" + _at(f.pos) for f in figures))
    if game.result:
        lines.append(f"Result: {game.result['reason']}")
    return "\n".join(lines)
