"""The rival Crews: a policy over the legal actions. Each call returns the next action of the Crew
whose turn it is -- the same move / attack / combo / end actions a player types -- so a rival's
turn is logged, undone and replayed like the player's.

The policy: dump 3 Combo Cards for a VP; Wet Blanket a Gob' close to LOL, Second Wind a Stunned one;
then, for each affordable Gob' (highest Charisma last, so Rationing stays high), the destination and
attack of best expected VP on the board (close and ranged, with line of sight), a Supply Crate when
there is nothing to hit, else a step toward the nearest rival.

Skill levels (assistant/core/skill.py): `easy` is this policy as it was, blunders left in on purpose -- it
plans a shot from a Supply Crate square (opening the Crate then forbids it), steps next to a strong
enemy for a 0.10 VP attack and sits beside one a Tickle from laughing out loud (no look-ahead), and feeds
its Gob'z by Charisma, so a high-Charisma Tommy Gun may wait until the Rations are spent. `normal`
(`careful`) fixes these: no attack planned from a Crate, each option pays for what its square adds to
the rivals' best replies on the whole Crew, less what hurting its target takes from them (bot_risk.py,
one ply), an attack's worth counts the Crew's Gob'jective and its 6s (bot_values.py), the activations
worth most within the Rationing Points go first (a knapsack), and two Crews draft by searching the rest
of the draft over each Gob's measured worth (bot_draft.py). `hard` searches (hard_crew.py) and drafts
as normal does."""

from __future__ import annotations

from typing import Any

from goblinkit.assistant.gobz_heroes import bot_cards, bot_draft, bot_memo, ranged, rules, turns
from goblinkit.assistant.gobz_heroes.bot_risk import RISK, CrewThreats, Threats
from goblinkit.assistant.gobz_heroes.bot_values import attack_words, attacks, best_attack, crate_value, nearest_rival, value
from goblinkit.assistant.gobz_heroes.combat import strength_close
from goblinkit.assistant.gobz_heroes.crew_table import policy_answer
from goblinkit.assistant.gobz_heroes.resistance import resistance
from goblinkit.assistant.core.table import ScriptedTable
from goblinkit.content.gobz_heroes.board import square_name

CAUTIOUS_WALK = False  # measured: paying for every step's danger made the Crew hang back and lose the race
CRATE_CUT = 0.3  # normal: a Crate's Stuff is worth less than easy thinks (measured: fewer trips into reach, more wins)



def draft_pick(game: Any, seat: int) -> str | None:
    """The Crew's next pick (None: its Crew is done). easy: the best Gob' it can still afford while keeping
    room for the Crew's minimum size; normal and hard, two Crews: the rest of the draft searched
    (bot_draft.py); a random pick when the setup says so (simulate's balance figures)."""
    mine = [g for g in game.gobz.values() if g.owner == seat]
    free = {g: None for g in game.bench if game.gobz[g].owner is None}
    options = bot_draft.legal(game, {**free, **{g.id: seat for g in mine}}, seat)
    if game.setup.get("draft") == "random" and options:  # simulations: varied Crews, for balance figures
        return game.chance.pick(sorted(options), f"{game.players[seat].name}'s draft pick")
    skill = game.skills.get(game.players[seat].name)
    if skill is not None and not skill.easy and bot_draft.searched(game):
        return bot_draft.best_pick(game, seat)
    lead = max((game.profiles[g.id].charisma for g in mine), default=0)

    def fed(gob_id: str) -> float:
        # a Gob' the Crew's best Charisma cannot feed is worth little (Mog needs a Charisma of 5)
        p = game.profiles[gob_id]
        return value(game, gob_id) - (4 if p.rations > max(lead, p.charisma) else 0)

    return max(options, key=lambda g: (fed(g), g), default=None)


def plan(game: Any, seat: int, gob_id: str, careful: bool = False) -> tuple[float, list[dict[str, Any]]]:
    """The best (expected value, actions) for one Gob': move somewhere then attack, or attack, or walk."""
    return max(options(game, seat, gob_id, careful), key=lambda o: o[0], default=(0.0, []))


