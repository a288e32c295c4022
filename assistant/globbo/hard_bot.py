"""Globbo!'s hard bots: a search over the dice among a few candidate turns, for either side. Globbo
has no hidden cards, so a sample only copies the game and reseeds its dice.

A decision is a whole side's move, or one of Globbo's attacks. The candidates are the normal bot's best
whole-body moves or attacks (Globbo) or the Kids' bot's plan under several pulls towards the HEAD (the
Kids); each play tries one of them on a copy with fresh dice, then both sides' normal bots to the end of the
round (Globbo's attacks and the Kids' whole turn, or the Kids' attacks), and scores what is left by the
chance Globbo wins from there (hard_leaf.py, fitted to normal games; it replaced hand-set material worths,
with which hard Globbo won 23 of 80 games against normal Kids, seeds 1-80 at 0.2 s; with the leaf 30, at 0.5
s 29, with his attacks searched too 34). The candidates are compared by sequential halving (Karnin, Koren
and Somekh 2013) over common random numbers: each round of plays tries every candidate still in on the same
dice (a difference between two is theirs, not the luck's), and at each step of the budget the worse half is
dropped (UCB1 with a fresh roll for every play, the first version, lost to normal: at 15-30 plays the dice's
noise outweighed the candidates' difference). At the table a side's whole turn thinks for `think` CPU seconds
(expert: 4x), its decisions sharing them; with `iterations` (tests, measured runs) it decides the same for a
seed on any machine.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from goblinkit.assistant.core.chance import Chance
from goblinkit.assistant.core.names import plural
from goblinkit.assistant.globbo.formation import touching
from goblinkit.assistant.globbo.hard_leaf import win_chance
from goblinkit.assistant.search import Budget, SearchState, derived_seed
from goblinkit.assistant.search.protocol import clock
from goblinkit.assistant.search.turn_clock import turn_clock
from goblinkit.assistant.core.skill import Skill

Bots = tuple[Callable[[Any, bool, bool], dict[str, Any]], Callable[[Any, dict[str, Any]], None]]  # decide, perform

CANDIDATES = 4  # Globbo's whole-body moves weighed by the search
ATTACKS = 3  # Globbo's best attacks (by normal's ranking) weighed by the search
MARGIN = 0.95  # the part of its share a decision aims at: one search iteration may run a little long
# the Kids' plans: normal's pull towards the HEAD and two near it. With none (bite the body) and all in (2.5),
# normal Globbo won 13 of 40 games against hard Kids, against normal Kids 8 (seeds 1-40): the search, which
# scored the round's material, liked biting the body; with these 8 (both with the Blip 5, Yeast 1 mix). The Kids'
# search ends after their own attacks, before Globbo's reply (a play through his move, 30 ms of his bot's time,
# would leave a handful of plays a decision), so it is trusted only where this round decides: when a plan ends
# a Biter beside the HEAD. Searched every turn, with the fitted leaf, normal Globbo won 22 of 80 against it
# (seeds 1-80, 0.2 s), against normal Kids 17; searched only there, 17, the same games; searched every turn
# through Globbo's reply (his move kept for each table a play reached: 5-40 plays a decision), 24.
PULLS = (0.7, 0.35, 1.4)


class RoundSearch(SearchState):
    """One side's move at the root (seat 0 Globbo, 1 the Kids), then the normal bots to the end of the
    round; `options` are the candidate moves as actions."""

    def __init__(self, game: Any, side: str, options: Sequence[dict[str, Any]], bots: Bots):
        self.game, self.side, self.options, self.bots = game, side, list(options), bots
        self.done = False

    def to_move(self) -> int | None:
        if self.done or self.game.over:
            return None
        return 0 if self.side == "globbo" else 1

    def actions(self) -> Sequence[Hashable]:
        return list(range(len(self.options)))

    def play(self, action: Hashable) -> None:
        decide, perform = self.bots
        game = self.game
        perform(game, dict(self.options[int(action)]))  # type: ignore[call-overload]
        moved = {self.side}
        while not game.over:
            phase = game.turn.phase
            if phase == "globbo-build":
                break  # the round is over: the leaf reads the table from here
            sub = decide(game, "kids" in moved and phase.startswith("kids"), True)
            moved.add(game.side_to_act)
            perform(game, sub)
        self.done = True

    def rewards(self) -> Sequence[float]:
        share = win_chance(self.game)
        return [share, 1 - share]

    def seat_view(self, seat: int) -> dict[str, Any]:
        return self.game.snapshot()  # Globbo! hides nothing but the next dice

    def sample(self, seat: int, rng: random.Random) -> RoundSearch:
        copy = self.game.copy()
        copy.human = None  # in the sampled future the bots answer every question
        copy.chance = Chance(rng.getrandbits(64))
        return RoundSearch(copy, self.side, self.options, self.bots)


def options(game: Any, kids_moved: bool = False) -> list[dict[str, Any]]:
    """The candidates of the side to act, the normal bot's choice first: Globbo's attacks or the Kids' (best
    first), or his moves or the Kids' plans, duplicates dropped."""
    from goblinkit.assistant.globbo.globbo_bot import _orders, attack_options, globbo_turn, head_moves
    from goblinkit.assistant.globbo.kids_bot import attack_options as kids_attacks, kids_turn

    if game.turn.phase == "globbo-attack":
        return attack_options(game, careful=True)[:ATTACKS]
    if kids_attacking(game, kids_moved):
        return kids_attacks(game)[:ATTACKS]
    if game.side_to_act == "kids":
        plans = [kids_turn(game, pull) for pull in PULLS]
        if not any(_at_the_head(game, plan) for plan in plans):
            plans = plans[:1]  # no bite at the HEAD this round: normal's plan, unsearched (see PULLS)
    else:
        heads = game.living("globbo", "head")
        found = head_moves(game, heads[0], {}, True, CANDIDATES) if len(heads) == 1 else []
        if found:  # the first is normal's own move (globbo_turn asks head_moves for one): searched once
            plans = [{"type": "move", "side": "globbo", "moves": _orders(trial), "why": why} for trial, why in found]
        else:
            plans = [globbo_turn(game, careful=True)]
    unique: list[dict[str, Any]] = []
    for plan in plans:
        if all(plan.get("moves") != kept.get("moves") or plan["type"] != kept["type"] for kept in unique):
            unique.append(plan)
    return unique


