"""What the players' creatures do, resolved by the rulebook: reveal a blip, MAYHEM (melee or
ranged), LOOT, PRANK, and the single rolls (ESCAPE, RESCUE, REVIVE, SCRABBLE)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.errors import RulesError
from goblinkit.assistant.gobbledygook.combat import Side, fight
from goblinkit.assistant.gobbledygook.conditions import defence_food, food_die, hide
from goblinkit.assistant.gobbledygook.state import Creature, Figure
from goblinkit.assistant.table import Table

if TYPE_CHECKING:
    from goblinkit.assistant.gobbledygook.game import GobbledyGook

LIVING = ("hound", "hunter", "wanderer", "tree")
HUMAN_DICE = {"hound": 2, "hunter": 3, "wanderer": 1}


def _active(creature: Creature, verb: str) -> None:
    if creature.ko:
        raise RulesError(f"{creature.name} is KOed and cannot {verb}")
    if creature.trapped and verb not in ("escape",):
        raise RulesError(f"{creature.name} is TRAPPED: it can only try to ESCAPE (or be RESCUED)")
    if creature.stunned:
        raise RulesError(f"{creature.name} is stunned: it must recover first (set {creature.id} recover)")


MAX_STICKS = 20


def sticks_of(act: dict[str, Any]) -> int:
    """The range of a ranged attack in sticks: 1 (the first stick is free) up to a long table's length."""
    sticks = 1 if act.get("sticks") is None else act["sticks"]
    if isinstance(sticks, bool) or not isinstance(sticks, int) or not 1 <= sticks <= MAX_STICKS:
        raise RulesError(f"--sticks: the range in sticks, from 1 to {MAX_STICKS}, got {sticks}")
    return sticks


def _may(game: GobbledyGook, creature: Creature, ability: str) -> None:
    ctype = game.type_defs[creature.type]
    if ability in ctype.may_not:
        raise RulesError(f"a {ctype.name} may not {ability}")


def noisy_near(game: GobbledyGook, *busy: str) -> tuple[str, ...]:
    """Hidden creatures with Noisy who are not in the fight (the table says if one is within 2 sticks)."""
    return tuple(c.name for c in game.creatures.values()
                 if c.count("noisy") and c.hidden and not c.ko and not c.stunned and c.name not in busy)


def noisy_used(game: GobbledyGook, result, lines: list[str]) -> None:  # noqa: ANN001
    if result.noisy:
        game.creature(result.noisy).hidden = False
        lines.append(f"  {result.noisy} used Noisy and is revealed.")


def defend_dice(game: GobbledyGook, table: Table, creature: Creature, lines: list[str], cover: bool = False,
                ambush: bool = False) -> int:
    """Armored, cover (ranged), Clever against an ambush, and the Brood's Food if it eats some now."""
    return creature.dice + creature.count("armored") + int(cover) + (creature.count("clever") if ambush else 0) \
        + defence_food(game, table, creature, lines)


def hurt_creature(game: GobbledyGook, creature: Creature, overkill: int, lines: list[str], stun_only: bool = False) -> None:
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


def hurt_figure(game: GobbledyGook, figure: Figure, overkill: int, attacker: Creature | None, lines: list[str],
                table: Table) -> None:
    if figure.kind == "wagon":
        from goblinkit.assistant.gobbledygook.humans import wagon_hit

        wagon_hit(game, figure, attacker, lines, table)
        return
    if figure.kind == "leaf-pile" and attacker is not None:
        from goblinkit.assistant.gobbledygook.blips import wreck_leaves

        wreck_leaves(game, figure, attacker, lines)
        return
    if not overkill:
        if figure.kind == "clanker":
            figure.reveal += 1
            lines.append(f"  {figure.id}: a stunning hit adds a reveal marker ({figure.reveal}).")
        elif figure.passive:
            lines.append(f"  {figure.id} is a thing: a Stun does nothing to it.")
        else:
            figure.stunned = True
            lines.append(f"  {figure.id} is Stunned.")
        return
    remaining = figure.left
    figure.hits = min(figure.dice, figure.hits + overkill)
    if figure.kind == "clanker":
        figure.reveal = min(figure.reveal, figure.left)  # excess reveal markers come off as it takes damage
    lines.append(f"  {figure.id} takes {overkill} hit{'s' if overkill > 1 else ''} ({figure.left} left).")
    if attacker is not None:
        brag = remaining if figure.kind == "clanker" else overkill
        game.add_brag(attacker, brag, lines, "per remaining hit on a Clanker" if figure.kind == "clanker" else "hits")
    if figure.left == 0:
        figure.gone = True
        lines.append(f"  {figure.id} is {'disabled' if figure.kind == 'clanker' else 'destroyed' if figure.passive else 'KOed'}.")
        spot = figure.extra.get("blip")
        if spot and figure.kind in ("wanderer", "shrine", "furniture"):
            game.blips[spot].resolved = True
        if figure.kind == "tree" and figure.extra.get("loot") == "hunter":
            game.blips[spot].revealed, game.blips[spot].resolved = "hunter-loot", False
            lines.append(f"  The dead hunter's loot at {spot} can be picked up now: 1 Tin (item NAME pickup {spot}).")