def options(game: Any, seat: int, gob_id: str, careful: bool = False) -> list[tuple[float, list[dict[str, Any]]]]:
    """Every (expected value, actions) worth considering for one Gob'. `careful` (normal skill and up):
    no attack planned from a Supply Crate square (opening the Crate forbids it); an attack or a Crate
    pays for the danger its square adds (bot_risk.py), a Gob' one Tickle from LOL for all of it (and
    gains by stepping out of reach); an option worth no more than staying put is dropped. A careful
    attack or Crate counts the whole Crew's exposure (bot_risk.CrewThreats: what the square adds to the
    rivals' best attacks, less what hurting its target takes from them); a Crate is worth CRATE_CUT less."""
    gob = game.gobz[gob_id]
    start, name = gob.pos, game.profiles[gob_id].name
    troll = game.profiles[gob_id].troll
    threats = Threats(game, seat, gob_id) if careful else None
    here = threats.danger(start) if threats is not None else 0.0

    fragile = gob.tickles + 1 >= rules.lol_limit(game.profiles[gob_id])  # one Tickle from laughing out loud

    crew = CrewThreats(game, seat) if careful else None

    def risk(square: Any, walk: bool = False, act: Any = None) -> float:
        """What ending on `square` costs: the danger it adds (a Gob' one Tickle from LOL also gains by
        leaving danger); a plain walk pays nothing unless the Gob' is that fragile (the Crew still closes in)."""
        if crew is not None and not fragile and not walk:
            return RISK * crew.cost(gob_id, square, act)
        if threats is None or (walk and not fragile and not CAUTIOUS_WALK):
            return 0.0
        added = threats.danger(square) - here
        return RISK * (added if fragile or CAUTIOUS_WALK else max(0.0, added))

    found: list[tuple[float, list[dict[str, Any]]]] = []
    ev, act = aimed(game, seat, gob_id, start, careful, crew)
    rallies = game.profiles[gob_id].skill.id == "rally" and any(
        game.gobz[g].stunned and game.board.adjacent(start, False, game.gobz[g].pos, False) for g in turns.crew(game, seat))
    if act and not rallies:  # Rally stands a friend up on feeding: it may then block the line
        found.append((ev + 0.01 - risk(start, act=act), [{**act, "why": f"{attack_words(game, act)} from where it stands: {ev:.2f} VP expected"}]))
    room = len(gob.stuff) < game.stuff_limit(gob_id) and not troll
    rivals = [g.pos for g in game.gobz.values() if g.on_board and g.owner != seat]
    nearest = nearest_rival(game, seat, start, rivals)
    for square in bot_memo.destinations(game, gob_id):
        move = {"type": "move", "gob": gob_id, "to": square_name(square)}
        crate = square in game.board.crates
        ev, act = aimed(game, seat, gob_id, square, careful, crew) if not (careful and crate and not troll) else (0.0, None)
        if act:
            found.append((ev - risk(square, act=act), [{**move, "why": f"{name} to {square_name(square)}, then "
                                                      f"{attack_words(game, act, False)}: {ev:.2f} VP expected"}, act]))
        elif crate and room:
            found.append((crate_value(game, seat, gob_id, square) - (CRATE_CUT if careful else 0) - risk(square), [
                {**move, "why": f"{name} to the Supply Crate at {square_name(square)} (no better attack in reach)"}]))
        else:
            closer = nearest - nearest_rival(game, seat, square, rivals)
            if closer > 0 or (careful and risk(square, True) < 0):
                why = (f"{name} {closer} square{'s' if closer > 1 else ''} closer to the nearest rival "
                       "(nothing to hit this turn)") if closer > 0 else f"{name} steps out of the rivals' reach"
                found.append((0.01 * max(closer, 0) - risk(square, True), [{**move, "why": why}]))
    if game.players[seat].combos:
        found += bot_cards.card_moves(game, seat, gob_id, max((o[0] for o in found), default=0.0), careful)
        found += bot_cards.substitution(game, seat, gob_id)
    return [o for o in found if o[0] > 0] if careful else found


