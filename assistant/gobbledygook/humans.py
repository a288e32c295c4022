"""The Humans turn: every non-player figure in order, each step explained.

What only the table knows (which creature is nearest, is it within reach, is there cover) is
asked through the table questions; the answers are part of the log, so a replay asks nobody.
Where the rulebook is silent the choice is documented here (origin: designed): a Hound moves 1
stick, a Hunter shoots up to 3 sticks, a Wanderer drifts 1 stick at random (a pranked one flees),
a stunned Human (or tree) skips its turn and recovers. "In range" (rulebook lines 82-83): a Hound
reaches what a 1 stick move brings it adjacent to; a Hunter that, or what it can shoot. With no
revealed creature in range a Hound sniffs toward the nearest hidden creature and a Hunter toward
the nearest unrevealed blip; only when there is none of those does it close in on the revealed.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from goblinkit.assistant.core.chance import PLAYER
from goblinkit.assistant.gobbledygook.harm import human_attack
from goblinkit.assistant.gobbledygook.measure import ask_position, nearest_creature, within_reach
from goblinkit.assistant.gobbledygook.positions import ADJACENT, STICK, Point, distance, nearest, toward, where
from goblinkit.assistant.gobbledygook.state import Creature, Figure
from goblinkit.assistant.gobbledygook.trees import tree_turn
from goblinkit.assistant.core.table import Table

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.protocol import GameState

HUNTER_RANGE = 3
ROAD_STICKS = 6


def clock(game: GameState, figure: Figure) -> str:
    """Move 1 stick in a random direction read on a clock face: the rulebook's Clanker move, one die
    doubled (2, 4 ... 12 o'clock), as the scenario's `random_direction` says. With positions, 12
    o'clock points along +y and 3 o'clock along +x (designed), and the figure moves (not off the
    table's near edges)."""
    rule = game.scenario.random_direction
    dice = game.chance.roll(rule.dice, 6, f"{figure.id}'s random direction")
    hour = sum(dice) * rule.times
    shown = " ".join(map(str, dice))
    text = f"toward {hour} o'clock ({'a ' + shown if rule.dice == 1 else shown}{', doubled' if rule.times == 2 else ''})"
    if figure.pos is not None:
        angle = math.radians(90 - 30 * hour)
        figure.pos = (round(max(0.0, figure.pos[0] + STICK * math.cos(angle)), 2),
                      round(max(0.0, figure.pos[1] + STICK * math.sin(angle)), 2))
        text += f": put it at {where(figure.pos)}"
    return text


def _targets(game: GameState, revealed: bool) -> list[Creature]:
    return [c for c in game.creatures.values() if not c.ko and (not c.hidden) == revealed]


def _step(figure: Figure, target: Point | None, lines: list[str], text: str, stop_short: float = ADJACENT) -> None:
    """Say the move; with positions known, move the figure and say where to put it."""
    if figure.pos is not None and target is not None:
        figure.pos = toward(figure.pos, target, STICK, stop_short)
        text += f": put it at {where(figure.pos)}"
    lines.append(text + ".")


def _hound(game: GameState, hound: Figure, table: Table, lines: list[str]) -> None:
    revealed = _targets(game, True)
    chase = None
    if revealed:
        chase = nearest_creature(table, hound.id, revealed, "revealed", hound.pos)
        if within_reach(table, f"Can {hound.id} reach {chase.name} with a 1 stick move (end adjacent)?", hound.pos,
                        chase.pos, STICK + ADJACENT):
            _step(hound, chase.pos, lines, f"{hound.id} moves to {chase.name} (revealed, nearest) and attacks")
            lines[-1] = lines[-1][:-1] + ":"
            human_attack(game, hound, chase, table, lines, ranged=False)
            return
    hidden = _targets(game, False)
    if not hidden:
        if chase is not None:
            _step(hound, chase.pos, lines, f"{hound.id} moves 1 stick toward {chase.name} (revealed, nearest, out of "
                                           "range; nobody is hidden)")
        else:
            lines.append(f"{hound.id} has nobody to hunt and waits.")
        return
    prey = nearest_creature(table, hound.id, hidden, "hidden", hound.pos)
    why = "; no revealed creature in range" if chase is not None else ""
    _step(hound, prey.pos, lines, f"{hound.id} sniffs 1 stick toward {prey.name} (hidden, nearest{why})")
    if within_reach(table, f"Does {hound.id} end adjacent to {prey.name}?", hound.pos, prey.pos, ADJACENT):
        prey.hidden = False
        lines.append(f"  {prey.name} is sniffed out: revealed!")


def _hunter(game: GameState, hunter: Figure, table: Table, lines: list[str]) -> None:
    aboard = bool(hunter.extra.get("on_wagon"))
    revealed = _targets(game, True)
    if revealed:
        prey = nearest_creature(table, hunter.id, revealed, "revealed", hunter.pos)
        if not aboard and within_reach(table, f"Is {prey.name} adjacent to {hunter.id} (or within a 1 stick move)?",
                                       hunter.pos, prey.pos, STICK + ADJACENT):
            _step(hunter, prey.pos, lines, f"{hunter.id} closes in on {prey.name} (revealed, nearest) and melees")
            lines[-1] = lines[-1][:-1] + ":"
            human_attack(game, hunter, prey, table, lines, ranged=False)
            return
        if hunter.pos is not None and prey.pos is not None:
            sticks = max(1, math.ceil(distance(hunter.pos, prey.pos) / STICK - 1e-9))
        else:
            sticks = table.number(f"How many sticks from {hunter.id} to {prey.name} (0 if out of sight)?", 0, 99)
        if 1 <= sticks <= HUNTER_RANGE:
            cover = table.yes_no(f"Is {prey.name} in cover from {hunter.id}?")
            lines.append(f"{hunter.id} shoots {prey.name} (revealed, nearest, {sticks} stick{'s' if sticks > 1 else ''}"
                         + (", in cover" if cover else "") + (", from the Wagon" if aboard else "") + "):")
            human_attack(game, hunter, prey, table, lines, ranged=True, sticks=sticks, cover=cover)
            return
        if aboard:
            lines.append(f"{hunter.id} on the Wagon has no target in range.")
            return
    elif aboard:
        lines.append(f"{hunter.id} on the Wagon sees no revealed target.")
        return
    blips = [b for b in game.blips.values() if not b.revealed]
    if blips:
        measured = nearest(hunter.pos, [(b.id, b.pos) for b in blips])
        spot = measured[0] if measured else table.choose(f"Which unrevealed blip is nearest to {hunter.id}?",
                                                         [b.id for b in blips], "nearest-blip")
        why = "no revealed creature in range" if revealed else "no revealed creature"
        _step(hunter, game.blips[spot].pos, lines,
              f"{hunter.id} moves 1 stick toward {spot} ({why}; nearest unrevealed blip)")
    elif revealed:
        _step(hunter, prey.pos, lines, f"{hunter.id} moves 1 stick toward {prey.name} (revealed, nearest, out of "
                                       "range; no unrevealed blip)")
    else:
        lines.append(f"{hunter.id} finds nothing to hunt and waits.")


def _wanderer(game: GameState, wanderer: Figure, table: Table, lines: list[str]) -> None:
    if wanderer.reveal:
        lines.append(f"{wanderer.id} (pranked) flees 1 stick toward the nearest board edge.")
    else:
        lines.append(f"{wanderer.id} wanders 1 stick {clock(game, wanderer)}.")


def night_watch(game: GameState, table: Table, lines: list[str]) -> None:
    """No Hunter or Hound on the board: each player rolls 1 die per 2 active models."""
    if game.living("hound") or game.living("hunter"):
        return
    rolls = {}
    for brood in game.broods:
        active = sum(1 for c in game.creatures.values() if c.brood == brood["name"] and not c.ko)
        count = max(1, active // 2) if active else 0
        if count:
            rolls[brood["name"]] = game.chance.roll(count, 6, f"{brood['name']}'s Night Watch roll", PLAYER)
    if not rolls:
        return
    shown = "; ".join(f"{name} {' '.join(map(str, r))}" for name, r in rolls.items())
    doubles = {name: max(d for d in r if r.count(d) > 1) for name, r in rolls.items() if len(set(r)) < len(r)}
    if doubles:
        top = max(doubles.values())
        who = [n for n, d in doubles.items() if d == top]
        kind = "hunter"
    else:
        top = max(max(r) for r in rolls.values())
        who = [n for n, r in rolls.items() if max(r) == top]
        kind = "hound"
    placer = who[0] if len(who) == 1 else table.choose(f"Tied Night Watch rolls: who places the {kind}?", who, "tie")
    figure = game.new_figure(kind, 3 if kind == "hunter" else 2)
    lines.append(f"NIGHT WATCHMEN (no Hunter or Hound on the board): {shown}. "
                 + (f"Doubles: {placer} places {figure.id} at their board edge." if kind == "hunter" else
                    f"No doubles: {placer} (highest) places {figure.id} at their board edge."))
    table.told(lines)
    figure.pos = ask_position(game, table, figure.id, f"at the board edge of {placer}")
    if figure.pos is not None:
        lines.append(f"  {figure.id} is at {where(figure.pos)}.")


def _wagon(game: GameState, wagon: Figure, table: Table, lines: list[str]) -> None:
    road = int(game.setup.get("road") or ROAD_STICKS)
    wagon.extra["sticks"] = wagon.extra.get("sticks", 0) + 2
    lines.append(f"The Wagon rolls 2 sticks down the road ({min(wagon.extra['sticks'], road)} of {road}).")
    victims = [c.name for c in game.creatures.values() if not c.ko]
    hit = table.choose("Does the Wagon run into a model on its way?", ["nobody"] + victims, "wagon-collision")
    if hit != "nobody":
        creature = next(c for c in game.creatures.values() if c.name == hit)
        lines.append(f"  It runs into {creature.name}: a 3 die melee attack.")
        human_attack(game, Figure("wagon-collision", "wagon", 3, passive=True), creature, table, lines, ranged=False)
        if not creature.ko:
            lines.append(f"  {creature.name} survives and is pushed to the nearest road edge.")
    if wagon.extra["sticks"] >= road:
        wagon.gone = True
        for hunter in [h for h in game.living("hunter") if h.extra.get("on_wagon")]:
            hunter.gone = True
        lines.append("  The Wagon leaves the board (with any Hunters aboard).")


def _clanker(game: GameState, clanker: Figure, table: Table, lines: list[str]) -> None:
    lines.append(f"{clanker.id} clanks 1 stick {clock(game, clanker)}.")
    revealed = [c.name for c in _targets(game, True)]
    chosen: list[str] = []
    while revealed:
        options = ["none"] + [n for n in revealed if n not in chosen]
        pick = table.choose(f"Revealed targets within {clanker.id}'s range, nearest (equally near ones too)?",
                            options if chosen else options, "clanker-target")
        if pick == "none":
            break
        chosen.append(pick)
        if not table.yes_no(f"Is another revealed target exactly as near to {clanker.id}?"):
            break
    if not chosen:
        lines.append(f"  No revealed target in range: {clanker.id} moves 1 more stick {clock(game, clanker)}.")
        return
    dice = clanker.left
    shares = [dice // len(chosen) + (1 if i < dice % len(chosen) else 0) for i in range(len(chosen))]
    for name, share in zip(chosen, shares):
        creature = next(c for c in game.creatures.values() if c.name == name)
        lines.append(f"  {clanker.id} fires {share} di{'ce' if share != 1 else 'e'} at {name}"
                     + (" (dice split between equally near targets)" if len(chosen) > 1 else "") + ":")
        human_attack(game, Figure(clanker.id, "clanker", share), creature, table, lines, ranged=True)


RUNNERS = {"hounds": ("hound", _hound), "hunters": ("hunter", _hunter), "wanderers": ("wanderer", _wanderer),
           "clankers": ("clanker", _clanker)}


def spot_the_hidden(game: GameState, figure: Figure, table: Table, lines: list[str]) -> None:
    """"During the enemy turn, an enemy within 1 stick has a clear view of you (you have no cover)":
    with positions, each hidden creature within 1 stick of a Human that has acted is checked (cover
    is asked: only the table sees it). Without positions the players say so: `set NAME spotted`."""
    if figure.pos is None or figure.gone:
        return
    for creature in _targets(game, False):
        if creature.pos is None or distance(figure.pos, creature.pos) > STICK + 1e-9:
            continue
        if table.yes_no(f"{creature.name} is within 1 stick of {figure.id}: is it in the open (no cover)?"):
            creature.hidden = False
            lines.append(f"  {figure.id} spots {creature.name} in the open: revealed.")


def humans_turn(game: GameState, table: Table) -> list[str]:
    lines = [f"THE HUMANS TURN (round {game.round})."]
    order = list(game.scenario.humans)
    if "night-watch" in order:
        night_watch(game, table, lines)
    for part in order:
        table.told(lines)  # what happened so far comes before the next figure's questions
        if part == "trees":
            tree_turn(game, table, lines)
        elif part in RUNNERS:
            kind, run = RUNNERS[part]
            for figure in game.living(kind):
                if figure.stunned:
                    figure.stunned = False
                    lines.append(f"{figure.id} is stunned: it loses this turn and recovers.")
                    continue
                table.told(lines)
                run(game, figure, table, lines)
                spot_the_hidden(game, figure, table, lines)
        elif part == "wagon":
            for wagon in game.living("wagon"):
                _wagon(game, wagon, table, lines)
        elif part in ("leaf-piles", "signs"):
            left = game.living("leaf-pile" if part == "leaf-piles" else "sign")
            if left:
                lines.append(f"{len(left)} {part.replace('-', ' ')} still stand (they do not act).")
    if len(lines) == 1:
        lines.append("No Human is on the board.")
    return lines
