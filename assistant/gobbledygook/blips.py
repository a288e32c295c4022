"""Encounter blips: the assistant keeps the bag, so a solo player cannot know what a blip hides.
Revealing one draws it and applies it at once (a Trap closes, an Ambush's Hound and a Hunter
attack); in the Haunted Forest the tree chart applies instead. Also the scenario things that
spill blips: leaf piles and sign alarms."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobbledygook.combat import PlayerSide, Side, fight
from goblinkit.assistant.gobbledygook.conditions import can_hide
from goblinkit.assistant.gobbledygook.harm import human_attack
from goblinkit.assistant.gobbledygook.measure import ask_position
from goblinkit.assistant.gobbledygook.positions import where
from goblinkit.assistant.gobbledygook.state import BlipSpot, Creature, Figure
from goblinkit.assistant.gobbledygook.trees import wake_tree
from goblinkit.assistant.core.table import Table
from goblinkit.assistant.core.names import plural

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState


def draw_type(game: GameState, why: str) -> str | None:
    return game.bag.draw(game.chance, why)


def hidden_kind(game: GameState, spot: BlipSpot, why: str) -> str:
    """What `spot` hides, drawn from the bag; a clear refusal, not a crash, once the bag is empty (the
    Wagon's drops and spilt leaf piles draw from the same bag as the blips on the map)."""
    kind = draw_type(game, why)
    if kind is None:
        raise RulesError(f"the blip bag is empty: nothing is left to say what {spot.id} hides")
    return kind


def resolve_blip(game: GameState, spot: BlipSpot, creature: Creature, table: Table,
                 before: list[str] | None = None) -> list[str]:
    """Draw what `spot` hides and apply it. `before`: the action's lines before these, when they are the
    whole of them (a reveal's): the story is then told to the table before a question or a Human's roll."""
    kind = spot.known or hidden_kind(game, spot, f"what {spot.id} hides")
    spot.revealed = kind
    blip = game.blip_defs[kind]
    lines = [f"{creature.name} reveals {spot.id}: {blip.name.upper()}! {blip.reminder}"]

    def tell() -> None:
        if before is not None:
            table.told(before + lines)

    tell()
    tree = next((f for f in game.figures.values() if f.kind == "tree" and f.extra.get("blip") == spot.id), None)
    if tree is not None and kind in ("hunter", "ambush", "wanderer", "hole"):
        return lines + _forest(game, spot, creature, tree, kind, table)
    if blip.reveals:
        creature.hidden = False
        lines.append(f"  {creature.name} is revealed.")
    if kind in ("hole", "trap"):
        spot.resolved = True
        if kind == "trap":
            creature.trapped = True
            lines.append(f"  {creature.name} is TRAPPED: it may do nothing else until it ESCAPEs (a 6) or is "
                         "RESCUED (a 5 or 6 by an adjacent creature).")
        else:
            _through_hole(game, creature, table, lines)
    elif blip.figure in ("hound", "hunter"):
        spot.resolved = True
        figure = _stand(game, table, game.new_figure(blip.figure, blip.dice, pos=spot.pos), spot)
        lines.append(f"  {figure.id} appears where {spot.id} was and attacks {creature.name} at once:")
        tell()
        hidden = creature.hidden
        human_attack(game, figure, creature, table, lines, ranged=False, ambush=True, defender_hidden=hidden)
    elif blip.figure == "wanderer":
        figure = _stand(game, table, game.new_figure("wanderer", blip.dice, pos=spot.pos, extra={"blip": spot.id}), spot)
        lines.append(f"  {figure.id} stands there, lost: Loot, Prank or Mayhem it.")
    elif kind in ("shrine", "furniture"):
        figure = _stand(game, table, game.new_figure(kind, blip.dice, passive=True, pos=spot.pos,
                                                     extra={"blip": spot.id}), spot)
        lines.append(f"  {figure.id} defends with {plural(blip.dice, 'die')} (passive): MAYHEM may destroy it.")
    else:  # food, pots: an item to pick up; the blip is resolved once someone does
        lines.append(f"  {creature.name} may pick it up (1 action): say {creature.id} picks up {spot.id}.")
    return lines


def _stand(game: GameState, table: Table, figure: Figure, spot: BlipSpot) -> Figure:
    """A figure from a blip stands where the blip was; asked when the blip had no position."""
    if figure.pos is None:
        figure.pos = ask_position(game, table, figure.id, f"where {spot.id} was")
    return figure


def _through_hole(game: GameState, creature: Creature, table: Table, lines: list[str]) -> None:
    """A Hole sends the creature to any board edge or another revealed Hole, and takes its reveal
    markers off (a Heavy, who may never hide, and a creature carrying something noisy keep theirs)."""
    if can_hide(game, creature):
        creature.hidden = True
        lines.append(f"  {creature.name} goes to any board edge or another revealed Hole (part of its move),"
                     " losing its reveal markers.")
    else:
        lines.append(f"  {creature.name} goes to any board edge or another revealed Hole (part of its move); "
                     f"it stays revealed ({'a ' + creature.type.capitalize() + ' may not hide' if not creature.carrying else 'carrying the ' + creature.carrying}).")
    pos = ask_position(game, table, creature.name, "where it comes out of the Hole")
    if pos is not None:
        creature.pos = pos
        lines.append(f"  {creature.name} comes out at {where(pos)}.")


def _forest(game: GameState, spot: BlipSpot, creature: Creature, tree: Figure, kind: str,
            table: Table) -> list[str]:
    chart = game.scenario.chart.get(kind, "")
    lines = [f"  The Haunted Forest: {chart}"]
    spot.resolved = True
    if kind == "hole":
        tree.dice = max(1, tree.dice - 1)
        lines.append(f"  {tree.id} now rolls {plural(tree.dice, 'die')}.")
        _through_hole(game, creature, table, lines)  # "follows the normal rules for holes" too
        return lines
    if kind == "wanderer" and "loot" in game.type_defs[creature.type].may_not:
        lines.append(f"  A {game.type_defs[creature.type].name} may not Loot: the Wanderer stays in the sleeping tree.")
        return lines
    if kind == "wanderer":
        result = fight(game.chance, table, PlayerSide(creature.name, creature.dice + creature.count("greedy"),
                                                          veteran=creature.veteran),
                       Side(tree.id, tree.dice), "free the Wanderer")
        lines.append("  " + result.line(creature.name, tree.id))
        if result.outcome.winner == "attacker":
            game.add_tin(creature, 1, lines, "the freed Wanderer's reward")
            return lines
    if kind == "hunter":
        tree.extra["loot"] = "hunter"
    wake_tree(tree, lines)
    human_attack(game, tree, creature, table, lines, ranged=False)
    return lines


def spill_leaves(game: GameState, pile: Figure, creature: Creature, table: Table, lines: list[str]) -> None:
    """A failed wreck: a random blip from the rest of the bag is revealed on the spot."""
    spot = BlipSpot(f"B{len(game.blips) + 1}", pos=pile.pos)
    game.blips[spot.id] = spot
    lines.append(f"  The leaves rustle: a blip ({spot.id}) is drawn from the bag and revealed on the spot.")
    lines.extend("  " + line for line in resolve_blip(game, spot, creature, table))


def alarm(game: GameState, sign: Figure, creature: Creature, table: Table, lines: list[str]) -> None:
    """Signs: a failed loot sounds the alarm, revealing every blip inside that sign's building."""
    inside = [b for b in game.blips.values() if b.building == sign.extra.get("building") and not b.revealed]
    lines.append(f"  ALARM! {len(inside)} blip{'s' if len(inside) != 1 else ''} in {sign.extra.get('building')} "
                 "are revealed.")
    for spot in inside:
        lines.extend("  " + line for line in resolve_blip(game, spot, creature, table))