def aimed(game: Any, seat: int, gob_id: str, square: Any, careful: bool,
          crew: CrewThreats | None) -> tuple[float, dict[str, Any] | None]:
    """The attack to make from `square`: the best expected VP, or with `crew` (normal) the best once
    what it takes from the rivals' next turn is counted (the most dangerous rival hurt first)."""
    if crew is None:
        return best_attack(game, seat, gob_id, square, careful)
    best: tuple[float, float, dict[str, Any] | None] = (0.0, 0.0, None)
    for ev, act in attacks(game, seat, gob_id, square, careful):
        worth = ev - RISK * crew.cost(gob_id, square, act)
        if ev > 0 and (best[2] is None or worth > best[0]):
            best = (worth, ev, act)
    return best[1], best[2]


def next_action(game: Any, skill: str = "easy") -> dict[str, Any]:
    """The next action of the Crew whose turn it is, at `skill` easy or normal (hard: hard_crew.py)."""
    act = _next(game, skill != "easy")
    return act if "player" in act else {**act, "player": game.players[game.current].name}


def _next(game: Any, careful: bool = False) -> dict[str, Any]:
    seat = game.current
    player = game.players[seat]
    if len(player.combos) >= 3:
        return {"type": "dump", "player": player.name, "why": "3 Combo Cards: Dumping for 1 VP"}
    for card in sorted(set(player.combos)):
        effect = game.combo_defs[card].effect
        for gob_id in turns.crew(game, seat):
            g, p = game.gobz[gob_id], game.profiles[gob_id]
            if effect == "wet-blanket" and g.tickles >= rules.lol_limit(p) - 1:
                return {"type": "combo", "player": player.name, "card": card, "gob": gob_id,
                        "why": f"Wet Blanket: {p.name} is one Tickle from LOL"}
            if effect == "second-wind" and g.stunned and not g.activated and p.rations <= player.rations:
                # only if it can then act: Crew Rehab stands it up at the end of the turn anyway
                return {"type": "combo", "player": player.name, "card": card, "gob": gob_id,
                        "why": f"Second Wind: {p.name} is Stunned"}
    trick = bot_cards.tricks(game, seat)
    if trick:
        return trick
    active = game.active
    if active and active.moved and not active.attacked and not active.collected:  # a move planned with its attack
        crew = CrewThreats(game, seat) if careful else None
        ev, act = aimed(game, seat, active.gob, game.gobz[active.gob].pos, careful, crew)
        if act:
            return with_combos(game, seat, {**act, "why": f"{attack_words(game, act)}: {ev:.2f} VP expected"})
    alone = len(turns.crew(game, seat)) == 1
    ready = [g for g in turns.able(game, seat) if not game.gobz[g].activated
             and (game.profiles[g].rations <= player.rations or alone)]
    order = sorted(ready, key=lambda g: (game.profiles[g].charisma, g))
    if careful:  # normal: the activations worth most within the Rationing Points (the Tommy Gun of a
        # high-Charisma Gob' used to wait until they were spent)
        first = _first_of_best_set(game, seat, order, player.rations, alone)
        if first is not None:
            return with_combos(game, seat, first)
        order = []
    for gob_id in order:
        ev, actions = plan(game, seat, gob_id)
        if actions:
            return with_combos(game, seat, actions[0])
    again = bot_cards.double_time(game, seat, (lambda g, s, i: plan(g, s, i, True)) if careful else plan)
    if again:
        return again
    hungry = [g for g in turns.able(game, seat) if not game.gobz[g].activated
              and player.rations < game.profiles[g].rations <= player.rations + 2]
    extra = next((c for c in player.combos if game.combo_defs[c].effect == "extra-rations"), None)
    if hungry and extra and game.active is None:
        return {"type": "combo", "player": player.name, "card": extra,
                "why": f"Extra Rations, to feed {game.profiles[hungry[0]].name}"}
    jumps = teleports(game, seat)
    return {"type": "end", "teleports": jumps,
            "why": "ends the turn" + (f", teleporting {', '.join(jumps)}" if jumps else "")}


