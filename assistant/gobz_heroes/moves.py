"""Gob'z'Heroes' moves as data (core/moves.py): what the player whose turn it is may do now.

Each move is found through the rule functions the handlers refuse with (turns.move_problem and
attack_problem, movement.end_problem and destinations, combat.check_close, ranged.shot_problem,
substitution.check, turns.backup_options), so a listed move is accepted and its `action` is the dict
`apply` logs once normalized (normal.py). A Gob' that cannot act now (Stunned, without the Rations,
already activated, a Backup owed) is listed once per verb with that reason in `blocked`.

Free parameters listed without enumerating every value, the rules asking them as questions instead:
which Stuff Sticky Fingers takes and which Stuff a full Gob' drops at a Crate. Combo Cards ride on a
listed move as the bots play them: a move with Sprint or Big Hop only to a square it needs them for, an
attack with any set of the attack cards in hand (Foam Bounce is offered after the roll, after_roll.py);
several Teleporter jumps at the end of the turn only to free Teleporters (one jump: to any). The rules
also accept those combinations outside the list (a Sprint on a square in reach, jumps that swap): they
are the same turn with a card spent for nothing, or said as two actions. A shot at one's own Gob' is
accepted (`reach` marks those targets "(yours)") but never listed: the rulebook's attacks are on rivals.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from goblinkit.assistant.core.moves import ACTOR, CARD, PLACE, TARGET, Move, Part
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.gobz_heroes import combat, combos, movement, ranged, substitution, turns
from goblinkit.assistant.gobz_heroes.move_parts import cards_named, card_part, cost, gob_part, problem_of
from goblinkit.assistant.gobz_heroes.moves_cards import card_moves, turn_end_moves
from goblinkit.content.gobz_heroes.board import square_name

MOVE_WORDS = ("walk", "go", "run", "feed and move", "activate and move")
ATTACK_WORDS = ("hit", "fight", "melee", "feed and attack", "activate and attack")
ATTACK_ORDER = ("brute-force", "steady-aim", "reroll")  # the order a bot lists its attack cards (bots.with_combos)


def listed_moves(game: Any) -> list[Move]:
    """The moves of the player whose turn it is; none while a rival Crew plays or once the game is over."""
    if game.over or game.players[game.current].bot:
        return []
    seat = game.current
    found: list[Move] = []
    for gob_id in turns.crew(game, seat):
        found += gob_moves(game, seat, gob_id) + gob_attacks(game, seat, gob_id)
    return found + card_moves(game, seat) + turn_end_moves(game, seat)


def feeding(game: Any, seat: int, gob_id: str) -> str:
    """What activating the Gob' costs now: its Rations (none once it is the active one)."""
    if game.active and game.active.gob == gob_id:
        return ""
    rations = game.profiles[gob_id].rations
    if len(turns.crew(game, seat)) == 1 and rations > game.players[seat].rations:
        return "Home Alone"
    return plural(rations, "Ration")


def blocked(game: Any, seat: int, verb: str, gob_id: str, why: str) -> Move:
    """A Gob' that cannot make this kind of move now, with the reason (the phone shows it, the prompt says it)."""
    name = game.profiles[gob_id].name
    label = f"{'Move' if verb == 'move' else 'Attack with'} {name}"
    if verb == "move":  # "move skritch to c7" is told why too: any square may be named
        anything = Part(PLACE, "square", tuple(square_name((c, r)) for r in range(game.board.height)
                                               for c in range(game.board.width)), optional=True)
    else:
        anything = Part(TARGET, "rival", tuple(n for g in game.gobz.values() if g.on_board and g.owner != seat
                                               for n in (g.id, game.profiles[g.id].name)), optional=True)
    return Move(verb, label, {"type": verb, "player": game.players[seat].name, "gob": gob_id},
                command=f"{verb} {gob_id}", parts=(gob_part(game, ACTOR, gob_id), anything), blocked=why, seat=seat,
                aliases=MOVE_WORDS if verb == "move" else (*ATTACK_WORDS, "shoot", "fire"))


def gob_moves(game: Any, seat: int, gob_id: str) -> list[Move]:
    """Every square the Gob' may move to: in reach, or with Sprint / Big Hop where only they reach; and the
    Sewers it may reach to be substituted there (a Combo Card sacrificed)."""
    why = turns.move_problem(game, gob_id)
    if why:
        return [blocked(game, seat, "move", gob_id, why)]
    player, name = game.players[seat], game.profiles[gob_id].name
    hand = {game.combo_defs[c].effect: c for c in sorted(player.combos, reverse=True)}
    sets = [[]] + [[hand[e] for e in chosen if e in hand] for chosen in (("sprint",), ("hop",), ("sprint", "hop"))
                   if all(e in hand for e in chosen)]
    fed, seen, found = feeding(game, seat, gob_id), set(), []
    reach = movement.destinations(game, gob_id, sewer_ok=True)  # the Sewers too: a Substitution ends there
    taken = movement.occupied(game, gob_id)
    for cards in sets:
        extra = combos.amount(game, cards, "sprint")
        hop = any(game.combo_defs[c].effect == "hop" for c in cards)
        squares = reach if not cards else movement.destinations(game, gob_id, extra, hop)
        for square in sorted(squares, key=lambda s: (s[1], s[0])):
            if square in seen or movement.end_problem(game, gob_id, square, taken=taken):
                continue
            seen.add(square)
            where = square_name(square)
            using = f" with {cards_named(game, cards)}" if cards else ""
            found.append(Move("move", f"Move {name} to {where}{using}",
                              {"type": "move", "player": player.name, "gob": gob_id, "to": where, "combos": list(cards),
                               "sub": None, "sub_combo": None},
                              command=f"move {gob_id} {where}" + "".join(f" --combo {c}" for c in cards),
                              parts=(gob_part(game, ACTOR, gob_id), Part(PLACE, where), *(card_part(game, c) for c in cards)),
                              cost=cost(fed, cards_named(game, cards)), aliases=(*MOVE_WORDS, "sprint"), seat=seat))
    return found + _substitution_moves(game, seat, gob_id, fed, reach, taken)


