"""What the players' creatures do, resolved by the rulebook: reveal a blip, MAYHEM (melee or
ranged), LOOT, PRANK, and the single rolls (ESCAPE, RESCUE, REVIVE, SCRABBLE)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.chance import PLAYER
from goblinkit.assistant.gobbledygook import allowed
from goblinkit.assistant.gobbledygook.blips import alarm, resolve_blip, spill_leaves
from goblinkit.assistant.gobbledygook.checks import LIVING, require_shot_dice, sticks_of
from goblinkit.assistant.gobbledygook.combat import PlayerSide, Side, fight
from goblinkit.assistant.gobbledygook.conditions import food_die, hide
from goblinkit.assistant.gobbledygook.harm import (defend_dice, gang_up, human_attack, hurt_creature, noisy_near,
                                                   noisy_used, stun_rival)
from goblinkit.assistant.gobbledygook.moving import step
from goblinkit.assistant.gobbledygook.positions import ADJACENT, STICK
from goblinkit.assistant.gobbledygook.state import Creature, Figure
from goblinkit.assistant.gobbledygook.things import hurt_figure
from goblinkit.assistant.core.table import Table
from goblinkit.assistant.core.names import plural

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState

def reveal(game: GameState, act: dict[str, Any], table: Table) -> list[str]:
    creature, spot = allowed.reveal(game, act)
    move = step(creature, act, 2, "revealing the blip it moves onto takes no action")
    move.reach(spot.id, spot.pos, ADJACENT, "a blip is revealed by moving onto it (within 1 inch)")
    lines = move.make(game)
    if spot.pos is None:  # designed: a blip nobody placed stands where its revealer does
        spot.pos = move.to
    return lines + resolve_blip(game, spot, creature, table, lines)


def attack(game: GameState, act: dict[str, Any], table: Table) -> list[str]:
    """MAYHEM: a melee or ranged attack on a Human, a thing, or another Brood's creature."""
    creature, rival, figure = allowed.attack(game, act)
    ranged = act.get("mode") == "ranged"
    sticks = sticks_of(act)
    bonus = creature.count("choppy") if not ranged else 0
    penalty = max(0, sticks - 1) if ranged else 0
    target_ref = act["target"]
    name, there = (rival.name, rival.pos) if rival is not None else (figure.id, figure.pos)  # type: ignore[union-attr]  # figure is set when rival is None
    unseen = rival is not None and rival.hidden  # no free melee on a target hidden before the move
    move = step(creature, act, 1 if ranged or unseen else 2,
                "the shot takes the other action" if ranged else
                "a melee on a target hidden before the move takes the other action" if unseen else
                "the melee at the end of a move is free")
    if ranged:
        sticks = move.sticks(name, there, act.get("sticks")) or sticks
        penalty = max(0, sticks - 1)
        marked = [(1, f"{figure.id}'s reveal marker")] if figure is not None and figure.reveal else []
        require_shot_dice(creature.name, "shoot at", name, plural(creature.dice, "die"),
                          [(creature.dice, "")] + marked + ([(1, "Food")] if act.get("food") else []), sticks)
    else:
        move.reach(name, there, ADJACENT, "a melee attack must be adjacent (within 1 inch, base to base)")
    moved = move.make(game)
    hidden = creature.hidden
    creature.hidden = False
    lines = moved + [f"{creature.name} {'shoots at' if ranged else 'attacks'} {target_ref}"
             + (f" ({sticks} sticks, -{penalty} die)" if penalty else "") + (" from hiding" if hidden else "") + ":"]
    if rival is not None:
        return lines + _attack_creature(game, creature, rival, ranged, bonus - penalty,
                                        bool(act.get("cover")), hidden, table, act)
    assert figure is not None
    living = figure.kind in LIVING
    reroll = (hidden and living) or creature.gang_up
    dice = creature.dice + bonus - penalty + (1 if figure.reveal else 0) + food_die(game, creature, act, lines)
    defence = figure.dice + (1 if ranged and act.get("cover") else 0)
    result = fight(game.chance, table, PlayerSide(creature.name, dice, reroll, creature.veteran),
                   Side(figure.id, defence, passive=figure.passive),
                   "mayhem", noisy_near(game, creature.name))
    lines.append("  " + result.line(creature.name, figure.id))
    noisy_used(game, result, lines)
    creature.gang_up = False
    if result.outcome.winner == "attacker":
        hurt_figure(game, figure, result.outcome.overkill, creature, lines, table)
    else:
        _failed(game, creature, figure, result.outcome, lines, table, ranged)
    return lines