def reveal(game: GobbledyGook, act: dict[str, Any], table: Table) -> list[str]:
    from goblinkit.assistant.gobbledygook.blips import resolve_blip

    spot = game.blip(act["blip"])
    creature = game.creature(act["creature"])
    _active(creature, "reveal a blip")
    if spot.revealed:
        raise RulesError(f"{spot.id} is already revealed: a {spot.revealed}")
    return resolve_blip(game, spot, creature, table)


def attack(game: GobbledyGook, act: dict[str, Any], table: Table) -> list[str]:
    """MAYHEM: a melee or ranged attack on a Human, a thing, or another Brood's creature."""
    creature = game.creature(act["creature"])
    _active(creature, "attack")
    ranged = act.get("mode") == "ranged"
    if ranged:
        _may(game, creature, "shoot")
        if not (creature.count("shooty") or creature.count("bomber")):
            raise RulesError(f"{creature.name} has no Shooty upgrade: it cannot make ranged attacks")
    sticks = sticks_of(act)
    bonus = creature.count("choppy") if not ranged else 0
    penalty = max(0, sticks - 1) if ranged else 0
    target_ref = act["target"]
    hidden = creature.hidden
    creature.hidden = False
    lines = [f"{creature.name} {'shoots at' if ranged else 'attacks'} {target_ref}"
             + (f" ({sticks} sticks, -{penalty} die)" if penalty else "") + (" from hiding" if hidden else "") + ":"]
    if target_ref.lower() in game.creatures:
        return lines + _attack_creature(game, creature, game.creature(target_ref), ranged, bonus - penalty,
                                        bool(act.get("cover")), hidden, table, act)
    figure = game.figure(target_ref)
    if ranged and figure.kind == "leaf-pile":
        raise RulesError("a leaf pile is wrecked with a MELEE attack or a PRANK, not from range")
    living = figure.kind in LIVING
    reroll = (hidden and living) or creature.gang_up
    dice = creature.dice + bonus - penalty + (1 if figure.reveal else 0) + food_die(game, creature, act, lines)
    defence = figure.dice + (1 if ranged and act.get("cover") else 0)
    result = fight(game.chance, table, Side(creature.name, dice, reroll), Side(figure.id, defence, passive=figure.passive),
                   "mayhem", noisy_near(game, creature.name))
    lines.append("  " + result.line(creature.name, figure.id))
    noisy_used(game, result, lines)
    creature.gang_up = False
    if result.outcome.winner == "attacker":
        hurt_figure(game, figure, result.outcome.overkill, creature, lines, table)
    else:
        _failed(game, creature, figure, result.outcome, lines, table, ranged)
    return lines


def gang_up(creature: Creature, lines: list[str]) -> None:
    """A Minion whose attack failed (any attack: a Human, a thing, another Brood, a bomb) may reroll
    1 die on its next attack."""
    if creature.type == "minion":
        creature.gang_up = True
        lines.append(f"  Gang Up: {creature.name}'s next attack may reroll 1 die.")


