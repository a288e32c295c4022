"""The players' side: I. GOBLIN ARRIVAL (play, pay, Shields, sleeping Black Goblins, the discard-2
trades), II. GOBLIN ACTION (each Goblin's effect, by its card), V. THE SUN, and the reports a
player makes at the table (damage dealt, tokens, flips, moves)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.goblins_vs_zombies import checks, effects, targets
from goblinkit.assistant.goblins_vs_zombies.catalog import FLAG_BEARER
from goblinkit.assistant.goblins_vs_zombies.effects import AREA_NAMES
from goblinkit.assistant.goblins_vs_zombies.modes import training_goal
from goblinkit.assistant.goblins_vs_zombies.state import AREAS, Field, Goblin, Zombie
from goblinkit.assistant.goblins_vs_zombies.worth import hand_discards
from goblinkit.assistant.core.table import Table
from goblinkit.assistant.core.names import plural

if TYPE_CHECKING:
    from goblinkit.assistant.goblins_vs_zombies.protocol import Rules

HAND_LIMIT = 9


def _refuse(why: str | None) -> None:
    """Raise the rules' reason (checks.py), the same words the move list shows a blocked move with."""
    if why:
        raise RulesError(why)


def play(game: Rules, act: dict[str, Any], table: Table) -> list[str]:
    player = game.player(act.get("player"))
    card = act["goblin"]
    _refuse(checks.arrival_refusal(game, player, "play"))
    face_down = bool(act.get("face_down")) or card == FLAG_BEARER
    field = game.fields[player]
    top: Goblin | None = None
    if act.get("under") and card in game.cat.goblins:
        _, top = game.find_goblin(act["under"], player)
    _refuse(checks.play_refusal(game, player, card, face_down, top, act.get("pay", 0)))
    shown = FLAG_BEARER if face_down else card
    gdef = game.cat.goblins[shown]
    paid = checks.paid_cards(act.get("pay", 0))
    if gdef.shield and top is None:  # not named (--under): asked, the Gate's Goblins as the answers
        top = table.choose_item(f"{gdef.name}: under which Goblin on {player}'s Gate?", list(field.gate),
                                game.gname, "shield-under")
    game.supply.take(player, card if card != FLAG_BEARER or game.tracked else None)
    for paid_card in paid:
        game.supply.take(player, paid_card)
        game.supply.discard_card(paid_card)
    goblin = Goblin(game.next_goblin_uid(), shown, real=card if face_down and card != FLAG_BEARER else None,
                    asleep=gdef.black)
    if top is not None:
        top.shields.append(goblin)
    else:
        field.gate.append(goblin)
    if not game.explain:
        return ["plays."]
    words = f"{player} plays {game.gname(goblin)}" + (" face down" if face_down and card != FLAG_BEARER else "")
    words += f" and discards {len(paid)} card{'s' if len(paid) != 1 else ''}" if paid else " (free)"
    if top is not None:
        words += f", under {game.gname(top)}"
    lines = [words + "."]
    if gdef.black:
        lines.append(f"  {game.gname(goblin)} is a Black Goblin: it falls asleep (turn it upside down).")
    return lines


def destroy(game: Rules, act: dict[str, Any]) -> list[str]:
    player = game.player(act.get("player"))
    field, goblin = game.find_goblin(act["goblin"], player)
    lines = [f"{player} destroys a Goblin:"]
    effects.destroy_goblin(game, field, goblin, lines)
    return lines


def pepper(game: Rules, act: dict[str, Any]) -> list[str]:
    player = game.player(act.get("player"))
    _refuse(checks.pepper_refusal(game, player))
    game.supply.take(player, "pepper" if game.tracked else None)
    game.supply.discard_card("pepper")
    return [f"{player} discards a Pepper:"] + wake(game, game.fields[player])


def wake(game: Rules, field: Field) -> list[str]:
    sleepers = [g for g in field.goblins() if g.asleep]
    for goblin in sleepers:
        goblin.asleep = False
    if not sleepers:
        return ["  no Black Goblin was asleep."]
    return [f"  {', '.join(game.gname(g) for g in sleepers)} wake{'s' if len(sleepers) == 1 else ''} up."]


def give(game: Rules, act: dict[str, Any]) -> list[str]:
    """Discard 2 cards: give 1 card to another player, or make a player draw 1."""
    player = game.player(act.get("player"))
    _refuse(checks.arrival_refusal(game, player, "give"))
    other = game.player(act["to"])
    discards = act.get("discard") or [None, None]
    _refuse(checks.give_refusal(game, player, other, bool(act.get("draw")), discards, act.get("card")))
    for card in discards:
        game.supply.take(player, card)
        game.supply.discard_card(card)
    if act.get("draw"):
        lines = [f"{player} discards 2 cards: {other} draws 1 card from the Goblin Deck."]
        game.draw_goblin_cards(other, 1, f"{other} draws (traded)", lines)
        return lines
    game.supply.give(player, other, act.get("card"))
    return [f"{player} discards 2 cards and gives 1 card to {other}."]