def _failed(game: GameState, creature: Creature, figure: Figure, outcome: Any, lines: list[str], table: Table,
            ranged: bool) -> None:
    """A failed attack: Gang Up for a Minion; in melee, a defender's overkill stuns the attacker."""
    gang_up(creature, lines)
    if not ranged and outcome.winner == "defender" and outcome.overkill and not figure.passive and not figure.stunned:
        hurt_creature(game, creature, 0, lines)
    if figure.kind == "leaf-pile":
        spill_leaves(game, figure, creature, table, lines)


def _attack_creature(game: GameState, creature: Creature, target: Creature, ranged: bool, modifier: int,
                     cover: bool, hidden: bool, table: Table, act: dict[str, Any]) -> list[str]:
    lines: list[str] = []
    target.hidden = False
    dice = creature.dice + modifier + food_die(game, creature, act, lines, indent="  ")
    result = fight(game.chance, table, PlayerSide(creature.name, dice, hidden or creature.gang_up, creature.veteran),
                   PlayerSide(target.name, defend_dice(game, table, target, lines, cover and ranged), veteran=target.veteran,
                        stunned=target.stunned),
                   "mayhem", noisy_near(game, creature.name, target.name))
    lines.append("  " + result.line(creature.name, target.name))
    noisy_used(game, result, lines)
    creature.gang_up = False
    if result.outcome.winner != "attacker":
        gang_up(creature, lines)
    if result.outcome.winner == "attacker":
        stun_rival(game, creature, target, lines)
    elif not ranged and result.outcome.winner == "defender" and result.outcome.overkill and not target.stunned:
        hurt_creature(game, creature, 0, lines)
    return lines


def loot(game: GameState, act: dict[str, Any], table: Table) -> list[str]:
    creature, figure = allowed.loot(game, act)
    move = step(creature, act, 1, "the LOOT takes the other action")
    if figure.kind == "sign":
        move.reach(figure.id, figure.pos, ADJACENT, "a sign is looted from next to it (within 1 inch)")
    else:
        move.reach(figure.id, figure.pos, STICK, "LOOT reaches 1 stick, like a PRANK (moving adjacent reveals you)")
    move.quiet(game, "loot")
    lines = move.make(game) + [f"{creature.name} tries to LOOT {figure.id}:"]
    dice = creature.dice + creature.count("greedy") + (1 if figure.reveal else 0) + food_die(game, creature, act, lines)
    defence = figure.left if figure.kind == "clanker" else figure.dice
    result = fight(game.chance, table, PlayerSide(creature.name, dice, veteran=creature.veteran),
                   Side(figure.id, defence), "loot")
    lines.append("  " + result.line(creature.name, figure.id))
    if result.outcome.winner == "tie" and figure.kind != "sign":
        lines.append("  A tie: nothing is taken, and nobody notices.")
        return lines
    if result.outcome.winner != "attacker":
        creature.hidden = False
        lines.append(f"  {creature.name} is revealed!")
        if figure.kind == "sign":
            alarm(game, figure, creature, table, lines)
        elif figure.stunned:
            lines.append(f"  {figure.id} is stunned and cannot strike back.")
        else:
            lines.append(f"  {figure.id} strikes back at once:")
            human_attack(game, figure, creature, table, lines, ranged=False)
        return lines
    if figure.kind == "sign":
        figure.gone = True
        creature.carrying = "sign"
        creature.hidden = False
        choice = table.choose(f"{creature.name} steals the sign: 1 Tin or 3 Brag?", ["tin", "brag"], "sign-reward")
        lines.append(f"  {creature.name} steals {figure.id} (carry it: noisy).")
        lines.append(f"  {creature.name} is revealed while carrying it (noisy).")
        game.add_tin(creature, 1, lines, "a sign") if choice == "tin" else game.add_brag(creature, 3, lines, "a sign")
        return lines
    if result.outcome.overkill:
        game.add_tin(creature, 1, lines, "loot with overkill")
    else:
        game.add_brag(creature, 1, lines, "loot without overkill")
    if figure.kind == "wanderer":
        figure.gone = True
        lines.append(f"  {figure.id} flees the board.")
        spot = figure.extra.get("blip")
        if spot:
            game.blips[spot].resolved = True
    elif figure.kind == "hunter":
        figure.looted = True
    else:
        figure.extra["looted"] = figure.extra.get("looted", 0) + 1
    return lines


