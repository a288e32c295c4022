"""The Haunted Forest's Tree turn: sleeping trees near models may awaken and attack the nearest
model; awake trees with nobody near may fall asleep. A stunned tree loses the turn and recovers
(designed, as for the Humans). With positions given, who is adjacent or within 1 stick is measured."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goblinkit.assistant.gobbledygook.harm import human_attack
from goblinkit.assistant.gobbledygook.measure import nearest_creature, within_reach
from goblinkit.assistant.gobbledygook.positions import ADJACENT, STICK, distance
from goblinkit.assistant.gobbledygook.state import Creature, Figure
from goblinkit.assistant.core.table import Table

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState


def wake_tree(tree: Figure, lines: list[str]) -> None:
    tree.awake = True
    lines.append(f"  {tree.id} AWAKENS (a reveal marker goes beside it).")


def _near(game: GameState, table: Table, tree: Figure, question: str, adjacent_any: bool) -> bool:
    """Awaken: any model adjacent or a revealed one within 1 stick (`adjacent_any`); sleep: any model
    within 1 stick. Measured when the tree and every creature have positions, else asked."""
    pool: list[Creature] = [c for c in game.creatures.values() if not c.ko]
    if tree.pos is None or any(c.pos is None for c in pool):
        return table.yes_no(question)
    if adjacent_any:
        return any(distance(tree.pos, c.pos) <= (STICK if not c.hidden else ADJACENT) + 1e-9
                   for c in pool if c.pos is not None)  # all placed: asked above otherwise
    return any(distance(tree.pos, c.pos) <= STICK + 1e-9 for c in pool if c.pos is not None)


def tree_turn(game: GameState, table: Table, lines: list[str]) -> None:
    lines.append("TREE TURN.")
    trees = []
    for tree in game.living("tree"):
        if tree.stunned:
            tree.stunned = False
            lines.append(f"{tree.id} is stunned: it loses this turn and recovers.")
        else:
            trees.append(tree)
    for tree in trees:
        if tree.awake:
            continue
        if _near(game, table, tree, f"Is any model adjacent to {tree.id}, or a revealed model within 1 stick?", True):
            dice = game.chance.roll(tree.dice, 6, f"{tree.id} stirs")
            woke = 6 in dice
            lines.append(f"{tree.id} rolls to awaken: {' '.join(map(str, sorted(dice, reverse=True)))}"
                         + (": a 6!" if woke else ": it sleeps on."))
            if woke:
                wake_tree(tree, lines)
                _tree_attack(game, tree, table, lines)
    for tree in trees:
        if tree.awake and not tree.extra.get("attacked") and not tree.gone:
            _tree_attack(game, tree, table, lines)
        tree.extra.pop("attacked", None)
    for tree in trees:
        if tree.awake and not tree.gone and not _near(game, table, tree,
                                                      f"Is any model within 1 stick of awake {tree.id}?", False):
            dice = game.chance.roll(tree.left, 6, f"{tree.id} tires")
            stays = 6 in dice
            lines.append(f"{tree.id} has nobody near: rolls {' '.join(map(str, sorted(dice, reverse=True)))}"
                         + (": a 6, it stays awake." if stays else ": it goes back to sleep."))
            tree.awake = stays


def _tree_attack(game: GameState, tree: Figure, table: Table, lines: list[str]) -> None:
    pool = [c for c in game.creatures.values() if not c.ko]
    if not pool:
        return
    prey = nearest_creature(table, tree.id, pool, "", tree.pos)
    if within_reach(table, f"Is {prey.name} within {tree.id}'s reach (adjacent)?", tree.pos, prey.pos, ADJACENT):
        lines.append(f"{tree.id} lashes out at {prey.name} (nearest model):")
        human_attack(game, tree, prey, table, lines, ranged=False)
        tree.extra["attacked"] = True
    else:
        lines.append(f"{tree.id} (awake) cannot reach {prey.name}, the nearest model.")