def _first_of_best_set(game: Any, seat: int, ready: list[str], rations: int, alone: bool) -> dict[str, Any] | None:
    """The first action of the set of activations worth most within the Rationing Points (each ready
    Gob's best plan, a knapsack over their Rations), the most valuable of the set first."""
    plans = [(ev, acts, game.profiles[g].rations) for g in ready for ev, acts in [plan(game, seat, g, True)]
             if acts and ev > 0]
    best: dict[int, tuple[float, list[int]]] = {0: (0.0, [])}  # Rations spent: (value, members)
    for i, (ev, _, cost) in enumerate(plans):
        for spent, (worth, members) in sorted(best.items(), reverse=True):
            total = spent + cost
            if (total <= rations or alone) and worth + ev > best.get(total, (-1.0, []))[0]:
                best[total] = (worth + ev, members + [i])
    members = max(best.values(), key=lambda b: b[0])[1]
    return max((plans[i] for i in members), key=lambda p: p[0])[1][0] if members else None


def with_combos(game: Any, seat: int, act: dict[str, Any]) -> dict[str, Any]:
    """Add the attack Combos worth playing: Brute Force when +1 Strength changes the injury class
    (over the Resistance, or up to twice it), Steady Aim when a hit needs 5 or 6. Foam Bounce is no
    card to play before rolling ("After one of your attack rolls"): the Crew plays it on a miss."""
    if act.get("type") != "attack":
        return act
    hand = {game.combo_defs[c].effect: c for c in game.players[seat].combos}
    gob, target = act["gob"], act["targets"][0]
    if act.get("ranged"):
        arm = ranged.pick_arm(game, gob, act.get("weapon"))
        strength, modifier = arm.weapon.strength, arm.to_hit
    else:
        strength, modifier = strength_close(game, gob), 0
    res = resistance(game, target)
    cards = []
    if "brute-force" in hand and not game.gobz[target].stunned and strength in (res, 2 * res - 1):
        cards.append(hand["brute-force"])
    if "steady-aim" in hand and rules.needed_to_hit(game.profiles[gob], modifier) >= 5:
        cards.append(hand["steady-aim"])
    return {**act, "combos": cards} if cards else act  # Foam Bounce: after the roll, on a miss (after_roll.py)


def teleports(game: Any, seat: int) -> list[str]:
    """Jump when another free Teleporter is at least 3 squares closer to a rival."""
    pads = game.board.teleporters
    taken = {g.pos for g in game.gobz.values() if g.on_board}
    found = []
    for gob_id in turns.able(game, seat):
        here = game.gobz[gob_id].pos
        if here not in pads:
            continue
        best = min((p for p in pads if p not in taken), key=lambda p: nearest_rival(game, seat, p), default=None)
        if best is not None and nearest_rival(game, seat, here) - nearest_rival(game, seat, best) >= 3:
            found.append(f"{gob_id}:{square_name(best)}")
            taken.add(best)
    return found


class BotTable(ScriptedTable):
    """Answers the table's questions for the rival Crews (and for a player's full hand in a rival's
    turn: dump when possible). The player's own answers in a rival's turn (a Combo Card against its hit)
    go to `human`, the player's table. Each answer is recorded, so a save replays without asking."""

    def __init__(self, game: Any, human: Any = None):
        super().__init__()
        self.game = game
        self.human = human

    def _choose(self, question: str, options: list[str]) -> str:
        if self.key.startswith("answer-combo"):
            if self.human is None:
                return options[-1]  # nobody to ask: no card
            return self.human.choose(question, options, key=self.key)
        return policy_answer(self.game, self.key, options)

    def _yes_no(self, question: str) -> bool:
        return True

    def _number(self, question: str, low: int, high: int) -> int:
        return low

