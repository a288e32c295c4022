"""A figure that loses a fight: a Human, a thing (Shrine, Furniture, a sign), a Clanker, a leaf pile
or the Wagon. Hits and Brag for the attacker, a Clanker's reveal markers, a KOed Wanderer's blip, a
tree's hunter loot; a hit Wagon drops a blip (a Hunter climbs on top and fires); a leaf pile beaten
in melee or by a prank is wrecked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goblinkit.assistant.gobbledygook.blips import draw_type
from goblinkit.assistant.gobbledygook.harm import human_attack
from goblinkit.assistant.gobbledygook.measure import ask_position
from goblinkit.assistant.gobbledygook.positions import where
from goblinkit.assistant.gobbledygook.state import Creature, Figure
from goblinkit.assistant.core.table import Table

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState


def hurt_figure(game: GameState, figure: Figure, overkill: int, attacker: Creature | None, lines: list[str],
                table: Table) -> None:
    if figure.kind == "wagon":
        wagon_hit(game, figure, attacker, lines, table)
        return
    if figure.kind == "leaf-pile" and attacker is not None:
        wreck_leaves(game, figure, attacker, lines)
        return
    if not overkill:
        if figure.kind == "clanker":
            figure.reveal += 1
            lines.append(f"  {figure.id}: a stunning hit adds a reveal marker ({figure.reveal}).")
        elif figure.passive:
            lines.append(f"  {figure.id} is a thing: a Stun does nothing to it.")
        else:
            figure.stunned = True
            lines.append(f"  {figure.id} is Stunned.")
        return
    remaining = figure.left
    figure.hits = min(figure.dice, figure.hits + overkill)
    if figure.kind == "clanker":
        figure.reveal = min(figure.reveal, figure.left)  # excess reveal markers come off as it takes damage
    lines.append(f"  {figure.id} takes {overkill} hit{'s' if overkill > 1 else ''} ({figure.left} left).")
    if attacker is not None:
        brag = remaining if figure.kind == "clanker" else overkill
        game.add_brag(attacker, brag, lines, "per remaining hit on a Clanker" if figure.kind == "clanker" else "hits")
    if figure.left == 0:
        figure.gone = True
        lines.append(f"  {figure.id} is {'disabled' if figure.kind == 'clanker' else 'destroyed' if figure.passive else 'KOed'}.")
        spot = figure.extra.get("blip")
        if spot and figure.kind in ("wanderer", "shrine", "furniture"):
            game.blips[spot].resolved = True
        if figure.kind == "tree" and spot and figure.extra.get("loot") == "hunter":  # the hunter's blip
            game.blips[spot].revealed, game.blips[spot].resolved = "hunter-loot", False
            lines.append(f"  The dead hunter's loot at {spot} can be picked up now: 1 Tin (item NAME pickup {spot}).")


def wreck_leaves(game: GameState, pile: Figure, creature: Creature, lines: list[str]) -> None:
    pile.gone = True
    lines.append(f"  {pile.id} is wrecked!")
    game.add_brag(creature, pile.dice, lines, "one per die the leaf pile rolled")


def wagon_hit(game: GameState, wagon: Figure, attacker: Creature | None, lines: list[str], table: Table) -> None:
    if attacker is not None:
        game.add_brag(attacker, 1, lines, "a hit on the Wagon")
    kind = draw_type(game, "the Wagon drops a blip")
    if kind is None:
        lines.append("  The Wagon has no more blips to drop.")
        return
    if kind == "hunter":
        wagon.extra["aboard"] = wagon.extra.get("aboard", 0) + 1
        hunter = game.new_figure("hunter", 3, pos=wagon.pos, extra={"on_wagon": True})
        lines.append(f"  The Wagon drops a HUNTER: {hunter.id} climbs on top and fires at the attacker!")
        if attacker is not None:
            human_attack(game, hunter, attacker, table, lines, ranged=True)
        return
    lines.append(f"  The Wagon drops a {game.blip_defs[kind].name} blip face up on the road behind it.")
    if kind in ("ambush", "wanderer", "shrine", "furniture"):
        blip = game.blip_defs[kind]
        figure = game.new_figure("hound" if kind == "ambush" else kind, blip.dice, passive=blip.passive)
        figure.pos = ask_position(game, table, figure.id, "on the road behind the Wagon")
        lines.append(f"  {figure.id} is on the road" + (f" at {where(figure.pos)}." if figure.pos else "."))