def _at_the_head(game: Any, plan: dict[str, Any]) -> bool:
    """Whether a Kids' plan ends a Biter beside a HEAD (no wall between): a bite at the HEAD this round."""
    beside = {n for h in game.living("globbo", "head") for n in touching(game.torus, h.hex)}
    ends = {k.id: k.hex for k in game.living("kids", "biter")}
    ends.update({pid: game.hex(path[-1]) for pid, path in plan["moves"] if pid in ends})
    return any(end in beside for end in ends.values())


def kids_attacking(game: Any, kids_moved: bool) -> bool:
    """Whether the Kids are at their attacks (their move reported, or the attack step begun)."""
    return game.side_to_act == "kids" and (kids_moved or game.turn.phase == "kids-attack")


def choose(game: Any, skill: Skill, bots: Bots, kids_moved: bool = False) -> tuple[dict[str, Any], float]:
    """The hard bot's move for the side to move, and the CPU seconds the whole decision took. The side's turn
    shares one think budget (search/turn_clock.py): Globbo's move half of it, his attacks the rest, each its
    share of what is left; finding the candidates counts, and a share too small to search keeps normal's
    move. `bots`: the normal bots' step and how a step is played (bots.py, which calls this)."""
    side = game.side_to_act
    clock_ = turn_clock(game)
    share = clock_.share((game.turn.round, side), skill.budget(), decisions_left(game, kids_moved))
    start = clock()
    plans = options(game, kids_moved)
    if len(plans) <= 1:
        return (plans[0] if plans else {"type": "end"}), clock() - start
    root = RoundSearch(game, side, plans, bots)
    attacking = game.turn.phase == "globbo-attack" or kids_attacking(game, kids_moved)
    apart = (("attack", sum(p.attacked for p in game.living(side)), len(game.living("kids"))) if attacking
             else ())  # each attack of a turn searches with its own stream
    seed = derived_seed(game.chance.seed, game.turn.round, side, *apart)
    budget = share
    if budget is not None and budget.iterations is None:
        assert budget.seconds is not None
        left = MARGIN * budget.seconds - (clock() - start)
        budget = Budget(seconds=left) if left > 0.05 * budget.seconds else None
    if budget is None:  # finding the candidates took this decision's share of the turn: normal's move
        clock_.spent(0, clock() - start, skill.budget())
        first = dict(plans[0])
        first["why"] = (first.get("why") or "") + " [no time left to search the dice]"
        return first, clock() - start
    index, plays = halving(root, 0 if side == "globbo" else 1, budget, seed)
    clock_.spent(plays, clock() - start, skill.budget())
    chosen = dict(plans[index])
    chosen["why"] = (chosen.get("why") or "") + f" [searched {plural(plays, 'round')} of dice]"
    return chosen, clock() - start


def decisions_left(game: Any, kids_moved: bool = False) -> int:
    """The searched decisions the side's turn may still take, this one included: a side's move counts for two
    (itself and its attacks after it), each of its attacks for the attacks left."""
    from goblinkit.assistant.globbo.globbo_bot import attack_options
    from goblinkit.assistant.globbo.kids_bot import attack_options as kids_attacks

    if game.turn.phase == "globbo-attack":
        return max(1, len(attack_options(game, careful=True)))
    if kids_attacking(game, kids_moved):
        return max(1, len(kids_attacks(game)))
    return 2


def halving(root: RoundSearch, seat: int, budget: Budget, seed: int) -> tuple[int, int]:
    """The best candidate for `seat` by sequential halving over common dice: the budget (plays, or CPU
    seconds) split evenly between ceil(log2(n)) steps; in each step rounds of plays (every candidate still
    in, on one fresh roll of the dice shared by all) run until the step's share is spent, then the worse
    half by mean reward goes. The first round always runs; with seconds a round may stop short when no
    time is left for another play, with plays only whole rounds (the same decision on any machine). Ties
    go to the earlier candidate (normal's own move first). Returns the index and the plays run."""
    start = clock()
    alive = list(range(len(root.options)))
    totals, counts = [0.0] * len(alive), [0] * len(alive)
    steps = max(1, math.ceil(math.log2(len(alive))))
    drawn = plays = 0
    for step in range(1, steps + 1):
        step_budget = budget.part(step / steps)  # the steps so far get this much of the whole
        while True:
            future = derived_seed(seed, drawn)
            drawn += 1
            for index in alive:
                if budget.iterations is None and plays >= len(root.options) and step_budget.spent(plays, start):
                    break  # no time for another play: the step ends mid-round (the first round always runs)
                trial = root.sample(seat, random.Random(future))
                trial.play(index)
                totals[index] += trial.rewards()[seat]
                counts[index] += 1
                plays += 1
            if step_budget.spent(plays, start):
                break
        alive.sort(key=lambda i: (-totals[i] / max(1, counts[i]), i))
        alive = alive[:math.ceil(len(alive) / 2)]
        if len(alive) == 1:
            break
    return alive[0], plays
