"""Printed texts generated from the data the referee reads: a card cannot say one thing and do another."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goblinkit.content.gobz_heroes.models import Combo, Objective, Profile, Skill, Stuff, Weapon


QUALITY_TEXT = {
    "accurate": "Accurate: hits on 3+.", "clumsy": "Clumsy: hits on 5+.",
    "swift": "Swift: moves on after a Ladder.", "heavy": "Heavy: no Ladders (Teleporters only); cancels Fly.",
    "tall": "Tall: on the ground, adjacent to and shoots at Gob'z on a platform edge; Gob'z do not block its sight.",
    "lucky": "Lucky: +1 VP for every 6 it rolls.", "unlucky": "Unlucky: -1 VP for every 1 it rolls.",
    "rough": "Rough: KOs on a 5 or 6.", "weak-spot": "Weak Spot: is KO'd on a 5 or 6.",
    "fly": "Fly: changes level anywhere, freely.",
}
SKILL_TEXT = {
    "boulder-toss": "Ranged attack with a boulder (no Stuff needed).",
    # the rest is the rulebook's (Low Blow, Crew Rehab): why standing up now matters
    "rally": "When she is activated, one Stunned friendly Gob' next to her stands up: safe from Low Blows "
             "without waiting for the Crew Rehab.",
    # its weapon line says "· Fallout" once; the reminder is the rulebook's (How to Use Stuff Cards)
    "sparks": "Ranged attack of crackling sparks. Fallout: full Strength on the impact point, half (rounded "
              "up) on the 8 squares around it, each Gob' there rolled to hit.",
    "snipe": "+2 Range with any weapon.",
    "dive-bomb": "+2 Strength in Close Combat after changing level in the same activation.",
    "underfoot": "Moves through squares occupied by other Gob'z (never ending there).",
    "pack-rat": "May carry 3 Stuff Cards instead of 2.",
}
COMBO_TEXT = {
    "wet-blanket": "Remove all Tickle markers from the chosen Gob'.",
    "steady-aim": "On one of your attacks, before rolling: each die needs {amount} less to hit.",
    "brute-force": "On one of your attacks: +{amount} Strength for each of its hits.",
    "reroll": "After one of your attack rolls: reroll one die that missed.",
    "sprint": "On one of your moves: +{amount} Movement.",
    "hop": "On one of your moves: change level on any step, as if the Gob' could Fly (not Heavy Gob'z).",
    "second-wind": "A Stunned Gob' of yours stands up: it is no longer Stunned.",
    "extra-rations": "+{amount} Rationing Points this turn.",
    "thick-skull": "A Gob' of yours gets +{amount} Resistance until the start of your next turn.",
    "itching-powder": "Put 1 Tickle marker on a rival Gob' next to one of your able Gob'z.",
    "double-time": "A Gob' of yours already activated this turn may be fed and activated again.",
    "sticky-fingers": "A Gob' of yours (not a Troll) takes 1 Stuff Card from a rival Gob' next to it.",
}
OBJECTIVE_TEXT = {
    "ko": "KO a rival Gob'.", "lol": "KO a rival Gob' by LOL.", "low-blow-ko": "KO a rival Gob' with a Low Blow.",
    "ranged-ko": "KO a rival Gob' with a Ranged attack.",
    "steal": "Take Stuff from a rival Gob' (a Close Combat KO or Sticky Fingers).",
    "teleport": "Teleport one of your Gob'z.", "dump": "Perform a Dumping (3 Combo Cards for 1 VP).",
    "crate": "Draw a Stuff Card from a Supply Crate.",
}


def weapon_line(weapon: Weapon) -> str:
    return (f"Repeat {weapon.repeat} · Range {weapon.range} · Strength {weapon.strength}"
            + (" · Fallout" if weapon.fallout else ""))


def skill_text(skill: Skill) -> str:
    text = SKILL_TEXT[skill.id]
    return f"{text} {weapon_line(skill.weapon)}." if skill.weapon else text


def quality_lines(gob: Profile) -> list[str]:
    return [QUALITY_TEXT[q] for q in gob.qualities]


def stuff_text(stuff: Stuff, profile: bool = True) -> str:
    """A Stuff card's rules; `profile` False leaves out a weapon's numbers (the printed card shows them
    once, in its badge and note)."""
    parts = []
    if stuff.weapon:
        parts.append(f"Ranged weapon: {weapon_line(stuff.weapon)}." if profile else "Ranged weapon.")
        if stuff.weapon.fallout:
            parts.append("Red impact point at full Strength; grey area (the 8 squares around) at half, rounded up, "
                         "each Gob' rolled for.")
    if stuff.close_strength:
        parts.append(f"+{stuff.close_strength} Strength in Close Combat.")
    if stuff.resistance:
        parts.append(f"+{stuff.resistance} Resistance.")
    if stuff.movement:
        parts.append(f"+{stuff.movement} Movement.")
    if stuff.to_hit:
        parts.append(f"Needs {stuff.to_hit:+d} to hit.")
    if stuff.triple_knocks_out:
        parts.append("A triple on a roll to hit knocks out the carrier immediately.")
    return " ".join(parts)


def combo_text(combo: Combo) -> str:
    return COMBO_TEXT[combo.effect].format(amount=combo.amount)


def objective_text(objective: Objective) -> str:
    if objective.event == "crate" and objective.crates > 1:
        return "Draw a Stuff Card from each of the two Supply Crates (one Gob' or several, any turns)."
    return "KO a rival Troll." if objective.troll else OBJECTIVE_TEXT[objective.event]