def _failed(game: GobbledyGook, creature: Creature, figure: Figure, outcome: Any, lines: list[str], table: Table,
            ranged: bool) -> None:
    """A failed attack: Gang Up for a Minion; in melee, a defender's overkill stuns the attacker."""
    gang_up(creature, lines)
    if not ranged and outcome.winner == "defender" and outcome.overkill and not figure.passive and not figure.stunned:
        hurt_creature(game, creature, 0, lines)
    if figure.kind == "leaf-pile":
        from goblinkit.assistant.gobbledygook.blips import spill_leaves

        spill_leaves(game, figure, creature, table, lines)


def _attack_creature(game: GobbledyGook, creature: Creature, target: Creature, ranged: bool, modifier: int,
                     cover: bool, hidden: bool, table: Table, act: dict[str, Any]) -> list[str]:
    if target.brood == creature.brood:
        raise RulesError(f"{target.name} is in your own Brood")
    lines: list[str] = []
    target.hidden = False
    dice = creature.dice + modifier + food_die(game, creature, act, lines, indent="  ")
    result = fight(game.chance, table, Side(creature.name, dice, hidden or creature.gang_up),
                   Side(target.name, defend_dice(game, table, target, lines, cover and ranged), stunned=target.stunned),
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


def stun_rival(game: GobbledyGook, attacker: Creature, target: Creature, lines: list[str]) -> None:
    """Another Brood's model takes at most a Stun; stunning a Brood with more Brag earns 1 Brag."""
    hurt_creature(game, target, 0, lines, stun_only=True)
    lines.append("  (the most you can do to another Brood's model is a Stun)")
    if game.brag[target.brood] > game.brag[attacker.brood]:
        game.add_brag(attacker, 1, lines, "stunned a Brood with more Brag")


def _quiet(game: GobbledyGook, act: dict[str, Any], verb: str, kinds: tuple[str, ...],
           allowed: str) -> tuple[Creature, Figure]:
    """LOOT and PRANK: quiet activities, so the creature must be hidden and allowed to do it."""
    creature = game.creature(act["creature"])
    _active(creature, verb)
    _may(game, creature, verb)
    if not creature.hidden:
        raise RulesError(f"{creature.name} is revealed: {verb.upper()} is quiet, you must be hidden")
    figure = game.figure(act["target"])
    if figure.kind not in kinds:
        raise RulesError(f"you can {verb} {allowed}, not a {figure.kind}")
    return creature, figure


def loot(game: GobbledyGook, act: dict[str, Any], table: Table) -> list[str]:
    creature, figure = _quiet(game, act, "loot", ("wanderer", "hunter", "clanker", "sign"),
                              "a Wanderer, a Hunter, a Clanker or a Sign")
    if figure.kind == "hunter" and figure.looted:
        raise RulesError(f"{figure.id} has been looted already: Hunters can only be looted once")
    if figure.kind == "clanker" and figure.extra.get("looted", 0) >= figure.left:
        raise RulesError(f"{figure.id} can be looted as many times as it has hits left ({figure.left})")
    if figure.kind == "sign" and creature.carrying:
        raise RulesError(f"{creature.name} already carries the {creature.carrying}: a sign must be carried")
    lines = [f"{creature.name} tries to LOOT {figure.id}:"]
    dice = creature.dice + creature.count("greedy") + (1 if figure.reveal else 0) + food_die(game, creature, act, lines)
    defence = figure.left if figure.kind == "clanker" else figure.dice
    result = fight(game.chance, table, Side(creature.name, dice), Side(figure.id, defence), "loot")
    lines.append("  " + result.line(creature.name, figure.id))
    if result.outcome.winner == "tie" and figure.kind != "sign":
        lines.append("  A tie: nothing is taken, and nobody notices.")
        return lines
    if result.outcome.winner != "attacker":
        creature.hidden = False
        lines.append(f"  {creature.name} is revealed!")
        if figure.kind == "sign":
            from goblinkit.assistant.gobbledygook.blips import alarm

            alarm(game, figure, creature, table, lines)
        elif figure.stunned:
            lines.append(f"  {figure.id} is stunned and cannot strike back.")
        else:
            from goblinkit.assistant.gobbledygook.humans import human_attack

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


def prank(game: GobbledyGook, act: dict[str, Any], table: Table) -> list[str]:
    creature, figure = _quiet(game, act, "prank", ("wanderer", "hound", "hunter", "clanker", "leaf-pile"),
                              "a Wanderer, Hound, Hunter, Clanker or leaf pile")
    limit = figure.left if figure.kind == "clanker" else 1
    if figure.kind != "leaf-pile" and figure.reveal >= limit:
        raise RulesError(f"{figure.id} already has a reveal marker: it cannot be pranked again")
    defence = 2 if figure.kind == "clanker" else figure.dice
    lines = [f"{creature.name} pranks {figure.id}:"]
    dice = creature.dice + food_die(game, creature, act, lines)
    result = fight(game.chance, table, Side(creature.name, dice), Side(figure.id, defence), "prank")
    lines.append("  " + result.line(creature.name, figure.id))
    if figure.kind == "leaf-pile":
        if result.outcome.winner == "attacker":
            hurt_figure(game, figure, 0, creature, lines, table)
        else:
            from goblinkit.assistant.gobbledygook.blips import spill_leaves

            spill_leaves(game, figure, creature, table, lines)
        return lines
    if result.outcome.winner == "attacker":
        figure.reveal += 1
        lines.append(f"  A reveal marker goes on {figure.id}: further Loot and Mayhem on it roll +1 die.")
    else:
        lines.append("  The prank fails, but you stay hidden.")
    return lines


ROLLS = {"escape": ({6}, "clever"), "rescue": ({5, 6}, "clever"), "revive": ({6}, "voodoo"), "scrabble": (None, None)}


def special_roll(game: GobbledyGook, act: dict[str, Any], table: Table) -> list[str]:
    kind = act["roll"]
    creature = game.creature(act["creature"])
    if kind not in ROLLS:
        raise RulesError(f"unknown roll '{kind}' (escape, rescue, revive, scrabble)")
    if kind == "escape" and not creature.trapped:
        raise RulesError(f"{creature.name} is not trapped")
    if kind != "escape":
        _active(creature, kind)
    if kind == "scrabble" and creature.count("steed"):
        raise RulesError(f"{creature.name} has Steed: it may not scrabble")
    target = game.creature(act["target"]) if act.get("target") else None
    if kind in ("rescue", "revive") and target is None:
        raise RulesError(f"{kind.upper()} needs the creature it helps (--target)")
    if kind == "rescue" and not target.trapped:
        raise RulesError(f"{target.name} is not trapped")
    if kind == "revive" and target.hits == 0:
        raise RulesError(f"{target.name} has no hits to remove")
    needs, bonus = ROLLS[kind]
    lines: list[str] = []
    count = creature.dice + (creature.count(bonus) if bonus else 0) + food_die(game, creature, act, lines, indent="")
    dice = game.chance.roll(count, 6, f"{creature.name}'s {kind}")
    shown = " ".join(map(str, sorted(dice, reverse=True)))
    if kind == "scrabble":
        fell = 1 in dice
        return lines + [f"{creature.name} scrabbles: {shown}: " + ("a 1, it slides back down!" if fell else "up it goes.")]
    ok = any(d in needs for d in dice)
    lines.append(f"{creature.name} tries to {kind.upper()}: {shown}: " + ("success!" if ok else "no luck."))
    if ok:
        if kind == "escape":
            creature.trapped = False
            game.add_brag(creature, 1, lines, "escaped a trap")
        elif kind == "rescue":
            target.trapped = False
            game.add_brag(creature, 1, lines, f"rescued {target.name}")
        else:
            target.hits -= 1
            lines.append(f"  {target.name} has {target.dice - target.hits} hits left.")
            if target.brood != creature.brood:
                game.add_brag(creature, 1, lines, "revived another Brood's creature")
    return lines


def set_status(game: GobbledyGook, act: dict[str, Any]) -> list[str]:
    """What the table tells the assistant: HIDE, spotted, recover from a Stun, drop, a position."""
    creature = game.creature(act["creature"])
    what = act["what"]
    if what == "hide":
        hide(game, creature)
        return [f"{creature.name} hides (reveal markers off)."]
    if what == "spotted":
        creature.hidden = False
        return [f"{creature.name} is revealed."]
    if what == "recover":
        creature.stunned = False
        return [f"{creature.name} shakes off the Stun."]
    raise RulesError(f"unknown status '{what}' (hide, spotted, recover; positions: place)")
