"""Ranged Combat: weapons (Stuff or a Special Skill), range and line of sight on the board, Repeat,
the Tommy Gun's triple, and Fallout with collateral damage."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.chance import whose
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes import combat, rules, scoring
from goblinkit.assistant.core.table import Table
from goblinkit.content.gobz_heroes.board import square_name

if TYPE_CHECKING:
    from goblinkit.content.gobz_heroes.models import Weapon


@dataclass(frozen=True)
class Arm:
    id: str  # a Stuff id or the skill id
    name: str
    weapon: Weapon
    to_hit: int = 0
    triple_knocks_out: bool = False


def arms(game: Any, gob_id: str) -> list[Arm]:
    """The weapons a Gob' may shoot with now."""
    gob, profile = game.gobz[gob_id], game.profiles[gob_id]
    found = [Arm(s, game.stuff_defs[s].name, game.stuff_defs[s].weapon, game.stuff_defs[s].to_hit,
                 game.stuff_defs[s].triple_knocks_out) for s in gob.stuff if game.stuff_defs[s].weapon]
    if profile.skill.weapon and game.skill_ready(gob_id):
        found.append(Arm(profile.skill.id, profile.skill.name, profile.skill.weapon))
    return found


def pick_arm(game: Any, gob_id: str, wanted: str | None) -> Arm:
    options = arms(game, gob_id)
    name = game.profiles[gob_id].name
    if not options:
        raise RulesError(f"{name} has no ranged weapon (a Stuff weapon or a shooting Special Skill)")
    if wanted is None:
        if len(options) > 1:
            raise RulesError(f"{name} has several weapons: say which with --weapon "
                             f"({', '.join(a.id for a in options)}); a Gob' uses one weapon a turn")
        return options[0]
    key = wanted.lower()
    for arm in options:
        if key in (arm.id, arm.name.lower()) or arm.id.startswith(key):
            return arm
    raise RulesError(f"{name} has no weapon '{wanted}' (it has: {', '.join(a.id for a in options)})")


def weapon_range(game: Any, gob_id: str, arm: Arm) -> int:
    return arm.weapon.range + (2 if game.profiles[gob_id].skill.id == "snipe" and game.skill_ready(gob_id) else 0)


def blockers(game: Any, *ignore: str) -> dict[tuple[int, int], bool]:
    """Occupied squares and whether their Gob' blocks a line (Stunned Gob'z do not)."""
    return {g.pos: not g.stunned for g in game.gobz.values() if g.on_board and g.id not in ignore}


def shot_problem(game: Any, gob_id: str, target_id: str, arm: Arm) -> str | None:
    """Why `gob_id` cannot shoot `target_id` with `arm` (range, line, levels), or None."""
    gob, target = game.gobz[gob_id], game.gobz[target_id]
    if target_id == gob_id:
        return "a Gob' cannot shoot itself"
    if not target.on_board:
        return f"{game.profiles[target_id].name} is not on the board"
    distance = game.board.distance(gob.pos, target.pos)
    if distance is None:
        return (f"{square_name(target.pos)} is not in a straight line from {square_name(gob.pos)} "
                "(range is counted along rows and columns, never diagonally)")
    reach = weapon_range(game, gob_id, arm)
    if distance > reach:
        return f"{game.profiles[target_id].name} is {distance} squares away; {arm.name} reaches {reach}"
    return game.board.sight(gob.pos, target.pos, blockers(game, gob_id, target_id),
                            game.profiles[gob_id].has("tall"), game.obstacles())


def shoot(game: Any, attack: combat.Attack, target_id: str, arm: Arm, table: Table, lines: list[str]) -> None:
    problem = shot_problem(game, attack.gob, target_id, arm)
    if problem:
        raise RulesError(f"{game.profiles[attack.gob].name} cannot shoot {game.profiles[target_id].name}: {problem}")
    name = game.profiles[attack.gob].name
    target_pos = game.gobz[target_id].pos
    owner = game.gobz[target_id].owner
    rival = owner if owner != attack.seat else (attack.seat + 1) % len(game.players)
    lines.append(f"{name} shoots {game.profiles[target_id].name} with {arm.name} "
                 f"(Repeat {arm.weapon.repeat}, Strength {attack.strength}).")
    dice, needed = combat.roll_to_hit(game, attack, arm.weapon.repeat, table, lines, f"{name}'s {arm.name}",
                                      [target_id])
    if arm.triple_knocks_out and len(dice) >= 3 and len(set(dice)) == 1:
        lines.append(f"  A triple {dice[0]}! The {arm.name} knocks out {name}; the burst is lost.")
        scoring.knock_out(game, attack.gob, lines, None, "self")
        return
    hits = combat.ordered(dice, needed, attack.low_first)
    if not hits:
        lines.append("  Missed.")
    for die in hits:
        if game.over:
            return
        combat.hit(game, attack, target_id, die, attack.strength, lines, table=table)
        if arm.weapon.fallout:
            fallout(game, attack, target_pos, rival, table, lines)


def fallout(game: Any, attack: combat.Attack, impact: tuple[int, int], rival: int, table: Table,
            lines: list[str]) -> None:
    """The grey area: each Gob' on the 8 squares around the impact point, on its level, is rolled for
    at half Strength (rounded up). The attacker's own Gob'z are rolled for by `rival` (the target's
    owner, or the next player): collateral damage scores no VP, but that rival's 6s draw Combos."""
    strength = rules.half_up(attack.strength)
    level = game.board.level(impact)
    around = [g for g in game.gobz.values() if g.on_board and g.pos != impact
              and max(abs(g.pos[0] - impact[0]), abs(g.pos[1] - impact[1])) == 1 and game.board.level(g.pos) == level]
    for gob in sorted(around, key=lambda g: (g.pos[1], g.pos[0])):
        if game.over or not gob.on_board:
            continue
        name = game.profiles[gob.id].name
        own = gob.owner == attack.seat
        roller = rival if own else attack.seat
        needed = rules.needed_to_hit(game.profiles[attack.gob], attack.modifier)
        die = game.chance.roll(1, 6, f"Fallout on {name}", whose(not game.players[roller].bot))[0]
        who = game.players[roller].name
        lines.append(f"  Fallout on {name} at {square_name(gob.pos)} (Strength {strength}): "
                     f"{who} rolls {die} (needs {needed}+){' -- collateral damage' if own else ''}.")
        if not own:
            scoring.dice_luck(game, attack.seat, attack.gob, [die], lines)
        scoring.sixes(game, roller, [die], table, lines)
        if die >= needed:
            combat.hit(game, attack, gob.id, die, strength, lines, collateral=own, table=table)
