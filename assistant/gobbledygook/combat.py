"""Fights at the table: dice pools with their bonuses, the hidden reroll, compare the rolls,
overkill, hits or a Stun, and Brag. Everything is explained in one line a player can act on."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from goblinkit.assistant.core.chance import ASSISTANT, PLAYER, Chance
from goblinkit.assistant.gobbledygook.rolls import Outcome, best_reroll, compare
from goblinkit.assistant.core.table import Table


@dataclass
class Side:
    name: str
    dice: int
    reroll: bool = False  # may reroll one die (hidden, Gang Up)
    veteran: bool = False  # a Veteran: may reroll one die in every fight (one reroll a roll, whatever gives it)
    passive: bool = False
    stunned: bool = False
    owner: str = ASSISTANT  # whose dice: a creature's are its player's (rolled at the table in `dice table`)


PlayerSide = partial(Side, owner=PLAYER)  # a creature's side of a fight: its player rolls its dice

@dataclass
class Fight:
    attack: list[int]
    defence: list[int]
    outcome: Outcome
    rerolled: str = ""
    noisy: str | None = None  # the Noisy creature who rerolled a die (and so is revealed)

    def line(self, attacker: str, defender: str) -> str:
        a = " ".join(str(d) for d in sorted(self.attack, reverse=True)) or "no dice"
        d = " ".join(str(x) for x in sorted(self.defence, reverse=True)) or "no dice"
        return f"{attacker} rolls {a} vs {defender}'s {d}{self.rerolled}: {self.outcome}"


def fight(chance: Chance, table: Table, attacker: Side, defender: Side, why: str,
          noisy: tuple[str, ...] = ()) -> Fight:
    """Roll both pools (or take the physical dice), offer the rerolls the rules give, compare.

    `noisy`: hidden creatures with the Noisy upgrade; one within 2 sticks may reroll any 1 die,
    friendly or enemy (and is revealed by it).
    """
    attack = chance.roll(max(0, attacker.dice), 6, _purpose(attacker, defender, why), attacker.owner)
    defence = chance.roll(max(0, defender.dice), 6, f"{defender.name} defending", defender.owner)
    note = offer_reroll(chance, table, attacker, attack, defence) + offer_reroll(chance, table, defender, defence, attack)
    used = None
    if noisy and attack + defence:
        who = table.choose("Does a hidden Noisy creature within 2 sticks reroll a die?", ["no", *noisy], "noisy")
        if who != "no":
            dice = [f"{attacker.name} {v}" for v in sorted(set(attack))] + \
                   [f"{defender.name} {v}" for v in sorted(set(defence))]
            pick = table.choose(f"Which die does {who} reroll?", dice, "noisy-die")
            owner, value = pick.rsplit(" ", 1)
            pool = attack if owner == attacker.name and int(value) in attack else defence
            index = pool.index(int(value))
            pool[index] = chance.roll(1, 6, f"{who}'s Noisy reroll", PLAYER)[0]
            note += f" ({who}, Noisy, rerolls {owner}'s {value} into {pool[index]})"
            used = who
    return Fight(attack, defence, compare(attack, defence), note, used)


# What a fight is, as a player asked for the dice reads it: "Roll 2 dice for Snagtooth's attack on hound1".
PURPOSE = {"mayhem": "attack", "melee": "attack", "shoots": "shot", "bomb": "bomb", "loot": "loot", "prank": "prank"}


def _purpose(attacker: Side, defender: Side, why: str) -> str:
    if why in PURPOSE:
        return f"{attacker.name}'s {PURPOSE[why]} on {defender.name}"
    return f"{attacker.name} ({why}, against {defender.name})"


def offer_reroll(chance: Chance, table: Table, side: Side, mine: list[int], theirs: list[int]) -> str:
    """One die of `mine` may be rerolled when the side has a reroll (suggested: the one that wins
    most often); returns the note for the fight's line. A die is rerolled once a roll, so a
    Veteran's own reroll is the one used (and named) only when nothing else gives the side one."""
    if not (side.reroll or side.veteran) or not mine:
        return ""
    veteran = side.veteran and not side.reroll
    suggestion = best_reroll(mine, theirs)
    options = ["keep"] + [str(v) for v in sorted(set(mine))]
    default = "keep" if suggestion is None else str(suggestion)
    choice = table.choose(f"{side.name}{' (Veteran)' if veteran else ''} may reroll one die ({' '.join(map(str, mine))}; "
                          f"they rolled {' '.join(map(str, sorted(theirs, reverse=True))) or 'nothing'}): "
                          f"keep your dice, or name a face to reroll a die showing it "
                          f"({', '.join(f'{face}: reroll your {face}' for face in options[1:])}); "
                          f"suggested, to win most often: {default}",
                          options, "reroll") if len(options) > 1 else "keep"
    if choice == "keep":
        return ""
    index = mine.index(int(choice))
    mine[index] = chance.roll(1, 6, f"{side.name} rerolls a {choice}", side.owner)[0]
    return f" ({side.name}{', Veteran,' if veteran else ''} rerolled a {choice} into {mine[index]})"
