"""Creatures in a fight: their defence dice, the Noisy reroll from the shadows, hits and Stuns,
Gang Up, the Stun that is the most another Brood may do, and a Human's (or a tree's) attack on a
creature. Shared by the players' actions, the blips and the Humans turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goblinkit.assistant.gobbledygook.combat import Fight, PlayerSide, Side, fight
from goblinkit.assistant.gobbledygook.conditions import defence_food
from goblinkit.assistant.gobbledygook.state import Creature, Figure
from goblinkit.assistant.core.table import Table

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState


def noisy_near(game: GameState, *busy: str) -> tuple[str, ...]:
    """Hidden creatures with Noisy who are not in the fight (the table says if one is within 2 sticks)."""
    return tuple(c.name for c in game.creatures.values()
                 if c.count("noisy") and c.hidden and not c.ko and not c.stunned and c.name not in busy)


def noisy_used(game: GameState, result: Fight, lines: list[str]) -> None:
    if result.noisy:
        game.creature(result.noisy).hidden = False
        lines.append(f"  {result.noisy} used Noisy and is revealed.")


def defend_dice(game: GameState, table: Table, creature: Creature, lines: list[str], cover: bool = False,
                ambush: bool = False) -> int:
    """Armored, cover (ranged), Clever against an ambush, and the Brood's Food if it eats some now."""
    return creature.dice + creature.count("armored") + int(cover) + (creature.count("clever") if ambush else 0) \
        + defence_food(game, table, creature, lines)


def hurt_creature(game: GameState, creature: Creature, overkill: int, lines: list[str], stun_only: bool = False) -> None:
    """The loser of a fight takes one hit per overkill, or a Stun; stunned or hit, it drops what it carries."""
    if overkill and not stun_only:
        creature.hits = min(creature.dice, creature.hits + overkill)
        lines.append(f"  {creature.name} takes {overkill} hit{'s' if overkill > 1 else ''}"
                     + (": KOed!" if creature.ko else f" ({creature.dice - creature.hits} left)."))
        if creature.ko and creature.count("rediculous"):
            game.add_brag(creature, creature.count("rediculous"), lines, "Rediculous: KOed")
    else:
        creature.stunned = True
        lines.append(f"  {creature.name} is Stunned.")
    if creature.carrying:
        lines.append(f"  {creature.name} drops the {creature.carrying}.")
        creature.carrying = None


def gang_up(creature: Creature, lines: list[str]) -> None:
    """A Minion whose attack failed (any attack: a Human, a thing, another Brood, a bomb) may reroll
    1 die on its next attack."""
    if creature.type == "minion":
        creature.gang_up = True
        lines.append(f"  Gang Up: {creature.name}'s next attack may reroll 1 die.")


def stun_rival(game: GameState, attacker: Creature, target: Creature, lines: list[str]) -> None:
    """Another Brood's model takes at most a Stun; stunning a Brood with more Brag earns 1 Brag."""
    hurt_creature(game, target, 0, lines, stun_only=True)
    lines.append("  (the most you can do to another Brood's model is a Stun)")
    if game.brag[target.brood] > game.brag[attacker.brood]:
        game.add_brag(attacker, 1, lines, "stunned a Brood with more Brag")


def human_attack(game: GameState, figure: Figure, creature: Creature, table: Table, lines: list[str],
                 ranged: bool, ambush: bool = False, defender_hidden: bool = False, sticks: int = 1,
                 cover: bool = False) -> None:
    """A Human, a tree or the Wagon attacks a creature: compare the rolls, hits or a Stun for the
    creature; a defender's overkill in melee stuns the attacker (rulebook line 126), unless the
    defender is stunned or the attacker a thing."""
    dice = max(0, figure.dice - (sticks - 1 if ranged else 0))
    defence = defend_dice(game, table, creature, lines, cover and ranged, ambush)
    result = fight(game.chance, table, Side(figure.id, dice, passive=figure.passive),
                   PlayerSide(creature.name, defence, reroll=defender_hidden, veteran=creature.veteran), "shoots" if ranged else "melee",
                   noisy_near(game, creature.name))
    creature.hidden = False
    lines.append("  " + result.line(figure.id, creature.name))
    noisy_used(game, result, lines)
    if result.outcome.winner == "attacker":
        hurt_creature(game, creature, result.outcome.overkill, lines)
    elif (not ranged and result.outcome.winner == "defender" and result.outcome.overkill and not figure.passive
          and not creature.stunned):
        figure.stunned = True
        lines.append(f"  {figure.id} is Stunned by {creature.name}'s defence.")