def _substitution_moves(game: Any, seat: int, gob_id: str, fed: str, reach: Any, taken: Any) -> list[Move]:
    player, name = game.players[seat], game.profiles[gob_id].name
    if not player.combos:
        return []
    sewers = [s for s in sorted(reach, key=lambda s: (s[1], s[0]))
              if s in game.board.sewers and not movement.end_problem(game, gob_id, s, True, taken)]
    found = []
    for square, sub, card in product(sewers, sorted(game.bench), sorted(set(player.combos))):
        if problem_of(lambda: substitution.check(game, seat, gob_id, sub, card)):
            continue
        where, card_name = square_name(square), game.combo_defs[card].name
        found.append(Move("move", f"Move {name} to the Sewer at {where} and substitute {game.profiles[sub].name} "
                                  f"(sacrificing {card_name})",
                          {"type": "move", "player": player.name, "gob": gob_id, "to": where, "combos": [],
                           "sub": sub, "sub_combo": card},
                          command=f"move {gob_id} {where} --sub {sub} --combo-sub {card}",
                          parts=(gob_part(game, ACTOR, gob_id), Part(PLACE, where), gob_part(game, TARGET, sub),
                                 card_part(game, card)),
                          cost=cost(fed, card_name), aliases=("substitute", "sub", "swap"), seat=seat))
    return found


def _attack_card_sets(game: Any, seat: int) -> list[list[str]]:
    """Every set of attack cards in hand, in the order a bot lists them (each copy of a card once)."""
    effects = ATTACK_ORDER if not game.after_roll else ATTACK_ORDER[:2]
    hand = game.players[seat].combos
    choices = []
    for effect in effects:
        held = sorted(c for c in hand if game.combo_defs[c].effect == effect)
        choices.append([held[:n] for n in range(len(held) + 1)])
    return [[c for part in chosen for c in part] for chosen in product(*choices)]


def gob_attacks(game: Any, seat: int, gob_id: str) -> list[Move]:
    """Close Combat on each adjacent rival (a Troll: on two as well), a shot with each weapon at each rival
    in range and sight; each with every set of attack cards in hand."""
    why = turns.attack_problem(game, gob_id)
    if why:
        return [blocked(game, seat, "attack", gob_id, why)]
    player, profile = game.players[seat], game.profiles[gob_id]
    rivals = sorted(g.id for g in game.gobz.values() if g.on_board and g.owner != seat)
    close = [[t] for t in rivals]
    if profile.troll:
        close += [[a, b] for a in rivals for b in rivals if a < b]
    fed, found = feeding(game, seat, gob_id), []
    card_sets = _attack_card_sets(game, seat)
    for targets in close:
        if problem_of(lambda: combat.check_close(game, seat, gob_id, targets)):
            continue
        names = " and ".join(game.profiles[t].name for t in targets)
        for cards in card_sets:
            using = f", playing {cards_named(game, cards)}" if cards else ""
            found.append(Move("attack", f"Attack {names} with {profile.name}{using}",
                              {"type": "attack", "player": player.name, "gob": gob_id, "targets": list(targets),
                               "ranged": False, "weapon": None, "combos": list(cards), "low_first": False},
                              command=f"attack {gob_id} {' '.join(targets)}" + "".join(f" --combo {c}" for c in cards),
                              parts=(gob_part(game, ACTOR, gob_id), *(gob_part(game, TARGET, t) for t in targets),
                                     *(card_part(game, c) for c in cards)),
                              cost=cost(fed, cards_named(game, cards)), aliases=ATTACK_WORDS, seat=seat))
    hand_to_hand = {tuple(m.action["targets"]) for m in found}  # "attack" then means Close Combat
    arms = ranged.arms(game, gob_id)
    for arm in arms:
        for target in rivals:
            if ranged.shot_problem(game, gob_id, target, arm):
                continue
            tname = game.profiles[target].name
            for cards in card_sets:
                using = f", playing {cards_named(game, cards)}" if cards else ""
                found.append(Move("shoot", f"Shoot {tname} with {profile.name}'s {arm.name}{using}",
                                  {"type": "attack", "player": player.name, "gob": gob_id, "targets": [target],
                                   "ranged": True, "weapon": arm.id, "combos": list(cards), "low_first": False},
                                  command=f"shoot {gob_id} {target} --weapon {arm.id}" + "".join(f" --combo {c}" for c in cards),
                                  parts=(gob_part(game, ACTOR, gob_id), gob_part(game, TARGET, target),
                                         Part(CARD, arm.id, (arm.name,), optional=len(arms) == 1),
                                         *(card_part(game, c) for c in cards)),
                                  cost=cost(fed, cards_named(game, cards)), aliases=("fire", "zap", "feed and shoot")
                                  + (("attack",) if (target,) not in hand_to_hand else ()),
                                  seat=seat))
    return found