def act(game: Rules, act_: dict[str, Any], table: Table) -> list[str]:
    player = game.current
    if game.phase not in checks.GOBLIN_PHASES:
        raise RulesError("GOBLIN ACTION is over for this turn")
    field, goblin = game.find_goblin(act_["goblin"], player)
    _refuse(checks.act_refusal(game, goblin))
    game.phase = "goblin-action"
    effect = game.cat.goblins[goblin.card].effect
    assert effect is not None  # act_refusal: a Goblin without an Action is refused
    lines = [f"{game.gname(goblin)} acts:" if game.explain else "acts:"]
    chosen = _choose_targets(game, player, effect, act_, table, game.gname(goblin))
    _apply(game, field, goblin, effect, chosen, act_, table, lines)
    goblin.acted = game.turn
    if effect.then == "destroy" and goblin in field.goblins():
        effects.destroy_goblin(game, field, goblin, lines)
    elif effect.then == "sleep" and goblin in field.goblins():
        goblin.asleep = True
        lines.append(f"  {game.gname(goblin)} falls asleep again.")
    return lines


def _choose_targets(game: Rules, player: str, effect, act_: dict[str, Any], table: Table,  # noqa: ANN001
                    actor: str) -> list:
    """The Zombies an Action hits; asked by the Goblin that acts ("Which Zombie does g6 Rockthrower target?")."""
    if effect.do in ("draw", "wake"):
        return []
    if effect.target == "every":
        return targets.every_target(game, player, effect)
    if effect.target == "area":
        areas = targets.occupied_areas(game, player, effect)
        if not areas:
            raise RulesError("no Zombie in any Area of your Field for this Action")
        wanted = act_.get("area")
        area = wanted if wanted else table.choose("Which Area?", [AREA_NAMES[a] for a in areas], "area").lower()
        if area not in areas:
            raise RulesError(f"no Zombie to hit in your {area}")
        return targets.area_targets(game, player, effect, area)
    picked: list = []
    given = list(act_.get("targets") or [])
    for number in range(effect.count):
        taken = frozenset(z.uid for _, z in picked) if picked else frozenset()
        legal = targets.legal_targets(game, player, effect, taken)
        if not legal:
            if not picked:
                kinds = "/".join(t.capitalize() for t in effect.types) if len(effect.types) < 3 else "any"
                raise RulesError(f"no legal target ({effect.target} {kinds} Zombie"
                                 f"{' in the ' + AREA_NAMES[effect.area] if effect.area else ''})")
            break
        if given:
            field, zombie = game.find_zombie(given.pop(0))
            if (field, zombie) not in legal:
                raise RulesError(f"{game.zname(zombie)} is not a legal target: "
                                 f"{', '.join(game.zname(z) for _, z in legal)}")
        else:
            field, zombie = table.choose_alike(target_question(actor, number, effect.count), legal, lambda fz: _looks(game, *fz),
                                               lambda fz: f"{game.zname(fz[1])} ({_where(fz[0], fz[1])})",
                                               lambda group: _alike_label(game, group), "target")
        picked.append((field, zombie))
    return picked


def target_question(actor: str, number: int, count: int) -> str:
    """The target question names the Goblin acting, and which of its targets this is when it has several."""
    which = f" (target {number + 1} of {count})" if count > 1 else ""
    return f"Which Zombie does {actor} target{which}?"


def _looks(game: Rules, field: Field, zombie: Zombie) -> tuple:
    """What a player sees of a target: two Zombies alike in all of it are one choice."""
    return (field.owner, field.area_of(zombie), game.zdef(zombie).name, zombie.face, zombie.level, zombie.damage,
            zombie.slow, zombie.under, zombie.arrived >= game.turn)


def _where(field: Field, zombie: Zombie) -> str:
    area = field.area_of(zombie)
    assert area is not None  # a target of this Field
    return f"{field.owner}, {AREA_NAMES[area]}"


def _alike_label(game: Rules, group: list) -> str:
    """'a Basic Zombie (AA, Graveyard: z6 or z7)': one option for Zombies no one can tell apart."""
    field, first = group[0]
    ids = ", ".join(f"z{z.uid}" for _, z in group[:-1]) + f" or z{group[-1][1].uid}"
    return f"a {game.zdef(first).name} ({_where(field, first)}: {ids})"