def prank(game: GameState, act: dict[str, Any], table: Table) -> list[str]:
    creature, figure = allowed.prank(game, act)
    defence = 2 if figure.kind == "clanker" else figure.dice
    move = step(creature, act, 1, "the PRANK takes the other action")
    move.reach(figure.id, figure.pos, STICK, "a PRANK reaches 1 stick")
    move.quiet(game, "prank")
    lines = move.make(game) + [f"{creature.name} pranks {figure.id}:"]
    dice = creature.dice + food_die(game, creature, act, lines)
    result = fight(game.chance, table, PlayerSide(creature.name, dice, veteran=creature.veteran),
                   Side(figure.id, defence), "prank")
    lines.append("  " + result.line(creature.name, figure.id))
    if figure.kind == "leaf-pile":
        if result.outcome.winner == "attacker":
            hurt_figure(game, figure, 0, creature, lines, table)
        else:
            spill_leaves(game, figure, creature, table, lines)
        return lines
    if result.outcome.winner == "attacker":
        figure.reveal += 1
        lines.append(f"  A reveal marker goes on {figure.id}: further Loot and Mayhem on it roll +1 die.")
    else:
        lines.append("  The prank fails, but you stay hidden.")
    return lines


def special_roll(game: GameState, act: dict[str, Any], table: Table) -> list[str]:
    kind = act["roll"]
    creature, target = allowed.roll(game, act)
    needs, bonus = allowed.ROLLS[kind]
    move = step(creature, act, 1, f"the {kind.upper()} takes the other action")
    if target is not None:
        move.reach(target.name, target.pos, ADJACENT, f"{kind.upper()} helps an adjacent creature (within 1 inch)")
    lines = move.make(game)
    count = creature.dice + (creature.count(bonus) if bonus else 0) + food_die(game, creature, act, lines, indent="")
    dice = game.chance.roll(count, 6, f"{creature.name}'s {kind}", PLAYER)
    shown = " ".join(map(str, sorted(dice, reverse=True)))
    if kind == "scrabble":
        fell = 1 in dice
        return lines + [f"{creature.name} scrabbles: {shown}: " + ("a 1, it slides back down!" if fell else "up it goes.")]
    ok = needs is not None and any(d in needs for d in dice)  # None: scrabble, answered above
    lines.append(f"{creature.name} tries to {kind.upper()}: {shown}: " + ("success!" if ok else "no luck."))
    if ok:
        if kind == "escape":
            creature.trapped = False
            game.add_brag(creature, 1, lines, "escaped a trap")
        elif kind == "rescue":
            assert target is not None  # checked above
            target.trapped = False
            game.add_brag(creature, 1, lines, f"rescued {target.name}")
        else:
            assert target is not None  # revive: checked above
            target.hits -= 1
            lines.append(f"  {target.name} has {target.dice - target.hits} hits left.")
            if target.brood != creature.brood:
                game.add_brag(creature, 1, lines, "revived another Brood's creature")
    return lines


def set_status(game: GameState, act: dict[str, Any]) -> list[str]:
    """What the table tells the assistant: HIDE, spotted, recover from a Stun, drop, a position."""
    creature = allowed.status(game, act)
    what = act["what"]
    if what == "hide":
        hide(game, creature)
        return [f"{creature.name} hides (reveal markers off)."]
    if what == "spotted":
        creature.hidden = False
        return [f"{creature.name} is revealed."]
    creature.stunned = False
    return [f"{creature.name} shakes off the Stun."]
