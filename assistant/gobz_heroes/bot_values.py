"""What the rival Crews' policy weighs (bots, bot_cards, crew_table): a Gob's worth, the expected VP
of an attack from a square, what a Supply Crate is worth, how far the nearest rival is. Measures only,
no choice: below the modules that choose, so each of them reads these without importing another."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.gobz_heroes import ranged
from goblinkit.assistant.gobz_heroes.bot_memo import gob_state, remembered
from goblinkit.assistant.gobz_heroes.combat import strength_close
from goblinkit.assistant.gobz_heroes.odds import attack_odds
from goblinkit.assistant.gobz_heroes.scoring import needed
from goblinkit.content.gobz_heroes.board import Square, square_name

STUN_VALUE, TICKLE_VALUE, CRATE_VALUE = 0.6, 0.2, 0.5
COMBO_VALUE, GOAL_VALUE = 0.3, 2.0  # a Combo Card in hand (three dump for 1 VP); a Gob'jective


def value(game: Any, gob_id: str) -> float:
    p = game.profiles[gob_id]
    shoots = 1.5 if p.skill.weapon or p.stuff else 0.0
    return p.physical + 0.5 * p.charisma + 0.3 * p.movement + shoots + (1.0 if p.has("accurate") else 0.0)


def expected(game: Any, seat: int, gob_id: str, target_id: str, strength: int, dice: int, modifier: int = 0,
             careful: bool = False, close: bool = True, goal: bool = True) -> float:
    """The expected VP of an attack of `dice` dice. `careful` (normal skill and up) also counts what
    the easy Crews overlook: the Crew's secret Gob'jective the hit may fulfil (unless not `goal`: a
    rival's, which our Crew may not read), and what every 6 rolled brings (a Combo Card, a VP for a
    Lucky Gob', less one for each 1 of an Unlucky one)."""
    odds = attack_odds(game, gob_id, target_id, strength, modifier)
    tp = game.profiles[target_id]
    target = game.gobz[target_id]
    ko_vp = (2 if tp.troll else 1) if target.stunned else (3 if tp.troll else 2)
    lol_vp = 2 if tp.troll else 1
    one = odds.ko * ko_vp + odds.lol * lol_vp + odds.stun * STUN_VALUE + odds.tickle * TICKLE_VALUE
    if careful:
        profile = game.profiles[gob_id]
        one += goal_bonus(game, seat, gob_id, target_id, odds, close) if goal else 0.0
        one += (COMBO_VALUE + (1 if profile.has("lucky") else 0)) / 6 - (1 / 6 if profile.has("unlucky") else 0)
    return one * dice


def goal_bonus(game: Any, seat: int, gob_id: str, target_id: str, odds: Any, close: bool) -> float:
    """The share of the secret Gob'jective's 2 VP that one die of this attack earns (0 once shown)."""
    player = game.players[seat]
    if not player.objective or player.objective_done:
        return 0.0
    goal = game.objective_defs[player.objective]
    tp, target = game.profiles[target_id], game.gobz[target_id]
    if goal.troll and not tp.troll:
        return 0.0
    chance = {"ko": odds.ko + odds.lol, "lol": odds.lol,
              "low-blow-ko": odds.ko if target.stunned else 0.0,
              "ranged-ko": 0.0 if close else odds.ko,
              "steal": odds.ko if close and target.stuff and
              len(game.gobz[gob_id].stuff) < game.stuff_limit(gob_id) else 0.0}.get(goal.event, 0.0)
    return GOAL_VALUE * chance


def best_attack(game: Any, seat: int, gob_id: str, at: Square,
                careful: bool = False) -> tuple[float, dict[str, Any] | None]:
    """The best attack from square `at` (the Gob' imagined there); `careful`: valued as `expected` says."""
    best: tuple[float, dict[str, Any] | None] = (0.0, None)
    for ev, act in attacks(game, seat, gob_id, at, careful):
        if ev > best[0]:
            best = (ev, act)
    return best


def attacks(game: Any, seat: int, gob_id: str, at: Square, careful: bool = False) -> list[tuple[float, dict[str, Any]]]:
    """Every attack from square `at` (the Gob' imagined there) with its expected VP, close ones first;
    remembered (bot_memo.py) by every Gob's state on the board, the obstacles and the Crew's Gob'jective."""
    gob = game.gobz[gob_id]
    home, gob.pos = gob.pos, at
    try:
        player = game.players[seat]
        key = (seat, careful, gob_id, tuple(gob_state(game, g.id) for g in game.gobz.values() if g.on_board),
               tuple(game.obstacles()), player.objective, player.objective_done, tuple(player.crates))
        found = remembered(game, "attacks", key, lambda: _attacks(game, seat, gob_id, at, careful))
    finally:
        gob.pos = home
    return [(ev, dict(act, targets=list(act["targets"]))) for ev, act in found]


def _attacks(game: Any, seat: int, gob_id: str, at: Square, careful: bool) -> list[tuple[float, dict[str, Any]]]:
    """attacks' work, the Gob' already imagined at `at`."""
    profile = game.profiles[gob_id]
    found: list[tuple[float, dict[str, Any]]] = []
    rivals = [g for g in game.gobz.values() if g.on_board and g.owner != seat]
    strength = strength_close(game, gob_id)
    for target in rivals:
        if game.board.adjacent(at, profile.has("tall"), target.pos, game.profiles[target.id].has("tall")):
            ev = expected(game, seat, gob_id, target.id, strength, 2 if profile.troll else 1, 0, careful)
            found.append((ev, {"type": "attack", "gob": gob_id, "targets": [target.id]}))
    for arm in ranged.arms(game, gob_id):
        for target in rivals:
            if ranged.shot_problem(game, gob_id, target.id, arm):
                continue
            ev = expected(game, seat, gob_id, target.id, arm.weapon.strength, arm.weapon.repeat, arm.to_hit,
                          careful, False)
            if arm.weapon.fallout and any(g.owner == seat and g.id != target.id and g.on_board and
                                          max(abs(g.pos[0] - target.pos[0]), abs(g.pos[1] - target.pos[1])) == 1
                                          for g in game.gobz.values()):
                ev -= 0.5
            if arm.triple_knocks_out:
                ev -= 6 / 216 * 2
            found.append((ev, {"type": "attack", "gob": gob_id, "targets": [target.id], "ranged": True,
                               "weapon": arm.id}))
    return found


def attack_words(game: Any, act: dict[str, Any], who: bool = True) -> str:
    names = " and ".join(game.profiles[t].name for t in act["targets"])
    how = f"shoots {names}" if act.get("ranged") else f"attacks {names}"
    return f"{game.profiles[act['gob']].name} {how}" if who else how


def nearest_rival(game: Any, seat: int, square: Square, rivals: list[Square] | None = None) -> int:
    """How many steps (as the crow flies) from `square` to the nearest rival Gob' (`rivals`: their squares,
    when the caller asks for many squares of one table)."""
    if rivals is None:
        rivals = [g.pos for g in game.gobz.values() if g.on_board and g.owner != seat]
    return min((max(abs(square[0] - r[0]), abs(square[1] - r[1])) for r in rivals), default=0)


def crate_value(game: Any, seat: int, gob_id: str, square: Any) -> float:
    """What ending on `square` is worth for its Supply Crate: a Stuff Card, and while the Crew's
    Gob'jective is Scavenger its share of the 2 VP (a Crate not yet opened: half of them when both are
    needed, all for the last); 0 where there is no Crate or no room for Stuff."""
    gob, player = game.gobz[gob_id], game.players[seat]
    if square not in game.board.crates or game.profiles[gob_id].troll or len(gob.stuff) >= game.stuff_limit(gob_id):
        return 0.0
    goal = game.objective_defs[player.objective] if player.objective and not player.objective_done else None
    if goal is None or goal.event != "crate" or square_name(square) in player.crates:
        return CRATE_VALUE
    return CRATE_VALUE + 2.0 * (len(player.crates) + 1) / max(needed(game, goal), len(player.crates) + 1)


def disable_chance(game: Any, act: dict[str, Any]) -> float:
    """The chance an attack leaves its target unable to act next turn (Stunned, KO'd, laughed out)."""
    gob_id, target = act["gob"], act["targets"][0]
    if act.get("ranged"):
        arm = ranged.pick_arm(game, gob_id, act.get("weapon"))
        odds, dice = attack_odds(game, gob_id, target, arm.weapon.strength, arm.to_hit), arm.weapon.repeat
    else:
        odds = attack_odds(game, gob_id, target, strength_close(game, gob_id))
        dice = 2 if game.profiles[gob_id].troll else 1
    return 1 - (1 - odds.stun - odds.ko - odds.lol) ** dice
