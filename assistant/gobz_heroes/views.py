"""The questions a player asks between moves (rations, line of sight, reach, odds): read-only views."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.core.errors import RulesError
from goblinkit.assistant.gobz_heroes import combos, movement, ranged, turns
from goblinkit.assistant.gobz_heroes.combat import strength_close
from goblinkit.assistant.gobz_heroes.odds import attack_odds
from goblinkit.assistant.gobz_heroes.render import board_lines
from goblinkit.content.gobz_heroes.board import parse_square, square_name
from goblinkit.assistant.core.names import plural

View = tuple[list[str], dict[str, Any]]


def rations_view(game: Any) -> View:
    seat = game.current
    player = game.players[seat]
    alone = len(turns.crew(game, seat)) == 1
    feedable = [g for g in turns.able(game, seat) if not game.gobz[g].activated
                and (game.profiles[g].rations <= player.rations or alone)]
    hungry = [g for g in turns.crew(game, seat) if g not in feedable]
    lines = [f"{player.name}: {player.rations} Rationing Points left this turn "
             f"(highest able Charisma: {turns.rationing_points(game, seat)})."]
    lines += [f"  can feed {game.profiles[g].name} ({plural(game.profiles[g].rations, 'Ration')})" for g in feedable]
    for g in hungry:
        gob = game.gobz[g]
        why = "Stunned" if gob.stunned else "already activated" if gob.activated else f"needs {game.profiles[g].rations}"
        lines.append(f"  not {game.profiles[g].name} ({why})")
    return lines, {"player": player.name, "rations": player.rations, "can_feed": feedable}


def secret_view(game: Any) -> View:
    """The hand and Gob'jective of the human whose turn it is (yours, at a table of one human): what `status`
    leaves out on a screen several humans share, read by its owner with the screen to themselves."""
    from goblinkit.content.gobz_heroes.text import objective_text

    player = game.players[game.human_seat()]
    if player.bot or (game.hot_seat and game.players[game.current].bot):
        raise RulesError(f"it is {game.players[game.current].name}'s turn (the assistant's Crew): `secret` shows "
                         "the hand of the human whose turn it is")
    card = game.objective_defs[player.objective] if player.objective else None
    goal = (f"{player.name}'s secret Gob'jective: {card.name} -- {objective_text(card)}"
            + (" (done)" if player.objective_done else "") if card is not None else f"{player.name}: no Gob'jective")
    hand = ", ".join(game.combo_defs[c].name for c in player.combos) or "none"
    return [goal, f"{player.name}'s Combo Cards: {hand}."], {"player": player.name, "objective": player.objective,
                                                           "objective_done": player.objective_done,
                                                           "combos": list(player.combos)}


def _where(game: Any, ref: str) -> tuple[tuple[int, int], str | None]:
    try:
        return parse_square(ref), None
    except ValueError:
        gob_id = game.gob_named(ref)
        if not game.gobz[gob_id].on_board:
            raise RulesError(f"{game.profiles[gob_id].name} is not on the board") from None
        return game.gobz[gob_id].pos, gob_id


def los_view(game: Any, a: str, b: str) -> View:
    pa, ga = _where(game, a)
    pb, gb = _where(game, b)
    board = game.board
    tall = bool(ga and game.profiles[ga].has("tall"))
    ignore = [g for g in (ga, gb) if g]
    problem = board.sight(pa, pb, ranged.blockers(game, *ignore), tall, game.obstacles())
    distance = board.distance(pa, pb)
    levels = f"{'platform' if board.level(pa) else 'ground'} -> {'platform' if board.level(pb) else 'ground'}"
    lines = [f"{square_name(pa)} -> {square_name(pb)} ({levels}): "
             + (f"range {distance}, " if distance is not None else "") + ("clear line of sight" if not problem else problem)]
    if ga:
        for arm in ranged.arms(game, ga):
            reach = ranged.weapon_range(game, ga, arm)
            ok = not problem and distance is not None and distance <= reach
            lines.append(f"  {arm.name} (range {reach}): {'in range' if ok else 'no'}")
    return lines, {"from": square_name(pa), "to": square_name(pb), "range": distance, "blocked": problem}


def reach_view(game: Any, ref: str) -> View:
    gob_id = game.gob_named(ref)
    gob = game.gobz[gob_id]
    if not gob.on_board:
        raise RulesError(f"{game.profiles[gob_id].name} is not on the board")
    ends = movement.destinations(game, gob_id)
    marks = {square_name(s) for s in ends}
    lines = [f"{game.profiles[gob_id].name} at {square_name(gob.pos)}: {len(ends)} squares in reach "
             f"(Movement {movement.mover(game, gob_id).movement}), marked **:"]
    for line in board_lines(game):
        lines.append(line)
    lines = lines[:1] + _mark(lines[1:], marks)
    seat = gob.owner
    strength = strength_close(game, gob_id)
    close = [g.id for g in game.gobz.values() if g.on_board and g.owner != seat and game.board.adjacent(
        gob.pos, game.profiles[gob_id].has("tall"), g.pos, game.profiles[g.id].has("tall"))]
    lines.append("Close Combat now: " + (", ".join(game.profiles[g].name for g in close) or "nobody adjacent")
                 + f" (Strength {strength}).")
    shots = {}
    for arm in ranged.arms(game, gob_id):
        ok = [g.id for g in game.gobz.values() if g.on_board and g.id != gob_id
              and not ranged.shot_problem(game, gob_id, g.id, arm)]
        shots[arm.id] = ok
        lines.append(f"{arm.name} now: " + (", ".join(game.profiles[g].name + (" (yours)" if game.gobz[g].owner == seat else "")
                                                          for g in ok) or "no target in sight"))
    lines += card_lines(game, gob_id)
    return lines, {"gob": gob_id, "squares": sorted(marks), "close": close, "shots": shots}


def card_lines(game: Any, gob_id: str) -> list[str]:
    """What the Profile Card says the Gob' can do (its Special Skill and Qualities), for a player who
    has not learnt the cards yet."""
    from goblinkit.content.gobz_heroes.text import QUALITY_TEXT, skill_text

    profile = game.profiles[gob_id]
    return ([f"{profile.skill.name}: {skill_text(profile.skill)}"]
            + [QUALITY_TEXT[q] for q in profile.qualities])


def _mark(rows: list[str], marks: set[str]) -> list[str]:
    out = [rows[0]]
    for r, row in enumerate(rows[1:]):
        cells = list(row)
        for c in range(len(rows[0]) // 3):
            if f"{chr(65 + c)}{r + 1}" in marks:
                at = 4 + 3 * c + 1
                cells[at:at + 2] = "**"
        out.append("".join(cells))
    return out


def _card(game: Any, ref: str) -> str:
    key = ref.lower().replace(" ", "-")
    found = [c for c, d in game.combo_defs.items() if c == key or d.name.lower() == ref.lower()] or \
        [c for c in game.combo_defs if c.startswith(key)]
    if len(found) != 1 or game.combo_defs[found[0]].effect not in combos.ON_ATTACK:
        on_attack = ", ".join(c for c, d in game.combo_defs.items() if d.effect in combos.ON_ATTACK)
        raise RulesError(f"--combo: '{ref}' is not a Combo Card played on an attack ({on_attack})")
    return found[0]


def odds_view(game: Any, ref: str, target_ref: str, is_ranged: bool, weapon: str | None, cards: list[str]) -> View:
    gob_id, target = game.gob_named(ref), game.gob_named(target_ref)
    played = [_card(game, ref) for ref in cards]  # what-if: the cards need not be in hand
    bonus = combos.amount(game, played, "brute-force")
    modifier = -combos.amount(game, played, "steady-aim")
    if is_ranged:
        arm = ranged.pick_arm(game, gob_id, weapon)
        strength, dice, modifier = arm.weapon.strength + bonus, arm.weapon.repeat, modifier + arm.to_hit
        how = f"{arm.name} (Repeat {dice})"
        blocked = ranged.shot_problem(game, gob_id, target, arm)
    else:
        strength, dice = strength_close(game, gob_id, bonus), 2 if game.profiles[gob_id].troll else 1
        how = f"Close Combat ({dice} {'dice' if dice > 1 else 'die'})"
        t, g = game.gobz[target], game.gobz[gob_id]
        blocked = None if g.on_board and t.on_board and game.board.adjacent(
            g.pos, game.profiles[gob_id].has("tall"), t.pos, game.profiles[target].has("tall")) else "not adjacent"
    odds = attack_odds(game, gob_id, target, strength, modifier)
    from goblinkit.assistant.gobz_heroes.combat import resistance

    lines = [f"{game.profiles[gob_id].name} -> {game.profiles[target].name}: {how}, Strength {strength} vs "
             f"Resistance {resistance(game, target)}" + (" (Stunned: Low Blow)" if game.gobz[target].stunned else "")]
    lines += odds.lines()
    if blocked:
        lines.append(f"  (not possible from where they stand now: {blocked})")
    if dice > 1:
        lines.append(f"  per die; {plural(dice, 'die')}: at least one hit {1 - odds.miss ** dice:6.1%}")
    return lines, {"possible_now": not blocked, "needed": odds.needed, "dice": dice, "miss": odds.miss, "tickle": odds.tickle, "stun": odds.stun,
                   "ko": odds.ko, "lol": odds.lol}


def summary_lines(result: dict[str, Any]) -> list[str]:
    lines = [f"{result['games']} games, {result['mean_turns']:.1f} rounds on average.",
             "Wins by seat: " + ", ".join(f"{k} {v}" for k, v in sorted(result["wins_by_seat"].items())),
             "Win rate of the Crews each Gob' was in:"]
    lines += [f"  {gob:<10} {rate:6.1%}" for gob, rate in result["win_rate_by_gob"].items()]
    lines.append("VP by source: " + ", ".join(f"{k} {v}" for k, v in sorted(result["vp_sources"].items())))
    return lines
