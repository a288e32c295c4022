"""Upgrades and scenario moves with their own procedure: the Bomber's bomb, Scry, and entering a
building in Signs (which reveals all its blips at once)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.chance import PLAYER
from goblinkit.assistant.gobbledygook import allowed
from goblinkit.assistant.gobbledygook.blips import hidden_kind, resolve_blip
from goblinkit.assistant.gobbledygook.checks import LIVING, require_shot_dice, sticks_of
from goblinkit.assistant.gobbledygook.combat import PlayerSide, Side, fight, offer_reroll
from goblinkit.assistant.gobbledygook.conditions import food_die
from goblinkit.assistant.gobbledygook.harm import defend_dice, gang_up, hurt_creature, stun_rival
from goblinkit.assistant.gobbledygook.moving import step
from goblinkit.assistant.gobbledygook.positions import STICK
from goblinkit.assistant.gobbledygook.rolls import compare
from goblinkit.assistant.gobbledygook.things import hurt_figure
from goblinkit.assistant.core.table import Table

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState


def bomb(game: GameState, act: dict[str, Any], table: Table) -> list[str]:
    """Bomber: a 2 die ranged attack; its high die also hits everyone adjacent to the target; each 6
    rolled blows the Bomber up too (designed: 1 hit on the Bomber per 6)."""
    creature, figure = allowed.bomb(game, act)
    sticks = sticks_of(act)
    move = step(creature, act, 1, "the bomb takes the other action")
    sticks = move.sticks(figure.id, figure.pos, act.get("sticks")) or sticks
    if not figure.reveal and not act.get("food"):  # the range takes only the bomb's own 2 dice away
        require_shot_dice(creature.name, "throw a bomb at", figure.id, "the bomb's 2 dice", [(2, "")], sticks)
    moved = move.make(game)
    hidden = creature.hidden
    creature.hidden = False
    lines = moved + [f"{creature.name} throws a bomb at {figure.id}{' from hiding' if hidden else ''}:"]
    dice = max(0, 2 - (sticks - 1)) + (1 if figure.reveal else 0) + food_die(game, creature, act, lines)
    reroll = (hidden and figure.kind in LIVING) or creature.gang_up  # a ranged attack like any other
    result = fight(game.chance, table, PlayerSide(creature.name, dice, reroll, creature.veteran),
                   Side(figure.id, figure.dice + int(bool(act.get("cover")))), "bomb")
    creature.gang_up = False
    lines.append("  " + result.line(creature.name, figure.id))
    if result.outcome.winner == "attacker":
        hurt_figure(game, figure, result.outcome.overkill, creature, lines, table)
    else:
        gang_up(creature, lines)
    high = max(result.attack, default=0)
    others = [c.name for c in game.creatures.values() if not c.ko and c is not creature] + \
             [f.id for f in game.figures.values() if not f.gone and f is not figure]
    splashed: list[str] = []
    while high and others:
        pick = table.choose(f"Who else is adjacent to {figure.id} (the bomb's {high} hits them)?",
                            ["nobody", *[o for o in others if o not in splashed]], "bomb-splash")
        if pick == "nobody":
            break
        splashed.append(pick)
        if pick in [c.name for c in game.creatures.values()]:
            victim = next(c for c in game.creatures.values() if c.name == pick)
            defence = game.chance.roll(defend_dice(game, table, victim, lines), 6, f"{pick} defending from the blast", PLAYER)
            note = offer_reroll(game.chance, table, PlayerSide(pick, len(defence), veteran=victim.veteran), defence, [high])
            outcome = compare([high], defence)
            lines.append(f"  The blast ({high}) vs {pick}'s {' '.join(map(str, sorted(defence, reverse=True)))}{note}: "
                         f"{outcome}")
            if outcome.winner == "attacker" and victim.brood != creature.brood:
                stun_rival(game, creature, victim, lines)
            elif outcome.winner == "attacker":
                hurt_creature(game, victim, outcome.overkill, lines)
        else:
            other = game.figure(pick)
            defence = game.chance.roll(other.dice, 6, f"{pick} defending from the blast")
            outcome = compare([high], defence)
            lines.append(f"  The blast ({high}) vs {pick}'s {' '.join(map(str, sorted(defence, reverse=True)))}: {outcome}")
            if outcome.winner == "attacker":
                hurt_figure(game, other, outcome.overkill, creature, lines, table)
    sixes = result.attack.count(6)
    if sixes:
        lines.append(f"  {sixes} six{'es' if sixes > 1 else ''}: {creature.name} blows itself up too!")
        hurt_creature(game, creature, sixes, lines)
    return lines


def scry(game: GameState, act: dict[str, Any]) -> list[str]:
    """Scry: look at a blip within 1 stick without revealing it (the assistant tells you alone)."""
    creature, spot = allowed.scry(game, act)
    move = step(creature, act, 1, "the Scry takes the other action")
    move.reach(spot.id, spot.pos, STICK, "Scry examines a blip within 1 stick")
    lines = move.make(game)
    spot.known = hidden_kind(game, spot, f"what {spot.id} hides (scried)")
    return lines + [f"{creature.name} scries {spot.id}: it is a {game.blip_defs[spot.known].name.upper()} "
                    "(it stays face down)."]


def enter_building(game: GameState, act: dict[str, Any], table: Table) -> list[str]:
    """Signs: entering a building reveals all the blips inside at once."""
    creature, inside = allowed.enter(game, act)
    move = step(creature, act, 2, "walking in takes no action")
    lines = move.make(game)
    for spot in inside:  # designed: blips nobody placed stand where the creature walked in
        spot.pos = spot.pos or move.to
    lines += [f"{creature.name} enters {act['building']}: {len(inside)} blip{'s' if len(inside) != 1 else ''} "
             "revealed at once."]
    for spot in inside:
        lines.extend("  " + line for line in resolve_blip(game, spot, creature, table))
    return lines