def _apply(game: Rules, field: Field, goblin: Goblin, effect, chosen: list, act_: dict[str, Any],  # noqa: ANN001
           table: Table, lines: list[str]) -> None:
    gdef = game.cat.goblins[goblin.card]
    if effect.do == "wake":
        lines.extend(wake(game, field))
    elif effect.do == "draw":
        lines.append(f"  {field.owner} draws {effect.amount} card{'s' if effect.amount > 1 else ''}.")
        game.draw_goblin_cards(field.owner, effect.amount, f"{gdef.name} draws", lines)
    for target_field, zombie in chosen:
        if game.over or target_field.area_of(zombie) is None:
            continue
        if effect.do == "damage":  # the commonest Action: damage_zombie names the Zombie itself
            effects.damage_zombie(game, target_field, zombie, effect.amount, gdef, lines, effect.slow)
            continue
        name = game.zname(zombie)
        if effect.do == "slow":
            zombie.slow = True
            lines.append(f"  {name} gets a Slow Token.")
        elif effect.do == "flip":
            _no_boss(game, zombie)
            zombie.flip()
            lines.append(f"  {name} is FLIPped: now z{zombie.uid} Basic Zombie.")
        elif effect.do == "destroy":
            _no_boss(game, zombie)
            if effect.max_hp and game.hp_left(zombie) > effect.max_hp:
                raise RulesError(f"{name} has {game.hp_left(zombie)} HP left; {gdef.name} destroys {effect.max_hp} or less")
            effects.leave_field(game, target_field, zombie, lines, "is destroyed")
        elif effect.do == "potapult":
            owners = game.living()
            dest = game.player(act_["field"]) if act_.get("field") else game.player(
                table.choose(f"Potapult {name} to whose Graveyard?", owners, "potapult-field"))
            target_field.remove_zombie(zombie)
            if dest != target_field.owner:
                zombie.arrived = game.turn
            game.fields[dest].add(zombie, "graveyard")
            lines.append(f"  {name} is thrown onto {dest}'s Graveyard.")
        elif effect.do == "move-back":
            target_field.move(zombie, "trees")
            lines.append(f"  {name} moves back to the Trees.")
    if not chosen and effect.do not in ("draw", "wake"):
        lines.append("  no Zombie is hit.")


def _no_boss(game: Rules, zombie) -> None:  # noqa: ANN001
    if game.zdef(zombie).boss:
        raise RulesError(f"{game.zname(zombie)} is a Boss: it cannot be chosen for that")


def report_damage(game: Rules, act: dict[str, Any]) -> list[str]:
    """A player reports damage they dealt with real cards; applied as stated (no modifiers)."""
    field, zombie = game.find_zombie(act["zombie"])
    amount = int(act["amount"])
    if amount < 1:
        raise RulesError("damage must be at least 1")
    lines = [f"{game.zname(zombie)} takes {amount} damage" + (f" from {act['by']}" if act.get("by") else "") + ":"]
    effects.damage_zombie(game, field, zombie, amount, None, lines)
    return lines


def adjust(game: Rules, act: dict[str, Any]) -> list[str]:
    """Table corrections: a Slow Token, a FLIP, a move to another Area or Field."""
    field, zombie = game.find_zombie(act["zombie"])
    name = game.zname(zombie)
    if act.get("slow"):
        zombie.slow = True
        return [f"{name} gets a Slow Token."]
    if act.get("flip"):
        _no_boss(game, zombie)
        zombie.flip()
        return [f"{name} is flipped: now z{zombie.uid} Basic Zombie."]
    area = act.get("area")
    if area not in AREAS:
        raise RulesError(f"unknown Area '{area}' (graveyard, trees, village)")
    dest = game.fields[game.player(act["field"])] if act.get("field") else field
    field.remove_zombie(zombie)
    dest.add(zombie, area)
    return [f"{name} moves to {dest.owner}'s {AREA_NAMES[area]}."]


def sun(game: Rules, table: Table) -> list[str]:
    player = game.current
    field = game.fields[player]
    bearers = field.bearers()
    ended: list[str] = []
    drawn = game.draw_goblin_cards(player, 1 + bearers, f"{player}'s Sun", ended)
    hand = game.supply.hand_size(player)
    lines = [f"THE SUN: {player} draws {len(drawn)} card{'s' if len(drawn) != 1 else ''} (1 + {bearers} "
             f"Flag-bearer{'s' if bearers != 1 else ''}): {hand} in hand." if game.explain else "THE SUN."] + ended
    if game.over:
        return lines
    if hand > HAND_LIMIT:
        excess = hand - HAND_LIMIT
        for card in hand_discards(game, player, excess):
            game.supply.take(player, card)
            game.supply.discard_card(card)
        lines.append(f"  More than {HAND_LIMIT}: discard {excess} card{'s' if excess > 1 else ''} "
                     f"(keep {HAND_LIMIT}).")
    if not game.over and game.mode.slug == "training":
        goal = training_goal(len(game.players))
        if len(game.zombies.discards) >= goal:
            lines.append(game.finish("win", f"{len(game.zombies.discards)} cards on the Zombie Discard Pile "
                                            f"(goal {goal}): you survived the Training!"))
    return lines
