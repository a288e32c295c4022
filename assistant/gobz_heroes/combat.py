"""Attacks: Close Combat (Trolls: two dice, maybe two targets), the Degree of Injury of each hit,
Tickles and LOL, Low Blows. Ranged specifics (line of sight, Repeat, Fallout) are in ranged.py."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from goblinkit.assistant.core.chance import whose
from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes import after_roll, answers, combos, rules, scoring
from goblinkit.assistant.gobz_heroes.resistance import resistance
from goblinkit.assistant.core.table import Table


@dataclass
class Attack:
    """One attack as the referee resolves it."""

    seat: int  # the attacking player
    gob: str  # the attacking Gob'
    close: bool
    strength: int
    modifier: int = 0  # to the number needed to hit
    combos: list[str] = field(default_factory=list)
    low_first: bool = False


def strength_close(game: Any, gob_id: str, bonus: int = 0) -> int:
    gob, profile = game.gobz[gob_id], game.profiles[gob_id]
    extra = sum(game.stuff_defs[s].close_strength for s in gob.stuff)
    if profile.skill.id == "dive-bomb" and gob.changed_level and game.skill_ready(gob_id):
        extra += 2
    return profile.physical + extra + bonus


def roll_to_hit(game: Any, attack: Attack, count: int, table: Table, lines: list[str], why: str,
                targets: list[str] | None = None) -> tuple[list[int], int]:
    """Roll `count` dice for the attack; returns (dice, needed). Foam Bounce rerolls one miss. Then the
    attacking player may play attack cards on the dice as rolled (after_roll.py)."""
    needed = rules.needed_to_hit(game.profiles[attack.gob], attack.modifier)
    owner = whose(not game.players[attack.seat].bot)  # the attacking player rolls
    dice = game.chance.roll(count, 6, why, owner)
    rolled = list(dice)
    name = game.profiles[attack.gob].name
    lines.append(f"  {name} rolls {' '.join(map(str, dice))} (needs {needed}+).")
    bounce = next((c for c in attack.combos if game.combo_defs[c].effect == "reroll"), None)
    if bounce is not None:  # Foam Bounce given with the attack: "After one of your attack rolls", on a miss
        misses = [i for i, d in enumerate(dice) if d < needed]
        if misses:
            if game.after_roll:  # spent now, on the miss (a game set up before: spent with the attack)
                combos.discard(game, attack.seat, [bounce], lines)
            worst = min(misses, key=lambda i: dice[i])
            again = game.chance.roll(1, 6, "Foam Bounce reroll", owner)[0]
            lines.append(f"  Foam Bounce: the {dice[worst]} is rerolled: {again}.")
            dice[worst] = again
            rolled.append(again)
        elif game.after_roll:
            attack.combos.remove(bounce)
            lines.append(f"  No die missed: Foam Bounce stays in {game.players[attack.seat].name}'s hand.")
    scoring.dice_luck(game, attack.seat, attack.gob, rolled, lines)
    scoring.sixes(game, attack.seat, rolled, table, lines)
    after_roll.offer(game, attack, dice, needed, targets or [], table, lines)
    return dice, needed


def hit(game: Any, attack: Attack, target_id: str, die: int, strength: int, lines: list[str],
        collateral: bool = False, table: Table | None = None) -> str | None:
    """One successful Roll to Hit on `target_id`: Tickle, Stun or KO (and LOL). Returns the outcome.
    Before it is applied the target's owner may answer with a Combo Card that changes it (answers.py)."""
    target = game.gobz[target_id]
    if not target.on_board:
        return None
    tp = game.profiles[target_id]
    faces = rules.ko_faces(game.profiles[attack.gob], tp)
    res = resistance(game, target_id)
    if answers.answer_hit(game, attack.gob, attack.seat, target_id, die, strength, res, table, lines):
        res = resistance(game, target_id)
    outcome = rules.injury(die, strength, res, target.stunned, faces)
    thief = attack.gob if attack.close and game.gobz[attack.gob].on_board else None
    by = None if collateral else attack.seat
    if outcome in (rules.KO, rules.LOW_BLOW_KO):
        how = "low-blow" if outcome == rules.LOW_BLOW_KO else ("ko" if attack.close else "ranged-ko")
        detail = (f"Low Blow and a {die}" if outcome == rules.LOW_BLOW_KO
                  else f"a {die}, Strength {strength} >= twice Resistance {res}")
        lines.append(f"  Hit on {tp.name} ({detail}): KO!")
        scoring.knock_out(game, target_id, lines, by, how, thief, collateral)
        return outcome
    if outcome == rules.STUN:
        target.stunned = True
        lines.append(f"  Hit on {tp.name} (Strength {strength} > Resistance {res}): Stunned.")
        return outcome
    target.tickles += 1
    why = "Low Blow" if outcome == rules.LOW_BLOW else f"Strength {strength} <= Resistance {res}"
    lines.append(f"  Hit on {tp.name} ({why}): 1 Tickle ({target.tickles}/{rules.lol_limit(tp)}).")
    if target.tickles >= rules.lol_limit(tp):
        lines.append(f"  {tp.name} laughs out loud!")
        scoring.knock_out(game, target_id, lines, by, "lol", thief, collateral)
        return "lol"
    return outcome


def ordered(dice: list[int], needed: int, low_first: bool) -> list[int]:
    """The successful dice in the order the attacker resolves them (highest first unless asked)."""
    return sorted((d for d in dice if d >= needed), reverse=not low_first)


def check_close(game: Any, seat: int, gob_id: str, targets: list[str]) -> None:
    """Why this Close Combat attack is not allowed (a RulesError), if so."""
    attacker, profile = game.gobz[gob_id], game.profiles[gob_id]
    if not targets or len(targets) > (2 if profile.troll else 1):
        raise RulesError("a Close Combat attack has one target" + (" (a Troll: one or two)" if profile.troll else ""))
    if len(set(targets)) != len(targets):
        raise RulesError("two targets must be two different Gob'z")
    for target_id in targets:
        target = game.gobz[target_id]
        if not target.on_board or target.owner == seat:
            raise RulesError(f"{game.profiles[target_id].name} is not a rival Gob' on the board")
        if not game.board.adjacent(attacker.pos, profile.has("tall"), target.pos, game.profiles[target_id].has("tall")):
            raise RulesError(f"{game.profiles[target_id].name} is not adjacent to {profile.name} "
                             "(next to it, diagonals too, on the same level; Tall reaches a platform edge)")


def close_combat(game: Any, attack: Attack, targets: list[str], table: Table, lines: list[str]) -> None:
    """A Close Combat attack on one adjacent rival (a Troll: 2 dice, on one target or one each on two)."""
    check_close(game, attack.seat, attack.gob, targets)
    profile = game.profiles[attack.gob]
    count = 2 if profile.troll else 1
    names = " and ".join(game.profiles[t].name for t in targets)
    lines.append(f"{profile.name} attacks {names} in Close Combat (Strength {attack.strength}, "
                 f"{count} {'dice' if count > 1 else 'die'}).")
    dice, needed = roll_to_hit(game, attack, count, table, lines, f"{profile.name}'s Close Combat", targets)
    if len(targets) == 2:
        pairs = [(d, t) for d, t in zip(dice, targets)]
        pairs = sorted((p for p in pairs if p[0] >= needed), key=lambda p: p[0], reverse=not attack.low_first)
    else:
        pairs = [(d, targets[0]) for d in ordered(dice, needed, attack.low_first)]
    if not pairs:
        lines.append("  Missed.")
    for die, target_id in pairs:
        if game.over:
            break
        hit(game, attack, target_id, die, attack.strength, lines, table=table)
